import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { operationForm } from '../../../app/features/operation-form.ts';
import * as invitationPage from '../../../app/routes/invitation-equipe.tsx';
import * as teamPage from '../../../app/routes/dashboards/seller-settings-user-roles.tsx';
import { PASSWORDS_DIFFER_MESSAGE } from '#common/accounts.ts';
import { EMAIL_INVALID_MESSAGE } from '#common/newsletter-outcomes.ts';
import type { Order } from '#common/orders.ts';
import { TEAM_MESSAGES } from '#common/shop-team.ts';
import type { SellerProduct } from '#common/seller-products.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { DEMO_TEAM_PASSWORD } from '../../../demo/demo-team.ts';
import { readMail } from '../../../tests/support/mail-reader.ts';
import { pageOutcome } from '../../../tests/support/page-outcome.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { startSmtpInbox, type SmtpInbox } from '../../../tests/support/smtp-inbox.ts';
import {
  teamApiCall,
  teamApiLogin,
  teamView,
  type ApiMethod,
} from '../../../tests/support/team-api.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// Issue 19's shop teams through the API: the demo boutique of Awa (owner, Admin) has Sena
// (Vendeur) and Yawa (Client). Every seller write checks the caller's role in the team, the
// invitation's link works once and not after it expires, a removed member loses access with
// their next request, the owner stays Admin, and the histories name who acted.

let testApp: TestApp;
let smtp: SmtpInbox;
const tokens: Record<string, string> = {};

const call = (method: ApiMethod, url: string, token?: string, payload?: unknown) =>
  teamApiCall(testApp, method, url, token, payload);
const login = (email: string, password: string) => teamApiLogin(testApp, email, password);
const team = (token: string) => teamView(testApp, token);

/** The invitation link of the latest message to `email`, read from the SMTP inbox. */
async function invitationToken(email: string): Promise<string> {
  const mail = await vi.waitFor(() => {
    const found = smtp.mails.filter((candidate) => candidate.recipients.includes(email)).at(-1);
    if (!found) throw new Error(`pas encore d’invitation pour ${email}`);
    return found;
  });
  const token = /\/invitation-equipe\/([\w-]+)/.exec(readMail(mail.raw).text)?.[1];
  if (!token) throw new Error('invitation sans lien');
  return token;
}

async function invite(email: string, role: string, fullName = 'Membre Invité') {
  const response = await call('POST', '/api/vendeur/parametres/equipe', tokens.awa, {
    fullName,
    email,
    role,
  });
  expect(response.statusCode, response.body).toBe(201);
  return invitationToken(email);
}

