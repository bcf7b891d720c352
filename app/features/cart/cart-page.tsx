import { Anchor, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatFcfa } from '#common/money.ts';
import { useHydrated } from '../../components/use-hydrated.ts';
import { DeliverySummary } from '../checkout/delivery-summary.tsx';
import type { OrderShipping } from '../checkout/use-order-form.ts';
import { CartLinesTable } from './cart-lines-table.tsx';
import { CartNotices } from './cart-notices.tsx';
import { useCart } from './cart-store.ts';
import type { RefreshedCart } from './use-refreshed-cart.ts';

/**
 * What /cart and /checkout share: the cart lines refreshed from the server, what the refresh
 * changed, the delivery per shop to the country chosen, the totals with the fees, and the page's
 * form below them. The cart lives in the browser, so the server renders a loader.
 */
export function CartPage({
  title,
  refreshed: { notices, failed },
  shipping,
  country,
  children,
}: {
  title: string;
  /** The page's refresh (useRefreshedCart), which its order form repeats when prices changed. */
  refreshed: Pick<RefreshedCart, 'notices' | 'failed'>;
  /** The delivery quote of the form's country (useOrderForm). */
  shipping: OrderShipping;
  country: string;
  /** The form, given the total to pay (goods ordered and delivery). */
  children: (total: number) => ReactNode;
}) {
  const hydrated = useHydrated();
  const lines = useCart();
  const { goods, fees, total } = shipping;

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
          <DeliverySummary shipping={shipping} country={country} />
          <Stack gap={2} align="flex-end">
            <Text fz="sm" data-testid="cart-goods-total">
              Produits : {formatFcfa(goods)}
            </Text>
            <Text fz="sm" data-testid="cart-delivery-total">
              Livraison : {fees === 0 ? 'offerte' : formatFcfa(fees)}
            </Text>
            <Text fz="lg" fw={700} data-testid="cart-page-total">
              Total Général: {formatFcfa(total)}
            </Text>
          </Stack>
          {children(total)}
        </Stack>
      )}
    </Container>
  );
}
