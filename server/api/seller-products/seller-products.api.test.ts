import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListingEntry } from '#common/catalogue.ts';
import {
  PRODUCT_ADDED,
  PRODUCT_UPDATED,
  REQUIRED,
  saleMessage,
  stockMessage,
  WHOLE_STOCK,
  type SellerProduct,
} from '#common/seller-products.ts';
import { operationForm } from '../../../app/features/operation-form.ts';
import {
  CSV_REQUIRED,
  IMPORT_INTENT,
} from '../../../app/features/seller-products/product-import.ts';
import * as productsPage from '../../../app/routes/dashboards/seller-products.tsx';
import type { Submission } from '#modules/operations/operation.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { FORBIDDEN_CHARACTERS_MESSAGE } from '#common/text.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { COD_TOGO, GUEST, orderHelpers } from '../../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

let testApp: TestApp;
const { login, call, checkout } = orderHelpers(() => testApp);

interface Seller {
  token: string;
  tenantId: number;
  boutiqueId: number;
}
let awa: Seller;
let mariam: Seller;
let kofi: string;
let categorieId: number;

async function seller(email: string): Promise<Seller> {
  const token = await login(email, DEMO_PASSWORDS.VENDEUR);
  const account = (await call('GET', '/api/users/check-auth', token)).json<{
    TenantId: number;
    boutiqueId: number;
  }>();
  return { token, tenantId: account.TenantId, boutiqueId: account.boutiqueId };
}

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  [awa, mariam, kofi] = await Promise.all([
    seller('awa@baobab.example'),
    seller('mariam@baobab.example'),
    login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR),
  ]);
  const { rows } = await testApp.database.pool.query<{ id: number }>(
    "select id from categories where nom = 'Beurres et huiles'",
  );
  categorieId = rows[0]!.id;
});
afterAll(async () => {
  await testApp?.close();
});

const image = (n: number) => `/uploads/products/00000000-0000-4000-8000-00000000000${n}.webp`;

function newProduct(owner: Seller, overrides: Record<string, unknown> = {}) {
  return {
    categorieId,
    tenantId: owner.tenantId,
    product: {
      name: 'Beurre de karité fouetté 200 g',
      description: 'Fouetté à la main, sans parfum.',
    },
    producteur: { nom: 'Coopérative Nafa', email: 'nafa@exemple.tg' },
    images: [image(1)],
    boutiqueProduct: { price: 3500, stockDisponible: 12, boutiqueId: owner.boutiqueId },
    ...overrides,
  };
}

const add = (owner: Seller, body: unknown) =>
  call('POST', '/api/produits/ajouter-nouveau-produit', owner.token, body);

async function storefront(offerId: number) {
  return call('GET', `/api/produits/${offerId}`);
}

