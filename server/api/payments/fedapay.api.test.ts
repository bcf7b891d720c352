import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutResult } from '#common/orders.ts';
import { PAYMENT_STATUS_JOB, startPaymentStatusJob } from '#modules/payments/payment-status-job.ts';
import { AGGREGATOR_DOWN } from '#modules/payments/payments.service.ts';
import { startFedapayServer, type FedapayServer } from '../../../tests/support/fedapay-server.ts';
import { injectedWebhook } from '../../../tests/support/local-http.ts';
import { GUEST, orderHelpers, type OfferRow } from '../../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { callCounter, sendFromTwoInstances } from '../../../tests/support/two-workers.ts';

// Contract tests of the FedaPay provider against a local server that speaks FedaPay's
// documented API and signs its events as FedaPay does, on a real PostgreSQL: a guest pays by
// Mobile Money, the webhook (approved, declined, canceled) settles the order once, forged,
// stale or wrong events change nothing, a lost webhook is recovered by the status check, and an
// aggregator down leaves the buyer a clear message and a retry that opens one transaction.

let testApp: TestApp;
let fedapay: FedapayServer;
const { checkout, call, offers, setStock, trackedOrders } = orderHelpers(() => testApp);
let offer: OfferRow;

const MOBILE_MONEY = { method: 'Mobile Money', provider: 'Moov', account: '+228 90 12 34 56' };
const TOGO = {
  country: 'Togo',
  city: 'Lomé',
  address: 'Rue des Cocotiers',
  phone: '+228 90 11 22 33',
};

beforeAll(async () => {
  fedapay = await startFedapayServer();
  testApp = await createTestApp({ template: 'demo', env: fedapay.env });
  fedapay.deliverTo(injectedWebhook(() => testApp, '/api/paiements/fedapay/webhook'));
  offer = (await offers())[0]!;
});
afterAll(async () => {
  await testApp?.close();
  await fedapay?.stop();
});
beforeEach(async () => {
  fedapay.down = false;
  await setStock(offer.id, 50);
});

/** A guest's Mobile Money checkout: it goes to the FedaPay page, not the test page. */
async function placeOnline(): Promise<CheckoutResult> {
  const response = await checkout({
    lines: [{ id: offer.id, quantity: 1 }],
    delivery: TOGO,
    payment: MOBILE_MONEY,
    guest: GUEST,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CheckoutResult>();
}

const open = (reference: string) => call('POST', `/api/paiements/${reference}/ouvrir`);

/** Opens the payment at FedaPay: its transaction, as the local FedaPay holds it. */
async function openAtFedapay(result: CheckoutResult) {
  const response = await open(result.reference);
  expect(response.statusCode, response.body).toBe(200);
  const transaction = fedapay.transactions.find(
    (item) => item.merchant_reference === result.reference,
  );
  expect(transaction).toBeDefined();
  return {
    transaction: transaction!,
    paymentUrl: response.json<{ paymentUrl: string }>().paymentUrl,
  };
}

const paymentStatuses = async (result: CheckoutResult) =>
  (await trackedOrders(result)).map((order) => [order.status, order.paymentStatus]);

describe('opening the payment at FedaPay', () => {
  it('creates one transaction in whole XOF for the buyer, back to the tracking page', async () => {
    const result = await placeOnline();
    expect(result.paymentUrl).toBe(`/paiement/${result.reference}`);
    const { transaction, paymentUrl } = await openAtFedapay(result);
    expect(paymentUrl).toMatch(new RegExp(`^${fedapay.url}/paiement/`));
    expect(transaction.amount).toBe(result.total);
    expect(transaction.callback_url).toBe(`${testApp.config.publicUrl}${result.trackingUrl}`);
    expect(transaction.customer.phone_number).toEqual({ number: '+22890112233', country: 'tg' });

    // Opening again (a reload, a second click) sends the buyer to the same transaction.
    const again = await open(result.reference);
    expect(again.json()).toEqual({ paymentUrl });
    expect(
      fedapay.transactions.filter((item) => item.merchant_reference === result.reference),
    ).toHaveLength(1);
  });

  it('tells the buyer in French when FedaPay is down, and the retry opens one transaction', async () => {
    const result = await placeOnline();
    fedapay.down = true;
    const refused = await open(result.reference);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ error: { code: 'UNAVAILABLE', message: AGGREGATOR_DOWN } });
    expect(await paymentStatuses(result)).toEqual([['En attente', 'En attente']]);

    fedapay.down = false;
    await openAtFedapay(result);
    await open(result.reference);
    expect(
      fedapay.transactions.filter((item) => item.merchant_reference === result.reference),
    ).toHaveLength(1);
  });
});

