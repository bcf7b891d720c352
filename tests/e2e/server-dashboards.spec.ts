import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { operationForm } from '../../app/features/operation-form.ts';
import type { ProductListingEntry } from '#common/catalogue.ts';
import { orderStatusSentence, type Order } from '#common/orders.ts';
import type { LoginResponse } from '#common/session.ts';
import { hydrated } from '../support/hydration.ts';
import { outboxMailFiles, readMail } from '../support/mail-reader.ts';
import { queryShop } from '../support/shop-database.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import {
  callApi,
  loginThroughApi,
  newAccountThroughApi,
  newPhonePage,
  pageOverflow,
  placeCashOrder,
  SESSION_COOKIE,
  signedInPage,
} from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// The dashboards rendered on the server from the session cookie: the seller's orders are in
// the HTML itself, writes go through route actions (same services, same rules), a form posted
// from another site is refused, and a session ended elsewhere loses access at once.

const DELIVERY = {
  country: 'Togo',
  city: 'Lomé',
  address: 'Quartier Bè, rue 12, maison 3',
  phone: '+228 90 12 34 56',
} as const;

let kofi: LoginResponse;
let awa: LoginResponse;
let product: ProductListingEntry;

const ordersPath = () => `/vendeur-dashboard/${awa.TenantId}/orders`;
const placeOrder = (buyer: LoginResponse = kofi) =>
  placeCashOrder(shop, {
    token: buyer.token,
    productId: product.id,
    quantity: 1,
    delivery: DELIVERY,
  });

/** The order's status in the database, whatever any page says. */
async function statusInDatabase(order: Order): Promise<string> {
  const [row] = await queryShop<{ status: string }>(
    shop,
    'SELECT status FROM commandes WHERE id = $1',
    [order.id],
  );
  return row!.status;
}

