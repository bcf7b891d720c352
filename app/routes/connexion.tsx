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
import { Link, useNavigation, useSubmit } from 'react-router';
import { appContext } from '#app-context';
import { fieldErrors, loginSchema } from '#common/accounts.ts';
import { secondFactorCodeSchema, TWO_FACTOR_REQUIRED_MESSAGE } from '#common/account-security.ts';
import { sessionFromLogin } from '#common/session.ts';
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
import { useBrandName } from '../features/use-brand-name.ts';
import type { Route } from './+types/connexion';
import { pageMeta } from '../features/page-meta.ts';
import { MAX_LENGTH } from '#common/text-lengths.ts';
import '#common/zod-locale.ts';

// The login page posts to its own action, which signs in with the same service and limits as
// `POST /api/users/login` and answers with the session cookie; this page's loader, read again
// with it, then sends the account to its dashboard (or back to the dashboard page it was sent
// away from: `?retour=`). An account with two-factor sign-in is asked for its code next.

/** Already signed in (session cookie): straight to the account's dashboard. */
export const loader = ({ context, request }: Route.LoaderArgs) =>
  redirectSignedIn(context, request);

const CREDENTIALS = ['email', 'password', 'code'] as const;

export async function action({ context, request }: Route.ActionArgs) {
  // Only what was sent: no `code` at all is the first step, not an empty code.
  const parsed = loginSchema.safeParse(sentFields(await request.formData(), CREDENTIALS));
  if (!parsed.success) return refuseFields(fieldErrors(parsed.error));
  return answerRefusals(context, async () => {
    const { signIn } = context.get(appContext).services;
    const answer = await signIn.login(parsed.data, clientOrigin(context, request));
    return signedIn(context, sessionFromLogin(answer));
  });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepSessionCopy(serverAction());

/** A refusal past the login limits says when to come back. */
export const headers = retryAfterHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Connexion — ${brandName}`,
    description: 'Connectez-vous à votre compte acheteur ou vendeur.',
    brandName,
  });
}

interface Credentials {
  email: string;
  password: string;
  code?: string;
}

export default function Connexion({ actionData }: Route.ComponentProps) {
  const brandName = useBrandName();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');
  // The password was right and the account has two-factor sign-in: its code is asked next.
  const [secondStep, setSecondStep] = useState<{ email: string; password: string } | null>(null);
  const [lastSent, setLastSent] = useState<Credentials | null>(null);
  const [answered, setAnswered] = useState(actionData);
  // Busy from the tap until the dashboard shows (the loader's redirect keeps the submission).
  const sending = useNavigation().formData !== undefined;
  const submit = useSubmit();
  const early = useEarlySubmit('connexion');

  // A new answer of the action: a refusal is shown until the next edit or send.
  if (actionData !== answered) {
    setAnswered(actionData);
    if (actionData && !actionData.ok) {
      if (actionData.fields.code !== undefined && lastSent) {
        setSecondStep({ email: lastSent.email, password: lastSent.password });
        // Only a wrong code is an error; the first request for one is not.
        if (lastSent.code !== undefined) setErrors({ code: actionData.message });
      } else {
        setSecondStep(null);
        setErrors(actionData.fields);
        if (Object.keys(actionData.fields).length === 0) setServerError(actionData.message);
      }
    }
  }

  const send = (credentials: Credentials) => {
    setLastSent(credentials);
    void submit({ ...credentials }, { method: 'post' });
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    setServerError('');
    if (!parsed.success) return;
    send({ email: parsed.data.email, password: parsed.data.password });
  };
  const onSubmitCode = (event: React.FormEvent<HTMLFormElement>) => {
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
    send({ ...secondStep, code: parsed.data });
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
          <form onSubmit={onSubmitCode} noValidate>
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
              <Button type="submit" fullWidth loading={sending}>
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
          <form {...early.form} onSubmit={onSubmit}>
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
              <Button type="submit" fullWidth loading={sending} className={early.submitClassName}>
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
