import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicBoutique } from '#common/boutiques.ts';
import type { ProductListingEntry } from '#common/catalogue.ts';
import { formatFcfa } from '#common/money.ts';
import type { Order } from '#common/orders.ts';
import type { SellerStats, StatCard } from '#common/seller-stats.ts';
import type { LoginResponse } from '#common/session.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import {
  callApi,
  loginThroughApi,
  newAccountThroughApi,
  newPhonePage,
  pageOverflow,
  placeCashOrder,
  signedInPage,
} from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// The seller's 'Tableau de bord' on a 360-px phone, before and after a real order: kofi buys
// one of awa's products (cash on delivery) through the API, awa delivers it, and the screen's
// figures, detail pop-up and chart follow. Then the public boutique page, reached from a product.
// Each account signs in once through the API (login is rate-limited) and its session is put in
// the browser's storage as the login page would.

const DELIVERY = {
  country: 'Togo',
  city: 'Lomé',
  address: 'Quartier Tokoin, rue des Flamboyants, maison 7',
  phone: '+228 90 77 88 99',
} as const;

const placeOrder = (token: string, productId: number, quantity: number) =>
  placeCashOrder(shop, { token, productId, quantity, delivery: DELIVERY });

async function moveOrder(token: string, order: Order, statut: string) {
  const { status } = await callApi<Order>(shop, `/api/commandes/${order.id}/statut`, {
    method: 'PATCH',
    token,
    body: JSON.stringify({ statut }),
  });
  expect(status).toBe(200);
}

async function statsOf(account: LoginResponse, periode = '30j'): Promise<SellerStats> {
  const path = `/api/statistiques/boutique?periode=${periode}`;
  const { status, body } = await callApi<SellerStats>(shop, path, { token: account.token });
  expect(status).toBe(200);
  return body;
}

const statisticsPath = (account: LoginResponse) =>
  `/vendeur-dashboard/${account.TenantId}/statistics`;

const cardValue = (page: Page, card: StatCard) => page.getByTestId(`stat-${card}`).textContent();

/** What a card shows for a figure, as the screen writes it. */
const shown = (stats: SellerStats, card: StatCard) =>
  card === 'totalSales' || card === 'expectedBalance'
    ? formatFcfa(stats.cards[card])
    : String(stats.cards[card]);

const bars = (page: Page) => page.getByTestId('sales-chart').locator('[data-bar]');

let kofi: LoginResponse;
let awa: LoginResponse;
let product: ProductListingEntry;

beforeAll(async () => {
  [kofi, awa] = await Promise.all([
    loginThroughApi(shop, 'kofi@baobab.example', 'Baobab-Acheteur-2026'),
    loginThroughApi(shop, 'awa@baobab.example', 'Baobab-Vendeur-2026'),
  ]);
  expect(awa.boutiqueId).toBeTruthy();
  const { body: entries } = await callApi<ProductListingEntry[]>(
    shop,
    '/api/produits/listeproduits',
  );
  const found = entries.find(
    (entry) => entry.boutique.id === awa.boutiqueId && entry.stockDisponible >= 5,
  );
  expect(found).toBeDefined();
  product = found!;
});

