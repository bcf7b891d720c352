import { Alert, Button, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { data, Form, useNavigation } from 'react-router';
import { appContext } from '#app-context';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../common/accounts.ts';
import {
  invitationAcceptSchema,
  TEAM_MESSAGES,
  TEAM_ROLE_DESCRIPTIONS,
} from '../../common/shop-team.ts';
import {
  AccountPage,
  CurrentPasswordField,
  DoneNotice,
  NewPasswordFields,
} from '../features/session/account-page.tsx';
import { answerRefusals } from '../features/route-failure.server.ts';
import { pageMeta } from '../features/page-meta.ts';
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

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = invitationAcceptSchema.safeParse({
    token: params.token,
    password: field(form, 'password') ?? '',
    confirmPassword: field(form, 'confirmPassword'),
  });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    return data(
      { ok: false as const, message: parsed.error.issues[0]?.message ?? '', fields },
      { status: 400 },
    );
  }
  const { shopTeam } = context.get(appContext).services;
  return answerRefusals(context, async () => ({
    ok: true as const,
    message: await shopTeam.accept(parsed.data),
  }));
}

export default function InvitationEquipe({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === 'submitting';
  const { invitation } = loaderData;
  const errors: Record<string, string | undefined> =
    actionData && !actionData.ok ? actionData.fields : {};
  const refusal = actionData && !actionData.ok ? actionData.message : null;
  const linkError = !invitation || errors.token ? TEAM_MESSAGES.linkInvalid : null;

  return (
    <AccountPage title="Rejoindre une équipe">
      {actionData?.ok ? (
        <DoneNotice>{actionData.message}</DoneNotice>
      ) : linkError || !invitation ? (
        <Alert role="alert" color="red" variant="light">
          {linkError}
        </Alert>
      ) : (
        <Form method="post" noValidate aria-label="Accepter l’invitation">
          <Stack gap="sm">
            <Text>
              Vous êtes invité·e dans l’équipe de <strong>{invitation.boutiqueName}</strong> avec le
              rôle <strong>{invitation.role}</strong> (
              {TEAM_ROLE_DESCRIPTIONS[invitation.role].toLowerCase()}).
            </Text>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Compte : {invitation.email}
            </Text>
            {refusal && !errors.password && !errors.confirmPassword && (
              <Alert role="alert" color="red" variant="light">
                {refusal}
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
            <Button type="submit" fullWidth loading={submitting}>
              Accepter l’invitation
            </Button>
          </Stack>
        </Form>
      )}
    </AccountPage>
  );
}
