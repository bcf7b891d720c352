import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_PRODUCTS_ONLY, RECIPE_NOT_FOUND } from '#common/recipes.ts';
import type { Recipe, RecipeInput, RecipeSummary } from '#common/recipe-schemas.ts';
import { REQUIRED } from '#common/seller-products.ts';
import { TEAM_MESSAGES } from '#common/shop-team.ts';
import * as recipesScreen from '../../../app/routes/dashboards/seller-recipes.tsx';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { DEMO_TEAM_PASSWORD } from '../../../demo/demo-team.ts';
import { DomainError } from '#modules/errors.ts';
import { orderHelpers, type OfferRow } from '../../../tests/support/orders.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// Sellers' recipes (issue 18): a seller writes, publishes and deletes only her shop's recipes and
// links only her shop's products; every text passes the content policy or nothing is saved;
// buyers see published recipes only, searched without accents, with their products on sale.

let testApp: TestApp;
const { call, login, newAccount, newOffer, count } = orderHelpers(() => testApp);

let ama: CurrentAccount;
let yawo: CurrentAccount;
let balm: OfferRow;
let soap: OfferRow;
let yawosHoney: OfferRow;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  const [amaSeller, yawoSeller] = await Promise.all([
    newAccount('VENDEUR', 'Ama Recettes'),
    newAccount('VENDEUR', 'Yawo Autre'),
  ]);
  [balm, soap, yawosHoney] = await Promise.all([
    newOffer(amaSeller, 'Beurre de karité des recettes', 3500, 20),
    newOffer(amaSeller, 'Savon noir des recettes', 1500, 20),
    newOffer(yawoSeller, 'Miel de Yawo', 4000, 20),
  ]);
  const { accounts } = testApp.services;
  [ama, yawo] = await Promise.all([
    accounts.authenticate(amaSeller.token),
    accounts.authenticate(yawoSeller.token),
  ]);
});
afterAll(async () => {
  await testApp?.close();
});

const recipes = () => testApp.services.recipes;

function balmRecipe(overrides: Partial<RecipeInput> = {}): RecipeInput {
  return {
    title: 'Baume nourrissant au karité',
    description: 'Un baume doux pour les mains et les coudes, préparé en dix minutes.',
    ingredients: '50 g de beurre de karité\n1 cuillère d’huile de coco',
    dosage: '',
    usage: 'Faire fondre au bain-marie, mélanger, laisser prendre au frais. Masser sur peau sèche.',
    benefits: 'Laisse la peau douce. Ne pas appliquer sur une peau abîmée.',
    type: 'Baume',
    category: 'Beauté',
    tags: ['karité', 'peau sèche'],
    imageUrl: null,
    productIds: [balm.id],
    ...overrides,
  };
}

