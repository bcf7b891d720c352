import { z } from 'zod';
import { formatFrenchDate } from './french-format.ts';
import { LEDGER_KINDS, type Statement } from './ledger.ts';
import { ORDER_STATUSES } from './orders.ts';

// The boutique's « Paiements » screen (issue 46 §3): what the ledger says it is owed, order by
// order, when its money becomes available, and its monthly statements to download. Every figure
// is read from the ledger (decision 055); nothing here is computed from order totals alone.

export const PAYMENT_ORDERS_PER_PAGE = 20;

/** Where an order's money stands in the ledger, for the boutique. */
export const PAYMENT_ORDER_STATES = {
  'a-livrer': 'Payée en ligne, à livrer',
  'en-garantie': 'Livrée, en période de garantie',
  disponible: 'Disponible pour versement',
  versee: 'Versée à la boutique',
  rembourse: 'Annulée : remboursée à l’acheteur',
  'commission-due': 'Payée à la livraison : commission due',
  'commission-reglee': 'Payée à la livraison : commission réglée',
} as const;
export type PaymentOrderState = keyof typeof PAYMENT_ORDER_STATES;

const paymentOrderSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Paid online (the platform holds the money) or in cash to the boutique at delivery. */
  paidOnline: z.boolean(),
  /** What the buyer paid: products and delivery fee. */
  gross: z.number().int(),
  /** The platform's commission, recorded on the order's lines at checkout. */
  commission: z.number().int(),
  deliveryFee: z.number().int(),
  /** The boutique's share: gross less commission (the delivery fee stays the boutique's). */
  net: z.number().int(),
  state: z.enum(Object.keys(PAYMENT_ORDER_STATES) as [PaymentOrderState, ...PaymentOrderState[]]),
  /** The end of its holding period, while it is in one. */
  availableAt: z.string().nullable(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

export const sellerPaymentsSchema = z.object({
  balance: z.object({
    /** Paid online and not delivered yet, or delivered and within the holding period. */
    pending: z.number().int(),
    awaitingDelivery: z.number().int(),
    inHold: z.number().int(),
    /** Past the holding period, not paid out yet. */
    available: z.number().int(),
    /** Everything paid out to the boutique's payout account so far. */
    paidOut: z.number().int(),
    /** Commission on cash collected at delivery, netted from the next payouts. */
    commissionOwed: z.number().int(),
  }),
  holdDays: z.number().int(),
  /** The earliest end of a holding period still running: money becomes available then. */
  nextAvailableAt: z.string().nullable(),
  /** The smallest payout the team makes, once its payout runs say so; null until then. */
  payoutMinimum: z.number().int().nullable(),
  orders: z.object({
    lines: z.array(paymentOrderSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageCount: z.number().int(),
  }),
  /** The months that have a statement (from the first entry to this one), newest first. */
  months: z.array(z.string()),
});
export type SellerPayments = z.infer<typeof sellerPaymentsSchema>;

export const paymentsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const STATEMENT_FORMATS = ['csv', 'pdf'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** « 2026-11 » → « novembre 2026 ». */
export const monthLabel = (month: string) =>
  formatFrenchDate(`${month}-02T00:00:00Z`, { month: 'long' }).replace(/^\d+ /, '');

/** The statement's file name: releve-2026-11.csv. */
export const statementFileName = (month: string, format: StatementFormat) =>
  `releve-${month}.${format}`;

/** Saved under its name, never kept by a shared cache. */
export function statementDownloadHeaders(
  month: string,
  format: StatementFormat,
): Record<string, string> {
  return {
    'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
    'content-disposition': `attachment; filename="${statementFileName(month, format)}"`,
    'cache-control': 'private, no-store',
  };
}

/** Where the site hands out a month's statement (the session cookie decides the boutique). */
export const statementPath = (dashboardId: string, month: string, format: StatementFormat) =>
  `/vendeur-dashboard/${dashboardId}/paiements/releve/${month}.${format}`;

export const STATEMENT_COLUMNS = [
  'Date',
  'Opération',
  'Commande',
  'Payé, à livrer (FCFA)',
  'En garantie (FCFA)',
  'Disponible (FCFA)',
  'Commission due (FCFA)',
] as const;

const BYTE_ORDER_MARK = '\uFEFF';

/** A CSV field: quoted when it holds the separator, a quote or a line break. */
const csvField = (value: string | number) => {
  const text = String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * The month's statement as Excel opens it in French: `;` between fields, UTF-8 with its byte
 * order mark, CRLF lines, whole FCFA without spaces (so that they stay numbers), oldest first,
 * and a last line of totals.
 */
export function statementCsv(statement: Pick<Statement, 'lines' | 'totals'>): string {
  const rows: (string | number)[][] = [[...STATEMENT_COLUMNS]];
  for (const line of [...statement.lines].reverse()) {
    rows.push([
      formatStatementDate(line.at),
      LEDGER_KINDS[line.kind],
      line.orderNumber ?? '',
      line.awaitingDelivery,
      line.pending,
      line.available,
      line.commissionOwed,
    ]);
  }
  const { totals } = statement;
  rows.push([
    'Total du mois',
    '',
    '',
    totals.awaitingDelivery,
    totals.pending,
    totals.available,
    totals.commissionOwed,
  ]);
  return BYTE_ORDER_MARK + rows.map((row) => row.map(csvField).join(';')).join('\r\n') + '\r\n';
}

/** « 05/11/2026 », in UTC (West African time). */
export function formatStatementDate(at: string): string {
  const date = new Date(at);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}