describe('FedaPay webhooks', () => {
  it('marks the order paid on transaction.approved, once however often it is sent', async () => {
    const result = await placeOnline();
    const { transaction } = await openAtFedapay(result);
    const { rawBody, response } = await fedapay.decide(transaction.id, 'approved');
    expect(response).toEqual({ status: 200, body: JSON.stringify({ outcome: 'appliqué' }) });
    expect(await paymentStatuses(result)).toEqual([['En attente', 'Réussi']]);

    const replayed = await fedapay.send(rawBody);
    expect(replayed).toEqual({ status: 200, body: JSON.stringify({ outcome: 'doublon' }) });
    expect(await paymentStatuses(result)).toEqual([['En attente', 'Réussi']]);
  });

  it.each(['declined', 'canceled'] as const)(
    'cancels the order and gives its stock back on transaction.%s',
    async (status) => {
      const result = await placeOnline();
      const { transaction } = await openAtFedapay(result);
      const { response } = await fedapay.decide(transaction.id, status);
      expect(response?.status).toBe(200);
      expect(await paymentStatuses(result)).toEqual([['Annulé', 'Échoué']]);
    },
  );

  it('refuses an event signed with another secret, and changes nothing', async () => {
    const result = await placeOnline();
    const { transaction } = await openAtFedapay(result);
    const { rawBody } = await fedapay.decide(transaction.id, 'approved', { lost: true });
    const forged = await fedapay.send(rawBody, { secret: 'wh_sandbox_someone_else' });
    expect(forged.status).toBe(401);
    expect(await paymentStatuses(result)).toEqual([['En attente', 'En attente']]);
  });

  it('refuses a signature whose body was changed after signing', async () => {
    const result = await placeOnline();
    const { transaction } = await openAtFedapay(result);
    const { rawBody } = await fedapay.decide(transaction.id, 'approved', { lost: true });
    const tampered = rawBody.replace(`"amount":${transaction.amount}`, '"amount":1');
    expect(tampered).not.toBe(rawBody);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/paiements/fedapay/webhook',
      payload: tampered,
      headers: {
        'content-type': 'application/json',
        // FedaPay's signature of the body as it was sent, not as it arrives.
        'x-fedapay-signature': fedapay.signature(rawBody),
      },
    });
    expect(response.statusCode).toBe(401);
    expect(await paymentStatuses(result)).toEqual([['En attente', 'En attente']]);
  });

  it('refuses an event signed more than five minutes ago (a replay)', async () => {
    const result = await placeOnline();
    const { transaction } = await openAtFedapay(result);
    const { rawBody } = await fedapay.decide(transaction.id, 'approved', { lost: true });
    const stale = await fedapay.send(rawBody, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.status).toBe(401);
    expect(await paymentStatuses(result)).toEqual([['En attente', 'En attente']]);
  });

  it('refuses an approval of another amount than the order’s', async () => {
    const result = await placeOnline();
    const { transaction } = await openAtFedapay(result);
    const { response } = await fedapay.decide(transaction.id, 'approved', {
      amount: transaction.amount - 100,
    });
    expect(response?.status).toBe(400);
    expect(JSON.parse(response!.body)).toMatchObject({
      error: { message: 'Le montant notifié ne correspond pas à la commande.' },
    });
    expect(await paymentStatuses(result)).toEqual([['En attente', 'En attente']]);
  });

  it('refuses an approval in another currency than the transaction’s (XOF)', async () => {
    const result = await placeOnline();
    const { transaction } = await openAtFedapay(result);
    const { response } = await fedapay.decide(transaction.id, 'approved', { currencyId: 2 });
    expect(response?.status).toBe(400);
    expect(JSON.parse(response!.body)).toMatchObject({
      error: { message: 'La devise notifiée ne correspond pas à la commande.' },
    });
    expect(await paymentStatuses(result)).toEqual([['En attente', 'En attente']]);
  });

  it('acknowledges a signed event about something else than a payment, changing nothing', async () => {
    const other = await fedapay.send(
      JSON.stringify({ id: 88_001, name: 'customer.created', entity: { id: 7 } }),
    );
    expect(other).toEqual({ status: 200, body: JSON.stringify({ outcome: 'ignoré' }) });
  });

  it('refuses an event about a transaction no payment opened', async () => {
    const { status } = await fedapay.send(
      JSON.stringify({
        id: 99_999,
        name: 'transaction.approved',
        entity: { id: 424_242, amount: 1000, status: 'approved', currency_id: 1 },
      }),
    );
    expect(status).toBe(404);
  });
});

