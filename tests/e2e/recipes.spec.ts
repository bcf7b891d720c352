import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatFcfa } from '#common/money.ts';
import { REQUIRED, type SellerProduct } from '#common/seller-products.ts';
import type { LoginResponse } from '#common/session.ts';
import {
  RECIPE_DELETED,
  RECIPE_PUBLISHED,
  RECIPE_UPDATED,
} from '../../app/features/recipes/recipe-intents.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { hydrated } from '../support/hydration.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import { apiRequestsOf, keepOnlySessionCookie } from '../support/site-requests.ts';
import {
  callApi,
  loginThroughApi,
  newPhonePage,
  pageOverflow,
  signedInPage,
} from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// Issue 18 on a 360-px phone: awa writes a recipe in 'Recettes et Astuces' with a photo and two
// of her products, and publishes it; a visitor finds it on /astuces-recettes by an ingredient
// typed without accents, reads its page (JSON-LD Recipe, the not-medical-advice notice) and puts
// a product in the cart from it; the product's page names the recipe; awa edits it in its
// dialog, takes it back to draft and deletes it after confirming. What the screen's action
// answers those who may not write is server/api/recipes/recipes.api.test.ts.

const TITLE = 'Pommade de karité au moringa pour les mains';
const EDITED = 'Pommade douce de karité au moringa';

let awa: LoginResponse;
let used: SellerProduct[];

/** A write and the screen read again, on a machine shared with other runs. */
const SAVED = { timeout: 15_000 };

const recipesPath = () => `/vendeur-dashboard/${awa.TenantId}/customers`;

beforeAll(async () => {
  awa = await loginThroughApi(shop, 'awa@baobab.example', 'Baobab-Vendeur-2026');
  const { body } = await callApi<SellerProduct[]>(shop, '/api/produits/ma-boutique', {
    token: awa.token,
  });
  used = body
    .filter((product) => product.active && product.stockDisponible > 0)
    .sort((a, b) => a.id - b.id)
    .slice(0, 2);
  expect(used).toHaveLength(2);
});

/** The seller's screen, hydrated. */
async function recipesScreen(): Promise<Page> {
  const page = await signedInPage(shop, awa, recipesPath());
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Recettes et Astuces');
  return page;
}

const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const myRecipe = (page: Page, title: string) =>
  page.getByTestId('seller-recipe').filter({ hasText: title });

async function published(): Promise<{ id: number; title: string }[]> {
  const { body } = await callApi<{ id: number; title: string }[]>(shop, '/api/recettes');
  return body;
}

