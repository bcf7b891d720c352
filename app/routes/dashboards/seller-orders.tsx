import { Box, Title } from '@mantine/core';
import { orderColumns } from '../../features/orders/order-columns.tsx';
import { StatusUpdateMenu } from '../../features/orders/order-actions.tsx';
import {
  OrderPager,
  OrderSearchForm,
  OrderStatusFilter,
} from '../../features/orders/order-list-controls.tsx';
import { loadBoutiqueOrders } from '../../features/orders/order-loaders.server.ts';
import { OrderModal } from '../../features/orders/order-modal.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { OrdersTable } from '../../features/orders/orders-table.tsx';
import { OrdersView } from '../../features/orders/orders-view.tsx';
import { useSelectedOrder } from '../../features/orders/use-selected-order.ts';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { useActionFetcher } from '../../features/use-action-fetcher.ts';
import type { Route } from './+types/seller-orders';

// The seller's 'Commandes' (spec section 2): its boutique's orders only, newest first, a page
// at a time, rendered on the server; each opens its detail, and moves on through
// « Mettre à jour le statut » (the route's action).

export const meta = orderScreenMeta('Commandes');

export const loader = (args: Route.LoaderArgs) => loadBoutiqueOrders(args);
export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, ({ orders }) => [orders.changeStatus]);

const COLUMNS = orderColumns('client', 'amount', 'status');

export default function SellerOrders({ loaderData: page }: Route.ComponentProps) {
  const { selected, select } = useSelectedOrder(page.orders);
  const rowActions = useActionFetcher('Action impossible');
  return (
    <Box component="main">
      <Title order={1} fz={26} mb="md">
        Commandes
      </Title>
      <OrderSearchForm
        page={page}
        label="Rechercher une commande"
        placeholder="Numéro, client, téléphone ou produit"
      />
      <OrderStatusFilter page={page} />
      <OrdersView page={page}>
        {(orders) => (
          <OrdersTable
            orders={orders}
            caption="Commandes de votre boutique"
            columns={COLUMNS}
            onOpen={select}
            actions={(order) => <StatusUpdateMenu order={order} actions={rowActions} />}
          />
        )}
      </OrdersView>
      <OrderPager page={page} />
      <OrderModal
        order={selected}
        audience="vendeur"
        onClose={() => select(null)}
        actions={selected && <StatusUpdateMenu order={selected} actions={rowActions} />}
      />
    </Box>
  );
}
