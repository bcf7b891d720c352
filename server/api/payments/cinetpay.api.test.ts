import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { CheckoutResult } from '#common/orders.ts';
import {
  startCinetpayServer,
  type CinetpayServer,
} from '../../../tests/support/cinetpay-server.ts';
import { injectedWebhook } from '../../../tests/support/local-http.ts';
import { GUEST, orderHelpers, type OfferRow } from '../../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// The second aggregator behind the same interface: CinetPay, against a local server speaking
// its documented API and signing its notifications with x-token, on a real PostgreSQL.

let testApp: TestApp;
let cinetpay: CinetpayServer;
const { checkout, call, offers, setStock, trackedOrders } = orderHelpers(() => testApp);
let offer: OfferRow;

beforeAll(async () => {
  cinetpay = await startCinetpayServer();
  testApp = await createTestApp({ template: 'demo', env: cinetpay.env });
  cinetpay.deliverTo(injectedWebhook(() => testApp, '/api/paiements/cinetpay/webhook'));
  offer = (await offers())[0]!;
});
afterAll(async () => {
  await testApp?.close();
  await cinetpay?.stop();
});
beforeEach(async () => {
  await setStock(offer.id, 50);
});

async function placeAndOpen(): Promise<CheckoutResult> {
  const response = await checkout({
    lines: [{ id: offer.id, quantity: 1 }],
    delivery: { country: 'Togo', city: 'Lomé', address: 'Rue 12', phone: '+228 90 11 22 33' },
    payment: { method: 'Mobile Money', provider: 'Moov', account: '+228 90 12 34 56' },
    guest: GUEST,
  });
  expect(response.statusCode, response.body).toBe(201);
  const result = response.json<CheckoutResult>();
  const opened = await call('POST', `/api/paiements/${result.reference}/ouvrir`);
  expect(opened.statusCode, opened.body).toBe(200);
  expect(opened.json<{ paymentUrl: string }>().paymentUrl).toMatch(`${cinetpay.url}/payment/`);
  return result;
}

async function statuses(result: CheckoutResult) {
  return (await trackedOrders(result)).map((order) => order.paymentStatus);
}

it('opens the payment at CinetPay for the order’s amount, notified on our webhook', async () => {
  const result = await placeAndOpen();
  const payment = cinetpay.payments.find((item) => item.transaction_id === result.reference);
  expect(payment).toMatchObject({
    amount: result.total,
    currency: 'XOF',
    notify_url: `${testApp.config.publicUrl}/api/paiements/cinetpay/webhook`,
    return_url: `${testApp.config.publicUrl}${result.trackingUrl}`,
  });
});

it('marks the order paid once CinetPay confirms the notified payment, once', async () => {
  const result = await placeAndOpen();
  const first = await cinetpay.decide(result.reference, 'ACCEPTED');
  expect(first).toEqual({ status: 200, body: JSON.stringify({ outcome: 'appliqué' }) });
  expect(await statuses(result)).toEqual(['Réussi']);
  const again = await cinetpay.decide(result.reference, 'ACCEPTED');
  expect(again).toEqual({ status: 200, body: JSON.stringify({ outcome: 'doublon' }) });
});

it('cancels the order when CinetPay refuses the payment', async () => {
  const result = await placeAndOpen();
  expect((await cinetpay.decide(result.reference, 'REFUSED'))?.status).toBe(200);
  expect(await statuses(result)).toEqual(['Échoué']);
});

it('refuses a notification whose x-token is not CinetPay’s', async () => {
  const result = await placeAndOpen();
  const forged = await cinetpay.decide(result.reference, 'ACCEPTED', { secret: 'pas-le-bon' });
  expect(forged?.status).toBe(401);
  expect(await statuses(result)).toEqual(['En attente']);
});

it('recovers a lost notification by asking CinetPay for the status', async () => {
  const result = await placeAndOpen();
  await cinetpay.decide(result.reference, 'ACCEPTED', { lost: true });
  await testApp.services.payments.checkTransactionStatuses(new Date(Date.now() + 120_000));
  expect(await statuses(result)).toEqual(['Réussi']);
});
