import { Text, TextInput } from '@mantine/core';
import { data, useNavigation } from 'react-router';
import { fieldErrors } from '#common/accounts.ts';
import { RESET_REQUESTED_MESSAGE, resetRequestSchema } from '#common/password-reset.ts';
import { appContext } from '#app-context';
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
  const form = await request.formData();
  const email = form.get('email');
  const parsed = resetRequestSchema.safeParse({ email: typeof email === 'string' ? email : '' });
  if (!parsed.success) {
    return data(
      { sent: false as const, error: fieldErrors(parsed.error).email, email: String(email ?? '') },
      { status: 400 },
    );
  }
  // The link points to the configured PUBLIC_URL, never to the Host the request claims.
  await context.get(appContext).services.passwordReset.requestReset(parsed.data.email);
  return { sent: true as const };
}

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
