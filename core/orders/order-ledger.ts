import {
  cashOnDelivery,
  delivery,
  onlinePayment,
  refundOwed,
  sale,
  type LedgerOrder,
} from '#modules/ledger/ledger-postings.ts';
import type { OrderRecord, OrdersTransaction } from './orders.repository.ts';

// Where an order's life meets the ledger (decision 055): every provider's payment, every
// delivery and cancellation goes through order-changes.ts, which calls these in its transaction.

const paidOnline = (order: OrderRecord) => order.checkout.paymentProvider !== 'livraison';

function ledgerOrder(order: OrderRecord): LedgerOrder {
  return {
    id: order.id,
    boutiqueId: order.boutiqueId,
    total: order.total,
    commission: order.lines.reduce((sum, line) => sum + line.commission, 0),
  };
}

/** The order is paid: online, the platform holds the money; in cash, the boutique owes the commission. */
export async function postPayment(orders: OrdersTransaction, order: OrderRecord): Promise<void> {
  const posted = paidOnline(order) ? onlinePayment : cashOnDelivery;
  await orders.postLedger(posted(ledgerOrder(order)));
}

/**
 * Delivered: what the payment put aside for the boutique starts its holding period, and the
 * order is a sale. Every delivery is a paid one: an order paid online is delivered only once its
 * payment is confirmed (orders.service.ts), cash is paid as the parcel is handed over.
 */
export async function postDelivery(orders: OrdersTransaction, order: OrderRecord): Promise<void> {
  await orders.postLedger(delivery(ledgerOrder(order), await orders.ledgerHoldings(order.id)));
  await orders.postLedger(sale(ledgerOrder(order)));
}

/** Cancelled: whatever its payment put aside is owed back to the buyer (nothing if unpaid). */
export async function postCancellation(
  orders: OrdersTransaction,
  order: OrderRecord,
): Promise<void> {
  await orders.postLedger(refundOwed(ledgerOrder(order), await orders.ledgerHoldings(order.id)));
}
