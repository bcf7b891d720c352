import { Alert, Anchor, Container, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/PasswordInput.css';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PASSWORD_MAX_LENGTH } from '#common/accounts.ts';

// The small pages an e-mailed link opens (new password, team invitation, new address) and the
// password request: one card, its title, what happened or the form, and a way to sign in.

export function AccountPage({
  title,
  signInLabel = 'Se connecter',
  children,
}: {
  title: string;
  /** The link to /connexion under the card. */
  signInLabel?: string;
  children: ReactNode;
}) {
  return (
    <Container component="main" py="xl" px="sm">
      <Paper withBorder radius="md" p="lg" maw={420} mx="auto">
        <Stack gap="md">
          <Title order={1} fz={28}>
            {title}
          </Title>
          {children}
          <Anchor component={Link} to="/connexion" fz="sm">
            {signInLabel}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}

/** What the link or the form achieved, read out as a status. */
export function DoneNotice({ children }: { children: ReactNode }) {
  return (
    <Alert
      role="status"
      color="feuille"
      variant="light"
      icon={<IconCircleCheck aria-hidden="true" />}
    >
      {children}
    </Alert>
  );
}

const passwordToggle = { 'aria-label': 'Afficher ou masquer le mot de passe' };

/** A new password and its confirmation (`password`, `confirmPassword`), with their errors. */
export function NewPasswordFields({
  label,
  errors,
}: {
  label: string;
  errors: { password?: string; confirmPassword?: string };
}) {
  return (
    <>
      <PasswordInput
        name="password"
        label={label}
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.password}
        visibilityToggleButtonProps={passwordToggle}
      />
      <PasswordInput
        name="confirmPassword"
        label="Confirmer le mot de passe"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.confirmPassword}
        visibilityToggleButtonProps={passwordToggle}
      />
    </>
  );
}

/** The password of an existing account, with its visibility toggle. */
export function CurrentPasswordField({ label, error }: { label: string; error?: string }) {
  return (
    <PasswordInput
      name="password"
      label={label}
      autoComplete="current-password"
      required
      maxLength={PASSWORD_MAX_LENGTH}
      error={error}
      visibilityToggleButtonProps={passwordToggle}
    />
  );
}
