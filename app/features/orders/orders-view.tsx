import { Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OrderPage } from '#common/order-lists.ts';
import type { Order } from '#common/orders.ts';

const NO_ORDERS_MESSAGE = 'Aucune commande pour le moment.';
const NO_MATCHING_ORDERS_MESSAGE = 'Aucune commande ne correspond à votre recherche.';

interface OrdersViewProps {
  page: OrderPage;
  /** Buyers are invited to the shop when they have no order yet. */
  withShopLink?: boolean;
  /** Said when a search or a filter finds nothing. */
  noMatch?: string;
  children: (orders: Order[]) => ReactNode;
}

/** An order screen's body: the page of orders, or why it is empty. */
export function OrdersView({
  page,
  withShopLink = false,
  noMatch = NO_MATCHING_ORDERS_MESSAGE,
  children,
}: OrdersViewProps) {
  if (page.orders.length > 0) return children(page.orders);
  const filtered = page.query.status !== null || page.query.search !== '';
  return (
    <Stack gap="xs" py="lg">
      <Text role="status">{filtered ? noMatch : NO_ORDERS_MESSAGE}</Text>
      {withShopLink && !filtered && (
        <Anchor component={Link} to="/products" fw={700}>
          Découvrir nos produits
        </Anchor>
      )}
    </Stack>
  );
}
