import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readMail } from '../../../tests/support/mail-reader.ts';
import { startSmtpInbox, type SmtpInbox } from '../../../tests/support/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { nextIp } from '../../../tests/support/client-ip.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import * as forgottenPage from '../../../app/routes/mot-de-passe-oublie.tsx';
import * as resetPage from '../../../app/routes/reinitialiser-mot-de-passe.tsx';

// « Mot de passe oublié ? » against a real PostgreSQL and a real SMTP server listening locally.

const REQUESTED = {
  message:
    'Si un compte existe pour cette adresse, un e-mail avec un lien de réinitialisation vient de lui être envoyé.',
};
const CHANGED = { message: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.' };
const INVALID_LINK = {
  error: { code: 'VALIDATION', message: 'Ce lien de réinitialisation est invalide ou a expiré.' },
};

let smtp: SmtpInbox;
let testApp: TestApp;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  testApp = await createTestApp({
    template: 'empty',
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://boutique.exemple.tg' },
  });
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

function post(url: string, body: object, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'x-forwarded-for': nextIp(), ...headers },
  });
}

const requestReset = (email: string, headers?: Record<string, string>) =>
  post('/api/users/mot-de-passe-oublie', { email }, headers);
const resetPassword = (token: string, password: string) =>
  post('/api/users/reinitialiser-mot-de-passe', { token, password });
const login = (email: string, password: string) => post('/api/users/login', { email, password });

let accountsCreated = 0;
/** A fresh buyer, so the per-account link cap never carries over from one test to another. */
async function newAccount(password = 'ancien-mot-de-passe') {
  const n = ++accountsCreated;
  const email = `ama.reset${n}@exemple.tg`;
  const response = await post('/api/users/register', {
    userName: 'Ama Kpodar',
    pays: 'Togo',
    ville: 'Lomé',
    telephone: `+228 90 00 10 ${String(n).padStart(2, '0')}`,
    email,
    typeCompte: 'ACHETEUR',
    password,
  });
  expect(response.statusCode).toBe(201);
  return { email, password, id: response.json<{ userId: number }>().userId };
}

/** The reset links' messages to `email` (sign-up also mails a welcome, not counted here). */
const mailsTo = (email: string) =>
  smtp.mails.filter(
    (mail) =>
      mail.recipients.includes(email) &&
      readMail(mail.raw).subject.startsWith('Réinitialisation de votre mot de passe'),
  );

/** Waits for the n-th message to `email` (sent after the answer) and returns its link. */
async function linkFromMail(email: string, n = 1): Promise<URL> {
  const mail = await vi.waitFor(
    () => {
      const mail = mailsTo(email)[n - 1];
      if (!mail) throw new Error(`pas encore de message n° ${n} pour ${email}`);
      return mail;
    },
    { timeout: 5000, interval: 20 },
  );
  const { text } = readMail(mail.raw);
  const link = /https?:\/\/\S+\/reinitialiser-mot-de-passe\?jeton=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`aucun lien dans le message :\n${mail.raw}`);
  return new URL(link);
}

const tokenOf = (link: URL) => link.searchParams.get('jeton') ?? '';

async function tokensOf(accountId: number) {
  const { rows } = await testApp.database.pool.query<{
    token_hash: string;
    used_at: Date | null;
    expires_at: Date;
    created_at: Date;
  }>(
    'SELECT token_hash, used_at, expires_at, created_at FROM password_reset_tokens WHERE account_id = $1 ORDER BY id',
    [accountId],
  );
  return rows;
}