describe('the seller’s Tableau de bord', () => {
  it('greets the seller and shows the four figures the server computes', async () => {
    const expected = await statsOf(awa);
    const page = await signedInPage(shop, awa, statisticsPath(awa));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Tableau de bord');
    expect(await page.getByTestId('welcome').textContent()).toContain(`Bienvenue, ${awa.Name} !`);
    for (const card of ['totalSales', 'orderCount', 'deliveredCount', 'expectedBalance'] as const)
      await expect.poll(() => cardValue(page, card)).toBe(shown(expected, card));
    for (const title of [
      'Ventes Totales',
      'Nombre de commandes',
      'Commandes livrées',
      'Solde attendu',
    ]) {
      expect(await page.getByRole('button', { name: new RegExp(`^${title}`) }).isVisible()).toBe(
        true,
      );
    }
    expect(await bars(page).count()).toBe(30);
    for (const heading of ['Notifications importantes', 'Ventes', 'Produits populaires', 'Clients'])
      expect(await page.getByRole('heading', { level: 2, name: heading }).isVisible()).toBe(true);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('follows a buyer’s order once it is delivered', async () => {
    const before = await statsOf(awa);
    const { body: shopOrders } = await callApi<{ orders: Order[] }>(
      shop,
      '/api/commandes/boutique',
      { token: awa.token },
    );
    const delivered = await placeOrder(kofi.token, product.id, 2);
    await moveOrder(awa.token, delivered, 'En cours');
    await moveOrder(awa.token, delivered, 'Livré');
    // A second order, still waiting: a new-orders notification, and no money moved yet.
    const waiting = await placeOrder(kofi.token, product.id, 1);
    const waitingCount =
      shopOrders.orders.filter((order) => order.status === 'En attente').length + 1;
    const after = await statsOf(awa);
    // Paid in cash at delivery: the shop owes the platform its commission (the ledger's).
    const commission = before.cards.expectedBalance - after.cards.expectedBalance;
    expect(commission).toBeGreaterThan(0);
    expect(commission).toBeLessThan(delivered.total);
    const waitingMessage =
      waitingCount === 1
        ? '1 commande attend votre traitement.'
        : `${waitingCount} commandes attendent votre traitement.`;

    const page = await signedInPage(shop, awa, statisticsPath(awa));
    await expect
      .poll(() => cardValue(page, 'totalSales'))
      .toBe(formatFcfa(before.cards.totalSales + delivered.total));
    expect(await cardValue(page, 'deliveredCount')).toBe(String(before.cards.deliveredCount + 1));
    expect(await cardValue(page, 'orderCount')).toBe(String(before.cards.orderCount + 2));
    expect(await cardValue(page, 'expectedBalance')).toBe(
      formatFcfa(before.cards.expectedBalance - commission),
    );

    // The latest day's bar carries the delivered order.
    const latest = bars(page).last();
    const latestBefore = before.sales.at(-1)!;
    const latestAmount = latestBefore.amount + delivered.total;
    expect(await latest.getAttribute('data-amount')).toBe(String(latestAmount));
    expect(await latest.getAttribute('title')).toBe(
      `${latestBefore.label} : ${formatFcfa(latestAmount)}`,
    );
    const summary = await page.getByTestId('sales-summary').textContent();
    const monthBefore = before.sales.reduce((sum, bucket) => sum + bucket.amount, 0);
    const monthTotal = `Sur 30 jours : ${formatFcfa(monthBefore + delivered.total)}`;
    expect(summary).toContain(monthTotal);
    const chartName = await page.getByTestId('sales-chart').getAttribute('aria-label');
    expect(chartName).toContain(monthTotal);

    // The other panels.
    const notifications = page.getByRole('list', { name: 'Notifications importantes' });
    expect(
      await notifications.locator('[data-notification="nouvelles-commandes"]').textContent(),
    ).toContain(waitingMessage);
    const popular = page.getByRole('region', { name: 'Produits populaires' });
    expect(await popular.textContent()).toContain(product.product.name);
    const clients = page.getByRole('list', { name: 'Clients récents' });
    expect(await clients.textContent()).toContain(delivered.client.name);
    expect(Number(await page.getByTestId('total-clients').textContent())).toBeGreaterThanOrEqual(1);

    // Ventes Totales opens its orders: the delivered one, with its status and total.
    await page.getByRole('button', { name: /^Ventes Totales/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Ventes Totales' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const row = dialog.locator(`[data-order="${delivered.orderNumber}"]:visible`);
    expect(await row.isVisible()).toBe(true);
    expect(await row.textContent()).toContain(delivered.client.name);
    expect(await row.getByText('Livrée', { exact: true }).isVisible()).toBe(true);
    expect(await row.textContent()).toContain(formatFcfa(delivered.total));
    expect(await dialog.locator(`[data-order="${waiting.orderNumber}"]`).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // Solde attendu lists the delivered order, with the commission it owes; the waiting one
    // has moved no money.
    await page.getByRole('button', { name: /^Solde attendu/ }).click();
    const balance = page.getByRole('dialog', { name: 'Solde attendu' });
    await expect.poll(() => balance.isVisible()).toBe(true);
    const owed = balance.locator(`[data-order="${delivered.orderNumber}"]:visible`);
    expect(await owed.count()).toBe(1);
    expect(await owed.textContent()).toContain(formatFcfa(-commission));
    expect(await balance.locator(`[data-order="${waiting.orderNumber}"]`).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => balance.count()).toBe(0);

    // Other periods: 7 days, then 12 months, the latest bar still carrying the order.
    await page.locator('label', { hasText: '7 jours' }).click();
    await expect.poll(() => bars(page).count()).toBe(7);
    expect(await bars(page).last().getAttribute('data-amount')).toBe(String(latestAmount));
    await page.locator('label', { hasText: '12 mois' }).click();
    await expect.poll(() => bars(page).count()).toBe(12);
    const month = (await statsOf(awa, '12m')).sales.at(-1)!;
    expect(month.amount).toBeGreaterThanOrEqual(delivered.total);
    expect(await bars(page).last().getAttribute('title')).toBe(
      `${month.label} : ${formatFcfa(month.amount)}`,
    );
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('says when a figure has no orders behind it', async () => {
    const newcomer = await newAccountThroughApi(shop, 'VENDEUR', 'Ablavi Nouvelle');
    const stats = await statsOf(newcomer);
    expect(stats.details.deliveredCount).toEqual([]);
    const page = await signedInPage(shop, newcomer, statisticsPath(newcomer));
    await expect.poll(() => cardValue(page, 'deliveredCount')).toBe('0');
    await page.getByRole('button', { name: /^Commandes livrées/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Commandes livrées' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByText('Aucune donnée disponible.').isVisible()).toBe(true);
    expect(await dialog.locator('[data-order]').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the public boutique page', () => {
  it('is reached from a product page and shows the shop and its products', async () => {
    const { body: boutique } = await callApi<PublicBoutique>(
      shop,
      `/api/boutiques/${awa.boutiqueId}`,
    );
    const { body: products } = await callApi<ProductListingEntry[]>(
      shop,
      `/api/produits/boutique/${awa.boutiqueId}`,
    );
    expect(products.length).toBeGreaterThan(0);

    const page = await newPhonePage(shop);
    await page.goto(`${shop.app.baseUrl}/product-details/${product.id}`);
    await page.getByRole('link', { name: boutique.name, exact: true }).first().click();
    await page.waitForURL(`${shop.app.baseUrl}/boutique/${awa.boutiqueId}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(boutique.name);
    expect(await page.title()).toContain(boutique.name);
    expect(await page.getByText(boutique.description).isVisible()).toBe(true);
    expect(await page.getByTestId('boutique-place').textContent()).toBe(
      `${boutique.ville}, ${boutique.pays}`,
    );
    const cards = page.getByTestId('product-card');
    expect(await cards.count()).toBe(products.length);
    const names = await cards.locator('h3').allTextContents();
    expect(names).toContain(product.product.name);
    expect(names.sort()).toEqual(products.map((entry) => entry.product.name).sort());
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('is linked from the product cards and listed in sitemap.xml', async () => {
    const page = await newPhonePage(shop);
    await page.goto(`${shop.app.baseUrl}/products?q=${encodeURIComponent(product.product.name)}`);
    const card = page.getByTestId('product-card').filter({ hasText: product.product.name });
    await card.first().getByRole('link', { name: product.boutique.name, exact: true }).click();
    await page.waitForURL(`${shop.app.baseUrl}/boutique/${product.boutique.id}`);
    await page.context().close();

    const sitemap = await (await fetch(`${shop.app.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${shop.app.baseUrl}/boutique/${product.boutique.id}</loc>`);
  });

  it('answers an unknown boutique with a French 404 inside the layout', async () => {
    for (const id of ['424242', 'abc']) {
      const response = await fetch(`${shop.app.baseUrl}/boutique/${id}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('Page introuvable');
      expect(html).toContain('Recettes/Astuces');
    }
  });
});
