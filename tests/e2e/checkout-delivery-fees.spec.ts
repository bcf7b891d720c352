import type { ProductListingEntry } from '#common/catalogue.ts';
import { formatFcfa } from '#common/money.ts';
import { DEMO_PASSWORDS } from '../../demo/demo-accounts.ts';
import { queryShop } from '../support/shop-database.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import { apiRequestsOf } from '../support/site-requests.ts';
import { callApi, loginThroughApi, loginThroughForm, newPhonePage } from '../support/signed-in.ts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

const shop = sharedShopUnderTest();

// Delivery fees per zone at checkout, on a 360-px phone (issue 15): Awa sets her « Karité de
// Kara » (in Togo) to 1 500 FCFA for Afrique and 6 000 FCFA for Europe, through the API her
// delivery panel saves with. It serves no National zone then, so a buyer in Lomé falls in Afrique.

const AWA_SHOP = 'Karité de Kara';
let awaShop: number;

beforeAll(async () => {
  const awa = await loginThroughApi(shop, 'awa@baobab.example', DEMO_PASSWORDS.VENDEUR);
  awaShop = awa.boutiqueId!;
  const saved = await callApi(shop, '/api/vendeur/parametres/livraison', {
    method: 'PUT',
    token: awa.token,
    body: JSON.stringify({
      zones: [
        {
          zone: 'Afrique',
          fee: 1500,
          carrier: 'DHL',
          deliveryDays: 5,
          tracking: true,
          express: { fee: 4000, days: 2 },
        },
        {
          zone: 'Europe',
          fee: 6000,
          carrier: 'La Poste',
          deliveryDays: 10,
          tracking: false,
          express: null,
        },
      ],
      freeDeliveryFrom: null,
    }),
  });
  expect(saved.status).toBe(200);
});

let taken = new Set<number>();
/** One of Awa's products in stock, not used by the other test. */
async function awaProduct(): Promise<ProductListingEntry> {
  const listing = (await (
    await fetch(`${shop.app.baseUrl}/api/produits/listeproduits`)
  ).json()) as ProductListingEntry[];
  const entry = listing.find(
    (candidate) =>
      candidate.boutique.id === awaShop &&
      candidate.stockDisponible >= 3 &&
      !taken.has(candidate.id),
  );
  expect(entry).toBeDefined();
  taken = new Set([...taken, entry!.id]);
  return entry!;
}

async function addToCart(page: Page, entry: ProductListingEntry) {
  await page.goto(`${shop.app.baseUrl}/product-details/${entry.id}`);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect.poll(() => page.getByText('Produit ajouté au panier!').count()).toBeGreaterThan(0);
}

const shopDelivery = (page: Page) => page.getByTestId(`delivery-shop-${awaShop}`);

async function fillAddress(page: Page, city: string, phone: string) {
  await page.locator('main input[name="city"]').fill(city);
  await page.locator('main input[name="address"]').fill('12 rue des Manguiers');
  await page.locator('main input[name="phone"]').fill(phone);
}

/** The order the checkout wrote for Awa's shop, newest first. */
async function lastAwaOrder() {
  const [order] = await queryShop<{
    deliveryFee: number;
    zone: string;
    carrier: string;
    subtotal: number;
    total: number;
  }>(
    shop,
    `select c.delivery_fee as "deliveryFee", c.delivery_zone as zone, c.carrier, c.subtotal,
            k.total
     from commandes c join checkouts k on k.id = c.checkout_id
     where c.boutique_id = $1 order by c.id desc limit 1`,
    [awaShop],
  );
  return order!;
}

