import { Box, Title } from '@mantine/core';
import { CancelOrderButton } from '../../features/orders/order-actions.tsx';
import { orderColumns } from '../../features/orders/order-columns.tsx';
import { OrderPager, OrderSearchForm } from '../../features/orders/order-list-controls.tsx';
import { loadBuyerOrders } from '../../features/orders/order-loaders.server.ts';
import { OrderModal } from '../../features/orders/order-modal.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { OrdersTable } from '../../features/orders/orders-table.tsx';
import { OrdersView } from '../../features/orders/orders-view.tsx';
import { useSelectedOrder } from '../../features/orders/use-selected-order.ts';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { useActionFetcher } from '../../features/use-action-fetcher.ts';
import type { Route } from './+types/buyer-purchases';

// 'Mes Achats' (spec section 2, purchase history): search box, table, detail pop-up; the
// search runs on the server (`?q=`), a page at a time.

export const meta = orderScreenMeta('Mes Achats');

export const loader = (args: Route.LoaderArgs) => loadBuyerOrders(args);
export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, ({ orders }) => [orders.cancelByBuyer]);

const COLUMNS = orderColumns('date', 'products', 'quantity', 'price', 'status');

export default function BuyerPurchases({ loaderData: page }: Route.ComponentProps) {
  const { selected, select } = useSelectedOrder(page.orders);
  const rowActions = useActionFetcher('Action impossible');
  const noPurchaseYet = page.orders.length === 0 && !page.query.search && !page.query.status;
  return (
    <Box component="main">
      <Title order={1} fz={26} mb="md">
        Mes Achats
      </Title>
      {!noPurchaseYet && (
        <OrderSearchForm
          page={page}
          label="Rechercher un achat"
          placeholder="Numéro de commande ou produit"
        />
      )}
      <OrdersView page={page} withShopLink noMatch="Aucun achat ne correspond à votre recherche.">
        {(orders) => (
          <OrdersTable orders={orders} caption="Mes achats" columns={COLUMNS} onOpen={select} />
        )}
      </OrdersView>
      <OrderPager page={page} />
      <OrderModal
        order={selected}
        audience="acheteur"
        onClose={() => select(null)}
        actions={selected && <CancelOrderButton order={selected} actions={rowActions} />}
      />
    </Box>
  );
}
