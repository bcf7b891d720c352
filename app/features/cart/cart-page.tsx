import { Anchor, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cartTotal } from '../../../common/cart.ts';
import { formatFcfa } from '../../../common/money.ts';
import { useHydrated } from '../../components/use-hydrated.ts';
import { CartLinesTable } from './cart-lines-table.tsx';
import { CartNotices } from './cart-notices.tsx';
import { useCart } from './cart-store.ts';
import type { RefreshedCart } from './use-refreshed-cart.ts';

/**
 * What /cart and /checkout share: the cart lines refreshed from the server, what the refresh
 * changed, their total, and the page's form below them. The cart lives in the browser, so the
 * server renders a loader.
 */
export function CartPage({
  title,
  refreshed: { notices, failed },
  children,
}: {
  title: string;
  /** The page's refresh (useRefreshedCart), which its order form repeats when prices changed. */
  refreshed: Pick<RefreshedCart, 'notices' | 'failed'>;
  children: (total: number) => ReactNode;
}) {
  const hydrated = useHydrated();
  const lines = useCart();
  const total = cartTotal(lines);

  return (
    <Container size="lg" py="lg" component="main">
      <Title order={1} mb="md">
        {title}
      </Title>
      {/* Above the lines, and above the empty-cart message when the refresh removed them all. */}
      <CartNotices notices={notices} failed={failed} />
      {!hydrated ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Chargement du panier" />
        </Group>
      ) : lines.length === 0 ? (
        <Stack align="flex-start">
          <Text>Aucun produit dans le panier.</Text>
          <Anchor component={Link} to="/products">
            Découvrir nos produits
          </Anchor>
        </Stack>
      ) : (
        <Stack gap="lg">
          <CartLinesTable lines={lines} />
          <Text fz="lg" fw={800} ta="right" data-testid="cart-page-total">
            Total Général: {formatFcfa(total)}
          </Text>
          {children(total)}
        </Stack>
      )}
    </Container>
  );
}
