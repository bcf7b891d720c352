import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { data, Form, Link, useNavigation, useSearchParams } from 'react-router';
import { fieldErrors, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#common/accounts.ts';
import {
  PASSWORD_CHANGED_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  resetPasswordFormSchema,
} from '#common/password-reset.ts';
import { appContext } from '#app-context';
import { performFromPlainForm } from '../features/operation-action.server.ts';
import { answeredAs, retryAfterHeaders } from '../features/route-failure.server.ts';
import type { Route } from './+types/reinitialiser-mot-de-passe';
import { pageMeta } from '../features/page-meta.ts';
import { AccountPage, DoneNotice, NewPasswordFields } from '../features/session/account-page.tsx';

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Nouveau mot de passe — ${brandName}`,
    description: 'Choisissez un nouveau mot de passe pour votre compte.',
    brandName,
    noindex: true,
  });
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = resetPasswordFormSchema.safeParse({
    token: field(form, 'token'),
    password: field(form, 'password'),
    confirmPassword: field(form, 'confirmPassword'),
  });
  if (!parsed.success) {
    return data({ done: false as const, errors: fieldErrors(parsed.error) }, { status: 400 });
  }
  const { resetPassword } = context.get(appContext).operations.passwordReset;
  const { token, password } = parsed.data;
  const done = await performFromPlainForm(context, resetPassword, { input: { token, password } });
  if (!done.ok) {
    // The service's refusal (the link unknown, used or expired), or the limit per address: said
    // in place of the form, with the way to ask for a new link.
    const errors = { token: done.refusal ?? RESET_LINK_INVALID_MESSAGE };
    return data({ done: false as const, errors }, answeredAs(done.failure));
  }
  return { done: true as const };
}

/** Past the limit, the 429's Retry-After reaches the browser too, not only the action's data. */
export const headers = retryAfterHeaders;

export default function ReinitialiserMotDePasse({ actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === 'submitting';
  const [searchParams] = useSearchParams();
  const token = searchParams.get('jeton') ?? '';
  const errors: Record<string, string | undefined> =
    actionData?.done === false ? actionData.errors : {};
  const linkError = token ? errors.token : RESET_LINK_INVALID_MESSAGE;

  return (
    <AccountPage
      title="Nouveau mot de passe"
      signInLabel={actionData?.done ? 'Se connecter' : 'Retour à la connexion'}
    >
      {actionData?.done ? (
        <DoneNotice>{PASSWORD_CHANGED_MESSAGE}</DoneNotice>
      ) : linkError ? (
        <Alert role="alert" color="red" variant="light">
          {linkError}{' '}
          <Anchor component={Link} to="/mot-de-passe-oublie" underline="always">
            Demander un nouveau lien
          </Anchor>
        </Alert>
      ) : (
        <Form method="post" noValidate aria-label="Choix du nouveau mot de passe">
          <Stack gap="sm">
            <Text>
              Entre {PASSWORD_MIN_LENGTH} et {PASSWORD_MAX_LENGTH} caractères.
            </Text>
            <input type="hidden" name="token" value={token} />
            <NewPasswordFields label="Nouveau mot de passe" errors={errors} />
            <Button type="submit" fullWidth loading={submitting}>
              Enregistrer le mot de passe
            </Button>
          </Stack>
        </Form>
      )}
    </AccountPage>
  );
}
