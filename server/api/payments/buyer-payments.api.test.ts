import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult } from '../../../common/orders.ts';
import type { PaymentHistoryPage } from '../../../common/payment-history.ts';
import type { RegistrationResponse } from '../../../common/session.ts';
import { COD_TOGO, orderHelpers, type OfferRow } from '../../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// 'Mes Paiements' through the API (issue 16): each buyer's own payments with their status as
// the buyer reads it, and paying an order still awaiting its online payment.

let testApp: TestApp;
const { checkout, call, newAccount, newOffer } = orderHelpers(() => testApp);

let buyer: RegistrationResponse;
let otherBuyer: RegistrationResponse;
let seller: RegistrationResponse;
let offer: OfferRow;

const MOBILE_MONEY = { method: 'Mobile Money', provider: 'Moov', account: '+228 90 12 34 56' };

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  [buyer, otherBuyer, seller] = await Promise.all([
    newAccount('ACHETEUR', 'Afi Mensah'),
    newAccount('ACHETEUR', 'Kodjo Amegah'),
    newAccount('VENDEUR', 'Essi Lawson'),
  ]);
  offer = await newOffer(seller, 'Savon noir', 3_000, 500);
});
afterAll(async () => {
  await testApp?.close();
});

async function place(token: string, payment: object, quantity = 1): Promise<CheckoutResult> {
  const response = await checkout(
    { lines: [{ id: offer.id, quantity }], delivery: COD_TOGO.delivery, payment },
    { token },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CheckoutResult>();
}

const decide = (reference: string, decision: 'approve' | 'decline') =>
  call('POST', `/api/paiements/test/${reference}/decision`, undefined, { decision });

async function historyOf(token: string, page = 1): Promise<PaymentHistoryPage> {
  const response = await call('GET', `/api/paiements/historique?page=${page}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentHistoryPage>();
}

describe('payment history', () => {
  it("lists only the buyer's own payments, newest first, with the status the buyer reads", async () => {
    const cash = await place(buyer.token, COD_TOGO.payment, 1);
    const paid = await place(buyer.token, MOBILE_MONEY, 2);
    expect((await decide(paid.reference, 'approve')).statusCode).toBe(200);
    const declined = await place(buyer.token, { method: 'Carte Bancaire', account: '4242' }, 3);
    expect((await decide(declined.reference, 'decline')).statusCode).toBe(200);
    const cancelled = await place(buyer.token, COD_TOGO.payment, 4);
    const cancelledOrder = cancelled.orders[0]!;
    const cancel = await call('POST', `/api/commandes/${cancelledOrder.id}/annuler`, buyer.token);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const someoneElses = await place(otherBuyer.token, COD_TOGO.payment);

    const history = await historyOf(buyer.token);
    expect(history.total).toBe(4);
    expect(history.page).toBe(1);
    expect(history.payments.map((payment) => payment.transactionId)).toEqual([
      cancelled.reference,
      declined.reference,
      paid.reference,
      cash.reference,
    ]);
    const [asCancelled, asDeclined, asPaid, asCash] = history.payments;
    expect(asCancelled).toMatchObject({ status: 'Annulé', method: 'Paiement à la livraison' });
    expect(asDeclined).toMatchObject({
      status: 'Échoué',
      method: 'Carte Bancaire',
      account: '•••• 4242',
      amount: 9_000,
      payable: false,
    });
    expect(asPaid).toMatchObject({
      status: 'Réussi',
      method: 'Mobile Money',
      operator: 'Moov',
      account: '•••• 3456',
      amount: 6_000,
      testMode: true,
    });
    expect(asPaid!.orders).toEqual([
      expect.objectContaining({
        id: paid.orders[0]!.id,
        orderNumber: paid.orders[0]!.orderNumber,
        boutique: 'Boutique de Essi Lawson',
        invoice: true,
      }),
    ]);
    expect(asCash).toMatchObject({ status: 'En attente', amount: 3_000 });
    expect(asCash!.orders[0]).toMatchObject({ status: 'En attente', invoice: false });

    const theirs = await historyOf(otherBuyer.token);
    expect(theirs.payments.map((payment) => payment.transactionId)).toEqual([
      someoneElses.reference,
    ]);
  });

  it('is for buyers only', async () => {
    expect((await call('GET', '/api/paiements/historique')).statusCode).toBe(401);
    expect((await call('GET', '/api/paiements/historique', seller.token)).statusCode).toBe(403);
  });

  it('shows a page past the end as the last page', async () => {
    const history = await historyOf(buyer.token, 99);
    expect(history.page).toBe(1);
    expect(history.pageCount).toBe(1);
  });
});

describe('paying an order awaiting its online payment', () => {
  const pay = (token: string, body: object) => call('POST', '/api/paiements/payer', token, body);

  it('records the new method only masked and sends the buyer to the provider page', async () => {
    const pending = await place(buyer.token, MOBILE_MONEY);
    const response = await pay(buyer.token, {
      reference: pending.reference,
      country: 'France',
      method: 'Carte Bancaire',
      account: '4111',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ paymentUrl: `/paiement-test/${pending.reference}` });
    expect((await decide(pending.reference, 'approve')).statusCode).toBe(200);

    const [latest] = (await historyOf(buyer.token)).payments;
    expect(latest).toMatchObject({
      transactionId: pending.reference,
      status: 'Réussi',
      method: 'Carte Bancaire',
      operator: null,
      account: '•••• 4111',
    });
    expect(latest!.orders[0]!.invoice).toBe(true);
  });

  it("refuses someone else's payment, a settled one, and cash on delivery", async () => {
    const pending = await place(buyer.token, MOBILE_MONEY);
    const card = { country: 'Togo', method: 'Carte Bancaire', account: '4111' };
    const theirs = await pay(otherBuyer.token, { reference: pending.reference, ...card });
    expect(theirs.statusCode).toBe(404);

    const cash = await pay(buyer.token, {
      reference: pending.reference,
      country: 'Togo',
      method: 'Paiement à la livraison',
      account: 'x',
    });
    expect(cash.statusCode).toBe(400);
    expect(cash.json()).toMatchObject({
      error: {
        details: [{ field: 'method', message: 'Choisissez un moyen de paiement en ligne.' }],
      },
    });
    const notOffered = await pay(buyer.token, {
      reference: pending.reference,
      country: 'Togo',
      method: 'Interac',
      account: 'afi@exemple.ca',
    });
    expect(notOffered.statusCode).toBe(400);

    const [before] = (await historyOf(buyer.token)).payments;
    expect(before).toMatchObject({ method: 'Mobile Money', account: '•••• 3456', payable: true });

    expect((await decide(pending.reference, 'approve')).statusCode).toBe(200);
    const settled = await pay(buyer.token, { reference: pending.reference, ...card });
    expect(settled.statusCode).toBe(409);
    const cashOrder = await place(buyer.token, COD_TOGO.payment);
    const onCash = await pay(buyer.token, { reference: cashOrder.reference, ...card });
    expect(onCash.statusCode).toBe(409);
  });
});