/** The refusal a promise ends with, as the API and the route actions answer it. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  const { code, message, details } = error as DomainError;
  return {
    code,
    message,
    fields: Object.fromEntries((details ?? []).map((d) => [d.field, d.message])),
  };
}

const publicList = async (query = '') => {
  const response = await call('GET', `/api/recettes${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RecipeSummary[]>().map((recipe) => recipe.id);
};

describe('writing a recipe', () => {
  it('requires title, description, ingredients and usage, and saves nothing without them', async () => {
    const before = await count('recettes');
    const refused = await refusal(
      recipes().create(
        ama,
        balmRecipe({ title: ' ', description: '', ingredients: '', usage: '\n' }),
        { publish: true },
      ),
    );
    expect(refused.code).toBe('VALIDATION');
    expect(refused.fields).toEqual({
      title: REQUIRED,
      description: REQUIRED,
      ingredients: REQUIRED,
      usage: REQUIRED,
    });
    expect(await count('recettes')).toBe(before);
  });

  it('refuses a health claim in any text, field by field, and saves nothing', async () => {
    const before = await count('recettes');
    const refused = await refusal(
      recipes().create(
        ama,
        balmRecipe({
          benefits: 'Ce baume guérit l’eczéma.',
          dosage: 'Deux cuillères par jour.',
        }),
        { publish: false },
      ),
    );
    expect(Object.keys(refused.fields)).toEqual(['dosage', 'benefits']);
    expect(refused.fields.benefits).toContain('Reformulez sans allégation de santé');
    expect(refused.fields.benefits).toContain('guérit');
    expect(refused.fields.dosage).toContain('Ne pas dépasser la dose indiquée');
    expect(await count('recettes')).toBe(before);
  });

  it('screens the tags too (badges, link previews, search): a claim there saves nothing', async () => {
    const before = await count('recettes');
    const refused = await refusal(
      recipes().create(ama, balmRecipe({ tags: ['karité', 'anti-inflammatoire', 'Toux'] }), {
        publish: false,
      }),
    );
    expect(Object.keys(refused.fields)).toEqual(['tags']);
    expect(refused.fields.tags).toContain('Reformulez sans allégation de santé');
    expect(refused.fields.tags).toContain('anti-inflammatoire');
    expect(refused.fields.tags).toContain('Toux');
    expect(await count('recettes')).toBe(before);

    // Nor does an edit: the stored tags stay as they were.
    const saved = await recipes().create(ama, balmRecipe(), { publish: false });
    const edit = await refusal(recipes().update(ama, saved.id, balmRecipe({ tags: ['minceur'] })));
    expect(Object.keys(edit.fields)).toEqual(['tags']);
    const [kept] = await recipes()
      .listOwn(ama)
      .then((own) => own.filter((r) => r.id === saved.id));
    expect(kept?.tags).toEqual(['karité', 'peau sèche']);
    await recipes().remove(ama, saved.id);
  });

  it('links only products of the seller’s own shop', async () => {
    const refused = await refusal(
      recipes().create(ama, balmRecipe({ productIds: [balm.id, yawosHoney.id] }), {
        publish: true,
      }),
    );
    expect(refused.fields).toEqual({ productIds: OWN_PRODUCTS_ONLY });
    const choices = await recipes().productChoices(ama);
    expect(choices.map((choice) => choice.id).sort()).toEqual([balm.id, soap.id].sort());
  });

  it('keeps the tags and products in order, once each', async () => {
    const saved = await recipes().create(
      ama,
      balmRecipe({ productIds: [soap.id, balm.id, soap.id] }),
      { publish: false },
    );
    expect(saved.status).toBe('Brouillon');
    expect(saved.productIds).toEqual([soap.id, balm.id]);
    expect(saved.tags).toEqual(['karité', 'peau sèche']);
    await recipes().remove(ama, saved.id);
  });
});

describe('another seller', () => {
  it('can neither edit, publish, delete nor see a recipe that is not hers', async () => {
    const recipe = await recipes().create(ama, balmRecipe(), { publish: false });
    for (const attempt of [
      () => recipes().update(yawo, recipe.id, balmRecipe({ title: 'Volé', productIds: [] })),
      () => recipes().setPublished(yawo, recipe.id, true),
      () => recipes().remove(yawo, recipe.id),
    ]) {
      expect(await refusal(attempt())).toMatchObject({
        code: 'NOT_FOUND',
        message: RECIPE_NOT_FOUND,
      });
    }
    expect((await recipes().listOwn(yawo)).map((each) => each.id)).not.toContain(recipe.id);
    const [kept] = (await recipes().listOwn(ama)).filter((each) => each.id === recipe.id);
    expect(kept).toMatchObject({ title: recipe.title, status: 'Brouillon' });
    await recipes().remove(ama, recipe.id);
  });
});

describe('what buyers see', () => {
  it('shows a recipe only once published, and no more once back to draft', async () => {
    const recipe = await recipes().create(ama, balmRecipe({ title: 'Baume du brouillon' }), {
      publish: false,
    });
    expect(await publicList()).not.toContain(recipe.id);
    expect((await call('GET', `/api/recettes/${recipe.id}`)).statusCode).toBe(404);
    expect(await recipes().usingProduct(balm.id)).toEqual([]);

    await recipes().setPublished(ama, recipe.id, true);
    expect(await publicList()).toContain(recipe.id);
    expect((await recipes().usingProduct(balm.id)).map((link) => link.id)).toEqual([recipe.id]);

    await recipes().setPublished(ama, recipe.id, false);
    expect(await publicList()).not.toContain(recipe.id);
    expect((await call('GET', `/api/recettes/${recipe.id}`)).statusCode).toBe(404);
    await recipes().remove(ama, recipe.id);
  });

  it('finds recipes by a word of the ingredients or a tag, without accents or capitals', async () => {
    const recipe = await recipes().create(
      ama,
      balmRecipe({ title: 'Infusion du soir', type: 'Infusion', tags: ['Citronnelle'] }),
      { publish: true },
    );
    expect(await publicList('?q=KARITE')).toContain(recipe.id);
    expect(await publicList('?q=citronnelle%20karite')).toContain(recipe.id);
    expect(await publicList('?q=moringa%20karite')).not.toContain(recipe.id);
    expect(await publicList('?type=Infusion')).toContain(recipe.id);
    expect(await publicList('?type=D%C3%A9coction')).not.toContain(recipe.id);
    expect(await publicList('?categorie=Beaut%C3%A9')).toContain(recipe.id);
    expect(await publicList('?categorie=Nutrition')).not.toContain(recipe.id);
    const unknownType = await call('GET', '/api/recettes?type=Sirop');
    expect(unknownType.statusCode).toBe(400);
    await recipes().remove(ama, recipe.id);
  });

  it('shows the recipe’s shop and only its products on sale, in the seller’s order', async () => {
    const recipe = await recipes().create(ama, balmRecipe({ productIds: [soap.id, balm.id] }), {
      publish: true,
    });
    const page = async () => {
      const response = await call('GET', `/api/recettes/${recipe.id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Recipe>();
    };
    const shown = await page();
    expect(shown.boutique.id).toBe(balm.boutiqueId);
    expect(shown.products.map((product) => product.id)).toEqual([soap.id, balm.id]);

    await testApp.database.pool.query('update boutique_produits set active = false where id = $1', [
      soap.id,
    ]);
    expect((await page()).products.map((product) => product.id)).toEqual([balm.id]);
    await testApp.database.pool.query('update boutique_produits set active = true where id = $1', [
      soap.id,
    ]);
    await recipes().remove(ama, recipe.id);
    expect((await call('GET', `/api/recettes/${recipe.id}`)).statusCode).toBe(404);
  });
});

// The seller's screen « Recettes et Astuces » posts its forms to its route action, which must
// refuse what the service refuses, whoever posts (moved from tests/e2e/recipes.spec.ts).
describe('the recipes screen’s action, for those who may not write', () => {
  let awa: CurrentAccount;
  let recipe: RecipeSummary;
  const form = (title: string) => ({
    title,
    description: 'Une description honnête.',
    ingredients: '1 cuillère de karité',
    dosage: '',
    usage: 'Masser doucement.',
    benefits: '',
    type: 'Baume',
    category: 'Beauté',
    tags: 'karité',
    imageUrl: '',
  });
  const signedIn = async (email: string, password: string) => {
    const token = await login(email, password);
    return { token, account: await testApp.services.accounts.authenticate(token) };
  };
  /** Awa's recipes as stored, to see that nothing changed. */
  const awasRecipes = async () =>
    (
      await testApp.database.pool.query<{ id: number; title: string; status: string }>(
        'select id, title, status from recettes where boutique_id = $1 order by id',
        [awa.boutiqueId],
      )
    ).rows;
  /** The screen's form posted to its action as its page posts it, with the status answered. */
  async function postRecipeForm(token: string, tenantId: number, fields: Record<string, string>) {
    const answer = (await callPageRoute(
      testApp,
      recipesScreen.action,
      `/vendeur-dashboard/${tenantId}/customers`,
      token,
      { form: fields, params: { id: String(tenantId) } },
    )) as { data: { ok: boolean; message: string }; init: { status: number } };
    return { status: answer.init.status, message: answer.data.message };
  }

  beforeAll(async () => {
    ({ account: awa } = await signedIn('awa@baobab.example', 'Baobab-Vendeur-2026'));
    const listed = await call('GET', '/api/recettes');
    recipe = listed.json<RecipeSummary[]>().find((each) => each.boutique.id === awa.boutiqueId)!;
    expect(recipe).toBeDefined();
  });

  it('answers another shop’s seller 404 for awa’s recipe, and changes nothing', async () => {
    const mariam = await signedIn('mariam@baobab.example', 'Baobab-Vendeur-2026');
    expect(mariam.account.boutiqueId).not.toBe(awa.boutiqueId);
    const before = await awasRecipes();
    const recipeId = String(recipe.id);
    const attempts: Record<string, string>[] = [
      { intent: 'modifier', recipeId, ...form('Volée par une autre boutique') },
      { intent: 'publication', recipeId, published: 'false' },
      { intent: 'supprimer', recipeId },
    ];
    for (const fields of attempts) {
      const answer = await postRecipeForm(mariam.token, mariam.account.tenantId, fields);
      expect(answer, fields.intent).toEqual({ status: 404, message: RECIPE_NOT_FOUND });
    }
    expect(await awasRecipes()).toEqual(before);
    expect((await call('GET', `/api/recettes/${recipe.id}`)).json<Recipe>().title).toBe(
      recipe.title,
    );
  });

  it('refuses every write to a team member with view-only rights (Client)', async () => {
    const yawa = await signedIn('yawa@baobab.example', DEMO_TEAM_PASSWORD);
    const before = await awasRecipes();
    const recipeId = String(recipe.id);
    const attempts: Record<string, string>[] = [
      { intent: 'ajouter', publier: 'true', ...form('Recette d’une lectrice') },
      { intent: 'modifier', recipeId, ...form('Modifiée sans le droit') },
      { intent: 'publication', recipeId, published: 'false' },
      { intent: 'supprimer', recipeId },
    ];
    for (const fields of attempts) {
      const answer = await postRecipeForm(yawa.token, awa.tenantId, fields);
      expect(answer, fields.intent).toEqual({
        status: 403,
        message: TEAM_MESSAGES.refused.vendre,
      });
    }
    expect(await awasRecipes()).toEqual(before);
  });
});
