import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  OTHER_SESSIONS_ENDED_MESSAGE,
  TWO_FACTOR_ENABLED_MESSAGE,
  TWO_FACTOR_INVALID_MESSAGE,
} from '#common/account-security.ts';
import type { LoginResponse } from '#common/session.ts';
import { DEMO_PASSWORDS } from '../../demo/demo-accounts.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { hydrated } from '../support/hydration.ts';
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

// 'Sécurité et confidentialité' on a 360-px phone (issue 19): a seller turns on two-factor
// sign-in with a code computed from the secret the screen shows, signs out, and back in with a
// code of the next step; her sessions list marks this device and ends another one.

const PASSWORD = 'Mot-de-passe-2026';

const securityPath = (seller: LoginResponse) =>
  `/vendeur-dashboard/${seller.TenantId}/settings/security`;

async function securityPanel(seller: LoginResponse): Promise<Page> {
  const page = await signedInPage(shop, seller, securityPath(seller));
  await page.getByRole('heading', { name: 'Sécurité et confidentialité', level: 2 }).waitFor();
  return page;
}

/** What the authenticator app shows for this secret now, or one step (30 s) later. */
const appCode = (secret: string, stepsLater = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsLater * 30_000 });

describe('Sécurité et confidentialité on a 360-px phone', () => {
  it('turns on two-factor sign-in from the shown secret; the next login asks for a code', async () => {
    const seller = await newAccountThroughApi(shop, 'VENDEUR', 'Akua Mensah');
    const page = await securityPanel(seller);
    await page.getByRole('button', { name: 'Activer la double authentification' }).click();
    const secretShown = page.getByTestId('totp-secret');
    await secretShown.waitFor();
    const secret = (await secretShown.innerText()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page
      .getByRole('img', { name: 'QR code à scanner avec votre application d’authentification' })
      .waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    // A wrong code is refused beside the field.
    const codeField = page.getByRole('textbox', { name: /Code à 6 chiffres/ });
    const code = appCode(secret);
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirmer', exact: true }).click();
    await page.getByText(TWO_FACTOR_INVALID_MESSAGE).first().waitFor();

    await codeField.fill(code);
    await page.getByRole('button', { name: 'Confirmer', exact: true }).click();
    await page.getByText(TWO_FACTOR_ENABLED_MESSAGE).first().waitFor();
    const recoveryCodes = page.getByTestId('recovery-codes').getByRole('listitem');
    await expect.poll(() => recoveryCodes.count()).toBe(10);
    await page.getByText('Activée', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'J’ai noté mes codes' }).click();

    // Signing out, then back in: the password first, then a code of the next step (the one
    // just used is refused for good).
    page.once('dialog', (dialog) => void dialog.accept());
    await page
      .getByRole('navigation', { name: 'Menu vendeur' })
      .getByRole('button', { name: 'Déconnexion' })
      .click();
    await page.waitForURL(`${shop.app.baseUrl}/`);
    await page.context().close();

    const phone = await newPhonePage(shop);
    await loginThroughForm(shop, phone, seller.email, PASSWORD);
    const second = phone.getByRole('textbox', { name: 'Code de vérification' });
    await second.waitFor();
    expect(await seriousViolations(phone)).toEqual([]);
    await second.fill(code);
    await phone.getByRole('button', { name: 'Vérifier' }).click();
    await phone.getByText(TWO_FACTOR_INVALID_MESSAGE).waitFor();
    // One step either side of now is accepted (a phone's clock a little off): the next step's
    // code is a fresh one.
    await second.fill(appCode(secret, 1));
    await phone.getByRole('button', { name: 'Vérifier' }).click();
    await phone.waitForURL(`${shop.app.baseUrl}/vendeur-dashboard/${seller.TenantId}/statistics`);
    await phone.context().close();
  });

  it('lists the sessions with this one marked, and ends another device’s', async () => {
    const seller = await newAccountThroughApi(shop, 'VENDEUR', 'Yawa Dogbe');
    const otherDevice = await loginThroughApi(shop, seller.email, PASSWORD);
    const page = await securityPanel(seller);
    const sessions = page.getByTestId('account-session');
    await expect.poll(() => sessions.count()).toBe(3);
    const current = sessions.filter({ hasText: 'Cette session' });
    expect(await current.count()).toBe(1);
    await current.getByText(/Lieu\s*:\s*inconnu/).waitFor();
    expect(await current.getByRole('button', { name: /Déconnecter/ }).count()).toBe(0);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Déconnecter les autres' }).click();
    await page.getByText(OTHER_SESSIONS_ENDED_MESSAGE).first().waitFor();
    await expect.poll(() => sessions.count()).toBe(1);
    const check = (token: string) => callApi(shop, '/api/users/check-auth', { token });
    expect((await check(otherDevice.token)).status).toBe(401);
    expect((await check(seller.token)).status).toBe(200);
    await page.context().close();
  });

  it('the boutique page shows the contact details its seller chose to show', async () => {
    // Awa shows her e-mail and phone (demo/demo-security.ts); a new seller shows neither.
    const awa = await loginThroughApi(shop, 'awa@baobab.example', DEMO_PASSWORDS.VENDEUR);
    const page = await newPhonePage(shop);
    await page.goto(`${shop.app.baseUrl}/boutique/${awa.boutiqueId}`);
    const contact = page.getByTestId('boutique-contact');
    await contact.getByRole('link', { name: 'awa@baobab.example' }).waitFor();
    expect(await contact.locator('a[href^="tel:+228"]').count()).toBe(1);
    const seller = await newAccountThroughApi(shop, 'VENDEUR', 'Dzifa Amegah');
    await page.goto(`${shop.app.baseUrl}/boutique/${seller.boutiqueId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('boutique-contact').count()).toBe(0);
    await page.context().close();
  });

  it('the back-office asks an admin without two-factor sign-in to turn it on, until she does', async () => {
    const admin = await loginThroughApi(shop, 'admin@baobab.example', DEMO_PASSWORDS.ADMIN);
    const root = `/admin/${admin.TenantId}`;
    const page = await signedInPage(shop, admin, root);
    const banner = page.getByTestId('two-factor-banner');
    await banner.getByText('Protégez le back-office').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await banner.getByRole('link', { name: 'Activer la double authentification' }).click();
    await page.waitForURL(`${shop.app.baseUrl}${root}/securite`);

    // Turned on (through the API, as the seller's test did it through the screen): gone.
    const started = await callApi<{ secret: string }>(
      shop,
      '/api/compte/securite/double-authentification',
      { method: 'POST', token: admin.token },
    );
    const confirmed = await callApi(
      shop,
      '/api/compte/securite/double-authentification/confirmation',
      {
        method: 'POST',
        token: admin.token,
        body: JSON.stringify({ code: appCode(started.body.secret) }),
      },
    );
    expect(confirmed.status).toBe(200);
    await page.goto(`${shop.app.baseUrl}${root}`);
    await hydrated(page.getByRole('heading', { level: 1 }).first());
    expect(await banner.count()).toBe(0);
    await page.context().close();
  });
});
