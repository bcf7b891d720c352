import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ACCOUNT_DELETION_CONFIRMATION } from '#common/account-security.ts';
import { SecretDialog } from '../profile/secret-dialog.tsx';
import { clearSession } from '../session/session-store.ts';
import type { accountSecurityOperations } from '#modules/account-security/account-security.operations.ts';

type DeleteAccount = typeof accountSecurityOperations.deleteAccount;

// The account's data: its export (JSON), offered before its deletion, which is confirmed in a
// pop-up with the password asked again. Once deleted, the action clears the session cookie and
// the browser forgets the session.

export const ACCOUNT_EXPORT_PATH = '/mes-donnees';

export function AccountDataSection() {
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  return (
    <Stack gap="xs" component="section" aria-labelledby="titre-mes-donnees">
      <Title order={3} fz={16} id="titre-mes-donnees">
        Mes données
      </Title>
      <Text c="dimmed" fz="sm">
        Téléchargez ce que votre compte contient (profil, adresses, commandes, avis, boutique) dans
        un fichier JSON.{' '}
        <Anchor component={Link} to={ACCOUNT_EXPORT_PATH} reloadDocument download td="underline">
          Télécharger mes données
        </Anchor>
      </Text>
      <Text c="dimmed" fz="sm">
        Supprimer votre compte efface vos données personnelles ; vos commandes, factures et avis
        restent, sous un nom anonyme, pour l’autre partie et la comptabilité.
      </Text>
      <Group>
        <Button color="red" variant="outline" onClick={() => setDeleting(true)}>
          Supprimer mon compte
        </Button>
      </Group>
      <SecretDialog
        opened={deleting}
        onClose={() => setDeleting(false)}
        onDone={() => {
          clearSession();
          void navigate('/', { replace: true });
        }}
        danger
        title="Supprimer mon compte"
        description={ACCOUNT_DELETION_CONFIRMATION}
        fields={[
          {
            name: 'password',
            label: 'Mot de passe actuel',
            kind: 'password',
            autoComplete: 'current-password',
          },
        ]}
        intent={'supprimer-compte' satisfies DeleteAccount['intent']}
        submitLabel="Supprimer définitivement"
        failureTitle="Compte non supprimé"
      />
    </Stack>
  );
}
