import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lineFromEntry, lineTotal } from '#common/cart.ts';
import type { ProductListingEntry } from '#common/catalogue.ts';
import { formatFcfa } from '#common/money.ts';
import { isHydrated } from '../support/hydration.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import { loginThroughApi, pageOverflow, placeCashOrder } from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// A buyer on a cheap phone over slow data (issue 11, points 2, 6, 7, 8 and 9): taps made before
// the page is interactive still reach the cart, the cart's lines fit a 360-px screen, the
// product cards' buttons fit a 320-px one, quick adds show one toast that hides no button, and
// the header's cart and a skip link serve keyboard users.

type Entry = ProductListingEntry;

async function listing(): Promise<Entry[]> {
  return (await (await fetch(`${shop.app.baseUrl}/api/produits/listeproduits`)).json()) as Entry[];
}

/** A page of its own context (own storage), as a phone with a touch screen unless told. */
async function phonePage(width = 360, touch = true): Promise<Page> {
  const context = await shop.browser.newContext({
    viewport: { width, height: 740 },
    hasTouch: touch,
    isMobile: touch,
  });
  return context.newPage();
}

const closePage = (page: Page) => page.context().close();

const storedCart = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]') as {
    id: number;
    quantity: number;
  }[];

/** The product cards' add buttons, sold-out ones (disabled) left out. */
const inStockAddButtons = (scope: Page | Locator) =>
  scope.locator('[data-testid="add-to-cart"]:enabled');

/**
 * Holds the page's scripts back until `release()` is called: the server-rendered page shows and
 * takes taps while React has not run, as over slow data, for as long as the test needs.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Waits for what happens at hydration on this shared machine under load. */
const HYDRATION_WAIT = { timeout: 30_000, interval: 250 };
const LOADED = { timeout: 30_000 };
/** What follows a tap or a key at once, with room for a busy machine. */
const SOON = { timeout: 10_000 };

/** The page at `path`, once React has taken it over. */
async function openHydrated(page: Page, path: string) {
  await page.goto(`${shop.app.baseUrl}${path}`);
  await expect.poll(() => isHydrated(page.getByTestId('cart-button')), LOADED).toBe(true);
}

