import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '#common/session.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { withOneLineCart } from '../support/cart.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import { newAccountThroughApi, newPhonePage, signedInPage } from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// Issue 45 on a 360-px phone: a guest who gives no e-mail is handed her tracking link to keep,
// with a copy button; a parcel for someone else names its recipient; a buyer's delivery typed
// once is kept and fills the next checkout in; the account says its address is unconfirmed and
// sends the link again.

async function fillDelivery(page: Page) {
  await page.locator('main select[name="country"]').selectOption('Togo');
  await page.locator('main input[name="city"]').fill('Kara');
  await page.locator('main input[name="address"]').fill('Quartier Kpéwa, maison bleue');
  await page.locator('main input[name="phone"]').fill('+228 90 55 44 33');
}

const dashboard = (buyer: LoginResponse) => `/acheteur-dashboard/${buyer.TenantId}`;

describe('after the order', () => {
  it('hands a guest without e-mail her tracking link to copy, and names the recipient', async () => {
    const page = await newPhonePage(shop);
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.app.baseUrl });
    await page.goto(`${shop.app.baseUrl}/`);
    await withOneLineCart(shop, page, 5);
    await page.goto(`${shop.app.baseUrl}/cart`);
    await page.locator('main input[name="guestName"]').fill('Kossi Petit-fils');
    await fillDelivery(page);
    await page.locator('main input[name="recipientName"]').fill('Mamie Afi');
    await page.getByRole('button', { name: 'Passer commande' }).click();
    await page.waitForURL(/\/suivi-commande\/[^/]+$/);

    const keep = page.getByTestId('keep-tracking-link');
    await keep.waitFor();
    expect(await keep.textContent()).toContain('Vous n’avez pas donné d’adresse e-mail');
    expect(await keep.getByTestId('copy-text-value').textContent()).toBe(page.url());
    await keep.getByRole('button', { name: 'Copier le lien de suivi' }).click();
    await keep.getByRole('button', { name: 'le lien de suivi copié' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    expect(await page.getByTestId('tracking-delivery').textContent()).toContain(
      'Livraison à Mamie Afi',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('a signed-in buyer', () => {
  it('keeps the delivery typed once: the next checkout starts from it', async () => {
    const buyer = await newAccountThroughApi(shop, 'ACHETEUR', 'Essi Nouvelle');
    const page = await signedInPage(shop, buyer, dashboard(buyer));
    await withOneLineCart(shop, page, 5);
    await page.goto(`${shop.app.baseUrl}/cart`);
    const form = page.getByRole('form', { name: 'Paiement' });
    await form.waitFor();
    // No saved address yet: nothing to pick, and the offer to keep this one, ticked.
    expect(await form.getByLabel('Adresse enregistrée').count()).toBe(0);
    await fillDelivery(page);
    const keep = form.getByLabel('Enregistrer cette adresse pour mes prochaines commandes');
    expect(await keep.isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Passer commande' }).click();
    await page.waitForURL(/\/suivi-commande\/[^/]+$/);
    await page.getByTestId('tracked-order').first().waitFor();

    await withOneLineCart(shop, page, 5);
    await page.goto(`${shop.app.baseUrl}/checkout`);
    const next = page.getByRole('form', { name: 'Paiement' });
    await next.waitFor();
    expect(await next.getByLabel('Adresse enregistrée').inputValue()).not.toBe('');
    expect(await next.getByLabel('Ville').inputValue()).toBe('Kara');
    expect(await next.getByLabel('Adresse complète').inputValue()).toBe(
      'Quartier Kpéwa, maison bleue',
    );
    expect(await next.getByLabel('Téléphone').inputValue()).toBe('+228 90 55 44 33');
    // A saved address picked: nothing new to keep.
    expect(
      await next.getByLabel('Enregistrer cette adresse pour mes prochaines commandes').count(),
    ).toBe(0);
    await page.context().close();
  });

  it('sees that the address is unconfirmed and asks for the link again', async () => {
    const buyer = await newAccountThroughApi(shop, 'ACHETEUR', 'Afi Àconfirmer');
    const page = await signedInPage(shop, buyer, `${dashboard(buyer)}/parametres`);
    const unconfirmed = page.getByTestId('email-unconfirmed');
    await unconfirmed.waitFor();
    expect(await unconfirmed.textContent()).toContain('Adresse non confirmée');
    await unconfirmed.getByRole('button', { name: 'Renvoyer le lien de confirmation' }).click();
    await page.getByText('Un nouveau lien de confirmation a été envoyé').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
