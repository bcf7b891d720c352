import fs from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { operationForm } from '../../app/features/operation-form.ts';
import { imageVariantUrl, PRODUCT_PHOTO } from '#common/images.ts';
import { formatFcfa } from '#common/money.ts';
import {
  CATEGORY_REQUIRED,
  PRODUCT_ADDED,
  REQUIRED,
  type SellerProduct,
} from '#common/seller-products.ts';
import type { LoginResponse } from '#common/session.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { apiRequestsOf, keepOnlySessionCookie } from '../support/site-requests.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import {
  callApi,
  loginThroughApi,
  loginThroughForm,
  newPhonePage,
  pageOverflow,
  SESSION_COOKIE,
  signedInPage,
} from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// A producer runs her shop from a 360-px phone: awa opens Produits, adds a product with two
// photos (resized in the browser), finds it in her table and in the shop, sets its stock,
// edits it, imports a CSV of 20 products and sees a bad CSV refused with its report.
// She signs in once, through the API (login is rate-limited), and the session goes in the
// browser's storage as the login page would put it.

const NAME = 'Savon noir au moringa de Kpalimé';
const CATEGORY = 'Savons naturels';

const myProducts = async () =>
  (await callApi<SellerProduct[]>(shop, '/api/produits/ma-boutique', { token: awa.token })).body;

const productsPath = () => `/vendeur-dashboard/${awa.TenantId}/products`;

/** The products screen, its list loaded. */
async function productsPage(width = 360) {
  const page = await signedInPage(shop, awa, productsPath(), width);
  await expect.poll(() => page.getByRole('searchbox', { name: /Rechercher/ }).count()).toBe(1);
  return page;
}

/** The products screen's HTML as the server renders it for awa (no script run). */
async function serverHtml(pathAndQuery: string): Promise<string> {
  const response = await fetch(`${shop.app.baseUrl}${pathAndQuery}`, {
    headers: { cookie: `${SESSION_COOKIE}=${awa.token}` },
  });
  expect(response.status).toBe(200);
  return response.text();
}

/** Posts a seller's products screen form as the page does, from the shop's own origin. */
function postProductForm(seller: LoginResponse, fields: Record<string, string>) {
  return fetch(`${shop.app.baseUrl}/vendeur-dashboard/${seller.TenantId}/products`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      cookie: `${SESSION_COOKIE}=${seller.token}`,
      origin: shop.app.baseUrl,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields),
  });
}

/** The visible card (phone) or row of a product. */
const productCard = (page: Page, id: number) => page.locator(`[data-product="${id}"]:visible`);

/** Axe reads colours: wait for the dialog's opening fade to end. */
async function settled(dialog: Locator) {
  await expect
    .poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity))
    .toBe('1');
}

async function choosePhoto(page: Page, dialog: Locator, slot: number, file: PhotoFile) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: `Choisir la photo ${slot}` }).click(),
  ]);
  await chooser.setFiles(file);
  await expect
    .poll(() => dialog.getByRole('img', { name: `Photo ${slot} du produit` }).isVisible())
    .toBe(true);
}

async function chooseCsv(page: Page, dialog: Locator, name: string, text: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Fichier CSV' }).click(),
  ]);
  await chooser.setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
}

/** Width and height of an image the shop stores. */
async function storedSize(url: string) {
  const response = await fetch(`${shop.app.baseUrl}${url}`);
  expect(response.status).toBe(200);
  const { width, height, format } = await sharp(
    Buffer.from(await response.arrayBuffer()),
  ).metadata();
  return { width, height, format };
}

interface PhotoFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

let awa: LoginResponse;
/** A photo stored in its six sizes, WebP and AVIF: seconds on this shared machine. */
const STORED = { timeout: 30_000 };

let landscape: PhotoFile;
let portrait: PhotoFile;
let added: SellerProduct;

