import type { LedgerAccount, LedgerKind } from '#common/ledger.ts';

// What each business event writes in the ledger (decision 055), as balanced drafts: debits
// positive, credits negative, whole FCFA. Pure: the amounts come from the order (at payment)
// or from what the ledger already holds for it (delivery, cancellation, end of the hold), so a
// later event moves exactly what an earlier one put in.

export interface LedgerLine {
  account: LedgerAccount;
  /** The boutique of a boutique account; null for the platform's and the buyers' accounts. */
  boutiqueId: number | null;
  amount: number;
}

export interface LedgerDraft {
  /** One per business event: a replayed event finds it taken and posts nothing. */
  key: string;
  kind: LedgerKind;
  commandeId: number | null;
  boutiqueId: number | null;
  memo?: string | null;
  recordedByAccountId?: number | null;
  lines: LedgerLine[];
}

/** What an order brings to the ledger: its boutique, total and commission (sum of its lines'). */
export interface LedgerOrder {
  id: number;
  boutiqueId: number;
  total: number;
  commission: number;
}

/** What the ledger holds for one order, per account (its sums, signed). */
export type OrderHoldings = Partial<Record<LedgerAccount, number>>;

export const ledgerKeys = {
  payment: (orderId: number) => `paiement:${orderId}`,
  delivery: (orderId: number) => `livraison:${orderId}`,
  release: (orderId: number) => `disponible:${orderId}`,
  refundOwed: (orderId: number) => `remboursement-du:${orderId}`,
  cashOnDelivery: (orderId: number) => `paiement-livraison:${orderId}`,
  refundSettled: (orderId: number) => `remboursement-regle:${orderId}`,
  sale: (orderId: number) => `vente:${orderId}`,
};

/** The draft, without its zero lines; null when nothing moves. */
function draft(head: Omit<LedgerDraft, 'lines'>, lines: LedgerLine[]): LedgerDraft | null {
  const moving = lines.filter((line) => line.amount !== 0);
  if (moving.length === 0) return null;
  const sum = moving.reduce((total, line) => total + line.amount, 0);
  if (sum !== 0) throw new Error(`Opération ${head.key} déséquilibrée (${sum}).`);
  return { ...head, lines: moving };
}

type OrderOf = Pick<LedgerOrder, 'id' | 'boutiqueId'>;

const head = (order: OrderOf, kind: LedgerKind, key: string) => ({
  key,
  kind,
  commandeId: order.id,
  boutiqueId: order.boutiqueId,
});

/**
 * The buyer paid online: the platform holds the total; the boutique is owed it less the
 * commission once the order is delivered, and the commission waits for that delivery too.
 */
export function onlinePayment(order: LedgerOrder): LedgerDraft | null {
  return draft(head(order, 'online_payment', ledgerKeys.payment(order.id)), [
    { account: 'platform_cash', boutiqueId: null, amount: order.total },
    {
      account: 'boutique_awaiting_delivery',
      boutiqueId: order.boutiqueId,
      amount: -(order.total - order.commission),
    },
    { account: 'commission_unearned', boutiqueId: null, amount: -order.commission },
  ]);
}

/** Delivered: the boutique's share starts its holding period, the commission is earned. */
export function delivery(order: LedgerOrder, held: OrderHoldings): LedgerDraft | null {
  const share = -(held.boutique_awaiting_delivery ?? 0);
  const commission = -(held.commission_unearned ?? 0);
  return draft(head(order, 'delivery', ledgerKeys.delivery(order.id)), [
    { account: 'boutique_awaiting_delivery', boutiqueId: order.boutiqueId, amount: share },
    { account: 'boutique_pending', boutiqueId: order.boutiqueId, amount: -share },
    { account: 'commission_unearned', boutiqueId: null, amount: commission },
    { account: 'commission_revenue', boutiqueId: null, amount: -commission },
  ]);
}

/** The holding period is over: the boutique's share can be paid out. */
export function release(order: OrderOf, held: OrderHoldings): LedgerDraft | null {
  const share = -(held.boutique_pending ?? 0);
  return draft(head(order, 'release', ledgerKeys.release(order.id)), [
    { account: 'boutique_pending', boutiqueId: order.boutiqueId, amount: share },
    { account: 'boutique_available', boutiqueId: order.boutiqueId, amount: -share },
  ]);
}

/**
 * A paid order cancelled (by its shop or the team) before delivery: neither the boutique nor the
 * platform keeps anything of it; the whole payment is owed back to the buyer.
 */
