import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import { useMediaQuery } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  DEFAULT_TEAM_ROLE,
  TEAM_MESSAGES,
  TEAM_ROLE_DESCRIPTIONS,
  TEAM_ROLES,
  type TeamMember,
  type TeamRole,
  type TeamView,
} from '#common/shop-team.ts';
import type { shopTeamOperations } from '#modules/shop-team/shop-team.operations.ts';
import { MAX_LENGTH } from '#common/text-lengths.ts';
import { SettingsHistory } from '../shop-settings/settings-panel.tsx';
import type { PartsOf } from '../operation-form.ts';
import { useActionFetcher } from '../use-action-fetcher.ts';
import { ofName } from '#common/french-elision.ts';

// 'Gestion des utilisateurs et rôles' (spec section 3's managed user: id, fullName, email,
// role): the table with add, edit and delete (confirmed). Only an Admin of the team sees the
// buttons; the server refuses the others whatever they send.

const ROLE_OPTIONS = TEAM_ROLES.map((role) => ({
  value: role,
  label: `${role} — ${TEAM_ROLE_DESCRIPTIONS[role]}`,
}));
const STATUS_COLORS: Record<TeamMember['status'], string> = {
  Actif: 'feuille',
  'Invitation envoyée': 'blue',
  'Invitation expirée': 'gray',
};

/** Full screen on phones, as the other dialogs; 500 px wide elsewhere. */
function TeamModal(props: { title: string; onClose: () => void; children: ReactNode }) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={props.title}
      size={500}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {props.children}
    </Modal>
  );
}

type Operations = typeof shopTeamOperations;

/** A dialog's form: its fields' server messages beside them, closed once done. */
function useTeamForm(failureTitle: string, onDone: () => void) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sending = useActionFetcher(failureTitle, {
    onDone,
    onRefused: (refusal) => setErrors(refusal.fields),
  });
  /** Sends the operation with the parts made of the dialog's fields. */
  const submit =
    <Op extends Operations[keyof Operations]>(
      intent: Op['intent'],
      parts: (form: FormData) => PartsOf<Op>,
    ) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void sending.perform<Op>(intent, parts(new FormData(event.currentTarget)));
    };
  return { errors, refusal: sending.refusal, pending: sending.pending, submit };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

function DialogButtons({
  busy,
  onCancel,
  label,
}: {
  busy: boolean;
  onCancel: () => void;
  label: string;
}) {
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        Annuler
      </Button>
      <Button type="submit" loading={busy}>
        {label}
      </Button>
    </Group>
  );
}

function InviteDialog({ onClose }: { onClose: () => void }) {
  const form = useTeamForm('Invitation non envoyée', onClose);
  return (
    <TeamModal title="Ajouter un utilisateur" onClose={onClose}>
      <form
        onSubmit={form.submit<Operations['invite']>('inviter', (sent) => ({
          input: {
            fullName: text(sent, 'fullName'),
            email: text(sent, 'email'),
            role: text(sent, 'role') as TeamRole,
          },
        }))}
        noValidate
      >
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            La personne reçoit un lien par e-mail pour choisir son mot de passe (ou se connecter
            avec son compte) et rejoindre l’équipe.
          </Text>
          <TextInput
            name="fullName"
            label="Nom complet"
            required
            data-autofocus
            maxLength={MAX_LENGTH.name}
            error={form.errors.fullName}
          />
          <TextInput
            name="email"
            type="email"
            label="E-mail"
            required
            maxLength={MAX_LENGTH.email}
            error={form.errors.email}
          />
          <NativeSelect
            name="role"
            label="Rôle"
            data={ROLE_OPTIONS}
            defaultValue={DEFAULT_TEAM_ROLE}
            error={form.errors.role}
          />
          {form.refusal && (
            <Alert color="red" variant="light" role="alert">
              {form.refusal}
            </Alert>
          )}
          <DialogButtons busy={form.pending} onCancel={onClose} label="Envoyer l’invitation" />
        </Stack>
      </form>
    </TeamModal>
  );
}

function RoleDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const form = useTeamForm('Rôle non modifié', onClose);
  return (
    <TeamModal title={`Modifier le rôle ${ofName(member.fullName)}`} onClose={onClose}>
      <form
        onSubmit={form.submit<Operations['changeRole']>('role', (sent) => ({
          params: { id: member.id },
          input: { role: text(sent, 'role') as TeamRole },
        }))}
        noValidate
      >
        <Stack gap="sm">
          <NativeSelect
            name="role"
            label="Rôle"
            data={ROLE_OPTIONS}
            defaultValue={member.role}
            error={form.errors.role}
            data-autofocus
          />
          <DialogButtons busy={form.pending} onCancel={onClose} label="Enregistrer" />
        </Stack>
      </form>
    </TeamModal>
  );
}

function RemoveDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const form = useTeamForm('Membre non retiré', onClose);
  return (
    <TeamModal title="Retirer de l’équipe" onClose={onClose}>
      <form
        onSubmit={form.submit<Operations['remove']>('retirer', () => ({
          params: { id: member.id },
        }))}
      >
        <Stack gap="sm">
          <Text>{TEAM_MESSAGES.removeConfirmation(member.fullName)}</Text>
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={form.pending}>
              Annuler
            </Button>
            <Button type="submit" color="red" loading={form.pending} data-autofocus>
              Retirer
            </Button>
          </Group>
        </Stack>
      </form>
    </TeamModal>
  );
}

type Open = { kind: 'invite' } | { kind: 'role' | 'remove'; member: TeamMember } | null;

export function TeamPanel({ team }: { team: TeamView }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const admin = team.myRole === 'Admin';
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz={20} id="titre-panneau">
              Gestion des utilisateurs et rôles
            </Title>
            <Text c="dimmed" fz="sm" mt={4}>
              Admin : {TEAM_ROLE_DESCRIPTIONS.Admin.toLowerCase()}. Vendeur :{' '}
              {TEAM_ROLE_DESCRIPTIONS.Vendeur.toLowerCase()}. Client :{' '}
              {TEAM_ROLE_DESCRIPTIONS.Client.toLowerCase()}.
            </Text>
          </div>
          {admin && (
            <Button
              leftSection={<IconUserPlus size={18} aria-hidden />}
              onClick={() => setOpen({ kind: 'invite' })}
            >
              Ajouter un utilisateur
            </Button>
          )}
        </Group>
        <Table.ScrollContainer minWidth={560} mt="md">
          <Table aria-labelledby="titre-panneau" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>ID</Table.Th>
                <Table.Th>Nom complet</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Rôle</Table.Th>
                {admin && <Table.Th>Actions</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {team.members.map((member) => (
                <Table.Tr key={member.id}>
                  <Table.Td>{member.id}</Table.Td>
                  <Table.Td>
                    <Text fz="sm">{member.fullName}</Text>
                    <Badge size="xs" variant="light" color={STATUS_COLORS[member.status]}>
                      {member.owner ? 'Propriétaire' : member.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{member.email}</Table.Td>
                  <Table.Td>{member.role}</Table.Td>
                  {admin && (
                    <Table.Td>
                      {!member.owner && (
                        <Group gap={6} wrap="wrap">
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={`Modifier le rôle ${ofName(member.fullName)}`}
                            onClick={() => setOpen({ kind: 'role', member })}
                          >
                            Modifier
                          </Button>
                          <Button
                            size="xs"
                            variant="default"
                            color="red"
                            aria-label={`Retirer ${member.fullName}`}
                            onClick={() => setOpen({ kind: 'remove', member })}
                          >
                            Retirer
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <SettingsHistory entries={team.history} />
      {open?.kind === 'invite' && <InviteDialog onClose={close} />}
      {open?.kind === 'role' && <RoleDialog member={open.member} onClose={close} />}
      {open?.kind === 'remove' && <RemoveDialog member={open.member} onClose={close} />}
    </Stack>
  );
}
