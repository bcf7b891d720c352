import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#common/accounts.ts';
import type { profileOperations } from '#modules/profile/profile.operations.ts';
import { SecretDialog } from './secret-dialog.tsx';

// 'Changer le mot de passe' (old, new, confirm), in 'Mon Profil' and in 'Sécurité et
// confidentialité': the profile's password change (core/profile/profile.operations.ts), run by
// the screen's action.

type ChangePassword = typeof profileOperations.changePassword;

export function PasswordSection() {
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap="xs" component="section" aria-labelledby="titre-mot-de-passe">
      <Title order={3} fz={16} id="titre-mot-de-passe">
        Mot de passe
      </Title>
      <Text c="dimmed" fz="sm">
        Changer le mot de passe déconnecte vos autres appareils.
      </Text>
      <Group>
        <Button variant="default" onClick={() => setOpened(true)}>
          Changer le mot de passe
        </Button>
      </Group>
      <SecretDialog
        opened={opened}
        onClose={() => setOpened(false)}
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
            label: 'Confirmer le nouveau mot de passe',
            kind: 'password',
            autoComplete: 'new-password',
          },
        ]}
        intent={'mot-de-passe' satisfies ChangePassword['intent']}
        submitLabel="Mettre à jour"
        failureTitle="Mot de passe non modifié"
      />
    </Stack>
  );
}
