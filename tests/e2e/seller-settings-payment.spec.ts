import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_SETTINGS_MESSAGES } from '#common/payment-settings.ts';
import type { LoginResponse } from '#common/session.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import { loginThroughApi, pageOverflow, signedInPage } from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// Awa sets her shop's payment terms from a 360-px phone: she stops taking PayPal, asks a
// 2 500 FCFA minimum and gives a new Mobile Money number for her payouts. After a reload the
// number is only shown masked; a wrong IBAN is refused beside its field; 'Annuler' brings back
// what is saved.

let awa: LoginResponse;

beforeAll(async () => {
  awa = await loginThroughApi(shop, 'awa@baobab.example', 'Baobab-Vendeur-2026');
});

const panelPath = () => `/vendeur-dashboard/${awa.TenantId}/settings/payment-settings`;

async function panel(): Promise<Page> {
  const page = await signedInPage(shop, awa, panelPath());
  await expect
    .poll(() => page.getByRole('heading', { name: 'Paramètres des paiements' }).count())
    .toBe(1);
  return page;
}

const minimum = (page: Page) => page.getByLabel('Minimum de commande (FCFA)');
const method = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

async function choose(page: Page, label: string, option: string) {
  // The field itself: a select's list of options, while it closes, is labelled by it too.
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('the payment settings panel on a phone', () => {
  it('saves methods, minimum and a new payout number, shown masked after a reload', async () => {
    const page = await panel();
    // The demo shop is paid out to its seller's phone: only its last digits are shown.
    await expect
      .poll(() =>
        page.getByText(/Enregistré\s: •••• \d{4}\. Laissez vide pour le garder\./).count(),
      )
      .toBe(1);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    // The switch says what buyers can do now.
    const online = page.getByRole('switch', { name: 'Paiements en ligne' });
    expect(await online.isChecked()).toBe(true);
    expect(await page.getByText(/^Activés\s: vos clients paient en ligne/).count()).toBe(1);
    expect(await page.getByText(/^Désactivés/).count()).toBe(0);

    await method(page, 'Paypal').uncheck();
    await minimum(page).fill('2500');
    await page.getByLabel('Nouveau numéro Mobile Money').fill('90 55 45 21');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect
      .poll(() => page.getByText(PAYMENT_SETTINGS_MESSAGES.saved).count())
      .toBeGreaterThan(0);

    await page.reload();
    await expect
      .poll(() => page.getByText('Enregistré : •••• 4521. Laissez vide pour le garder.').count())
      .toBe(1);
    expect(await page.getByLabel('Nouveau numéro Mobile Money').inputValue()).toBe('');
    expect(await method(page, 'Paypal').isChecked()).toBe(false);
    expect(await method(page, 'Mobile Money').isChecked()).toBe(true);
    expect((await minimum(page).inputValue()).replace(/\s/g, ' ')).toBe('2 500');
    // The history tells of it, the number masked; the page never holds it in clear.
    const history = page.getByRole('region', { name: 'Historique des modifications' });
    await expect
      .poll(() => history.getByText(/Minimum de commande\s: Aucun → 2\s500\sFCFA/).count())
      .toBe(1);
    await expect
      .poll(() => history.getByText(/Compte de versement\s: •••• \d{4} → •••• 4521/).count())
      .toBe(1);
    const html = await page.content();
    expect(html).not.toMatch(/90\s?55\s?45\s?21/);
    expect(html).not.toContain('22890554521');
  });

  it('refuses a wrong IBAN beside its field, then Annuler brings back what is saved', async () => {
    const page = await panel();
    await choose(page, 'Mode de versement', 'Virement bancaire');
    await page.getByLabel('Titulaire du compte').fill('Awa Kodjo');
    await page.getByLabel('IBAN', { exact: true }).fill('TG54 TG00 9060 4310 3465 0040 0070');
    await minimum(page).fill('9000');
    await method(page, 'Mobile Money').uncheck();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    // Beside the field (and in the refusal's toast).
    await expect
      .poll(() => page.getByLabel('IBAN', { exact: true }).getAttribute('aria-invalid'))
      .toBe('true');
    expect(await page.getByText(PAYMENT_SETTINGS_MESSAGES.iban).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Annuler' }).click();
    expect((await minimum(page).inputValue()).replace(/\s/g, ' ')).toBe('2 500');
    expect(await method(page, 'Mobile Money').isChecked()).toBe(true);
    // Back to the Mobile Money payout on file.
    expect(await page.getByLabel('Nouveau numéro Mobile Money').count()).toBe(1);
    expect(await page.getByLabel('IBAN', { exact: true }).count()).toBe(0);
    await page.reload();
    await expect
      .poll(() => page.getByText('Enregistré : •••• 4521. Laissez vide pour le garder.').count())
      .toBe(1);
  });
});
