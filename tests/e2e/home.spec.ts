import { shopUnderTest } from '../support/shop-under-test.ts';
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startAppProcess } from '../support/app-process.ts';

const shop = shopUnderTest('baobab-e2e-', {}, { freshInstall: true });

// The walking skeleton as a newcomer meets it: the built app on a fresh data folder, its own
// embedded PostgreSQL, the demo catalogue, server-rendered products in a real browser.

async function productCount(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/produits/listeproduits`);
  return ((await response.json()) as unknown[]).length;
}

describe('home page on a fresh install', () => {
  it('is server-rendered in French with every product and its FCFA price', async () => {
    const html = await (await fetch(`${shop.app.baseUrl}/`)).text();
    expect(html).toContain('<html lang="fr"');
    const cardsInHtml = html.match(/data-testid="product-card"/g) ?? [];
    expect(cardsInHtml.length).toBeGreaterThanOrEqual(60);
    expect(cardsInHtml.length).toBe(await productCount(shop.app.baseUrl));
    expect(html).toMatch(/\d{1,3}(?: \d{3})* FCFA/);
    expect(html).toMatch(/<title>[^<]*Produits naturels africains/);
  });

  it('shows the products in Chromium, grouped by category, with their images', async () => {
    const page = await shop.browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${shop.app.baseUrl}/`);
    await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThanOrEqual(60);
    expect(await page.getByTestId('category-row').count()).toBeGreaterThanOrEqual(8);
    const firstImage = page.getByTestId('product-card').first().locator('img');
    await expect
      .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // No horizontal scrolling on a 360 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.close();
  });

  it('keeps its data across a restart without seeding twice, and stops cleanly', async () => {
    const before = await productCount(shop.app.baseUrl);
    expect(await shop.app.stop()).toBe(0);
    expect(shop.app.output()).toContain('Arrêt terminé.');
    // The embedded PostgreSQL stopped with the app: its lock file is gone.
    await expect(
      fs.access(path.join(shop.dataDir, 'postgres', 'postmaster.pid')),
    ).rejects.toThrow();

    shop.app = await startAppProcess({ DATA_DIR: shop.dataDir });
    expect(await productCount(shop.app.baseUrl)).toBe(before);
    expect(shop.app.output()).toContain('Base déjà remplie');
  });
});
