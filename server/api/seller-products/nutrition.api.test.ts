import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetails } from '#common/catalogue.ts';
import type { QueuedText } from '#common/claim-queue.ts';
import { productTextProblem } from '#common/health-claims.ts';
import type { SellerProduct } from '#common/seller-products.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { demoProducts } from '../../../demo/demo-catalogue.ts';
import { orderHelpers } from '../../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// Issue 45 §3.3: a product whose text claims a nutrient (« riche en vitamine C », « source de
// fer ») gives its quantity per 100 g, in the text or in its nutrition values; those values are
// stored with the product, checked with French messages, and shown by the product API.

let testApp: TestApp;
const { login, call } = orderHelpers(() => testApp);

let awa: { token: string; tenantId: number; boutiqueId: number };
let admin: string;
let categorieId: number;

const CLAIM = 'Pulpe de baobab tamisée, naturellement riche en vitamine C et en fibres.';
const VALUES = { energie: 250, fibres: 44, sucres: 22.5, glucides: 37, vitamineC: 250, sel: 0.02 };

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  const token = await login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR);
  admin = await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
  const account = (await call('GET', '/api/users/check-auth', token)).json<{
    TenantId: number;
    boutiqueId: number;
  }>();
  awa = { token, tenantId: account.TenantId, boutiqueId: account.boutiqueId };
  const { rows } = await testApp.database.pool.query<{ id: number }>(
    "select id from categories where nom = 'Poudres et superaliments'",
  );
  categorieId = rows[0]!.id;
});
afterAll(async () => {
  await testApp?.close();
});

const fields = (description: string, valeursNutritionnelles?: unknown) => ({
  categorieId,
  product: { name: 'Poudre de baobab 250 g', description },
  images: [],
  ...(valeursNutritionnelles === undefined ? {} : { valeursNutritionnelles }),
});

const add = (description: string, valeursNutritionnelles?: unknown) =>
  call('POST', '/api/produits/ajouter-nouveau-produit', awa.token, {
    ...fields(description, valeursNutritionnelles),
    tenantId: awa.tenantId,
    boutiqueProduct: { price: 3000, stockDisponible: 10, boutiqueId: awa.boutiqueId },
  });

const edit = (id: number, description: string, valeursNutritionnelles?: unknown) =>
  call('PUT', `/api/produits/${id}`, awa.token, {
    ...fields(description, valeursNutritionnelles),
    boutiqueProduct: { price: 3000, stockDisponible: 10 },
  });

const storedRows = async () =>
  (
    await testApp.database.pool.query<{ n: number }>(
      'select count(*)::int as n from produit_valeurs_nutritionnelles',
    )
  ).rows[0]!.n;

const offerCount = async () =>
  (
    await testApp.database.pool.query<{ n: number }>(
      'select count(*)::int as n from boutique_produits where boutique_id = $1',
      [awa.boutiqueId],
    )
  ).rows[0]!.n;

describe('a product that claims a nutrient', () => {
  it('is refused without its quantity, told beside the description, nothing stored', async () => {
    const [offers, rows] = [await offerCount(), await storedRows()];
    const response = await add(CLAIM);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.details).toEqual([
      { field: 'product.description', message: productTextProblem(CLAIM, null) },
    ]);
    expect(error.message).toMatch(
      /^Indiquez la quantité pour 100 g du nutriment mis en avant, dans le texte ou dans les valeurs nutritionnelles\u00a0: «\u202friche en vitamine C et en fibres\u202f»\./,
    );
    // Only one of the two nutrients given: still refused.
    expect((await add(CLAIM, { vitamineC: 250 })).statusCode).toBe(400);
    expect([await offerCount(), await storedRows()]).toEqual([offers, rows]);
  });

  it('is published with them, and the product API shows them', async () => {
    const response = await add(CLAIM, VALUES);
    expect(response.statusCode, response.body).toBe(201);
    const product = response.json<SellerProduct>();
    expect(product.valeursNutritionnelles).toEqual(VALUES);
    const page = (await call('GET', `/api/produits/${product.id}`)).json<ProductDetails>();
    expect(page.product.description).toBe(CLAIM);
    expect(page.product.valeursNutritionnelles).toEqual(VALUES);
    const mine = (await call('GET', '/api/produits/ma-boutique', awa.token)).json<
      SellerProduct[]
    >();
    expect(mine.find((entry) => entry.id === product.id)?.valeursNutritionnelles).toEqual(VALUES);
  });

  it('is published with the quantity in its own text, as before', async () => {
    const response = await add('Riche en vitamine C (250 mg pour 100 g).');
    expect(response.statusCode, response.body).toBe(201);
    const page = (await call('GET', `/api/produits/${response.json().id}`)).json<ProductDetails>();
    expect(page.product.valeursNutritionnelles).toBeNull();
  });

  it('keeps its values on an edit, and cannot lose them while the text claims them', async () => {
    const { id } = (await add(CLAIM, VALUES)).json<SellerProduct>();
    const dropped = await edit(id, CLAIM);
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().error.details[0].field).toBe('product.description');
    expect((await call('GET', `/api/produits/${id}`)).json<ProductDetails>().product).toMatchObject(
      { valeursNutritionnelles: VALUES },
    );

    const changed = await edit(id, CLAIM, { ...VALUES, vitamineC: 280, fer: 4.5 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<SellerProduct>().valeursNutritionnelles).toEqual({
      ...VALUES,
      vitamineC: 280,
      fer: 4.5,
    });

    const plain = await edit(id, 'Pulpe de baobab tamisée.', null);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json<SellerProduct>().valeursNutritionnelles).toBeNull();
  });

  it('goes to the team’s queue when it is only suspicious besides, as any product', async () => {
    const text = `${CLAIM} Une poudre aux mille vertus.`;
    const response = await add(text, VALUES);
    expect(response.statusCode, response.body).toBe(201);
    const queue = (await call('GET', '/api/admin/allegations/a-relire', admin)).json<
      QueuedText[]
    >();
    const entry = queue.find(
      ({ subject, subjectId }) => subject === 'produit' && subjectId === response.json().id,
    );
    expect(entry).toMatchObject({ text, words: ['vertus'] });
  });

  it('goes back on sale with its values (the policy is checked again then)', async () => {
    const { id } = (await add(CLAIM, VALUES)).json<SellerProduct>();
    const sale = (active: boolean) =>
      call('PATCH', `/api/produits/${id}/vente`, awa.token, { active });
    expect((await sale(false)).statusCode).toBe(200);
    const back = await sale(true);
    expect(back.statusCode, back.body).toBe(200);
  });
});

