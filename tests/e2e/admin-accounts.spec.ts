import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ofName } from '#common/french-elision.ts';
import { nextIp } from '../support/client-ip.ts';
import type { LoginResponse } from '#common/session.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { shopUnderTest } from '../support/shop-under-test.ts';
import {
  callApi,
  loginThroughApi,
  newAccountThroughApi,
  newPhonePage,
  pageOverflow,
  signedInPage,
} from '../support/signed-in.ts';

// The back-office's accounts (issue 14) in a browser, on a 360×740 phone and a 1280-px screen:
// the demo admin pages and searches the buyers; with SELLER_APPROVAL=manual, approves a new
// seller's boutique from the bell, opens the seller and suspends her (her products leave
// /products, and her own dashboard, open elsewhere, sends her to '/' on its next navigation),
// then reactivates her and her products come back.

const shop = shopUnderTest('baobab-e2e-admin-accounts-', {
  CATALOGUE_CACHE_SECONDS: '0',
  SELLER_APPROVAL: 'manual',
  // The test plays the proxy: its buyers register from addresses of their own (X-Forwarded-For),
  // past the registrations allowed per address.
  TRUST_PROXY: '127.0.0.1',
});

const VIEWPORTS = [
  { name: 'téléphone', width: 360, height: 740 },
  { name: 'ordinateur', width: 1280, height: 800 },
] as const;
const PRODUCT_NAME = 'Huile de baobab de la vendeuse suspendue';
const SELLER_NAME = 'Akossiwa Mensah';
const BUYERS = 26;

let admin: LoginResponse;
let seller: LoginResponse;

/** Buyers registered through the API (not signed in: logins are limited per address). */
async function registerBuyers(count: number) {
  for (let index = 1; index <= count; index++) {
    const number = String(index).padStart(2, '0');
    const { status } = await callApi(shop, '/api/users/register', {
      method: 'POST',
      headers: { 'x-forwarded-for': nextIp() },
      body: JSON.stringify({
        userName: `Acheteur Pagination ${number}`,
        pays: 'Togo',
        ville: 'Sokodé',
        telephone: `+228 93 00 00 ${number}`,
        email: `pagination-${number}@test.example`,
        typeCompte: 'ACHETEUR',
        password: 'Mot-de-passe-2026',
      }),
    });
    expect(status).toBe(201);
  }
}

beforeAll(async () => {
  admin = await loginThroughApi(shop, 'admin@baobab.example', 'Baobab-Admin-2026');
  seller = await newAccountThroughApi(shop, 'VENDEUR', SELLER_NAME);
  const { body: categories } = await callApi<{ id: number }[]>(
    shop,
    '/api/categories/listecategories',
  );
  const added = await callApi(shop, '/api/produits/ajouter-nouveau-produit', {
    method: 'POST',
    token: seller.token,
    body: JSON.stringify({
      categorieId: categories[0]!.id,
      tenantId: seller.TenantId,
      product: { name: PRODUCT_NAME, description: 'Pressée à froid, pour les tests.' },
      images: [],
      boutiqueProduct: { price: 4500, stockDisponible: 10, boutiqueId: seller.boutiqueId },
    }),
  });
  expect(added.status).toBe(201);
  await registerBuyers(BUYERS);
});

const adminPath = (screen: string) => `/admin/${admin.TenantId}/${screen}`;

async function adminPage(screen: string, viewport: (typeof VIEWPORTS)[number]) {
  const page = await signedInPage(shop, admin, adminPath(screen), viewport.width);
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  return page;
}

/** The rows shown: cards on a phone, table rows on wider screens. */
const shownRows = (page: Page, width: number) =>
  width < 768
    ? page.locator('ul[aria-label="Acheteurs"]:visible > li')
    : page.locator('table:visible tbody tr');

