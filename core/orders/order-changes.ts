import type { OrderStatus, PaymentStatus } from '../../common/orders.ts';
import type { OrderRecord, OrdersTransaction } from './orders.repository.ts';

// Status changes shared by the sellers' updates, the buyers' cancellations and the payment
// notifications. Each runs inside the caller's transaction and leaves a line in the history.

export interface Actor {
  label: string;
  accountId: number | null;
}

export async function moveOrder(
  orders: OrdersTransaction,
  order: OrderRecord,
  to: OrderStatus,
  actor: Actor,
): Promise<void> {
  await orders.setOrderStatus(order.id, to);
  // A cancelled order's units go back on sale.
  if (to === 'Annulé') await orders.restoreStock(order.id);
  await orders.recordEvent(order.id, {
    kind: 'statut',
    from: order.status,
    to,
    actor: actor.label,
    actorAccountId: actor.accountId,
  });
}

export async function setOrderPayment(
  orders: OrdersTransaction,
  order: OrderRecord,
  to: PaymentStatus,
  actor: Actor,
): Promise<void> {
  if (order.paymentStatus === to) return;
  await orders.setOrderPaymentStatus(order.id, to);
  await orders.recordEvent(order.id, {
    kind: 'paiement',
    from: order.paymentStatus,
    to,
    actor: actor.label,
    actorAccountId: actor.accountId,
  });
}

export const SYSTEM: Actor = { label: 'Système', accountId: null };