describe('POST /api/users/mot-de-passe-oublie', () => {
  it('answers the same for an unknown e-mail and a known one; only the known one gets a link', async () => {
    const account = await newAccount();
    const unknown = await requestReset('personne@exemple.tg');
    // A forged Host header must not change where the link points (PUBLIC_URL decides).
    const known = await requestReset(account.email.toUpperCase(), {
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'pirate.example',
    });
    for (const response of [unknown, known]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual(REQUESTED);
    }

    const link = await linkFromMail(account.email);
    expect(link.origin).toBe('https://boutique.exemple.tg');
    expect(link.pathname).toBe('/reinitialiser-mot-de-passe');
    expect(tokenOf(link)).toMatch(/^[\w-]{43}$/);
    expect(smtp.mails.filter((mail) => mail.recipients.includes('personne@exemple.tg'))).toEqual(
      [],
    );
    expect(mailsTo(account.email)[0]!.raw).toMatch(/Subject: =\?UTF-8\?Q\?R=C3=A9initialisation/i);

    // Only the SHA-256 of the token is stored, valid 30 minutes.
    const [stored] = await tokensOf(account.id);
    expect(stored!.token_hash).toBe(createHash('sha256').update(tokenOf(link)).digest('hex'));
    expect(stored!.used_at).toBeNull();
    const validity = stored!.expires_at.getTime() - stored!.created_at.getTime();
    expect(validity).toBeGreaterThan(29 * 60_000);
    expect(validity).toBeLessThanOrEqual(30 * 60_000 + 1000);
  });

  it.each([
    ['ama.exemple.tg', 'L’adresse e-mail doit être valide.'],
    ['', 'L’adresse e-mail est requise.'],
  ])('refuses « %s » with « %s »', async (email, message) => {
    const response = await requestReset(email);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION', message, details: [{ field: 'email', message }] },
    });
  });

  it('limits requests per IP address (429 in French)', async () => {
    const ip = '10.9.9.9';
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await requestReset('personne@exemple.tg', { 'x-forwarded-for': ip });
      expect(response.statusCode).toBe(202);
    }
    const refused = await requestReset('personne@exemple.tg', { 'x-forwarded-for': ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: 'TOO_MANY_REQUESTS',
        message: 'Trop de demandes de réinitialisation. Réessayez dans quelques minutes.',
      },
    });
  });

  it('sends at most 3 links per account per quarter of an hour, whatever the IP', async () => {
    const account = await newAccount();
    for (let n = 1; n <= 3; n++) {
      expect((await requestReset(account.email)).statusCode).toBe(202);
      await linkFromMail(account.email, n);
    }
    const fourth = await requestReset(account.email);
    expect(fourth.statusCode).toBe(202);
    expect(fourth.json()).toEqual(REQUESTED);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(account.email)).toHaveLength(3);
    expect(await tokensOf(account.id)).toHaveLength(3);
  });
});

describe('session cookie behind an https public URL', () => {
  it('is Secure, so it never travels in clear', async () => {
    const account = await newAccount();
    const response = await login(account.email, account.password);
    expect(String(response.headers['set-cookie'])).toMatch(/^baobab_session=.*; Secure/);
  });
});

describe('POST /api/users/reinitialiser-mot-de-passe', () => {
  it('sets the new password once: the old one stops working, the link cannot be reused', async () => {
    const account = await newAccount();
    await requestReset(account.email);
    const token = tokenOf(await linkFromMail(account.email));

    const response = await resetPassword(token, 'nouveau-mot-de-passe');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(CHANGED);

    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, 'nouveau-mot-de-passe')).statusCode).toBe(200);

    const again = await resetPassword(token, 'encore-un-autre-mot');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_LINK);
    expect((await login(account.email, 'nouveau-mot-de-passe')).statusCode).toBe(200);
  });

  it('ends every session opened before the reset, at once', async () => {
    const account = await newAccount();
    const before = (await login(account.email, account.password)).json<{ token: string }>().token;
    const checkAuth = (token: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/api/users/check-auth',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await checkAuth(before)).statusCode).toBe(200);

    await requestReset(account.email);
    const reset = await resetPassword(
      tokenOf(await linkFromMail(account.email)),
      'tout-nouveau-mdp',
    );
    expect(reset.statusCode).toBe(200);

    expect((await checkAuth(before)).statusCode).toBe(401);
    const after = (await login(account.email, 'tout-nouveau-mdp')).json<{ token: string }>().token;
    expect((await checkAuth(after)).statusCode).toBe(200);
  });

  it('retires the other pending links of the account', async () => {
    const account = await newAccount();
    await requestReset(account.email);
    const first = tokenOf(await linkFromMail(account.email, 1));
    await requestReset(account.email);
    const second = tokenOf(await linkFromMail(account.email, 2));

    expect((await resetPassword(second, 'nouveau-mot-de-passe')).statusCode).toBe(200);
    const stale = await resetPassword(first, 'encore-un-autre-mot');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual(INVALID_LINK);
    expect((await tokensOf(account.id)).every((row) => row.used_at !== null)).toBe(true);
  });

  it('refuses an expired link and keeps the old password', async () => {
    const account = await newAccount();
    await requestReset(account.email);
    const token = tokenOf(await linkFromMail(account.email));
    await testApp.database.pool.query(
      "UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE account_id = $1",
      [account.id],
    );

    const response = await resetPassword(token, 'nouveau-mot-de-passe');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_LINK);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['an empty token', ''],
  ])('refuses %s', async (_, token) => {
    const response = await resetPassword(token, 'nouveau-mot-de-passe');
    expect(response.statusCode).toBe(400);
    // The empty one fails the schema, which also names the field in details.
    expect(response.json()).toMatchObject(INVALID_LINK);
  });

  it('refuses a weak password in French and leaves the link usable', async () => {
    const account = await newAccount();
    await requestReset(account.email);
    const token = tokenOf(await linkFromMail(account.email));

    const weak = await resetPassword(token, 'court');
    expect(weak.statusCode).toBe(400);
    const message = 'Le mot de passe doit contenir au moins 8 caractères.';
    expect(weak.json()).toEqual({
      error: { code: 'VALIDATION', message, details: [{ field: 'password', message }] },
    });
    expect((await login(account.email, account.password)).statusCode).toBe(200);
    expect((await resetPassword(token, 'assez-long-cette-fois')).statusCode).toBe(200);
  });
});

