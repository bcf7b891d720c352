import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult } from '#common/orders.ts';
import type { RegistrationResponse } from '#common/session.ts';
import { formatFcfa } from '#common/money.ts';
import { DEFAULT_TAX_RATE } from '#common/shop-settings.ts';
import { formatTaxRate, includedTax } from '#common/tax.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { COD_TOGO, orderHelpers, type OfferRow } from '../../../tests/support/orders.ts';
import { pdfText } from '../../../tests/support/pdf-text.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// Invoices of paid orders (issue 16): who may download one, what the PDF says, and numbers
// that stay gap-free and unique when many are downloaded at once.

let testApp: TestApp;
const { login, checkout, call, newAccount, newOffer } = orderHelpers(() => testApp);

let buyer: RegistrationResponse;
let otherBuyer: RegistrationResponse;
let seller: RegistrationResponse;
let otherSeller: RegistrationResponse;
let admin: string;
let offer: OfferRow;

const YEAR = new Date().getUTCFullYear();

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  [buyer, otherBuyer, seller, otherSeller] = await Promise.all([
    newAccount('ACHETEUR', 'Afi Mensah'),
    newAccount('ACHETEUR', 'Kodjo Amegah'),
    newAccount('VENDEUR', 'Essi Lawson'),
    newAccount('VENDEUR', 'Yawa Dogbe'),
  ]);
  admin = await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
  offer = await newOffer(seller, 'Beurre de karité de Côte d’Ivoire', 12_500, 500);
});
afterAll(async () => {
  await testApp?.close();
});

/** A cash order by `buyer`, delivered by the seller: paid to the courier. */
async function deliveredOrder(quantity = 1): Promise<CheckoutResult['orders'][number]> {
  const placed = await checkout(
    { lines: [{ id: offer.id, quantity }], ...COD_TOGO },
    { token: buyer.token },
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const [order] = placed.json<CheckoutResult>().orders;
  for (const statut of ['En cours', 'Livré']) {
    const moved = await call('PATCH', `/api/commandes/${order!.id}/statut`, seller.token, {
      statut,
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return order!;
}

const download = (orderId: number, token?: string) =>
  call('GET', `/api/commandes/${orderId}/facture`, token);

const invoiceNumberIn = (text: string) => /FAC-\d{4}-\d{6}/.exec(text)?.[0];

/** A text as pdfText reads it from the document: every kind of space a plain one. */
const asRead = (text: string) => text.replace(/\s/g, ' ');

describe('invoice access', () => {
  it('gives the buyer, the seller and an admin the same PDF invoice, anyone else a 404', async () => {
    const order = await deliveredOrder(2);
    const asBuyer = await download(order.id, buyer.token);
    expect(asBuyer.statusCode, asBuyer.body).toBe(200);
    expect(asBuyer.headers['content-type']).toBe('application/pdf');
    expect(asBuyer.headers['content-disposition']).toMatch(
      /^attachment; filename="facture-FAC-\d{4}-\d{6}\.pdf"$/,
    );
    expect(asBuyer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(asBuyer.rawPayload);
    const number = invoiceNumberIn(text);
    expect(number).toMatch(new RegExp(`^FAC-${YEAR}-`));
    expect(text).toContain(order.orderNumber);
    expect(text).toContain(asRead(formatFcfa(order.total)));
    expect(text).toContain('25 000 FCFA');
    expect(text).toContain('Afi Mensah');
    expect(text).toContain('Rue des Cocotiers, Bè-Kpota');
    expect(text).toContain('Lomé, Togo');
    expect(text).toContain('Beurre de karité de Côte d’Ivoire');
    expect(text).toContain('Paiement à la livraison');
    // The new shop's VAT rate, the default one, and the part of the total it stands for.
    expect(text).toContain(
      asRead(
        `dont TVA (${formatTaxRate(DEFAULT_TAX_RATE)}) ${formatFcfa(includedTax(order.total, DEFAULT_TAX_RATE))}`,
      ),
    );
    expect(text).toContain('Frais de livraison');
    expect(text).toContain('Baobab');

    for (const token of [seller.token, admin]) {
      const again = await download(order.id, token);
      expect(again.statusCode).toBe(200);
      expect(invoiceNumberIn(await pdfText(again.rawPayload))).toBe(number);
    }
    for (const token of [otherBuyer.token, otherSeller.token, undefined]) {
      const refused = await download(order.id, token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ error: { message: 'Facture introuvable.' } });
    }
  });

  it('has no invoice for an order not paid yet', async () => {
    const placed = await checkout(
      { lines: [{ id: offer.id, quantity: 1 }], ...COD_TOGO },
      { token: buyer.token },
    );
    const [order] = placed.json<CheckoutResult>().orders;
    const response = await download(order!.id, buyer.token);
    expect(response.statusCode).toBe(409);
    const { rows } = await testApp.database.pool.query(
      'select 1 from factures where commande_id = $1',
      [order!.id],
    );
    expect(rows).toHaveLength(0);
    expect((await download(order!.id, otherBuyer.token)).statusCode).toBe(404);
  });
});

describe('invoice numbers', () => {
  it('stay gap-free and unique when 20 orders are downloaded at once, twice each', async () => {
    const orders = [];
    for (let index = 0; index < 20; index++) orders.push(await deliveredOrder());
    const downloads = await Promise.all(
      [...orders, ...orders].map((order, index) =>
        download(order.id, index % 2 === 0 ? buyer.token : seller.token),
      ),
    );
    const numbers = new Map<number, string>();
    for (const [index, response] of downloads.entries()) {
      expect(response.statusCode, response.body).toBe(200);
      const order = orders[index % orders.length]!;
      const number = invoiceNumberIn(await pdfText(response.rawPayload));
      expect(number).toBeDefined();
      // Both downloads of one order carry the same number.
      if (numbers.has(order.id)) expect(numbers.get(order.id)).toBe(number);
      numbers.set(order.id, number!);
    }
    expect(new Set(numbers.values()).size).toBe(20);

    const { rows } = await testApp.database.pool.query<{ sequence: number }>(
      'select sequence from factures where annee = $1 order by sequence',
      [YEAR],
    );
    expect(rows.map((row) => row.sequence)).toEqual(rows.map((_, index) => index + 1));
    const { rows: counters } = await testApp.database.pool.query<{ last: number }>(
      'select dernier_numero as last from facture_compteurs where annee = $1',
      [YEAR],
    );
    expect(counters[0]?.last).toBe(rows.length);
  });
});