describe('a seller’s recipe, from her phone to the shop', () => {
  it('is written with every field, a photo and two products, and published, by the session cookie alone', async () => {
    const page = await recipesScreen();
    await keepOnlySessionCookie(page);
    const api = apiRequestsOf(page);
    const form = page.getByRole('region', { name: 'Ajouter une recette' });

    // Nothing typed: the four required fields say so, nothing is sent.
    await form.getByRole('button', { name: 'Publier' }).click();
    await expect.poll(() => form.getByText(REQUIRED).count()).toBe(4);

    await textbox(form, 'Titre').fill(TITLE);
    await textbox(form, 'Description').fill(
      'Un soin maison pour les mains sèches après le travail aux champs.',
    );
    await textbox(form, 'Ingrédients').fill(
      '40 g de beurre de karité\n1 cuillère à soupe d’huile de moringa',
    );
    await textbox(form, 'Utilisation').fill(
      'Faites fondre le karité au bain-marie, ajoutez l’huile, laissez prendre. Massez une noisette sur les mains.',
    );
    await textbox(form, 'Proportions').fill('Une noisette à chaque fois.');
    // A health claim is refused beside its field before anything is sent.
    await textbox(form, 'Usages et précautions').fill('Elle guérit les crevasses.');
    await form.getByLabel('Type').selectOption('Baume');
    await form.getByLabel('Catégorie').selectOption('Beauté');
    await textbox(form, 'Mots-clés').fill('karité, mains , moringa');
    for (const product of used) {
      await form.getByRole('checkbox', { name: product.product.name, exact: true }).check();
    }
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      form.getByRole('button', { name: 'Choisir une photo' }).click(),
    ]);
    await chooser.setFiles({
      name: 'pommade.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({
        create: { width: 900, height: 700, channels: 3, background: { r: 220, g: 190, b: 120 } },
      })
        .jpeg()
        .toBuffer(),
    });
    await expect
      .poll(() => form.getByRole('img', { name: 'Photo de la recette' }).isVisible())
      .toBe(true);
    await form.getByRole('button', { name: 'Publier' }).click();
    await expect
      .poll(() => form.getByText(/Reformulez sans allégation de santé.*guérit/).isVisible())
      .toBe(true);
    expect(await published()).not.toContainEqual(expect.objectContaining({ title: TITLE }));

    await textbox(form, 'Usages et précautions').fill(
      'Laisse les mains douces. Ne pas appliquer sur une peau abîmée.',
    );
    await form.getByRole('button', { name: 'Publier' }).click();
    await expect.poll(() => page.getByText(RECIPE_PUBLISHED).isVisible(), SAVED).toBe(true);
    const card = myRecipe(page, TITLE);
    await expect.poll(() => card.isVisible(), SAVED).toBe(true);
    expect(await card.textContent()).toContain('Publiée');
    expect(await card.textContent()).toContain('Baume');
    // The form is empty again for the next one.
    expect(await textbox(form, 'Titre').inputValue()).toBe('');
    expect(api).toEqual([]);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('is found on /astuces-recettes without accents; its page sells its products and takes a like, 5 stars and a comment', async () => {
    const page = await newPhonePage(shop);
    await page.goto(`${shop.app.baseUrl}/astuces-recettes`);
    const cards = page.getByTestId('recipe-card');
    const card = cards.filter({ hasText: TITLE });
    const everyRecipe = await cards.count();
    // « cuillère », typed without its accent: a word of the ingredients only (not of the
    // title, the description or the tags), so the search reads the ingredients.
    const search = page.getByRole('searchbox', { name: 'Rechercher un article' });
    await hydrated(search);
    await search.fill('cuillere');
    await search.press('Enter');
    await page.waitForURL(/[?&]q=cuillere(?:&|$)/);
    // The search filtered: recipes without the word are gone, this one stays.
    await expect.poll(() => cards.count()).toBeLessThan(everyRecipe);
    expect(await card.count()).toBe(1);
    expect(await card.textContent()).toContain('Karité de Kara');
    expect(await card.textContent()).toContain('Baume');

    // The type filter: only recipes, of that type.
    await page.goto(`${shop.app.baseUrl}/astuces-recettes?type=Baume`);
    await expect.poll(() => card.count()).toBe(1);
    expect(await page.getByTestId('article-card').count()).toBe(0);
    await page.goto(`${shop.app.baseUrl}/astuces-recettes?type=Infusion`);
    await expect.poll(() => page.getByTestId('recipe-count').textContent()).not.toContain('0');
    expect(await card.count()).toBe(0);

    await page.goto(`${shop.app.baseUrl}/astuces-recettes?q=karite%20moringa`);
    await card.getByRole('link', { name: TITLE }).click();
    await page.waitForURL(/\/recette\/\d+$/);
    const recipeUrl = page.url();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), SAVED)
      .toBe(TITLE);
    const notice = page.getByTestId('recipe-notice');
    expect(await notice.textContent()).toContain('ne remplacent pas l’avis d’un médecin');
    expect(
      await notice.getByRole('link', { name: 'politique de contenu' }).getAttribute('href'),
    ).toBe('/politique-de-contenu');
    expect(await page.getByRole('link', { name: 'Karité de Kara' }).getAttribute('href')).toMatch(
      /^\/boutique\/\d+$/,
    );
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'Recipe',
      name: TITLE,
      recipeCategory: 'Baume',
      keywords: 'karité, mains, moringa',
      recipeIngredient: ['40 g de beurre de karité', '1 cuillère à soupe d’huile de moringa'],
      author: { '@type': 'Organization', name: 'Karité de Kara' },
    });
    expect(String(jsonLd.image)).toMatch(/\/uploads\/products\/.+\.webp$/);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
      /\/og\/recette\/\d+\.jpg\?v=/,
    );

    const products = page.getByTestId('recipe-product');
    await expect.poll(() => products.count()).toBe(2);
    expect(await products.first().textContent()).toContain(formatFcfa(used[0]!.price));
    const add = page.getByRole('button', { name: `Ajouter au panier : ${used[0]!.product.name}` });
    await hydrated(add);
    await add.click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('cart') ?? ''))
      .toContain(used[0]!.product.name);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    // A reader likes it, rates it 5 and comments through the listing's pop-up; after a reload,
    // all three are there.
    const like = page.getByTestId('recette-reactions').getByTestId('like-button');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    // The like's answer brings the reader's cookie: the rating is the same reader's.
    await expect
      .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
      .toContain('baobab_lecteur');
    const fiveStars = page.getByRole('button', { name: '5 étoiles sur 5', exact: true });
    // The star shows pressed as soon as it is tapped: leaving waits for the server's answer.
    const rated = page.waitForResponse((response) => response.request().method() === 'POST');
    await fiveStars.click();
    await expect.poll(() => fiveStars.getAttribute('aria-pressed')).toBe('true');
    expect((await rated).ok()).toBe(true);

    await page.goto(`${shop.app.baseUrl}/astuces-recettes?q=karite%20moringa`);
    const comment = card.getByRole('button', { name: `Commenter « ${TITLE} »` });
    await hydrated(comment);
    await comment.click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un commentaire' });
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Yawa');
    await dialog
      .getByRole('textbox', { name: 'Commentaire', exact: true })
      .fill('Préparée avec ma fille, très simple à suivre.');
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await comment.textContent())?.trim()).toBe('1');

    await page.goto(recipeUrl);
    await hydrated(page.getByRole('button', { name: 'Publier' }));
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    expect(await fiveStars.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('comment').first().textContent()).toContain(
      'Préparée avec ma fille',
    );

    // The product's page names the recipe, and links to it.
    await page.goto(`${shop.app.baseUrl}/product-details/${used[1]!.id}`);
    const section = page.getByRole('region', { name: 'Recettes avec ce produit' });
    expect(await section.getByRole('link', { name: TITLE }).getAttribute('href')).toBe(
      new URL(recipeUrl).pathname,
    );
    await page.context().close();
  });

  it('is edited in its dialog, taken back to draft, and deleted after confirmation', async () => {
    const page = await recipesScreen();
    await page.getByRole('button', { name: `Modifier « ${TITLE} »` }).click();
    const dialog = page.getByRole('dialog', { name: `Modifier « ${TITLE} »` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // Every field, filled with the recipe.
    expect(await textbox(dialog, 'Proportions').inputValue()).toBe('Une noisette à chaque fois.');
    expect(await textbox(dialog, 'Mots-clés').inputValue()).toBe('karité, mains, moringa');
    expect(await dialog.getByRole('checkbox', { checked: true }).count()).toBe(2);
    await textbox(dialog, 'Titre').fill(EDITED);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => page.getByText(RECIPE_UPDATED).isVisible(), SAVED).toBe(true);
    await expect.poll(() => dialog.isVisible(), SAVED).toBe(false);
    const card = myRecipe(page, EDITED);
    await expect.poll(() => card.isVisible(), SAVED).toBe(true);
    expect(await published()).toContainEqual(expect.objectContaining({ title: EDITED }));

    await card.getByRole('button', { name: `Dépublier « ${EDITED} »` }).click();
    await expect.poll(() => card.textContent(), SAVED).toContain('Brouillon');
    expect(await published()).not.toContainEqual(expect.objectContaining({ title: EDITED }));

    await card.getByRole('button', { name: `Supprimer « ${EDITED} »` }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer la recette' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    expect(await confirm.textContent()).toContain(EDITED);
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect.poll(() => page.getByText(RECIPE_DELETED).isVisible(), SAVED).toBe(true);
    await expect.poll(() => myRecipe(page, EDITED).count(), SAVED).toBe(0);
    await page.context().close();
  });
});
