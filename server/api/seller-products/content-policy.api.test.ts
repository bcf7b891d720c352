import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthContentProblem } from '#common/health-claims.ts';
import type { FlaggedPage } from '#common/moderation.ts';
import type { SellerProduct } from '#common/seller-products.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { orderHelpers } from '../../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// The content policy at publication (issue 17): a seller's product whose name or description
// claims to heal is refused beside its field, whichever way it comes (add, edit, CSV import,
// back on sale), and nothing is written; the team sees the products on sale that the list,
// grown since, would refuse.

let testApp: TestApp;
const { login, call } = orderHelpers(() => testApp);

let admin: string;
let buyer: string;
let awa: { token: string; tenantId: number; boutiqueId: number };
let categorieId: number;

const CLAIM = 'Une tisane minceur qui guérit le paludisme.';
const REWRITTEN = 'Une tisane de kinkéliba au goût boisé, bue après les repas.';

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  let token: string;
  [admin, buyer, token] = await Promise.all([
    login('admin@baobab.example', DEMO_PASSWORDS.ADMIN),
    login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR),
    login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR),
  ]);
  const account = (await call('GET', '/api/users/check-auth', token)).json<{
    TenantId: number;
    boutiqueId: number;
  }>();
  awa = { token, tenantId: account.TenantId, boutiqueId: account.boutiqueId };
  const { rows } = await testApp.database.pool.query<{ id: number }>(
    "select id from categories where nom = 'Tisanes et infusions'",
  );
  categorieId = rows[0]!.id;
});
afterAll(async () => {
  await testApp?.close();
});

const productCount = async () =>
  (
    await testApp.database.pool.query<{ n: number }>(
      'select count(*)::int as n from boutique_produits where boutique_id = $1',
      [awa.boutiqueId],
    )
  ).rows[0]!.n;

const add = (name: string, description: string) =>
  call('POST', '/api/produits/ajouter-nouveau-produit', awa.token, {
    categorieId,
    tenantId: awa.tenantId,
    product: { name, description },
    images: [],
    boutiqueProduct: { price: 2500, stockDisponible: 10, boutiqueId: awa.boutiqueId },
  });

const edit = (id: number, name: string, description: string) =>
  call('PUT', `/api/produits/${id}`, awa.token, {
    categorieId,
    product: { name, description },
    images: [],
    boutiqueProduct: { price: 2500, stockDisponible: 10 },
  });

describe('a seller publishing a product', () => {
  it('is refused a claim, told beside each field which words to rephrase, nothing stored', async () => {
    const before = await productCount();
    const response = await add('Tisane anti-diabète', CLAIM);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION');
    expect(error.details).toEqual([
      { field: 'product.name', message: healthContentProblem('Tisane anti-diabète') },
      { field: 'product.description', message: healthContentProblem(CLAIM) },
    ]);
    expect(error.message).toBe(error.details[0].message);
    expect(error.details[1].message).toMatch(
      /^Reformulez sans allégation de santé\u00a0: «\u202fminceur\u202f», «\u202fguérit\u202f», «\u202fpaludisme\u202f»\. Voir la politique de contenu\.$/,
    );
    expect(await productCount()).toBe(before);
  });

  it('publishes the rewritten text', async () => {
    const response = await add('Tisane de kinkéliba', REWRITTEN);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<SellerProduct>().product.description).toBe(REWRITTEN);
  });

  it('asks for the warning beside a daily dose', async () => {
    const response = await add('Moringa en gélules', 'Deux gélules par jour.');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0]).toMatchObject({
      field: 'product.description',
      message: expect.stringContaining('Ne pas dépasser la dose indiquée'),
    });
    const warned = await add(
      'Moringa en gélules',
      'Deux gélules par jour. Ne pas dépasser la dose indiquée. Déconseillé aux enfants.',
    );
    expect(warned.statusCode, warned.body).toBe(201);
  });

  it('is refused a claim added by an edit, and the product keeps its text', async () => {
    const product = (await add('Infusion de citronnelle', REWRITTEN)).json<SellerProduct>();
    const response = await edit(product.id, 'Infusion de citronnelle', 'Soigne la toux.');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: 'product.description', message: healthContentProblem('Soigne la toux.') },
    ]);
    const { rows } = await testApp.database.pool.query<{ description: string }>(
      'select p.description from produits p join boutique_produits o on o.produit_id = p.id where o.id = $1',
      [product.id],
    );
    expect(rows[0]!.description).toBe(REWRITTEN);
    expect((await edit(product.id, 'Infusion de citronnelle', 'Parfum frais.')).statusCode).toBe(
      200,
    );
  });

  it('is refused a CSV import holding a claim, line and column named, nothing imported', async () => {
    const before = await productCount();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/produits/importer',
      payload: [
        'nom;description;categorie;prix;stock',
        `Tisane de kinkéliba;${REWRITTEN};Tisanes et infusions;1500;10`,
        'Teinture de propolis;Quelques gouttes en cas de gorge irritée.;Tisanes et infusions;4500;3',
      ].join('\n'),
      headers: {
        authorization: `Bearer ${awa.token}`,
        'content-type': 'text/csv; charset=utf-8',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      {
        line: 3,
        field: 'description',
        message: healthContentProblem('Quelques gouttes en cas de gorge irritée.'),
      },
    ]);
    expect(await productCount()).toBe(before);
  });
});

describe('a product published before the list grew', () => {
  let offerId: number;

  beforeAll(async () => {
    // Published when its words were allowed: the list holds them now.
    offerId = (await add('Tisane du soir', REWRITTEN)).json<SellerProduct>().id;
    await testApp.database.pool.query(
      `update produits set description = 'Une tisane détox aux vertus médicinales. Déconseillée aux personnes diabétiques.'
        where id = (select produit_id from boutique_produits where id = $1)`,
      [offerId],
    );
  });

  const flagged = async (query = '') =>
    (await call('GET', `/api/admin/allegations${query}`, admin)).json<FlaggedPage>();

  it('is listed for the team with the words to rephrase, precautions aside', async () => {
    const page = await flagged('?q=soir');
    expect(page.rows).toEqual([
      {
        offerId,
        productName: 'Tisane du soir',
        boutiqueName: 'Karité de Kara',
        claims: ['détox', 'médicinales'],
      },
    ]);
    expect(page.total).toBe(1);
    // The demo catalogue follows the policy: nothing else is on the list.
    expect((await flagged()).rows.map((row) => row.offerId)).toEqual([offerId]);
  });

  it('cannot be put back on sale by its seller until rephrased', async () => {
    const sale = (active: boolean) =>
      call('PATCH', `/api/produits/${offerId}/vente`, awa.token, { active });
    expect((await sale(false)).statusCode).toBe(200);
    expect((await flagged()).rows).toEqual([]);
    const refused = await sale(true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/«\u202fdétox\u202f», «\u202fmédicinales\u202f»/);
    expect((await edit(offerId, 'Tisane du soir', REWRITTEN)).statusCode).toBe(200);
    expect((await sale(true)).statusCode).toBe(200);
  });

  it('is shown to admins only', async () => {
    expect((await call('GET', '/api/admin/allegations')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/allegations', buyer)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/allegations', awa.token)).statusCode).toBe(403);
  });
});
