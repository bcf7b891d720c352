import { formatFcfa } from '#common/money.ts';
import { orderStatusSentence, type PaymentStatus } from '#common/orders.ts';
import { LOW_STOCK_THRESHOLD } from '#common/seller-products.ts';
import type { ShopNotificationDraft } from '#modules/notifications/notifications.port.ts';
import type { NotifiedOrder } from './buyer-notifications.ts';
import type { OrderEvent } from './orders.repository.ts';

// What a shop's sellers are told in their dashboard of its orders (issue 19): a new order once
// it is theirs to prepare (at once for cash on delivery, once paid online, as the e-mail), and
// its cancellation by someone else (the buyer, the team), and a product an order leaves
// running out.

const CANCELLED_BY: Record<string, string> = {
  Acheteur: 'par l’acheteur',
  Administrateur: 'par l’équipe',
};

export type ShopNotifiedOrder = NotifiedOrder & {
  /** Its payment before the event. */
  paymentStatus: PaymentStatus;
  total: number;
};

/** The shop's notification of an event of its order; null when the shop is not told of it. */
export function shopNotification(
  order: ShopNotifiedOrder,
  event: OrderEvent,
): ShopNotificationDraft | null {
  const cash = order.checkout.paymentProvider === 'livraison';
  const notice = (message: string): ShopNotificationDraft => ({
    kind: 'commande',
    message,
    link: `orders?q=${encodeURIComponent(order.orderNumber)}`,
    commandeId: order.id,
  });
  if (event.kind === 'statut' && event.from === null) {
    return cash
      ? notice(`Nouvelle commande ${order.orderNumber} : ${formatFcfa(order.total)}`)
      : null;
  }
  if (event.kind === 'paiement') {
    return !cash && event.to === 'Réussi'
      ? notice(`Nouvelle commande ${order.orderNumber} payée en ligne : ${formatFcfa(order.total)}`)
      : null;
  }
  // An online order never paid was never the shop's to prepare: its end is not news.
  const announced = cash || order.paymentStatus === 'Réussi';
  if (event.to !== 'Annulé' || !announced || event.actor === 'Vendeur') return null;
  const by = CANCELLED_BY[event.actor];
  return notice(`${orderStatusSentence(order.orderNumber, 'Annulé')}${by ? ` (${by})` : ''}`);
}

/**
 * A product an order just took to the low-stock threshold (as the bell counts it), or emptied;
 * null otherwise, so a shop is told once of each, not of every order after.
 */
export function lowStockNotification(
  productName: string,
  before: number,
  after: number,
): ShopNotificationDraft | null {
  const crossed = before > LOW_STOCK_THRESHOLD && after <= LOW_STOCK_THRESHOLD;
  const emptied = before > 0 && after === 0;
  if (!crossed && !emptied) return null;
  return {
    kind: 'stock',
    message:
      after === 0
        ? `Plus de stock : « ${productName} »`
        : `Stock bas : « ${productName} » (${after})`,
    link: 'products',
  };
}
