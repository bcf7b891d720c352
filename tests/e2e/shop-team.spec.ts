import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SellerProduct } from '#common/seller-products.ts';
import { TEAM_MESSAGES } from '#common/shop-team.ts';
import { hydrated } from '../support/hydration.ts';
import { outboxMailFiles, readMail } from '../support/mail-reader.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import {
  callApi,
  loginThroughApi,
  loginThroughForm,
  newPhonePage,
  pageOverflow,
  signedInPage,
} from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// Issue 19 on a 360-px phone: Awa invites Comlan to her boutique's team as Vendeur; he opens the
// e-mailed link, chooses his password, signs in with his own login, reaches the boutique's
// dashboard from his space and changes a product's stock, which Awa's boutique then holds.

const MEMBER = { name: 'Comlan Akakpo', email: 'comlan@exemple.tg', password: 'Comlan-Equipe-26' };

const toast = (page: Page, message: string) =>
  expect.poll(() => page.getByText(message, { exact: true }).first().isVisible()).toBe(true);

/** The invitation's address, read from the mail the shop wrote to its outbox. */
async function invitationPath(): Promise<string> {
  const outbox = path.join(shop.dataDir, 'outbox');
  let link = '';
  await expect
    .poll(async () => {
      for (const file of await outboxMailFiles(outbox)) {
        const mail = readMail(await fs.readFile(path.join(outbox, file), 'utf8'));
        if (mail.headers.get('to')?.includes(MEMBER.email)) {
          link = /https?:\/\/\S+\/invitation-equipe\/[\w-]+/.exec(mail.text)?.[0] ?? '';
        }
      }
      return link !== '';
    })
    .toBe(true);
  return new URL(link).pathname;
}

describe('a boutique run by a team', () => {
  it('invites a Vendeur, who accepts by e-mail and changes a stock from the dashboard', async () => {
    const awa = await loginThroughApi(shop, 'awa@baobab.example', 'Baobab-Vendeur-2026');
    const owner = await signedInPage(
      shop,
      awa,
      `/vendeur-dashboard/${awa.TenantId}/settings/user-roles`,
    );
    const table = owner.getByRole('table', { name: 'Gestion des utilisateurs et rôles' });
    await expect.poll(() => table.getByText('sena@baobab.example').isVisible()).toBe(true);
    expect(await pageOverflow(owner)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(owner)).toEqual([]);

    await owner.getByRole('button', { name: 'Ajouter un utilisateur' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Ajouter un utilisateur' });
    await dialog.getByLabel('Nom complet').fill(MEMBER.name);
    await dialog.getByLabel('E-mail').fill(MEMBER.email);
    // New members are read-only Clients unless the Admin says otherwise.
    expect(await dialog.getByLabel('Rôle').inputValue()).toBe('Client');
    await dialog.getByLabel('Rôle').selectOption('Vendeur');
    await dialog.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    await toast(owner, TEAM_MESSAGES.invited);
    const row = table.getByRole('row').filter({ hasText: MEMBER.email });
    await expect.poll(() => row.textContent()).toContain('Invitation envoyée');
    await owner.context().close();

    // Comlan, on his own phone: the link, his password, then his own login.
    const member = await newPhonePage(shop);
    await member.goto(`${shop.app.baseUrl}${await invitationPath()}`);
    await hydrated(member.getByRole('heading', { name: 'Rejoindre une équipe' }));
    expect(await member.getByText('Vendeur', { exact: true }).isVisible()).toBe(true);
    await member.locator('main input[name="password"]').fill(MEMBER.password);
    await member.locator('main input[name="confirmPassword"]').fill(MEMBER.password);
    await member.getByRole('button', { name: 'Accepter l’invitation' }).click();
    // The page's answer (a new password is hashed with scrypt first: slow on a busy machine).
    const answer = member.locator('main [role="status"], main [role="alert"]').first();
    await expect.poll(() => answer.textContent(), { timeout: 30_000 }).toBe(TEAM_MESSAGES.accepted);

    await loginThroughForm(shop, member, MEMBER.email, MEMBER.password);
    const boutique = member.getByRole('link', { name: /Tableau de bord de la boutique/ });
    // Signing in hashes the password too, then lands on the member's buyer space.
    await expect.poll(() => boutique.isVisible(), { timeout: 30_000 }).toBe(true);
    await boutique.click();
    await expect
      .poll(() => new URL(member.url()).pathname, { timeout: 15_000 })
      .toBe(`/vendeur-dashboard/${awa.TenantId}/statistics`);

    const [product] = (
      await callApi<SellerProduct[]>(shop, '/api/produits/ma-boutique', { token: awa.token })
    ).body;
    await member.goto(`${shop.app.baseUrl}/vendeur-dashboard/${awa.TenantId}/products`);
    const search = member.getByRole('searchbox', { name: 'Rechercher un produit' });
    await hydrated(search);
    await search.fill(String(product!.id));
    const card = member.locator(`[data-product="${product!.id}"]:visible`);
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    await card.getByRole('button', { name: /^Gérer le stock de/ }).click();
    const stockDialog = member.getByRole('dialog', { name: 'Gérer le stock' });
    await stockDialog.getByLabel('Stock disponible').fill('41');
    await stockDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => stockDialog.count(), { timeout: 15_000 }).toBe(0);
    const after = await callApi<SellerProduct[]>(shop, '/api/produits/ma-boutique', {
      token: awa.token,
    });
    expect(after.body.find((entry) => entry.id === product!.id)?.stockDisponible).toBe(41);
    await member.context().close();
  });
});
