import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '#common/orders.ts';
import { nextIp } from '../../../tests/support/client-ip.ts';
import { readMail, type ReadMail } from '../../../tests/support/mail-reader.ts';
import { COD_TOGO, orderHelpers, type OfferRow } from '../../../tests/support/orders.ts';
import { startSmtpInbox, type SmtpInbox } from '../../../tests/support/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// Issue 45 § 3.5 and § 4.1 against a real PostgreSQL and a real local SMTP server: sign-up
// mails a welcome with the link that confirms the address, ordering does not wait for it, the
// profile says whether it is confirmed and sends the link again (within a limit), and the
// orders a guest placed under that address join the account once, and only once, it is
// confirmed.

let smtp: SmtpInbox;
let testApp: TestApp;
const { checkout, call, offers, setStock } = orderHelpers(() => testApp);
let offer: OfferRow;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  testApp = await createTestApp({
    template: 'demo',
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://boutique.exemple.tg' },
  });
  offer = (await offers())[0]!;
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

beforeEach(async () => {
  await setStock(offer.id, 50);
});

let registered = 0;
async function register(
  email: string,
  telephone = `+228 93 ${String(++registered).padStart(6, '0')}`,
) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: {
      userName: 'Adjoa Mensah',
      pays: 'Togo',
      ville: 'Lomé',
      telephone,
      email,
      typeCompte: 'ACHETEUR',
      password: 'Mot-de-passe-2026',
    },
    headers: { 'x-forwarded-for': nextIp() },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ token: string; userId: number }>();
}

function mailsTo(address: string): ReadMail[] {
  return smtp.mails
    .filter((mail) => mail.recipients.includes(address))
    .map((mail) => readMail(mail.raw));
}

/** The token of the latest confirming link mailed to `address`. */
function latestLinkTo(address: string): string {
  const links = mailsTo(address).flatMap((mail) => {
    const link = /https:\/\/boutique\.exemple\.tg\/confirmer-email\/([\w-]+)/.exec(mail.text);
    return link ? [link[1]!] : [];
  });
  const token = links.at(-1);
  if (!token) throw new Error(`aucun lien de confirmation pour ${address}`);
  return token;
}

const confirm = (token: string) =>
  call('POST', '/api/compte/email/confirmer', undefined, { token });
const profileOf = async (token: string) =>
  (await call('GET', '/api/compte/profil', token)).json<{ emailConfirmed: boolean }>();
const historyOf = async (token: string) =>
  (await call('GET', '/api/commandes/mes-commandes', token)).json<{ orders: Order[] }>().orders;
const sendAgain = (token: string) =>
  call('POST', '/api/compte/email/renvoyer-confirmation', token, {});

const line = () => ({ lines: [{ id: offer.id, quantity: 1 }] });

async function guestOrder(email: string | undefined, phone: string) {
  const response = await checkout({
    ...line(),
    ...COD_TOGO,
    guest: { name: 'Adjoa Mensah', phone, ...(email ? { email } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ orders: Order[] }>().orders[0]!;
}

describe('sign-up', () => {
  it('mails a welcome with the confirming link; ordering does not wait for it', async () => {
    const buyer = await register('bienvenue@exemple.tg');
    const [welcome, ...others] = mailsTo('bienvenue@exemple.tg');
    expect(others).toEqual([]);
    expect(welcome?.subject).toBe('Bienvenue sur Baobab\u00a0: confirmez votre adresse e-mail');
    expect(welcome?.text).toContain('Bonjour Adjoa Mensah,');
    expect(welcome?.text).toContain('Vous pouvez commander sans attendre.');
    const token = latestLinkTo('bienvenue@exemple.tg');
    expect(await profileOf(buyer.token)).toMatchObject({
      email: 'bienvenue@exemple.tg',
      emailConfirmed: false,
      pendingEmail: null,
    });

    // An unconfirmed buyer still buys.
    const ordered = await checkout({ ...line(), ...COD_TOGO }, { token: buyer.token });
    expect(ordered.statusCode, ordered.body).toBe(201);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      message: 'Votre adresse e-mail est confirmée, merci\u202f!',
    });
    expect(await profileOf(buyer.token)).toMatchObject({ emailConfirmed: true });
    // The link works once.
    expect((await confirm(token)).statusCode).toBe(400);
  });

  it('sends the link again on request, replacing the last one, a few times an hour at most', async () => {
    const buyer = await register('relance@exemple.tg');
    const first = latestLinkTo('relance@exemple.tg');
    const again = await sendAgain(buyer.token);
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json<{ message: string }>().message).toContain(
      'Un nouveau lien de confirmation a été envoyé à relance@exemple.tg.',
    );
    const second = latestLinkTo('relance@exemple.tg');
    expect(second).not.toBe(first);
    expect(mailsTo('relance@exemple.tg').at(-1)?.subject).toBe(
      'Confirmez votre adresse e-mail — Baobab',
    );
    expect((await confirm(first)).statusCode).toBe(400);

    expect((await sendAgain(buyer.token)).statusCode).toBe(202);
    expect((await sendAgain(buyer.token)).statusCode).toBe(202);
    const limited = await sendAgain(buyer.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ error: { message: string } }>().error.message).toBe(
      'Vous avez demandé plusieurs liens de confirmation\u00a0: réessayez dans une heure.',
    );
    expect(mailsTo('relance@exemple.tg')).toHaveLength(4);

    expect((await confirm(latestLinkTo('relance@exemple.tg'))).statusCode).toBe(200);
    const confirmedAlready = await sendAgain(buyer.token);
    expect(confirmedAlready.statusCode).toBe(409);
    expect(confirmedAlready.json<{ error: { message: string } }>().error.message).toBe(
      'Votre adresse e-mail est déjà confirmée.',
    );
    expect((await sendAgain('')).statusCode).toBe(401);
  });
});