beforeAll(async () => {
  awa = await loginThroughApi(shop, 'awa@baobab.example', 'Baobab-Vendeur-2026');
  expect(awa.boutiqueId).toBeTruthy();

  // Photos as a phone takes them (4000 × 3000): larger than the 1600 px the browser brings them to.
  const create = (width: number, height: number, channels: 3 | 4) =>
    sharp({
      create: { width, height, channels, background: { r: 180, g: 110, b: 40, alpha: 1 } },
    }).composite([
      {
        input: {
          create: {
            width: Math.round(width / 3),
            height: Math.round(height / 3),
            channels: 3,
            background: { r: 30, g: 140, b: 60 },
          },
        },
        top: 10,
        left: 10,
      },
    ]);
  landscape = {
    name: 'savon-face.jpg',
    mimeType: 'image/jpeg',
    buffer: await create(4000, 3000, 3).jpeg({ quality: 90 }).toBuffer(),
  };
  portrait = {
    name: 'savon-dos.png',
    mimeType: 'image/png',
    buffer: await create(2400, 3200, 4).png().toBuffer(),
  };
});

describe('Produits on a 360-px phone', () => {
  it('is one tap away once the seller logs in through the login form', async () => {
    const page = await newPhonePage(shop);
    await loginThroughForm(shop, page, 'awa@baobab.example', 'Baobab-Vendeur-2026');
    await page.waitForURL(`${shop.app.baseUrl}/vendeur-dashboard/${awa.TenantId}/statistics`);
    await page
      .getByRole('navigation', { name: 'Menu vendeur' })
      .getByRole('link', { name: 'Produits' })
      .click();
    await page.waitForURL(`${shop.app.baseUrl}${productsPath()}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Produits');
    await page.context().close();
  });

  it('shows the shop’s products as cards, and the bottom bar opens the add dialog', async () => {
    const page = await productsPage();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Produits');
    expect(await page.getByText('Gérez vos produits').isVisible()).toBe(true);
    const products = await myProducts();
    expect(products.length).toBeGreaterThan(0);
    const first = products.sort((a, b) => b.id - a.id)[0]!;
    const card = productCard(page, first.id);
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.textContent()).toContain(first.product.name);
    expect(await card.textContent()).toContain(formatFcfa(first.price));
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The seller layout's bottom bar: 'Ajouter un produit' opens the same dialog.
    await page
      .getByRole('navigation', { name: 'Raccourcis vendeur' })
      .getByRole('link', { name: 'Ajouter un produit' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un produit' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.getByRole('option', { name: CATEGORY }).count()).toBe(1);
    await settled(dialog);
    expect(await seriousViolations(page)).toEqual([]);

    // Nothing typed: every rule shows its message, nothing is sent.
    await dialog.getByRole('button', { name: 'Ajouter le produit' }).click();
    await expect.poll(() => dialog.getByText(CATEGORY_REQUIRED).isVisible()).toBe(true);
    expect(await dialog.getByText(REQUIRED).count()).toBe(4); // désignation, description, prix, stock
    await dialog.getByLabel('Prix (FCFA)').fill('-5');
    await dialog.getByLabel('Stock disponible').fill('2.5');
    await dialog.getByRole('button', { name: 'Ajouter le produit' }).click();
    await expect
      .poll(() => dialog.getByText('Le prix doit être un nombre positif.').isVisible())
      .toBe(true);
    expect(
      await dialog.getByText('Le stock doit être un nombre entier positif ou nul.').isVisible(),
    ).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect((await myProducts()).length).toBe(products.length);

    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
    await page.context().close();
  });

  it('shows the bottom bar’s labels whole on 320- and 360-px phones', async () => {
    for (const width of [320, 360]) {
      const page = await productsPage(width);
      const labels = page
        .getByRole('navigation', { name: 'Raccourcis vendeur' })
        .locator('.mantine-Button-label');
      expect(await labels.count()).toBe(3);
      // « commandes » was cut to « commande » when the three shared the row in equal thirds.
      const clipped = await labels.evaluateAll((elements) =>
        elements.filter((label) => label.scrollWidth > label.clientWidth).map((l) => l.textContent),
      );
      expect(clipped).toEqual([]);
      await page.context().close();
    }
  });

  it('adds a product with two photos, resized to 1600 px before the upload, by the session cookie alone', async () => {
    const page = await productsPage();
    await keepOnlySessionCookie(page);
    const api = apiRequestsOf(page);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/images/produit')) {
        uploads.push(request.headers()['content-type'] ?? '');
      }
    });
    await page.getByRole('main').getByRole('button', { name: 'Ajouter un produit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un produit' });
    await expect.poll(() => dialog.getByRole('option', { name: CATEGORY }).count()).toBe(1);

    await dialog.getByLabel('Catégorie').selectOption({ label: CATEGORY });
    await dialog.getByLabel('Désignation').fill(NAME);
    await dialog
      .getByLabel('Description')
      .fill('Savon noir à l’huile de palme et aux feuilles de moringa, saponifié à froid.');
    await dialog.getByLabel('Prix (FCFA)').fill('3500');
    await dialog.getByLabel('Stock disponible').fill('12');
    await dialog.getByLabel('Producteur', { exact: true }).fill('Coopérative Éwé de Kpalimé');
    await dialog.getByLabel('E-mail du producteur (facultatif)').fill('ewe@cooperative.example');

    await choosePhoto(page, dialog, 1, landscape);
    await choosePhoto(page, dialog, 2, portrait);
    // Every slot works: the portrait moves first, then back, then swaps again.
    await dialog.getByRole('button', { name: 'Déplacer la photo 2 vers la gauche' }).click();
    await dialog.getByRole('button', { name: 'Déplacer la photo 1 vers la droite' }).click();
    await dialog.getByRole('button', { name: 'Déplacer la photo 2 vers la gauche' }).click();
    expect(await dialog.getByRole('button', { name: /^Choisir la photo/ }).count()).toBe(2);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Ajouter le produit' }).click();
    await expect.poll(() => page.getByText(PRODUCT_ADDED).isVisible(), STORED).toBe(true);
    expect(
      await page.getByRole('button', { name: 'Fermer la notification' }).first().isVisible(),
    ).toBe(true);
    await expect.poll(() => dialog.count()).toBe(0);
    expect(uploads).toHaveLength(2);
    expect(uploads.every((type) => type.startsWith('multipart/form-data'))).toBe(true);
    expect(api).toEqual([]);

    const found = (await myProducts()).find((product) => product.product.name === NAME);
    expect(found).toBeDefined();
    added = found!;
    expect(added).toMatchObject({
      price: 3500,
      stockDisponible: 12,
      active: true,
      boutique: { id: awa.boutiqueId },
      producteur: { nom: 'Coopérative Éwé de Kpalimé', email: 'ewe@cooperative.example' },
      product: { categorie: { nom: CATEGORY } },
    });
    // Stored as the browser sent it, in the slots' order: the 2400 × 3200 portrait brought down
    // to 1600 px by the phone (the server alone would have kept it 1600 px wide), sharp, with a
    // copy for each size a page shows.
    const [first, second] = added.product.produitimage;
    expect(added.product.produitimage).toHaveLength(2);
    expect(await storedSize(first!.url)).toEqual({ width: 1200, height: 1600, format: 'webp' });
    expect(await storedSize(second!.url)).toEqual({ width: 1600, height: 1200, format: 'webp' });
    for (const width of PRODUCT_PHOTO.variants) {
      expect(await storedSize(imageVariantUrl(second!.url, width))).toEqual({
        width,
        height: (width * 3) / 4,
        format: 'webp',
      });
    }

    // Found in the table through the search box.
    await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('moringa kpalime');
    const card = productCard(page, added.id);
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.textContent()).toContain(formatFcfa(3500));
    expect(await card.textContent()).toContain('Coopérative Éwé de Kpalimé');
    expect(await card.locator('img').getAttribute('src')).toContain('/uploads/products/');
    await page.context().close();
  });

  it('is in the shop: its page and the search', async () => {
    // A phone's dense screen: the 360-px wide photo takes the 1200-px copy, never a blurred one.
    const page = await shop.browser.newPage({
      viewport: { width: 360, height: 800 },
      deviceScaleFactor: 3,
    });
    await page.goto(`${shop.app.baseUrl}/product-details/${added.id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(NAME);
    const photo = page.getByRole('main').getByRole('img', { name: NAME, exact: true }).first();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/\.w1600-1200\.webp$/);
    const chosen = await photo.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect((await storedSize(new URL(chosen).pathname)).width).toBe(1200);
    expect(await page.getByText(formatFcfa(3500)).first().isVisible()).toBe(true);
    expect(await page.getByText('12 disponibles').first().isVisible()).toBe(true);

    await page.goto(`${shop.app.baseUrl}/products?q=${encodeURIComponent('savon moringa')}`);
    await expect.poll(() => page.getByRole('link', { name: NAME, exact: true }).count()).toBe(1);
    await page.close();
  });

  it('sets its stock with Gérer le stock, and the product page follows', async () => {
    const page = await productsPage();
    await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill(String(added.id));
    const card = productCard(page, added.id);
    await expect.poll(() => card.isVisible()).toBe(true);
    await card.getByRole('button', { name: `Gérer le stock de « ${NAME} »` }).click();
    const dialog = page.getByRole('dialog', { name: 'Gérer le stock' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await settled(dialog);
    const stock = dialog.getByLabel('Stock disponible');
    expect(await stock.inputValue()).toBe('12');

    await stock.fill('-1');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect
      .poll(() => dialog.getByText('Le stock doit être un nombre entier positif ou nul.').count())
      .toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await stock.fill('37');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => card.textContent()).toContain('37');
    expect((await myProducts()).find((product) => product.id === added.id)?.stockDisponible).toBe(
      37,
    );

    await page.goto(`${shop.app.baseUrl}/product-details/${added.id}`);
    await expect.poll(() => page.getByText('37 disponibles').first().isVisible()).toBe(true);
    await page.context().close();
  });

  it('edits it: price, a photo removed and a new one added', async () => {
    const page = await productsPage();
    await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill(NAME);
    const card = productCard(page, added.id);
    await expect.poll(() => card.isVisible()).toBe(true);
    await card.getByRole('button', { name: `Modifier « ${NAME} »` }).click();
    const dialog = page.getByRole('dialog', { name: `Modifier « ${NAME} »` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Désignation').inputValue()).toBe(NAME);
    expect(await dialog.getByLabel('Catégorie').inputValue()).toBe(
      String(added.product.categorie.id),
    );
    expect(await dialog.getByLabel('Stock disponible').inputValue()).toBe('37');
    expect(await dialog.getByRole('img', { name: /^Photo \d du produit$/ }).count()).toBe(2);

    await dialog.getByLabel('Prix (FCFA)').fill('3900');
    await dialog.getByRole('button', { name: 'Retirer la photo 1' }).click();
    await choosePhoto(page, dialog, 3, landscape);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect
      .poll(() => page.getByText('Produit modifié avec succès !').isVisible(), STORED)
      .toBe(true);
    await expect.poll(() => card.textContent()).toContain(formatFcfa(3900));

    const edited = (await myProducts()).find((product) => product.id === added.id)!;
    expect(edited.price).toBe(3900);
    expect(edited.stockDisponible).toBe(37);
    const urls = edited.product.produitimage.map((image) => image.url);
    // The slots' order: the photo kept (slot 2) first, then the new one (slot 3).
    expect(urls).toHaveLength(2);
    expect(urls[0]).toBe(added.product.produitimage[1]!.url);
    expect(urls).not.toContain(added.product.produitimage[0]!.url);
    await page.context().close();
  });

  it('downloads the template and imports 20 products with accents and semicolons', async () => {
    const before = (await myProducts()).length;
    const page = await productsPage();
    await page.getByRole('button', { name: 'Importer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importer des produits' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await settled(dialog);
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Télécharger le modèle' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('modele-import-produits.csv');
    const template = await fs.readFile(await download.path(), 'utf8');
    expect(template).toContain('nom;description;categorie;prix;stock');

    const rows = Array.from(
      { length: 20 },
      (_, index) =>
        `Tisane de kinkéliba n°${index + 1};"Feuilles séchées à l’ombre; récolte de Kpalimé";` +
        `Tisanes et infusions;${1000 + index * 50};${index + 1};Coopérative Élan;`,
    );
    const csv = ['nom;description;catégorie;prix;stock;producteur;email_producteur', ...rows].join(
      '\r\n',
    );
    await chooseCsv(page, dialog, 'tisanes.csv', csv);
    await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
    // Twenty rows checked and written on the server: near a poll's default second here.
    await expect
      .poll(() => dialog.getByRole('status').filter({ hasText: 'importés' }).textContent(), {
        timeout: 10_000,
      })
      .toBe('20 produits importés');
    await dialog.getByRole('button', { name: 'Fermer', exact: true }).first().click();
    await expect.poll(() => dialog.count()).toBe(0);

    const products = await myProducts();
    expect(products.length).toBe(before + 20);
    const imported = products.filter((product) =>
      product.product.name.startsWith('Tisane de kink'),
    );
    expect(imported).toHaveLength(20);
    expect(
      imported.find((product) => product.product.name === 'Tisane de kinkéliba n°7'),
    ).toMatchObject({
      price: 1300,
      stockDisponible: 7,
      producteur: { nom: 'Coopérative Élan' },
      product: { description: 'Feuilles séchées à l’ombre; récolte de Kpalimé' },
    });

    // In the table: 20 found, 15 on the first page, the 5 others on the second.
    await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('kinkeliba');
    // Sent once typing pauses, then read from the server: longer than a poll's default second.
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'sur' }).textContent(), {
        timeout: 10_000,
      })
      .toBe(`20 sur ${before + 20} produits`);
    const cards = page.locator('[data-product]:visible');
    expect(await cards.count()).toBe(15);
    await page.getByRole('link', { name: 'Suivant' }).click();
    await expect.poll(() => cards.count()).toBe(5);
    expect(await page.getByText('Page 2 sur 2').isVisible()).toBe(true);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    // The search and the page are in the address, and the server renders that page.
    const address = new URL(page.url());
    expect(Object.fromEntries(address.searchParams)).toEqual({ q: 'kinkeliba', page: '2' });
    const secondPage = await serverHtml(`${address.pathname}${address.search}`);
    const secondPageIds = await cards.evaluateAll((found) =>
      found.map((card) => card.getAttribute('data-product')),
    );
    for (const id of secondPageIds) expect(secondPage).toContain(`data-product="${id}"`);
    expect(secondPage).toContain('Page 2 sur 2');
    await page.context().close();
  });

  it('refuses a CSV with bad rows, shows the report and imports nothing', async () => {
    const before = (await myProducts()).length;
    const page = await productsPage();
    await page.getByRole('button', { name: 'Importer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importer des produits' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const csv = [
      'nom;description;categorie;prix;stock',
      'Poudre de baobab 500 g;Pulpe séchée;Poudres et superaliments;4000;8',
      'Miel de Tanguiéta;Miel brut;Miels et produits de la ruche;beaucoup;3',
      'Huile de neem;Pressée à froid;Catégorie imaginaire;2500;4',
    ].join('\n');
    await chooseCsv(page, dialog, 'erreurs.csv', csv);
    await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
    const report = dialog.getByRole('table', { name: /Rapport d’import/ });
    await expect.poll(() => report.isVisible()).toBe(true);
    expect(await dialog.getByRole('alert').textContent()).toContain('aucun produit importé');
    const lines = await report.locator('tbody tr').allTextContents();
    expect(lines).toEqual([
      '3prixLe prix doit être un nombre positif.',
      '4categorieCatégorie inconnue : « Catégorie imaginaire ».',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    expect((await myProducts()).length).toBe(before);
    await page.context().close();
  });

  it('exports the products as CSV, takes one off sale and deletes another', async () => {
    const page = await productsPage();
    await keepOnlySessionCookie(page);
    const api = apiRequestsOf(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exporter (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('mes-produits.csv');
    // A download from the dashboard's own address, by the session cookie.
    expect(new URL(download.url()).pathname).toBe(`${productsPath()}/export.csv`);
    expect(api).toEqual([]);
    const exported = await fs.readFile(await download.path(), 'utf8');
    expect(exported).toContain('id;nom;description');
    expect(exported).toContain(NAME);
    expect(exported).toContain('Tisane de kinkéliba n°20');

    const search = page.getByRole('searchbox', { name: 'Rechercher un produit' });
    await search.fill(NAME);
    const card = productCard(page, added.id);
    await expect.poll(() => card.isVisible()).toBe(true);
    await card.getByRole('button', { name: `Plus d’actions pour « ${NAME} »` }).click();
    await page.getByRole('menuitem', { name: 'Retirer de la vente' }).click();
    await expect.poll(() => card.getByText('Hors vente').isVisible()).toBe(true);
    const offSale = await callApi(
      shop,
      `/api/produits/listeproduits?q=${encodeURIComponent(NAME)}`,
    );
    expect(JSON.stringify(offSale.body)).not.toContain(NAME);
    await card.getByRole('button', { name: `Plus d’actions pour « ${NAME} »` }).click();
    await page.getByRole('menuitem', { name: 'Remettre en vente' }).click();
    await expect.poll(() => card.getByText('Hors vente').count()).toBe(0);

    const doomed = (await myProducts()).find(
      (product) => product.product.name === 'Tisane de kinkéliba n°20',
    )!;
    await search.fill('kinkéliba n°20');
    const doomedCard = productCard(page, doomed.id);
    await expect.poll(() => doomedCard.isVisible()).toBe(true);
    page.once('dialog', (confirmation) => {
      expect(confirmation.message()).toContain('Tisane de kinkéliba n°20');
      void confirmation.accept();
    });
    await doomedCard.getByRole('button', { name: /^Plus d’actions pour/ }).click();
    await page.getByRole('menuitem', { name: 'Supprimer' }).click();
    await expect.poll(() => page.getByText('Produit supprimé.').isVisible()).toBe(true);
    await expect.poll(() => doomedCard.count()).toBe(0);
    expect((await myProducts()).some((product) => product.id === doomed.id)).toBe(false);
    await page.context().close();
  });
});

describe("the products screen's action", () => {
  it("refuses another shop's product, a wrong stock and a photo from elsewhere, changing nothing", async () => {
    const mariam = await loginThroughApi(shop, 'mariam@baobab.example', 'Baobab-Vendeur-2026');
    const [mine] = await myProducts();

    const params = { id: mine!.id };
    const theirs = await postProductForm(
      mariam,
      operationForm('stock', { params, input: { stockDisponible: 0 } }),
    );
    expect(theirs.status).toBe(404);
    const wrong = await postProductForm(
      awa,
      operationForm('stock', { params, input: { stockDisponible: -3 } }),
    );
    expect(wrong.status).toBe(400);
    const foreignPhoto = await postProductForm(
      awa,
      operationForm('modifier', {
        params,
        input: {
          categorieId: mine!.product.categorie.id,
          product: { name: 'Volé', description: mine!.product.description },
          images: ['https://ailleurs.example/photo.webp'],
          boutiqueProduct: { price: mine!.price, stockDisponible: mine!.stockDisponible },
        },
      }),
    );
    expect(foreignPhoto.status).toBe(400);
    const after = (await myProducts()).find((product) => product.id === mine!.id)!;
    expect([after.stockDisponible, after.product.name]).toEqual([
      mine!.stockDisponible,
      mine!.product.name,
    ]);

    const right = await postProductForm(
      awa,
      operationForm('stock', { params, input: { stockDisponible: mine!.stockDisponible + 1 } }),
    );
    expect(right.status).toBe(200);
    const stored = (await myProducts()).find((product) => product.id === mine!.id)!;
    expect(stored.stockDisponible).toBe(mine!.stockDisponible + 1);
  });
});
