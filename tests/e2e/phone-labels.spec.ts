import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORDS } from '../../demo/demo-accounts.ts';
import { ADMIN_MENU, BUYER_MENU, SELLER_MENU } from '../../app/features/session/dashboard-menus.ts';
import { SETTINGS_MENU } from '../../app/features/shop-settings/settings-menu.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import {
  clippedTexts,
  linksUnlikeTheirSentence,
  loginThroughApi,
  newPhonePage,
  signedInPage,
} from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// Every screen of the three dashboards, and the storefront's pages, on the narrowest phones we
// serve (320 px) and the common ones (360 px): no button or label shows only part of its text.
// Mantine keeps a button's label on one line and hides what overflows, so a squeezed button
// read « Gérer les commande », « En atter » or « Mod » before these screens were mended. And a
// link in a sentence is the sentence's size (Mantine's Anchor was 16 px in 14-px text), told
// from it by more than its colour.

const WIDTHS = [320, 360] as const;

const dashboards = [
  {
    email: 'awa@baobab.example',
    password: DEMO_PASSWORDS.VENDEUR,
    root: 'vendeur-dashboard',
    screens: [
      '',
      ...SELLER_MENU.map((item) => item.to),
      'notifications',
      ...SETTINGS_MENU.map((item) => (item.to ? `settings/${item.to}` : 'settings')),
    ],
  },
  {
    email: 'kofi@baobab.example',
    password: DEMO_PASSWORDS.ACHETEUR,
    root: 'acheteur-dashboard',
    screens: ['', ...BUYER_MENU.map((item) => item.to)],
  },
  {
    email: 'admin@baobab.example',
    password: DEMO_PASSWORDS.ADMIN,
    root: 'admin',
    screens: ['', ...ADMIN_MENU.map((item) => item.to)],
  },
];

/**
 * Opens each path in turn (each must stay where it is, not be sent elsewhere) and lists what it
 * shows wrong at each width: texts cut by their box, links unlike their sentence. Both widths are
 * below the first breakpoint, so the page is the same one laid out again, not loaded again.
 */
async function flawsAlong(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(`${shop.app.baseUrl}${path}`, { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe(path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // The new width's layout, and what the page's own script changes with it, drawn.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      const flaws = [...(await clippedTexts(page)), ...(await linksUnlikeTheirSentence(page))];
      found.push(...flaws.map((text) => `${width} px, ${path}: ${text}`));
    }
  }
  return found;
}

/** Whole within a 360-px screen's width. */
async function inSight(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= 360;
}

const STOREFRONT = [
  '/',
  '/products',
  '/astuces-recettes',
  '/cart',
  '/connexion',
  '/inscription',
  '/contact',
];

// Each test mostly waits for pages to settle: they run side by side, each in its own context.
describe.concurrent(`on ${WIDTHS.join(' and ')}-px phones`, () => {
  it.each(dashboards)(
    'shows every label of $root whole, and its links at their text’s size',
    async (dashboard) => {
      const account = await loginThroughApi(shop, dashboard.email, dashboard.password);
      const root = `/${dashboard.root}/${account.TenantId}`;
      const page = await signedInPage(shop, account, root, WIDTHS[0]);
      const paths = dashboard.screens.map((screen) => (screen ? `${root}/${screen}` : root));
      expect(await flawsAlong(page, paths)).toEqual([]);
      await page.context().close();
    },
  );

  it('shows every label of the storefront whole, and its links at their text’s size', async () => {
    const page = await newPhonePage(shop, WIDTHS[0]);
    expect(await flawsAlong(page, STOREFRONT)).toEqual([]);
    await page.context().close();
  });
});

describe('the dashboard menu on a 360-px phone', () => {
  /** Awa's dashboard at `screen` (a path under her root), on a 360-px phone. */
  async function sellerScreen(screen: string) {
    const awa = await loginThroughApi(shop, 'awa@baobab.example', DEMO_PASSWORDS.VENDEUR);
    return signedInPage(shop, awa, `/vendeur-dashboard/${awa.TenantId}/${screen}`);
  }

  it('shows the screen’s own item, scrolled into sight, also on a settings panel', async () => {
    const page = await sellerScreen('settings/security');
    const menu = page.getByRole('navigation', { name: 'Menu vendeur' });
    const current = menu.getByRole('link', { name: 'Paramètres' });
    await expect.poll(() => current.getAttribute('aria-current')).toBe('page');
    // The row's fifth item, beyond the screen's right edge until the row scrolls to it; the
    // settings' own row of panels, the same.
    await expect.poll(() => inSight(current)).toBe(true);
    const panel = page
      .getByRole('navigation', { name: 'Paramètres' })
      .getByRole('link', { name: 'Sécurité et confidentialité' });
    await expect.poll(() => inSight(panel)).toBe(true);
    await page.context().close();
  });

  it('shows the orders’ current status filter, the row’s last', async () => {
    const page = await sellerScreen('orders?statut=Annul%C3%A9');
    const current = page
      .getByRole('navigation', { name: 'Filtrer par statut' })
      .getByRole('link', { name: 'Annulée' });
    await expect.poll(() => current.getAttribute('aria-current')).toBe('page');
    await expect.poll(() => inSight(current)).toBe(true);
    await page.context().close();
  });
});
