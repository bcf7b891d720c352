import { Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Order } from '../../../common/orders.ts';
import { LoadingBlock, RetryAlert } from '../dashboard-ui/load-states.tsx';
import type { OrdersLoad } from './use-orders.ts';

export const NO_ORDERS_MESSAGE = 'Aucune commande pour le moment.';

interface OrdersViewProps {
  load: OrdersLoad;
  retry: () => void;
  /** Buyers are invited to the shop when they have no order yet. */
  withShopLink?: boolean;
  children: (orders: Order[]) => ReactNode;
}

/** An order screen's body: loading, the server's French error with a retry, empty, or the list. */
export function OrdersView({ load, retry, withShopLink = false, children }: OrdersViewProps) {
  if (load.state === 'loading') return <LoadingBlock label="Chargement des commandes…" />;
  if (load.state === 'failed') {
    return <RetryAlert title="Commandes indisponibles" message={load.message} onRetry={retry} />;
  }
  if (load.orders.length === 0) {
    return (
      <Stack gap="xs" py="lg">
        <Text>{NO_ORDERS_MESSAGE}</Text>
        {withShopLink && (
          <Anchor component={Link} to="/products" fw={600}>
            Découvrir nos produits
          </Anchor>
        )}
      </Stack>
    );
  }
  return children(load.orders);
}
