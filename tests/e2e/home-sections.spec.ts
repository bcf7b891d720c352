import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import { pageHydrated } from '../support/hydration.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

const shop = sharedShopUnderTest();

// The home page's editorial blocks around the categories (spec section 1), in Chromium on the
// built app: their order, the hero's clip and slogans, the carousel, at phone and desktop widths.

/** The spec's order: banner, Easter promotion, carousel, categories, partners, objectives,
 * certified products, natural and handmade goods. */
const SECTIONS_IN_ORDER = [
  '#accueil-titre',
  '#promotion-titre',
  '#carrousel-titre',
  '[data-testid="category-row"]',
  '#partenaires-titre',
  '#objectifs-titre',
  '#produits-certifies-titre',
  '#fait-main-titre',
];

/** Opens the home page, noting on <html> which source the hero clip had when `load` fired. */
async function openHome(width: number, setup?: (page: Page) => Promise<unknown>) {
  const page = await shop.browser.newPage({ viewport: { width, height: 800 } });
  await page.addInitScript(() => {
    window.addEventListener('load', () => {
      const src = document.querySelector('video')?.getAttribute('src');
      document.documentElement.dataset.heroSrcAtLoad = src ?? 'aucune';
    });
  });
  await setup?.(page);
  await page.goto(`${shop.app.baseUrl}/`, { waitUntil: 'load' });
  // React has taken over (app/early-taps.ts marks the page until then).
  await pageHydrated(page);
  return page;
}

const heroVideoSrc = (page: Page) => page.locator('main video').getAttribute('src');
const activeSlogan = (page: Page) =>
  page.getByTestId('hero-slogans').locator('[data-active]').textContent();

