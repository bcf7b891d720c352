import { createHmac } from 'node:crypto';
import { z } from 'zod';
import {
  AggregatorUnavailable,
  hostedPaymentUrl,
  sameSignature,
  type PaymentProvider,
  type TransactionState,
  type TransactionStatus,
} from './payment-providers.ts';

// CinetPay (docs.cinetpay.com, API 1.0): POST /v2/payment opens the hosted page for our
// transaction_id (the payment's reference), POST /v2/payment/check tells its status. Its
// notification is a form POSTed to notify_url with an `x-token` header: the hex HMAC-SHA256,
// under the merchant's secret key, of the form's values concatenated in the documented order.
// CinetPay asks the merchant to trust the status from /v2/payment/check, not the form: once
// the token is right, the status, amount and currency come from that call.

const CINETPAY_TOKEN_HEADER = 'x-token';
export const CINETPAY_API_URL = 'https://api-checkout.cinetpay.com';
const TIMEOUT_MS = 10_000;

/** The notification's fields, in the order CinetPay concatenates them for its x-token. */
const TOKEN_FIELDS = [
  'cpm_site_id',
  'cpm_trans_id',
  'cpm_trans_date',
  'cpm_amount',
  'cpm_currency',
  'signature',
  'payment_method',
  'cel_phone_num',
  'cpm_phone_prefixe',
  'cpm_language',
  'cpm_version',
  'cpm_payment_config',
  'cpm_page_action',
  'cpm_custom',
  'cpm_designation',
  'cpm_error_message',
] as const;

export interface CinetpayOptions {
  apiKey: string;
  siteId: string;
  secretKey: string;
  apiUrl: string;
  /** Our webhook, where CinetPay posts its notifications. */
  notifyUrl: string;
}

function cinetpayToken(form: URLSearchParams, secretKey: string): string {
  const joined = TOKEN_FIELDS.map((field) => form.get(field) ?? '').join('');
  return createHmac('sha256', secretKey).update(joined).digest('hex');
}

const initSchema = z.object({
  code: z.literal('201'),
  data: z.object({ payment_url: z.url() }),
});
const checkSchema = z.object({
  code: z.string(),
  data: z.object({
    amount: z.union([z.string(), z.number()]).transform(Number),
    currency: z.string(),
    status: z.string(),
  }),
});

function statusOf(cinetpayStatus: string): TransactionStatus {
  if (cinetpayStatus === 'ACCEPTED') return 'Réussi';
  if (['REFUSED', 'CANCELED', 'CANCELLED'].includes(cinetpayStatus)) return 'Échoué';
  return 'En attente';
}

export function createCinetpayProvider(options: CinetpayOptions): PaymentProvider {
  const base = options.apiUrl.replace(/\/+$/, '');
  const credentials = { apikey: options.apiKey, site_id: options.siteId };

  async function post<T>(path: string, body: object, schema: z.ZodType<T>): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...credentials, ...body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new AggregatorUnavailable(`CinetPay injoignable : ${String(error)}`);
    }
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!response.ok || !parsed.success) {
      throw new AggregatorUnavailable(`CinetPay a répondu ${response.status} à ${path}`);
    }
    return parsed.data;
  }

  async function state(transactionId: string): Promise<TransactionState> {
    const { data } = await post(
      '/v2/payment/check',
      { transaction_id: transactionId },
      checkSchema,
    );
    return { status: statusOf(data.status), amount: data.amount, currency: data.currency };
  }

  return {
    id: 'cinetpay',
    paymentUrl: hostedPaymentUrl,

    async verifyNotification(request) {
      const form = new URLSearchParams(request.rawBody);
      const token = request.header(CINETPAY_TOKEN_HEADER) ?? '';
      if (!sameSignature(token, cinetpayToken(form, options.secretKey))) return null;
      const transactionId = form.get('cpm_trans_id');
      if (!transactionId || form.get('cpm_site_id') !== options.siteId) return 'corps-invalide';
      const now = await state(transactionId);
      return {
        // CinetPay numbers no event: a status reached is the event, told once.
        eventId: `${transactionId}:${now.status}`,
        payment: { transactionId },
        ...now,
      };
    },

    hosted: {
      async open(payment) {
        const [name = payment.customer.name, ...surname] = payment.customer.name.split(/\s+/);
        const { data } = await post(
          '/v2/payment',
          {
            transaction_id: payment.reference,
            amount: payment.amount,
            currency: 'XOF',
            description: payment.description,
            notify_url: options.notifyUrl,
            return_url: payment.returnUrl,
            channels: 'ALL',
            lang: 'fr',
            customer_name: name,
            customer_surname: surname.join(' ') || name,
            customer_phone_number: payment.customer.phone,
            customer_email: payment.customer.email ?? undefined,
            customer_country: payment.customer.country,
          },
          initSchema,
        );
        return { transactionId: payment.reference, pageUrl: data.payment_url, currency: 'XOF' };
      },
      state,
    },
  };
}