describe('the pages « Mot de passe oublié » and « Nouveau mot de passe » (the same operations)', () => {
  /** What a page's action answered: its data and status. */
  function answered(answer: unknown) {
    const init = (answer as { init?: ResponseInit }).init;
    return { status: init?.status ?? 200, data: (answer as { data?: unknown }).data ?? answer };
  }
  const askOnPage = async (email: string, clientIp: string) =>
    answered(
      await callPageRoute(testApp, forgottenPage.action, '/mot-de-passe-oublie', undefined, {
        form: { email },
        clientIp,
      }),
    );
  const resetOnPage = async (token: string, password: string, clientIp = nextIp()) =>
    answered(
      await callPageRoute(testApp, resetPage.action, '/reinitialiser-mot-de-passe', undefined, {
        form: { token, password, confirmPassword: password },
        clientIp,
      }),
    );

  it('shares the limit per address with the API: past it, the page says so beside the field and mails nobody', async () => {
    const ip = '10.9.9.10';
    const account = await newAccount();
    for (let attempt = 0; attempt < 4; attempt++) {
      expect(
        (await requestReset('personne@exemple.tg', { 'x-forwarded-for': ip })).statusCode,
      ).toBe(202);
    }
    expect(await askOnPage('pas-une-adresse', ip)).toEqual({
      status: 400,
      data: { sent: false, error: 'L’adresse e-mail doit être valide.', email: 'pas-une-adresse' },
    });
    expect(await askOnPage(account.email, ip)).toEqual({
      status: 429,
      data: {
        sent: false,
        error: 'Trop de demandes de réinitialisation. Réessayez dans quelques minutes.',
        email: account.email,
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(account.email)).toHaveLength(0);
    expect(await askOnPage(account.email, nextIp())).toEqual({ status: 200, data: { sent: true } });
    await linkFromMail(account.email);
  });

  it('sets the new password from the mailed link once; the link used, it says so in place of the form', async () => {
    const account = await newAccount();
    expect(await askOnPage(account.email, nextIp())).toMatchObject({ data: { sent: true } });
    const token = tokenOf(await linkFromMail(account.email));
    expect(await resetOnPage(token, 'nouveau-mot-de-passe')).toEqual({
      status: 200,
      data: { done: true },
    });
    expect((await login(account.email, 'nouveau-mot-de-passe')).statusCode).toBe(200);
    expect(await resetOnPage(token, 'encore-un-autre-mot')).toEqual({
      status: 400,
      data: { done: false, errors: { token: INVALID_LINK.error.message } },
    });
  });
});