describe.each([360, 1280])('home page at %i px', (width) => {
  it('shows its sections in the spec order, without horizontal scrolling', async () => {
    const page = await openHome(width);
    expect(await page.locator('main h1').count()).toBe(1);
    const tops: number[] = [];
    for (const selector of SECTIONS_IN_ORDER) {
      const box = await page.locator(selector).first().boundingBox();
      expect(box, selector).not.toBeNull();
      tops.push(box!.y);
    }
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(new Set(tops).size).toBe(tops.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.close();
  });

  it('starts the looping clip only once the page has loaded and the visitor scrolled, and cycles the slogans', async () => {
    const page = await openHome(width);
    expect(await page.locator('html').getAttribute('data-hero-src-at-load')).toBe('aucune');
    // Loaded and running, the page still shows the poster: the clip waits for a gesture.
    await expect
      .poll(() => page.locator('main video').getAttribute('data-clip'))
      .toBe('attend-un-geste');
    expect(await heroVideoSrc(page)).toBeNull();
    await page.mouse.wheel(0, 40);
    await expect.poll(() => heroVideoSrc(page), { timeout: 10_000 }).toMatch(/^\/media\/hero\./);
    await expect
      .poll(
        () => page.locator('main video').evaluate((video: HTMLVideoElement) => video.currentTime),
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);

    const first = await activeSlogan(page);
    expect(first).toBeTruthy();
    await expect.poll(() => activeSlogan(page), { timeout: 8_000 }).not.toBe(first);
    await page.close();
  });

  it('leads to the product list from the banner button', async () => {
    const page = await openHome(width);
    await page.getByRole('link', { name: 'Découvrir nos produits' }).click();
    await page.waitForURL(`${shop.app.baseUrl}/products`);
    await page.close();
  });

  it('moves the carousel to the next picture with its French controls', async () => {
    const page = await openHome(width);
    const carousel = page.getByRole('region', { name: 'Photos de nos produits' });
    // Below the first screen, the carousel is its first picture until it comes into view:
    // then its code loads and it becomes a slideshow.
    expect(await carousel.count()).toBe(0);
    await page.locator('#carrousel-titre').scrollIntoViewIfNeeded();
    await carousel.waitFor();
    const slides = carousel.locator('[aria-roledescription="image"]');
    const shownSlide = async () => {
      const left = (await carousel.boundingBox())!.x;
      const lefts = await slides.evaluateAll((nodes) =>
        nodes.map((node) => node.getBoundingClientRect().left),
      );
      return lefts.findIndex((x) => Math.abs(x - left) < 2);
    };
    expect(await slides.count()).toBe(5);
    expect(await shownSlide()).toBe(0);

    await page.getByRole('button', { name: 'Image suivante' }).click();
    await expect.poll(shownSlide, { timeout: 5_000 }).toBe(1);
    await expect
      .poll(() => page.getByText(/^Image 2 sur 5\s: /).count(), { timeout: 5_000 })
      .toBe(1);
    // Mantine's own English announcement is replaced by the French one.
    expect(await page.getByText(/Slide \d of \d/).isVisible()).toBe(false);

    // Keyboard: the previous button, reached and pressed without a mouse, goes back.
    await page.getByRole('button', { name: 'Image précédente' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(shownSlide, { timeout: 5_000 }).toBe(0);
    await page.close();
  });
});

describe('home page promises', () => {
  it('says what is true: the nine countries served, what is checked, not certified products', async () => {
    const page = await openHome(360);
    const objectives = page.locator('section[aria-labelledby="objectifs-titre"]');
    // Laid out once near the screen (content-visibility): its text is read as a reader scrolls.
    await objectives.scrollIntoViewIfNeeded();
    expect(
      await objectives
        .getByRole('heading', {
          name: 'Livrer en Afrique de l’Ouest et du Centre, en France et au Canada',
        })
        .isVisible(),
    ).toBe(true);
    await expect.poll(() => objectives.innerText()).toContain('dans ces 9 pays');
    const delivery = await objectives.innerText();
    for (const country of ['Togo', 'Côte d’Ivoire', 'Sénégal', 'Bénin', 'Cameroun']) {
      expect(delivery).toContain(country);
    }
    expect(delivery).toContain('dans ces 9 pays');
    expect(
      await page
        .getByRole('heading', { level: 2, name: 'Ce que nous vérifions avant la mise en vente' })
        .isVisible(),
    ).toBe(true);
    // The old promises: the whole of Africa, every product certified.
    const text = await page.locator('main').innerText();
    expect(text).not.toContain('toute l’Afrique');
    expect(text).not.toContain('Des produits certifiés et contrôlés');
    expect(text).not.toContain('De Lomé à Dakar');
    await page.close();
  });
});

describe('home page for visitors who want less motion or less data', () => {
  it('never loads the clip nor cycles the slogans with reduced motion, nor the clip on Save-Data or a slow connection', async () => {
    const server = await fetch(`${shop.app.baseUrl}/`).then((response) => response.text());
    const videoTag = server.match(/<video[^>]*>/)?.[0];
    expect(videoTag).toBeDefined();
    expect(videoTag).not.toMatch(/\ssrc=/);
    expect(server).not.toMatch(/<source[^>]*hero\.(webm|mp4)/);

    const withConnection = (connection: object) => (page: Page) =>
      page.addInitScript(
        (value) => Object.defineProperty(navigator, 'connection', { value }),
        connection,
      );
    const [reduced, saveData, slow] = await Promise.all([
      openHome(360, (page) => page.emulateMedia({ reducedMotion: 'reduce' })),
      openHome(360, withConnection({ saveData: true })),
      openHome(360, withConnection({ effectiveType: '3g' })),
    ]);
    // Gestures that start the clip for everyone else.
    for (const page of [reduced, saveData, slow]) await page.mouse.wheel(0, 40);
    const firstSlogan = await activeSlogan(reduced);
    // Longer than the slogan interval (5 s) and the clip's idle delay (at most 3 s after load).
    await reduced.waitForTimeout(6_500);
    expect(await heroVideoSrc(reduced)).toBeNull();
    expect(await activeSlogan(reduced)).toBe(firstSlogan);
    expect(
      await reduced.getByRole('button', { name: 'Mettre en pause l’animation' }).isVisible(),
    ).toBe(false);
    expect(await heroVideoSrc(saveData)).toBeNull();
    expect(await heroVideoSrc(slow)).toBeNull();
    await Promise.all([reduced.close(), saveData.close(), slow.close()]);
  });
});
