import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operationForm } from '../../../app/features/operation-form.ts';
import * as adminTicketsPage from '../../../app/routes/dashboards/admin-tickets.tsx';
import * as buyerHelpPage from '../../../app/routes/dashboards/buyer-help.tsx';
import type { RegistrationResponse } from '#common/session.ts';
import { frenchTypography } from '#common/typography.ts';
import {
  TEAM_REPLY_SENT,
  TICKET_NOT_FOUND,
  TICKET_SENT,
  TICKET_STATUS_MESSAGES,
  teamAnswerNotice,
  type AdminTicketPage,
  type TicketConversation,
  type TicketNews,
  type TicketSummary,
} from '#common/support.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { DEFAULT_NOTIFICATION_SETTINGS } from '#common/notification-preferences.ts';
import { readMail } from '../../../tests/support/mail-reader.ts';
import { orderHelpers } from '../../../tests/support/orders.ts';
import { pageOutcome } from '../../../tests/support/page-outcome.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { startSmtpInbox, type SmtpInbox } from '../../../tests/support/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// Support tickets (issue 19): a buyer or a seller writes to the team; only the author and the
// team see the ticket; the team's answer is told to the author in the dashboard and by e-mail;
// the team resolves a ticket and the author's answer reopens it.

let inbox: SmtpInbox;
let testApp: TestApp;
const { login, call, newAccount } = orderHelpers(() => testApp);

let admin: string;
let buyer: RegistrationResponse;
let otherBuyer: RegistrationResponse;
let seller: RegistrationResponse;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await createTestApp({ template: 'demo', env: { SMTP_URL: inbox.url } });
  admin = await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
  [buyer, otherBuyer, seller] = await Promise.all([
    newAccount('ACHETEUR', 'Afi Assistance'),
    newAccount('ACHETEUR', 'Komi Curieux'),
    newAccount('VENDEUR', 'Sena Vendeuse'),
  ]);
});
afterAll(async () => {
  await testApp?.close();
  await inbox?.close();
});
beforeEach(() => {
  inbox.mails.splice(0);
});

async function open(token: string, title: string, message = 'Bonjour, j’ai une question.') {
  const response = await call('POST', '/api/support/tickets', token, { title, message });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json<{ message: string }>().message).toBe(TICKET_SENT);
  return response.json<{ id: number }>().id;
}