describe('a guest’s orders and her new account', () => {
  it('join the account when its address is confirmed, not before', async () => {
    const placed = await guestOrder('invitee@exemple.tg', '+228 94 00 00 01');
    const otherGuest = await guestOrder('quelquun@exemple.tg', '+228 94 00 00 02');
    const noEmail = await guestOrder(undefined, '+228 94 00 00 01');

    const buyer = await register('invitee@exemple.tg', '+228 94 00 00 01');
    // Unconfirmed: the address may be someone else's, and so would be the orders.
    expect(await historyOf(buyer.token)).toEqual([]);
    expect((await call('GET', `/api/commandes/${placed.id}`, buyer.token)).statusCode).toBe(404);

    const confirmed = await confirm(latestLinkTo('invitee@exemple.tg'));
    expect(confirmed.json()).toEqual({
      message:
        'Votre adresse e-mail est confirmée, merci\u202f! Une commande passée sans compte avec cette adresse est maintenant dans votre historique.',
    });
    const history = await historyOf(buyer.token);
    expect(history.map((order) => order.id)).toEqual([placed.id]);
    expect(history.map((order) => order.id)).not.toContain(otherGuest.id);
    // Without an e-mail, nothing proves the order hers (phones are not confirmed yet).
    expect(history.map((order) => order.id)).not.toContain(noEmail.id);
    expect((await call('GET', `/api/commandes/${placed.id}`, buyer.token)).statusCode).toBe(200);
    const payments = await call('GET', '/api/paiements/historique', buyer.token);
    expect(payments.statusCode, payments.body).toBe(200);
    expect(JSON.stringify(payments.json())).toContain(placed.orderNumber);
  });

  it('an account that never confirms someone else’s address never sees her orders', async () => {
    await guestOrder('victime@exemple.tg', '+228 94 00 00 03');
    const intruder = await register('victime@exemple.tg');
    expect(await historyOf(intruder.token)).toEqual([]);
    // The link went to the address's owner, not to the intruder; asking again sends it there too.
    expect((await sendAgain(intruder.token)).statusCode).toBe(202);
    expect(await historyOf(intruder.token)).toEqual([]);
  });

  it('an e-mail change confirmed brings the new address’s guest orders too', async () => {
    const placed = await guestOrder('nouvelle@exemple.tg', '+228 94 00 00 04');
    const buyer = await register('ancienne@exemple.tg');
    const change = await call('POST', '/api/compte/email', buyer.token, {
      newEmail: 'nouvelle@exemple.tg',
      password: 'Mot-de-passe-2026',
    });
    expect(change.statusCode, change.body).toBe(202);
    expect(await historyOf(buyer.token)).toEqual([]);
    const confirmed = await confirm(latestLinkTo('nouvelle@exemple.tg'));
    expect(confirmed.json<{ message: string }>().message).toContain(
      'Une commande passée sans compte avec cette adresse est maintenant dans votre historique.',
    );
    expect((await historyOf(buyer.token)).map((order) => order.id)).toEqual([placed.id]);
    expect(await profileOf(buyer.token)).toMatchObject({ emailConfirmed: true });
  });
});
