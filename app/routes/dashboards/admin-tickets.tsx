import { Box, Text, Title } from '@mantine/core';
import { appContext } from '#app-context';
import { countOf } from '#common/counts.ts';
import { parseId } from '#common/ids.ts';
import { adminTicketSearch, parseAdminTicketFilters, TICKET_NOT_FOUND } from '#common/support.ts';
import { ListPager } from '../../features/dashboard-ui/list-controls.tsx';
import { AdminTicketFiltersForm } from '../../features/help-centre/admin-ticket-filters.tsx';
import { conversationOf } from '../../features/help-centre/help-centre-data.server.ts';
import { TICKET_PARAM } from '../../features/help-centre/help-centre-intents.ts';
import { TicketConversation } from '../../features/help-centre/ticket-conversation.tsx';
import { TicketList } from '../../features/help-centre/ticket-list.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import type { Route } from './+types/admin-tickets';

// The back-office's 'Assistance' (issue 19): the buyers' and sellers' tickets, open first, with
// filters (status, side, search); a ticket's conversation (`?ticket=`), where the team answers
// (the author is notified) and marks it resolved or open again.

export const meta = orderScreenMeta('Assistance');

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await requireDashboardAccount(context, request);
  const params = new URL(request.url).searchParams;
  const asked = params.get(TICKET_PARAM);
  if (asked !== null) {
    const ticketId = parseId(asked);
    const conversation =
      ticketId === undefined ? null : await conversationOf(context, admin, ticketId);
    return { view: 'conversation' as const, conversation };
  }
  const filters = parseAdminTicketFilters(params);
  const page = await context.get(appContext).services.support.adminPage(admin, filters);
  return { view: 'list' as const, filters, ...page };
}

export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, ({ support }) => [support.reply, support.changeStatus]);

export default function AdminTickets({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === 'conversation') {
    return (
      <Box component="main">
        <Title order={1} fz={26} mb="md">
          Assistance
        </Title>
        {loaderData.conversation ? (
          <TicketConversation
            conversation={loaderData.conversation}
            backTo="."
            backLabel="Toutes les demandes"
            team
            titleOrder={2}
          />
        ) : (
          <Text role="alert">{TICKET_NOT_FOUND}</Text>
        )}
      </Box>
    );
  }
  const { filters, tickets, total, page, pageCount } = loaderData;
  return (
    <Box component="main">
      <Title order={1} fz={26} mb={4}>
        Assistance
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        {countOf(total, 'demande', 'demandes')} : les ouvertes d’abord, puis la dernière activité.
      </Text>
      <AdminTicketFiltersForm filters={filters} />
      {tickets.length === 0 ? (
        <Text c="dimmed">Aucune demande ne correspond à ces filtres.</Text>
      ) : (
        <TicketList tickets={tickets} team />
      )}
      <ListPager
        page={page}
        pageCount={pageCount}
        hrefOf={(number) => adminTicketSearch({ ...filters, page: number }) || '?'}
        label="Pages de demandes"
      />
    </Box>
  );
}
