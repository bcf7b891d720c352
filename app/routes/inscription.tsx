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
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/PasswordInput.css';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ACCOUNT_TYPE_LABELS,
  fieldErrors,
  REGISTRATION_COUNTRIES,
  registrationFormSchema,
  SELF_SERVICE_ACCOUNT_TYPES,
} from '../../common/accounts.ts';
import { sessionFromRegistration, type RegistrationResponse } from '../../common/session.ts';
import { MAX_LENGTH } from '../../common/text-lengths.ts';
import { requestJson } from '../features/api-client.ts';
import { redirectSignedIn } from '../features/session/dashboard-access.server.ts';
import { useSignIn } from '../features/session/use-sign-in.ts';
import { useEarlySubmit } from '../features/use-early-submit.ts';
import type { Route } from './+types/inscription';
import { pageMeta } from '../features/page-meta.ts';
import { countryOptions } from '../../common/delivery-countries.ts';
import '../../common/zod-locale.ts';

/** Already signed in (session cookie): straight to the account's dashboard. */
export const loader = ({ context, request }: Route.LoaderArgs) =>
  redirectSignedIn(context, request);

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `S’inscrire — ${brandName}`,
    description:
      'Créez votre compte acheteur, ou ouvrez votre boutique de producteur en quelques minutes.',
    brandName,
  });
}

type Field =
  | 'userName'
  | 'pays'
  | 'ville'
  | 'telephone'
  | 'email'
  | 'typeCompte'
  | 'instituteName'
  | 'password'
  | 'confirmPassword';

/** The text fields' longest values, the server's: nobody types what it would refuse. */
const MAX_LENGTHS: Partial<Record<Field, number>> = {
  userName: MAX_LENGTH.name,
  ville: MAX_LENGTH.city,
  telephone: MAX_LENGTH.phone,
  email: MAX_LENGTH.email,
  instituteName: MAX_LENGTH.shopName,
  password: MAX_LENGTH.password,
  confirmPassword: MAX_LENGTH.password,
};

export default function Inscription() {
  // The one value the form's layout depends on: a seller names the shop.
  const [accountType, setAccountType] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const signIn = useSignIn();
  const early = useEarlySubmit('inscription', (form) =>
    setAccountType(new FormData(form).get('typeCompte') as string),
  );
  const isSeller = accountType === 'VENDEUR';

  const edited =
    (field: Field) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      if (field === 'typeCompte') setAccountType(event.currentTarget.value);
      setErrors((current) => ({ ...current, [field]: '' }));
      setServerError('');
    };
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<Field, string>;
    const parsed = registrationFormSchema.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    setServerError('');
    if (!parsed.success) return;
    // The API payload of spec section 7: no confirmation, the shop name for sellers only.
    const { userName, pays, ville, telephone, email, typeCompte, password } = parsed.data;
    const instituteName = values.instituteName?.trim();
    const payload = { userName, pays, ville, telephone, email, typeCompte, password };
    setSubmitting(true);
    const result = await requestJson<RegistrationResponse>('/api/users/register', {
      body: isSeller && instituteName ? { ...payload, instituteName } : payload,
    });
    setSubmitting(false);
    if (result.ok) await signIn(sessionFromRegistration(result.body));
    else setServerError(result.message);
  };
  const field = (name: Field) => ({
    name,
    error: errors[name],
    onChange: edited(name),
    required: true,
    maxLength: MAX_LENGTHS[name],
  });
  const toggleLabel = { 'aria-label': 'Afficher ou masquer le mot de passe' };

  return (
    <Container component="main" py="xl" px="sm">
      <Paper withBorder radius="md" p="lg" maw={560} mx="auto">
        <Title order={1} fz={28} mb="md">
          S’inscrire
        </Title>
        <form {...early.form} onSubmit={(event) => void onSubmit(event)}>
          <Stack gap="sm">
            <TextInput label="Nom complet" autoComplete="name" {...field('userName')} />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NativeSelect
                label="Pays"
                data={[
                  { value: '', label: 'Choisissez un pays' },
                  ...countryOptions(REGISTRATION_COUNTRIES),
                ]}
                {...field('pays')}
              />
              <TextInput label="Ville" autoComplete="address-level2" {...field('ville')} />
              <TextInput label="Téléphone" type="tel" autoComplete="tel" {...field('telephone')} />
              <TextInput label="E-mail" type="email" autoComplete="email" {...field('email')} />
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
            {isSeller && (
              <TextInput
                label="Nom de la boutique"
                description="Facultatif : à défaut, « Boutique de » suivi de votre nom."
                autoComplete="organization"
                {...field('instituteName')}
                required={false}
              />
            )}
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
              <Anchor component={Link} to="/conditions-d-utilisation">
                conditions d’utilisation
              </Anchor>{' '}
              et notre{' '}
              <Anchor component={Link} to="/politique-de-confidentialite">
                politique de confidentialité
              </Anchor>
              .
            </Text>
            {serverError && (
              <Alert color="red" role="alert">
                {serverError}
              </Alert>
            )}
            <Button type="submit" fullWidth loading={submitting} className={early.submitClassName}>
              Créer un compte
            </Button>
            <Text fz="sm" ta="center">
              Déjà un compte ?{' '}
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
