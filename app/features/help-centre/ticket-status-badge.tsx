import { Badge } from '@mantine/core';
import type { TicketStatus } from '#common/support.ts';

/** The spec's ticket statuses: En cours orange, like an order in progress; Résolu green. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge color={status === 'Résolu' ? 'green' : 'orange'} variant="light" tt="none">
      {status}
    </Badge>
  );
}