describe('taps before the page is interactive, its scripts still on their way', () => {
  /**
   * Opens `path` with its scripts held back, taps `targets` in that order before React has
   * hydrated them, checks each looked pending then, and lets the scripts come.
   */
  async function tapBeforeHydration(path: string, targets: (page: Page) => Locator[]) {
    const page = await phonePage();
    const releaseScripts = await holdScripts(page);
    await page.goto(`${shop.app.baseUrl}${path}`, { waitUntil: 'commit' });
    for (const button of targets(page)) {
      await button.waitFor({ state: 'visible', timeout: 30_000 });
      // A button that needs JavaScript looks disabled until it has it.
      expect(await button.evaluate((element) => getComputedStyle(element).cursor)).toBe('progress');
      await button.tap();
      // Still not hydrated after the tap, so it was made before.
      expect(await isHydrated(button), 'la page était déjà interactive').toBe(false);
      // The tap is acknowledged at once.
      expect(await button.getAttribute('aria-busy')).toBe('true');
    }
    releaseScripts();
    return page;
  }

  it("keeps a tap on the product page's 'Ajouter au panier' and adds it once the page runs", async () => {
    const [entry] = (await listing()).filter((candidate) => candidate.stockDisponible > 2);
    const page = await tapBeforeHydration(`/product-details/${entry!.id}`, (phone) => [
      phone.getByRole('button', { name: 'Ajouter au panier' }),
    ]);
    await expect
      .poll(() => storedCart(page), HYDRATION_WAIT)
      .toMatchObject([{ id: entry!.id, quantity: 1 }]);
    const toast = page.getByRole('alert').filter({ hasText: 'Produit ajouté au panier!' });
    await expect.poll(() => toast.isVisible(), SOON).toBe(true);
    expect(
      await page.getByRole('button', { name: 'Ajouter au panier' }).getAttribute('aria-busy'),
    ).toBeNull();
    expect(await page.getByRole('button', { name: 'Panier : 1 article' }).isVisible()).toBe(true);
    await closePage(page);
  });

  it('keeps taps on two product cards of /products, in the order they were made', async () => {
    let tapped: Locator[] = [];
    const page = await tapBeforeHydration('/products', (phone) => {
      const buttons = inStockAddButtons(phone);
      tapped = [buttons.nth(1), buttons.nth(0)];
      return tapped;
    });
    const all = await listing();
    const ids = await Promise.all(
      tapped.map(async (button) => {
        const label = (await button.getAttribute('aria-label'))!;
        const name = /^Ajouter (.+) au panier$/.exec(label)![1];
        return all.find((entry) => entry.product.name === name)!.id;
      }),
    );
    await expect
      .poll(() => storedCart(page), HYDRATION_WAIT)
      .toMatchObject(ids.map((id) => ({ id, quantity: 1 })));
    const toast = page.getByRole('alert').filter({ hasText: '2 produits ajoutés au panier' });
    await expect.poll(() => toast.isVisible(), SOON).toBe(true);
    await closePage(page);
  });

  it("keeps a tap on a home page row's card", async () => {
    const page = await tapBeforeHydration('/', (phone) => [
      inStockAddButtons(phone.getByTestId('category-row').first()).first(),
    ]);
    await expect.poll(async () => (await storedCart(page)).length, HYDRATION_WAIT).toBe(1);
    const toast = page.getByRole('alert').filter({ hasText: 'Produit ajouté au panier!' });
    await expect.poll(() => toast.isVisible(), SOON).toBe(true);
    await closePage(page);
  });

  it("keeps a tap on the banner's pause: the motion never starts", async () => {
    const page = await tapBeforeHydration('/', (phone) => [
      phone.getByRole('button', { name: 'Mettre en pause l’animation' }),
    ]);
    const resume = page.getByRole('button', { name: 'Relancer l’animation' });
    await expect.poll(() => resume.isVisible(), HYDRATION_WAIT).toBe(true);
    expect(await resume.getAttribute('aria-busy')).toBeNull();
    await closePage(page);
  });

  it("opens the header's menu tapped before the page runs", async () => {
    const page = await tapBeforeHydration('/connexion', (phone) => [
      phone.getByRole('button', { name: 'Ouvrir le menu' }),
    ]);
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.isVisible(), HYDRATION_WAIT).toBe(true);
    expect(await drawer.getByRole('link', { name: 'Inscription' }).isVisible()).toBe(true);
    const burger = page.locator('[data-needs-js="menu"]');
    expect(await burger.getAttribute('aria-busy')).toBeNull();
    await closePage(page);
  });

  it("opens the header's cart tapped before the page runs", async () => {
    const page = await tapBeforeHydration('/connexion', (phone) => [
      phone.getByTestId('cart-button'),
    ]);
    const dropdown = page.getByTestId('cart-dropdown');
    await expect.poll(() => dropdown.isVisible(), HYDRATION_WAIT).toBe(true);
    expect(await dropdown.getByText('Aucun produit dans le panier.').isVisible()).toBe(true);
    expect(await page.getByTestId('cart-button').getAttribute('aria-busy')).toBeNull();
    await closePage(page);
  });
  it('keeps a login typed and sent before the page runs, and never puts the password in the address', async () => {
    const page = await phonePage();
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    const releaseScripts = await holdScripts(page);
    await page.goto(`${shop.app.baseUrl}/connexion`, { waitUntil: 'commit' });
    const email = page.locator('main input[name="email"]');
    await email.waitFor({ state: 'visible', timeout: 30_000 });
    await email.fill('awa@baobab.example');
    await page.locator('main input[name="password"]').fill('Baobab-Vendeur-2026');
    const send = page.getByRole('button', { name: 'Continuer' });
    expect(await send.evaluate((element) => getComputedStyle(element).cursor)).toBe('progress');
    await send.tap();
    expect(await isHydrated(send), 'la page était déjà interactive').toBe(false);
    expect(await send.getAttribute('aria-busy')).toBe('true');
    releaseScripts();
    // Once the page runs, the login is sent with what was typed, and the seller is in.
    await expect
      .poll(() => new URL(page.url()).pathname, HYDRATION_WAIT)
      .toMatch(/^\/vendeur-dashboard\//);
    expect(addresses.filter((address) => address.includes('Baobab-Vendeur'))).toEqual([]);
    await closePage(page);
  });
});

