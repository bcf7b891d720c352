import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY_ADDED,
  CATEGORY_UPDATED,
  DUPLICATE_CATEGORY,
  FAMILY_ADDED,
  NO_TOKEN,
} from '#common/categories.ts';
import type { LoginResponse } from '#common/session.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import { loginThroughApi, newPhonePage, pageOverflow, signedInPage } from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// The back-office's 'Catégories' screen on a 360-px phone and on a desktop: the demo admin adds a
// family, then a category in it, through the dialogs, edits it, and is told why a category
// still used by products cannot be deleted. The new category is then offered to the sellers'
// product form and to the storefront's filters.

let admin: LoginResponse;
let awa: LoginResponse;

beforeAll(async () => {
  admin = await loginThroughApi(shop, 'admin@baobab.example', 'Baobab-Admin-2026');
  awa = await loginThroughApi(shop, 'awa@baobab.example', 'Baobab-Vendeur-2026');
});

const categoriesPath = () => `/admin/${admin.userId}/categories`;

const toast = (page: Page, message: string | RegExp) =>
  expect.poll(() => page.getByText(message, { exact: true }).first().isVisible()).toBe(true);

/** The visible row or card of the table that holds this text (a table on desktops, cards on phones). */
const shown = (page: Page, text: string) =>
  page.getByRole('main').getByText(text, { exact: true }).filter({ visible: true }).first();

const VIEWPORTS = [
  { name: 'phone', width: 360, suffix: 'mobile' },
  { name: 'desktop', width: 1280, suffix: 'bureau' },
] as const;

describe.each(VIEWPORTS)('the categories screen on a $name', ({ width, suffix }) => {
  const family = `Bien-être ${suffix}`;
  const category = `Huiles de massage ${suffix}`;
  const renamed = `${category} bio`;

  it('adds a family, then a category in it, through the dialogs', async () => {
    const page = await signedInPage(shop, admin, categoriesPath(), width);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Catégories et familles',
    );
    expect(await shown(page, 'Beurres et huiles').isVisible()).toBe(true);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('main').getByRole('button', { name: 'Ajouter une famille' }).click();
    const familyDialog = page.getByRole('dialog', { name: 'Ajouter une famille' });
    await familyDialog.getByLabel('Nom').fill(family);
    expect(await seriousViolations(page)).toEqual([]);
    await familyDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(page, FAMILY_ADDED);
    await expect.poll(() => familyDialog.count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Rechercher une famille' }).fill(family);
    await expect.poll(() => shown(page, family).isVisible()).toBe(true);

    await page.getByRole('main').getByRole('button', { name: 'Ajouter une catégorie' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'Ajouter une catégorie' });
    // A name its family already has is refused beside the name, and nothing is added.
    await categoryDialog.getByLabel('Nom').fill('beurres et HUILES');
    await categoryDialog.getByLabel('Famille').selectOption({ label: 'Soins du corps et beauté' });
    await categoryDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect
      .poll(() => categoryDialog.getByText(DUPLICATE_CATEGORY).first().isVisible())
      .toBe(true);
    expect(await categoryDialog.getByLabel('Nom').getAttribute('aria-invalid')).toBe('true');

    await categoryDialog.getByLabel('Nom').fill(category);
    await categoryDialog.getByLabel('Famille').selectOption({ label: family });
    await categoryDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(page, CATEGORY_ADDED);
    await expect.poll(() => categoryDialog.count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Rechercher une catégorie' }).fill(category);
    await expect.poll(() => shown(page, category).isVisible()).toBe(true);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('edits the category, its form filled with it', async () => {
    const page = await signedInPage(
      shop,
      admin,
      `${categoriesPath()}?q=${encodeURIComponent(category)}`,
      width,
    );
    await page.getByRole('button', { name: `Modifier la catégorie « ${category} »` }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier la catégorie' });
    expect(await dialog.getByLabel('Nom').inputValue()).toBe(category);
    expect(
      await dialog.getByLabel('Famille').evaluate((select: HTMLSelectElement) => {
        return select.selectedOptions[0]?.textContent;
      }),
    ).toBe(family);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Nom').fill(renamed);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(page, CATEGORY_UPDATED);
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => shown(page, renamed).isVisible()).toBe(true);

    // The add dialog opened next is empty again: the edit mode ended with the form.
    await page.getByRole('main').getByRole('button', { name: 'Ajouter une catégorie' }).click();
    const add = page.getByRole('dialog', { name: 'Ajouter une catégorie' });
    expect(await add.getByLabel('Nom').inputValue()).toBe('');
    await add.getByRole('button', { name: 'Annuler' }).click();
    await expect.poll(() => add.count()).toBe(0);
    await page.context().close();
  });

  it('tells why a category still used by products cannot be deleted', async () => {
    const page = await signedInPage(shop, admin, `${categoriesPath()}?q=Savons`, width);
    await page.getByRole('button', { name: 'Supprimer la catégorie « Savons naturels »' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmer la suppression' });
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    const refusal = dialog.getByRole('alert');
    await expect.poll(() => refusal.isVisible()).toBe(true);
    expect(await refusal.textContent()).toMatch(
      /^\d+ produits utilisent encore cette catégorie\s: déplacez-les d’abord vers une autre catégorie\.$/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    expect(await shown(page, 'Savons naturels').isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('a new category, elsewhere', () => {
  const category = 'Huiles de massage mobile bio';

  it('is offered by the seller’s product form', async () => {
    const page = await signedInPage(
      shop,
      awa,
      `/vendeur-dashboard/${awa.TenantId}/products?ajouter=1`,
    );
    const dialog = page.getByRole('dialog', { name: 'Ajouter un produit' });
    await expect.poll(() => dialog.getByRole('option', { name: category }).count()).toBe(1);
    await page.context().close();
  });

  it('is a filter of the storefront’s products page', async () => {
    const page = await newPhonePage(shop, 1280);
    // Anonymous pages are kept a few seconds (server/page-cache.ts).
    await expect
      .poll(
        async () => {
          await page.goto(`${shop.app.baseUrl}/products`);
          return page.locator('select[name="categorie"] option', { hasText: category }).count();
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBe(1);
    await page.context().close();
  });

  it('a save after the admin’s session ended says so in the dialog', async () => {
    const page = await signedInPage(shop, admin, categoriesPath(), 1280);
    await page.getByRole('main').getByRole('button', { name: 'Ajouter une famille' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter une famille' });
    await dialog.getByLabel('Nom').fill('Famille sans session');
    await page.context().clearCookies();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(NO_TOKEN);
    expect(await dialog.getByLabel('Nom').inputValue()).toBe('Famille sans session');
    await page.context().close();
  });
});

describe('a category emptied of its products', () => {
  it('can be deleted once its products moved to another', async () => {
    const page = await signedInPage(shop, admin, `${categoriesPath()}?q=Jus`, 1280);
    await page
      .getByRole('button', { name: 'Déplacer les produits de « Jus et boissons »' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Déplacer les produits' });
    await dialog.getByLabel('Vers la catégorie').selectOption({ label: 'Tisanes et infusions' });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Déplacer' }).click();
    await toast(page, /^\d+ produits déplacés vers «\sTisanes et infusions\s»\.$/);
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => shown(page, '0 produit').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Supprimer la catégorie « Jus et boissons »' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmer la suppression' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await toast(page, 'Catégorie « Jus et boissons » supprimée.');
    await expect.poll(() => shown(page, 'Aucune catégorie ne correspond.').isVisible()).toBe(true);
    await page.context().close();
  });
});
