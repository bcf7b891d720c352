import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { CASH_ON_DELIVERY, type PaymentMethod } from '#common/payment-methods.ts';

// How a checkout gets paid. Each provider says where the buyer goes after the checkout (a
// payment page, or nowhere: cash on delivery) and how its notifications are authenticated.
// A real aggregator (FedaPay, CinetPay) also opens a transaction on its hosted page and tells
// its status when asked (`hosted`): adding one is one file implementing this interface, and
// its keys in the configuration (decision 054).

export type ProviderId = 'livraison' | 'test' | 'fedapay' | 'cinetpay';

/** What the test aggregator's webhook body holds. */
export const paymentNotificationSchema = z.strictObject({
  eventId: z.string().min(1).max(100),
  reference: z.string().min(1).max(100),
  status: z.enum(['Réussi', 'Échoué']),
  amount: z.number().int().positive(),
});

/** A payment's state at its aggregator; 'En attente' until the buyer approves or gives up. */
export type TransactionStatus = 'Réussi' | 'Échoué' | 'En attente';

/** What a provider tells us about a payment, once its signature is checked. */
export interface PaymentNotification {
  /** Unique per event at the provider: a replayed one is applied once. */
  eventId: string;
  /** Which payment: our reference (test provider) or the aggregator's transaction. */
  payment: { reference: string } | { transactionId: string };
  status: TransactionStatus;
  amount: number;
  /** The currency as the aggregator names it; null when it names none (the test provider). */
  currency: string | null;
}

/** A webhook as received: the exact bytes (signatures cover them) and the headers. */
export interface WebhookRequest {
  rawBody: string;
  header(name: string): string | undefined;
}

/** What an aggregator needs to open a transaction for a payment. */
export interface PaymentToOpen {
  reference: string;
  /** Whole FCFA (XOF). */
  amount: number;
  description: string;
  /** Where the hosted page sends the buyer back: the order's tracking page. */
  returnUrl: string;
  customer: { name: string; email: string | null; phone: string; country: string };
}

export interface OpenedTransaction {
  transactionId: string;
  /** The hosted page where the buyer pays. */
  pageUrl: string;
  /** Its currency as the aggregator names it, to check its notifications against. */
  currency: string;
}

export interface TransactionState {
  status: TransactionStatus;
  amount: number;
  currency: string;
}

/** A hosted-page aggregator's side of the interface. */
export interface HostedAggregator {
  /** Opens a transaction; throws AggregatorUnavailable when the aggregator cannot be reached. */
  open(payment: PaymentToOpen): Promise<OpenedTransaction>;
  /** The transaction's state now (the webhook's backup); throws AggregatorUnavailable. */
  state(transactionId: string): Promise<TransactionState>;
}

/** The aggregator did not answer, or answered with an error: nothing was charged. */
export class AggregatorUnavailable extends Error {}

export interface PaymentProvider {
  id: ProviderId;
  /**
   * Online providers only: the page where the buyer pays; null for cash on delivery.
   * `returnTo`: a path of the site where the page sends the buyer back (else the tracking page).
   */
  paymentUrl(reference: string, returnTo?: string): string | null;
  /**
   * The notification once authenticated; null when the signature is wrong (or the provider has
   * none), 'corps-invalide' when a correctly signed body is not a notification, 'sans-objet'
   * when it is about something else than a payment (a FedaPay customer.created).
   */
  verifyNotification(
    request: WebhookRequest,
  ): Promise<PaymentNotification | 'corps-invalide' | 'sans-objet' | null>;
  /** Real aggregators: their hosted page and status. */
  hosted?: HostedAggregator;
}

/**
 * Where an aggregator's buyer is sent: a page of the site that opens (or reuses) the
 * aggregator's transaction, then sends the buyer on to its hosted page.
 */
export const hostedPaymentUrl = (reference: string) => `/paiement/${encodeURIComponent(reference)}`;

/** Constant-time comparison of two signatures as text. */
export function sameSignature(received: string, expected: string): boolean {
  const a = Buffer.from(received);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The JSON in a signed body, or 'corps-invalide'. */
export function parseSignedJson(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody) as unknown;
  } catch {
    return 'corps-invalide';
  }
}

export const SIGNATURE_HEADER = 'x-baobab-signature';

const cashOnDelivery: PaymentProvider = {
  id: 'livraison',
  paymentUrl: () => null,
  // Nobody notifies a cash payment: the seller marks the order delivered.
  verifyNotification: () => Promise.resolve(null),
};

/**
 * The test aggregator: a payment page inside the site ('mode test') where the buyer approves or
 * declines, then a webhook signed with HMAC-SHA256 of the raw body, as West African
 * aggregators do. `sign` is the aggregator's side, used by its simulated page and by tests.
 */
export function createTestProvider(webhookKey: Buffer) {
  const sign = (rawBody: string) =>
    `sha256=${createHmac('sha256', webhookKey).update(rawBody).digest('hex')}`;
  const provider: PaymentProvider & { sign(rawBody: string): string } = {
    id: 'test',
    paymentUrl: (reference, returnTo) =>
      `/paiement-test/${encodeURIComponent(reference)}${returnTo ? `?retour=${encodeURIComponent(returnTo)}` : ''}`,
    sign,
    verifyNotification(request) {
      const signature = request.header(SIGNATURE_HEADER) ?? '';
      if (!sameSignature(signature, sign(request.rawBody))) return Promise.resolve(null);
      const parsed = paymentNotificationSchema.safeParse(parseSignedJson(request.rawBody));
      if (!parsed.success) return Promise.resolve('corps-invalide' as const);
      const { eventId, reference, status, amount } = parsed.data;
      return Promise.resolve({
        eventId,
        payment: { reference },
        status,
        amount,
        currency: null,
      });
    },
  };
  return provider;
}

export type TestProvider = ReturnType<typeof createTestProvider>;

/**
 * Cash on delivery stays with the seller; every online method goes through the online provider
 * configured (a real aggregator, else the test one).
 */
export function providerFor(method: PaymentMethod, online: ProviderId): ProviderId {
  return method === CASH_ON_DELIVERY ? 'livraison' : online;
}

export { cashOnDelivery };
