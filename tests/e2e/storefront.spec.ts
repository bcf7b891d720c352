import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import { hydrated } from '../support/hydration.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatFcfa } from '#common/money.ts';

const shop = sharedShopUnderTest();

// The buyer's path through the shop: browse, add to the cart from the top bar's dropdown,
// see the cart survive a reload, search, and reach the checkout form.

const badge = (page: Page) =>
  page.getByTestId('cart-badge').locator('.mantine-Indicator-indicator');

async function newPage(width: number) {
  const page = await shop.browser.newPage({ viewport: { width, height: 800 } });
  await page.goto(`${shop.app.baseUrl}/`);
  return page;
}

async function addFirstProductAndIncrement(page: Page, openDropdown: () => Promise<void>) {
  const row = page.getByTestId('category-row').first();
  const firstCard = row.getByTestId('product-card').first();
  const name = (await firstCard.locator('h3').textContent())!.trim();
  await firstCard.getByTestId('add-to-cart').click();
  await expect.poll(() => badge(page).textContent()).toBe('1');
  await expect.poll(() => page.getByText('Produit ajouté au panier!').count()).toBeGreaterThan(0);

  await openDropdown();
  const dropdown = page.getByTestId('cart-dropdown');
  await expect.poll(() => dropdown.isVisible()).toBe(true);
  const line = dropdown.getByTestId('cart-dropdown-line');
  expect(await line.count()).toBe(1);
  expect(await line.textContent()).toContain(name);
  expect(
    await dropdown.getByRole('button', { name: `Diminuer la quantité de ${name}` }).isDisabled(),
  ).toBe(true);
  const priceText = (await line.getByText(/^1 x /).textContent())!;
  const unitPrice = Number(priceText.replace(/[^0-9]/g, '').slice(1));

  await dropdown.getByRole('button', { name: `Augmenter la quantité de ${name}` }).click();
  await expect.poll(() => badge(page).textContent()).toBe('2');
  await expect
    .poll(() => dropdown.getByTestId('cart-total').textContent())
    .toBe(`Total Général: ${formatFcfa(unitPrice * 2)}`);
  return name;
}

async function expectCartSurvivesReload(page: Page, name: string) {
  await page.getByTestId('cart-dropdown').getByRole('link', { name: 'Voir le panier' }).click();
  await page.waitForURL(`${shop.app.baseUrl}/cart`);
  await page.reload();
  const line = page.getByTestId('cart-line');
  await expect.poll(() => line.count()).toBe(1);
  expect(await line.textContent()).toContain(name);
  expect(await page.getByLabel('Quantité : 2').count()).toBeGreaterThan(0);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart')))!)).toHaveLength(1);
}

