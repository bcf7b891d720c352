import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductListingEntry } from '#common/catalogue.ts';
import { formatFcfa } from '#common/money.ts';
import type { Order } from '#common/orders.ts';
import type { LoginResponse } from '#common/session.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import {
  callApi,
  loginThroughApi,
  newAccountThroughApi,
  pageOverflow,
  placeCashOrder,
  signedInPage,
} from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// The dashboards' order screens on real orders: placed through the API by kofi in awa's
// boutique, then followed by the buyer (Mes Achats, Suivi des Commandes), moved on by the seller
// (Commandes), and invisible to another seller. On a 360-px phone.
// Login is limited to 20 tries a minute per address: each account signs in once, through the
// API, and its session is put in the browser's storage as the login page would.

const DELIVERY = {
  country: 'Togo',
  city: 'Kara',
  address: 'Quartier Kpéwa, rue du Marché, maison 14',
  phone: '+228 90 44 55 66',
} as const;

const placeOrder = (token: string, productId: number, quantity: number) =>
  placeCashOrder(shop, { token, productId, quantity, delivery: DELIVERY });

/** The visible card of an order on a phone (the table is for wider screens). */
const orderCard = (page: Page, order: Order) =>
  page.locator(`[data-order="${order.orderNumber}"]:visible`);

const orderButton = (page: Page, order: Order) =>
  page.getByRole('button', { name: order.orderNumber, exact: true });

let kofi: LoginResponse;
let awa: LoginResponse;
let product: ProductListingEntry;
let delivered: Order;
let cancelledByBuyer: Order;
let cancelledBySeller: Order;

beforeAll(async () => {
  kofi = await loginThroughApi(shop, 'kofi@baobab.example', 'Baobab-Acheteur-2026');
  awa = await loginThroughApi(shop, 'awa@baobab.example', 'Baobab-Vendeur-2026');
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
  delivered = await placeOrder(kofi.token, product.id, 2);
  cancelledBySeller = await placeOrder(kofi.token, product.id, 1);
  cancelledByBuyer = await placeOrder(kofi.token, product.id, 1);
});

