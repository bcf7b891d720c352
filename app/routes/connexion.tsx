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
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/PasswordInput.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { fieldErrors, loginSchema } from '../../common/accounts.ts';
import {
  secondFactorCodeSchema,
  TWO_FACTOR_REQUIRED_MESSAGE,
} from '../../common/account-security.ts';
import { sessionFromLogin, type LoginResponse } from '../../common/session.ts';
import { requestJson } from '../features/api-client.ts';
import { redirectSignedIn } from '../features/session/dashboard-access.server.ts';
import { useSignIn } from '../features/session/use-sign-in.ts';
import { useEarlySubmit } from '../features/use-early-submit.ts';
import { useBrandName } from '../features/use-brand-name.ts';
import type { Route } from './+types/connexion';
import { pageMeta } from '../features/page-meta.ts';
import { MAX_LENGTH } from '../../common/text-lengths.ts';
import '../../common/zod-locale.ts';

/** Already signed in (session cookie): straight to the account's dashboard. */
export const loader = ({ context, request }: Route.LoaderArgs) =>
  redirectSignedIn(context, request);

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Connexion — ${brandName}`,
    description: 'Connectez-vous à votre compte acheteur ou vendeur.',
    brandName,
  });
}

/** Whether a refused login asks for its second step (`details` names the `code` field). */
function asksForCode(details: unknown): boolean {
  return (
    Array.isArray(details) &&
    details.some((detail) => (detail as { field?: unknown } | null)?.field === 'code')
  );
}

export default function Connexion() {
  const brandName = useBrandName();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // The password was right and the account has two-factor sign-in: its code is asked next.
  const [secondStep, setSecondStep] = useState<{ email: string; password: string } | null>(null);
  const signIn = useSignIn();
  const early = useEarlySubmit('connexion');

  const send = async (credentials: { email: string; password: string; code?: string }) => {
    setSubmitting(true);
    const result = await requestJson<LoginResponse>('/api/users/login', { body: credentials });
    setSubmitting(false);
    if (result.ok) {
      await signIn(sessionFromLogin(result.body));
    } else if (asksForCode(result.details)) {
      setSecondStep({ email: credentials.email, password: credentials.password });
      // Only a wrong code is an error; the first request for one is not.
      if (credentials.code !== undefined) setErrors({ code: result.message });
    } else {
      setSecondStep(null);
      setServerError(result.message);
    }
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    setServerError('');
    if (!parsed.success) return;
    await send(parsed.data);
  };
  const onSubmitCode = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!secondStep) return;
    const code = new FormData(event.currentTarget).get('code');
    const parsed = secondFactorCodeSchema.safeParse(typeof code === 'string' ? code : '');
    if (!parsed.success) {
      setErrors({ code: parsed.error.issues[0]?.message ?? TWO_FACTOR_REQUIRED_MESSAGE });
      return;
    }
    setErrors({});
    setServerError('');
    await send({ ...secondStep, code: parsed.data });
  };
  const edited = (field: 'email' | 'password' | 'code') => () => {
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
        {secondStep ? (
          <form onSubmit={(event) => void onSubmitCode(event)} noValidate>
            <Stack gap="sm">
              <Text fz="sm">{TWO_FACTOR_REQUIRED_MESSAGE}</Text>
              <TextInput
                label="Code de vérification"
                description="Ou l’un de vos codes de secours."
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                autoFocus
                maxLength={32}
                error={errors.code}
                onChange={edited('code')}
              />
              {serverError && (
                <Alert color="red" role="alert">
                  {serverError}
                </Alert>
              )}
              <Button type="submit" fullWidth loading={submitting}>
                Vérifier
              </Button>
              <Button
                variant="default"
                fullWidth
                onClick={() => {
                  setSecondStep(null);
                  setErrors({});
                }}
              >
                Retour
              </Button>
            </Stack>
          </form>
        ) : (
          <form {...early.form} onSubmit={(event) => void onSubmit(event)}>
            <Stack gap="sm">
              <TextInput
                label="E-mail ou téléphone"
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
                visibilityToggleButtonProps={{
                  'aria-label': 'Afficher ou masquer le mot de passe',
                }}
              />
              <Anchor component={Link} to="/mot-de-passe-oublie" fz="sm" ta="right">
                Mot de passe oublié ?
              </Anchor>
              {serverError && (
                <Alert color="red" role="alert">
                  {serverError}
                </Alert>
              )}
              <Button
                type="submit"
                fullWidth
                loading={submitting}
                className={early.submitClassName}
              >
                Continuer
              </Button>
              <Button component={Link} to="/inscription" variant="default" fullWidth>
                Créer un compte
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </Container>
  );
}
