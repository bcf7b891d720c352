import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  GENERAL_PREFERENCES_SAVED_MESSAGE,
  NOTIFICATION_PREFERENCES_SAVED_MESSAGE,
} from '#common/notification-preferences.ts';
import type { LoginResponse } from '#common/session.ts';
import { formatFcfa } from '#common/money.ts';
import { frenchTypography } from '#common/typography.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import {
  callApi,
  newAccountThroughApi,
  pageOverflow,
  placeCashOrder,
  signedInPage,
} from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// 'Notifications et préférences' on a 360-px phone (issue 19): the theme follows darkMode from
// the server's first byte (no flash), the detail switches hide while notifications are off,
// and a seller's bell counts the notification of a new order.

const colorScheme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

describe('Notifications et préférences', () => {
  it('a buyer turns darkMode off: the page is light after a reload, and readable', async () => {
    const buyer = await newAccountThroughApi(shop, 'ACHETEUR', 'Akossiwa Clair');
    const page = await signedInPage(
      shop,
      buyer,
      `/acheteur-dashboard/${buyer.TenantId}/parametres`,
    );
    expect(await colorScheme(page)).toBe('dark');

    const general = page.getByRole('form', { name: 'Préférences générales' });
    await general.getByRole('switch', { name: 'Mode sombre' }).uncheck();
    await general.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText(GENERAL_PREFERENCES_SAVED_MESSAGE).first().waitFor();

    // The HTML itself says light: no script has to run for it, so nothing flashes dark.
    const html = await (
      await page
        .context()
        .request.get(`${shop.app.baseUrl}/acheteur-dashboard/${buyer.TenantId}/parametres`)
    ).text();
    expect(html).toMatch(/<html[^>]*data-mantine-color-scheme="light"/);
    await page.reload();
    await page.getByRole('heading', { name: 'Paramètres', level: 1 }).waitFor();
    expect(await colorScheme(page)).toBe('light');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${shop.app.baseUrl}/`);
    expect(await colorScheme(page)).toBe('light');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('the detail switches show only while notifications are enabled', async () => {
    const seller = await newAccountThroughApi(shop, 'VENDEUR', 'Boutique Réglages');
    const page = await signedInPage(
      shop,
      seller,
      `/vendeur-dashboard/${seller.TenantId}/settings/notifications`,
    );
    const panel = page.getByRole('form', { name: 'Notifications' });
    const frequency = panel.getByText('Fréquence', { exact: true });
    await frequency.waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    // Only what works: e-mail and SMS, no push without a provider.
    await panel.getByRole('switch', { name: 'SMS' }).waitFor();
    await panel.getByText(/^Notifications push\s:\spas encore disponible\.$/).waitFor();

    await panel.getByRole('switch', { name: 'Activer les notifications' }).uncheck();
    await frequency.waitFor({ state: 'detached' });
    expect(await panel.getByRole('switch', { name: 'Suivi des commandes' }).count()).toBe(0);
    await panel.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText(NOTIFICATION_PREFERENCES_SAVED_MESSAGE).first().waitFor();

    await page.reload();
    await page
      .getByRole('switch', { name: 'Activer les notifications' })
      .waitFor({ state: 'attached' });
    expect(await page.getByText('Fréquence', { exact: true }).count()).toBe(0);
    const saved = await callApi<{ notifications: { enabled: boolean } }>(
      shop,
      '/api/compte/preferences',
      { token: seller.token },
    );
    expect(saved.body.notifications.enabled).toBe(false);
    await page.context().close();
  });

  it('a seller sees the bell count of a new order', async () => {
    const seller = await newAccountThroughApi(shop, 'VENDEUR', 'Boutique Cloche');
    const created = await callApi<{ id: number }>(shop, '/api/produits/ajouter-nouveau-produit', {
      method: 'POST',
      token: seller.token,
      body: JSON.stringify({
        categorieId: await firstCategory(),
        tenantId: seller.TenantId,
        product: { name: 'Huile de baobab de la cloche', description: 'Pressée à froid.' },
        images: [],
        boutiqueProduct: { price: 4_000, stockDisponible: 20, boutiqueId: seller.boutiqueId },
      }),
    });
    expect(created.status).toBe(201);
    const buyer: LoginResponse = await newAccountThroughApi(shop, 'ACHETEUR', 'Edem Acheteur');
    const order = await placeCashOrder(shop, {
      token: buyer.token,
      productId: created.body.id,
      quantity: 1,
      delivery: {
        country: 'Togo',
        city: 'Lomé',
        address: 'Rue des Cocotiers, Bè-Kpota',
        phone: '+228 90 11 22 33',
      },
    });

    const page = await signedInPage(
      shop,
      seller,
      `/vendeur-dashboard/${seller.TenantId}/statistics`,
    );
    // The order waits (1) and its notification is unread (1).
    const bell = page.getByRole('button', { name: /^Notifications\s:\s2$/ });
    await bell.click();
    await page.getByRole('menuitem', { name: '1 notification non lue' }).click();
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await page
      .getByText(frenchTypography(`Nouvelle commande ${order.orderNumber} : ${formatFcfa(4_000)}`))
      .waitFor();
    await page.context().close();
  });
});

async function firstCategory(): Promise<number> {
  const { body } = await callApi<{ id: number }[]>(shop, '/api/categories/listecategories');
  return body[0]!.id;
}
