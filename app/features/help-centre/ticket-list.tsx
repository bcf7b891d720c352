import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TicketSummary } from '#common/support.ts';
import { formatOrderDate } from '../orders/order-format.ts';
import { TICKET_PARAM } from './help-centre-intents.ts';
import { TicketStatusBadge } from './ticket-status-badge.tsx';

/** Tickets as cards (a phone's width): title, status, last activity; each opens its conversation. */
export function TicketList({
  tickets,
  team = false,
}: {
  tickets: TicketSummary[];
  team?: boolean;
}) {
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {tickets.map((ticket) => {
        const waiting = team ? !ticket.lastFromTeam : ticket.lastFromTeam;
        return (
          <Paper component="li" key={ticket.id} withBorder p="sm" radius="md">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={`?${TICKET_PARAM}=${ticket.id}`}
                  fw={700}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {ticket.title}
                </Anchor>
                <Text fz="xs" c="dimmed">
                  n° {ticket.id}
                  {team && ` · ${ticket.author}`} · dernier message le{' '}
                  {formatOrderDate(ticket.updatedAt)}
                  {waiting &&
                    ticket.status === 'En cours' &&
                    (team ? ' · attend une réponse' : ' · nouvelle réponse')}
                </Text>
              </div>
              <TicketStatusBadge status={ticket.status} />
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