describe('nutrition values', () => {
  it('are refused with a French message beside each wrong one, nothing stored', async () => {
    const [offers, rows] = [await offerCount(), await storedRows()];
    const response = await add('Poudre de baobab.', {
      fer: -1,
      vitamineC: 'beaucoup',
      sel: 0.123,
      energie: 1200,
      omega3: 2,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual(
      expect.arrayContaining([
        {
          field: 'valeursNutritionnelles.fer',
          message:
            'La quantité de fer doit être un nombre positif ou nul, en mg pour 100 g, avec deux décimales au plus.',
        },
        {
          field: 'valeursNutritionnelles.vitamineC',
          message:
            'La quantité de vitamine C doit être un nombre positif ou nul, en mg pour 100 g, avec deux décimales au plus.',
        },
        {
          field: 'valeursNutritionnelles.sel',
          message:
            'La quantité de sel doit être un nombre positif ou nul, en g pour 100 g, avec deux décimales au plus.',
        },
        {
          field: 'valeursNutritionnelles.energie',
          message: 'La quantité d’énergie ne peut pas dépasser 900 kcal pour 100 g.',
        },
        { field: 'valeursNutritionnelles.omega3', message: expect.any(String) },
      ]),
    );
    const parts = await add('Poudre de baobab.', { glucides: 20, sucres: 35 });
    expect(parts.statusCode).toBe(400);
    expect(parts.json().error.details).toEqual([
      {
        field: 'valeursNutritionnelles.sucres',
        message: 'La quantité de sucres ne peut pas dépasser celle de glucides.',
      },
    ]);
    expect([await offerCount(), await storedRows()]).toEqual([offers, rows]);
  });
});

describe('the CSV import', () => {
  const importCsv = (csv: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/produits/importer',
      payload: csv,
      headers: { authorization: `Bearer ${awa.token}`, 'content-type': 'text/csv; charset=utf-8' },
    });

  it('refuses a claimed nutrient without its column, and a wrong quantity, by line and column', async () => {
    const before = await offerCount();
    const response = await importCsv(
      [
        'nom;description;categorie;prix;stock;fibres_alimentaires_g;vitamine_c_mg',
        `Poudre de baobab;${CLAIM};Poudres et superaliments;3000;10;44;`,
        'Poudre de moringa;Poudre de feuilles.;Poudres et superaliments;2500;5;;-3',
      ].join('\n'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      {
        line: 2,
        field: 'description',
        message: productTextProblem(CLAIM, { fibres: 44 }),
      },
      {
        line: 3,
        field: 'vitamine_c_mg',
        message:
          'La quantité de vitamine C doit être un nombre positif ou nul, en mg pour 100 g, avec deux décimales au plus.',
      },
    ]);
    expect(await offerCount()).toBe(before);
  });

  it('imports it with its quantities per 100 g, and exports them back', async () => {
    const response = await importCsv(
      [
        'nom;description;categorie;prix;stock;Fibres alimentaires g;Vitamine C mg;Sel g',
        `Poudre de baobab du Sine;${CLAIM};Poudres et superaliments;3000;10;44;250;0,02`,
      ].join('\n'),
    );
    expect(response.statusCode, response.body).toBe(201);
    const exported = (await call('GET', '/api/produits/ma-boutique/export.csv', awa.token)).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(';'));
    const [header = [], ...rows] = exported;
    const row = rows.find((cells) => cells[1] === 'Poudre de baobab du Sine') ?? [];
    const cell = (column: string) => row[header.indexOf(column)];
    expect([cell('fibres_alimentaires_g'), cell('vitamine_c_mg'), cell('sel_g')]).toEqual([
      '44',
      '250',
      // Quoted: the comma is also a CSV separator the import accepts.
      '"0,02"',
    ]);
    expect(cell('fer_mg')).toBe('');
    const page = (await call('GET', `/api/produits/${row[0]}`)).json<ProductDetails>();
    expect(page.product.valeursNutritionnelles).toEqual({ fibres: 44, vitamineC: 250, sel: 0.02 });
  });
});

describe('the demo catalogue', () => {
  it('shows the values its foods give, saved through the seller’s service', async () => {
    const foods = demoProducts.filter((demo) => demo.nutrition);
    expect(foods.length).toBeGreaterThanOrEqual(2);
    for (const demo of foods) {
      const { rows } = await testApp.database.pool.query<{ id: number }>(
        'select o.id from boutique_produits o join produits p on p.id = o.produit_id where p.name = $1',
        [demo.name],
      );
      const page = (await call('GET', `/api/produits/${rows[0]!.id}`)).json<ProductDetails>();
      expect(page.product.description).toBe(demo.description);
      expect(page.product.valeursNutritionnelles, demo.slug).toEqual(demo.nutrition);
    }
  });
});