describe('the cart lines on a 360-px phone', () => {
  it('stacks each line as a card with its whole total in view, without sideways scrolling', async () => {
    // The longest names, in quantities that make five-digit totals.
    const entries = (await listing())
      .filter((entry) => entry.stockDisponible >= 3)
      .sort((a, b) => b.product.name.length - a.product.name.length)
      .slice(0, 3);
    const page = await phonePage();
    await page.goto(`${shop.app.baseUrl}/`);
    await page.evaluate(
      (lines) => localStorage.setItem('cart', JSON.stringify(lines)),
      entries.map((entry) => lineFromEntry(entry, 3)),
    );
    for (const path of ['/cart', '/checkout']) {
      await openHydrated(page, path);
      const lines = page.getByTestId('cart-line');
      await expect.poll(() => lines.count(), LOADED).toBe(3);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      // Nothing inside the page scrolls sideways either.
      const sideways = await page
        .locator('main')
        .evaluate(
          (main) =>
            [main, ...main.querySelectorAll('*')]
              .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
              .filter((element) => element.scrollWidth > element.clientWidth + 1).length,
        );
      expect(sideways, path).toBe(0);
      for (const [index, entry] of entries.entries()) {
        const line = lines.nth(index);
        const total = line.getByText(formatFcfa(lineTotal(lineFromEntry(entry, 3))), {
          exact: true,
        });
        expect(await total.isVisible()).toBe(true);
        // Inside the screen, and inside every box that could clip it.
        const clipped = await total.evaluate((element) => {
          const box = element.getBoundingClientRect();
          if (box.left < 0 || box.right > window.innerWidth) return 'écran';
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            if (getComputedStyle(parent).overflowX === 'visible') continue;
            const frame = parent.getBoundingClientRect();
            if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5)
              return parent.className;
          }
          return null;
        });
        expect(clipped, `${path}: ${entry.product.name}`).toBeNull();
        // Names get the card's width, not a word per line.
        const name = line.getByRole('link', { name: entry.product.name });
        expect((await name.boundingBox())!.width).toBeGreaterThan(150);
      }
    }
    await closePage(page);
  });
});

describe('the product cards on small phones', () => {
  it.each([320, 360])('show the whole add button label at %i px', async (width) => {
    const page = await phonePage(width);
    for (const path of ['/products', '/']) {
      await openHydrated(page, path);
      const cards = page.getByTestId('product-card');
      const checked = path === '/' ? 4 : await cards.count();
      for (let index = 0; index < checked; index++) {
        const card = cards.nth(index);
        // Cards below the screen are not laid out until near it (content-visibility).
        await card.scrollIntoViewIfNeeded();
        const button = card.getByTestId('add-to-cart');
        // Neither the button nor any part of its label is cut.
        const cut = await button.evaluate((element) =>
          [element, ...element.querySelectorAll('*')]
            .filter((part) => part.scrollWidth > part.clientWidth + 0.5)
            .map((part) => part.className),
        );
        expect(cut, `${path}, carte ${index}`).toEqual([]);
        expect(await button.textContent()).toMatch(/Ajouter/);
        expect(await button.getAttribute('aria-label')).toMatch(/^Ajouter .+ au panier$/);
        const [buttonBox, cardBox] = [await button.boundingBox(), await card.boundingBox()];
        expect(buttonBox!.x).toBeGreaterThanOrEqual(cardBox!.x);
        expect(buttonBox!.x + buttonBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
        // The details (eye) button is still there.
        expect(await card.getByRole('link', { name: /^Voir le détail (de |d’)/ }).count()).toBe(1);
      }
    }
    await closePage(page);
  });
});

describe('toasts after quick adds', () => {
  async function expectOneToastClearOf(page: Page, text: string, buttons: Locator[]) {
    const alerts = page.getByRole('alert');
    await expect.poll(() => alerts.allTextContents(), SOON).toEqual([text]);
    const toast = (await alerts.boundingBox())!;
    expect(toast.height).toBeLessThan(120);
    for (const button of [...buttons, page.getByTestId('cart-button')]) {
      expect(overlap(toast, (await button.boundingBox())!)).toBe(false);
    }
  }

  it('shows one toast counting five adds on the product page, clear of the buttons', async () => {
    const [entry] = (await listing()).filter((candidate) => candidate.stockDisponible >= 5);
    const page = await phonePage();
    await openHydrated(page, `/product-details/${entry!.id}`);
    const add = page.getByRole('button', { name: 'Ajouter au panier' });
    // Where a thumb taps it: at the bottom of the screen.
    await add.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    for (let count = 0; count < 5; count++) await add.click();
    await expectOneToastClearOf(page, '5 produits ajoutés au panier', [
      add,
      page.locator('main').getByRole('link', { name: 'Voir le panier' }),
    ]);
    expect(await storedCart(page)).toMatchObject([{ id: entry!.id, quantity: 5 }]);
    await closePage(page);
  });

  it('shows one toast for three cards added on /products', async () => {
    const page = await phonePage();
    await openHydrated(page, '/products');
    const buttons = inStockAddButtons(page);
    const tapped = [buttons.nth(2), buttons.nth(3), buttons.nth(4)];
    for (const button of tapped) await button.tap();
    await expectOneToastClearOf(page, '3 produits ajoutés au panier', tapped);
    await closePage(page);
  });
});

describe('keyboard users', () => {
  it("reach the page's content first through a skip link, on every page", async () => {
    const [entry] = await listing();
    const page = await phonePage(360, false);
    for (const path of ['/', '/products', `/product-details/${entry!.id}`, '/cart', '/contact']) {
      await openHydrated(page, path);
      await page.keyboard.press('Tab');
      const link = page.locator(':focus');
      expect(await link.textContent(), path).toBe('Aller au contenu');
      // Visible once focused, above everything else.
      const box = (await link.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      const onTop = await link.evaluate((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return document.elementFromPoint(x + width / 2, y + height / 2) === element;
      });
      expect(onTop, path).toBe(true);
      await page.keyboard.press('Enter');
      // The next tab stop is in the page's content, past the header.
      await page.keyboard.press('Tab');
      const next = await page.evaluate(() => ({
        inHeader: Boolean(document.activeElement?.closest('header')),
        inMain: Boolean(document.activeElement?.closest('main')),
      }));
      expect(next, path).toEqual({ inHeader: false, inMain: true });
    }
    await closePage(page);
  });

  it("open the header's cart with Enter, move in it, and leave it with Escape", async () => {
    const [entry] = (await listing()).filter((candidate) => candidate.stockDisponible > 0);
    const page = await phonePage(1280, false);
    await page.goto(`${shop.app.baseUrl}/`);
    await page.evaluate(
      (line) => localStorage.setItem('cart', JSON.stringify([line])),
      lineFromEntry(entry!, 1),
    );
    await openHydrated(page, '/');
    const button = page.getByTestId('cart-button');
    const dropdown = page.getByTestId('cart-dropdown');
    const focusIn = () =>
      dropdown.evaluate((element) => element.contains(document.activeElement)).catch(() => false);
    const buttonFocused = () => button.evaluate((element) => element === document.activeElement);

    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dropdown.isVisible(), SOON).toBe(true);
    await expect.poll(focusIn, SOON).toBe(true);
    // 'Voir le panier' is a few tab stops away, not hundreds.
    let presses = 0;
    while (presses < 6 && (await page.locator(':focus').textContent()) !== 'Voir le panier') {
      await page.keyboard.press('Tab');
      presses++;
    }
    expect(await page.locator(':focus').textContent()).toBe('Voir le panier');
    await page.keyboard.press('Escape');
    await expect.poll(() => dropdown.isVisible(), SOON).toBe(false);
    await expect.poll(buttonFocused, SOON).toBe(true);

    // Escape also closes it while the focus is on the button.
    await page.keyboard.press('Enter');
    await expect.poll(() => dropdown.isVisible(), SOON).toBe(true);
    await button.focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => dropdown.isVisible(), SOON).toBe(false);
    expect(await buttonFocused()).toBe(true);
    await closePage(page);
  });
});

