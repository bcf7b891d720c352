import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/PasswordInput.css';
import { useMediaQuery } from '@mantine/hooks';
import type { FormEvent } from 'react';
import { useSettingsForm } from '../shop-settings/use-settings-form.ts';

// The pop-ups that need the current password (a new e-mail address, a new password, two-factor
// sign-in turned off, the account deleted): each sends its fields as the input of its operation
// (decision 061) to the screen's route action; refusals land beside their fields, and it closes
// once done.

export interface SecretField {
  name: string;
  label: string;
  kind: 'email' | 'password';
  autoComplete: string;
}

export interface SecretDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  description: string;
  fields: SecretField[];
  /** The operation whose input the fields are. */
  intent: string;
  submitLabel: string;
  failureTitle: string;
  /** Once the server accepted (else it just closes). */
  onDone?: () => void;
  /** A warning above the fields (an irreversible action). */
  danger?: boolean;
}

export function SecretDialog(props: SecretDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      size="md"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {/* Mounted while open: each opening starts from empty fields. */}
      {props.opened && <SecretForm {...props} />}
    </Modal>
  );
}

function SecretForm({
  onClose,
  onDone,
  description,
  fields,
  intent,
  submitLabel,
  failureTitle,
  danger,
}: SecretDialogProps) {
  const empty = Object.fromEntries(fields.map((field) => [field.name, '']));
  const form = useSettingsForm<Record<string, string>>(empty, failureTitle, {
    onDone: onDone ?? onClose,
    operation: intent,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.save();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fz="sm" fw={danger ? 700 : undefined} c={danger ? 'red.4' : undefined}>
          {description}
        </Text>
        {fields.map((field, index) => {
          const Input = field.kind === 'password' ? PasswordInput : TextInput;
          return (
            <Input
              key={field.name}
              name={field.name}
              label={field.label}
              type={field.kind === 'email' ? 'email' : undefined}
              autoComplete={field.autoComplete}
              required
              data-autofocus={index === 0 || undefined}
              value={form.values[field.name] ?? ''}
              error={form.errors[field.name]}
              disabled={form.pending}
              onChange={(event) => form.change({ [field.name]: event.currentTarget.value })}
              {...(field.kind === 'password'
                ? {
                    visibilityToggleButtonProps: {
                      'aria-label': 'Afficher ou masquer le mot de passe',
                    },
                  }
                : {})}
            />
          );
        })}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={form.pending}>
            Annuler
          </Button>
          <Button type="submit" loading={form.pending} color={danger ? 'red' : undefined}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
