import {
  Alert,
  Anchor,
  Button,
  Container,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { data, Form, Link, useNavigation } from 'react-router';
import { fieldErrors } from '../../common/accounts.ts';
import { RESET_REQUESTED_MESSAGE, resetRequestSchema } from '../../common/password-reset.ts';
import { appContext } from '#app-context';
import type { Route } from './+types/mot-de-passe-oublie';
import { pageMeta } from '../features/page-meta.ts';
import { MAX_LENGTH } from '../../common/text-lengths.ts';

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
    <Container component="main" py="xl" px="sm">
      <Paper withBorder radius="md" p="lg" maw={400} mx="auto">
        <Stack gap="md">
          <Title order={1} fz={28}>
            Mot de passe oublié
          </Title>
          {actionData?.sent ? (
            <Alert
              role="status"
              color="feuille"
              variant="light"
              icon={<IconCircleCheck aria-hidden="true" />}
            >
              {RESET_REQUESTED_MESSAGE} Le lien est valable 30 minutes.
            </Alert>
          ) : (
            <>
              <Text>
                Indiquez l’e-mail de votre compte : nous vous envoyons un lien pour choisir un
                nouveau mot de passe.
              </Text>
              <Form method="post" noValidate aria-label="Demande de réinitialisation">
                <Stack gap="sm">
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
                  <Button type="submit" fullWidth loading={submitting}>
                    Envoyer le lien
                  </Button>
                </Stack>
              </Form>
            </>
          )}
          <Anchor component={Link} to="/connexion" fz="sm">
            Retour à la connexion
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