/** Posts the orders screen's form as a browser would, with the given Origin. */
function postStatusForm(order: Order, origin: string) {
  return fetch(`${shop.app.baseUrl}${ordersPath()}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      cookie: `${SESSION_COOKIE}=${awa.token}`,
      origin,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(
      operationForm('statut', { params: { id: order.id }, input: { statut: 'En cours' } }),
    ),
  });
}

beforeAll(async () => {
  kofi = await loginThroughApi(shop, 'kofi@baobab.example', 'Baobab-Acheteur-2026');
  awa = await loginThroughApi(shop, 'awa@baobab.example', 'Baobab-Vendeur-2026');
  const { body: entries } = await callApi<ProductListingEntry[]>(
    shop,
    '/api/produits/listeproduits',
  );
  product = entries.find(
    (entry) => entry.boutique.id === awa.boutiqueId && entry.stockDisponible >= 10,
  )!;
  expect(product).toBeDefined();
});

describe('the seller’s orders, rendered on the server', () => {
  it('are in the HTML of /vendeur-dashboard/{id}/orders for the session cookie', async () => {
    const order = await placeOrder();
    const html = await (
      await fetch(`${shop.app.baseUrl}${ordersPath()}`, {
        headers: { cookie: `${SESSION_COOKIE}=${awa.token}` },
      })
    ).text();
    expect(html).toContain(order.orderNumber);
    expect(html).not.toContain('aria-busy="true"');
    // Its scripts start at once, unlike a storefront page's (decision 049): its menus need them.
    expect(html.split('</head>')[0]).toMatch(/<link rel="modulepreload"/);
    expect(html).toMatch(/<script[^>]* type="module"/);
    expect(html).not.toContain('id="page-modules"');

    // Without the cookie, the server sends the visitor to the sign-in page (the spec sent
    // them home), telling it to forget any token the browser still stores and where to go back.
    const anonymous = await fetch(`${shop.app.baseUrl}${ordersPath()}`, { redirect: 'manual' });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe(
      `/connexion?session=absente&retour=${encodeURIComponent(ordersPath())}`,
    );
  });

  it('a signed-out seller’s « Ouvrir la commande » signs in, then opens that order', async () => {
    const order = await placeOrder();
    // The link of the seller's e-mail (core/orders/order-mails.ts).
    const link = `${ordersPath()}?q=${order.orderNumber}`;
    const page = await newPhonePage(shop);
    await page.goto(`${shop.app.baseUrl}${link}`);
    expect(new URL(page.url()).pathname).toBe('/connexion');
    await hydrated(page.getByRole('button', { name: 'Continuer' }));
    await page.getByLabel('E-mail ou téléphone').fill('awa@baobab.example');
    await page.locator('main input[name="password"]').fill('Baobab-Vendeur-2026');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect
      .poll(() => {
        const url = new URL(page.url());
        return `${url.pathname}${url.search}`;
      })
      .toBe(link);
    await page.locator(`[data-order="${order.orderNumber}"]:visible`).first().waitFor();
    await page.context().close();
  });

  it('sends a dashboard address from another site’s « retour » to the account’s own dashboard', async () => {
    const response = await fetch(
      `${shop.app.baseUrl}/connexion?retour=${encodeURIComponent('//evil.example/x')}`,
      { redirect: 'manual', headers: { cookie: `${SESSION_COOKIE}=${awa.token}` } },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/vendeur-dashboard/${awa.TenantId}/statistics`);
  });

  it('show on a 360-px phone at first paint, before any script runs', async () => {
    const order = await placeOrder();
    const context = await shop.browser.newContext({
      viewport: { width: 360, height: 800 },
      javaScriptEnabled: false,
    });
    await context.addCookies([{ name: SESSION_COOKIE, value: awa.token, url: shop.app.baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${shop.app.baseUrl}${ordersPath()}`);
    await expect
      .poll(() => page.locator(`[data-order="${order.orderNumber}"]:visible`).count())
      .toBe(1);
    expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1, name: 'Commandes' }).count()).toBe(1);
    await context.close();
  });
});

describe('the dashboards’ layout on a 360-px phone', () => {
  it('starts the screen high, and the bell counts and lists what waits', async () => {
    await placeOrder();
    const page = await signedInPage(shop, awa, ordersPath());
    // The top bar, one row of menu, then the screen: no wrapped menu pushing it down.
    const headingTop = await page
      .getByRole('heading', { level: 1, name: 'Commandes' })
      .evaluate((heading) => heading.getBoundingClientRect().top);
    expect(headingTop).toBeLessThan(180);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    const waiting = (
      await queryShop<{ count: number }>(
        shop,
        "SELECT count(*)::int AS count FROM commandes WHERE boutique_id = $1 AND status = 'En attente'",
        [awa.boutiqueId],
      )
    )[0]!.count;
    const bell = page.getByRole('button', { name: /^Notifications : \d+$/ });
    const count = Number((await bell.getAttribute('aria-label'))!.match(/\d+/)![0]);
    expect(count).toBeGreaterThanOrEqual(waiting);
    await bell.click();
    await page.getByRole('menuitem', { name: new RegExp(`^${waiting} commandes? attend`) }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?statut=En+attente');
    await page.context().close();
  });

  it('opens the seller’s home on today’s work, and the buyer’s on its orders', async () => {
    const order = await placeOrder();
    const seller = await signedInPage(shop, awa, `/vendeur-dashboard/${awa.TenantId}`);
    await seller.getByRole('region', { name: /^Commandes à traiter/ }).waitFor();
    expect(await seller.getByText('Cet écran arrive bientôt.').count()).toBe(0);
    await seller.locator(`[data-order="${order.orderNumber}"]`).first().waitFor();
    await seller.context().close();

    const buyer = await signedInPage(shop, kofi, `/acheteur-dashboard/${kofi.TenantId}`);
    await buyer.getByRole('region', { name: /^Commandes en cours/ }).waitFor();
    await buyer.locator(`[data-order="${order.orderNumber}"]`).first().waitFor();
    await buyer.context().close();
  });

  it('searches the seller’s products and orders from the top bar', async () => {
    const order = await placeOrder();
    const page = await signedInPage(shop, awa, `/vendeur-dashboard/${awa.TenantId}`);
    // On a phone the bar has room for an icon only: it opens the search screen.
    await page.getByRole('link', { name: 'Rechercher dans vos produits et commandes' }).click();
    await page.waitForURL(/\/recherche$/);
    const field = page.getByRole('searchbox', {
      name: 'Rechercher dans vos produits et commandes',
    });
    await field.fill(product.product.name);
    await field.press('Enter');
    const products = page.getByRole('region', { name: /^Produits \(\d+\)$/ });
    await products.getByText(product.product.name, { exact: true }).first().waitFor();
    const orders = page.getByRole('region', { name: /^Commandes \(\d+\)$/ });
    await orders.locator(`[data-order="${order.orderNumber}"]`).waitFor();

    await products.getByRole('link', { name: 'Ouvrir dans Produits' }).click();
    await page.waitForURL(/\/products\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe(product.product.name);
    await page.context().close();
  });
});

describe('a buyer’s notifications', () => {
  it('tells the buyer what the shop did; the bell counts the unread, the screen marks them read', async () => {
    // A buyer of their own: the demo's kofi has more unread news than a page shows, so one
    // marked read would leave the page (unread ones come first).
    const buyer = await newAccountThroughApi(shop, 'ACHETEUR', 'Abla Notifiée');
    const order = await placeOrder(buyer);
    const moved = await callApi(shop, `/api/commandes/${order.id}/statut`, {
      method: 'PATCH',
      token: awa.token,
      body: JSON.stringify({ statut: 'En cours' }),
    });
    expect(moved.status).toBe(200);
    const unread = async () =>
      (
        await queryShop<{ count: number }>(
          shop,
          'SELECT count(*)::int AS count FROM notifications WHERE account_id = $1 AND read_at IS NULL',
          [buyer.userId],
        )
      )[0]!.count;
    const before = await unread();
    // Registered, then in preparation.
    expect(before).toBe(2);

    const page = await signedInPage(shop, buyer, `/acheteur-dashboard/${buyer.TenantId}`);
    await page.getByRole('button', { name: `Notifications : ${before}` }).click();
    await page.getByRole('menuitem', { name: /notifications? non lues?$/ }).click();
    await page.waitForURL(/\/notifications$/);
    const told = `Commande ${order.orderNumber} en préparation`;
    const notice = page.locator('li[data-notification]', { hasText: told });
    await expect.poll(() => notice.getAttribute('data-read')).toBe('false');

    await notice.getByRole('button', { name: /^Marquer comme lue/ }).click();
    await expect.poll(() => notice.getAttribute('data-read')).toBe('true');
    await expect.poll(unread).toBe(before - 1);
    await page.getByRole('button', { name: `Notifications : ${before - 1}` }).waitFor();

    await page.getByRole('button', { name: 'Tout marquer comme lu' }).click();
    await page.getByText('Aucune notification non lue.').waitFor();
    expect(await unread()).toBe(0);
    await page.getByRole('button', { name: 'Notifications : rien de nouveau' }).waitFor();

    // Each notification leads to its order.
    await page.getByRole('link', { name: told }).click();
    await page.waitForURL(/\/commandes\?q=/);
    await page.getByRole('button', { name: order.orderNumber, exact: true }).first().waitFor();
    await page.context().close();
  });
});

describe('writes through route actions', () => {
  it('a seller moves an order to Livré, and the statistics count it after navigation', async () => {
    const order = await placeOrder();
    const page = await signedInPage(shop, awa, `/vendeur-dashboard/${awa.TenantId}/statistics`);
    const delivered = page.getByTestId('stat-deliveredCount');
    const before = Number(await delivered.textContent());

    // Among the orders waiting, then among all: moved on, the order leaves the first list, and
    // the answer is still told.
    for (const [list, status] of [
      ['?statut=En+attente', 'En cours'],
      ['', 'Livré'],
    ] as const) {
      await page.goto(`${shop.app.baseUrl}${ordersPath()}${list}`);
      const statusMenu = page
        .getByRole('button', {
          name: `Mettre à jour le statut de la commande ${order.orderNumber}`,
        })
        .first();
      // The menu opens with the page's scripts: a tap before hydration is lost.
      await hydrated(statusMenu);
      await statusMenu.click();
      await page.getByRole('menuitem', { name: status }).click();
      // « Livré » is final: the seller confirms it once more.
      if (status === 'Livré') {
        await page.getByRole('button', { name: 'Confirmer la livraison' }).click();
      }
      await page.getByText(`${orderStatusSentence(order.orderNumber, status)}.`).waitFor();
    }
    await expect.poll(() => statusInDatabase(order)).toBe('Livré');

    await page.getByRole('link', { name: 'Tableau de bord' }).first().click();
    await expect.poll(async () => Number(await delivered.textContent())).toBe(before + 1);
    await page.context().close();
  });

  it('a buyer cancels an order from Suivi des Commandes', async () => {
    const order = await placeOrder();
    const page = await signedInPage(shop, kofi, `/acheteur-dashboard/${kofi.TenantId}/commandes`);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: order.orderNumber, exact: true }).first().click();
    await page.getByRole('button', { name: 'Annuler la commande' }).click();
    await page.getByText(`Commande ${order.orderNumber} annulée.`).waitFor();
    await expect.poll(() => statusInDatabase(order)).toBe('Annulé');
    // The list was loaded again: the order shows its new status, and can no longer be cancelled.
    await expect
      .poll(() => page.getByRole('button', { name: 'Annuler la commande' }).count())
      .toBe(0);
    await page.context().close();
  });

  it('refuses a form posted from another site, and changes nothing', async () => {
    const order = await placeOrder();
    const crossSite = await postStatusForm(order, 'https://autre-site.example');
    expect(crossSite.status).toBe(403);
    expect(await statusInDatabase(order)).toBe('En attente');

    // The same form from the shop's own pages goes through.
    const sameSite = await postStatusForm(order, shop.app.baseUrl);
    expect(sameSite.status).toBeLessThan(400);
    expect(await statusInDatabase(order)).toBe('En cours');
  });
});

describe('a session ended elsewhere', () => {
  it('loses access on its next navigation after a password change from another device', async () => {
    const mariam = await loginThroughApi(shop, 'mariam@baobab.example', 'Baobab-Vendeur-2026');
    const page = await signedInPage(shop, mariam, `/vendeur-dashboard/${mariam.TenantId}/orders`);

    // Another device: a reset link by e-mail, and a new password.
    const outbox = path.join(shop.dataDir, 'outbox');
    const before = new Set(await outboxMailFiles(outbox));
    await callApi(shop, '/api/users/mot-de-passe-oublie', {
      method: 'POST',
      body: JSON.stringify({ email: 'mariam@baobab.example' }),
    });
    let mail = '';
    await expect
      .poll(async () => {
        const added = (await outboxMailFiles(outbox)).filter((file) => !before.has(file));
        if (added.length === 0) return false;
        mail = await fs.readFile(path.join(outbox, added[0]!), 'utf8');
        return true;
      })
      .toBe(true);
    const token = /jeton=([\w-]+)/.exec(readMail(mail).text)![1]!;
    const reset = await callApi(shop, '/api/users/reinitialiser-mot-de-passe', {
      method: 'POST',
      body: JSON.stringify({ token, password: 'Nouveau-Mot-2026' }),
    });
    expect(reset.status).toBeLessThan(300);

    await page.getByRole('link', { name: 'Tableau de bord' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/connexion');
    await page.getByText('Votre session a pris fin. Veuillez vous reconnecter.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.context().close();
  });

  it('/connexion sends a signed-in visitor to the dashboard, and shows the form otherwise', async () => {
    const page = await newPhonePage(shop);
    await page
      .context()
      .addCookies([{ name: SESSION_COOKIE, value: kofi.token, url: shop.app.baseUrl }]);
    await page.goto(`${shop.app.baseUrl}/connexion`);
    expect(new URL(page.url()).pathname).toBe(`/acheteur-dashboard/${kofi.TenantId}`);
    await page.context().clearCookies();
    await page.goto(`${shop.app.baseUrl}/inscription`);
    expect(new URL(page.url()).pathname).toBe('/inscription');
    await page.context().close();
  });
});
