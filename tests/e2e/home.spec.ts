import { freshShopUnderTest } from '../support/shop-under-test.ts';
import { isRendered, pageHydrated } from '../support/hydration.ts';
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startAppProcess } from '../support/app-process.ts';

/** The product photos of a page's HTML, without the shops' 20-px logos beside their names. */
function productPhotos(html: string): string[] {
  return (html.match(/<img\b[^>]*>/g) ?? []).filter((image) => !image.includes('/boutiques/'));
}

const shop = freshShopUnderTest('baobab-e2e-');

// The walking skeleton as a newcomer meets it: the built app on a fresh data folder, its own
// embedded PostgreSQL, the demo catalogue, server-rendered products in a real browser.

/** How many products each category has, from the API. */
async function categorySizes(baseUrl: string): Promise<Map<string, number>> {
  const response = await fetch(`${baseUrl}/api/produits/listeproduits`);
  const entries = (await response.json()) as { product: { categorie: { nom: string } } }[];
  const sizes = new Map<string, number>();
  for (const { product } of entries) {
    sizes.set(product.categorie.nom, (sizes.get(product.categorie.nom) ?? 0) + 1);
  }
  return sizes;
}

async function productCount(baseUrl: string): Promise<number> {
  return [...(await categorySizes(baseUrl)).values()].reduce((sum, size) => sum + size, 0);
}

/** Cards in a category's row on the home page (app/routes/home.tsx). */
const ROW_CARDS = 4;

