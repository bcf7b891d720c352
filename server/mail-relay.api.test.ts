import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOO_MANY_REGISTRATIONS_MESSAGE } from '#common/accounts.ts';
import { TOO_MANY_CONTACT_MESSAGES } from '#common/contact.ts';
import { TEAM_MESSAGES } from '#common/shop-team.ts';
import { TOO_MANY_TICKET_MESSAGES, TOO_MANY_TICKETS } from '#common/support.ts';
import { DEMO_PASSWORDS } from '../demo/demo-accounts.ts';
import { nextIp } from '../tests/support/client-ip.ts';
import { readMail, type ReadMail } from '../tests/support/mail-reader.ts';
import { startSmtpInbox, type SmtpInbox } from '../tests/support/smtp-inbox.ts';
import { createSecondInstance, createTestApp, type TestApp } from '../tests/support/test-app.ts';

// Issue 45, 1.6: what sends mail or writes to the team is limited per account (or address
// written to) and per client address, in PostgreSQL so that every instance shares the budget;
// and no e-mail makes a link of what someone typed. The mails are read from a real SMTP server.

const PUBLIC_URL = 'https://boutique.exemple.tg';
const HOSTILE_NAME = 'http://evil.example';

let smtp: SmtpInbox;
let testApp: TestApp;
let second: TestApp;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  testApp = await createTestApp({
    template: 'demo',
    env: { SMTP_URL: smtp.url, CONTACT_EMAIL: 'contact@baobab.example', PUBLIC_URL },
  });
  second = await createSecondInstance(testApp);
});
afterAll(async () => {
  await second?.close();
  await testApp?.close();
  await smtp?.close();
});

