import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFcfa } from '#common/money.ts';
import type { CheckoutResult } from '#common/orders.ts';
import { frenchTypography } from '#common/typography.ts';
import type { PaymentHistoryPage } from '#common/payment-history.ts';
import type { RegistrationResponse } from '#common/session.ts';
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
    expect(asCancelled).toMatchObject({
      status: 'Annulé',
      label: 'Rien à régler',
      method: 'Paiement à la livraison',
    });
    expect(asDeclined).toMatchObject({
      status: 'Échoué',
      label: 'Échoué',
      method: 'Carte Bancaire',
      account: '•••• 4242',
      amount: 9_000,
      payable: false,
    });
    expect(asPaid).toMatchObject({
      status: 'Réussi',
      label: 'Réussi',
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
        boutique: 'Boutique d’Essi Lawson',
        invoice: true,
      }),
    ]);
    // Paid on delivery: the buyer reads what the courier will collect, not « En attente ».
    expect(asCash).toMatchObject({
      status: 'En attente',
      label: frenchTypography(`À régler au livreur : ${formatFcfa(3_000)}`),
      amount: 3_000,
    });
    expect(asCash!.orders[0]).toMatchObject({ status: 'En attente', invoice: false });

    const theirs = await historyOf(otherBuyer.token);
    expect(theirs.payments.map((payment) => payment.transactionId)).toEqual([
      someoneElses.reference,
    ]);
  });

  it('tells what the couriers of a checkout across two shops still collect, parcel by parcel', async () => {
    const [shopper, otherSeller] = await Promise.all([
      newAccount('ACHETEUR', 'Yawo Adzo'),
      newAccount('VENDEUR', 'Ama Kpodar'),
    ]);
    const otherOffer = await newOffer(otherSeller, 'Beurre de karité', 2_000, 50);
    const response = await checkout(
      {
        lines: [
          { id: offer.id, quantity: 1 },
          { id: otherOffer.id, quantity: 1 },
        ],
        ...COD_TOGO,
      },
      { token: shopper.token },
    );
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<CheckoutResult>();
    const parcelOf = (boutiqueId: number) =>
      placed.orders.find((order) => order.boutique.id === boutiqueId)!;
    const [soap, shea] = [parcelOf(offer.boutiqueId), parcelOf(otherOffer.boutiqueId)];
    const entry = async () => (await historyOf(shopper.token)).payments[0];
    const due = (amount: number) => frenchTypography(`À régler au livreur : ${formatFcfa(amount)}`);
    expect(await entry()).toMatchObject({ status: 'En attente', label: due(placed.total) });

    // The soap's courier collected it: only the shea butter's remains to pay.
    for (const statut of ['En cours', 'Livré']) {
      const moved = await call('PATCH', `/api/commandes/${soap.id}/statut`, seller.token, {
        statut,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    expect(await entry()).toMatchObject({ status: 'En attente', label: due(shea.total) });

    // The other parcel cancelled: everything still standing is paid.
    const cancel = await call('POST', `/api/commandes/${shea.id}/annuler`, shopper.token);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await entry()).toMatchObject({ status: 'Réussi', label: 'Payé au livreur' });
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
