import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { data, Form, Link, useNavigation } from 'react-router';
import { appContext } from '#app-context';
import { pageMeta } from '../features/page-meta.ts';
import type { Route } from './+types/confirmer-email';

// The link mailed to a new e-mail address (issue 15 § 1). Opening it changes nothing: mail
// scanners open links too. The person confirms with the button, which posts the token.

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Confirmer votre adresse e-mail — ${brandName}`,
    description: 'Confirmez la nouvelle adresse e-mail de votre compte.',
    brandName,
    noindex: true,
  });
}

export async function action({ params, context }: Route.ActionArgs) {
  const { services, failureOf } = context.get(appContext);
  try {
    return {
      done: true as const,
      message: await services.profile.confirmEmailChange(params.token),
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
    <Container component="main" py="xl" px="sm">
      <Paper withBorder radius="md" p="lg" maw={420} mx="auto">
        <Stack gap="md">
          <Title order={1} fz={28}>
            Nouvelle adresse e-mail
          </Title>
          {actionData?.done ? (
            <Alert
              role="status"
              color="feuille"
              variant="light"
              icon={<IconCircleCheck aria-hidden="true" />}
            >
              {actionData.message}
            </Alert>
          ) : actionData ? (
            <Alert role="alert" color="red" variant="light">
              {actionData.message}
            </Alert>
          ) : (
            <Form method="post" aria-label="Confirmation de la nouvelle adresse e-mail">
              <Stack gap="sm">
                <Text>
                  Confirmez que cette adresse doit désormais servir à vous connecter et à recevoir
                  nos messages.
                </Text>
                <Button type="submit" fullWidth loading={submitting}>
                  Confirmer ma nouvelle adresse
                </Button>
              </Stack>
            </Form>
          )}
          <Anchor component={Link} to="/connexion" fz="sm">
            Se connecter
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