type Method = 'GET' | 'POST';
function call(
  method: Method,
  url: string,
  options: { token?: string; ip?: string; payload?: object; app?: TestApp } = {},
) {
  return (options.app ?? testApp).app.inject({
    method,
    url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      'x-forwarded-for': options.ip ?? nextIp(),
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

async function login(email: string, password: string) {
  const response = await call('POST', '/api/users/login', { payload: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

let registered = 0;
const registration = () => {
  const n = ++registered;
  return {
    userName: `Akossiwa Limite ${n}`,
    pays: 'Togo',
    ville: 'Lomé',
    telephone: `+228 97 00 40 ${String(n).padStart(2, '0')}`,
    email: `limite${n}-${randomUUID().slice(0, 6)}@exemple.tg`,
    typeCompte: 'ACHETEUR',
    password: 'Mot-de-passe-2026',
  };
};

async function newBuyer(): Promise<string> {
  const response = await call('POST', '/api/users/register', { payload: registration() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ token: string }>().token;
}

/** The answers' status codes, the requests sent one after the other. */
async function statuses(count: number, send: (index: number) => Promise<{ statusCode: number }>) {
  const codes: number[] = [];
  for (let index = 0; index < count; index++) codes.push((await send(index)).statusCode);
  return codes;
}

const times = (count: number, code: number) => Array<number>(count).fill(code);

function expectRefusal(response: { statusCode: number; json(): unknown }, message: string) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ error: { code: 'TOO_MANY_REQUESTS', message } });
}

async function mailTo(address: string): Promise<ReadMail> {
  const found = await vi.waitFor(() => {
    const mail = smtp.mails.filter((each) => each.recipients.includes(address)).at(-1);
    if (!mail) throw new Error(`pas encore de message pour ${address}`);
    return mail;
  });
  return readMail(found.raw);
}

/** No web address typed that a mail client could turn into a link, in either part. */
function expectNoLinkFromTypedText(mail: ReadMail) {
  const hrefs = [...(mail.html ?? '').matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
  expect(hrefs.length).toBeGreaterThan(0);
  // The site's pages, and the sender's address (a tap writes to it: never a page).
  for (const href of hrefs)
    expect(href).toMatch(/^(https:\/\/boutique\.exemple\.tg(\/|$)|mailto:)/);
  const shown = (mail.html ?? '').replace(/^<!DOCTYPE[^>]*>/, '');
  for (const part of [mail.text, shown, mail.subject]) {
    expect(part).not.toContain('evil.example');
    expect(part).not.toContain('http://evil');
  }
  expect(mail.text).toContain('http[:]//evil[.]example');
}

describe('the contact form', () => {
  const message = (email: string, name = 'Kossi Agbéko') => ({
    name,
    email,
    message: 'Bonjour, livrez-vous à Kara ?',
  });

  it('acknowledges a few messages an hour to one address, whichever instance answers', async () => {
    const target = 'cible@exemple.tg';
    const codes = await statuses(4, (index) =>
      call('POST', '/api/contact', {
        payload: message(target),
        app: index % 2 === 0 ? testApp : second,
      }),
    );
    expect(codes).toEqual([...times(3, 201), 429]);
    const refused = await call('POST', '/api/contact', { payload: message(target), app: second });
    expectRefusal(refused, TOO_MANY_CONTACT_MESSAGES);
    await vi.waitFor(() =>
      expect(smtp.mails.filter((mail) => mail.recipients.includes(target))).toHaveLength(3),
    );
  });

  it('takes a few messages an hour from one client address', async () => {
    const ip = nextIp();
    const codes = await statuses(6, (index) =>
      call('POST', '/api/contact', { ip, payload: message(`ip${index}@exemple.tg`) }),
    );
    expect(codes).toEqual([...times(5, 201), 429]);
  });

  it('makes no link of a name typed as an address, to the sender or the team', async () => {
    const sender = 'lien@exemple.tg';
    const response = await call('POST', '/api/contact', { payload: message(sender, HOSTILE_NAME) });
    expect(response.statusCode).toBe(201);
    const acknowledgement = await mailTo(sender);
    expect(acknowledgement.text).toContain('Bonjour http[:]//evil[.]example,');
    expectNoLinkFromTypedText(acknowledgement);
    expectNoLinkFromTypedText(await mailTo('contact@baobab.example'));
  });
});

describe('team invitations', () => {
  const invite = (token: string, email: string, fullName = 'Membre Invité') =>
    call('POST', '/api/vendeur/parametres/equipe', {
      token,
      payload: { fullName, email, role: 'Client' },
    });

  it('are limited per account, and make no link of the name typed', async () => {
    const awa = await login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR);
    const first = await invite(awa, 'invite-lien@exemple.tg', HOSTILE_NAME);
    expect(first.statusCode, first.body).toBe(201);
    expectNoLinkFromTypedText(await mailTo('invite-lien@exemple.tg'));

    const codes = await statuses(10, (index) => invite(awa, `invite${index}@exemple.tg`));
    expect(codes).toEqual([...times(9, 201), 429]);
    expectRefusal(await invite(awa, 'encore@exemple.tg'), TEAM_MESSAGES.tooManyInvitations);
    expect(smtp.mails.some((mail) => mail.recipients.includes('invite9@exemple.tg'))).toBe(false);
  });
});

describe('registrations', () => {
  it('are limited per client address', async () => {
    const ip = nextIp();
    const codes = await statuses(11, () =>
      call('POST', '/api/users/register', { ip, payload: registration() }),
    );
    expect(codes).toEqual([...times(10, 201), 429]);
    expectRefusal(
      await call('POST', '/api/users/register', { ip, payload: registration() }),
      TOO_MANY_REGISTRATIONS_MESSAGE,
    );
    const elsewhere = await call('POST', '/api/users/register', { payload: registration() });
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe('help-centre tickets', () => {
  const open = (token: string, ip?: string) =>
    call('POST', '/api/support/tickets', {
      token,
      ip,
      payload: { title: 'Ma commande', message: 'Où en est mon colis ?' },
    });

  it('are limited per account', async () => {
    const buyer = await newBuyer();
    expect(await statuses(6, () => open(buyer))).toEqual([...times(5, 201), 429]);
    expectRefusal(await open(buyer), TOO_MANY_TICKETS);
  });

  it('are limited per client address, whichever the account', async () => {
    const ip = nextIp();
    const buyers: string[] = [];
    for (let index = 0; index < 5; index++) buyers.push(await newBuyer());
    const codes = await statuses(21, (index) => open(buyers[Math.floor(index / 5)]!, ip));
    expect(codes).toEqual([...times(20, 201), 429]);
  });

  it('take a limited number of messages an hour from their author, not from the team', async () => {
    const buyer = await newBuyer();
    const ticket = (await open(buyer)).json<{ id: number }>().id;
    const reply = (token: string) =>
      call('POST', `/api/support/tickets/${ticket}/messages`, {
        token,
        payload: { message: 'Toujours rien.' },
      });
    expect(await statuses(31, () => reply(buyer))).toEqual([...times(30, 201), 429]);
    expectRefusal(await reply(buyer), TOO_MANY_TICKET_MESSAGES);
    const admin = await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
    expect(await statuses(3, () => reply(admin))).toEqual(times(3, 201));
  });
});
