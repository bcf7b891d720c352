import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { lineFromEntry } from '#common/cart.ts';
import type { ProductListingEntry } from '#common/catalogue.ts';
import type { CheckoutResult } from '#common/orders.ts';
import type { LoginResponse } from '#common/session.ts';
import { hydrated } from '../support/hydration.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import { callApi, loginThroughApi, newPhonePage, signedInPage } from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// French typography as a reader sees it (issue 17, decision 023), on a 360-px phone where lines
// wrap most: in the visible text of the main pages, no ordinary space or line break before
// « : ; ! ? » (a time like 12:30 or an address has none), none inside « », no amount whose
// digit groups a line could split, no straight apostrophe (the demo's names, a stored
// « Côte d'Ivoire »), and page titles joined by « — ».

const BREAKS = [
  { rule: 'espace sécable avant « : ; ! ? »', pattern: /[ \n]+[:;!?](?=\s|$)/g },
  { rule: 'espace sécable après « ', pattern: /«[ \n]/g },
  { rule: 'espace sécable avant »', pattern: /[ \n]»/g },
  { rule: 'montant coupable', pattern: /\d[ \n]\d{3}(?!\d)/g },
  { rule: 'apostrophe droite', pattern: /\p{L}'\p{L}/gu },
];

/** Each fault of the text, with what surrounds it so that a failure says where to look. */
function typographyFaults(text: string): string[] {
  return BREAKS.flatMap(({ rule, pattern }) =>
    [...text.matchAll(pattern)].map(
      (match) => `${rule} : « ${text.slice(Math.max(0, match.index - 30), match.index + 30)} »`,
    ),
  );
}

const visibleText = (page: Page) => page.evaluate(() => document.body.innerText);

async function expectTypeset(page: Page) {
  expect(typographyFaults(await visibleText(page))).toEqual([]);
  expect(await page.title()).not.toMatch(/ [-–|] /);
}

let entry: ProductListingEntry;
let kofi: LoginResponse;
let awa: LoginResponse;

beforeAll(async () => {
  const { body: entries } = await callApi<ProductListingEntry[]>(
    shop,
    '/api/produits/listeproduits',
  );
  // A price of four digits or more: its thousands must not break apart.
  entry = entries.find((candidate) => candidate.price >= 1000 && candidate.stockDisponible > 2)!;
  expect(entry).toBeDefined();
  kofi = await loginThroughApi(shop, 'kofi@baobab.example', 'Baobab-Acheteur-2026');
  awa = await loginThroughApi(shop, 'awa@baobab.example', 'Baobab-Vendeur-2026');
});

/** A phone on `path`, its main heading hydrated (client texts, such as the cart's, in place). */
async function phoneOn(path: string, withCart = false): Promise<Page> {
  const page = await newPhonePage(shop);
  await page.goto(`${shop.app.baseUrl}/`);
  if (withCart) {
    await page.evaluate(
      (line) => localStorage.setItem('cart', JSON.stringify([line])),
      lineFromEntry(entry, 2),
    );
  }
  await page.goto(`${shop.app.baseUrl}${path}`);
  await hydrated(page.getByRole('heading', { level: 1 }).first());
  return page;
}

describe('French typography on the main pages', () => {
  it.each([
    ['the home page', '/'],
    ['the product list', '/products'],
    ['a product page', () => `/product-details/${entry.id}`],
  ])('%s', async (_page, path) => {
    const page = await phoneOn(typeof path === 'string' ? path : path());
    await expectTypeset(page);
    await page.context().close();
  });

  it('the cart and the checkout, with a product in the cart', async () => {
    const page = await phoneOn('/cart', true);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
    await expectTypeset(page);
    // A country stored as « Côte d'Ivoire » is offered as « Côte d’Ivoire ».
    const country = page.locator('main select[name="country"]');
    expect(await country.locator('option[value="Côte d\'Ivoire"]').textContent()).toBe(
      'Côte d’Ivoire',
    );
    // No country yet: the cart names every way to pay, not cash on delivery alone (issue 17).
    await country.selectOption('');
    const note = page.getByTestId('cart-payment-note');
    await expect
      .poll(() => note.textContent())
      .toMatch(/^En Afrique, payez à la livraison, ou par Mobile Money ou carte bancaire/);
    expect(await note.textContent()).not.toContain('vous payez à la livraison ;');
    await expectTypeset(page);
    await page.goto(`${shop.app.baseUrl}/checkout`);
    await hydrated(page.getByRole('heading', { level: 1 }).first());
    await expect
      .poll(async () => (await visibleText(page)).includes(entry.product.name))
      .toBe(true);
    await expectTypeset(page);
    await page.context().close();
  });

  it('an order’s tracking page', async () => {
    const { status, body } = await callApi<CheckoutResult>(shop, '/api/commandes', {
      method: 'POST',
      token: kofi.token,
      headers: { 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        lines: [{ id: entry.id, quantity: 2, price: entry.price }],
        subtotal: entry.price * 2,
        delivery: {
          country: 'Togo',
          city: 'Lomé',
          address: 'Rue 12, Bè',
          phone: '+228 90 12 34 56',
        },
        payment: { method: 'Paiement à la livraison' },
      }),
    });
    expect(status).toBe(201);
    const page = await phoneOn(new URL(body.trackingUrl, shop.app.baseUrl).pathname);
    await expectTypeset(page);
    await page.context().close();
  });

  it('the legal notice, which sends buyers to the boutique', async () => {
    const page = await phoneOn('/mentions-legales');
    const text = await visibleText(page);
    expect(text).toContain('l’acheteur s’adresse d’abord à la boutique');
    expect(text).toContain('une non-conformité');
    expect(text).not.toMatch(/au vendeur|non- conformité/);
    await expectTypeset(page);
    await page.context().close();
  });

  it.each([
    ['the seller’s home', ''],
    ['the seller’s orders', '/orders'],
  ])('%s', async (_screen, screen) => {
    const page = await signedInPage(shop, awa, `/vendeur-dashboard/${awa.TenantId}${screen}`);
    await expectTypeset(page);
    await page.context().close();
  });
});
