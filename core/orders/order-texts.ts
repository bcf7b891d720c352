import { formatFcfa } from '#common/money.ts';
import { orderStatusSentence, type Order } from '#common/orders.ts';

// The buyer's SMS of an order's news (issue 48), its status or its payment: one short line and the tracking link, in the
// GSM-7 alphabet (é, è, à but no « », no non-breaking space) so that it fits one 160-character
// SMS where the link allows; the e-mail (order-mails.ts) says the rest.

/** « Baobab. Commande BAO-2026-000012 en préparation, colis 1Z999. Suivi sur https://… » */
export function statusChangeText(order: Order, trackingUrl: string, brandName: string): string {
  const { carrier, trackingNumber } = order.shipping;
  const parcel =
    order.status === 'En cours' && trackingNumber
      ? `, colis ${carrier ? `${carrier} ` : ''}${trackingNumber}`
      : '';
  return `${brandName}. ${orderStatusSentence(order.orderNumber, order.status)}${parcel}. Suivi sur ${trackingUrl}`;
}

/** The amount with plain spaces: a non-breaking one is outside GSM-7 and would halve the SMS. */
const amountOf = (fcfa: number) => formatFcfa(fcfa).replace(/[\u00a0\u202f]/g, ' ');

/** « Baobab. Paiement de 12 500 FCFA confirmé, commande BAO-…. Suivi sur https://… » */
export function paymentOutcomeText(order: Order, trackingUrl: string, brandName: string): string {
  const news =
    order.paymentStatus === 'Réussi'
      ? `Paiement de ${amountOf(order.total)} confirmé, commande ${order.orderNumber}`
      : `Paiement non abouti, commande ${order.orderNumber} annulée`;
  return `${brandName}. ${news}. Suivi sur ${trackingUrl}`;
}
