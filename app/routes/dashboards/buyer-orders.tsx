import { Box, Button, Card, Group, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { CancelOrderButton } from '../../features/orders/order-actions.tsx';
import { orderColumns } from '../../features/orders/order-columns.tsx';
import { OrderDetails } from '../../features/orders/order-details.tsx';
import { OrderPager, OrderStatusFilter } from '../../features/orders/order-list-controls.tsx';
import { loadBuyerOrders } from '../../features/orders/order-loaders.server.ts';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { OrdersTable } from '../../features/orders/orders-table.tsx';
import { OrdersView } from '../../features/orders/orders-view.tsx';
import { useSelectedOrder } from '../../features/orders/use-selected-order.ts';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { useActionFetcher } from '../../features/use-action-fetcher.ts';
import type { Route } from './+types/buyer-orders';

// 'Suivi des Commandes' (spec section 2, order tracking): a table, and the chosen order's
// detail card with 'Fermer'; rendered on the server, a page at a time.

export const meta = orderScreenMeta('Suivi des Commandes');

export const loader = (args: Route.LoaderArgs) => loadBuyerOrders(args);
export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, ({ orders }) => [orders.cancelByBuyer]);

const COLUMNS = orderColumns('date', 'boutique', 'amount', 'status', 'buyerPayment');

export default function BuyerOrders({ loaderData: page }: Route.ComponentProps) {
  const { selected, select } = useSelectedOrder(page.orders);
  const rowActions = useActionFetcher('Action impossible');
  const heading = useRef<HTMLHeadingElement>(null);
  const selectedId = selected?.id;

  // The card opens above the list: bring it into view (a phone may be scrolled far down).
  useEffect(() => {
    if (selectedId === undefined) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, [selectedId]);

  return (
    <Box component="main">
      <Title order={1} fz={26} mb="md">
        Suivi des Commandes
      </Title>
      {selected && (
        <Card withBorder component="section" aria-labelledby="commande-suivie" mb="lg" padding="md">
          <Title order={2} fz="lg" mb="sm" id="commande-suivie" ref={heading} tabIndex={-1}>
            Commande {selected.orderNumber}
          </Title>
          <OrderDetails order={selected} audience="acheteur" />
          <Group mt="lg" gap="sm">
            <CancelOrderButton order={selected} actions={rowActions} />
            <Button variant="default" onClick={() => select(null)}>
              Fermer
            </Button>
          </Group>
        </Card>
      )}
      <OrderStatusFilter page={page} />
      <OrdersView page={page} withShopLink>
        {(orders) => (
          <OrdersTable
            orders={orders}
            caption="Suivi de mes commandes"
            columns={COLUMNS}
            onOpen={select}
          />
        )}
      </OrdersView>
      <OrderPager page={page} />
    </Box>
  );
}
