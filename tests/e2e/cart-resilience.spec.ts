import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lineFromEntry, type CartLine } from '#common/cart.ts';
import type { ProductListingEntry } from '#common/catalogue.ts';
import { formatFcfa } from '#common/money.ts';
import { hydrated } from '../support/hydration.ts';
import { queryShop } from '../support/shop-database.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import { newPhonePage } from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// What the cart and the pages survive on a 360-px phone: a `cart` entry nobody can trust (typed
// by hand, written by an old version, half-saved), a product taken off sale while it waited in
// the cart, and a page whose loader fails. Never React Router's English "Application Error".

type Entry = ProductListingEntry;

async function listing(): Promise<Entry[]> {
  return (await (await fetch(`${shop.app.baseUrl}/api/produits/listeproduits`)).json()) as Entry[];
}

/** This machine is shared and slow: hydration may take a few seconds. */
const SLOW = { timeout: 15_000 };

const ERROR_TEXTS = ['Application Error', 'Une erreur est survenue', 'Error:', '    at '];

/** The visible text of the page holds no error page and no stack trace. */
async function expectNoErrorPage(page: Page) {
  const text = await page.locator('body').innerText();
  for (const error of ERROR_TEXTS) expect(text, page.url()).not.toContain(error);
}

/** Opens the header's cart dropdown (its totals are what broke) and returns its text. */
async function openCartDropdown(page: Page): Promise<string> {
  await hydrated(page.getByTestId('cart-button'));
  await page.getByTestId('cart-button').click();
  const dropdown = page.getByTestId('cart-dropdown');
  await expect.poll(() => dropdown.isVisible(), SLOW).toBe(true);
  return (await dropdown.textContent()) ?? '';
}

/** What is stored under `cart`, made from a real line of 2 units and another product's line. */
type Corruption = (line: CartLine, other: CartLine) => string;

const withQuantity =
  (quantity: string): Corruption =>
  (line) =>
    `[${JSON.stringify({ ...line, quantity: 2 }).replace('"quantity":2', `"quantity":${quantity}`)}]`;

/** Each corruption, and what the badge counts: as read ('huge' is 999), then on /cart. */
const CORRUPTIONS: [label: string, stored: Corruption, kept: 'huge' | 'none' | 'good lines'][] = [
  ['a huge quantity', withQuantity(String(Number.MAX_SAFE_INTEGER)), 'huge'],
  ['a quantity no number can hold', withQuantity('1e999'), 'none'],
  ['a negative quantity', withQuantity('-4'), 'none'],
  ['NaN, which is not even JSON', withQuantity('NaN'), 'none'],
  ['"NaN" as text', (line) => JSON.stringify([{ ...line, quantity: 'NaN', price: 'NaN' }]), 'none'],
  [
    'strings everywhere',
    () =>
      JSON.stringify([{ id: '1', name: 'x', image: '', price: '9', quantity: '2', stock: '5' }]),
    'none',
  ],
  ['missing fields', (line) => JSON.stringify([{ id: line.id }, { quantity: 3 }]), 'none'],
  ['not an array', (line) => JSON.stringify(line), 'none'],
  [
    'nested junk',
    (line) => JSON.stringify([[[line]], { line }, null, 7, 'x', [{ id: [line] }]]),
    'none',
  ],
  [
    'good lines among the junk',
    (line, other) => JSON.stringify([line, { ...line, quantity: 1e20 }, { junk: 1 }, other]),
    'good lines',
  ],
];

const articles = (count: number) => `Panier : ${count} article${count > 1 ? 's' : ''}`;

