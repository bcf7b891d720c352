import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { DECISION_EFFECTS, QUEUED_SUBJECTS, type QueuedText } from '#common/claim-queue.ts';
import { quotedClaims } from '#common/moderation.ts';
import type { claimQueueOperations } from '#modules/claim-queue/claim-queue.operations.ts';
import type { RowActions } from '../use-action-fetcher.ts';

/** A text's two decisions (core/claim-queue/claim-queue.operations.ts). */
type Decision = (typeof claimQueueOperations)['approve' | 'reject'];
const DECISIONS: Decision['intent'][] = ['approuver', 'rejeter'];

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
  const send = (intent: Decision['intent'], entry: QueuedText) =>
    void actions.perform<Decision>(intent, { params: { id: String(entry.id) } });
  // The screen's other rows (its products) share the ids' numbers: the decision's intent says.
  const deciding = (entry: QueuedText) =>
    actions.isPerformingOn({ id: String(entry.id) }) &&
    DECISIONS.some((intent) => actions.isSending('intent', intent));
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
                  loading={deciding(entry)}
                  onClick={() => send('approuver', entry)}
                >
                  {DECISION_EFFECTS[entry.subject].approve}
                </Button>
                <Button
                  size="compact-md"
                  variant="light"
                  color="red"
                  onClick={() => send('rejeter', entry)}
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
