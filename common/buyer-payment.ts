import { formatFcfa } from './money.ts';
import type { Order } from './orders.ts';
import { CASH_ON_DELIVERY } from './payment-methods.ts';

// What a buyer reads of an order's payment (issue 17). Paid on delivery, « En attente » told
// them nothing: they read what they will pay and to whom, and a cancelled order owes nothing.
// Online payments keep their statuses (Réussi, Échoué, En attente). Sellers and the team see
// the statuses themselves.

type PaidOrder = Pick<Order, 'paymentMethod' | 'paymentStatus' | 'status' | 'total'>;

/** « À régler au livreur : 3 500 FCFA », « Payé au livreur », « Rien à régler », or the status. */
export function buyerPaymentStatus(order: PaidOrder): string {
  if (order.paymentMethod !== CASH_ON_DELIVERY) return order.paymentStatus;
  if (order.paymentStatus === 'Réussi') return 'Payé au livreur';
  if (order.status === 'Annulé') return 'Rien à régler';
  return `À régler au livreur : ${formatFcfa(order.total)}`;
}

/** The buyer's e-mails' payment line, without its full stop. */
export function buyerPaymentLine(order: PaidOrder): string {
  return order.paymentMethod === CASH_ON_DELIVERY
    ? buyerPaymentStatus(order)
    : `Paiement : ${order.paymentStatus}`;
}
