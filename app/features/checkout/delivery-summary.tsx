import { Alert, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import { inCountry } from '#common/delivery-zones.ts';
import type { ShopQuote } from '#common/delivery-quote.ts';
import { formatFcfa } from '#common/money.ts';
import type { OrderShipping } from './use-order-form.ts';

/**
 * Delivery per shop before the buyer pays: its fee (or « Livraison offerte »), carrier and
 * estimated date, the express choice; the shops that do not deliver to the country, named with
 * their lines set aside, and those below their minimum order. The last quote stays shown while
 * the next loads (dimmed), so the page does not jump.
 */
export function DeliverySummary({
  shipping,
  country,
}: {
  shipping: OrderShipping;
  country: string;
}) {
  if (!country) return null;
  if (shipping.shops.length === 0) {
    return (
      <Text fz="sm" c={shipping.error ? 'red' : 'dimmed'} data-testid="delivery-loading">
        {shipping.error ?? 'Calcul des frais de livraison…'}
      </Text>
    );
  }
  return (
    <Stack
      gap="sm"
      aria-busy={shipping.loading}
      style={{ opacity: shipping.loading ? 0.6 : 1, transition: 'opacity 150ms' }}
      data-testid="delivery-summary"
    >
      {shipping.setAside.map((shop) => (
        <Alert key={shop.boutiqueId} color="yellow" data-testid="delivery-not-served">
          La boutique {shop.name} ne livre pas {inCountry(country)} : ses produits restent dans
          votre panier, mais ne sont pas commandés.
        </Alert>
      ))}
      {shipping.blocking.map((message) => (
        <Alert key={message} color="red" data-testid="delivery-below-minimum">
          {message}
        </Alert>
      ))}
      {shipping.shops
        .filter((shop) => shop.served)
        .map((shop) => (
          <ShopDelivery
            key={shop.boutiqueId}
            shop={shop}
            express={shipping.expressChosen.includes(shop.boutiqueId)}
            onExpress={(wanted) => shipping.toggleExpress(shop.boutiqueId, wanted)}
          />
        ))}
      {shipping.error && (
        <Text fz="sm" c="red">
          {shipping.error}
        </Text>
      )}
    </Stack>
  );
}

function ShopDelivery({
  shop,
  express,
  onExpress,
}: {
  shop: ShopQuote;
  /** Ticked by the buyer (the quote follows). */
  express: boolean;
  onExpress: (wanted: boolean) => void;
}) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`delivery-shop-${shop.boutiqueId}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={700} fz="sm">
          Livraison — {shop.name}
        </Text>
        <Text fw={700} fz="sm" data-testid="delivery-fee" style={{ whiteSpace: 'nowrap' }}>
          {shop.fee === 0 ? 'Livraison offerte' : formatFcfa(shop.fee ?? 0)}
        </Text>
      </Group>
      <Text fz="xs" c="dimmed">
        {shop.carrier} · {shop.express ? 'express, ' : ''}livraison estimée {shop.estimatedDelivery}
        {shop.freeDelivery ? ' · offerte dès ' + formatFcfa(shop.freeDeliveryFrom ?? 0) : ''}
      </Text>
      {shop.expressOption && (
        <Checkbox
          mt={6}
          size="sm"
          checked={express}
          onChange={(event) => onExpress(event.currentTarget.checked)}
          label={`Express : ${formatFcfa(shop.expressOption.fee)}, ${shop.expressOption.days} jour${shop.expressOption.days > 1 ? 's' : ''}`}
        />
      )}
    </Paper>
  );
}
