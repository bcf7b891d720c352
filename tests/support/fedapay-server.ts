import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import {
  closeServer,
  listenLocally,
  readBody,
  sendJson as json,
  type WebhookDelivery,
} from './local-http.ts';

// A local server speaking FedaPay's documented API (docs.fedapay.com, « Intégration API »), for
// contract tests: bearer secret key, POST /v1/transactions → { "v1/transaction": … }, POST
// /v1/transactions/{id}/token → { token, url }, GET /v1/transactions/{id}, a hosted page, and
// events posted to the merchant's webhook signed "t=…,s=<HMAC-SHA256 of `${t}.${body}`>".
// Payouts (« Payouts management »): POST /v1/payouts → { "v1/payout": … } pending, PUT
// /v1/payouts/start with [{ id, phone_number }] starts them, GET /v1/payouts/{id}; the test
// decides how a started payout ends (sent, or failed with last_error_message).

const FEDAPAY_TEST_KEYS = {
  secretKey: 'sk_sandbox_baobab_test',
  webhookSecret: 'wh_sandbox_baobab_test',
};
/** The currency id this server gives XOF, as FedaPay answers with a currency_id. */
const XOF_ID = 1;

export interface FedapayTransaction {
  id: number;
  reference: string;
  description: string;
  amount: number;
  status: 'pending' | 'approved' | 'declined' | 'canceled';
  currency_id: number;
  callback_url: string;
  merchant_reference: string | null;
  customer: { firstname: string; lastname: string; email?: string; phone_number: unknown };
}

export interface FedapayPayout {
  id: number;
  reference: string;
  amount: number;
  status: 'pending' | 'started' | 'sent' | 'failed';
  currency_id: number;
  description: string | null;
  customer: { firstname: string; lastname: string; phone_number: unknown };
  last_error_message: string | null;
}

export interface FedapayServer {
  /** FEDAPAY_API_URL for the app. */
  url: string;
  env: Record<string, string>;
  transactions: FedapayTransaction[];
  payouts: FedapayPayout[];
  /** How many start requests each payout received (a second one is refused). */
  starts: Map<number, number>;
  /** A started payout ends: sent to the number, or failed with FedaPay's message. */
  endPayout(payoutId: number, outcome: 'sent' | 'failed', message?: string): void;
  /** True: every API call answers 503, as an aggregator down. */
  down: boolean;
  /** Where events are posted (the app's webhook). */
  deliverTo(delivery: WebhookDelivery): void;
  /**
   * The buyer decides on the hosted page: the transaction's status changes and its event is
   * sent, unless `lost` (a webhook that never arrives). Returns the event's raw body.
   */
  decide(
    transactionId: number,
    status: 'approved' | 'declined' | 'canceled',
    options?: { lost?: boolean; amount?: number; currencyId?: number },
  ): Promise<{ rawBody: string; response: { status: number; body: string } | null }>;
  /** The X-FEDAPAY-SIGNATURE of a body signed at `timestamp` (seconds) with `secret`. */
  signature(rawBody: string, options?: { timestamp?: number; secret?: string }): string;
  /** Posts an event body signed at `timestamp` (seconds) with `secret`, as FedaPay does. */
  send(
    rawBody: string,
    options?: { timestamp?: number; secret?: string },
  ): Promise<{ status: number; body: string }>;
  stop(): Promise<void>;
}

/** Why a create request is not one FedaPay takes; null when it is. */
function refusal(body: Record<string, unknown>): string | null {
  const customer = body.customer as FedapayTransaction['customer'] | undefined;
  const phone = customer?.phone_number as { number?: unknown; country?: unknown } | undefined;
  if (typeof body.description !== 'string' || body.description === '') return 'description';
  if (!Number.isInteger(body.amount) || (body.amount as number) <= 0) return 'amount';
  if ((body.currency as { iso?: unknown } | undefined)?.iso !== 'XOF') return 'currency';
  if (typeof body.callback_url !== 'string' || !URL.canParse(body.callback_url)) {
    return 'callback_url';
  }
  if (typeof phone?.number !== 'string' || !/^\+[1-9][0-9]{6,14}$/.test(phone.number)) {
    return 'customer.phone_number.number';
  }
  if (typeof phone.country !== 'string' || !/^[a-z]{2}$/.test(phone.country)) {
    return 'customer.phone_number.country';
  }
  return null;
}

