import { createHmac } from 'node:crypto';
import { z } from 'zod';
import {
  AggregatorUnavailable,
  hostedPaymentUrl,
  parseSignedJson,
  sameSignature,
  type PaymentProvider,
  type TransactionStatus,
} from './payment-providers.ts';

// FedaPay (docs.fedapay.com, « Intégration API »), by plain HTTPS calls with the secret key as
// a bearer token: POST /v1/transactions creates the transaction (whole XOF, currency.iso,
// callback_url, the customer with an E.164 phone and its country), POST
// /v1/transactions/{id}/token gives its hosted page, GET /v1/transactions/{id} its status.
// Webhooks carry X-FEDAPAY-SIGNATURE: "t=<unix seconds>,s=<hex HMAC-SHA256 of `${t}.${raw
// body}` under the webhook's secret>"; older than the tolerance, a signed event is refused.

const FEDAPAY_SIGNATURE_HEADER = 'x-fedapay-signature';
export const FEDAPAY_API_URLS = {
  sandbox: 'https://sandbox-api.fedapay.com',
  live: 'https://api.fedapay.com',
} as const;
/** FedaPay's own SDK refuses an event signed more than five minutes ago. */
const TOLERANCE_SECONDS = 300;
const TIMEOUT_MS = 10_000;

export interface FedapayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Without /v1: the sandbox's, live's, or a local server's in tests. */
  apiUrl: string;
  now?: () => Date;
}

const transactionSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  amount: z.number(),
  status: z.string(),
  currency_id: z.union([z.number(), z.string()]).transform(String),
});
const wrappedTransaction = z.object({ 'v1/transaction': transactionSchema });
const tokenSchema = z.object({ token: z.string(), url: z.url() });
const eventSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  name: z.string(),
  entity: transactionSchema,
});

/** FedaPay's statuses: approved (and what follows it) is paid; declined, canceled, expired not. */
function statusOf(fedapayStatus: string): TransactionStatus {
  if (['approved', 'transferred'].includes(fedapayStatus)) return 'Réussi';
  if (['declined', 'canceled', 'expired'].includes(fedapayStatus)) return 'Échoué';
  return 'En attente';
}

const EVENT_STATUSES: Record<string, TransactionStatus> = {
  'transaction.approved': 'Réussi',
  'transaction.declined': 'Échoué',
  'transaction.canceled': 'Échoué',
};

/** "t=…,s=…" read as FedaPay writes it; null when either part is missing. */
function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.split('=', 2).map((item) => item.trim());
    if (key === 't' && /^[0-9]+$/.test(value)) timestamp = Number(value);
    if (key === 's') signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

const digestOf = (rawBody: string, secret: string, timestamp: number) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

export function createFedapayProvider(options: FedapayOptions): PaymentProvider {
  const now = options.now ?? (() => new Date());
  const base = `${options.apiUrl.replace(/\/+$/, '')}/v1`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    body?: object,
  ) {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new AggregatorUnavailable(`FedaPay injoignable : ${String(error)}`);
    }
    if (!response.ok) {
      throw new AggregatorUnavailable(`FedaPay a répondu ${response.status} à ${method} ${path}`);
    }
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) {
      throw new AggregatorUnavailable(`Réponse de FedaPay illisible à ${method} ${path}`);
    }
    return parsed.data;
  }

  return {
    id: 'fedapay',
    paymentUrl: hostedPaymentUrl,

    verifyNotification(request) {
      const signed = parseSignatureHeader(request.header(FEDAPAY_SIGNATURE_HEADER) ?? '');
      if (!signed) return Promise.resolve(null);
      const digest = digestOf(request.rawBody, options.webhookSecret, signed.timestamp);
      if (!signed.signatures.some((signature) => sameSignature(signature, digest))) {
        return Promise.resolve(null);
      }
      // A signed event replayed later than the tolerance is refused, as FedaPay's SDK does.
      const age = Math.floor(now().getTime() / 1000) - signed.timestamp;
      if (Math.abs(age) > TOLERANCE_SECONDS) return Promise.resolve(null);
      const body = parseSignedJson(request.rawBody);
      const name = z.object({ name: z.string() }).safeParse(body);
      // Customers, payouts…: signed, acknowledged, nothing to do with an order's payment.
      if (name.success && !name.data.name.startsWith('transaction.')) {
        return Promise.resolve('sans-objet' as const);
      }
      const event = eventSchema.safeParse(body);
      if (!event.success) return Promise.resolve('corps-invalide' as const);
      const status = EVENT_STATUSES[event.data.name] ?? statusOf(event.data.entity.status);
      return Promise.resolve({
        eventId: event.data.id,
        payment: { transactionId: event.data.entity.id },
        status,
        amount: event.data.entity.amount,
        currency: event.data.entity.currency_id,
      });
    },

    hosted: {
      async open(payment) {
        const [firstname = payment.customer.name, ...rest] = payment.customer.name.split(/\s+/);
        const { 'v1/transaction': transaction } = await call(
          'POST',
          '/transactions',
          wrappedTransaction,
          {
            description: payment.description,
            amount: payment.amount,
            currency: { iso: 'XOF' },
            callback_url: payment.returnUrl,
            merchant_reference: payment.reference,
            customer: {
              firstname,
              lastname: rest.join(' ') || firstname,
              ...(payment.customer.email ? { email: payment.customer.email } : {}),
              phone_number: {
                number: payment.customer.phone,
                country: payment.customer.country.toLowerCase(),
              },
            },
          },
        );
        const token = await call('POST', `/transactions/${transaction.id}/token`, tokenSchema);
        return {
          transactionId: transaction.id,
          pageUrl: token.url,
          currency: transaction.currency_id,
        };
      },

      async state(transactionId) {
        const { 'v1/transaction': transaction } = await call(
          'GET',
          `/transactions/${encodeURIComponent(transactionId)}`,
          wrappedTransaction,
        );
        return {
          status: statusOf(transaction.status),
          amount: transaction.amount,
          currency: transaction.currency_id,
        };
      },
    },
  };
}