beforeAll(async () => {
  smtp = await startSmtpInbox();
  testApp = await createTestApp({
    template: 'demo',
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://boutique.exemple.tg' },
  });
  tokens.awa = await login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR);
  tokens.sena = await login('sena@baobab.example', DEMO_TEAM_PASSWORD);
  tokens.yawa = await login('yawa@baobab.example', DEMO_TEAM_PASSWORD);
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

/** The store settings as read, in the shape the panel saves them (no pause date). */
function savedSettings(view: { settings: Record<string, unknown> }) {
  return Object.fromEntries(Object.entries(view.settings).filter(([key]) => key !== 'pausedAt'));
}

async function firstProduct(token: string): Promise<SellerProduct> {
  const response = await call('GET', '/api/produits/ma-boutique', token);
  expect(response.statusCode).toBe(200);
  const [product] = response.json<SellerProduct[]>();
  if (!product) throw new Error('boutique sans produit');
  return product;
}

describe('roles in the team', () => {
  it('lets every member read the boutique, the demo team included', async () => {
    const view = await team(tokens.yawa!);
    expect(view.myRole).toBe('Client');
    expect(view.members.map((member) => [member.email, member.role, member.owner])).toEqual([
      ['awa@baobab.example', 'Admin', true],
      ['sena@baobab.example', 'Vendeur', false],
      ['yawa@baobab.example', 'Client', false],
    ]);
    expect((await call('GET', '/api/commandes/boutique', tokens.yawa)).statusCode).toBe(200);
    expect((await call('GET', '/api/produits/ma-boutique', tokens.yawa)).statusCode).toBe(200);
  });

  it('refuses every seller write to a Client, and settings and team writes to a Vendeur', async () => {
    const teamRoutes = testApp.app.guardedRoutes.filter((route) => route.team);
    const writes = teamRoutes.filter((route) => route.team !== 'voir');
    expect(writes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'PUT /api/produits/:id',
        'PATCH /api/produits/:id/stock',
        'POST /api/upload_images',
        'PATCH /api/commandes/:id/statut',
        'PUT /api/vendeur/parametres/boutique',
        'PUT /api/vendeur/parametres/livraison',
        'PUT /api/vendeur/parametres/paiement/:boutiqueId',
        'POST /api/vendeur/parametres/equipe',
        'DELETE /api/vendeur/parametres/equipe/:id',
      ]),
    );
    for (const route of writes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      const asClient = await call(route.method as ApiMethod, url, tokens.yawa, {});
      expect(asClient.statusCode, `Client ${route.method} ${route.url}`).toBe(403);
      if (route.team === 'gerer') {
        const asSeller = await call(route.method as ApiMethod, url, tokens.sena, {});
        expect(asSeller.statusCode, `Vendeur ${route.method} ${route.url}`).toBe(403);
      }
    }
  });

  it('refuses a price change to a Client (403), and lets a Vendeur change a stock', async () => {
    const product = await firstProduct(tokens.awa!);
    const priceChange = await call('PUT', `/api/produits/${product.id}`, tokens.yawa, {
      categorieId: 1,
      product: { name: product.product.name, description: product.product.description },
      images: [],
      boutiqueProduct: { price: product.price + 100, stockDisponible: product.stockDisponible },
    });
    expect(priceChange.statusCode).toBe(403);
    expect(priceChange.json<{ error: { message: string } }>().error.message).toMatch(/rôle/);
    expect((await firstProduct(tokens.awa!)).price).toBe(product.price);

    const stock = await call('PATCH', `/api/produits/${product.id}/stock`, tokens.sena, {
      stockDisponible: product.stockDisponible + 7,
    });
    expect(stock.statusCode, stock.body).toBe(200);
    expect((await firstProduct(tokens.awa!)).stockDisponible).toBe(product.stockDisponible + 7);

    const settings = await call('GET', '/api/vendeur/parametres/boutique', tokens.sena);
    expect(settings.statusCode).toBe(200);
    const refused = await call(
      'PUT',
      '/api/vendeur/parametres/boutique',
      tokens.sena,
      savedSettings(settings.json()),
    );
    expect(refused.statusCode).toBe(403);
  });

  it('lets an Admin member change the settings and the team, the history naming them', async () => {
    const token = await invite('admin.membre@exemple.tg', 'Admin', 'Kodjo Admin');
    const accepted = await call('POST', '/api/equipe/invitations/accepter', undefined, {
      token,
      password: 'Motdepasse-Admin-1',
      confirmPassword: 'Motdepasse-Admin-1',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const admin = await login('admin.membre@exemple.tg', 'Motdepasse-Admin-1');

    const settings = await call('GET', '/api/vendeur/parametres/boutique', admin);
    const save = await call('PUT', '/api/vendeur/parametres/boutique', admin, {
      ...savedSettings(settings.json()),
      description: 'Beurre de karité et savons, par toute l’équipe.',
    });
    expect(save.statusCode, save.body).toBe(200);
    const history = (await call('GET', '/api/vendeur/parametres/boutique', tokens.awa)).json<{
      history: { actorName: string }[];
    }>().history;
    expect(history[0]?.actorName).toBe('Kodjo Admin');

    const yawa = (await team(admin)).members.find((member) => member.email.startsWith('yawa'));
    const promote = await call('PUT', `/api/vendeur/parametres/equipe/${yawa!.id}`, admin, {
      role: 'Vendeur',
    });
    expect(promote.statusCode).toBe(200);
    const view = await team(tokens.awa!);
    expect(view.members.find((member) => member.id === yawa!.id)?.role).toBe('Vendeur');
    expect(view.history[0]).toMatchObject({
      actorName: 'Kodjo Admin',
      changes: [{ label: 'Rôle de Yawa Amouzou', from: 'Client', to: 'Vendeur' }],
    });
    // Back as the demo has it, for the other tests.
    await call('PUT', `/api/vendeur/parametres/equipe/${yawa!.id}`, admin, { role: 'Client' });
  });

  it('names the member who moved an order in its history; a Client cannot move one', async () => {
    const { orders } = (await call('GET', '/api/commandes/boutique', tokens.sena)).json<{
      orders: Order[];
    }>();
    const waiting = orders.find((order) => order.status === 'En attente');
    if (!waiting) throw new Error('aucune commande en attente');
    const moved = await call('PATCH', `/api/commandes/${waiting.id}/statut`, tokens.sena, {
      statut: 'Annulé',
      motif: 'Le client a annulé par téléphone.',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const seen = (await call('GET', `/api/commandes/${waiting.id}`, tokens.awa)).json<Order>();
    expect(seen.history.find((event) => event.to === 'Annulé')).toMatchObject({
      actor: 'Vendeur',
      by: 'Sena Adjovi',
    });

    const refused = await call('PATCH', `/api/commandes/${waiting.id}/statut`, tokens.yawa, {
      statut: 'Livré',
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('invitations', () => {
  it('creates the account of a new member, who then signs in; the link works once', async () => {
    const email = 'nouveau.membre@exemple.tg';
    const token = await invite(email, 'Vendeur', 'Afi Nouvelle');
    const preview = await call('GET', `/api/equipe/invitations/${token}`);
    expect(preview.json()).toMatchObject({ email, role: 'Vendeur', hasAccount: false });
    const differ = await call('POST', '/api/equipe/invitations/accepter', undefined, {
      token,
      password: 'Motdepasse-Afi-1',
      confirmPassword: 'Autre-chose-1',
    });
    expect(differ.statusCode).toBe(400);
    const accept = () =>
      call('POST', '/api/equipe/invitations/accepter', undefined, {
        token,
        password: 'Motdepasse-Afi-1',
        confirmPassword: 'Motdepasse-Afi-1',
      });
    expect((await accept()).statusCode).toBe(200);
    const again = await accept();
    expect(again.statusCode).toBe(400);
    expect(again.json<{ error: { message: string } }>().error.message).toMatch(/déjà été utilisée/);

    const member = await login(email, 'Motdepasse-Afi-1');
    expect((await team(member)).myRole).toBe('Vendeur');
    const check = await call('GET', '/api/users/check-auth', member);
    expect(check.statusCode).toBe(200);
  });

  it('lets an existing buyer account join with its own password', async () => {
    const token = await invite('kofi@baobab.example', 'Client', 'Kofi Agbeko');
    const preview = await call('GET', `/api/equipe/invitations/${token}`);
    expect(preview.json()).toMatchObject({ hasAccount: true });
    const wrong = await call('POST', '/api/equipe/invitations/accepter', undefined, {
      token,
      password: 'pas-le-bon',
    });
    expect(wrong.statusCode).toBe(400);
    const right = await call('POST', '/api/equipe/invitations/accepter', undefined, {
      token,
      password: DEMO_PASSWORDS.ACHETEUR,
    });
    expect(right.statusCode, right.body).toBe(200);
    const kofi = await login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR);
    expect((await team(kofi)).myRole).toBe('Client');
    // Still a buyer: its own orders stay its own.
    expect((await call('GET', '/api/commandes/mes-commandes', kofi)).statusCode).toBe(200);
  });

  it('refuses an expired link, and a seller already running a boutique', async () => {
    const email = 'en.retard@exemple.tg';
    const token = await invite(email, 'Client');
    await testApp.database.pool.query(
      `UPDATE boutique_members SET expires_at = now() - interval '1 minute' WHERE email = $1`,
      [email],
    );
    expect((await call('GET', `/api/equipe/invitations/${token}`)).statusCode).toBe(400);
    const late = await call('POST', '/api/equipe/invitations/accepter', undefined, {
      token,
      password: 'Motdepasse-Tard-1',
      confirmPassword: 'Motdepasse-Tard-1',
    });
    expect(late.statusCode).toBe(400);
    expect((await team(tokens.awa!)).members.find((m) => m.email === email)?.status).toBe(
      'Invitation expirée',
    );

    const seller = await call('POST', '/api/vendeur/parametres/equipe', tokens.awa, {
      fullName: 'Mariam Ouédraogo',
      email: 'mariam@baobab.example',
      role: 'Vendeur',
    });
    expect(seller.statusCode).toBe(409);
  });
});

describe('the owner and removals', () => {
  it('never removes nor demotes the owner', async () => {
    const owner = (await team(tokens.awa!)).members.find((member) => member.owner)!;
    const demote = await call('PUT', `/api/vendeur/parametres/equipe/${owner.id}`, tokens.awa, {
      role: 'Client',
    });
    expect(demote.statusCode).toBe(403);
    const remove = await call('DELETE', `/api/vendeur/parametres/equipe/${owner.id}`, tokens.awa);
    expect(remove.statusCode).toBe(403);
    expect((await team(tokens.awa!)).members.find((member) => member.owner)?.role).toBe('Admin');
  });

  it('ends a removed member’s access with their very next request', async () => {
    const sena = await login('sena@baobab.example', DEMO_TEAM_PASSWORD);
    expect((await call('GET', '/api/produits/ma-boutique', sena)).statusCode).toBe(200);
    const member = (await team(tokens.awa!)).members.find((m) => m.email.startsWith('sena'))!;
    const removed = await call('DELETE', `/api/vendeur/parametres/equipe/${member.id}`, tokens.awa);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', '/api/produits/ma-boutique', sena)).statusCode).toBe(403);
    const product = await firstProduct(tokens.awa!);
    const stock = await call('PATCH', `/api/produits/${product.id}/stock`, sena, {
      stockDisponible: 1,
    });
    expect(stock.statusCode).toBe(403);
    // Their own account stays: they can still sign in, as a buyer.
    expect((await call('GET', '/api/users/check-auth', sena)).statusCode).toBe(200);
  });
});

describe('the team panel and the invitation page', () => {
  it('run the same operations with the session cookie, refusing bad input beside its field', async () => {
    const { TenantId } = (await call('GET', '/api/users/check-auth', tokens.awa)).json<{
      TenantId: number;
    }>();
    const panel = (form: Record<string, string>) =>
      callPageRoute(
        testApp,
        teamPage.action,
        `/vendeur-dashboard/${TenantId}/settings/user-roles`,
        tokens.awa,
        { form },
      ).then(pageOutcome);
    const email = 'par.le.panneau@exemple.tg';
    const members = async () => (await team(tokens.awa!)).members.map((m) => [m.email, m.role]);
    const before = await members();

    const badEmail = await panel(
      operationForm('inviter', {
        input: { fullName: 'Ama Panneau', email: 'ama@', role: 'Vendeur' },
      }),
    );
    expect(badEmail).toMatchObject({ ok: false, fields: { email: EMAIL_INVALID_MESSAGE } });
    const badId = await panel(
      operationForm('role', { params: { id: 'x' }, input: { role: 'Admin' } }),
    );
    expect(badId).toMatchObject({ ok: false, fields: { id: TEAM_MESSAGES.memberNotFound } });
    expect(await members()).toEqual(before);

    const invited = await panel(
      operationForm('inviter', { input: { fullName: 'Ama Panneau', email, role: 'Client' } }),
    );
    expect(invited).toMatchObject({ ok: true, message: TEAM_MESSAGES.invited });
    const token = await invitationToken(email);
    const seat = (await team(tokens.awa!)).members.find((member) => member.email === email)!;
    const promoted = await panel(
      operationForm('role', { params: { id: seat.id }, input: { role: 'Vendeur' } }),
    );
    expect(promoted).toMatchObject({ ok: true, message: TEAM_MESSAGES.roleSaved });

    // The link's page: no session, the token is the proof.
    const accept = (input: Record<string, string>) =>
      callPageRoute(testApp, invitationPage.action, `/invitation-equipe/${token}`, undefined, {
        form: operationForm('accepter', { input: { token, ...input } }),
        params: { token },
      }).then(pageOutcome);
    const differ = await accept({ password: 'Motdepasse-Ama-1', confirmPassword: 'Autre-1' });
    expect(differ).toMatchObject({
      ok: false,
      fields: { confirmPassword: PASSWORDS_DIFFER_MESSAGE },
    });
    const accepted = await accept({
      password: 'Motdepasse-Ama-1',
      confirmPassword: 'Motdepasse-Ama-1',
    });
    expect(accepted).toMatchObject({ ok: true, message: TEAM_MESSAGES.accepted });
    const member = await login(email, 'Motdepasse-Ama-1');
    expect((await team(member)).myRole).toBe('Vendeur');

    const removed = await panel(operationForm('retirer', { params: { id: seat.id } }));
    expect(removed).toMatchObject({ ok: true, message: TEAM_MESSAGES.removed });
    expect(await members()).toEqual(before);
  });
});
