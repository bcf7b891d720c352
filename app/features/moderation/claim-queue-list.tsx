import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { DECISION_EFFECTS, QUEUED_SUBJECTS, type QueuedText } from '../../../common/claim-queue.ts';
import { quotedClaims } from '../../../common/moderation.ts';
import type { RowActions } from '../use-action-fetcher.ts';
import { CLAIM_QUEUE_INTENTS } from './moderation-intents.ts';

interface ClaimQueueListProps {
  entries: QueuedText[];
  actions: RowActions;
}

/**
 * The texts waiting for the team (issue 45): buyers' reviews that speak of health (not shown
 * until approved) and sellers' texts the screen finds suspicious (shown, to be read). Each says
 * what its two decisions do.
 */
export function ClaimQueueList({ entries, actions }: ClaimQueueListProps) {
  const send = (intent: string, entry: QueuedText) =>
    void actions.send({ intent, queueId: String(entry.id) });
  return (
    <section aria-labelledby="claim-queue-title">
      <Title order={2} fz={20} mb="xs" id="claim-queue-title">
        À relire ({entries.length})
      </Title>
      {entries.length === 0 ? (
        <Text fz="sm" mb="md">
          Aucun texte en attente de relecture.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} mb="lg" style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <Card key={entry.id} withBorder padding="md" component="li" data-testid="queued-text">
              <Group gap="xs">
                <Badge variant="light">{QUEUED_SUBJECTS[entry.subject]}</Badge>
                <Text fw={700}>{entry.label}</Text>
                <Text span c="dimmed" fz="sm">
                  · {entry.field}
                </Text>
              </Group>
              <Text fz="sm" mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {entry.text}
              </Text>
              <Text fz="sm" mt={4}>
                Mots relevés : {quotedClaims(entry.words)}
              </Text>
              <Group gap="xs" mt="sm">
                <Button
                  size="compact-md"
                  variant="light"
                  loading={actions.isSending('queueId', String(entry.id))}
                  onClick={() => send(CLAIM_QUEUE_INTENTS.approve, entry)}
                >
                  {DECISION_EFFECTS[entry.subject].approve}
                </Button>
                <Button
                  size="compact-md"
                  variant="light"
                  color="red"
                  onClick={() => send(CLAIM_QUEUE_INTENTS.reject, entry)}
                >
                  {DECISION_EFFECTS[entry.subject].reject}
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </section>
  );
}