describe('cart on a 360-px phone', () => {
  it('adds from a category row, follows in the top bar, and survives a reload', async () => {
    const page = await newPage(360);
    const name = await addFirstProductAndIncrement(page, () =>
      page.getByTestId('cart-button').click(),
    );
    await expectCartSurvivesReload(page, name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.close();
  });

  it('opens the left drawer with the shop links', async () => {
    const page = await newPage(360);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog');
    for (const label of ['Accueil', 'Recettes/Astuces', 'Connexion', 'Inscription']) {
      await expect.poll(() => drawer.getByRole('link', { name: label }).isVisible()).toBe(true);
    }
    await page.close();
  });
});

describe('cart on a desktop', () => {
  it('opens the dropdown on hover and keeps the cart across a reload', async () => {
    const page = await newPage(1280);
    const name = await addFirstProductAndIncrement(page, () =>
      page.getByTestId('cart-button').hover(),
    );
    await expectCartSurvivesReload(page, name);
    await page.close();
  });

  it('shows the empty dropdown message', async () => {
    const page = await newPage(1280);
    // A hover does nothing before the page's scripts have run: only taps are kept until then.
    await hydrated(page.getByTestId('cart-button'));
    await page.getByTestId('cart-button').hover();
    await expect.poll(() => page.getByText('Aucun produit dans le panier.').isVisible()).toBe(true);
    await page.close();
  });
});

describe('what the cart keeps honest', () => {
  it('resets a stored cart that is not a list', async () => {
    const page = await newPage(1280);
    await page.evaluate(() => localStorage.setItem('cart', '{"pas":"une liste"}'));
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
    await page.close();
  });

  it('shows the buyer a price that changed since the product was added', async () => {
    const page = await newPage(1280);
    const [entry] = (await (
      await fetch(`${shop.app.baseUrl}/api/produits/listeproduits?limit=1&page=1`)
    ).json()) as {
      id: number;
      price: number;
      stockDisponible: number;
      product: { name: string };
    }[];
    const stale = [
      {
        id: entry!.id,
        name: entry!.product.name,
        image: '',
        price: 1,
        quantity: 1,
        stock: entry!.stockDisponible,
      },
    ];
    await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), stale);
    await page.goto(`${shop.app.baseUrl}/cart`);
    await expect
      .poll(() =>
        page.getByText(`Le prix de « ${entry!.product.name} » est passé de 1 FCFA à`).count(),
      )
      .toBe(1);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cart')))!);
    expect(stored[0].price).toBe(entry!.price);
    await page.close();
  });

  it('never lets the quantity go above the stock', async () => {
    const page = await newPage(1280);
    const all = (await (await fetch(`${shop.app.baseUrl}/api/produits/listeproduits`)).json()) as {
      id: number;
      stockDisponible: number;
      product: { name: string };
    }[];
    const scarce = all
      .filter((entry) => entry.stockDisponible > 0)
      .sort((a, b) => a.stockDisponible - b.stockDisponible)[0]!;
    await page.goto(`${shop.app.baseUrl}/product-details/${scarce.id}`);
    const add = page.getByRole('button', { name: 'Ajouter au panier' });
    for (let i = 0; i <= scarce.stockDisponible; i++) await add.click();
    await expect
      .poll(() =>
        page
          .getByText(`Stock insuffisant : il ne reste que ${scarce.stockDisponible} exemplaire`)
          .count(),
      )
      .toBeGreaterThan(0);
    await expect.poll(() => badge(page).textContent()).toBe(String(scarce.stockDisponible));
    await page.close();
  });
});