export function refundOwed(order: LedgerOrder, held: OrderHoldings): LedgerDraft | null {
  const share = -(held.boutique_awaiting_delivery ?? 0);
  const commission = -(held.commission_unearned ?? 0);
  return draft(head(order, 'refund_owed', ledgerKeys.refundOwed(order.id)), [
    { account: 'boutique_awaiting_delivery', boutiqueId: order.boutiqueId, amount: share },
    { account: 'commission_unearned', boutiqueId: null, amount: commission },
    { account: 'buyer_refunds_owed', boutiqueId: null, amount: -(share + commission) },
  ]);
}

/**
 * Paid in cash at delivery: the boutique holds the money, the platform none of it; the boutique
 * owes the commission, netted from its next payouts.
 */
export function cashOnDelivery(order: LedgerOrder): LedgerDraft | null {
  return draft(head(order, 'cash_on_delivery', ledgerKeys.cashOnDelivery(order.id)), [
    { account: 'boutique_commission_owed', boutiqueId: order.boutiqueId, amount: order.commission },
    { account: 'commission_revenue', boutiqueId: null, amount: -order.commission },
  ]);
}

/**
 * Delivered and paid, online or in cash: the order's gross (its total, delivery fee included)
 * is a sale of its boutique, on the day of delivery. Memorandum accounts (decision 058): the
 * sales figures read them, no balance does.
 */
export function sale(order: LedgerOrder): LedgerDraft | null {
  return draft(head(order, 'sale', ledgerKeys.sale(order.id)), [
    { account: 'sales_recognised', boutiqueId: null, amount: order.total },
    { account: 'boutique_sales', boutiqueId: order.boutiqueId, amount: -order.total },
  ]);
}

/** The team gave the buyer's money back (outside the platform), with its reference. */
export function refundSettled(
  order: OrderOf,
  held: OrderHoldings,
  settlement: { reference: string; adminAccountId: number },
): LedgerDraft | null {
  const owed = -(held.buyer_refunds_owed ?? 0);
  return draft(
    {
      ...head(order, 'refund_settled', ledgerKeys.refundSettled(order.id)),
      memo: settlement.reference,
      recordedByAccountId: settlement.adminAccountId,
    },
    [
      { account: 'buyer_refunds_owed', boutiqueId: null, amount: owed },
      { account: 'platform_cash', boutiqueId: null, amount: -owed },
    ],
  );
}

// Payouts (issue 46 §3, decision 057): keyed by the payout's row, so a payout posts each once.
export const payoutKeys = {
  netting: (payoutId: number) => `compensation:${payoutId}`,
  payout: (payoutId: number) => `versement:${payoutId}`,
  failed: (payoutId: number) => `versement-echoue:${payoutId}`,
};

interface PayoutOf {
  id: number;
  boutiqueId: number;
  reference?: string | null;
  adminAccountId?: number | null;
}

const payoutHead = (payout: PayoutOf, kind: LedgerKind, key: string) => ({
  key,
  kind,
  commandeId: null,
  boutiqueId: payout.boutiqueId,
  memo: payout.reference ?? null,
  recordedByAccountId: payout.adminAccountId ?? null,
});

/**
 * The cash-on-delivery commission the boutique owes, taken from what is available to it before
 * a payout: its own balanced transaction, so the statement shows it.
 */
export function commissionNetting(payout: PayoutOf, netted: number): LedgerDraft | null {
  return draft(payoutHead(payout, 'commission_netting', payoutKeys.netting(payout.id)), [
    { account: 'boutique_available', boutiqueId: payout.boutiqueId, amount: netted },
    { account: 'boutique_commission_owed', boutiqueId: payout.boutiqueId, amount: -netted },
  ]);
}

/** The platform pays the boutique: its available balance goes down, the platform's cash too. */
export function payout(payout: PayoutOf, amount: number): LedgerDraft | null {
  return draft(payoutHead(payout, 'payout', payoutKeys.payout(payout.id)), [
    { account: 'boutique_available', boutiqueId: payout.boutiqueId, amount },
    { account: 'platform_cash', boutiqueId: null, amount: -amount },
  ]);
}

/** The payout failed: the money never left, it is the boutique's available balance again. */
export function payoutFailed(payout: PayoutOf, amount: number): LedgerDraft | null {
  return draft(payoutHead(payout, 'payout_failed', payoutKeys.failed(payout.id)), [
    { account: 'platform_cash', boutiqueId: null, amount },
    { account: 'boutique_available', boutiqueId: payout.boutiqueId, amount: -amount },
  ]);
}
