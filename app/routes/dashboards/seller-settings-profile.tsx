import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { appContext } from '#app-context';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../common/accounts.ts';
import { formatPhone } from '../../../common/phone.ts';
import {
  EMAIL_CHANGE_VALIDITY_HOURS,
  emailChangeSchema,
  passwordChangeSchema,
  profileInputSchema,
} from '../../../common/profile.ts';
import { GENDERS, type Gender } from '../../../common/shop-settings.ts';
import { MAX_LENGTH } from '../../../common/text-lengths.ts';
import { SecretDialog } from '../../features/profile/secret-dialog.tsx';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { saveSettings } from '../../features/shop-settings/settings-action.server.ts';
import { SettingsPanel } from '../../features/shop-settings/settings-panel.tsx';
import { useSettingsForm } from '../../features/shop-settings/use-settings-form.ts';
import type { Route } from './+types/seller-settings-profile';

// 'Mon Profil' (spec section 3, issue 15 § 1): the seller's own details; the e-mail changes only
// once the new address is confirmed by a link, and the password through its own pop-up.

const INTENTS = { email: 'email', password: 'mot-de-passe' } as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  const { profile } = context.get(appContext).services;
  const [saved, history] = await Promise.all([profile.get(account), profile.history(account)]);
  return { saved, history, today: new Date().toISOString().slice(0, 10) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const intent = (await request.clone().formData()).get('intent');
  const { profile } = context.get(appContext).services;
  if (intent === INTENTS.email) {
    return saveSettings(context, request, emailChangeSchema, profile.requestEmailChange);
  }
  if (intent === INTENTS.password) {
    return saveSettings(context, request, passwordChangeSchema, profile.changePassword);
  }
  return saveSettings(context, request, profileInputSchema, profile.update);
}

interface ProfileValues {
  userName: string;
  telephone: string;
  birthday: string;
  gender: Gender | null;
}

export default function ProfilePanel({ loaderData }: Route.ComponentProps) {
  const { saved, history, today } = loaderData;
  const form = useSettingsForm<ProfileValues>(
    {
      userName: saved.userName,
      telephone: saved.telephone ? formatPhone(saved.telephone) : '',
      birthday: saved.birthday ?? '',
      gender: saved.gender,
    },
    'Profil non enregistré',
  );
  const [dialog, setDialog] = useState<'email' | 'password' | null>(null);
  const close = () => setDialog(null);

  return (
    <Stack gap="lg">
      <SettingsPanel
        title="Mon Profil"
        description="Vos coordonnées personnelles, visibles de vous seul et de l'équipe."
        onSave={() => form.save()}
        onCancel={form.reset}
        pending={form.pending}
        dirty={form.dirty}
        history={history}
      >
        <TextInput
          label="Nom complet"
          autoComplete="name"
          required
          maxLength={MAX_LENGTH.name}
          value={form.values.userName}
          error={form.errors.userName}
          onChange={(event) => form.change({ userName: event.currentTarget.value })}
        />
        <Stack gap={4}>
          <TextInput
            label="E-mail"
            type="email"
            readOnly
            value={saved.email}
            description={
              saved.pendingEmail
                ? `En attente de confirmation : ${saved.pendingEmail} (ouvrez le lien reçu à cette adresse).`
                : undefined
            }
          />
          <Group justify="flex-end">
            <Button variant="subtle" size="compact-sm" onClick={() => setDialog('email')}>
              Changer l&apos;adresse e-mail
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

      <Stack gap="xs" component="section" aria-labelledby="titre-mot-de-passe">
        <Title order={3} fz={16} id="titre-mot-de-passe">
          Mot de passe
        </Title>
        <Text c="dimmed" fz="sm">
          Changer le mot de passe déconnecte vos autres appareils.
        </Text>
        <Group>
          <Button variant="default" onClick={() => setDialog('password')}>
            Changer le mot de passe
          </Button>
        </Group>
      </Stack>

      <SecretDialog
        opened={dialog === 'email'}
        onClose={close}
        title="Changer l'adresse e-mail"
        description={`Un lien valable ${EMAIL_CHANGE_VALIDITY_HOURS} heures sera envoyé à la nouvelle adresse ; elle remplacera l'actuelle une fois ce lien ouvert.`}
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
        intent={INTENTS.email}
        submitLabel="Envoyer le lien"
        failureTitle="Adresse e-mail non modifiée"
      />
      <SecretDialog
        opened={dialog === 'password'}
        onClose={close}
        title="Changer le mot de passe"
        description={`Entre ${PASSWORD_MIN_LENGTH} et ${PASSWORD_MAX_LENGTH} caractères. Vos autres appareils seront déconnectés.`}
        fields={[
          {
            name: 'currentPassword',
            label: 'Mot de passe actuel',
            kind: 'password',
            autoComplete: 'current-password',
          },
          {
            name: 'newPassword',
            label: 'Nouveau mot de passe',
            kind: 'password',
            autoComplete: 'new-password',
          },
          {
            name: 'confirmPassword',
            label: 'Confirmez le nouveau mot de passe',
            kind: 'password',
            autoComplete: 'new-password',
          },
        ]}
        intent={INTENTS.password}
        submitLabel="Mettre à jour"
        failureTitle="Mot de passe non modifié"
      />
    </Stack>
  );
}
