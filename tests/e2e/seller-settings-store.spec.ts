import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductListingEntry } from '#common/catalogue.ts';
import type { LoginResponse } from '#common/session.ts';
import { BOUTIQUE_TEXTS, type QueuedText } from '#common/claim-queue.ts';
import {
  editableSettings,
  STORE_SETTINGS_SAVED,
  type StoreSettingsView,
} from '#common/store-settings.ts';
import { DEMO_PASSWORDS } from '../../demo/demo-accounts.ts';
import { seriousViolations } from '../support/accessibility.ts';
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

// The demo seller Awa on a 360-px phone, in 'Paramètres de la boutique': she picks a new logo
// (previewed before anything is sent), saves it and finds it on her boutique's page; then she
// pauses the shop, its products leave /products and its page says so, and she opens it again;
// a description the team rejected for a health claim is off her page and the panel says why
// beside the field, until she rewrites it (issue 45).

let awa: LoginResponse;
let product: ProductListingEntry;

beforeAll(async () => {
  awa = await loginThroughApi(shop, 'awa@baobab.example', 'Baobab-Vendeur-2026');
  const { body } = await callApi<ProductListingEntry[]>(
    shop,
    `/api/produits/boutique/${awa.boutiqueId}`,
  );
  product = body[0]!;
});

const settingsPath = () => `/vendeur-dashboard/${awa.TenantId}/settings/store-settings`;

const toast = (page: Page, message: string) =>
  expect.poll(() => page.getByText(message, { exact: true }).first().isVisible()).toBe(true);

/** The product's card on the storefront's list, searched by its name. */
async function listedOnProducts(page: Page): Promise<boolean> {
  await page.goto(`${shop.app.baseUrl}/products?q=${encodeURIComponent(product.product.name)}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const card = page.getByTestId('product-card').filter({ hasText: product.product.name });
  if ((await card.count()) === 0) return false;
  // Cards below the screen are not laid out until near it (content-visibility).
  await card.scrollIntoViewIfNeeded();
  return card.isVisible();
}

async function saveAndWait(page: Page) {
  // The answer itself: a toast of the save before may still be on the screen.
  const saved = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  expect((await saved).ok()).toBe(true);
  await toast(page, STORE_SETTINGS_SAVED);
}

describe('the store settings panel on a 360-px phone', () => {
  it('previews a new logo, saves it by the session cookie alone, and the boutique page shows it', async () => {
    const page = await signedInPage(shop, awa, settingsPath());
    await keepOnlySessionCookie(page);
    const api = apiRequestsOf(page);
    await page.getByRole('heading', { name: 'Paramètres de la boutique' }).waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    const before = await page.getByRole('img', { name: 'Logo' }).getAttribute('src');

    const logo = await sharp({
      create: { width: 400, height: 400, channels: 3, background: '#2d6a4f' },
    })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"][aria-label="Fichier : logo"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    const preview = page.getByRole('img', { name: 'Aperçu : logo' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);

    await saveAndWait(page);
    const saved = page.getByRole('img', { name: 'Logo' });
    await expect
      .poll(() => saved.getAttribute('src'))
      .toMatch(/^\/uploads\/boutiques\/[0-9a-f-]{36}-96\.webp$/);
    const src = (await saved.getAttribute('src'))!;
    expect(src).not.toBe(before);
    expect(api).toEqual([]);
    // The history tells the change, each image by the start of its name.
    await expect
      .poll(() =>
        page
          .getByText(/^Logo\s: Image [0-9a-f]{8} → Image [0-9a-f]{8}$/)
          .first()
          .isVisible(),
      )
      .toBe(true);

    const visitor = await newPhonePage(shop);
    await visitor.goto(`${shop.app.baseUrl}/boutique/${awa.boutiqueId}`);
    const shown = visitor.getByRole('img', { name: /^Logo de / });
    await shown.waitFor();
    expect(await shown.getAttribute('src')).toBe(src.replace('-96.webp', '.webp'));
  });

  it('pauses the shop: its products leave /products, its page says so; resumed, they come back', async () => {
    const visitor = await newPhonePage(shop);
    expect(await listedOnProducts(visitor)).toBe(true);

    const page = await signedInPage(shop, awa, settingsPath());
    const active = page.getByRole('switch', { name: 'Boutique active' });
    // By the keyboard: on a phone the dashboard's sticky shortcuts bar can cover the switch.
    const toggle = async () => {
      await active.focus();
      await page.keyboard.press('Space');
    };
    await toggle();
    expect(await active.isChecked()).toBe(false);
    await page.getByText(/^En pause\s: vos produits quittent la vitrine/).waitFor();
    await saveAndWait(page);

    expect(await listedOnProducts(visitor)).toBe(false);
    await visitor.goto(`${shop.app.baseUrl}/boutique/${awa.boutiqueId}`);
    await visitor.getByText('Cette boutique est en pause').waitFor();
    expect(await visitor.getByTestId('product-card').count()).toBe(0);

    await toggle();
    expect(await active.isChecked()).toBe(true);
    await saveAndWait(page);
    expect(await listedOnProducts(visitor)).toBe(true);
  });

  it('says beside the description that the team rejected it; rewritten, the page shows it', async () => {
    const settings = await callApi<StoreSettingsView>(shop, '/api/vendeur/parametres/boutique', {
      token: awa.token,
    });
    const suspicious = 'Des beurres aux nombreuses vertus, battus à la main.';
    const saved = await callApi(shop, '/api/vendeur/parametres/boutique', {
      method: 'PUT',
      token: awa.token,
      body: JSON.stringify({
        ...editableSettings(settings.body.settings),
        description: suspicious,
      }),
    });
    expect(saved.status).toBe(200);
    const admin = await loginThroughApi(shop, 'admin@baobab.example', DEMO_PASSWORDS.ADMIN);
    const queue = await callApi<QueuedText[]>(shop, '/api/admin/allegations/a-relire', {
      token: admin.token,
    });
    const entry = queue.body.find(
      (queued) => queued.subject === 'boutique' && queued.subjectId === awa.boutiqueId,
    );
    const rejected = await callApi(shop, `/api/admin/allegations/${entry!.id}/rejeter`, {
      method: 'POST',
      token: admin.token,
    });
    expect(rejected.status).toBe(200);

    const visitor = await newPhonePage(shop);
    await visitor.goto(`${shop.app.baseUrl}/boutique/${awa.boutiqueId}`);
    await visitor.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await visitor.getByText(suspicious).count()).toBe(0);

    const page = await signedInPage(shop, awa, settingsPath());
    const description = page.getByRole('textbox', { name: 'Description' });
    // Read in one step in the page: the field's description ids and their texts change together
    // if React re-renders the form (a slow CI machine once saw an id that was gone).
    const describedAs = () =>
      description.evaluate((field) =>
        (field.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent),
      );
    await expect.poll(describedAs).toContain(BOUTIQUE_TEXTS.description.panel);
    const rewritten = 'Des beurres doux, battus à la main à Kara.';
    await description.fill(rewritten);
    await saveAndWait(page);
    await visitor.goto(`${shop.app.baseUrl}/boutique/${awa.boutiqueId}`);
    await visitor.getByText(rewritten).first().waitFor();
  });
});