describe('adding a product', () => {
  it('adds with one image, in the seller’s boutique, and shows it on the storefront', async () => {
    const response = await add(awa, newProduct(awa));
    expect(response.statusCode).toBe(201);
    const product = response.json<SellerProduct>();
    expect(product).toMatchObject({
      price: 3500,
      stockDisponible: 12,
      active: true,
      boutique: { id: awa.boutiqueId },
      product: {
        name: 'Beurre de karité fouetté 200 g',
        categorie: { id: categorieId },
        produitimage: [{ url: image(1) }],
        producteur: { nom: 'Coopérative Nafa' },
      },
      producteur: { nom: 'Coopérative Nafa', email: 'nafa@exemple.tg' },
    });
    expect((await storefront(product.id)).json<ProductListingEntry>().product.name).toBe(
      'Beurre de karité fouetté 200 g',
    );
    const mine = (await call('GET', '/api/produits/ma-boutique', awa.token)).json<
      SellerProduct[]
    >();
    expect(mine.map((entry) => entry.id)).toContain(product.id);
    expect(mine.every((entry) => entry.boutique.id === awa.boutiqueId)).toBe(true);
  });

  it('adds with four images, kept in order', async () => {
    const images = [image(4), image(2), image(3), image(1)];
    const response = await add(awa, newProduct(awa, { images }));
    expect(response.statusCode).toBe(201);
    expect(response.json<SellerProduct>().product.produitimage.map((i) => i.url)).toEqual(images);
    const five = await add(awa, newProduct(awa, { images: [...images, image(5)] }));
    expect(five.statusCode).toBe(400);
    expect(five.json().error.message).toBe('4 images au plus.');
  });

  it('adds with a photo stored at 1600 px (named `.w1600.webp`) beside an older one', async () => {
    const images = ['/uploads/products/00000000-0000-4000-8000-000000000007.w1600.webp', image(1)];
    const response = await add(awa, newProduct(awa, { images }));
    expect(response.statusCode).toBe(201);
    expect(response.json<SellerProduct>().product.produitimage.map((i) => i.url)).toEqual(images);
  });

  it.each([
    [{ product: { name: '', description: 'x' } }, 'Ce champ est requis.'],
    [{ product: { name: 'Savon', description: '   ' } }, 'Ce champ est requis.'],
    [{ product: { name: 'Savon\u0000', description: 'x' } }, FORBIDDEN_CHARACTERS_MESSAGE],
    [{ boutiqueProduct: { price: 0, stockDisponible: 1 } }, 'Le prix doit être un nombre positif.'],
    [
      { boutiqueProduct: { price: -5, stockDisponible: 1 } },
      'Le prix doit être un nombre positif.',
    ],
    [
      { boutiqueProduct: { price: 100, stockDisponible: 1.5 } },
      'Le stock doit être un nombre entier positif ou nul.',
    ],
    [
      { boutiqueProduct: { price: 100, stockDisponible: -1 } },
      'Le stock doit être un nombre entier positif ou nul.',
    ],
    [{ categorieId: undefined }, 'La catégorie est requise.'],
    [
      { images: ['https://ailleurs.example/photo.jpg'] },
      'Les images n’ont pas été correctement traitées !',
    ],
  ])('refuses %j with « %s »', async (overrides, message) => {
    const body = newProduct(awa, overrides);
    if ('boutiqueProduct' in overrides) {
      body.boutiqueProduct = {
        ...body.boutiqueProduct,
        ...(overrides.boutiqueProduct as object),
        boutiqueId: awa.boutiqueId,
      } as typeof body.boutiqueProduct;
    }
    const response = await add(awa, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('refuses another boutique or tenant, a buyer and a visitor', async () => {
    const otherBoutique = newProduct(awa, {
      boutiqueProduct: { price: 100, stockDisponible: 1, boutiqueId: mariam.boutiqueId },
    });
    expect((await add(awa, otherBoutique)).statusCode).toBe(403);
    expect((await add(awa, newProduct(awa, { tenantId: mariam.tenantId }))).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/produits/ajouter-nouveau-produit', kofi, newProduct(awa)))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/produits/ajouter-nouveau-produit', undefined, newProduct(awa)))
        .statusCode,
    ).toBe(401);
  });
});

describe('changing a product', () => {
  let product: SellerProduct;

  beforeAll(async () => {
    product = (
      await add(awa, newProduct(awa, { images: [image(1), image(2)] }))
    ).json<SellerProduct>();
  });

  const update = (owner: Seller, changes: Record<string, unknown> = {}) =>
    call('PUT', `/api/produits/${product.id}`, owner.token, {
      categorieId,
      product: { name: 'Beurre de karité fouetté 250 g', description: 'Nouvelle recette.' },
      producteur: { nom: 'Coopérative Nafa', email: '' },
      images: [image(2), image(3)],
      boutiqueProduct: { price: 4000, stockDisponible: 7 },
      ...changes,
    });

  it('edits every field, images reordered, added and removed', async () => {
    const response = await update(awa);
    expect(response.statusCode).toBe(200);
    expect(response.json<SellerProduct>()).toMatchObject({
      price: 4000,
      stockDisponible: 7,
      product: {
        name: 'Beurre de karité fouetté 250 g',
        produitimage: [{ url: image(2) }, { url: image(3) }],
      },
    });
  });

  it('keeps a demo product’s own picture when its seller edits it', async () => {
    const [demo] = (await call('GET', '/api/produits/ma-boutique', awa.token))
      .json<SellerProduct[]>()
      .filter((entry) => entry.product.produitimage[0]?.url.startsWith('/uploads/demo/'));
    const response = await call('PUT', `/api/produits/${demo!.id}`, awa.token, {
      categorieId: demo!.product.categorie.id,
      product: { name: demo!.product.name, description: demo!.product.description },
      images: demo!.product.produitimage.map((entry) => entry.url),
      boutiqueProduct: { price: demo!.price + 100, stockDisponible: demo!.stockDisponible },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SellerProduct>().product.produitimage).toEqual(demo!.product.produitimage);
  });

  it('adjusts the stock alone', async () => {
    const response = await call('PATCH', `/api/produits/${product.id}/stock`, awa.token, {
      stockDisponible: 30,
    });
    expect(response.json<SellerProduct>().stockDisponible).toBe(30);
    const bad = await call('PATCH', `/api/produits/${product.id}/stock`, awa.token, {
      stockDisponible: -3,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses another seller’s edit, stock change or deletion (404), changing nothing', async () => {
    expect((await update(mariam)).statusCode).toBe(404);
    const stock = await call('PATCH', `/api/produits/${product.id}/stock`, mariam.token, {
      stockDisponible: 0,
    });
    expect(stock.statusCode).toBe(404);
    expect((await call('DELETE', `/api/produits/${product.id}`, mariam.token)).statusCode).toBe(
      404,
    );
    const mine = (await call('GET', '/api/produits/ma-boutique', awa.token)).json<
      SellerProduct[]
    >();
    expect(mine.find((entry) => entry.id === product.id)?.stockDisponible).toBe(30);
  });

  it('takes a product off sale and back: the storefront follows', async () => {
    const off = await call('PATCH', `/api/produits/${product.id}/vente`, awa.token, {
      active: false,
    });
    expect(off.json<SellerProduct>().active).toBe(false);
    expect((await storefront(product.id)).statusCode).toBe(404);
    await call('PATCH', `/api/produits/${product.id}/vente`, awa.token, { active: true });
    expect((await storefront(product.id)).statusCode).toBe(200);
  });

  it('deletes a product nobody ordered, but only deactivates one with orders', async () => {
    const unordered = (await add(awa, newProduct(awa))).json<SellerProduct>();
    const erased = await call('DELETE', `/api/produits/${unordered.id}`, awa.token);
    expect(erased.json()).toMatchObject({ outcome: 'supprimé' });
    expect(
      (await call('GET', '/api/produits/ma-boutique', awa.token))
        .json<SellerProduct[]>()
        .map((p) => p.id),
    ).not.toContain(unordered.id);

    const ordered = await checkout({
      lines: [{ id: product.id, quantity: 1 }],
      ...COD_TOGO,
      guest: GUEST,
    });
    expect(ordered.statusCode).toBe(201);
    const kept = await call('DELETE', `/api/produits/${product.id}`, awa.token);
    expect(kept.json()).toMatchObject({ outcome: 'désactivé' });
    expect((await storefront(product.id)).statusCode).toBe(404);
    const { rows } = await testApp.database.pool.query(
      'select name from commande_lignes where boutique_produit_id = $1',
      [product.id],
    );
    expect(rows).toHaveLength(1);
  });
});

describe('CSV import and export', () => {
  const importCsv = (owner: Seller, text: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/produits/importer',
      payload: text,
      headers: {
        authorization: `Bearer ${owner.token}`,
        'content-type': 'text/csv; charset=utf-8',
      },
    });
  const count = async (boutiqueId: number) =>
    (
      await testApp.database.pool.query<{ n: number }>(
        'select count(*) as n from boutique_produits where boutique_id = $1',
        [boutiqueId],
      )
    ).rows[0]!.n;

  it('offers a template with French headers', async () => {
    const response = await call('GET', '/api/produits/modele-import.csv', awa.token);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'nom;description;categorie;prix;stock;producteur;email_producteur;' +
        'energie_kcal;matieres_grasses_g;acides_gras_satures_g;glucides_g;sucres_g;' +
        'fibres_alimentaires_g;proteines_g;sel_g;vitamine_a_µg;vitamine_c_mg;calcium_mg;fer_mg;' +
        'magnesium_mg;potassium_mg;zinc_mg',
    );
  });

  it('imports valid rows with accents and semicolons, quoted fields included', async () => {
    const before = await count(mariam.boutiqueId);
    const csv = [
      'nom;description;catégorie;prix;stock;producteur;email_producteur',
      'Huile de baobab 100 ml;"Pressée à froid; flacon en verre";Beurres et huiles;6 500;8;Ferme Agbéko;',
      'Savon noir à l’éponge;Savon traditionnel;Savons naturels;1500;40;;',
      '"Miel d’acacia ""brut""";Récolté à Kara;miels et produits de la ruche;5000;0;Rucher Kozah;rucher@exemple.tg',
    ].join('\r\n');
    const response = await importCsv(mariam, `\uFEFF${csv}\r\n`);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ imported: 3 });
    expect(await count(mariam.boutiqueId)).toBe(before + 3);
    const mine = (await call('GET', '/api/produits/ma-boutique', mariam.token)).json<
      SellerProduct[]
    >();
    const oil = mine.find((p) => p.product.name === 'Huile de baobab 100 ml');
    expect(oil).toMatchObject({
      price: 6500,
      stockDisponible: 8,
      product: { description: 'Pressée à froid; flacon en verre' },
    });
    expect(mine.some((p) => p.product.name === 'Miel d’acacia "brut"')).toBe(true);
  });

  it('imports comma-separated files too', async () => {
    const response = await importCsv(
      mariam,
      'nom,description,categorie,prix,stock\nBissap séché 250 g,Calices de bissap,Tisanes et infusions,1200,15\n',
    );
    expect(response.json()).toEqual({ imported: 1 });
  });

  it('says when a category name is in several families, and takes « Famille / Catégorie »', async () => {
    // Category names are unique only within their family (decision 016).
    const { rows } = await testApp.database.pool.query<{ id: number; nom: string }>(
      `insert into categories (nom, famille_id)
         select 'Beurres et huiles', id from familles where nom = 'Alimentation et superaliments'
       returning id`,
    );
    const [second] = rows;
    try {
      const before = await count(mariam.boutiqueId);
      const ambiguous = await importCsv(
        mariam,
        'nom;description;categorie;prix;stock\nBeurre de karité;Pur;beurres et huiles;1000;5\n',
      );
      expect(ambiguous.statusCode).toBe(400);
      expect(ambiguous.json().error.details).toEqual([
        {
          line: 2,
          field: 'categorie',
          message:
            'Catégorie ambiguë : « beurres et huiles » existe dans les familles « Alimentation et superaliments », « Soins du corps et beauté ». Écrivez « Famille / Catégorie », par exemple « Alimentation et superaliments / Beurres et huiles ».',
        },
      ]);
      expect(await count(mariam.boutiqueId)).toBe(before);

      const qualified = await importCsv(
        mariam,
        'nom;description;categorie;prix;stock\nBeurre de karité brut;Pur;Soins du corps et beauté/Beurres et huiles;1000;5\n',
      );
      expect(qualified.json()).toEqual({ imported: 1 });
      const { rows: imported } = await testApp.database.pool.query<{ categorie_id: number }>(
        "select categorie_id from produits where name = 'Beurre de karité brut'",
      );
      expect(imported).toEqual([{ categorie_id: categorieId }]);
    } finally {
      await testApp.database.pool.query('delete from categories where id = $1', [second!.id]);
    }
  });

  it('reports every bad row and writes nothing', async () => {
    const before = await count(mariam.boutiqueId);
    const response = await importCsv(
      mariam,
      [
        'nom;description;categorie;prix;stock',
        'Bon produit;Description;Beurres et huiles;1000;5',
        ';Sans nom;Beurres et huiles;1000;5',
        'Prix faux;Description;Beurres et huiles;gratuit;5',
        'Catégorie inconnue;Description;Chaussures;1000;2.5',
        'Karité\u0000;"Deux lignes\nde description";Beurres et huiles;1000;5',
      ].join('\n'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { line: 3, field: 'nom', message: 'Ce champ est requis.' },
      { line: 4, field: 'prix', message: 'Le prix doit être un nombre positif.' },
      { line: 5, field: 'categorie', message: 'Catégorie inconnue : « Chaussures ».' },
      { line: 5, field: 'stock', message: 'Le stock doit être un nombre entier positif ou nul.' },
      { line: 6, field: 'nom', message: FORBIDDEN_CHARACTERS_MESSAGE },
    ]);
    expect(await count(mariam.boutiqueId)).toBe(before);
  });

  it('refuses text longer than the add form takes, as the form says it', async () => {
    const before = await count(mariam.boutiqueId);
    const response = await importCsv(
      mariam,
      [
        'nom;description;categorie;prix;stock;producteur;email_producteur',
        `${'n'.repeat(121)};${'d'.repeat(2001)};Beurres et huiles;1000;5;${'p'.repeat(101)};`,
        `Karité;Beurre;Beurres et huiles;1000;5;;${'e'.repeat(250)}@exemple.tg`,
      ].join('\n'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { line: 2, field: 'nom', message: 'Ce champ ne doit pas dépasser 120 caractères.' },
      { line: 2, field: 'description', message: 'Ce champ ne doit pas dépasser 2 000 caractères.' },
      { line: 2, field: 'producteur', message: 'Ce champ ne doit pas dépasser 100 caractères.' },
      { line: 3, field: 'email_producteur', message: 'L’adresse e-mail doit être valide.' },
    ]);
    expect(await count(mariam.boutiqueId)).toBe(before);
  });

  it('exports the boutique’s products as CSV, its own only', async () => {
    const response = await call('GET', '/api/produits/ma-boutique/export.csv', mariam.token);
    expect(response.headers['content-disposition']).toContain('mes-produits.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id;nom;description;categorie;prix;stock;producteur;email_producteur;' +
        'energie_kcal;matieres_grasses_g;acides_gras_satures_g;glucides_g;sucres_g;' +
        'fibres_alimentaires_g;proteines_g;sel_g;vitamine_a_µg;vitamine_c_mg;calcium_mg;fer_mg;' +
        'magnesium_mg;potassium_mg;zinc_mg;actif',
    );
    expect(lines.some((line) => line.includes('Huile de baobab 100 ml'))).toBe(true);
    expect(lines).toHaveLength((await count(mariam.boutiqueId)) + 1);
    expect((await call('GET', '/api/produits/ma-boutique/export.csv', kofi)).statusCode).toBe(403);
  });

  it('vacuums and analyses the catalogue after a large import, not after a small one', async () => {
    // The planner's statistics, and the visibility map that lets the storefront count its
    // offers from an index alone (migration 0029).
    const lastMaintenance = async () => {
      const { rows } = await testApp.database.pool.query<{
        analyzed: Date | null;
        vacuumed: Date | null;
      }>(
        `select last_analyze as analyzed, last_vacuum as vacuumed
         from pg_stat_user_tables where relname = 'boutique_produits'`,
      );
      const at = (date: Date | null | undefined) => date?.getTime() ?? 0;
      return { analyzed: at(rows[0]?.analyzed), vacuumed: at(rows[0]?.vacuumed) };
    };
    const header = 'nom;description;categorie;prix;stock';
    const rows = (count: number, lot: string) =>
      Array.from(
        { length: count },
        (_, row) => `Tisane ${lot} n° ${row};Lot;Tisanes et infusions;900;5`,
      );
    const before = await lastMaintenance();
    expect((await importCsv(mariam, [header, ...rows(3, 'petit')].join('\n'))).statusCode).toBe(
      201,
    );
    expect(await lastMaintenance()).toEqual(before);
    expect((await importCsv(mariam, [header, ...rows(200, 'grand')].join('\n'))).statusCode).toBe(
      201,
    );
    // The server's statistics reach other sessions within a second.
    await expect
      .poll(async () => (await lastMaintenance()).analyzed, { timeout: 5_000 })
      .toBeGreaterThan(before.analyzed);
    await expect
      .poll(async () => (await lastMaintenance()).vacuumed, { timeout: 5_000 })
      .toBeGreaterThan(before.vacuumed);
  });
});

