import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductListingEntry } from '#common/catalogue.ts';
import { isHydrated } from '../support/hydration.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';

const shop = sharedShopUnderTest();

// A buyer on a cheap Android phone over slow data (issue 45, point 4.2): the processor slowed
// four times and the link throttled as Chrome's DevTools and Lighthouse do for « slow 4G »
// (562.5 ms round trips, 1.47 Mbit/s down, 675 kbit/s up). Nothing of the page is held back by
// the test: the page loads as it would on that phone, and the buyer taps as soon as she sees
// the button.

const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

async function throttledPhonePage(): Promise<Page> {
  const context = await shop.browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return page;
}

const storedCart = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]') as {
    id: number;
    quantity: number;
  }[];

const products = async () =>
  (await (
    await fetch(`${shop.app.baseUrl}/api/produits/listeproduits`)
  ).json()) as ProductListingEntry[];

/** Hydration over slow 4G with the CPU slowed, on a shared machine under load. */
const HYDRATION_WAIT = { timeout: 90_000, interval: 250 };

describe('a tap on « Ajouter au panier » before the page runs, on a throttled phone', () => {
  it('is acknowledged at once and the product is in the cart afterwards', async () => {
    const listing = await products();
    const entry = listing.find((candidate) => candidate.stockDisponible > 2)!;
    const page = await throttledPhonePage();
    await page.goto(`${shop.app.baseUrl}/product-details/${entry.id}`, { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: 'Ajouter au panier' });
    await button.waitFor({ state: 'visible', timeout: 60_000 });
    await button.tap();
    // Made before hydration, so it is the early path that must keep it.
    expect(await isHydrated(button), 'la page était déjà interactive').toBe(false);
    expect(await button.getAttribute('aria-busy')).toBe('true');
    await expect
      .poll(() => storedCart(page), HYDRATION_WAIT)
      .toMatchObject([{ id: entry.id, quantity: 1 }]);
    await page.context().close();
  }, 180_000);

  it('keeps every tap made while the page loads its scripts and hydrates', async () => {
    const listing = await products();
    const entry = listing.find((candidate) => candidate.stockDisponible > 20)!;
    const page = await throttledPhonePage();
    await page.goto(`${shop.app.baseUrl}/product-details/${entry.id}`, { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: 'Ajouter au panier' });
    await button.waitFor({ state: 'visible', timeout: 60_000 });
    // A tap every 0.7 s from the moment the button shows until one lands on the running page.
    let taps = 0;
    let early = 0;
    for (;;) {
      const before = !(await isHydrated(button));
      await button.tap({ noWaitAfter: true });
      taps += 1;
      if (!before) break;
      early += 1;
      await page.waitForTimeout(700);
    }
    expect(early).toBeGreaterThan(0);
    await expect
      .poll(() => storedCart(page), HYDRATION_WAIT)
      .toMatchObject([{ id: entry.id, quantity: taps }]);
    await page.context().close();
  }, 180_000);

  it('keeps a tap made before the page runs when the buyer leaves at once by a link', async () => {
    const entry = (await products()).find((candidate) => candidate.stockDisponible > 2)!;
    const page = await throttledPhonePage();
    // The product page's scripts wait until she has left it: it never runs.
    let release!: () => void;
    const left = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await left;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${shop.app.baseUrl}/product-details/${entry.id}`, { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: 'Ajouter au panier' });
    await button.waitFor({ state: 'visible', timeout: 60_000 });
    await button.tap();
    expect(await button.getAttribute('aria-busy')).toBe('true');
    // A page without that product: the cart's line is made from the server's answer.
    await page
      .getByRole('navigation', { name: 'Liens rapides' })
      .getByRole('link', { name: 'Contact' })
      .tap();
    await page.waitForURL(`${shop.app.baseUrl}/contact`, { timeout: 60_000 });
    release();
    await expect
      .poll(() => storedCart(page), HYDRATION_WAIT)
      .toMatchObject([{ id: entry.id, quantity: 1 }]);
    const toast = page.getByRole('alert').filter({ hasText: 'Produit ajouté au panier!' });
    await expect.poll(() => toast.isVisible(), HYDRATION_WAIT).toBe(true);
    await page.context().close();
  }, 180_000);
});
