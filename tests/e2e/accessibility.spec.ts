import { lineFromEntry } from '#common/cart.ts';
import type { ProductListingEntry } from '#common/catalogue.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import { pageHydrated } from '../support/hydration.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { describe, expect, it } from 'vitest';

const shop = sharedShopUnderTest();

// axe-core on every public page, on a phone and on a desktop: no serious or critical violation.

const PUBLIC_PAGES = [
  '/',
  '/products',
  '/products?q=karite',
  '/product-details/1',
  '/cart',
  '/checkout',
  '/connexion',
  '/inscription',
  '/astuces-recettes',
  '/article/1',
  '/recette/1',
  '/contact',
  '/mentions-legales',
  '/conditions-d-utilisation',
  '/politique-de-confidentialite',
  '/page-inconnue',
];

/** A cart with one line, so the cart and checkout pages show their table and forms. */
async function oneLineCart() {
  const [entry] = (await (
    await fetch(`${shop.app.baseUrl}/api/produits/listeproduits?page=1&limit=1`)
  ).json()) as ProductListingEntry[];
  return JSON.stringify([lineFromEntry(entry!)]);
}

const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

describe('accessibility on a phone, then on a desktop', () => {
  it.each(PUBLIC_PAGES)('%s has no serious or critical violation', async (path) => {
    // axe needs a page from an explicit context.
    const context = await shop.browser.newContext({ viewport: PHONE });
    // The cart is in storage before the page's own scripts run (no detour through another page).
    await context.addInitScript((cart) => localStorage.setItem('cart', cart), await oneLineCart());
    const page = await context.newPage();
    await page.goto(`${shop.app.baseUrl}${path}`);
    // Scanned once React has taken over the page (it then drops the early-taps marker), without
    // waiting for the network to fall silent: the home page's clip keeps it busy for seconds.
    await pageHydrated(page);
    expect(await seriousViolations(page), 'téléphone').toEqual([]);
    // The same page on a desktop: resized rather than loaded again (half the time), once the
    // layouts that follow the width have drawn themselves.
    await page.setViewportSize(DESKTOP);
    await page.evaluate(
      () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
    );
    expect(await seriousViolations(page), 'ordinateur').toEqual([]);
    await context.close();
  });
});
