import { z } from 'zod';
import { listSearch } from './list-pages.ts';
import { ORDER_STATUSES } from './orders.ts';
import { MOBILE_MONEY_PROVIDERS, PAYMENT_METHODS } from './payment-methods.ts';
import type { ShopPaymentTerms } from './shop-payment-terms.ts';
import { MAX_LENGTH, tooLongMessage } from './text-lengths.ts';
import { requiredText } from './text.ts';

// The buyer's 'Mes Paiements' (spec sections 2 and 3: payment history item, payment form):
// one entry per payment (a checkout, which may pay several shops' orders), and the form that
// pays one still awaiting its online payment. Shared by the screen, its action and the API.

/** A payment's status (its colour); a cash payment never collected is 'Annulé'. */
export const PAYMENT_HISTORY_STATUSES = ['Réussi', 'Échoué', 'En attente', 'Annulé'] as const;
export type PaymentHistoryStatus = (typeof PAYMENT_HISTORY_STATUSES)[number];

export const PAYMENT_HISTORY_STATUS_COLORS: Record<PaymentHistoryStatus, string> = {
  Réussi: 'green',
  Échoué: 'red',
  'En attente': 'gray',
  Annulé: 'red',
};

export const PAYMENTS_PER_PAGE = 10;

export const PAYMENT_DONE_MESSAGE = 'Paiement effectué avec succès !';
export const PAYMENT_DECLINED_MESSAGE = 'Le paiement a été refusé : la commande est annulée.';

const paidOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  boutique: z.string(),
  total: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** Paid: its invoice can be downloaded (GET /api/commandes/{id}/facture). */
  invoice: z.boolean(),
});

export const paymentHistoryItemSchema = z.object({
  /** The payment's reference with the provider. */
  transactionId: z.string(),
  date: z.iso.datetime({ offset: true }),
  /** Whole FCFA: what was (or is to be) paid, cancelled orders left out. */
  amount: z.number().int(),
  status: z.enum(PAYMENT_HISTORY_STATUSES),
  /**
   * The status in the buyer's words (common/buyer-payment.ts): paid on delivery, what the
   * couriers still collect (« À régler au livreur : 3 000 FCFA »), « Payé au livreur » or
   * « Rien à régler »; paid online, the status itself.
   */
  label: z.string().meta({ example: 'À régler au livreur : 3 000 FCFA' }),
  method: z.enum(PAYMENT_METHODS),
  operator: z.enum(MOBILE_MONEY_PROVIDERS).nullable(),
  /** Only masked ('•••• 4242', 'k•••@exemple.tg'). */
  account: z.string().nullable(),
  testMode: z.boolean(),
  /** Awaiting its online payment: the payment form can pay it. */
  payable: z.boolean(),
  orders: z.array(paidOrderSchema),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;

export const paymentHistoryPageSchema = z.object({
  payments: z.array(paymentHistoryItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type PaymentHistoryPage = z.infer<typeof paymentHistoryPageSchema>;

/** `?page=2`, or '' for the first page. */
export const paymentPageSearch = (page: number) => listSearch([['page', page]]);

/**
 * What the payment form sends: which payment, and the method with at most an operator and the
 * payer's reference (kept masked). Card numbers, CVC and PIN never leave the browser.
 */
export const payPendingSchema = z.strictObject({
  reference: requiredText('Choisissez la commande à payer.').max(100, 'Paiement introuvable.'),
  country: requiredText('Choisissez un pays.').max(60, 'Pays invalide.'),
  method: z.enum(PAYMENT_METHODS, 'Choisissez un moyen de paiement.'),
  provider: z.enum(MOBILE_MONEY_PROVIDERS, 'Choisissez un opérateur.').optional(),
  account: requiredText('Renseignez le compte de paiement.').max(
    MAX_LENGTH.paymentAccount,
    tooLongMessage('Le compte de paiement', MAX_LENGTH.paymentAccount),
  ),
});
export type PayPendingInput = z.output<typeof payPendingSchema>;

export const payPendingResultSchema = z.object({
  /** The provider's page where the buyer confirms the payment. */
  paymentUrl: z.string(),
});

/** A payment the form can pay: its amount, its orders and what each of their shops accepts. */
export interface PayablePayment {
  reference: string;
  amount: number;
  orderNumbers: string[];
  shops: ShopPaymentTerms[];
}
