import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationForm } from '../../../app/features/operation-form.ts';
import * as categoriesPage from '../../../app/routes/dashboards/admin-categories.tsx';
import {
  CATEGORY_ADDED,
  CATEGORY_UPDATED,
  FAMILY_ADDED,
  FAMILY_NAME_REQUIRED,
  FAMILY_REQUIRED,
  FAMILY_UPDATED,
  NO_TOKEN,
  TARGET_REQUIRED,
} from '#common/categories.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import type { Submission } from '#modules/operations/operation.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { demoCategories, demoFamilies } from '../../../demo/demo-catalogue.ts';
import { orderHelpers } from '../../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
});
afterAll(async () => {
  await testApp?.close();
});

describe('categories and families', () => {
  it('lists every category with its family, in French alphabetical order', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/categories/listecategories',
    });
    expect(response.statusCode).toBe(200);
    const body: { id: number; nom: string; famille: { id: number; nom: string } }[] =
      response.json();
    expect(body).toHaveLength(demoCategories.length);
    for (const category of demoCategories) {
      const found = body.find((row) => row.nom === category.nom);
      expect(found).toMatchObject({
        id: expect.any(Number),
        famille: { id: expect.any(Number), nom: category.famille },
      });
    }
    const names = body.map((row) => row.nom);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
  });

  it('lists the families', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/categories/listefamilles',
    });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .map((row: { nom: string }) => row.nom)
        .sort(),
    ).toEqual(demoFamilies.map((family) => family.nom).sort());
  });
});