describe('delivery fees per zone on a phone', () => {
  it('a guest in Lomé sees the Afrique fee in the cart and at checkout, and pays it', async () => {
    const entry = await awaProduct();
    const page = await newPhonePage(shop);
    await addToCart(page, entry);
    const api = apiRequestsOf(page);
    const quotes: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/livraison/devis' || pathname === '/panier/produits') quotes.push(pathname);
    });
    await page.goto(`${shop.app.baseUrl}/cart`);

    // A guest with no earlier choice starts in Togo.
    await expect.poll(() => page.locator('main select[name="country"]').inputValue()).toBe('Togo');
    await expect.poll(() => shopDelivery(page).textContent()).toContain(formatFcfa(1500));
    expect(await shopDelivery(page).textContent()).toContain('DHL');
    expect(await shopDelivery(page).textContent()).toMatch(/livraison estimée vers le \d{1,2} /);
    await expect
      .poll(() => page.getByTestId('cart-page-total').textContent())
      .toBe(`Total Général: ${formatFcfa(entry.price + 1500)}`);

    // Express is offered for Afrique, and taken back.
    await shopDelivery(page)
      .getByLabel(/Express\s: 4\s000\sFCFA, 2 jours/)
      .check();
    await expect
      .poll(() => page.getByTestId('cart-page-total').textContent())
      .toBe(`Total Général: ${formatFcfa(entry.price + 4000)}`);
    await shopDelivery(page)
      .getByLabel(/Express/)
      .uncheck();
    await expect
      .poll(() => page.getByTestId('cart-page-total').textContent())
      .toBe(`Total Général: ${formatFcfa(entry.price + 1500)}`);

    // Canada is not served: the shop is named, its line set aside and not counted.
    await page.locator('main select[name="country"]').selectOption('Canada');
    await expect
      .poll(() => page.getByTestId('delivery-not-served').textContent())
      .toContain(`La boutique ${AWA_SHOP} ne livre pas au Canada`);
    await expect
      .poll(() => page.getByTestId('cart-page-total').textContent())
      .toBe(`Total Général: ${formatFcfa(0)}`);
    expect(await page.getByTestId('cart-line').count()).toBe(1);

    await page.locator('main select[name="country"]').selectOption('Togo');
    await page.locator('main input[name="guestName"]').fill('Ama Mensah');
    await fillAddress(page, 'Lomé', '+228 90 12 34 56');
    await page.getByRole('link', { name: 'Choisir un moyen de paiement' }).click();
    await page.waitForURL(/\/checkout$/);
    await expect.poll(() => shopDelivery(page).textContent()).toContain(formatFcfa(1500));
    await page.getByLabel('Paiement à la livraison').check();
    await expect
      .poll(() => page.getByTestId('pay-button').textContent())
      .toBe(`Commander — ${formatFcfa(entry.price + 1500)} à la livraison`);
    // The cart's prices and each quote came from the site's own routes, none from the API.
    expect(quotes).toContain('/panier/produits');
    expect(quotes.filter((path) => path === '/livraison/devis').length).toBeGreaterThanOrEqual(4);
    expect(api).toEqual([]);
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/suivi-commande\/[^/]+$/);
    await expect
      .poll(() => page.getByTestId('tracking-total').textContent())
      .toContain(formatFcfa(entry.price + 1500));
    expect(await lastAwaOrder()).toEqual({
      deliveryFee: 1500,
      zone: 'Afrique',
      carrier: 'DHL',
      subtotal: entry.price,
      total: entry.price + 1500,
    });
    await page.context().close();
  });

  it('a buyer in Paris sees the Europe fee, from her account’s country, and pays it', async () => {
    const entry = await awaProduct();
    const page = await newPhonePage(shop);
    await loginThroughForm(shop, page, 'fatou@baobab.example', DEMO_PASSWORDS.ACHETEUR);
    await page.waitForURL((url) => url.pathname !== '/connexion');
    await addToCart(page, entry);
    await page.goto(`${shop.app.baseUrl}/cart`);
    await expect
      .poll(() => page.locator('main select[name="country"]').inputValue())
      .toBe('France');
    await expect.poll(() => shopDelivery(page).textContent()).toContain(formatFcfa(6000));
    expect(await shopDelivery(page).textContent()).toContain('La Poste');
    await expect
      .poll(() => page.getByTestId('cart-page-total').textContent())
      .toBe(`Total Général: ${formatFcfa(entry.price + 6000)}`);

    await fillAddress(page, 'Paris', '+33 6 12 34 56 78');
    await page.getByRole('link', { name: 'Choisir un moyen de paiement' }).click();
    await page.waitForURL(/\/checkout$/);
    await expect.poll(() => shopDelivery(page).textContent()).toContain(formatFcfa(6000));
    await page.getByLabel('Paypal').check();
    await page.locator('main input[name="paypalEmail"]').fill('fatou@exemple.fr');
    await expect
      .poll(() => page.getByTestId('pay-button').textContent())
      .toBe(`Payer ${formatFcfa(entry.price + 6000)}`);
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/paiement-test\/[^/]+$/);
    expect(await lastAwaOrder()).toEqual({
      deliveryFee: 6000,
      zone: 'Europe',
      carrier: 'La Poste',
      subtotal: entry.price,
      total: entry.price + 6000,
    });
    await page.context().close();
  });
});