describe('search and product pages', () => {
  it("finds the shea products when searching 'karite' on /products", async () => {
    const page = await newPage(360);
    await page.goto(`${shop.app.baseUrl}/products`);
    await page.getByLabel('Rechercher un produit').fill('karite');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL(/\/products\?q=karite/);
    const names = await page.getByTestId('product-card').locator('h3').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((name) => /karité/i.test(name))).toBe(true);
    // Server-rendered: the same URL without JavaScript lists the same products.
    const html = await (await fetch(`${shop.app.baseUrl}/products?q=karite`)).text();
    expect(html).toContain(names[0]!.replace(/'/g, '&#x27;'));
    await page.close();
  });

  it('keeps a sold-out product’s « Rupture de stock » on one line on a 360-px phone', async () => {
    const page = await newPage(360);
    await page.goto(`${shop.app.baseUrl}/products?q=tamarin`);
    const soldOut = page.getByTestId('product-card').getByText('Rupture de stock', { exact: true });
    await soldOut.scrollIntoViewIfNeeded();
    const lines = await soldOut.evaluate((tag) => {
      const text = document.createRange();
      text.selectNodeContents(tag);
      return new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size;
    });
    expect(lines).toBe(1);
    // Its page says it the same way: sentence case, not capitals.
    const soldOutCard = page
      .getByTestId('product-card')
      .filter({ has: page.getByText('Rupture de stock', { exact: true }) });
    await soldOutCard.locator('h3').click();
    await page.waitForURL(/\/product-details\//);
    const badge = page.locator('.mantine-Badge-root', { hasText: 'Rupture de stock' });
    expect(await badge.evaluate((tag) => getComputedStyle(tag).textTransform)).toBe('none');
    await page.close();
  });

  it('lists a product’s facts as labelled rows, without a scroll area’s code on the first visit', async () => {
    const [entry] = (await (
      await fetch(`${shop.app.baseUrl}/api/produits/listeproduits?page=1&limit=1`)
    ).json()) as { id: number; product: { categorie: { nom: string } } }[];
    const page = await newPage(360);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${shop.app.baseUrl}/product-details/${entry!.id}`, { waitUntil: 'load' });
    const category = page.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: 'Catégorie', exact: true }),
    });
    expect(await category.getByRole('cell').textContent()).toBe(entry!.product.categorie.nom);
    for (const label of ['Boutique', 'Famille', 'Stock', 'Fabricant', 'Origine', 'Ajouté le']) {
      expect(await page.getByRole('rowheader', { name: label, exact: true }).count()).toBe(1);
    }
    // Mantine's Table brought its ScrollArea and floating-ui (17 KB gzip) to every product page.
    expect(requested.filter((url) => /\/assets\/(ScrollArea|floating-ui)/.test(url))).toEqual([]);
    await page.close();
  });

  it('sends an unknown product back to the home page', async () => {
    const page = await newPage(1280);
    for (const id of ['999999', 'abc']) {
      await page.goto(`${shop.app.baseUrl}/product-details/${id}`);
      expect(new URL(page.url()).pathname).toBe('/');
    }
    await page.close();
  });

  it('describes a product for link previews and search engines', async () => {
    const html = await (await fetch(`${shop.app.baseUrl}/product-details/1`)).text();
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/og\/produit\/1\.jpg\?v=[0-9a-z]+"/,
    );
    const jsonLd = JSON.parse(
      html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]!,
    );
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      offers: { '@type': 'Offer', priceCurrency: 'XOF' },
    });
  });

  it('answers unknown pages with a French 404 inside the layout', async () => {
    const response = await fetch(`${shop.app.baseUrl}/cette-page-nexiste-pas`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page introuvable');
    expect(html).toContain('Recettes/Astuces');
  });
});

describe('checkout form', () => {
  it('offers the methods of the chosen country and enables paying only when everything is filled', async () => {
    const page = await newPage(1280);
    await page.getByTestId('add-to-cart').first().click();
    // A tap before hydration is applied once the page's scripts run: leaving earlier loses it.
    await expect.poll(() => badge(page).textContent()).toBe('1');
    await page.goto(`${shop.app.baseUrl}/checkout`);
    const pay = page.getByTestId('pay-button');
    await expect.poll(() => pay.isDisabled()).toBe(true);
    await page.getByLabel('Pays').selectOption('Togo');
    await page.getByLabel('Mobile Money').check();
    await page.getByLabel('Numéro Mobile Money').fill('+228 90 11 22 33');
    expect(await pay.isDisabled()).toBe(true);
    // No PIN: the operator asks for it on the buyer's phone (issue 45 §4.3).
    expect(await page.getByLabel(/PIN|code secret/i).count()).toBe(0);
    // Togo's operators only, once the country's quote has come back.
    await expect
      .poll(() => page.getByLabel('Opérateur').locator('option:not([value=""])').allTextContents())
      .toEqual(['T-Money', 'Moov']);
    await page.getByLabel('Opérateur').selectOption('T-Money');
    await expect.poll(() => pay.isDisabled()).toBe(false);
    // A new country resets the method and its fields.
    await page.getByLabel('Pays').selectOption('Canada');
    await expect.poll(() => pay.isDisabled()).toBe(true);
    expect(await page.getByLabel('Interac').isChecked()).toBe(false);
    expect(await page.getByLabel('Numéro Mobile Money').count()).toBe(0);
    await page.close();
  });
});
