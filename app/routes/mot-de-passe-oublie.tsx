import { Text, TextInput } from '@mantine/core';
import { data, useNavigation } from 'react-router';
import { RESET_REQUESTED_MESSAGE } from '#common/password-reset.ts';
import { appContext } from '#app-context';
import { performFromPlainForm } from '../features/operation-action.server.ts';
import { answeredAs, retryAfterHeaders } from '../features/route-failure.server.ts';
import type { Route } from './+types/mot-de-passe-oublie';
import { pageMeta } from '../features/page-meta.ts';
import { AccountPage, DoneNotice } from '../features/session/account-page.tsx';
import { MAX_LENGTH } from '#common/text-lengths.ts';
import { PlainForm } from '../components/plain-form.tsx';

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Mot de passe oublié — ${brandName}`,
    description: 'Recevez par e-mail un lien pour choisir un nouveau mot de passe.',
    brandName,
    noindex: true,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const email = (await request.formData()).get('email');
  const typed = typeof email === 'string' ? email : '';
  const { requestReset } = context.get(appContext).operations.passwordReset;
  const done = await performFromPlainForm(context, requestReset, { input: { email: typed } });
  if (!done.ok) {
    // Beside the field: its own refusal, or the API's limit per address (the address kept).
    const error = done.fields.email ?? done.refusal ?? done.failure.message;
    return data({ sent: false as const, error, email: typed }, answeredAs(done.failure));
  }
  return { sent: true as const };
}

/** Past the limit, the 429's Retry-After reaches the browser too, not only the action's data. */
export const headers = retryAfterHeaders;

export default function MotDePasseOublie({ actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === 'submitting';
  const failed = actionData?.sent === false ? actionData : undefined;

  return (
    <AccountPage title="Mot de passe oublié" signInLabel="Retour à la connexion">
      {actionData?.sent ? (
        <DoneNotice>{RESET_REQUESTED_MESSAGE} Le lien est valable 30 minutes.</DoneNotice>
      ) : (
        <>
          <Text>
            Indiquez l’e-mail de votre compte : nous vous envoyons un lien pour choisir un nouveau
            mot de passe.
          </Text>
          <PlainForm
            label="Demande de réinitialisation"
            submitLabel="Envoyer le lien"
            submitting={submitting}
            compact
          >
            <TextInput
              name="email"
              type="email"
              label="E-mail"
              autoComplete="email"
              required
              maxLength={MAX_LENGTH.email}
              defaultValue={failed?.email}
              error={failed?.error}
            />
          </PlainForm>
        </>
      )}
    </AccountPage>
  );
}
