import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import {
  closeServer,
  listenLocally,
  readBody,
  sendJson as json,
  type WebhookDelivery,
} from './local-http.ts';

// A local server speaking CinetPay's documented API (docs.cinetpay.com, API 1.0), for contract
// tests: POST /v2/payment opens the hosted page of the merchant's transaction_id, POST
// /v2/payment/check tells its status, and each status change is posted to notify_url as a form
// with `x-token`: the hex HMAC-SHA256, under the secret key, of the form's values in order.

const CINETPAY_TEST_KEYS = {
  apiKey: 'cle-api-test',
  siteId: '445160',
  secretKey: 'secret-cinetpay-test',
};

interface CinetpayPayment {
  transaction_id: string;
  amount: number;
  currency: string;
  notify_url: string;
  return_url: string;
  status: 'WAITING_FOR_CUSTOMER' | 'ACCEPTED' | 'REFUSED';
}

export interface CinetpayServer {
  url: string;
  env: Record<string, string>;
  payments: CinetpayPayment[];
  deliverTo(delivery: WebhookDelivery): void;
  /** The buyer pays or is refused; the notification is posted unless `lost`. */
  decide(
    transactionId: string,
    status: 'ACCEPTED' | 'REFUSED',
    options?: { lost?: boolean; secret?: string },
  ): Promise<{ status: number; body: string } | null>;
  stop(): Promise<void>;
}

const FORM_ORDER = [
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
];

export async function startCinetpayServer(): Promise<CinetpayServer> {
  const payments: CinetpayPayment[] = [];
  let delivery: WebhookDelivery | null = null;
  const credentialsOk = (body: Record<string, unknown>) =>
    body.apikey === CINETPAY_TEST_KEYS.apiKey && body.site_id === CINETPAY_TEST_KEYS.siteId;

  const server = http.createServer((request, response) => {
    void (async () => {
      const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
      if (!credentialsOk(body))
        return json(response, 403, { code: '608', message: 'MINIMUM_REQUIRED_FIELDS' });
      if (request.method === 'POST' && request.url === '/v2/payment') {
        const amount = body.amount;
        if (!Number.isInteger(amount) || typeof body.transaction_id !== 'string') {
          return json(response, 400, { code: '608', message: 'MINIMUM_REQUIRED_FIELDS' });
        }
        if (payments.some((item) => item.transaction_id === body.transaction_id)) {
          return json(response, 400, { code: '609', message: 'TRANSACTION_EXIST' });
        }
        payments.push({
          transaction_id: body.transaction_id,
          amount: amount as number,
          currency: String(body.currency),
          notify_url: String(body.notify_url),
          return_url: String(body.return_url),
          status: 'WAITING_FOR_CUSTOMER',
        });
        const token = randomBytes(12).toString('hex');
        return json(response, 200, {
          code: '201',
          message: 'CREATED',
          data: { payment_token: token, payment_url: `${url}/payment/${token}` },
        });
      }
      const payment = payments.find((item) => item.transaction_id === body.transaction_id);
      if (request.method === 'POST' && request.url === '/v2/payment/check' && payment) {
        return json(response, 200, {
          code: payment.status === 'ACCEPTED' ? '00' : '662',
          message: payment.status === 'ACCEPTED' ? 'SUCCES' : payment.status,
          data: {
            amount: String(payment.amount),
            currency: payment.currency,
            status: payment.status,
            payment_method: 'OM',
          },
        });
      }
      return json(response, 404, { code: '404', message: 'NOT_FOUND' });
    })().catch((error: unknown) => json(response, 500, { message: String(error) }));
  });
  const url = await listenLocally(server);

  return {
    url,
    env: {
      CINETPAY_API_KEY: CINETPAY_TEST_KEYS.apiKey,
      CINETPAY_SITE_ID: CINETPAY_TEST_KEYS.siteId,
      CINETPAY_SECRET_KEY: CINETPAY_TEST_KEYS.secretKey,
      CINETPAY_API_URL: url,
    },
    payments,
    deliverTo(next) {
      delivery = next;
    },
    async decide(transactionId, status, options = {}) {
      const payment = payments.find((item) => item.transaction_id === transactionId);
      if (!payment) throw new Error(`Transaction ${transactionId} inconnue.`);
      payment.status = status;
      if (options.lost) return null;
      if (!delivery) throw new Error('Aucun webhook où livrer la notification.');
      const form = new URLSearchParams({
        cpm_site_id: CINETPAY_TEST_KEYS.siteId,
        cpm_trans_id: transactionId,
        cpm_trans_date: '2026-12-07 10:00:00',
        cpm_amount: String(payment.amount),
        cpm_currency: payment.currency,
        signature: randomBytes(16).toString('hex'),
        payment_method: 'OM',
        cel_phone_num: '90112233',
        cpm_phone_prefixe: '228',
        cpm_language: 'fr',
        cpm_version: 'V4',
        cpm_payment_config: 'SINGLE',
        cpm_page_action: 'PAYMENT',
        cpm_custom: '',
        cpm_designation: 'Commande',
        cpm_error_message: status === 'ACCEPTED' ? 'SUCCES' : 'PAYMENT_FAILED',
      });
      const token = createHmac('sha256', options.secret ?? CINETPAY_TEST_KEYS.secretKey)
        .update(FORM_ORDER.map((field) => form.get(field) ?? '').join(''))
        .digest('hex');
      return delivery({
        rawBody: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-token': token },
      });
    },
    stop: () => closeServer(server),
  };
}
