import { Anchor, Box, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { appContext } from '#app-context';
import {
  ADMIN_STATUS_TARGETS,
  adminOrderSearch,
  parseAdminOrderQuery,
  type AdminOrderColumn,
} from '#common/admin-orders.ts';
import { formatFcfa } from '#common/money.ts';
import type { Order } from '#common/orders.ts';
import { countOf } from '#common/counts.ts';
import { DataTable, type DataColumn } from '../../features/dashboard-ui/data-table.tsx';
import { AdminOrderFilters } from '../../features/orders/admin-order-filters.tsx';
import { AdminCancelForm, StatusUpdateMenu } from '../../features/orders/order-actions.tsx';
import { orderColumns } from '../../features/orders/order-columns.tsx';
import { OrderModal } from '../../features/orders/order-modal.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { OpenButton, OrderCard } from '../../features/orders/orders-table.tsx';
import { useSelectedOrder } from '../../features/orders/use-selected-order.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { useActionFetcher } from '../../features/use-action-fetcher.ts';
import type { Route } from './+types/admin-orders';

// The back-office's 'Commandes' (issue 14): every boutique's orders, filtered and paged on the
// server (the top bar's search lands here with `?q=`). An order opens its detail and history;
// the team moves it on for its seller, or cancels it with a reason (the route's action).

export const meta = orderScreenMeta('Commandes');

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  const query = parseAdminOrderQuery(new URL(request.url).searchParams);
  return context.get(appContext).services.orders.pageForAdmin(account, query);
}

export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, ({ orders }) => [orders.changeStatus, orders.cancelWithReason]);

/** Phones: the same facts, label beside value (the boutique as text, not a filter link). */
const CARD_COLUMNS = orderColumns('date', 'boutique', 'client', 'amount', 'status', 'payment');

export default function AdminOrders({ loaderData: page }: Route.ComponentProps) {
  const { selected, select } = useSelectedOrder(page.rows);
  const rowActions = useActionFetcher('Action impossible');
  const columns: DataColumn<Order, AdminOrderColumn>[] = [
    { label: 'Référence', cell: (order) => <OpenButton order={order} onOpen={select} /> },
    ...orderColumns('date').map((column) => ({ ...column, sort: 'date' as const })),
    {
      label: 'Boutique',
      cell: (order) => (
        <Anchor
          component={Link}
          to={adminOrderSearch({ ...page.query, boutiqueId: order.boutique.id }) || '?'}
          fz="sm"
          aria-label={`Commandes de la boutique ${order.boutique.name}`}
        >
          {order.boutique.name}
        </Anchor>
      ),
    },
    ...orderColumns('client', 'amount', 'status', 'payment'),
  ];
  return (
    <Box component="main">
      <Title order={1} fz={26} mb="md">
        Commandes
      </Title>
      <AdminOrderFilters page={page} />
      <Text fw={700} mb="xs" data-testid="orders-summary">
        {countOf(page.total, 'commande', 'commandes')} · {formatFcfa(page.amount)}
      </Text>
      <DataTable
        page={page}
        columns={columns}
        rowKey={(order) => order.id}
        caption="Commandes de toutes les boutiques"
        card={(order) => <OrderCard order={order} columns={CARD_COLUMNS} onOpen={select} />}
        search={{
          label: 'Rechercher parmi les commandes',
          placeholder: 'Numéro, client ou produit',
        }}
        empty="Aucune commande ne correspond à ces critères."
        minWidth={880}
      />
      <OrderModal
        order={selected}
        audience="admin"
        onClose={() => select(null)}
        actions={
          selected && (
            <>
              <StatusUpdateMenu
                order={selected}
                actions={rowActions}
                offered={ADMIN_STATUS_TARGETS}
              />
              <AdminCancelForm order={selected} />
            </>
          )
        }
      />
    </Box>
  );
}