describe('the « Produits » screen’s operations (decision 061)', () => {
  const screen = () => `/vendeur-dashboard/${awa.tenantId}/products`;
  type Outcome = { ok: boolean; message: string; fields?: Record<string, string> };
  const perform = async (token: string, intent: string, sent: Submission) => {
    const answer = await callPageRoute(testApp, productsPage.action, screen(), token, {
      form: operationForm(intent, sent),
    });
    return ((answer as { data?: unknown }).data ?? answer) as Outcome;
  };
  const mine = async () =>
    (await call('GET', '/api/produits/ma-boutique', awa.token)).json<SellerProduct[]>();

  it('adds, edits, stocks, takes off sale and deletes with the session cookie', async () => {
    const { owner } = (await callPageRoute(testApp, productsPage.loader, screen(), awa.token)) as {
      owner: { tenantId: number; boutiqueId: number };
    };
    expect(owner).toEqual({ tenantId: awa.tenantId, boutiqueId: awa.boutiqueId });
    const name = 'Huile de baobab de l’écran';
    const input = newProduct(awa, { product: { name, description: 'Pressée à froid.' } });
    const before = await mine();
    const refused = await perform(awa.token, 'ajouter', {
      input: { ...input, product: { name: ' ', description: 'Pressée à froid.' } },
    });
    expect(refused).toMatchObject({ ok: false, fields: { 'product.name': REQUIRED } });
    expect(await mine()).toEqual(before);

    expect(await perform(awa.token, 'ajouter', { input })).toEqual({
      ok: true,
      message: PRODUCT_ADDED,
      output: expect.objectContaining({ price: 3500 }) as unknown,
    });
    const added = (await mine()).find((entry) => entry.product.name === name)!;
    const params = { id: added.id };

    const edited = await perform(awa.token, 'modifier', {
      params,
      input: {
        categorieId,
        product: { name, description: 'Pressée à froid, non raffinée.' },
        images: [image(2)],
        boutiqueProduct: { price: 5200, stockDisponible: 12 },
      },
    });
    expect(edited).toMatchObject({ ok: true, message: PRODUCT_UPDATED });

    const stock = (stockDisponible: unknown, token = awa.token) =>
      perform(token, 'stock', { params, input: { stockDisponible } });
    expect(await stock(-1)).toMatchObject({ ok: false, fields: { stockDisponible: WHOLE_STOCK } });
    // Another boutique's seller: as the REST route, not found, nothing changed.
    expect(await stock(0, mariam.token)).toMatchObject({ ok: false });
    expect(await stock(9)).toMatchObject({ ok: true, message: stockMessage(name, 9) });
    expect((await mine()).find((entry) => entry.id === added.id)).toMatchObject({
      price: 5200,
      stockDisponible: 9,
    });

    expect(await perform(awa.token, 'vente', { params, input: { active: false } })).toMatchObject({
      ok: true,
      message: saleMessage(name, false),
    });
    expect((await storefront(added.id)).statusCode).toBe(404);
    expect(await perform(awa.token, 'supprimer', { params })).toMatchObject({ ok: true });
    expect((await mine()).map((entry) => entry.id)).not.toContain(added.id);
  });

  it('still imports a CSV as a form with the file’s text, refusing none', async () => {
    const answer = await callPageRoute(testApp, productsPage.action, screen(), awa.token, {
      form: { intent: IMPORT_INTENT, csv: '' },
    });
    expect((answer as { data: Outcome }).data).toMatchObject({
      ok: false,
      fields: { csv: CSV_REQUIRED },
    });
  });
});
