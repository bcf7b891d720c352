import { Alert } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { ORDER_FAILED_MESSAGE } from '#common/orders.ts';
import type { PlaceOrder } from './use-place-order.ts';

/**
 * Why the last checkout did not go through, beside its button: a failure (the spec's message,
 * then the server's reason), or prices that changed, which only needs the buyer to confirm.
 */
export function OrderError({ order }: { order: Pick<PlaceOrder, 'error' | 'pricesChanged'> }) {
  if (order.pricesChanged) {
    return (
      <Alert
        color="yellow"
        role="alert"
        title="Les prix ont changé"
        data-testid="order-prices-changed"
      >
        {order.pricesChanged}
      </Alert>
    );
  }
  if (!order.error) return null;
  return (
    <Alert color="red" role="alert" title={ORDER_FAILED_MESSAGE} data-testid="order-error">
      {order.error}
    </Alert>
  );
}