/** How many products named so /products lists, as a visitor without a session sees it. */
async function listedOnStorefront(name: string): Promise<number> {
  const page = await newPhonePage(shop);
  await page.goto(`${shop.app.baseUrl}/products?q=${encodeURIComponent(name)}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const count = await page.getByRole('heading', { level: 3, name }).count();
  await page.context().close();
  return count;
}

describe.each(VIEWPORTS)('the buyers table on a $name', (viewport) => {
  it('pages 25 at a time (in the address), searches, and passes axe', async () => {
    const page = await adminPage('acheteurs', viewport);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Acheteurs');
    await expect.poll(() => shownRows(page, viewport.width).count()).toBe(10);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: '25 lignes par page' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('taille')).toBe('25');
    await expect.poll(() => shownRows(page, viewport.width).count()).toBe(25);
    expect(await page.getByText(/^1–25 sur \d+$/).isVisible()).toBe(true);

    await page.getByRole('searchbox', { name: 'Rechercher un acheteur' }).fill('Pagination 07');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Pagination 07');
    await expect.poll(() => shownRows(page, viewport.width).count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('taille')).toBe('25');
    expect(await shownRows(page, viewport.width).first().textContent()).toContain(
      'pagination-07@test.example',
    );
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    // The row leads to the buyer's page.
    await page.getByRole('link', { name: 'Acheteur Pagination 07' }).click();
    await page.getByRole('heading', { level: 1, name: 'Acheteur Pagination 07' }).waitFor();
    expect(await page.getByText('Commandes passées (0)').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Suspendre le compte' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe('a new seller, on a phone', () => {
  it('is approved from the admin’s bell, then suspended from her page and reactivated', async () => {
    // Awaiting the team: nothing public yet, and her dashboard's bell says why.
    expect(await listedOnStorefront(PRODUCT_NAME)).toBe(0);
    const sellerPage = await signedInPage(shop, seller, `/vendeur-dashboard/${seller.TenantId}`);
    await sellerPage.getByRole('button', { name: /^Notifications : \d+$/ }).click();
    await sellerPage.getByRole('menuitem', { name: /attend la validation de l’équipe/ }).waitFor();
    await sellerPage.keyboard.press('Escape');

    const page = await signedInPage(shop, admin, `/admin/${admin.TenantId}`, 360);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: /^Notifications : \d+$/ }).click();
    await page.getByRole('menuitem', { name: '1 boutique attend votre validation' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('validation')).toBe('En attente');
    // The bell's menu empties before it leaves the page: axe would judge it half closed.
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    expect(await seriousViolations(page)).toEqual([]);
    const boutique = `Boutique ${ofName(SELLER_NAME)}`;

    // Before deciding, the team opens the boutique's page, which visitors cannot see yet.
    await page
      .getByRole('link', { name: `Voir la page de la boutique ${boutique}` })
      .locator('visible=true')
      .first()
      .click();
    const preview = page.getByTestId('boutique-preview');
    await preview.waitFor();
    expect(await preview.textContent()).toContain('elle est en attente de validation');
    expect(await page.getByRole('heading', { level: 3, name: PRODUCT_NAME }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Ajouter .* au panier$/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    const reloaded = await page.reload();
    expect(reloaded?.headers()['cache-control']).toBe('private, no-store');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const visitor = await newPhonePage(shop);
    expect((await visitor.goto(page.url()))?.status()).toBe(404);
    await visitor.context().close();
    await page.goBack();

    await page.getByRole('button', { name: `Approuver la boutique ${boutique}` }).click();
    await page.getByText('Boutique approuvée : ses produits sont visibles.').waitFor();
    expect(await listedOnStorefront(PRODUCT_NAME)).toBe(1);

    // On a slow link the whole list is still on its way when the search is typed: the search
    // waits for it, rather than being sent with the filter of the list still shown.
    await page.route(
      '**/vendeurs.data*',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      },
      { times: 1 },
    );
    await page.getByRole('link', { name: 'Toutes', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Rechercher un vendeur' }).fill('Akossiwa');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Akossiwa');
    expect(new URL(page.url()).searchParams.get('validation')).toBeNull();
    await page.getByRole('link', { name: SELLER_NAME }).locator('visible=true').first().click();
    await page.getByRole('heading', { level: 1, name: SELLER_NAME }).waitFor();
    expect(new URL(page.url()).pathname).toBe(adminPath(`comptes/${seller.userId}`));
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Suspendre le compte' }).click();
    const dialog = page.getByRole('dialog', { name: `Suspendre le compte ${ofName(SELLER_NAME)}` });
    await dialog.getByRole('button', { name: 'Suspendre' }).click();
    await dialog.getByText('Indiquez la raison de la suspension.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Raison' }).fill('Produits non conformes');
    await dialog.getByRole('button', { name: 'Suspendre' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('suspension').waitFor();
    expect(await page.getByTestId('suspension').textContent()).toContain('Produits non conformes');
    expect(await listedOnStorefront(PRODUCT_NAME)).toBe(0);

    // Her next navigation meets the dashboard guard: her session has ended.
    await sellerPage.getByRole('link', { name: 'Produits' }).first().click();
    await expect.poll(() => new URL(sellerPage.url()).pathname).toBe('/connexion');
    await sellerPage.context().close();

    await page.getByRole('button', { name: 'Réactiver le compte' }).click();
    const again = page.getByRole('dialog', { name: `Réactiver le compte ${ofName(SELLER_NAME)}` });
    await again.getByRole('button', { name: 'Réactiver' }).click();
    await again.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Suspendre le compte' }).waitFor();
    expect(await listedOnStorefront(PRODUCT_NAME)).toBe(1);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
