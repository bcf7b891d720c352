import type { CheckoutResult } from '#common/orders.ts';
import type { OrderKeys } from './order-keys.ts';
import { toOrder } from './order-view.ts';
import type { CheckoutRow, OrdersRepository } from './orders.repository.ts';

/**
 * What a checkout answers, the first time and on every replay: its orders as they are now, the
 * tracking page and, while the payment waits, the provider's payment page.
 */
export function createCheckoutResults(deps: { repository: OrdersRepository; keys: OrderKeys }) {
  return {
    async of(checkout: CheckoutRow): Promise<CheckoutResult> {
      const { tracking, providers } = await deps.keys();
      const orders = (await deps.repository.findOrders({ checkoutId: checkout.id })).map(toOrder);
      const provider = providers[checkout.paymentProvider];
      return {
        reference: checkout.reference,
        orders,
        total: checkout.total,
        trackingUrl: tracking.path(checkout.reference),
        paymentUrl:
          checkout.paymentStatus === 'En attente'
            ? (provider?.paymentUrl(checkout.reference) ?? null)
            : null,
      };
    },
  };
}

export type CheckoutResults = ReturnType<typeof createCheckoutResults>;
