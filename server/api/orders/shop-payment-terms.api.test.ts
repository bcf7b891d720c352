import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { belowMinimumMessage } from '#common/shop-payment-terms.ts';
import { COD_TOGO, newGuest, orderHelpers, type OfferRow } from '../../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// Checkout honours what each shop accepts (issue 15 §3): its methods, its Mobile Money operators
// and its minimum order, with the shop named; one payment must suit every shop of the cart.

let testApp: TestApp;
const { checkout, offers, count } = orderHelpers(() => testApp);

interface Shop {
  id: number;
  name: string;
  offer: OfferRow;
}
let first: Shop;
let second: Shop;

const CARD = { method: 'Carte Bancaire', account: '4242 4242 4242 4242' };
const mobileMoney = (provider: string) => ({
  method: 'Mobile Money',
  provider,
  account: '+228 90 00 00 01',
});

async function setTerms(
  shop: Shop,
  terms: {
    online?: boolean;
    methods?: string[];
    operators?: string[];
    minimum?: number;
  },
) {
  await testApp.database.pool.query(
    `update boutiques set online_payments = $2, accepted_methods = $3, mobile_money_operators = $4,
       min_order_amount = $5 where id = $1`,
    [
      shop.id,
      terms.online ?? true,
      terms.methods ?? [
        'Carte Bancaire',
        'Paypal',
        'Mobile Money',
        'Interac',
        'Paiement à la livraison',
      ],
      terms.operators ?? ['MTN', 'Orange', 'Moov', 'Wave', 'Free Money', 'T-Money'],
      terms.minimum ?? 0,
    ],
  );
}

function order(shops: Shop[], payment: object, quantity = 1) {
  return checkout({
    lines: shops.map((shop) => ({ id: shop.offer.id, quantity })),
    delivery: COD_TOGO.delivery,
    payment,
    guest: newGuest(),
  });
}

async function refused(response: Awaited<ReturnType<typeof order>>) {
  expect(response.statusCode).toBe(400);
  return response.json<{ error: { message: string; details?: { field: string }[] } }>().error;
}

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  const { rows } = await testApp.database.pool.query<{ id: number; name: string }>(
    'select id, name from boutiques where active order by id limit 2',
  );
  const all = await offers();
  [first, second] = rows.map((row) => {
    const offer = all
      .filter((candidate) => candidate.boutiqueId === row.id && candidate.stock > 20)
      .sort((a, b) => a.price - b.price)[0];
    if (!offer) throw new Error(`Aucun produit en stock pour ${row.name}`);
    return { ...row, offer };
  }) as [Shop, Shop];
});
beforeEach(async () => {
  await setTerms(first, {});
  await setTerms(second, {});
});
afterAll(async () => {
  await testApp?.close();
});

describe('the methods each shop accepts', () => {
  it('refuses a card for a cash-only shop, naming it, and takes cash on delivery', async () => {
    await setTerms(first, { online: false });
    const before = await count('checkouts');
    const error = await refused(await order([first], CARD));
    expect(error.message).toBe(
      `La boutique « ${first.name} » n’accepte pas « Carte Bancaire » : choisissez un autre moyen de paiement, ou commandez ses produits séparément.`,
    );
    expect(error.details?.[0]?.field).toBe('payment.method');
    expect(await count('checkouts')).toBe(before);
    expect((await order([first], COD_TOGO.payment)).statusCode).toBe(201);
  });

  it('refuses a method one shop of a two-shop cart does not list, naming that shop only', async () => {
    await setTerms(second, { methods: ['Mobile Money', 'Paiement à la livraison'] });
    const error = await refused(await order([first, second], CARD));
    expect(error.message).toContain(
      `La boutique « ${second.name} » n’accepte pas « Carte Bancaire »`,
    );
    expect(error.message).not.toContain(first.name);
    expect((await order([first, second], mobileMoney('Moov'))).statusCode).toBe(201);
  });

  it('refuses a Mobile Money operator a shop does not take', async () => {
    await setTerms(first, { operators: ['MTN', 'Moov'] });
    const error = await refused(await order([first, second], mobileMoney('T-Money')));
    expect(error.message).toBe(
      `La boutique « ${first.name} » n’accepte pas Mobile Money par T-Money : choisissez un autre opérateur, ou commandez ses produits séparément.`,
    );
    expect(error.details?.[0]?.field).toBe('payment.provider');
    expect((await order([first, second], mobileMoney('Moov'))).statusCode).toBe(201);
  });

  it("offers the delivery country's operators only, and refuses another one (issue 45 §4.3)", async () => {
    const quote = async (country: string) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/livraison/devis',
        payload: { country, lines: [{ id: first.offer.id, quantity: 1 }] },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ payment: { operators: string[] } }>().payment.operators;
    };
    expect(await quote('Sénégal')).toEqual(['Orange', 'Wave', 'Free Money']);
    expect(await quote('Togo')).toEqual(['T-Money', 'Moov']);
    expect(await quote('Cameroun')).toEqual(['MTN', 'Orange']);
    const before = await count('checkouts');
    const error = await refused(await order([first], mobileMoney('MTN')));
    expect(error.message).toBe(
      '« MTN » n’est pas un opérateur Mobile Money du pays de livraison (Togo) : choisissez T-Money ou Moov.',
    );
    expect(error.details?.[0]?.field).toBe('payment.provider');
    expect(await count('checkouts')).toBe(before);
    expect((await order([first], mobileMoney('T-Money'))).statusCode).toBe(201);
  });

  it('refuses a PIN sent with the payment: none is ever asked for or kept', async () => {
    const before = await count('checkouts');
    const response = await order([first], { ...mobileMoney('Moov'), pin: '1234' });
    expect(response.statusCode).toBe(400);
    expect(await count('checkouts')).toBe(before);
  });
});

describe("each shop's minimum order", () => {
  it("refuses a shop's part below its minimum, naming the shop and what is missing", async () => {
    const price = first.offer.price;
    await setTerms(first, { minimum: price * 2 });
    const error = await refused(await order([first, second], COD_TOGO.payment));
    expect(error.message).toBe(
      belowMinimumMessage({ boutiqueName: first.name, minOrderAmount: price * 2 }, price),
    );
    expect(error.message).toContain(`La boutique « ${first.name} » demande au moins`);
    expect((await order([first, second], COD_TOGO.payment, 2)).statusCode).toBe(201);
  });
});
