import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatPhone } from '#common/phone.ts';
import { EMAIL_CHANGE_VALIDITY_HOURS, type Profile } from '#common/profile.ts';
import type { SettingsHistoryEntry } from '#common/settings-history.ts';
import { GENDERS, type Gender } from '#common/shop-settings.ts';
import { MAX_LENGTH } from '#common/text-lengths.ts';
import type { profileOperations } from '#modules/profile/profile.operations.ts';
import { SettingsPanel } from '../shop-settings/settings-panel.tsx';
import { useSettingsForm } from '../shop-settings/use-settings-form.ts';
import { EmailConfirmation } from './email-confirmation.tsx';
import { PasswordSection } from './password-section.tsx';
import { SecretDialog } from './secret-dialog.tsx';

type Update = typeof profileOperations.update;
type RequestEmailChange = typeof profileOperations.requestEmailChange;

/** The name as the seller's profile has it (one field) or the buyer's (two). */
type NameValues = { userName: string } | { firstName: string; lastName: string };

type ProfileValues = NameValues & {
  telephone: string;
  birthday: string;
  gender: Gender | null;
};

/** The name's fields: one for a seller (spec's seller profile), two for a buyer. */
const FULL_NAME = [{ name: 'userName', label: 'Nom complet', autoComplete: 'name' }];
const FIRST_AND_LAST_NAME = [
  { name: 'firstName', label: 'Prénom', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Nom', autoComplete: 'family-name' },
];

interface ProfilePanelProps {
  saved: Profile;
  /** 'Nom complet' (the spec's seller profile) or 'Prénom' and 'Nom' (its buyer profile). */
  names: 'full' | 'firstAndLast';
  /** The seller's shop history of these changes; absent for buyers. */
  history?: SettingsHistoryEntry[];
  /** YYYY-MM-DD, the latest birthday the date field offers. */
  today: string;
  description: string;
}

/**
 * 'Mon Profil' (issue 15 § 1), the seller's and the buyer's (issue 16): name, phone, birthday,
 * gender; the e-mail changes only once the new address is confirmed by a link, and the password
 * through its own pop-up. Each is an operation (core/profile/profile.operations.ts) the screen's
 * action runs.
 */
export function ProfilePanel({ saved, names, history, today, description }: ProfilePanelProps) {
  const form = useSettingsForm<ProfileValues>(
    {
      ...(names === 'full'
        ? { userName: saved.userName }
        : { firstName: saved.firstName, lastName: saved.lastName }),
      telephone: saved.telephone ? formatPhone(saved.telephone) : '',
      birthday: saved.birthday ?? '',
      gender: saved.gender,
    },
    'Profil non enregistré',
    { operation: 'profil' satisfies Update['intent'] },
  );
  const [dialog, setDialog] = useState<'email' | null>(null);
  const close = () => setDialog(null);

  return (
    <Stack gap="lg">
      <SettingsPanel
        title="Mon Profil"
        description={description}
        onSave={() => form.save()}
        onCancel={form.reset}
        pending={form.pending}
        dirty={form.dirty}
        history={history}
      >
        {('userName' in form.values ? FULL_NAME : FIRST_AND_LAST_NAME).map((field) => (
          <TextInput
            key={field.name}
            label={field.label}
            autoComplete={field.autoComplete}
            required
            maxLength={MAX_LENGTH.name}
            value={(form.values as Record<string, unknown>)[field.name] as string}
            error={form.errors[field.name]}
            onChange={(event) =>
              form.change({ [field.name]: event.currentTarget.value } as Partial<ProfileValues>)
            }
          />
        ))}
        <Stack gap={4}>
          <TextInput
            label="E-mail"
            type="email"
            readOnly
            value={saved.email}
            description={
              saved.pendingEmail
                ? `En attente de confirmation : ${saved.pendingEmail} (ouvrez le lien reçu à cette adresse).`
                : undefined
            }
          />
          <EmailConfirmation confirmed={saved.emailConfirmed} />
          <Group justify="flex-end">
            <Button variant="subtle" size="compact-sm" onClick={() => setDialog('email')}>
              Changer l’adresse e-mail
            </Button>
          </Group>
        </Stack>
        <TextInput
          label="Téléphone"
          type="tel"
          autoComplete="tel"
          required
          value={form.values.telephone}
          error={form.errors.telephone}
          onChange={(event) => form.change({ telephone: event.currentTarget.value })}
        />
        <TextInput
          label="Date de naissance (facultative)"
          type="date"
          autoComplete="bday"
          max={today}
          value={form.values.birthday}
          error={form.errors.birthday}
          onChange={(event) => form.change({ birthday: event.currentTarget.value })}
        />
        <NativeSelect
          label="Genre (facultatif)"
          data={[{ value: '', label: 'Non précisé' }, ...GENDERS]}
          value={form.values.gender ?? ''}
          error={form.errors.gender}
          onChange={(event) =>
            form.change({ gender: (event.currentTarget.value || null) as Gender | null })
          }
        />
      </SettingsPanel>

      <PasswordSection />

      <SecretDialog
        opened={dialog === 'email'}
        onClose={close}
        title="Changer l’adresse e-mail"
        description={`Un lien valable ${EMAIL_CHANGE_VALIDITY_HOURS} heures sera envoyé à la nouvelle adresse ; elle remplacera l’actuelle une fois ce lien ouvert.`}
        fields={[
          {
            name: 'newEmail',
            label: 'Nouvelle adresse e-mail',
            kind: 'email',
            autoComplete: 'email',
          },
          {
            name: 'password',
            label: 'Mot de passe actuel',
            kind: 'password',
            autoComplete: 'current-password',
          },
        ]}
        intent={'email' satisfies RequestEmailChange['intent']}
        submitLabel="Envoyer le lien"
        failureTitle="Adresse e-mail non modifiée"
      />
    </Stack>
  );
}