describe('the buyer’s order screens', () => {
  it('Mes Achats lists the orders, searches them and opens the detail pop-up', async () => {
    const path = `/acheteur-dashboard/${kofi.TenantId}/mesAchats`;
    const page = await signedInPage(shop, kofi, path);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Mes Achats');
    await expect.poll(() => orderButton(page, delivered).isVisible()).toBe(true);
    const card = orderCard(page, delivered);
    expect(await card.textContent()).toContain(product.product.name);
    expect(await card.textContent()).toContain(formatFcfa(delivered.total));
    expect(await card.getByText('En attente', { exact: true }).isVisible()).toBe(true);

    const search = page.getByRole('searchbox', { name: 'Rechercher un achat' });
    await search.fill(delivered.orderNumber.toLowerCase());
    await expect.poll(() => orderButton(page, cancelledByBuyer).count()).toBe(0);
    expect(await orderButton(page, delivered).isVisible()).toBe(true);
    await search.fill('aucun-produit-de-ce-nom');
    await expect
      .poll(() => page.getByText('Aucun achat ne correspond à votre recherche.').isVisible())
      .toBe(true);
    await search.fill(product.product.name.slice(0, 8));
    await expect.poll(() => orderButton(page, cancelledByBuyer).isVisible()).toBe(true);

    await orderButton(page, delivered).click();
    const dialog = page.getByRole('dialog', { name: `Commande ${delivered.orderNumber}` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const details = (await dialog.textContent()) ?? '';
    for (const expected of [
      product.product.name,
      formatFcfa(product.price),
      formatFcfa(delivered.total),
      DELIVERY.city,
      DELIVERY.address,
      DELIVERY.phone,
      'Paiement à la livraison',
      product.boutique.name,
    ]) {
      expect(details).toContain(expected);
    }
    expect(await dialog.getByRole('button', { name: 'Annuler la commande' }).isVisible()).toBe(
      true,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('Suivi des Commandes shows the detail card and cancels an order still En attente', async () => {
    const page = await signedInPage(shop, kofi, `/acheteur-dashboard/${kofi.TenantId}/commandes`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Suivi des Commandes');
    await expect.poll(() => orderButton(page, cancelledByBuyer).isVisible()).toBe(true);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    await orderButton(page, cancelledByBuyer).click();
    const card = page.getByRole('region', { name: `Commande ${cancelledByBuyer.orderNumber}` });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.textContent()).toContain('Paiement à la livraison');
    // Paid on delivery: what to hand the courier, not « En attente ».
    expect(await card.textContent()).toContain(
      `À régler au livreur : ${formatFcfa(cancelledByBuyer.total)}`,
    );
    expect(await card.textContent()).toContain(DELIVERY.address);
    expect(await seriousViolations(page)).toEqual([]);

    // Dismissing the confirmation changes nothing.
    page.once('dialog', (dialog) => void dialog.dismiss());
    await card.getByRole('button', { name: 'Annuler la commande' }).click();
    expect(await card.getByText('En attente', { exact: true }).first().isVisible()).toBe(true);

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain(cancelledByBuyer.orderNumber);
      void dialog.accept();
    });
    await card.getByRole('button', { name: 'Annuler la commande' }).click();
    await expect
      .poll(() => card.getByText('Annulée', { exact: true }).first().isVisible())
      .toBe(true);
    expect(await card.getByRole('button', { name: 'Annuler la commande' }).count()).toBe(0);
    expect(await card.textContent()).toContain('Rien à régler');
    expect(await orderCard(page, cancelledByBuyer).getByText('Annulée').isVisible()).toBe(true);

    const { body } = await callApi<{ orders: Order[] }>(shop, '/api/commandes/mes-commandes', {
      token: kofi.token,
    });
    expect(body.orders.find((order) => order.id === cancelledByBuyer.id)?.status).toBe('Annulé');

    await card.getByRole('button', { name: 'Fermer' }).click();
    await expect.poll(() => card.count()).toBe(0);
    await page.context().close();
  });

  it('invites a buyer without orders to the shop', async () => {
    const newcomer = await newAccountThroughApi(shop, 'ACHETEUR', 'Ama Nouvelle');
    const page = await signedInPage(
      shop,
      newcomer,
      `/acheteur-dashboard/${newcomer.TenantId}/mesAchats`,
    );
    await expect
      .poll(() => page.getByText('Aucune commande pour le moment.').isVisible())
      .toBe(true);
    await page.getByRole('link', { name: 'Découvrir nos produits' }).click();
    await page.waitForURL(`${shop.app.baseUrl}/products`);
    await page.context().close();
  });
});

describe('the seller’s Commandes', () => {
  it('moves the buyer’s order En cours then Livré, offering only the allowed statuses', async () => {
    const page = await signedInPage(shop, awa, `/vendeur-dashboard/${awa.TenantId}/orders`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Commandes');
    await expect.poll(() => orderButton(page, delivered).isVisible()).toBe(true);
    const card = orderCard(page, delivered);
    expect(await card.textContent()).toContain('Kofi Agbeko');
    expect(await card.textContent()).toContain(formatFcfa(delivered.total));
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    await orderButton(page, delivered).click();
    const dialog = page.getByRole('dialog', { name: `Commande ${delivered.orderNumber}` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(DELIVERY.phone);
    // One tap calls the buyer, one opens WhatsApp.
    const deliveryPhone = dialog.getByRole('link', { name: DELIVERY.phone }).last();
    expect(await deliveryPhone.getAttribute('href')).toBe('tel:+22890445566');
    const whatsApp = dialog.getByRole('link', { name: 'WhatsApp' });
    expect(
      await whatsApp.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toContain('https://wa.me/22890445566');
    const update = dialog.getByRole('button', { name: /^Mettre à jour le statut/ });
    const choices = async () => {
      // The list is loaded again after each change: a tap while it comes back can be lost
      // (CI once), so the menu is asked for again, a second apart, until it shows.
      const menu = page.getByRole('menu');
      await expect
        .poll(
          async () => {
            if (!(await menu.isVisible()) && (await update.isEnabled())) await update.click();
            return menu.isVisible();
          },
          { timeout: 15_000, interval: 1_000 },
        )
        .toBe(true);
      return menu.getByRole('menuitem').allTextContents();
    };
    const choose = async (status: string) => {
      await page.getByRole('menuitem', { name: status, exact: true }).click();
      await expect
        .poll(() => dialog.getByText(status, { exact: true }).first().isVisible(), {
          timeout: 10_000,
        })
        .toBe(true);
    };

    expect(await choices()).toEqual(['En cours', 'Annulée']);
    await choose('En cours');
    expect(await choices()).toEqual(['Livrée', 'Annulée']);
    // Final, and cash then counts as paid: asked once more.
    await page.getByRole('menuitem', { name: 'Livrée', exact: true }).click();
    const confirmation = page.getByRole('dialog', { name: /est-elle livrée/ });
    expect(await confirmation.textContent()).toContain('sera compté comme encaissé');
    await confirmation.getByRole('button', { name: 'Confirmer la livraison' }).click();
    await expect
      .poll(() => dialog.getByText('Livrée', { exact: true }).first().isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await expect.poll(() => update.isDisabled(), { timeout: 10_000 }).toBe(true);
    const history = dialog.getByRole('list', { name: 'Historique de la commande' });
    await expect.poll(() => history.textContent()).toContain('Statut : En attente → En cours');
    expect(await history.textContent()).toContain('Statut : En cours → Livrée');
    expect(await history.textContent()).toContain('Vendeur');
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect.poll(() => card.getByText('Livrée', { exact: true }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('asks the reason before cancelling from the list, and keeps it in the history', async () => {
    const page = await signedInPage(shop, awa, `/vendeur-dashboard/${awa.TenantId}/orders`);
    const card = orderCard(page, cancelledBySeller);
    await expect.poll(() => card.isVisible()).toBe(true);
    const update = card.getByRole('button', { name: /^Mettre à jour le statut/ });
    // A finger's height, not 22 px.
    expect((await update.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const asking = page.getByRole('dialog', {
      name: `Annuler la commande ${cancelledBySeller.orderNumber}`,
    });

    await update.click();
    await page.getByRole('menuitem', { name: 'Annulée', exact: true }).click();
    await asking.getByRole('button', { name: 'Annuler', exact: true }).click();
    await expect.poll(() => asking.isVisible()).toBe(false);
    expect(await card.getByText('En attente', { exact: true }).isVisible()).toBe(true);

    await update.click();
    await page.getByRole('menuitem', { name: 'Annulée', exact: true }).click();
    await asking.getByRole('button', { name: 'Annuler la commande' }).click();
    await expect
      .poll(() => asking.getByText('Le motif de l’annulation est requis.').isVisible())
      .toBe(true);
    await asking.getByLabel(/Motif/).fill('Rupture de stock, toutes nos excuses.');
    await asking.getByRole('button', { name: 'Annuler la commande' }).click();
    await expect.poll(() => card.getByText('Annulée', { exact: true }).isVisible()).toBe(true);
    expect(await update.isDisabled()).toBe(true);
    await page.context().close();
  });

  it('never shows an order of another boutique', async () => {
    const mariam = await loginThroughApi(shop, 'mariam@baobab.example', 'Baobab-Vendeur-2026');
    expect(mariam.boutiqueId).not.toBe(awa.boutiqueId);
    const page = await signedInPage(shop, mariam, `/vendeur-dashboard/${mariam.TenantId}/orders`);
    // Her own orders (the demo's history), never awa's.
    await expect.poll(() => page.locator('[data-order]').first().isVisible()).toBe(true);
    expect(await orderButton(page, delivered).count()).toBe(0);
    const search = await signedInPage(
      shop,
      mariam,
      `/vendeur-dashboard/${mariam.TenantId}/orders?q=${delivered.orderNumber}`,
    );
    await expect
      .poll(() => search.getByText(/Aucune commande ne correspond/).isVisible())
      .toBe(true);
    await search.context().close();
    const { status } = await callApi(shop, `/api/commandes/${delivered.id}`, {
      token: mariam.token,
    });
    expect(status).toBe(404);
    await page.context().close();
  });
});

describe('after delivery', () => {
  it('the buyer sees Livré in Suivi des Commandes and Mes Achats', async () => {
    const page = await signedInPage(shop, kofi, `/acheteur-dashboard/${kofi.TenantId}/commandes`);
    const card = orderCard(page, delivered);
    await expect.poll(() => card.getByText('Livrée', { exact: true }).isVisible()).toBe(true);
    await orderButton(page, delivered).click();
    const detail = page.getByRole('region', { name: `Commande ${delivered.orderNumber}` });
    await expect.poll(() => detail.isVisible()).toBe(true);
    expect(await detail.getByRole('button', { name: 'Annuler la commande' }).count()).toBe(0);
    // Cash on delivery is paid when the parcel is handed over.
    expect(await detail.getByText('Payé au livreur', { exact: true }).first().isVisible()).toBe(
      true,
    );

    await page.goto(`${shop.app.baseUrl}/acheteur-dashboard/${kofi.TenantId}/mesAchats`);
    await expect
      .poll(() => orderCard(page, delivered).getByText('Livrée', { exact: true }).isVisible())
      .toBe(true);
    await page.context().close();
  });

  it('shows the orders as a table on a desktop', async () => {
    const page = await signedInPage(
      shop,
      kofi,
      `/acheteur-dashboard/${kofi.TenantId}/mesAchats`,
      1280,
    );
    const table = page.getByRole('table', { name: 'Mes achats' });
    await expect.poll(() => table.isVisible()).toBe(true);
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Référence',
      'Date',
      'Produits',
      'Quantité',
      'Prix',
      'Statut',
    ]);
    const row = table.locator(`tr[data-order="${delivered.orderNumber}"]`);
    expect(await row.getByText('Livrée', { exact: true }).isVisible()).toBe(true);
    expect(await row.textContent()).toContain('2');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