/** Why a payout request is not one FedaPay takes; null when it is. */
function payoutRefusal(body: Record<string, unknown>): string | null {
  const customer = body.customer as FedapayPayout['customer'] | undefined;
  const phone = customer?.phone_number as { number?: unknown; country?: unknown } | undefined;
  if (!Number.isInteger(body.amount) || (body.amount as number) <= 0) return 'amount';
  if ((body.currency as { iso?: unknown } | undefined)?.iso !== 'XOF') return 'currency';
  if (typeof customer?.firstname !== 'string' || typeof customer.lastname !== 'string') {
    return 'customer';
  }
  if (typeof phone?.number !== 'string' || !/^\+[1-9][0-9]{6,14}$/.test(phone.number)) {
    return 'customer.phone_number.number';
  }
  if (typeof phone.country !== 'string' || !/^[a-z]{2}$/.test(phone.country)) {
    return 'customer.phone_number.country';
  }
  return null;
}

export async function startFedapayServer(): Promise<FedapayServer> {
  const transactions: FedapayTransaction[] = [];
  const payouts: FedapayPayout[] = [];
  const starts = new Map<number, number>();
  const tokens = new Map<string, number>();
  let delivery: WebhookDelivery | null = null;
  let events = 0;
  let url = '';

  const server = http.createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://local').pathname;
      const hosted = /^\/paiement\/([A-Za-z0-9_-]+)$/.exec(path);
      if (request.method === 'GET' && hosted) {
        const id = tokens.get(hosted[1] ?? '');
        const transaction = transactions.find((item) => item.id === id);
        if (!transaction) return json(response, 404, { message: 'Not found' });
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          `<!doctype html><title>FedaPay</title><h1>Payer ${transaction.amount} XOF</h1>` +
            `<form method="post" action="${path}/approve"><button>Approuver</button></form>` +
            `<a href="${transaction.callback_url}">Retour</a>`,
        );
        return;
      }
      const approve = /^\/paiement\/([A-Za-z0-9_-]+)\/approve$/.exec(path);
      if (request.method === 'POST' && approve) {
        const id = tokens.get(approve[1] ?? '');
        const transaction = transactions.find((item) => item.id === id);
        if (!transaction) return json(response, 404, { message: 'Not found' });
        await fedapay.decide(transaction.id, 'approved');
        response.writeHead(303, { location: transaction.callback_url });
        response.end();
        return;
      }
      if (fedapay.down) return json(response, 503, { message: 'Service Unavailable' });
      if (request.headers.authorization !== `Bearer ${FEDAPAY_TEST_KEYS.secretKey}`) {
        return json(response, 401, { message: 'Unauthenticated' });
      }
      if (request.method === 'POST' && path === '/v1/transactions') {
        const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
        const wrong = refusal(body);
        if (wrong) return json(response, 422, { message: 'Invalid', errors: { [wrong]: [] } });
        const transaction: FedapayTransaction = {
          id: 1000 + transactions.length + 1,
          reference: `trx_${randomBytes(4).toString('hex')}`,
          description: body.description as string,
          amount: body.amount as number,
          status: 'pending',
          currency_id: XOF_ID,
          callback_url: body.callback_url as string,
          merchant_reference: (body.merchant_reference as string | undefined) ?? null,
          customer: body.customer as FedapayTransaction['customer'],
        };
        transactions.push(transaction);
        return json(response, 200, { 'v1/transaction': transaction });
      }
      if (request.method === 'POST' && path === '/v1/payouts') {
        const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
        const wrong = payoutRefusal(body);
        if (wrong) return json(response, 422, { message: 'Invalid', errors: { [wrong]: [] } });
        const payout: FedapayPayout = {
          id: 7000 + payouts.length + 1,
          reference: `pay_${randomBytes(4).toString('hex')}`,
          amount: body.amount as number,
          status: 'pending',
          currency_id: XOF_ID,
          description: (body.description as string | undefined) ?? null,
          customer: body.customer as FedapayPayout['customer'],
          last_error_message: null,
        };
        payouts.push(payout);
        return json(response, 200, { 'v1/payout': payout });
      }
      if (request.method === 'PUT' && path === '/v1/payouts/start') {
        const body = JSON.parse((await readBody(request)) || '[]') as unknown;
        if (!Array.isArray(body) || body.length === 0) {
          return json(response, 422, { message: 'Invalid' });
        }
        const started: FedapayPayout[] = [];
        for (const item of body as { id?: unknown }[]) {
          const payout = payouts.find((candidate) => candidate.id === item.id);
          if (!payout) return json(response, 404, { message: 'Not found' });
          starts.set(payout.id, (starts.get(payout.id) ?? 0) + 1);
          if (payout.status !== 'pending') {
            return json(response, 422, { message: 'Payout already started' });
          }
          started.push(payout);
        }
        for (const payout of started) payout.status = 'started';
        return json(response, 200, { 'v1/payouts': started });
      }
      const payoutPath = /^\/v1\/payouts\/([0-9]+)$/.exec(path);
      if (request.method === 'GET' && payoutPath) {
        const payout = payouts.find((candidate) => String(candidate.id) === payoutPath[1]);
        if (!payout) return json(response, 404, { message: 'Not found' });
        return json(response, 200, { 'v1/payout': payout });
      }
      const token = /^\/v1\/transactions\/([0-9]+)\/token$/.exec(path);
      const one = /^\/v1\/transactions\/([0-9]+)$/.exec(path);
      const transaction = transactions.find((item) => String(item.id) === (token?.[1] ?? one?.[1]));
      if (request.method === 'POST' && token && transaction) {
        const value = randomBytes(12).toString('base64url');
        tokens.set(value, transaction.id);
        return json(response, 200, { token: value, url: `${url}/paiement/${value}` });
      }
      if (request.method === 'GET' && one && transaction) {
        return json(response, 200, { 'v1/transaction': transaction });
      }
      return json(response, 404, { message: 'Not found' });
    })().catch((error: unknown) => json(response, 500, { message: String(error) }));
  });
  url = await listenLocally(server);

  const fedapay: FedapayServer = {
    url,
    env: {
      FEDAPAY_SECRET_KEY: FEDAPAY_TEST_KEYS.secretKey,
      FEDAPAY_WEBHOOK_SECRET: FEDAPAY_TEST_KEYS.webhookSecret,
      FEDAPAY_ENV: 'sandbox',
      FEDAPAY_API_URL: url,
    },
    transactions,
    payouts,
    starts,
    endPayout(payoutId, outcome, message) {
      const payout = payouts.find((candidate) => candidate.id === payoutId);
      if (payout?.status !== 'started') throw new Error(`Versement ${payoutId} non envoyé.`);
      payout.status = outcome;
      payout.last_error_message = outcome === 'failed' ? (message ?? 'Failed') : null;
    },
    down: false,
    deliverTo(next) {
      delivery = next;
    },
    signature(rawBody, options = {}) {
      const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
      // Signed as FedaPay documents it, apart from the app's own code: HMAC-SHA256 of
      // "<t>.<raw body>" under the webhook's secret, sent as "t=<t>,s=<hex>".
      const digest = createHmac('sha256', options.secret ?? FEDAPAY_TEST_KEYS.webhookSecret)
        .update(`${timestamp}.${rawBody}`)
        .digest('hex');
      return `t=${timestamp},s=${digest}`;
    },
    async send(rawBody, options = {}) {
      if (!delivery) throw new Error('Aucun webhook où livrer l’événement.');
      return delivery({
        rawBody,
        headers: {
          'content-type': 'application/json',
          'x-fedapay-signature': fedapay.signature(rawBody, options),
        },
      });
    },
    async decide(transactionId, status, options = {}) {
      const transaction = transactions.find((item) => item.id === transactionId);
      if (!transaction) throw new Error(`Transaction ${transactionId} inconnue.`);
      transaction.status = status;
      events += 1;
      const rawBody = JSON.stringify({
        id: 5000 + events,
        object: 'event',
        name: `transaction.${status}`,
        object_id: transaction.id,
        entity: {
          ...transaction,
          amount: options.amount ?? transaction.amount,
          currency_id: options.currencyId ?? transaction.currency_id,
        },
      });
      const response = options.lost ? null : await fedapay.send(rawBody);
      return { rawBody, response };
    },
    stop: () => closeServer(server),
  };
  return fedapay;
}
