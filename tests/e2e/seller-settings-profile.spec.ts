import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Profile } from '#common/profile.ts';
import type { LoginResponse } from '#common/session.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import {
  callApi,
  loginThroughApi,
  loginThroughForm,
  newAccountThroughApi,
  newPhonePage,
  pageOverflow,
  signedInPage,
} from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// A seller keeps her profile from a 360-px phone: she edits her details (a bad phone number is
// refused beside its field), then changes her password: a confirmation that differs is
// refused, the right one signs her other devices out, and the new password opens her shop.

const OLD_PASSWORD = 'Mot-de-passe-2026';
const NEW_PASSWORD = 'Nouveau-secret-2027';

const settingsPath = (seller: LoginResponse) => `/vendeur-dashboard/${seller.TenantId}/settings`;

const profileOf = async (seller: LoginResponse) =>
  (await callApi<Profile>(shop, '/api/compte/profil', { token: seller.token })).body;

async function profilePanel(seller: LoginResponse): Promise<Page> {
  const page = await signedInPage(shop, seller, settingsPath(seller));
  await page.getByRole('heading', { name: 'Mon Profil' }).waitFor();
  return page;
}

describe('Mon Profil on a 360-px phone', () => {
  it('edits the profile; a bad phone number is refused beside its field', async () => {
    const seller = await newAccountThroughApi(shop, 'VENDEUR', 'Afi Mensah');
    const page = await profilePanel(seller);
    const panel = page.getByRole('form', { name: 'Mon Profil' });
    expect(await panel.getByLabel('E-mail').inputValue()).toBe(seller.email);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    await panel.getByLabel('Nom complet').fill('Afi Mensah-Kodjo');
    await panel.getByLabel('Téléphone').fill('123 456 789 012');
    await panel.getByLabel('Date de naissance (facultative)').fill('1991-08-02');
    await panel.getByLabel('Genre (facultatif)').selectOption('Femme');
    await panel.getByRole('button', { name: 'Enregistrer' }).click();
    await panel.getByText('Numéro de téléphone invalide pour ce pays.').waitFor();
    expect((await profileOf(seller)).userName).toBe('Afi Mensah');

    await panel.getByLabel('Téléphone').fill('91 55 66 77');
    await panel.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Profil mis à jour avec succès !').waitFor();
    expect(await profileOf(seller)).toMatchObject({
      userName: 'Afi Mensah-Kodjo',
      telephone: '+22891556677',
      birthday: '1991-08-02',
      gender: 'Femme',
    });
    // The shop's history tells who changed what.
    const history = page.getByRole('region', { name: 'Historique des modifications' });
    await history.getByText('Date de naissance : — → 02/08/1991').waitFor();
    expect(await panel.getByLabel('Téléphone').inputValue()).toBe('+228 91 55 66 77');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('changes the password: a differing confirmation is refused, other devices are signed out', async () => {
    const seller = await newAccountThroughApi(shop, 'VENDEUR', 'Kafui Agbo');
    const otherDevice = await loginThroughApi(shop, seller.email, OLD_PASSWORD);
    const page = await profilePanel(seller);
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Changer le mot de passe' });
    await dialog.waitFor();

    await dialog
      .getByRole('textbox', { name: 'Mot de passe actuel', exact: true })
      .fill(OLD_PASSWORD);
    await dialog
      .getByRole('textbox', { name: 'Nouveau mot de passe', exact: true })
      .fill(NEW_PASSWORD);
    await dialog
      .getByRole('textbox', { name: 'Confirmer le nouveau mot de passe', exact: true })
      .fill('Autre-chose-2027');
    await dialog.getByRole('button', { name: 'Mettre à jour' }).click();
    await dialog.getByText('Les mots de passe ne correspondent pas !').waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog
      .getByRole('textbox', { name: 'Confirmer le nouveau mot de passe', exact: true })
      .fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Mettre à jour' }).click();
    await page.getByText('Mot de passe mis à jour avec succès !').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);

    // This device stays signed in; the other one is not.
    const check = (token: string) => callApi(shop, '/api/users/check-auth', { token });
    expect((await check(seller.token)).status).toBe(200);
    expect((await check(otherDevice.token)).status).toBe(401);
    await page.reload();
    await page.getByRole('heading', { name: 'Mon Profil' }).waitFor();
    await page.context().close();

    // The new password opens the shop, through the login form.
    const phone = await newPhonePage(shop);
    await loginThroughForm(shop, phone, seller.email, NEW_PASSWORD);
    await phone.waitForURL(`${shop.app.baseUrl}/vendeur-dashboard/${seller.TenantId}/statistics`);
    await phone.context().close();
  });

  it('a confirmation link changes nothing on opening, and an unknown one says so in French', async () => {
    const page = await newPhonePage(shop);
    const response = await page.goto(`${shop.app.baseUrl}/confirmer-email/lien-inconnu`);
    expect(response?.status()).toBe(200);
    const button = page.getByRole('button', { name: 'Confirmer mon adresse' });
    await button.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await button.click();
    await page
      .getByText('Ce lien de confirmation est invalide, a expiré ou a déjà été utilisé.')
      .waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