describe('the team’s families and categories', () => {
  const { login, call, count } = orderHelpers(() => testApp);
  const db = () => testApp.database.pool;
  let admin: string;
  let seller: string;
  let buyer: string;
  let soins: number;
  let alimentation: number;

  beforeAll(async () => {
    [admin, seller, buyer] = await Promise.all([
      login('admin@baobab.example', DEMO_PASSWORDS.ADMIN),
      login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR),
      login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR),
    ]);
    soins = await familyId('Soins du corps et beauté');
    alimentation = await familyId('Alimentation et superaliments');
  });

  async function familyId(nom: string): Promise<number> {
    const { rows } = await db().query<{ id: number }>('select id from familles where nom = $1', [
      nom,
    ]);
    if (!rows[0]) throw new Error(`famille ${nom} absente`);
    return rows[0].id;
  }

  async function categoryOf(nom: string) {
    const { rows } = await db().query<{ id: number; produits: number }>(
      `select c.id, (select count(*) from produits p where p.categorie_id = c.id)::int as produits
         from categories c where c.nom = $1`,
      [nom],
    );
    return rows[0]!;
  }

  /** The audit entries written for a target, oldest first. */
  async function auditOf(targetType: string, targetId: number) {
    const { rows } = await db().query<{
      action: string;
      admin_name: string;
      target_label: string;
      reason: string | null;
    }>(
      `select action, admin_name, target_label, reason from audit_log
        where target_type = $1 and target_id = $2 order by id`,
      [targetType, targetId],
    );
    return rows;
  }

  const writes: [method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object][] = [
    ['POST', '/api/categories/ajoutcategorie', { nom: 'Refusée', familleId: 1 }],
    ['POST', '/api/categories/ajoutfamille', { nom: 'Refusée' }],
    ['PUT', '/api/categories/1', { nom: 'Refusée', familleId: 1 }],
    ['DELETE', '/api/categories/1'],
    ['PUT', '/api/categories/familles/1', { nom: 'Refusée' }],
    ['DELETE', '/api/categories/familles/1'],
    ['POST', '/api/categories/1/deplacer', { versCategorieId: 2 }],
  ];

  it('refuses every write without a token (401), and to a buyer or a seller (403)', async () => {
    const before = [await count('familles'), await count('categories'), await count('audit_log')];
    for (const [method, url, body] of writes) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const token of [buyer, seller]) {
        const response = await call(method, url, token, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().error.code).toBe('FORBIDDEN');
      }
    }
    expect([await count('familles'), await count('categories'), await count('audit_log')]).toEqual(
      before,
    );
  });

  it('refuses a missing, blank or too long name and an unknown family beside their fields', async () => {
    const before = await count('categories');
    const blank = await call('POST', '/api/categories/ajoutcategorie', admin, {
      nom: '   ',
      familleId: soins,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details).toEqual([
      { field: 'nom', message: 'Le nom de la catégorie est requis.' },
    ]);
    const long = await call('POST', '/api/categories/ajoutcategorie', admin, {
      nom: 'x'.repeat(61),
      familleId: soins,
    });
    expect(long.json().error.details).toEqual([
      { field: 'nom', message: 'Le nom de la catégorie ne doit pas dépasser 60 caractères.' },
    ]);
    const noFamily = await call('POST', '/api/categories/ajoutcategorie', admin, { nom: 'Thés' });
    expect(noFamily.json().error.details).toEqual([
      { field: 'familleId', message: 'Choisissez une famille.' },
    ]);
    const unknownFamily = await call('POST', '/api/categories/ajoutcategorie', admin, {
      nom: 'Thés',
      familleId: 999_999,
    });
    expect(unknownFamily.statusCode).toBe(400);
    expect(unknownFamily.json().error.details).toEqual([
      { field: 'familleId', message: 'Cette famille n’existe pas.' },
    ]);
    const family = await call('POST', '/api/categories/ajoutfamille', admin, {});
    expect(family.json().error.details).toEqual([
      { field: 'nom', message: 'Le nom de la famille est requis.' },
    ]);
    expect(await count('categories')).toBe(before);
  });

  it('adds a family and a category, trimmed, as the lists show them, with their audit entries', async () => {
    const family = await call('POST', '/api/categories/ajoutfamille', admin, {
      nom: '  Bien-être  ',
    });
    expect(family.statusCode).toBe(201);
    const created: { id: number; nom: string } = family.json();
    expect(created).toEqual({ id: expect.any(Number), nom: 'Bien-être' });

    const category = await call('POST', '/api/categories/ajoutcategorie', admin, {
      nom: ' Huiles de massage ',
      familleId: created.id,
    });
    expect(category.statusCode).toBe(201);
    const added = category.json();
    expect(added).toEqual({
      id: expect.any(Number),
      nom: 'Huiles de massage',
      famille: { id: created.id, nom: 'Bien-être' },
    });
    const list = await call('GET', '/api/categories/listecategories');
    expect(list.json()).toContainEqual(added);
    const families = await call('GET', '/api/categories/listefamilles');
    expect(families.json()).toContainEqual(created);

    expect(await auditOf('famille', created.id)).toEqual([
      {
        action: 'famille.ajoutee',
        admin_name: expect.any(String),
        target_label: 'Bien-être',
        reason: null,
      },
    ]);
    expect(await auditOf('categorie', added.id)).toEqual([
      {
        action: 'categorie.ajoutee',
        admin_name: expect.any(String),
        target_label: 'Huiles de massage (Bien-être)',
        reason: null,
      },
    ]);
  });

  it('refuses a category name of its family whatever the accents and capitals, not of another family', async () => {
    const first = await call('POST', '/api/categories/ajoutcategorie', admin, {
      nom: 'Huiles',
      familleId: soins,
    });
    expect(first.statusCode).toBe(201);
    const before = await count('categories');
    for (const nom of ['huiles', 'Hüiles', ' HUILES ']) {
      const response = await call('POST', '/api/categories/ajoutcategorie', admin, {
        nom,
        familleId: soins,
      });
      expect(response.statusCode, nom).toBe(409);
      expect(response.json()).toEqual({
        error: {
          code: 'CONFLICT',
          message: 'Une catégorie porte déjà ce nom dans cette famille.',
          details: [
            { field: 'nom', message: 'Une catégorie porte déjà ce nom dans cette famille.' },
          ],
        },
      });
    }
    expect(await count('categories')).toBe(before);
    const elsewhere = await call('POST', '/api/categories/ajoutcategorie', admin, {
      nom: 'hüiles',
      familleId: alimentation,
    });
    expect(elsewhere.statusCode).toBe(201);

    // Renaming or moving one into the other's place is refused the same way.
    const moved = await call('PUT', `/api/categories/${elsewhere.json().id}`, admin, {
      nom: 'Hüiles',
      familleId: soins,
    });
    expect(moved.statusCode).toBe(409);
    expect((await categoryOf('hüiles')).id).toBe(elsewhere.json().id);
  });

  it('lets only one of two admins saving the same name at once succeed', async () => {
    const save = (nom: string) =>
      call('POST', '/api/categories/ajoutcategorie', admin, { nom, familleId: soins });
    const answers = await Promise.all([save('Baumes'), save('baumes')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses a family name already taken, whatever the accents and capitals', async () => {
    const before = await count('familles');
    for (const nom of ['alimentation et superaliments', 'ALIMENTÂTION ET SUPERALIMENTS']) {
      const response = await call('POST', '/api/categories/ajoutfamille', admin, { nom });
      expect(response.statusCode, nom).toBe(409);
      expect(response.json().error.details).toEqual([
        { field: 'nom', message: 'Une famille porte déjà ce nom.' },
      ]);
    }
    const rename = await call('PUT', `/api/categories/familles/${soins}`, admin, {
      nom: 'Alimentation et superaliments',
    });
    expect(rename.statusCode).toBe(409);
    expect(await count('familles')).toBe(before);
  });

  it('renames a family and edits a category (name and family), with their audit entries', async () => {
    const family = (
      await call('POST', '/api/categories/ajoutfamille', admin, { nom: 'Aromathérapie' })
    ).json();
    const renamed = await call('PUT', `/api/categories/familles/${family.id}`, admin, {
      nom: 'Aromathérapie et huiles essentielles',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: family.id, nom: 'Aromathérapie et huiles essentielles' });

    const category = (
      await call('POST', '/api/categories/ajoutcategorie', admin, {
        nom: 'Encens',
        familleId: soins,
      })
    ).json();
    const edited = await call('PUT', `/api/categories/${category.id}`, admin, {
      nom: 'Encens naturels',
      familleId: family.id,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      id: category.id,
      nom: 'Encens naturels',
      famille: { id: family.id, nom: 'Aromathérapie et huiles essentielles' },
    });
    expect((await auditOf('famille', family.id)).map((entry) => entry.action)).toEqual([
      'famille.ajoutee',
      'famille.modifiee',
    ]);
    expect(await auditOf('categorie', category.id)).toMatchObject([
      { action: 'categorie.ajoutee' },
      {
        action: 'categorie.modifiee',
        target_label: 'Encens naturels (Aromathérapie et huiles essentielles)',
      },
    ]);
    const unknown = await call('PUT', '/api/categories/999999', admin, {
      nom: 'X',
      familleId: soins,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses to delete a category still used by products, saying how many; moves them, then deletes it', async () => {
    const source = await categoryOf('Savons naturels');
    expect(source.produits).toBeGreaterThan(1);
    const refused = await call('DELETE', `/api/categories/${source.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `${source.produits} produits utilisent encore cette catégorie : déplacez-les d’abord vers une autre catégorie.`,
    );
    expect((await categoryOf('Savons naturels')).id).toBe(source.id);

    // An offer off sale still counts: its product still names the category.
    const target = await categoryOf('Cosmétiques artisanaux');
    const same = await call('POST', `/api/categories/${source.id}/deplacer`, admin, {
      versCategorieId: source.id,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.details).toEqual([
      {
        field: 'versCategorieId',
        message: 'Choisissez une autre catégorie que celle des produits.',
      },
    ]);
    const unknownTarget = await call('POST', `/api/categories/${source.id}/deplacer`, admin, {
      versCategorieId: 999_999,
    });
    expect(unknownTarget.statusCode).toBe(400);
    expect(unknownTarget.json().error.details[0].field).toBe('versCategorieId');

    const move = await call('POST', `/api/categories/${source.id}/deplacer`, admin, {
      versCategorieId: target.id,
    });
    expect(move.statusCode).toBe(200);
    expect(move.json()).toEqual({
      moved: source.produits,
      message: `${source.produits} produits déplacés vers « Cosmétiques artisanaux ».`,
    });
    expect((await categoryOf('Cosmétiques artisanaux')).produits).toBe(
      target.produits + source.produits,
    );

    const removed = await call('DELETE', `/api/categories/${source.id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Catégorie « Savons naturels » supprimée.' });
    expect(await categoryOf('Savons naturels')).toBeUndefined();
    expect(await auditOf('categorie', source.id)).toEqual([
      {
        action: 'produits.deplaces',
        admin_name: expect.any(String),
        target_label: 'Savons naturels (Soins du corps et beauté)',
        reason: `${source.produits} produits déplacés vers « Cosmétiques artisanaux (Soins du corps et beauté) »`,
      },
      {
        action: 'categorie.supprimee',
        admin_name: expect.any(String),
        target_label: 'Savons naturels (Soins du corps et beauté)',
        reason: null,
      },
    ]);
  });

  it('counts a product off sale as using its category', async () => {
    const category = await categoryOf('Plantes traditionnelles');
    await db().query(
      `update boutique_produits set active = false
        where produit_id in (select id from produits where categorie_id = $1)`,
      [category.id],
    );
    const refused = await call('DELETE', `/api/categories/${category.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/^\d+ produits? utilis/);
  });

  it('refuses to delete a family that still has categories, then deletes it once empty', async () => {
    const refused = await call('DELETE', `/api/categories/familles/${alimentation}`, admin);
    expect(refused.statusCode).toBe(409);
    const { rows } = await db().query<{ n: number }>(
      'select count(*)::int as n from categories where famille_id = $1',
      [alimentation],
    );
    expect(refused.json().error.message).toBe(
      `${rows[0]!.n} catégories appartiennent encore à cette famille : supprimez-les ou rattachez-les d’abord à une autre famille.`,
    );

    const family = (
      await call('POST', '/api/categories/ajoutfamille', admin, { nom: 'Éphémère' })
    ).json();
    const category = (
      await call('POST', '/api/categories/ajoutcategorie', admin, {
        nom: 'Unique',
        familleId: family.id,
      })
    ).json();
    const one = await call('DELETE', `/api/categories/familles/${family.id}`, admin);
    expect(one.json().error.message).toBe(
      '1 catégorie appartient encore à cette famille : supprimez-les ou rattachez-les d’abord à une autre famille.',
    );
    expect((await call('DELETE', `/api/categories/${category.id}`, admin)).statusCode).toBe(200);
    const removed = await call('DELETE', `/api/categories/familles/${family.id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Famille « Éphémère » supprimée.' });
    expect((await auditOf('famille', family.id)).map((entry) => entry.action)).toEqual([
      'famille.ajoutee',
      'famille.supprimee',
    ]);
    expect((await call('DELETE', `/api/categories/familles/${family.id}`, admin)).statusCode).toBe(
      404,
    );
  });

  it('pages, searches and sorts the back-office’s tables in SQL, with their counts', async () => {
    const account = await testApp.services.accounts.authenticate(admin);
    const query = (search: string, column: 'nom' | 'produits', direction: 'asc' | 'desc') => ({
      page: 1,
      pageSize: 10 as const,
      search,
      sort: { column, direction },
    });
    const found = await testApp.services.categories.categoryPage(
      account,
      query('epices', 'nom', 'asc'),
    );
    expect(found.rows).toEqual([
      {
        id: expect.any(Number),
        nom: 'Épices, graines et céréales',
        famille: { id: alimentation, nom: 'Alimentation et superaliments' },
        produits: (await categoryOf('Épices, graines et céréales')).produits,
      },
    ]);
    expect(found.total).toBe(1);

    const busiest = await testApp.services.categories.categoryPage(
      account,
      query('', 'produits', 'desc'),
    );
    const counts = busiest.rows.map((row) => row.produits);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(busiest.total).toBe(await count('categories'));

    const families = await testApp.services.categories.familyPage(account, {
      page: 1,
      pageSize: 10,
      search: 'ALIMENT',
      sort: { column: 'nom', direction: 'asc' },
    });
    expect(families.rows).toContainEqual({
      id: alimentation,
      nom: 'Alimentation et superaliments',
      categories: expect.any(Number),
    });

    const buyerAccount = await testApp.services.accounts.authenticate(buyer);
    await expect(
      testApp.services.categories.familyPage(buyerAccount, families.query),
    ).rejects.toThrow('Accès refusé.');
  });
});

describe('the « Catégories » screen’s operations (decision 061)', () => {
  const { login, call } = orderHelpers(() => testApp);
  let admin: string;
  let screen: string;
  type Outcome = { ok: boolean; message: string; fields?: Record<string, string> };

  beforeAll(async () => {
    admin = await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
    const { id } = (await call('GET', '/api/users/check-auth', admin)).json<{ id: number }>();
    screen = `/admin/${id}/categories`;
  });

  const perform = async (intent: string, sent: Submission, token = admin, path = screen) => {
    const answer = await callPageRoute(testApp, categoriesPage.action, path, token, {
      form: operationForm(intent, sent),
    });
    return ((answer as { data?: unknown }).data ?? answer) as Outcome;
  };
  const rows = async () =>
    (
      await testApp.database.pool.query<{ n: number }>(
        'select (select count(*) from familles)::int + (select count(*) from categories)::int as n',
      )
    ).rows[0]!.n;

  it('adds, edits, moves and deletes with the session cookie, refusing bad input beside its field', async () => {
    const before = await rows();
    // A dialog's save once the session is gone: the spec's words, in the dialog.
    expect(await perform('ajouter-famille', { input: { nom: 'X' } }, '', `${screen}.data`)).toEqual(
      expect.objectContaining({ ok: false, message: NO_TOKEN }),
    );
    expect(await perform('ajouter-famille', { input: { nom: ' ' } })).toMatchObject({
      ok: false,
      fields: { nom: FAMILY_NAME_REQUIRED },
    });
    const seller = await login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR);
    const sellerScreen = `/vendeur-dashboard/${
      (await call('GET', '/api/users/check-auth', seller)).json<{ TenantId: number }>().TenantId
    }/categories`;
    expect(
      (await perform('ajouter-famille', { input: { nom: 'Du vendeur' } }, seller, sellerScreen)).ok,
    ).not.toBe(true);
    expect(await rows()).toBe(before);

    expect(await perform('ajouter-famille', { input: { nom: 'Famille de l’écran' } })).toEqual(
      expect.objectContaining({ ok: true, message: FAMILY_ADDED }),
    );
    const familyId = (await call('GET', '/api/categories/listefamilles'))
      .json<{ id: number; nom: string }[]>()
      .find((family) => family.nom === 'Famille de l’écran')!.id;
    expect(
      await perform('ajouter-categorie', { input: { nom: 'Catégorie de l’écran', familleId: 0 } }),
    ).toMatchObject({ ok: false, fields: { familleId: FAMILY_REQUIRED } });
    expect(
      await perform('ajouter-categorie', {
        input: { nom: 'Catégorie de l’écran', familleId: familyId },
      }),
    ).toMatchObject({ ok: true, message: CATEGORY_ADDED });
    const categories = (await call('GET', '/api/categories/listecategories')).json<
      { id: number; nom: string }[]
    >();
    const categoryId = categories.find((category) => category.nom === 'Catégorie de l’écran')!.id;
    const params = { id: categoryId };

    expect(
      await perform('modifier-famille', {
        params: { id: familyId },
        input: { nom: 'Famille renommée' },
      }),
    ).toMatchObject({ ok: true, message: FAMILY_UPDATED });
    expect(
      await perform('modifier-categorie', {
        params,
        input: { nom: 'Catégorie renommée', familleId: familyId },
      }),
    ).toMatchObject({ ok: true, message: CATEGORY_UPDATED });
    expect(
      await perform('deplacer-produits', { params, input: { versCategorieId: 0 } }),
    ).toMatchObject({ ok: false, fields: { versCategorieId: TARGET_REQUIRED } });
    const other = categories.find((category) => category.id !== categoryId)!.id;
    expect(
      await perform('deplacer-produits', { params, input: { versCategorieId: other } }),
    ).toMatchObject({ ok: true });
    expect(await perform('supprimer-famille', { params: { id: familyId } })).toMatchObject({
      ok: false,
    });
    expect(await perform('supprimer-categorie', { params })).toMatchObject({ ok: true });
    expect(await perform('supprimer-famille', { params: { id: familyId } })).toMatchObject({
      ok: true,
    });
    expect(await rows()).toBe(before);
  });
});
