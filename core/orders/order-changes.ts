import type { OrderStatus, PaymentStatus } from '#common/orders.ts';
import { buyerNotification } from './buyer-notifications.ts';
import { shopNotification } from './shop-notifications.ts';
import { postCancellation, postDelivery, postPayment } from './order-ledger.ts';
import type { OrderEvent, OrderRecord, OrdersTransaction } from './orders.repository.ts';

/** What an online checkout still has to be paid: its orders that are not cancelled. */
export function amountDue(orders: readonly OrderRecord[]): number {
  return orders
    .filter((order) => order.status !== 'Annulé')
    .reduce((sum, order) => sum + order.total, 0);
}

// Status changes shared by the sellers' updates, the buyers' cancellations and the payment
// notifications. Each runs inside the caller's transaction, leaves a line in the history and
// tells the buyer (buyer-notifications.ts) and the shop (shop-notifications.ts).

export interface Actor {
  label: string;
  accountId: number | null;
}

/** `reason`: why, when the actor had to say (an administrator's cancellation). */
export async function moveOrder(
  orders: OrdersTransaction,
  order: OrderRecord,
  to: OrderStatus,
  actor: Actor,
  reason: string | null = null,
): Promise<void> {
  await orders.setOrderStatus(order.id, to);
  await record(orders, order, {
    kind: 'statut',
    from: order.status,
    to,
    actor: actor.label,
    actorAccountId: actor.accountId,
    reason,
  });
  if (to === 'Livré') await postDelivery(orders, order);
  if (to !== 'Annulé') return;
  // A cancelled order's units go back on sale, and an online payment no longer covers it.
  await orders.restoreStock(order.id);
  await postCancellation(orders, order);
  const unpaidOnline =
    order.checkout.paymentProvider !== 'livraison' && order.checkout.paymentStatus === 'En attente';
  if (unpaidOnline) {
    await setOrderPayment(orders, order, 'Échoué', actor);
    const siblings = await orders.findOrders({ checkoutId: order.checkoutId });
    // Nothing left to pay: the payment page closes, a late approval changes nothing.
    if (amountDue(siblings) === 0) {
      await orders.setCheckoutPaymentStatus(order.checkoutId, 'Échoué');
    }
  }
}

export async function setOrderPayment(
  orders: OrdersTransaction,
  order: OrderRecord,
  to: PaymentStatus,
  actor: Actor,
): Promise<void> {
  if (order.paymentStatus === to) return;
  await orders.setOrderPaymentStatus(order.id, to);
  if (to === 'Réussi') await postPayment(orders, order);
  await record(orders, order, {
    kind: 'paiement',
    from: order.paymentStatus,
    to,
    actor: actor.label,
    actorAccountId: actor.accountId,
  });
}

async function record(orders: OrdersTransaction, order: OrderRecord, event: OrderEvent) {
  await orders.recordEvent(order.id, event);
  await orders.notify(buyerNotification(order, event));
  await orders.notifyShop(order.boutiqueId, shopNotification(order, event), event.actorAccountId);
}

export const SYSTEM: Actor = { label: 'Système', accountId: null };
