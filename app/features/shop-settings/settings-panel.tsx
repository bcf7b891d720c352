import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { SettingsHistoryEntry } from '#common/settings-history.ts';
import { formatOrderDateTime } from '../orders/order-format.ts';

interface SettingsPanelProps {
  title: ReactNode;
  description?: ReactNode;
  /** A test id for the description, where a test reads it. */
  descriptionTestId?: string;
  /** The panel's fields. */
  children: ReactNode;
  onSave: () => void;
  onCancel: () => void;
  pending: boolean;
  /** Whether something differs from what is saved ('Annuler' has nothing to undo otherwise). */
  dirty: boolean;
  /** The panel's latest changes; absent for a panel without history. */
  history?: SettingsHistoryEntry[];
  /** Its title's id, unique on the page when a screen holds several panels. */
  titleId?: string;
}

/** One settings panel: its form with 'Annuler' and 'Enregistrer', then who changed what. */
export function SettingsPanel({
  title,
  description,
  descriptionTestId,
  children,
  onSave,
  onCancel,
  pending,
  dirty,
  history,
  titleId = 'titre-panneau',
}: SettingsPanelProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <form onSubmit={submit} noValidate aria-labelledby={titleId}>
          <Title order={2} fz={20} id={titleId}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" fz="sm" mt={4} data-testid={descriptionTestId}>
              {description}
            </Text>
          )}
          <Stack gap="md" mt="md">
            {children}
          </Stack>
          <SaveButtons onCancel={onCancel} pending={pending} dirty={dirty} />
        </form>
      </Paper>
      {history && <SettingsHistory entries={history} />}
    </Stack>
  );
}

/** A settings form's 'Annuler' (only when something changed) and 'Enregistrer'. */
export function SaveButtons({
  onCancel,
  pending,
  dirty,
}: Pick<SettingsPanelProps, 'onCancel' | 'pending' | 'dirty'>) {
  return (
    <Group justify="flex-end" gap="sm" mt="lg">
      <Button variant="default" onClick={onCancel} disabled={pending || !dirty}>
        Annuler
      </Button>
      <Button type="submit" loading={pending}>
        Enregistrer
      </Button>
    </Group>
  );
}

/** Who changed which setting, when, from what to what: the panel's latest changes. */
export function SettingsHistory({ entries }: { entries: SettingsHistoryEntry[] }) {
  return (
    <Box component="section" aria-labelledby="titre-historique">
      <Title order={3} fz={16} id="titre-historique" mb="xs">
        Historique des modifications
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed" fz="sm">
          Aucune modification enregistrée pour l’instant.
        </Text>
      ) : (
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <Text fz="sm" fw={700}>
                {formatOrderDateTime(entry.createdAt)} — {entry.actorName}
              </Text>
              {entry.changes.map((change) => (
                <Text key={change.label} fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {change.label} : {change.from} → {change.to}
                </Text>
              ))}
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
