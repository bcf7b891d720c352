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
import { useBrandName } from '../features/use-brand-name.ts';
import type { Route } from './+types/connexion';
import { pageMeta } from '../features/page-meta.ts';

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Connexion — ${brandName}`,
    description: 'Connectez-vous à votre compte acheteur ou vendeur.',
    brandName,
  });
}

/** Signing in opens with the accounts work: until then the form says so instead of pretending. */
const SIGN_IN_NOT_OPEN =
  "La connexion aux comptes ouvre très bientôt : aucune donnée n'a été envoyée.";

export default function Connexion() {
  const brandName = useBrandName();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    setAttempted(parsed.success);
  };
  const update = (field: 'email' | 'password') => (event: React.ChangeEvent<HTMLInputElement>) => {
    // Read now: React clears currentTarget once the handler returns, before the updater runs.
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: '' }));
    setAttempted(false);
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
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Email ou Téléphone"
              name="email"
              autoComplete="username"
              required
              value={values.email}
              error={errors.email}
              onChange={update('email')}
            />
            <PasswordInput
              label="Mot de passe"
              name="password"
              autoComplete="current-password"
              required
              value={values.password}
              error={errors.password}
              onChange={update('password')}
              visibilityToggleButtonProps={{ 'aria-label': 'Afficher ou masquer le mot de passe' }}
            />
            <Anchor component={Link} to="/mot-de-passe-oublie" fz="sm" ta="right">
              Mot de passe oublié ?
            </Anchor>
            <Button type="submit" fullWidth>
              Continuer
            </Button>
            {attempted && (
              <Alert color="blue" role="status">
                {SIGN_IN_NOT_OPEN}
              </Alert>
            )}
            <Button component={Link} to="/inscription" variant="default" fullWidth>
              Créer votre compte
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
