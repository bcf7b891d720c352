import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminFigures } from '#common/admin-orders.ts';
import type { ProductListingEntry } from '#common/catalogue.ts';
import {
  COMMISSION_SAVED,
  formatRate,
  RATE_REQUIRED,
  type CommissionRates,
} from '#common/commissions.ts';
import { formatFcfa } from '#common/money.ts';
import type { Order } from '#common/orders.ts';
import type { LoginResponse } from '#common/session.ts';
import { countOf } from '#common/counts.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import {
  callApi,
  loginThroughApi,
  pageOverflow,
  placeCashOrder,
  signedInPage,
} from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// The back-office's home figures and orders screen (issue 14) on the demo's year of orders, on
// a 360-px phone and a 1280-px desktop: the figures are not zero, each leads to a list that adds
// up to it; the list filters by status; an order opens with its history, and the team cancels
// one with a reason that then shows in that history. The commission rates' screen saves through
// the same operation as PUT /api/admin/commissions, its refusal beside the rate.

const DELIVERY = {
  country: 'Togo',
  city: 'Sokodé',
  address: 'Quartier Komah, rue 3, maison 8',
  phone: '+228 90 77 88 99',
} as const;

let admin: LoginResponse;
const toCancel: Record<number, Order> = {};

beforeAll(async () => {
  admin = await loginThroughApi(shop, 'admin@baobab.example', 'Baobab-Admin-2026');
  const kofi = await loginThroughApi(shop, 'kofi@baobab.example', 'Baobab-Acheteur-2026');
  const { body: entries } = await callApi<ProductListingEntry[]>(
    shop,
    '/api/produits/listeproduits',
  );
  const product = entries.find((entry) => entry.stockDisponible >= 5)!;
  for (const width of [360, 1280]) {
    toCancel[width] = await placeCashOrder(shop, {
      token: kofi.token,
      productId: product.id,
      quantity: 1,
      delivery: DELIVERY,
    });
  }
});

const root = () => `/admin/${admin.TenantId}`;
const summary = (page: Page) => page.getByTestId('orders-summary').textContent();

