import { z } from 'zod';

// The platform's double-entry ledger (issue 46 §2, decision 055): every franc that moves is two
// entries or more, debits positive and credits negative, each transaction summing to zero.
// Balances are sums of entries; nothing here is a stored figure. Sales are posted too, at
// delivery, on memorandum accounts that no balance reads (decision 058).

export const LEDGER_ACCOUNTS = {
  /** What the platform holds, collected from buyers paying online. */
  platform_cash: 'Trésorerie de la plateforme',
  /** Commissions earned: on delivered orders. */
  commission_revenue: 'Commissions encaissées',
  /** Commissions of paid orders not delivered yet: earned at delivery, returned if cancelled. */
  commission_unearned: 'Commissions des commandes en cours',
  /** The boutique's share of orders paid online and not delivered yet. */
  boutique_awaiting_delivery: 'Dû à la boutique : commandes payées à livrer',
  /** Delivered, within the holding period (PAYOUT_HOLD_DAYS). */
  boutique_pending: 'Dû à la boutique : en attente',
  /** Past the holding period: to pay out. */
  boutique_available: 'Dû à la boutique : disponible',
  /** The commission a boutique owes on the cash it collected at delivery. */
  boutique_commission_owed: 'Commission due par la boutique (paiement à la livraison)',
  /** Paid orders cancelled by the shop or the team: the buyer's money to give back. */
  buyer_refunds_owed: 'Remboursements dus aux acheteurs',
  /** Memo: the gross of the boutique's orders delivered and paid, its sales (credits). */
  boutique_sales: 'Ventes livrées de la boutique (pour mémoire)',
  /** Memo: the other side of every boutique's sales, over the marketplace (debits). */
  sales_recognised: 'Ventes livrées de la plateforme (pour mémoire)',
} as const;
export type LedgerAccount = keyof typeof LEDGER_ACCOUNTS;

/**
 * Memorandum accounts (decision 058): they record what was sold, not money anyone owes, so no
 * balance, statement nor « Paiements » figure reads them; the sales figures read only them.
 */
export const MEMO_ACCOUNTS = [
  'boutique_sales',
  'sales_recognised',
] as const satisfies readonly LedgerAccount[];

export const LEDGER_KINDS = {
  online_payment: 'Paiement en ligne reçu',
  delivery: 'Commande livrée',
  release: 'Fin de la période de garantie',
  refund_owed: 'Commande payée annulée : remboursement dû',
  cash_on_delivery: 'Paiement à la livraison encaissé par la boutique',
  refund_settled: 'Remboursement réglé',
  commission_netting: 'Commission due déduite du versement',
  payout: 'Versement à la boutique',
  payout_failed: 'Versement échoué : montant rendu au solde',
  sale: 'Vente livrée',
} as const;
export type LedgerKind = keyof typeof LEDGER_KINDS;

/** PAYOUT_HOLD_DAYS' default: a boutique's money is available a week after delivery. */
export const DEFAULT_PAYOUT_HOLD_DAYS = 7;

/** A boutique's money as the ledger has it, in whole FCFA (each ≥ 0 but `commissionOwed`). */
export const boutiqueBalanceSchema = z.object({
  /** Paid online, not delivered yet. */
  awaitingDelivery: z.number().int(),
  /** Delivered, within the holding period. */
  pending: z.number().int(),
  /** Past the holding period, not paid out yet. */
  available: z.number().int(),
  /** Commission on the cash the boutique collected at delivery, still owed. */
  commissionOwed: z.number().int(),
  /** What the boutique is still to receive: the three first less what it owes. */
  expected: z.number().int(),
});
export type BoutiqueBalance = z.infer<typeof boutiqueBalanceSchema>;

export const refundOwedSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  boutique: z.string(),
  client: z.string(),
  clientPhone: z.string(),
  amount: z.number().int(),
  owedSince: z.string(),
});
export type RefundOwed = z.infer<typeof refundOwedSchema>;

export const REFUND_RECORDED = 'Remboursement enregistré.';
export const REFUND_REFERENCE_REQUIRED =
  'Indiquez la référence du remboursement (opérateur, virement…).';
export const refundSettlementSchema = z.object({
  reference: z.string().trim().min(1, REFUND_REFERENCE_REQUIRED).max(100),
});

export const STATEMENT_LINES_PER_PAGE = 50;
export const MONTH_INVALID = 'Mois invalide (AAAA-MM).';

export const statementQuerySchema = z.object({
  mois: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_INVALID),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** What one transaction did to the boutique's accounts (positive: owed to the boutique). */
const movementSchema = z.object({
  awaitingDelivery: z.number().int(),
  pending: z.number().int(),
  available: z.number().int(),
  /** Positive: the boutique owes more commission. */
  commissionOwed: z.number().int(),
});
export type BoutiqueMovement = z.infer<typeof movementSchema>;

/** A boutique's month in the ledger: its transactions, newest first, a page at a time. */
export const statementSchema = z.object({
  month: z.string(),
  lines: z.array(
    movementSchema.extend({
      at: z.string(),
      kind: z.enum(Object.keys(LEDGER_KINDS) as [LedgerKind, ...LedgerKind[]]),
      orderNumber: z.string().nullable(),
    }),
  ),
  /** The month's movements, all pages together. */
  totals: movementSchema,
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type Statement = z.infer<typeof statementSchema>;
