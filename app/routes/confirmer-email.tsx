import { Alert, Button, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { data, Form, useNavigation } from 'react-router';
import { appContext } from '#app-context';
import { pageMeta } from '../features/page-meta.ts';
import { AccountPage, DoneNotice } from '../features/session/account-page.tsx';
import type { Route } from './+types/confirmer-email';

// The link that confirms an e-mail address: mailed at sign-up with the welcome, again on
// request, and to a new address (issue 15 § 1). Opening it changes nothing: mail scanners open
// links too. The person confirms with the button, which posts the token.

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Confirmer votre adresse e-mail — ${brandName}`,
    description: 'Confirmez l’adresse e-mail de votre compte.',
    brandName,
    noindex: true,
  });
}

export async function action({ params, context }: Route.ActionArgs) {
  const { services, failureOf } = context.get(appContext);
  try {
    return {
      done: true as const,
      message: await services.profile.confirmEmail(params.token),
    };
  } catch (error) {
    // The service's refusals: the link is unknown, used or expired, or the address was taken.
    const failure = failureOf(error);
    if (!failure) throw error;
    return data({ done: false as const, message: failure.message }, { status: failure.status });
  }
}

export default function ConfirmerEmail({ actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === 'submitting';
  return (
    <AccountPage title="Confirmer votre adresse e-mail">
      {actionData?.done ? (
        <DoneNotice>{actionData.message}</DoneNotice>
      ) : actionData ? (
        <Alert role="alert" color="red" variant="light">
          {actionData.message}
        </Alert>
      ) : (
        <Form method="post" aria-label="Confirmation de l’adresse e-mail">
          <Stack gap="sm">
            <Text>
              Confirmez que cette adresse est bien la vôtre : elle servira à vous connecter et à
              recevoir nos messages, et vos commandes passées sans compte avec elle rejoindront
              votre historique.
            </Text>
            <Button type="submit" fullWidth loading={submitting}>
              Confirmer mon adresse
            </Button>
          </Stack>
        </Form>
      )}
    </AccountPage>
  );
}
