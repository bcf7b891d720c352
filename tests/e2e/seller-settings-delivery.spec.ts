import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_SETTINGS_SAVED, type DeliverySettingsView } from '#common/delivery-settings.ts';
import type { LoginResponse } from '#common/session.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import { callApi, loginThroughApi, pageOverflow, signedInPage } from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// Awa sets her delivery terms from a 360-px phone: 1 500 FCFA to Africa, 6 000 FCFA to Europe
// with an express option, saves, finds them after a reload, undoes an unsaved change with
// 'Annuler', and reads who changed the fees in the panel's history.

let awa: LoginResponse;

beforeAll(async () => {
  awa = await loginThroughApi(shop, 'awa@baobab.example', 'Baobab-Vendeur-2026');
});

const panelPath = () => `/vendeur-dashboard/${awa.TenantId}/settings/delivery-settings`;

async function panel(): Promise<Page> {
  const page = await signedInPage(shop, awa, panelPath());
  await page.getByRole('heading', { name: 'Paramètres de livraison' }).waitFor();
  return page;
}

const zoneCard = (page: Page, zone: string): Locator =>
  page.getByRole('region', { name: zone, exact: true });

describe('the delivery settings panel on a phone', () => {
  it('saves fees per zone and an express option, keeps them, and tells who changed them', async () => {
    const page = await panel();
    const africa = zoneCard(page, 'Afrique');
    const europe = zoneCard(page, 'Europe');
    expect(await page.getByText('Acheteurs au Togo, le pays de votre boutique.').count()).toBe(1);

    await africa.getByLabel('Frais (FCFA)').fill('1500');
    await europe.getByLabel('Frais (FCFA)').fill('6000');
    if (!(await europe.getByRole('switch', { name: 'Livraison express' }).isChecked())) {
      await europe.getByText('Livraison express').click();
    }
    await europe.getByLabel('Frais express (FCFA)').fill('14000');
    await europe.getByLabel('Délai express (jours)').fill('3');
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => page.getByText(DELIVERY_SETTINGS_SAVED).count()).toBeGreaterThan(0);

    const saved = (
      await callApi<DeliverySettingsView>(shop, '/api/vendeur/parametres/livraison', {
        token: awa.token,
      })
    ).body;
    expect(saved.zones.find((zone) => zone.zone === 'Afrique')?.fee).toBe(1500);
    expect(saved.zones.find((zone) => zone.zone === 'Europe')).toMatchObject({
      fee: 6000,
      express: { fee: 14000, days: 3 },
    });

    await page.reload();
    await page.getByRole('heading', { name: 'Paramètres de livraison' }).waitFor();
    expect(await zoneCard(page, 'Afrique').getByLabel('Frais (FCFA)').inputValue()).toBe('1500');
    expect(await zoneCard(page, 'Europe').getByLabel('Frais (FCFA)').inputValue()).toBe('6000');
    expect(await zoneCard(page, 'Europe').getByLabel('Frais express (FCFA)').inputValue()).toBe(
      '14000',
    );

    // An unsaved change, undone.
    await zoneCard(page, 'Afrique').getByLabel('Frais (FCFA)').fill('2500');
    await page.getByRole('button', { name: 'Annuler' }).click();
    expect(await zoneCard(page, 'Afrique').getByLabel('Frais (FCFA)').inputValue()).toBe('1500');

    const history = page.getByRole('region', { name: 'Historique des modifications' });
    await expect
      .poll(() => history.getByText('Frais de livraison (Afrique) : 0 FCFA → 1 500 FCFA').count())
      .toBe(1);
    expect(
      await history.getByText('Frais de livraison (Europe) : 9 000 FCFA → 6 000 FCFA').count(),
    ).toBe(1);
    expect(await history.getByText('Awa Kpodar').count()).toBeGreaterThan(0);
  });

  it('refuses a panel with no zone served, beside the zones, and keeps what was typed', async () => {
    const page = await panel();
    for (const zone of ['National', 'Afrique', 'Europe', 'International']) {
      const served = zoneCard(page, zone).getByRole('switch', { name: 'Livrer dans cette zone' });
      if (await served.isChecked()) {
        // By the keyboard: on a phone the dashboard's sticky shortcuts bar can cover the switch.
        await served.focus();
        await page.keyboard.press('Space');
        expect(await served.isChecked()).toBe(false);
      }
    }
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect
      // Beside the zones, in the panel (the refusal's toast says it too).
      .poll(() =>
        page
          .locator('form[aria-labelledby="titre-panneau"]')
          .getByRole('alert')
          .getByText('Livrez au moins une zone.')
          .count(),
      )
      .toBe(1);
    const saved = (
      await callApi<DeliverySettingsView>(shop, '/api/vendeur/parametres/livraison', {
        token: awa.token,
      })
    ).body;
    expect(saved.zones.length).toBeGreaterThan(0);
  });
});
