import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import type { ReactNode } from 'react';
import { Form } from 'react-router';

// The public pages that are one form posted to their own action (track an order, report a
// product, ask for a new password): the same page, refusal and form, written once.

/** A narrow page with its title: what it is for, then its form. */
export function PlainFormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="sm" py="lg" component="main">
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}

interface PlainFormProps {
  /** The form's accessible name. */
  label: string;
  /** What the server refused of the whole form (a limit reached…), read out as an alert. */
  refusal?: string | null | undefined;
  submitLabel: string;
  submitting: boolean;
  /** The button's colour, where it is not the site's primary one. */
  submitColor?: string;
  /** In a narrow card: the fields closer together, the button across it. */
  compact?: boolean;
  /** The fields. */
  children: ReactNode;
}

/** A form posted to the page's action, without the browser's own checks: the server's speak. */
export function PlainForm({
  label,
  refusal,
  submitLabel,
  submitting,
  submitColor,
  compact = false,
  children,
}: PlainFormProps) {
  return (
    <Form method="post" noValidate aria-label={label}>
      <Stack gap={compact ? 'sm' : 'md'}>
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        {children}
        <Button
          type="submit"
          loading={submitting}
          fullWidth={compact}
          {...(submitColor ? { color: submitColor, autoContrast: true } : {})}
          style={compact ? undefined : { alignSelf: 'flex-start' }}
        >
          {submitLabel}
        </Button>
      </Stack>
    </Form>
  );
}
