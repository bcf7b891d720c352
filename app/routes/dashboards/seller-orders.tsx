import { Box, Title } from '@mantine/core';
import { orderColumns } from '../../features/orders/order-columns.tsx';
import { StatusUpdateMenu } from '../../features/orders/order-actions.tsx';
import { OrderModal } from '../../features/orders/order-modal.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { OrdersTable } from '../../features/orders/orders-table.tsx';
import { OrdersView } from '../../features/orders/orders-view.tsx';
import { useOrderScreen } from '../../features/orders/use-orders.ts';

// The seller's 'Commandes' (spec section 2): its boutique's orders only, newest first; each
// opens its detail, and moves on through 'Mettre a jour Statut'.

export const meta = orderScreenMeta('Commandes');

const COLUMNS = orderColumns('client', 'amount', 'status');

export default function SellerOrders() {
  const { load, retry, replace, selected, select } = useOrderScreen('/api/commandes/boutique');
  return (
    <Box component="main">
      <Title order={1} fz={26} mb="md">
        Commandes
      </Title>
      <OrdersView load={load} retry={retry}>
        {(orders) => (
          <OrdersTable
            orders={orders}
            caption="Commandes de votre boutique"
            columns={COLUMNS}
            onOpen={select}
            actions={(order) => <StatusUpdateMenu order={order} onUpdated={replace} />}
          />
        )}
      </OrdersView>
      <OrderModal
        order={selected}
        audience="vendeur"
        onClose={() => select(null)}
        actions={selected && <StatusUpdateMenu order={selected} onUpdated={replace} />}
      />
    </Box>
  );
}