describe('the status check, for webhooks that never come', () => {
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  it('asks FedaPay and applies the approval whose webhook was lost', async () => {
    const result = await placeOnline();
    const { transaction } = await openAtFedapay(result);
    await fedapay.decide(transaction.id, 'approved', { lost: true });
    expect(await paymentStatuses(result)).toEqual([['En attente', 'En attente']]);

    // Not due yet: nothing asked.
    await testApp.services.payments.checkTransactionStatuses(new Date());
    expect(await paymentStatuses(result)).toEqual([['En attente', 'En attente']]);
    await testApp.services.payments.checkTransactionStatuses(inMinutes(2));
    expect(await paymentStatuses(result)).toEqual([['En attente', 'Réussi']]);

    // The webhook arriving after all is recognised as the same outcome.
    const late = await fedapay.send(
      JSON.stringify({
        id: 77_001,
        name: 'transaction.approved',
        entity: { ...transaction, status: 'approved' },
      }),
    );
    expect(late).toEqual({ status: 200, body: JSON.stringify({ outcome: 'ignoré' }) });
  });

  it('keeps asking while FedaPay is down, later each time, and gives up past the deadline', async () => {
    const result = await placeOnline();
    await openAtFedapay(result);
    fedapay.down = true;
    const firstCheck = inMinutes(2);
    await testApp.services.payments.checkTransactionStatuses(firstCheck);
    expect(await paymentStatuses(result)).toEqual([['En attente', 'En attente']]);
    const { rows } = await testApp.database.pool.query<{ checks: number; next: Date }>(
      'select provider_checks as checks, provider_next_check_at as next from checkouts where reference = $1',
      [result.reference],
    );
    expect(rows[0]?.checks).toBe(1);
    expect(rows[0]!.next.getTime()).toBe(firstCheck.getTime() + 60_000);

    // Still pending at FedaPay once the payment's deadline (30 minutes) has passed: cancelled.
    fedapay.down = false;
    await testApp.services.payments.checkTransactionStatuses(inMinutes(40));
    expect(await paymentStatuses(result)).toEqual([['Annulé', 'Échoué']]);
  });

  it('leaves an opened FedaPay payment to the status check, not to the expiry sweep', async () => {
    const result = await placeOnline();
    const { transaction } = await openAtFedapay(result);
    await fedapay.decide(transaction.id, 'approved', { lost: true });
    await testApp.services.payments.expireAbandonedPayments(inMinutes(40));
    expect(await paymentStatuses(result)).toEqual([['En attente', 'En attente']]);
    await testApp.services.payments.checkTransactionStatuses(inMinutes(40));
    expect(await paymentStatuses(result)).toEqual([['En attente', 'Réussi']]);
  });

  it('runs as a scheduled pg-boss job: two instances apply the lost approval once', async () => {
    const result = await placeOnline();
    const { transaction } = await openAtFedapay(result);
    await fedapay.decide(transaction.id, 'approved', { lost: true });
    await testApp.database.pool.query(
      `update checkouts set provider_next_check_at = now() - interval '1 second' where reference = $1`,
      [result.reference],
    );
    const { checkTransactionStatuses } = testApp.services.payments;
    let asked = 0;
    const runs = callCounter(2);
    await sendFromTwoInstances({
      connectionString: testApp.database.url,
      queue: PAYMENT_STATUS_JOB.queue,
      register: (queue) =>
        startPaymentStatusJob(queue, {
          async checkTransactionStatuses() {
            const count = await checkTransactionStatuses();
            asked += count;
            runs.tick();
            return count;
          },
        }),
      worked: runs.done,
    });
    // Both runs swept; this payment was taken by one of them, once (other tests' payments may be
    // due as well).
    expect(asked).toBeGreaterThanOrEqual(1);
    const { rows } = await testApp.database.pool.query<{ checks: number }>(
      'select provider_checks as checks from checkouts where reference = $1',
      [result.reference],
    );
    expect(rows).toEqual([{ checks: 1 }]);
    expect(await paymentStatuses(result)).toEqual([['En attente', 'Réussi']]);
  });
});
