import { orderStatusSentence, type OrderStatus } from '#common/orders.ts';
import type { NotificationDraft } from '#modules/notifications/notifications.port.ts';
import type { CheckoutRow, OrderEvent, OrderRecord } from './orders.repository.ts';

// What a buyer with an account is told in their dashboard of their orders: each placed order,
// each status change and online payment result made by someone else (the shop, the payment
// provider, the expiry of an unpaid order). A cash payment is not told apart: the delivery says it.

const PAYMENT_PHRASES: Record<string, string> = {
  Réussi: 'Paiement reçu pour la commande',
  Échoué: 'Paiement échoué pour la commande',
};

export type NotifiedOrder = Pick<
  OrderRecord,
  'id' | 'orderNumber' | 'boutiqueName' | 'buyerAccountId'
> & { checkout: Pick<CheckoutRow, 'paymentProvider'> };

/** The buyer's notification of an event of their order; null when they are not told of it. */
export function buyerNotification(
  order: NotifiedOrder,
  event: OrderEvent,
): NotificationDraft | null {
  if (order.buyerAccountId === null) return null;
  const placed = event.kind === 'statut' && event.from === null;
  // Nobody is told of what they did themselves, but a buyer's new order is confirmed.
  if (!placed && event.actorAccountId === order.buyerAccountId) return null;
  const message =
    event.kind === 'statut'
      ? orderStatusSentence(order.orderNumber, event.to as OrderStatus)
      : order.checkout.paymentProvider === 'livraison'
        ? undefined
        : PAYMENT_PHRASES[event.to] && `${PAYMENT_PHRASES[event.to]} ${order.orderNumber}`;
  if (!message) return null;
  return {
    accountId: order.buyerAccountId,
    kind: 'commande',
    message: `${message} · ${order.boutiqueName}`,
    link: `commandes?q=${encodeURIComponent(order.orderNumber)}`,
    commandeId: order.id,
  };
}
