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
import { Link, useNavigation, useSubmit } from 'react-router';
import { appContext } from '#app-context';
import {
  ACCOUNT_TYPE_LABELS,
  fieldErrors,
  REGISTRATION_COUNTRIES,
  registrationFormSchema,
  SELF_SERVICE_ACCOUNT_TYPES,
} from '#common/accounts.ts';
import { sessionFromRegistration } from '#common/session.ts';
import { MAX_LENGTH } from '#common/text-lengths.ts';
import {
  answerRefusals,
  refuseFields,
  retryAfterHeaders,
} from '../features/route-failure.server.ts';
import { redirectSignedIn } from '../features/session/dashboard-access.server.ts';
import { keepSessionCopy } from '../features/session/session-copy.ts';
import { clientOrigin, signedIn } from '../features/session/sign-in-action.server.ts';
import { sentFields } from '../features/form-fields.ts';
import { useEarlySubmit } from '../features/use-early-submit.ts';
import type { Route } from './+types/inscription';
import { pageMeta } from '../features/page-meta.ts';
import { countryOptions } from '#common/delivery-countries.ts';
import '#common/zod-locale.ts';

// Registration posts to the page's own action, which signs up with the same service and limits
// as `POST /api/users/register` and answers with the session cookie; this page's loader, read
// again with it, then opens the new account's dashboard.

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

export async function action({ context, request }: Route.ActionArgs) {
  const parsed = registrationFormSchema.safeParse(sentFields(await request.formData(), FIELDS));
  if (!parsed.success) return refuseFields(fieldErrors(parsed.error));
  // The API payload of spec section 7: no confirmation, the shop name for sellers only.
  const { userName, pays, ville, telephone, email, typeCompte, password } = parsed.data;
  const { instituteName } = parsed.data;
  const fields = { userName, pays, ville, telephone, email, typeCompte, password };
  const payload = typeCompte === 'VENDEUR' && instituteName ? { ...fields, instituteName } : fields;
  return answerRefusals(context, async () => {
    const { signIn } = context.get(appContext).services;
    const registered = await signIn.register(payload, clientOrigin(context, request));
    return signedIn(context, sessionFromRegistration(registered));
  });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepSessionCopy(serverAction());

/** A refusal past the registrations' limit says when to come back. */
export const headers = retryAfterHeaders;

const FIELDS = [
  'userName',
  'pays',
  'ville',
  'telephone',
  'email',
  'typeCompte',
  'instituteName',
  'password',
  'confirmPassword',
] as const;

type Field = (typeof FIELDS)[number];

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

export default function Inscription({ actionData }: Route.ComponentProps) {
  // The one value the form's layout depends on: a seller names the shop.
  const [accountType, setAccountType] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');
  const [answered, setAnswered] = useState(actionData);
  // Busy from the tap until the dashboard shows (the loader's redirect keeps the submission).
  const sending = useNavigation().formData !== undefined;
  const submit = useSubmit();
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
  // A new answer of the action: a refusal, beside the fields it names, else above the button.
  if (actionData !== answered) {
    setAnswered(actionData);
    if (actionData && !actionData.ok) {
      setErrors(actionData.fields);
      if (Object.keys(actionData.fields).length === 0) setServerError(actionData.message);
    }
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = registrationFormSchema.safeParse(Object.fromEntries(new FormData(form)));
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    setServerError('');
    if (parsed.success) void submit(form, { method: 'post' });
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
        <form {...early.form} onSubmit={onSubmit}>
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
            <Button type="submit" fullWidth loading={sending} className={early.submitClassName}>
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
