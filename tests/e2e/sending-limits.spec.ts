import { describe, expect, it } from 'vitest';
import { TOO_MANY_CONTACT_MESSAGES } from '#common/contact.ts';
import { TEAM_MESSAGES } from '#common/shop-team.ts';
import { TOO_MANY_TICKETS } from '#common/support.ts';
import { DEMO_PASSWORDS } from '../../demo/demo-accounts.ts';
import { hydrated } from '../support/hydration.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import {
  callApi,
  loginThroughApi,
  newAccountThroughApi,
  newPhonePage,
  signedInPage,
} from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// Issue 45, 1.6, on the pages: the contact form, a help-centre ticket and a team invitation are
// limited as the API is, on the same budgets (PostgreSQL), and the refusal is said in French
// beside the form, the text typed kept.

describe('limits on what writes to people, shown beside the form', () => {
  it('the contact page acknowledges a few messages an hour to one address', async () => {
    const page = await newPhonePage(shop);
    await page.goto(`${shop.app.baseUrl}/contact`);
    await hydrated(page.getByRole('heading', { name: 'Contactez-nous', level: 1 }));
    const form = page.getByRole('form', { name: 'Formulaire de contact' });
    const message = form.getByRole('textbox', { name: 'Message' });
    const send = async (n: number) => {
      await form.getByRole('textbox', { name: 'Nom' }).fill(`Kossi ${n}`);
      await form.getByRole('textbox', { name: 'E-mail' }).fill('kossi.limite@exemple.tg');
      await message.fill(`Question ${n} : livrez-vous à Kara ?`);
      await form.getByRole('button', { name: 'Envoyer' }).click();
    };
    for (let n = 1; n <= 3; n++) {
      await send(n);
      // Sent: the form starts empty again.
      await expect.poll(() => message.inputValue()).toBe('');
    }
    await send(4);
    await page.getByRole('alert').filter({ hasText: TOO_MANY_CONTACT_MESSAGES }).waitFor();
    expect(await message.inputValue()).toBe('Question 4 : livrez-vous à Kara ?');
  });

  it('a buyer’s help centre takes a few tickets an hour, the API’s and the page’s together', async () => {
    const buyer = await newAccountThroughApi(shop, 'ACHETEUR', 'Akossiwa Limite');
    for (let n = 1; n <= 4; n++) {
      const { status } = await callApi(shop, '/api/support/tickets', {
        method: 'POST',
        token: buyer.token,
        body: JSON.stringify({ title: `Demande ${n}`, message: 'Où en est mon colis ?' }),
      });
      expect(status).toBe(201);
    }
    const page = await signedInPage(shop, buyer, `/acheteur-dashboard/${buyer.TenantId}/aide`);
    const form = page.getByRole('form', { name: 'Formulaire de contact' });
    const send = async (title: string) => {
      await form.getByRole('textbox', { name: 'Sujet' }).fill(title);
      await form.getByRole('textbox', { name: 'Message' }).fill('Toujours pas de nouvelles.');
      await form.getByRole('button', { name: 'Envoyer' }).click();
    };
    await send('Demande 5');
    await page.getByRole('link', { name: 'Demande 5' }).waitFor();
    await send('Demande 6');
    await form.getByRole('alert').filter({ hasText: TOO_MANY_TICKETS }).waitFor();
    expect(await form.getByRole('textbox', { name: 'Sujet' }).inputValue()).toBe('Demande 6');
    expect(await page.getByRole('link', { name: 'Demande 6' }).count()).toBe(0);
  });

  it('a shop’s Admin sends a limited number of invitations an hour', async () => {
    const awa = await loginThroughApi(shop, 'awa@baobab.example', DEMO_PASSWORDS.VENDEUR);
    for (let n = 1; n <= 10; n++) {
      const { status } = await callApi(shop, '/api/vendeur/parametres/equipe', {
        method: 'POST',
        token: awa.token,
        body: JSON.stringify({ fullName: `Invitée ${n}`, email: `invitee${n}@exemple.tg` }),
      });
      expect(status).toBe(201);
    }
    const owner = await signedInPage(
      shop,
      awa,
      `/vendeur-dashboard/${awa.TenantId}/settings/user-roles`,
    );
    await owner.getByRole('button', { name: 'Ajouter un utilisateur' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Ajouter un utilisateur' });
    await dialog.getByRole('textbox', { name: 'Nom complet' }).fill('Invitée 11');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('invitee11@exemple.tg');
    await dialog.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    await dialog.getByRole('alert').filter({ hasText: TEAM_MESSAGES.tooManyInvitations }).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(
      'invitee11@exemple.tg',
    );
  });
});
