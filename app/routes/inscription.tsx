import {
  Alert,
  Anchor,
  Button,
  Container,
  NativeSelect,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ACCOUNT_TYPE_LABELS,
  fieldErrors,
  REGISTRATION_COUNTRIES,
  registrationFormSchema,
  SELF_SERVICE_ACCOUNT_TYPES,
} from '../../common/accounts.ts';
import type { Route } from './+types/inscription';
import { pageMeta } from '../features/page-meta.ts';

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `S'inscrire — ${brandName}`,
    description:
      'Créez votre compte acheteur, ou ouvrez votre boutique de producteur en quelques minutes.',
    brandName,
  });
}

const SIGN_UP_NOT_OPEN =
  "La création de compte ouvre très bientôt : aucune donnée n'a été envoyée.";

const EMPTY = {
  userName: '',
  pays: '',
  ville: '',
  telephone: '',
  email: '',
  typeCompte: '',
  password: '',
  confirmPassword: '',
};
type Field = keyof typeof EMPTY;

export default function Inscription() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);

  const update =
    (field: Field) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      // Read now: React clears currentTarget once the handler returns, before the updater runs.
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: '' }));
      setAttempted(false);
    };
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = registrationFormSchema.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    setAttempted(parsed.success);
  };
  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: update(name),
    required: true,
  });
  const toggleLabel = { 'aria-label': 'Afficher ou masquer le mot de passe' };

  return (
    <Container component="main" py="xl" px="sm">
      <Paper withBorder radius="md" p="lg" maw={560} mx="auto">
        <Title order={1} fz={28} mb="md">
          S&apos;inscrire
        </Title>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <TextInput label="Nom complet" autoComplete="name" {...field('userName')} />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NativeSelect
                label="Pays"
                data={[{ value: '', label: 'Choisissez un pays' }, ...REGISTRATION_COUNTRIES]}
                {...field('pays')}
              />
              <TextInput label="Ville" autoComplete="address-level2" {...field('ville')} />
              <TextInput label="Téléphone" type="tel" autoComplete="tel" {...field('telephone')} />
              <TextInput label="Email" type="email" autoComplete="email" {...field('email')} />
            </SimpleGrid>
            <NativeSelect
              label="Type de compte"
              data={[
                { value: '', label: 'Choisissez un type de compte' },
                ...SELF_SERVICE_ACCOUNT_TYPES.map((type) => ({
                  value: type,
                  label: ACCOUNT_TYPE_LABELS[type],
                })),
              ]}
              {...field('typeCompte')}
            />
            <PasswordInput
              label="Mot de passe"
              autoComplete="new-password"
              description="8 caractères au moins."
              visibilityToggleButtonProps={toggleLabel}
              {...field('password')}
            />
            <PasswordInput
              label="Confirmer le mot de passe"
              autoComplete="new-password"
              visibilityToggleButtonProps={toggleLabel}
              {...field('confirmPassword')}
            />
            <Text fz="sm" c="dimmed">
              En créant un compte, vous acceptez nos{' '}
              <Anchor component={Link} to="/mentions-legales">
                conditions d&apos;utilisation
              </Anchor>{' '}
              et notre{' '}
              <Anchor component={Link} to="/politique-de-confidentialite">
                politique de confidentialité
              </Anchor>
              .
            </Text>
            <Button type="submit" fullWidth>
              S&apos;inscrire
            </Button>
            {attempted && (
              <Alert color="blue" role="status">
                {SIGN_UP_NOT_OPEN}
              </Alert>
            )}
            <Text fz="sm" ta="center">
              Déjà un compte ?{' '}
              <Anchor component={Link} to="/connexion">
                Connexion
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