describe('the phone menu', () => {
  it('searches the catalogue and finds an order by its number and phone', async () => {
    const kofi = await loginThroughApi(shop, 'kofi@baobab.example', 'Baobab-Acheteur-2026');
    const [entry] = await listing();
    const delivery = {
      country: 'Togo' as const,
      city: 'Lomé',
      address: 'Rue des Cocotiers, Bè-Kpota',
      phone: '+228 90 77 88 99',
    };
    const order = await placeCashOrder(shop, {
      token: kofi.token,
      productId: entry!.id,
      quantity: 1,
      delivery,
    });

    const page = await phonePage();
    await page.goto(`${shop.app.baseUrl}/`);
    const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
    await expect.poll(() => isHydrated(burger), HYDRATION_WAIT).toBe(true);
    await burger.click();
    const drawer = page.getByRole('dialog');
    for (const name of ['Produits', 'Suivre ma commande', 'Aide']) {
      await expect.poll(() => drawer.getByRole('link', { name }).isVisible(), SOON).toBe(true);
    }
    await drawer.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('karite');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/products\?q=karite$/);

    await page.goto(`${shop.app.baseUrl}/suivre-ma-commande`);
    await page.getByLabel('Numéro de commande').fill(order.orderNumber.toLowerCase());
    // Typed as a buyer in Togo writes it, without the country code.
    await page.getByLabel('Téléphone ou e-mail donné à la commande').fill('90 77 88 00');
    await page.getByRole('button', { name: 'Voir ma commande' }).click();
    await expect
      .poll(() => page.getByText(/Aucune commande ne correspond/).isVisible(), SOON)
      .toBe(true);
    await page.getByLabel('Téléphone ou e-mail donné à la commande').fill('90 77 88 99');
    await page.getByRole('button', { name: 'Voir ma commande' }).click();
    await page.waitForURL(/\/suivi-commande\//);
    await expect.poll(() => page.locator('main').textContent(), SOON).toContain(order.orderNumber);
    await closePage(page);
  });
});
