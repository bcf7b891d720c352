import { beforeAll, describe, expect, it } from 'vitest';
import { operationForm } from '../../app/features/operation-form.ts';
import { healthContentProblem, productTextProblem } from '#common/health-claims.ts';
import type { SellerProduct } from '#common/seller-products.ts';
import type { LoginResponse } from '#common/session.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { hydrated } from '../support/hydration.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import {
  callApi,
  loginThroughApi,
  newPhonePage,
  pageOverflow,
  SESSION_COOKIE,
  signedInPage,
} from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// The content policy (issue 17) on a 360-px phone: the footer leads to its page, the seller's
// product form links to it and says beside the field which words to rephrase, and nothing is
// published until they are.

const CLAIM = 'Tisane de kinkéliba qui guérit le paludisme et aide à perdre du poids.';

let awa: LoginResponse;

const myProductCount = async () =>
  (await callApi<SellerProduct[]>(shop, '/api/produits/ma-boutique', { token: awa.token })).body
    .length;

beforeAll(async () => {
  awa = await loginThroughApi(shop, 'awa@baobab.example', 'Baobab-Vendeur-2026');
});

describe('the content policy page', () => {
  it('is reached from the footer, and reads well on a phone', async () => {
    const page = await newPhonePage(shop);
    await page.goto(`${shop.app.baseUrl}/`);
    const link = page
      .getByRole('navigation', { name: 'Liens rapides' })
      .getByRole('link', { name: 'Politique de contenu' });
    await hydrated(link);
    await link.click();
    await page.waitForURL(`${shop.app.baseUrl}/politique-de-contenu`);
    // The address changes first; the page's own module then loads and renders.
    await page.getByRole('heading', { level: 1, name: 'Politique de contenu' }).waitFor();
    expect(await page.title()).toBe('Politique de contenu — Baobab');
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).toContain('Ne pas dépasser la dose indiquée');
    // French typography: no ordinary space before « : » or inside « ».
    expect(main).not.toMatch(/ [:;?!»]|« /);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the seller’s product form', () => {
  it('links to the policy and says beside the description which words to rephrase', async () => {
    const before = await myProductCount();
    const page = await signedInPage(shop, awa, `/vendeur-dashboard/${awa.TenantId}/products`);
    await page.getByRole('main').getByRole('button', { name: 'Ajouter un produit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un produit' });
    await expect
      .poll(() => dialog.getByRole('option', { name: 'Tisanes et infusions' }).count())
      .toBe(1);

    const policy = dialog.getByRole('link', { name: 'politique de contenu' });
    expect(await policy.getAttribute('href')).toBe('/politique-de-contenu');

    await dialog.getByLabel('Catégorie').selectOption({ label: 'Tisanes et infusions' });
    await dialog.getByLabel('Désignation').fill('Tisane minceur du soir');
    const description = dialog.getByLabel('Description');
    await description.fill(CLAIM);
    await dialog.getByLabel('Prix (FCFA)').fill('2500');
    await dialog.getByLabel('Stock disponible').fill('10');
    await dialog.getByRole('button', { name: 'Ajouter le produit' }).click();

    const message = healthContentProblem(CLAIM)!;
    await expect.poll(() => dialog.getByText(message).isVisible()).toBe(true);
    expect(
      await dialog.getByText(healthContentProblem('Tisane minceur du soir')!).isVisible(),
    ).toBe(true);
    // Beside its field: the textarea is marked invalid and described by the message.
    expect(await description.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await description.getAttribute('aria-describedby')) ?? '';
    const messageId = await dialog.getByText(message).getAttribute('id');
    expect(describedBy.split(' ')).toContain(messageId);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    // Rephrased, it is published.
    await dialog.getByLabel('Désignation').fill('Tisane du soir au kinkéliba');
    await description.fill('Tisane de kinkéliba au goût boisé, que l’on boit après le dîner.');
    await dialog.getByRole('button', { name: 'Ajouter le produit' }).click();
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
    expect(await myProductCount()).toBe(before + 1);
    await page.context().close();
  });

  it('is refused by the server too when the page’s check is bypassed, nothing stored', async () => {
    // The products' operation as the dialog sends it, every field right but the description.
    const add = (description: string) =>
      fetch(`${shop.app.baseUrl}/vendeur-dashboard/${awa.TenantId}/products`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          cookie: `${SESSION_COOKIE}=${awa.token}`,
          origin: shop.app.baseUrl,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(
          operationForm('ajouter', {
            input: {
              categorieId: 1,
              tenantId: awa.TenantId,
              product: { name: 'Tisane du matin', description },
              images: [],
              boutiqueProduct: { price: 2500, stockDisponible: 10, boutiqueId: awa.boutiqueId },
            },
          }),
        ),
      });
    const before = await myProductCount();
    expect((await add(CLAIM)).status).toBe(400);
    expect(await myProductCount()).toBe(before);
    // The same without the claim is stored: the refusal was the claim's.
    expect((await add('Tisane de kinkéliba au goût boisé.')).status).toBe(200);
    expect(await myProductCount()).toBe(before + 1);
  });
});