const conversation = async (token: string, id: number) => {
  const response = await call('GET', `/api/support/tickets/${id}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TicketConversation>();
};
const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { message: string } }>().error.message;

describe('a ticket', () => {
  it('is opened by a buyer, in their list, with its first message', async () => {
    const id = await open(buyer.token, 'Colis abîmé', 'Le pot de karité est arrivé fendu.');
    const mine = (await call('GET', '/api/support/tickets', buyer.token)).json<TicketSummary[]>();
    expect(mine.map((ticket) => ticket.id)).toContain(id);
    const { ticket, messages } = await conversation(buyer.token, id);
    expect(ticket).toMatchObject({
      title: 'Colis abîmé',
      status: 'En cours',
      audience: 'ACHETEUR',
    });
    expect(messages).toEqual([
      expect.objectContaining({
        fromTeam: false,
        author: 'Afi Assistance',
        body: 'Le pot de karité est arrivé fendu.',
      }),
    ]);
  });

  it('is refused empty, with the form’s messages, and nothing is written', async () => {
    const before = (await call('GET', '/api/support/tickets', buyer.token)).json<TicketSummary[]>();
    const response = await call('POST', '/api/support/tickets', buyer.token, {
      title: ' ',
      message: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        details: expect.arrayContaining([
          { field: 'title', message: 'Le sujet est requis.' },
          { field: 'message', message: 'Le message est requis.' },
        ]),
      },
    });
    const after = (await call('GET', '/api/support/tickets', buyer.token)).json<TicketSummary[]>();
    expect(after).toHaveLength(before.length);
  });

  it('is seen only by its author and the team: anyone else gets 404 and cannot write in it', async () => {
    const id = await open(buyer.token, 'Question privée');
    for (const token of [otherBuyer.token, seller.token]) {
      for (const url of [`/api/support/tickets/${id}`, `/api/support/tickets/${id}/messages`]) {
        const response = await call('GET', url, token);
        expect(response.statusCode, url).toBe(404);
        expect(errorOf(response)).toBe(TICKET_NOT_FOUND);
      }
      const write = await call('POST', `/api/support/tickets/${id}/messages`, token, {
        message: 'Intrus',
      });
      expect(write.statusCode).toBe(404);
      const theirs = (await call('GET', '/api/support/tickets', token)).json<TicketSummary[]>();
      expect(theirs.map((ticket) => ticket.id)).not.toContain(id);
    }
    expect((await conversation(admin, id)).messages).toHaveLength(1);
    expect((await call('GET', `/api/support/tickets/${id}`)).statusCode).toBe(401);
  });

  it('is opened by sellers for the sellers’ side, and never by the team', async () => {
    const id = await open(seller.token, 'Versement en retard');
    expect((await conversation(seller.token, id)).ticket.audience).toBe('VENDEUR');
    const refused = await call('POST', '/api/support/tickets', admin, {
      title: 'Test',
      message: 'Test',
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the conversation', () => {
  it('takes the team’s answer, told to the author in the dashboard and by e-mail', async () => {
    const id = await open(buyer.token, 'Où est ma commande ?');
    const first = (await conversation(buyer.token, id)).messages[0]!;
    const answer = await call('POST', `/api/support/tickets/${id}/messages`, admin, {
      message: 'Votre colis part demain matin.',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json<{ message: string }>().message).toBe(TEAM_REPLY_SENT);

    const news = await call(
      'GET',
      `/api/support/tickets/${id}/messages?apres=${first.id}`,
      buyer.token,
    );
    expect(news.json<TicketNews>()).toEqual({
      status: 'En cours',
      messages: [
        expect.objectContaining({ fromTeam: true, body: 'Votre colis part demain matin.' }),
      ],
    });
    expect(news.json<TicketNews>().messages[0]!.author).toMatch(/^Équipe /);

    const account = await testApp.services.accounts.authenticate(buyer.token);
    const { notifications } = await testApp.services.notifications.page(account, 1);
    expect(notifications[0]).toMatchObject({
      message: teamAnswerNotice('Où est ma commande ?'),
      link: `aide?ticket=${id}`,
      read: false,
    });

    await expect.poll(() => inbox.mails.length).toBe(1);
    const mail = readMail(inbox.mails[0]!.raw);
    expect(inbox.mails[0]!.recipients).toEqual([buyer.Email]);
    expect(mail.subject).toContain(frenchTypography('Où est ma commande ?'));
    expect(mail.text).toContain('Votre colis part demain matin.');
    expect(mail.text).toContain(`/acheteur-dashboard/${buyer.TenantId}/aide?ticket=${id}`);
  });

  it('leaves the e-mail out for an author who turned support answers off, not the notice', async () => {
    const muted = await call('PUT', '/api/compte/preferences/notifications', otherBuyer.token, {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      support: false,
    });
    expect(muted.statusCode, muted.body).toBe(200);
    const id = await open(otherBuyer.token, 'Sans e-mail, merci');
    const answer = await call('POST', `/api/support/tickets/${id}/messages`, admin, {
      message: 'C’est noté.',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const account = await testApp.services.accounts.authenticate(otherBuyer.token);
    const { notifications } = await testApp.services.notifications.page(account, 1);
    expect(notifications[0]).toMatchObject({ message: teamAnswerNotice('Sans e-mail, merci') });
    expect(inbox.mails).toHaveLength(0);
  });

  it('appends the author’s answers, and tells nobody of them', async () => {
    const id = await open(buyer.token, 'Question de suivi');
    const response = await call('POST', `/api/support/tickets/${id}/messages`, buyer.token, {
      message: 'J’ajoute une précision.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ message: string }>().message).toBe(TICKET_SENT);
    const { messages, ticket } = await conversation(admin, id);
    expect(messages.map((message) => message.body)).toEqual([
      'Bonjour, j’ai une question.',
      'J’ajoute une précision.',
    ]);
    expect(ticket.lastFromTeam).toBe(false);
    expect(inbox.mails).toHaveLength(0);
  });

  it('is resolved by the team only, and reopened by the author’s answer', async () => {
    const id = await open(buyer.token, 'À résoudre');
    const refused = await call('PATCH', `/api/admin/tickets/${id}/statut`, buyer.token, {
      status: 'Résolu',
    });
    expect(refused.statusCode).toBe(403);
    const resolved = await call('PATCH', `/api/admin/tickets/${id}/statut`, admin, {
      status: 'Résolu',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((await conversation(buyer.token, id)).ticket.status).toBe('Résolu');
    await call('POST', `/api/support/tickets/${id}/messages`, buyer.token, {
      message: 'Finalement, non.',
    });
    expect((await conversation(buyer.token, id)).ticket.status).toBe('En cours');
    const unknown = await call('PATCH', '/api/admin/tickets/2147483647/statut', admin, {
      status: 'Résolu',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the team’s list', () => {
  it('is in the team’s bell while a ticket waits for its answer', async () => {
    const account = await testApp.services.accounts.authenticate(admin);
    const waiting = async () => {
      const items = await testApp.services.attention.forAccount(account);
      const item = items.find((each) => each.to === 'assistance?statut=En+cours');
      return item?.count ?? 0;
    };
    const before = await waiting();
    const id = await open(otherBuyer.token, 'Une question pour la cloche');
    expect(await waiting()).toBe(before + 1);
    await call('POST', `/api/support/tickets/${id}/messages`, admin, {
      message: 'Voici la réponse.',
    });
    expect(await waiting()).toBe(before);
  });

  it('filters by status, side and a search that ignores accents and case', async () => {
    const sellerTicket = await open(seller.token, 'Problème de facturation');
    // Afi has written five tickets this hour, the most an account may (issue 45): Komi writes it.
    const buyerTicket = await open(otherBuyer.token, 'Paiement Mobile Money refusé');
    await call('PATCH', `/api/admin/tickets/${buyerTicket}/statut`, admin, { status: 'Résolu' });
    const list = async (query: string) => {
      const response = await call('GET', `/api/admin/tickets${query}`, admin);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminTicketPage>().tickets.map((ticket) => ticket.id);
    };
    expect(await list('?public=VENDEUR')).toContain(sellerTicket);
    expect(await list('?public=VENDEUR')).not.toContain(buyerTicket);
    expect(await list('?statut=R%C3%A9solu')).toContain(buyerTicket);
    expect(await list('?statut=En%20cours')).not.toContain(buyerTicket);
    expect(await list('?q=FACTURATION')).toEqual([sellerTicket]);
    expect(await list('?q=probleme%20de%20factu')).toEqual([sellerTicket]);
    expect((await call('GET', '/api/admin/tickets', buyer.token)).statusCode).toBe(403);
  });
});

describe('the help centre’s screens', () => {
  it('open, answer and resolve a ticket through the same operations, with the session cookie', async () => {
    // A buyer of its own: the others' tickets count against their hourly limit.
    const buyer = await newAccount('ACHETEUR', 'Ama Guichet');
    const help = `/acheteur-dashboard/${buyer.TenantId}/aide`;
    const { TenantId: adminTenant } = (await call('GET', '/api/users/check-auth', admin)).json<{
      TenantId: number;
    }>();
    const desk = `/admin/${adminTenant}/assistance`;
    const asBuyer = (form: Record<string, string>) =>
      callPageRoute(testApp, buyerHelpPage.action, help, buyer.token, { form }).then(pageOutcome);
    const asTeam = (form: Record<string, string>) =>
      callPageRoute(testApp, adminTicketsPage.action, desk, admin, { form }).then(pageOutcome);
    const mine = async () =>
      (await call('GET', '/api/support/tickets', buyer.token)).json<TicketSummary[]>();
    const before = await mine();

    const empty = await asBuyer(
      operationForm('ouvrir-demande', { input: { title: ' ', message: '' } }),
    );
    expect(empty).toMatchObject({
      ok: false,
      fields: { title: 'Le sujet est requis.', message: 'Le message est requis.' },
    });
    expect(await mine()).toEqual(before);

    const opened = await asBuyer(
      operationForm('ouvrir-demande', {
        input: { title: 'Par la page', message: 'Mon colis est-il parti ?' },
      }),
    );
    expect(opened).toMatchObject({ ok: true, message: TICKET_SENT });
    const { id } = (opened as unknown as { output: { id: number } }).output;
    const params = { id: String(id) };
    expect((await mine()).map((ticket) => ticket.id)).toContain(id);

    const badStatus = await asTeam(operationForm('statut', { params, input: { status: 'Fermé' } }));
    expect(badStatus).toMatchObject({ ok: false, fields: { status: 'Statut inconnu.' } });
    const answered = await asTeam(
      operationForm('repondre', { params, input: { message: 'Il part demain.' } }),
    );
    expect(answered).toMatchObject({ ok: true, message: TEAM_REPLY_SENT });
    const resolved = await asTeam(operationForm('statut', { params, input: { status: 'Résolu' } }));
    expect(resolved).toMatchObject({ ok: true, message: TICKET_STATUS_MESSAGES.Résolu });
    // The author's own answer reopens it; another buyer's is refused as not theirs.
    const reopened = await asBuyer(
      operationForm('repondre', { params, input: { message: 'Merci !' } }),
    );
    expect(reopened).toMatchObject({ ok: true, message: TICKET_SENT });
    const intruder = await callPageRoute(
      testApp,
      buyerHelpPage.action,
      `/acheteur-dashboard/${otherBuyer.TenantId}/aide`,
      otherBuyer.token,
      { form: operationForm('repondre', { params, input: { message: 'Coucou' } }) },
    ).then(pageOutcome);
    expect(intruder).toMatchObject({ ok: false, message: TICKET_NOT_FOUND });
    const { ticket, messages } = await conversation(buyer.token, id);
    expect(ticket.status).toBe('En cours');
    expect(messages.map((message) => message.body)).toEqual([
      'Mon colis est-il parti ?',
      'Il part demain.',
      'Merci !',
    ]);
  });
});
