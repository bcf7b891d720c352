import {
  Alert,
  Anchor,
  Button,
  Container,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { appContext } from '#app-context';
import { sentFields } from '../features/form-fields.ts';
import { performFromPlainForm } from '../features/operation-action.server.ts';
import { answeredAs, retryAfterHeaders } from '../features/route-failure.server.ts';
import {
  CONTACT_SENT_MESSAGE,
  type ContactField,
  type ContactFieldErrors,
} from '#common/contact.ts';
import type { Route } from './+types/contact';
import { pageMeta } from '../features/page-meta.ts';
import { useShopContact } from '../features/shop-contact.tsx';
import { MAX_LENGTH } from '#common/text-lengths.ts';

const FIELDS: ContactField[] = ['name', 'email', 'message'];

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Contact — ${brandName}`,
    description: `Une question sur un produit, une commande ou votre boutique ? Écrivez à l’équipe ${brandName}.`,
    brandName,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  // A plain form (it works without JavaScript): its fields are the operation's input as typed.
  const sent = sentFields(await request.formData(), FIELDS);
  const values = { name: '', email: '', message: '', ...sent };
  const { operations } = context.get(appContext);
  const done = await performFromPlainForm(context, operations.contact.send, { input: sent });
  if (!done.ok) {
    // A field's refusal is said beside it; too many messages above the form, the text kept.
    const { fields, refusal, failure } = done;
    const errors = fields as ContactFieldErrors;
    return data({ sent: false as const, errors, values, refusal }, answeredAs(failure));
  }
  // Each confirmation its own key: the form starts empty again, the notice comes into view.
  return { sent: true as const, receipt: crypto.randomUUID() };
}

/** Past the limit, the 429's Retry-After reaches the browser too, not only the action's data. */
export const headers = retryAfterHeaders;

/** « Vous pouvez aussi nous écrire à … ou nous appeler au … », with what is configured. */
function OtherWaysToReachUs() {
  const { email, phone } = useShopContact();
  if (!email && !phone) return null;
  const mail = email && (
    <Anchor href={`mailto:${email}`} underline="always">
      {email}
    </Anchor>
  );
  const call = phone && (
    <Anchor href={`tel:${phone.e164}`} underline="always" style={{ whiteSpace: 'nowrap' }}>
      {phone.display}
    </Anchor>
  );
  return (
    <>
      {' '}
      Vous pouvez aussi nous {mail && <>écrire à {mail}</>}
      {mail && call && ' ou nous '}
      {call && <>appeler au {call}</>}.
    </>
  );
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const failed = actionData?.sent === false ? actionData : undefined;
  const receipt = actionData?.sent ? actionData.receipt : undefined;

  // With JavaScript, take the visitor to the first field to correct.
  useEffect(() => {
    if (failed) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failed]);

  // On a phone the form clears while the confirmation sits above the screen: people believed
  // nothing happened and sent again. Bring it into view, centred (clear of the sticky header),
  // and focus it so that screen readers say it too.
  useEffect(() => {
    if (receipt === undefined) return;
    confirmationRef.current?.scrollIntoView({ block: 'center' });
    confirmationRef.current?.focus({ preventScroll: true });
  }, [receipt]);

  return (
    <Container size="sm" py="lg" component="main">
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          Contactez-nous
        </Title>
        <Text>
          Une question sur un produit, une commande, la livraison ou l’ouverture de votre boutique ?
          Écrivez-nous : notre équipe vous répond dans les meilleurs délais.
          <OtherWaysToReachUs />
        </Text>

        {actionData?.sent && (
          <Alert
            ref={confirmationRef}
            tabIndex={-1}
            role="status"
            color="feuille"
            variant="light"
            icon={<IconCircleCheck aria-hidden="true" />}
          >
            {CONTACT_SENT_MESSAGE}
          </Alert>
        )}

        {failed?.refusal && (
          <Alert role="alert" color="red" variant="light">
            {failed.refusal}
          </Alert>
        )}

        {/* A new key after each message sent: the fields start empty again. */}
        <Form
          method="post"
          noValidate
          ref={formRef}
          key={receipt ?? 'contact'}
          aria-label="Formulaire de contact"
        >
          <Stack gap="md">
            <TextInput
              name="name"
              label="Nom"
              autoComplete="name"
              maxLength={MAX_LENGTH.name}
              defaultValue={failed?.values.name}
              error={failed?.errors.name}
              withAsterisk
            />
            <TextInput
              name="email"
              type="email"
              label="E-mail"
              autoComplete="email"
              maxLength={MAX_LENGTH.email}
              defaultValue={failed?.values.email}
              error={failed?.errors.email}
              withAsterisk
            />
            <Textarea
              name="message"
              label="Message"
              description="2 000 caractères au maximum."
              autosize
              minRows={6}
              maxLength={MAX_LENGTH.message}
              defaultValue={failed?.values.message}
              error={failed?.errors.message}
              withAsterisk
            />
            <Text fz="sm" c="var(--baobab-soft-text)">
              Vos coordonnées servent uniquement à vous répondre. Voir notre{' '}
              <Anchor component={Link} to="/politique-de-confidentialite" underline="always">
                politique de confidentialité
              </Anchor>
              .
            </Text>
            <Button
              type="submit"
              color="ocre.5"
              autoContrast
              loading={submitting}
              style={{ alignSelf: 'flex-start' }}
            >
              Envoyer
            </Button>
          </Stack>
        </Form>
      </Stack>
    </Container>
  );
}