describe('a nutrient the description claims (issue 45 §3.3)', () => {
  const DESCRIPTION = 'Pulpe de baobab tamisée, naturellement riche en vitamine C.';

  it('asks its quantity per 100 g on a phone, then the product page shows the table', async () => {
    const page = await signedInPage(shop, awa, `/vendeur-dashboard/${awa.TenantId}/products`);
    await page.getByRole('main').getByRole('button', { name: 'Ajouter un produit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un produit' });
    await expect
      .poll(() => dialog.getByRole('option', { name: 'Poudres et superaliments' }).count())
      .toBe(1);
    await dialog.getByLabel('Catégorie').selectOption({ label: 'Poudres et superaliments' });
    await dialog.getByLabel('Désignation').fill('Poudre de baobab du Saloum 250 g');
    const description = dialog.getByLabel('Description');
    await description.fill(DESCRIPTION);
    await dialog.getByLabel('Prix (FCFA)').fill('3000');
    await dialog.getByLabel('Stock disponible').fill('10');
    await dialog.getByRole('button', { name: 'Ajouter le produit' }).click();

    // Refused beside the description, which says where the quantity goes.
    const message = productTextProblem(DESCRIPTION, null)!;
    await expect.poll(() => dialog.getByText(message).isVisible()).toBe(true);
    expect(await description.getAttribute('aria-invalid')).toBe('true');

    await dialog.getByRole('button', { name: 'Ajouter les valeurs nutritionnelles' }).click();
    const values = dialog.getByRole('group', { name: 'Valeurs nutritionnelles (pour 100 g)' });
    await values.getByLabel('Énergie (kcal)').fill('250');
    await values.getByLabel('Vitamine C (mg)').fill('250');
    await values.getByLabel('Sel (g)').fill('0,02');
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Ajouter le produit' }).click();
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);

    const mine = await callApi<SellerProduct[]>(shop, '/api/produits/ma-boutique', {
      token: awa.token,
    });
    const added = mine.body.find((product) => product.product.name.includes('Saloum'));
    expect(added?.valeursNutritionnelles).toEqual({ energie: 250, vitamineC: 250, sel: 0.02 });

    await page.goto(`${shop.app.baseUrl}/product-details/${added?.id}`);
    const table = page.getByRole('table', { name: 'Valeurs nutritionnelles moyennes pour 100 g' });
    const row = async (name: string) =>
      (await table.getByRole('row', { name }).getByRole('cell').textContent())?.replace(/\s/g, ' ');
    expect(await row('Énergie')).toBe('1 046 kJ / 250 kcal');
    expect(await row('Vitamine C')).toBe('250 mg');
    expect(await row('Sel')).toBe('0,02 g');
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    // A product without values shows none.
    const shea = mine.body.find(
      (product) => product.valeursNutritionnelles === null && product.active && !product.withdrawal,
    );
    await page.goto(`${shop.app.baseUrl}/product-details/${shea?.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('nutrition-table').count()).toBe(0);
    await page.context().close();
  });
});
