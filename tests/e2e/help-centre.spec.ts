import { describe, expect, it } from 'vitest';
import {
  LIVE_CHAT_STARTED,
  LIVE_CHAT_TITLE,
  TEAM_REPLY_SENT,
  TICKET_SENT,
} from '#common/support.ts';
import { DEMO_PASSWORDS } from '../../demo/demo-accounts.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import {
  loginThroughApi,
  newAccountThroughApi,
  pageOverflow,
  signedInPage,
} from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// Issue 19's help centre: on a 360-px phone a buyer searches the FAQ without accents, then
// writes to the team; an admin, in another browser, answers from the back-office's 'Assistance'
// and marks the ticket resolved; the buyer's open conversation shows the answer and the new
// status without being reloaded. Then 'Chat en direct' starts a new conversation.

const TITLE = 'Mon colis n’est pas arrivé';
const QUESTION = 'Bonjour, ma commande devait arriver hier à Kara. Où en est-elle ?';
const CHAT = 'Encore une question : livrez-vous aussi à Dapaong ?';
const ANSWER = 'Bonjour, le transporteur livre Kara demain matin : merci de votre patience.';

describe('Help centre: tickets answered by the team, FAQ and guides', () => {
  it('shows the team’s answer in the buyer’s conversation without reloading', async () => {
    const buyer = await newAccountThroughApi(shop, 'ACHETEUR', 'Akossiwa Kara');
    const page = await signedInPage(shop, buyer, `/acheteur-dashboard/${buyer.TenantId}/aide`);
    await page.getByRole('heading', { name: 'Aide et support', level: 1 }).waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The FAQ's search ignores accents and case.
    await page.getByRole('searchbox', { name: 'Rechercher dans la FAQ' }).fill('COUTE');
    await page.getByRole('button', { name: /^Combien coûte la livraison/ }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /^Comment suivre/ }).count()).toBe(0);

    const form = page.getByRole('form', { name: 'Formulaire de contact' });
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await form.getByText('Le sujet est requis.').waitFor();
    await form.getByLabel('Sujet').fill(TITLE);
    await form.getByLabel('Message').fill(QUESTION);
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByText(TICKET_SENT).first().waitFor();
    await page.getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.getByRole('log').getByText(QUESTION).waitFor();
    // Marks this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { sansRechargement: true }));

    // The team, in another browser, answers from the back-office and resolves the ticket.
    const admin = await loginThroughApi(shop, 'admin@baobab.example', DEMO_PASSWORDS.ADMIN);
    const back = await signedInPage(shop, admin, `/admin/${admin.userId}/assistance`, 1280);
    await back.getByRole('combobox', { name: 'Public' }).selectOption('ACHETEUR');
    await back.getByRole('button', { name: 'Filtrer' }).click();
    await back.getByRole('link', { name: TITLE }).click();
    await back.getByRole('log').getByText(QUESTION).waitFor();
    await back.getByLabel('Réponse de l’équipe').fill(ANSWER);
    await back.getByRole('button', { name: 'Envoyer' }).click();
    await back.getByText(TEAM_REPLY_SENT).first().waitFor();
    await back.getByRole('button', { name: 'Marquer comme résolue' }).click();
    await back.getByRole('button', { name: 'Rouvrir' }).waitFor();
    await back.context().close();

    // The buyer's conversation, never reloaded, shows the answer and the status.
    await page.getByRole('log').getByText(ANSWER).waitFor({ timeout: 15_000 });
    await page.getByText('Résolu', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => 'sansRechargement' in window)).toBe(true);

    // With no open ticket left, 'Chat en direct' starts a new conversation from one message.
    await page.getByRole('link', { name: '← Centre d’aide' }).click();
    await page.getByRole('link', { name: 'Chat en direct' }).click();
    await page.getByLabel('Votre message à l’équipe').fill(CHAT);
    await page.getByRole('button', { name: 'Démarrer le chat' }).click();
    await page.getByText(LIVE_CHAT_STARTED).waitFor();
    await page.getByRole('heading', { name: LIVE_CHAT_TITLE }).waitFor();
    await page.getByRole('log').getByText(CHAT).waitFor();
    await page.context().close();
  });

  it('gives a seller the sellers’ help centre in her settings, and its guides as pages', async () => {
    const awa = await loginThroughApi(shop, 'awa@baobab.example', DEMO_PASSWORDS.VENDEUR);
    const page = await signedInPage(
      shop,
      awa,
      `/vendeur-dashboard/${awa.TenantId}/settings/help-center`,
    );
    await page.getByRole('heading', { name: 'Centre d’aide et assistance', level: 2 }).waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Comment ajouter un produit/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Comment suivre ma commande/ }).count()).toBe(0);
    // The demo's resolved ticket, answered by the team.
    await page.getByRole('link', { name: 'Changer mon numéro de versement' }).click();
    await page
      .getByRole('log')
      .getByText(/^Bonjour Awa/)
      .waitFor();
    await page.getByRole('link', { name: '← Centre d’aide' }).click();
    await page.getByRole('link', { name: 'Régler vos frais de livraison' }).click();
    await page.getByRole('heading', { name: 'Régler vos frais de livraison', level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
