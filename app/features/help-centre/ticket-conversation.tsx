import { Anchor, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { MAX_LENGTH } from '#common/text-lengths.ts';
import type { TicketConversation as Conversation, TicketMessage } from '#common/support.ts';
import { formatOrderDateTime } from '../orders/order-format.ts';
import { useActionFetcher } from '../use-action-fetcher.ts';
import type { supportOperations } from '#modules/support/support.operations.ts';
import { TicketStatusBadge } from './ticket-status-badge.tsx';
import { useTicketNews } from './use-ticket-news.ts';

type Operations = typeof supportOperations;

function MessageBubble({ message, mine }: { message: TicketMessage; mine: boolean }) {
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      maw="90%"
      style={{ alignSelf: mine ? 'flex-end' : 'flex-start' }}
      bg={mine ? undefined : 'var(--mantine-color-default-hover)'}
    >
      <Text fz="xs" c="dimmed" mb={4}>
        {message.author} ·{' '}
        <time dateTime={message.createdAt}>{formatOrderDateTime(message.createdAt)}</time>
      </Text>
      <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Text>
    </Paper>
  );
}

interface TicketConversationProps {
  conversation: Conversation;
  /** Where 'Retour' goes: the help centre, or the team's list. */
  backTo: string;
  backLabel: string;
  /** The team's view: its own messages are the team's, and it may resolve or reopen. */
  team?: boolean;
  /** The ticket title's heading level, under the screen's. */
  titleOrder: 2 | 3;
}

/**
 * A ticket's conversation: the messages, new ones appearing as they arrive without reloading
 * (use-ticket-news.ts), and the box to answer.
 */
export function TicketConversation({
  conversation,
  backTo,
  backLabel,
  team = false,
  titleOrder,
}: TicketConversationProps) {
  const { ticket } = conversation;
  const { status, messages } = useTicketNews(conversation);
  const [sent, setSent] = useState(0);
  const [error, setError] = useState<string>();
  const replies = useActionFetcher('Envoi impossible', {
    onDone: () => {
      setError(undefined);
      setSent((count) => count + 1);
    },
    onRefused: (outcome) => setError(outcome.fields.message ?? outcome.message),
  });
  const statusActions = useActionFetcher('Action impossible');

  // The ticket, as its address names it (`/support/tickets/{id}`).
  const params = { id: String(ticket.id) };

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = String(new FormData(event.currentTarget).get('message') ?? '');
    void replies.perform<Operations['reply']>('repondre', { params, input: { message } });
  }

  return (
    <Stack gap="md">
      <Anchor component={Link} to={backTo} fz="sm">
        ← {backLabel}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Title order={titleOrder} fz={20}>
            {ticket.title}
          </Title>
          <Text fz="xs" c="dimmed">
            Demande n° {ticket.id}
            {team && ` · ${ticket.author}`}
          </Text>
        </div>
        <Group gap="xs">
          <span aria-live="polite">
            <TicketStatusBadge status={status} />
          </span>
          {team && (
            <Button
              size="xs"
              variant="light"
              loading={statusActions.pending}
              onClick={() =>
                void statusActions.perform<Operations['changeStatus']>('statut', {
                  params,
                  input: { status: status === 'Résolu' ? 'En cours' : 'Résolu' },
                })
              }
            >
              {status === 'Résolu' ? 'Rouvrir' : 'Marquer comme résolue'}
            </Button>
          )}
        </Group>
      </Group>
      <Stack gap="xs" role="log" aria-label="Messages de la demande" aria-live="polite">
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} mine={message.fromTeam === team} />
        ))}
      </Stack>
      {!team && status === 'Résolu' && (
        <Text fz="sm" c="dimmed">
          Cette demande est résolue. Répondez ci-dessous si vous avez encore besoin d’aide : elle
          sera rouverte.
        </Text>
      )}
      <form onSubmit={submit} key={sent} aria-label="Répondre" noValidate>
        <Stack gap="xs">
          <Textarea
            name="message"
            label={team ? 'Réponse de l’équipe' : 'Votre message'}
            autosize
            minRows={3}
            maxLength={MAX_LENGTH.message}
            error={error}
            withAsterisk
          />
          <Button type="submit" loading={replies.pending} style={{ alignSelf: 'flex-start' }}>
            Envoyer
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
