import {
  Alert,
  Anchor,
  Button,
  Container,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { fieldErrors, loginSchema } from '../../common/accounts.ts';
import { sessionFromLogin, type LoginResponse } from '../../common/session.ts';
import { requestJson } from '../features/api-client.ts';
import { redirectSignedIn } from '../features/session/dashboard-access.server.ts';
import { useSignIn } from '../features/session/use-sign-in.ts';
import { useEarlySubmit } from '../features/use-early-submit.ts';
import { useBrandName } from '../features/use-brand-name.ts';
import type { Route } from './+types/connexion';
import { pageMeta } from '../features/page-meta.ts';
import { MAX_LENGTH } from '../../common/text-lengths.ts';

/** Already signed in (session cookie): straight to the account's dashboard. */
export const loader = ({ context }: Route.LoaderArgs) => redirectSignedIn(context);

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Connexion — ${brandName}`,
    description: 'Connectez-vous à votre compte acheteur ou vendeur.',
    brandName,
  });
}

export default function Connexion() {
  const brandName = useBrandName();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const signIn = useSignIn();
  const early = useEarlySubmit('connexion');

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    setServerError('');
    if (!parsed.success) return;
    setSubmitting(true);
    const result = await requestJson<LoginResponse>('/api/users/login', { body: parsed.data });
    setSubmitting(false);
    if (result.ok) await signIn(sessionFromLogin(result.body));
    else setServerError(result.message);
  };
  const edited = (field: 'email' | 'password') => () => {
    setErrors((current) => ({ ...current, [field]: '' }));
    setServerError('');
  };

  return (
    <Container component="main" py="xl" px="sm">
      <Paper withBorder radius="md" p="lg" maw={400} mx="auto">
        <Title order={1} fz={28}>
          Connexion
        </Title>
        <Text c="dimmed" mb="md">
          {brandName}
        </Text>
        <form {...early.form} onSubmit={(event) => void onSubmit(event)}>
          <Stack gap="sm">
            <TextInput
              label="Email ou Téléphone"
              name="email"
              autoComplete="username"
              required
              maxLength={MAX_LENGTH.email}
              error={errors.email}
              onChange={edited('email')}
            />
            <PasswordInput
              label="Mot de passe"
              name="password"
              autoComplete="current-password"
              required
              error={errors.password}
              onChange={edited('password')}
              visibilityToggleButtonProps={{ 'aria-label': 'Afficher ou masquer le mot de passe' }}
            />
            <Anchor component={Link} to="/mot-de-passe-oublie" fz="sm" ta="right">
              Mot de passe oublié ?
            </Anchor>
            {serverError && (
              <Alert color="red" role="alert">
                {serverError}
              </Alert>
            )}
            <Button type="submit" fullWidth loading={submitting} className={early.submitClassName}>
              Continuer
            </Button>
            <Button component={Link} to="/inscription" variant="default" fullWidth>
              Créer un compte
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
