import { Alert, Button, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { useState, type FormEvent } from 'react';
import { appContext } from '#app-context';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#common/accounts.ts';
import { TEAM_MESSAGES, TEAM_ROLE_DESCRIPTIONS } from '#common/shop-team.ts';
import type { shopTeamOperations } from '#modules/shop-team/shop-team.operations.ts';
import {
  AccountPage,
  CurrentPasswordField,
  DoneNotice,
  NewPasswordFields,
} from '../features/session/account-page.tsx';
import { operationAction } from '../features/operation-action.server.ts';
import { pageMeta } from '../features/page-meta.ts';
import { useActionFetcher } from '../features/use-action-fetcher.ts';
import type { Route } from './+types/invitation-equipe';

// The e-mailed invitation to a boutique's team (issue 19): a new member chooses a password, an
// existing account gives its own; then they sign in with their own login. The link works once.

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Invitation à une équipe — ${brandName}`,
    description: 'Rejoignez l’équipe d’une boutique.',
    brandName,
    noindex: true,
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, failureOf } = context.get(appContext);
  try {
    return { invitation: await services.shopTeam.preview(params.token) };
  } catch (error) {
    if (!failureOf(error)) throw error;
    return { invitation: null };
  }
}

export const action = (args: Route.ActionArgs) =>
  operationAction(args, ({ shopTeam }) => [shopTeam.accept]);

/** The page's one write (core/shop-team/shop-team.operations.ts). */
type Accept = typeof shopTeamOperations.accept;
const ACCEPT: Accept['intent'] = 'accepter';

export default function InvitationEquipe({ loaderData, params }: Route.ComponentProps) {
  const { invitation } = loaderData;
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [accepted, setAccepted] = useState<string | null>(null);
  // Told on the page itself: beside the password, or above the form.
  const sending = useActionFetcher('Invitation non acceptée', {
    silent: true,
    onDone: (outcome) => setAccepted(outcome.message),
    onRefused: (outcome) => setErrors(outcome.fields),
  });
  const linkError = !invitation || errors.token ? TEAM_MESSAGES.linkInvalid : null;

  function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const confirmPassword = form.get('confirmPassword');
    void sending.perform<Accept>(ACCEPT, {
      input: {
        token: params.token,
        password: String(form.get('password') ?? ''),
        // An existing account gives its own password once; a new one chooses it twice.
        ...(typeof confirmPassword === 'string' ? { confirmPassword } : {}),
      },
    });
  }

  return (
    <AccountPage title="Rejoindre une équipe">
      {accepted ? (
        <DoneNotice>{accepted}</DoneNotice>
      ) : linkError || !invitation ? (
        <Alert role="alert" color="red" variant="light">
          {linkError}
        </Alert>
      ) : (
        <form onSubmit={accept} noValidate aria-label="Accepter l’invitation">
          <Stack gap="sm">
            <Text>
              Vous êtes invité·e dans l’équipe de <strong>{invitation.boutiqueName}</strong> avec le
              rôle <strong>{invitation.role}</strong> (
              {TEAM_ROLE_DESCRIPTIONS[invitation.role].toLowerCase()}).
            </Text>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Compte : {invitation.email}
            </Text>
            {sending.refusal && (
              <Alert role="alert" color="red" variant="light">
                {sending.refusal}
              </Alert>
            )}
            {invitation.hasAccount ? (
              <CurrentPasswordField label="Mot de passe de votre compte" error={errors.password} />
            ) : (
              <>
                <Text fz="sm">
                  Choisissez votre mot de passe : entre {PASSWORD_MIN_LENGTH} et{' '}
                  {PASSWORD_MAX_LENGTH} caractères.
                </Text>
                <NewPasswordFields label="Mot de passe" errors={errors} />
              </>
            )}
            <Button type="submit" fullWidth loading={sending.pending}>
              Accepter l’invitation
            </Button>
          </Stack>
        </form>
      )}
    </AccountPage>
  );
}
