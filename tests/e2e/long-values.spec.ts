import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { lineFromEntry } from '#common/cart.ts';
import type { ProductListingEntry } from '#common/catalogue.ts';
import { DELIVERY_COUNTRIES } from '#common/delivery-countries.ts';
import type { Order } from '#common/orders.ts';
import type { LoginResponse } from '#common/session.ts';
import { emailOfLength, unbrokenName } from '../support/long-values.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import {
  callApi,
  loginThroughApi,
  newPhonePage,
  pageOverflow,
  placeCashOrder,
  signedInPage,
} from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// The longest values the forms and the API take (common/text-lengths.ts), typed by real people
// with no space to break a line at: they wrap or are cut with an ellipsis, and no page of a
// 360-px phone scrolls sideways. A 5 006-character e-mail once made the cart 41 531 px wide.

const PASSWORD = 'Karite-Pur-2026';
const LONG_NAME = unbrokenName(100);
const DELIVERY = {
  country: 'Togo',
  city: unbrokenName(100),
  address: unbrokenName(300),
  phone: '+228 90 44 55 67',
} as const;

let buyer: LoginResponse;
let seller: LoginResponse;
/** The seller of the ordered product, who sees the buyer's name and e-mail. */
let awa: LoginResponse;
let product: ProductListingEntry;
let order: Order;

async function register(email: string, typeCompte: 'ACHETEUR' | 'VENDEUR', telephone: string) {
  const { status } = await callApi(shop, '/api/users/register', {
    method: 'POST',
    body: JSON.stringify({
      userName: LONG_NAME,
      pays: 'Togo',
      ville: unbrokenName(100),
      telephone,
      email,
      typeCompte,
      password: PASSWORD,
      ...(typeCompte === 'VENDEUR' ? { instituteName: unbrokenName(100) } : {}),
    }),
  });
  expect(status).toBe(201);
  return loginThroughApi(shop, email, PASSWORD);
}

/** Nothing inside the element wider than the element itself. */
const innerOverflow = (locator: Locator) =>
  locator.evaluate((element) => element.scrollWidth - element.clientWidth);

/** The header and the page, on a 360-px phone. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  expect(await innerOverflow(page.locator('header').first())).toBeLessThanOrEqual(0);
}

beforeAll(async () => {
  buyer = await register(emailOfLength(254, 'acheteur'), 'ACHETEUR', '+228 90 44 55 67');
  seller = await register(emailOfLength(254, 'vendeur'), 'VENDEUR', '+228 90 44 55 68');
  awa = await loginThroughApi(shop, 'awa@baobab.example', 'Baobab-Vendeur-2026');
  const { body } = await callApi<ProductListingEntry[]>(shop, '/api/produits/listeproduits');
  product = body.find(
    (entry) => entry.boutique.id === awa.boutiqueId && entry.stockDisponible >= 2,
  )!;
  order = await placeCashOrder(shop, {
    token: buyer.token,
    productId: product.id,
    quantity: 1,
    delivery: DELIVERY,
  });
});

describe('the registration form', () => {
  it('takes no more characters than the server, and offers only the served countries', async () => {
    const page = await newPhonePage(shop);
    await page.goto(`${shop.app.baseUrl}/inscription`);
    const email = page.locator('main input[name="email"]');
    await email.fill(emailOfLength(300));
    expect((await email.inputValue()).length).toBe(254);
    await page.locator('main input[name="userName"]').fill(unbrokenName(150));
    expect((await page.locator('main input[name="userName"]').inputValue()).length).toBe(100);
    const countries = await page
      .locator('main select[name="pays"] option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(countries).toEqual(['', ...DELIVERY_COUNTRIES]);
    await page.context().close();
  });
});

describe('long names and e-mails on a 360-px phone', () => {
  it('/cart, signed in, with a line: no sideways scroll, the account’s e-mail wraps', async () => {
    const page = await signedInPage(shop, buyer, '/');
    await page.evaluate(
      (line) => localStorage.setItem('cart', JSON.stringify([line])),
      lineFromEntry(product),
    );
    await page.goto(`${shop.app.baseUrl}/cart`);
    const orderingAs = page.getByText('Commande passée avec votre compte');
    await orderingAs.waitFor();
    expect(await orderingAs.textContent()).toContain(buyer.email);
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });

  it('the buyer’s order screens and the order’s detail', async () => {
    const page = await signedInPage(shop, buyer, `/acheteur-dashboard/${buyer.TenantId}/commandes`);
    const open = page.getByRole('button', { name: order.orderNumber, exact: true });
    await open.waitFor();
    await expectNoSidewaysScroll(page);
    await open.click();
    const card = page.getByRole('region', { name: `Commande ${order.orderNumber}` });
    await card.waitFor();
    expect(await card.textContent()).toContain(DELIVERY.address);
    expect(await innerOverflow(card)).toBeLessThanOrEqual(0);
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });

  it('the seller’s welcome and the seller’s order with the buyer’s name and e-mail', async () => {
    const statistics = await signedInPage(
      shop,
      seller,
      `/vendeur-dashboard/${seller.TenantId}/statistics`,
    );
    await statistics.getByText(`Bienvenue, ${LONG_NAME} !`, { exact: false }).waitFor();
    await expectNoSidewaysScroll(statistics);
    await statistics.context().close();

    // The buyer is among the boutique's recent clients.
    const awaStatistics = await signedInPage(
      shop,
      awa,
      `/vendeur-dashboard/${awa.TenantId}/statistics`,
    );
    await awaStatistics
      .getByRole('list', { name: 'Clients récents' })
      .getByText(LONG_NAME)
      .waitFor();
    await expectNoSidewaysScroll(awaStatistics);
    await awaStatistics.context().close();

    const page = await signedInPage(shop, awa, `/vendeur-dashboard/${awa.TenantId}/orders`);
    const open = page.getByRole('button', { name: order.orderNumber, exact: true });
    await open.waitFor();
    await expectNoSidewaysScroll(page);
    await open.click();
    const dialog = page.getByRole('dialog', { name: `Commande ${order.orderNumber}` });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(buyer.email);
    expect(await innerOverflow(dialog)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