describe('a corrupted `cart` entry in the browser', () => {
  it.each(CORRUPTIONS)(
    'with %s, breaks no page: untrusted lines are dropped, a huge quantity lowered to 999',
    async (_label, corruption, kept) => {
      const [product, other] = (await listing()).filter((entry) => entry.stockDisponible >= 2);
      const stored = corruption(lineFromEntry(product!, 2), lineFromEntry(other!, 1));
      // /cart asks the server, which lowers a quantity to the stock left.
      const expected = {
        huge: { read: 999, onCart: Math.min(999, product!.stockDisponible) },
        none: { read: 0, onCart: 0 },
        'good lines': { read: 3, onCart: 3 },
      }[kept];

      const page = await newPhonePage(shop);
      await page.goto(`${shop.app.baseUrl}/robots.txt`);
      await page.evaluate((value) => localStorage.setItem('cart', value), stored);
      for (const path of ['/', `/product-details/${product!.id}`, '/cart']) {
        await page.goto(`${shop.app.baseUrl}${path}`);
        const dropdown = await openCartDropdown(page);
        expect(dropdown, path).toMatch(
          expected.read === 0 ? /Aucun produit/ : /Total Général: \d{1,3}(\u202f\d{3})*\u00a0FCFA/,
        );
        const count = path === '/cart' ? expected.onCart : expected.read;
        await expect
          .poll(() => page.getByTestId('cart-button').getAttribute('aria-label'), SLOW)
          .toBe(articles(count));
        await expectNoErrorPage(page);
      }
      // The stored entry was repaired as the pages read it.
      const repaired = JSON.parse((await page.evaluate(() => localStorage.getItem('cart')))!) as {
        quantity: number;
      }[];
      expect(repaired.reduce((sum, line) => sum + line.quantity, 0)).toBe(expected.onCart);
      await page.context().close();
    },
  );

  it('shows a huge quantity as 999 in the header, with a total that adds up', async () => {
    const [entry] = (await listing()).filter((candidate) => candidate.stockDisponible > 0);
    const page = await newPhonePage(shop);
    await page.goto(`${shop.app.baseUrl}/robots.txt`);
    await page.evaluate(
      (line) => localStorage.setItem('cart', JSON.stringify([line])),
      lineFromEntry(entry!, 4_000_000_000_000_000),
    );
    await page.goto(`${shop.app.baseUrl}/`);
    const dropdown = await openCartDropdown(page);
    expect(dropdown).toContain(`Total Général: ${formatFcfa(999 * entry!.price)}`);
    await page.context().close();
  });
});

describe('the only product of the cart taken off sale', () => {
  it('empties the cart and says which product was removed, beside the empty-cart message', async () => {
    const entries = (await listing()).filter((entry) => entry.stockDisponible > 0);
    const entry = entries.at(-1)!;
    const page = await newPhonePage(shop);
    await page.goto(`${shop.app.baseUrl}/robots.txt`);
    await page.evaluate(
      (line) => localStorage.setItem('cart', JSON.stringify([line])),
      lineFromEntry(entry, 1),
    );
    await queryShop(shop, 'update boutique_produits set active = false where id = $1', [entry.id]);
    try {
      await page.goto(`${shop.app.baseUrl}/cart`);
      const notice = page.getByRole('status').filter({ hasText: 'Votre panier a été mis à jour' });
      await expect.poll(() => notice.count(), SLOW).toBe(1);
      expect(await notice.textContent()).toContain(
        `Le produit « ${entry.product.name} » n’est plus disponible et a été retiré de votre panier.`,
      );
      expect(await page.getByText('Aucun produit dans le panier.').isVisible()).toBe(true);
      expect(await page.getByTestId('cart-line').count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
    } finally {
      await queryShop(shop, 'update boutique_produits set active = true where id = $1', [entry.id]);
      await page.context().close();
    }
  });
});

describe('a page whose loader fails', () => {
  it('is the French error page inside the layout, with a way home and no stack trace', async () => {
    // The articles' table goes missing: the recipes page's loader throws a database error.
    await queryShop(shop, 'alter table articles rename to articles_hors_service');
    const page = await newPhonePage(shop);
    try {
      const response = await fetch(`${shop.app.baseUrl}/astuces-recettes`);
      expect(response.status).toBe(500);
      const html = await response.text();
      expect(html).toContain('<html lang="fr"');
      expect(html).not.toMatch(/Application Error|articles_hors_service|relation|\bat \S+:\d+/);

      await page.goto(`${shop.app.baseUrl}/astuces-recettes`);
      const main = page.locator('main');
      await expect
        .poll(() => main.getByRole('heading', { level: 1 }).textContent(), SLOW)
        .toBe('Une erreur est survenue');
      expect(await main.textContent()).toContain('Veuillez réessayer dans un instant.');
      // Inside the layout: the header (with its cart) and the footer are there.
      expect(await page.getByTestId('cart-button').isVisible()).toBe(true);
      expect(await page.locator('footer').count()).toBe(1);
      const text = await page.locator('body').innerText();
      expect(text).not.toMatch(/Application Error|Unexpected Server Error|Error:|\bat \S+:\d+/);

      await main.getByRole('link', { name: 'Retour à l’accueil' }).click();
      await page.waitForURL(`${shop.app.baseUrl}/`);
      await expect.poll(() => page.getByTestId('product-card').count(), SLOW).toBeGreaterThan(0);
    } finally {
      await queryShop(shop, 'alter table articles_hors_service rename to articles');
      await page.context().close();
    }
  });
});
