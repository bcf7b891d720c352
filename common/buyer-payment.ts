import { formatFcfa } from './money.ts';
import type { Order } from './orders.ts';
import { CASH_ON_DELIVERY } from './payment-methods.ts';

// What a buyer reads of an order's payment (issue 17). Paid on delivery, « En attente » told
// them nothing: they read what they will pay and to whom, and a cancelled order owes nothing.
// Online payments keep their statuses (Réussi, Échoué, En attente). Sellers and the team see
// the statuses themselves.

type PaidOrder = Pick<Order, 'paymentMethod' | 'paymentStatus' | 'status' | 'total'>;
type CashOrder = Pick<Order, 'paymentStatus' | 'status' | 'total'>;

/**
 * Cash on delivery for one order or a checkout's orders (one courier each): « Rien à régler »
 * once all are cancelled, « Payé au livreur » once every other one is paid, else what the
 * couriers still collect (« À régler au livreur : 3 500 FCFA »).
 */
export function cashPaymentStatus(orders: readonly CashOrder[]): string {
  const standing = orders.filter((order) => order.status !== 'Annulé');
  if (standing.length === 0) return 'Rien à régler';
  const due = standing.filter((order) => order.paymentStatus !== 'Réussi');
  if (due.length === 0) return 'Payé au livreur';
  return `À régler au livreur : ${formatFcfa(due.reduce((sum, order) => sum + order.total, 0))}`;
}

/** « À régler au livreur : 3 500 FCFA », « Payé au livreur », « Rien à régler », or the status. */
export function buyerPaymentStatus(order: PaidOrder): string {
  return order.paymentMethod === CASH_ON_DELIVERY
    ? cashPaymentStatus([order])
    : order.paymentStatus;
}

/** The buyer's e-mails' payment line, without its full stop. */
export function buyerPaymentLine(order: PaidOrder): string {
  return order.paymentMethod === CASH_ON_DELIVERY
    ? buyerPaymentStatus(order)
    : `Paiement : ${order.paymentStatus}`;
}