describe('home page on a fresh install', () => {
  it('is server-rendered in French: a bounded row of cards per category, with their FCFA price', async () => {
    const html = await (await fetch(`${shop.app.baseUrl}/`)).text();
    expect(html).toContain('<html lang="fr"');
    const sizes = await categorySizes(shop.app.baseUrl);
    expect(sizes.size).toBeGreaterThanOrEqual(8);
    // Every category, each with its first cards and a link to all of them: the page does not
    // grow with the catalogue.
    const cardsInHtml = html.match(/data-testid="product-card"/g) ?? [];
    const expected = [...sizes.values()].reduce((sum, size) => sum + Math.min(size, ROW_CARDS), 0);
    expect(cardsInHtml.length).toBe(expected);
    for (const name of sizes.keys()) {
      expect(html).toContain(`aria-label="Tout voir : ${name.replaceAll("'", '&#x27;')}"`);
    }
    expect(html).toMatch(/\d{1,3}(?:\u202f\d{3})*\u00a0FCFA/);
    expect(html).toMatch(/<title>[^<]*Produits naturels d’Afrique/);
  });

  it('shows the products in Chromium, grouped by category, with their images', async () => {
    const page = await shop.browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${shop.app.baseUrl}/`);
    await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThanOrEqual(30);
    expect(await page.getByTestId('category-row').count()).toBeGreaterThanOrEqual(8);
    // Rows below the first screen are not laid out, nor their photos fetched, until the visitor
    // comes near them (content-visibility: auto): the first visit renders and downloads less.
    const lastCard = page.getByTestId('product-card').last();
    expect(await isRendered(lastCard)).toBe(false);
    await lastCard.scrollIntoViewIfNeeded();
    await expect.poll(() => isRendered(lastCard)).toBe(true);
    // The card's first image is the product's photo (its shop's logo comes after).
    const firstImage = lastCard.locator('img').first();
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

  it('hands out the built scripts compressed at build time, and says they vary', async () => {
    const html = await (await fetch(`${shop.app.baseUrl}/`)).text();
    const script = /"(\/assets\/[\w.-]+\.js)"/.exec(html)![1]!;
    const onDisk = path.join(import.meta.dirname, '..', '..', 'build', 'client', script);
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ]) {
      const response = await fetch(`${shop.app.baseUrl}${script}`, {
        headers: { 'accept-encoding': encoding! },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toBe('accept-encoding');
      // The very bytes the build wrote: nothing compressed on the way out.
      expect(Number(response.headers.get('content-length'))).toBe(
        (await fs.stat(`${onDisk}${suffix}`)).size,
      );
      await response.arrayBuffer();
    }
  });

  it('holds the scripts until the page has loaded: none in the head, none fetched before the load event, and the page comes alive', async () => {
    const html = await (await fetch(`${shop.app.baseUrl}/`)).text();
    const [head = '', body = ''] = html.split('</head>');
    expect(head).not.toMatch(/<link\b[^>]*\brel="modulepreload"/);
    expect(body).not.toContain('type="module"');
    // The entry module's script, inert, with the addresses of the modules it holds back.
    const held = /<script\b[^>]*\bid="page-modules"[^>]*>/.exec(body)?.[0] ?? '';
    expect(held).toContain(' type="text/x-held-module"');
    const preloads = /\bdata-preloads="([^"]*)"/.exec(held)?.[1]?.split(' ');
    expect(preloads?.length).toBeGreaterThan(5);
    // React with React Router, and Mantine's base, come in one file each, not in dozens
    // (decision 043): 57 module files before, 36 after.
    for (const chunk of ['framework', 'mantine']) {
      expect(preloads?.filter((href) => href.startsWith(`/assets/${chunk}-`))).toHaveLength(1);
    }
    expect(preloads?.length).toBeLessThan(40);

    const page = await shop.browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${shop.app.baseUrl}/`);
    await pageHydrated(page);
    const timing = await page.evaluate(() => ({
      loaded: performance.getEntriesByType('navigation')[0]!.toJSON().loadEventStart as number,
      modules: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.modules.length).toBeGreaterThan(5);
    expect(Math.min(...timing.modules)).toBeGreaterThan(timing.loaded);
    // The vendor chunks ran first, from scripts of their own, React's before Mantine's, and the
    // entry after them (decision 050).
    const firstRun = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map(
        (script) => new URL(script.src).pathname,
      ),
    );
    expect(firstRun).toEqual([
      preloads?.find((href) => href.startsWith('/assets/framework-')),
      preloads?.find((href) => href.startsWith('/assets/mantine-')),
    ]);
    await page.close();
  });

  it('starts the scripts at the first tap, or a few seconds after the HTML, when an image keeps the page from loading', async () => {
    const requestedModules = async (tap: boolean) => {
      const page = await shop.browser.newPage({ viewport: { width: 360, height: 740 } });
      // The hero's photo hangs: the page never fires its load event.
      await page.route('**/media/hero-poster*', () => undefined);
      const modules: number[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.js')) modules.push(Date.now());
      });
      await page.goto(`${shop.app.baseUrl}/`, { waitUntil: 'domcontentloaded' });
      const readAt = Date.now();
      if (tap) await page.getByRole('heading', { level: 1 }).first().click();
      const tappedAt = Date.now();
      await pageHydrated(page);
      await page.close();
      return { wait: Math.min(...modules) - readAt, afterTap: Math.min(...modules) - tappedAt };
    };
    // The release comes 3 s after the HTML has been read at the latest.
    const untouched = await requestedModules(false);
    expect(untouched.wait).toBeGreaterThan(2_500);
    const tapped = await requestedModules(true);
    expect(tapped.wait).toBeLessThan(2_500);
    expect(tapped.afterTap).toBeLessThan(1_000);
  });

  it('asks for one image first on each page, its largest: the rest of the first screen loads eagerly, without priority', async () => {
    const products = (await (
      await fetch(`${shop.app.baseUrl}/api/produits/listeproduits?page=1&limit=1`)
    ).json()) as { id: number }[];
    for (const path of ['/products', `/product-details/${products[0]!.id}`]) {
      const html = await (await fetch(`${shop.app.baseUrl}${path}`)).text();
      const images = html.match(/<img\b[^>]*>/g) ?? [];
      expect(images.filter((image) => /fetchPriority="high"/i.test(image))).toHaveLength(1);
      expect(images.some((image) => /fetchPriority="auto"/i.test(image))).toBe(false);
    }
    const listed = productPhotos(await (await fetch(`${shop.app.baseUrl}/products`)).text());
    expect(listed[1]).toContain('loading="eager"');
    expect(listed[2]).toContain('loading="lazy"');
  });

  it('gives a browser saving data the smallest photos, without a choice of larger ones', async () => {
    const images = async (headers: Record<string, string>) =>
      productPhotos(await (await fetch(`${shop.app.baseUrl}/products`, { headers })).text());
    const saving = await images({ 'save-data': 'on' });
    expect(saving.length).toBeGreaterThan(10);
    for (const image of saving) {
      expect(image).not.toMatch(/srcSet=/i);
      expect(image).toMatch(/src="\/uploads\/[^"]+-240\.webp"/);
    }
    for (const image of await images({})) expect(image).toMatch(/srcSet="[^"]+ 480w"/i);
  });

  it('loads the cart dropdown and its positioning code only when the cart is first opened', async () => {
    const page = await shop.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${shop.app.baseUrl}/`, { waitUntil: 'load' });
    await pageHydrated(page);
    expect(scripts.filter((url) => /cart-dropdown|floating-ui/.test(url))).toEqual([]);
    await page.getByTestId('cart-button').click();
    await expect.poll(() => page.getByTestId('cart-dropdown').isVisible()).toBe(true);
    expect(scripts.some((url) => /cart-dropdown/.test(url))).toBe(true);
    await page.close();
  });

  it('mounts the toasts’ container with the first toast only: a visit without one never loads it', async () => {
    const page = await shop.browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${shop.app.baseUrl}/`, { waitUntil: 'load' });
    await pageHydrated(page);
    const container = page.locator('.mantine-Notifications-root');
    expect(await container.count()).toBe(0);
    const firstCard = page.getByTestId('category-row').first().getByTestId('product-card').first();
    await firstCard.getByTestId('add-to-cart').click();
    await expect.poll(() => page.getByText('Produit ajouté au panier!').count()).toBeGreaterThan(0);
    expect(await container.count()).toBeGreaterThan(0);
    await page.close();
  });
});