describe.each([360, 1280])('the back-office at %i px', (width) => {
  it('shows the figures of the demo’s orders, each leading to the orders that make it', async () => {
    const page = await signedInPage(shop, admin, root(), width);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Tableau de bord de l’administration',
    );
    const { body: figures } = await callApi<AdminFigures>(shop, '/api/admin/chiffres', {
      token: admin.token,
    });
    expect(figures.yearSales.amount).toBeGreaterThan(0);
    expect(figures.ongoingSales.count).toBeGreaterThan(0);
    expect(await page.getByTestId('figure-yearSales').textContent()).toBe(
      formatFcfa(figures.yearSales.amount),
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    for (const [figure, title] of [
      ['yearSales', 'Chiffre d’affaires de l’année'],
      ['ongoingSales', 'Ventes en cours'],
    ] as const) {
      await page.goto(`${shop.app.baseUrl}${root()}`);
      const card = page.getByRole('region', { name: title });
      const amount = (await card.getByTestId(`figure-${figure}`).textContent()) ?? '';
      const count = (await card.getByTestId(`figure-${figure}-count`).textContent()) ?? '';
      await card.getByRole('link', { name: 'Voir ces commandes' }).click();
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Commandes');
      expect(page.url()).toContain(`/commandes${figures[figure].orders}`);
      await expect.poll(() => summary(page)).toBe(`${count} · ${amount}`);
    }
    await page.context().close();
  });

  it('filters the orders by status, opens one and cancels it with a reason', async () => {
    const page = await signedInPage(shop, admin, `${root()}/commandes`, width);
    const { body: all } = await callApi<{ total: number }>(shop, '/api/admin/commandes', {
      token: admin.token,
    });
    expect(await summary(page)).toContain(countOf(all.total, 'commande', 'commandes'));

    await page.getByRole('combobox', { name: 'Statut' }).selectOption('Livré');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await page.waitForURL(/statut=Livr/);
    const { body: delivered } = await callApi<{ total: number; amount: number; orders: Order[] }>(
      shop,
      '/api/admin/commandes?statut=Livr%C3%A9',
      { token: admin.token },
    );
    await expect
      .poll(() => summary(page))
      .toBe(
        `${countOf(delivered.total, 'commande', 'commandes')} · ${formatFcfa(delivered.amount)}`,
      );
    const first = delivered.orders[0]!;
    await page.getByRole('button', { name: first.orderNumber, exact: true }).click();
    const firstDialog = page.getByRole('dialog', { name: `Commande ${first.orderNumber}` });
    await expect.poll(() => firstDialog.isVisible()).toBe(true);
    expect(
      await firstDialog.getByRole('list', { name: 'Historique de la commande' }).textContent(),
    ).toContain('Statut : En cours → Livrée');
    // Delivered: nothing left to cancel.
    expect(await firstDialog.getByRole('button', { name: 'Annuler la commande' }).count()).toBe(0);
    await firstDialog.getByRole('button', { name: 'Fermer' }).click();

    const order = toCancel[width]!;
    await page.goto(`${shop.app.baseUrl}${root()}/commandes`);
    await page
      .getByRole('searchbox', { name: 'Rechercher parmi les commandes' })
      .fill(order.orderNumber);
    await page.waitForURL(new RegExp(`q=${order.orderNumber}`));
    await expect.poll(() => summary(page)).toContain('1 commande');
    await page.getByRole('button', { name: order.orderNumber, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Commande ${order.orderNumber}` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Annuler la commande' }).click();
    await expect
      .poll(() => dialog.getByText('Le motif de l’annulation est requis.').isVisible())
      .toBe(true);
    const reason = `Produit retiré par l’équipe (${width} px)`;
    await dialog.getByRole('textbox', { name: 'Motif de l’annulation' }).fill(reason);
    await dialog.getByRole('button', { name: 'Annuler la commande' }).click();
    const history = dialog.getByRole('list', { name: 'Historique de la commande' });
    await expect.poll(() => history.textContent()).toContain(`Motif : ${reason}`);
    expect(await history.textContent()).toContain('Statut : En attente → Annulé');
    expect(await history.textContent()).toContain('Administrateur');
    expect(await dialog.getByRole('button', { name: 'Annuler la commande' }).count()).toBe(0);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe('the back-office’s e-mails on a 360-px phone', () => {
  it('shows the demo’s refused message and sends it again with « Renvoyer »', async () => {
    // The bell leads the team there.
    const page = await signedInPage(shop, admin, root(), 360);
    await page.getByRole('button', { name: /^Notifications : \d+$/ }).click();
    await page.getByRole('menuitem', { name: '1 e-mail en échec à renvoyer' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('E-mails du site');
    expect(new URL(page.url()).pathname).toBe(`${root()}/courriels`);
    const failed = page.getByRole('list', { name: 'E-mails en échec' });
    const refused = failed.getByTestId('outbox-message');
    expect(await refused.count()).toBe(1);
    expect(await refused.textContent()).toContain('À fatou@baobab.example');
    expect(await refused.textContent()).toMatch(/Dernière erreur\s:\s550 5\.1\.1/);
    expect(
      await page.getByRole('list', { name: 'Derniers e-mails' }).getByText('Envoyé').count(),
    ).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    await refused.getByRole('button', { name: 'Renvoyer' }).click();
    await expect
      .poll(() => page.getByText('Message remis dans la file d’envoi.').isVisible())
      .toBe(true);
    // The app has no SMTP server here: the message is written to its .eml folder, and sent.
    await expect
      .poll(async () => {
        await page.reload();
        return page.getByText('Aucun e-mail en échec.').isVisible();
      })
      .toBe(true);
    await page.context().close();
  });
});

describe('the « Commissions » screen on a 360-px phone', () => {
  it('refuses a missing rate beside its field, then sets the platform’s rate', async () => {
    const page = await signedInPage(shop, admin, `${root()}/commissions`, 360);
    const platform = page.getByRole('form', { name: 'Taux de la plateforme' });
    await platform.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => platform.getByText(RATE_REQUIRED).isVisible()).toBe(true);

    await platform.getByRole('textbox', { name: 'Taux de commission (%)' }).fill('12,5');
    await platform.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => page.getByText(COMMISSION_SAVED).count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByTestId('commission-actuelle-plateforme').textContent())
      .toContain(formatRate(1_250));
    const { body: rates } = await callApi<CommissionRates>(shop, '/api/admin/commissions', {
      token: admin.token,
    });
    expect(rates.platform?.rateBps).toBe(1_250);
    await page.context().close();
  });
});
