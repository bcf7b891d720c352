import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { OutboxEntry, OutboxStatus } from '#common/outbox.ts';
import { formatPhone } from '#common/phone.ts';
import { formatOrderDateTime } from '../orders/order-format.ts';
import type { outboxOperations } from '#modules/outbox/outbox.operations.ts';
import type { RowActions } from '../use-action-fetcher.ts';

// The back-office's outgoing e-mails and SMS (decision 034), one card per message for a phone's
// width: to whom, what, where it stands; a failed one has « Renvoyer » (outboxOperations.resend).

type Resend = typeof outboxOperations.resend;

const STATUS_COLORS: Record<OutboxStatus, string> = {
  'En attente': 'yellow',
  Envoyé: 'green',
  Échec: 'red',
};

function when(entry: OutboxEntry): string {
  if (entry.status === 'Envoyé' && entry.sentAt) {
    return `Envoyé le ${formatOrderDateTime(entry.sentAt)}`;
  }
  if (entry.status === 'En attente') {
    return `Prochain essai le ${formatOrderDateTime(entry.nextAttemptAt)}`;
  }
  return `${entry.attempts} essai${entry.attempts > 1 ? 's' : ''}, le dernier le ${formatOrderDateTime(entry.nextAttemptAt)}`;
}

export function OutboxList({
  entries,
  actions,
  empty,
  label,
}: {
  entries: OutboxEntry[];
  actions: RowActions;
  empty: string;
  label: string;
}) {
  if (entries.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {entries.map((entry) => (
        <Card key={entry.id} withBorder padding="md" component="li" data-testid="outbox-message">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={700} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {entry.subject}
            </Text>
            <Badge color={STATUS_COLORS[entry.status]} variant="light" style={{ flexShrink: 0 }}>
              {entry.status}
            </Badge>
          </Group>
          <Text fz="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
            À {entry.channel === 'sms' ? `${formatPhone(entry.to)}, par SMS` : entry.to}
          </Text>
          <Text fz="sm" c="dimmed">
            Écrit le {formatOrderDateTime(entry.createdAt)} · {when(entry)}
          </Text>
          {entry.lastError && entry.status !== 'Envoyé' ? (
            <Text fz="sm" c="red" mt={4} style={{ overflowWrap: 'anywhere' }}>
              Dernière erreur : {entry.lastError}
            </Text>
          ) : null}
          {entry.status === 'Échec' ? (
            <Group mt="sm">
              <Button
                size="compact-sm"
                variant="light"
                loading={actions.isPerformingOn({ id: String(entry.id) })}
                onClick={() =>
                  void actions.perform<Resend>('renvoyer', { params: { id: String(entry.id) } })
                }
              >
                Renvoyer
              </Button>
            </Group>
          ) : null}
        </Card>
      ))}
    </Stack>
  );
}
