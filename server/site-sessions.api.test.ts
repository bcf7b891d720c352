import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DUPLICATE_EMAIL_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
  TOO_MANY_REGISTRATIONS_MESSAGE,
} from '#common/accounts.ts';
import {
  TWO_FACTOR_INVALID_MESSAGE,
  TWO_FACTOR_REQUIRED_MESSAGE,
} from '#common/account-security.ts';
import type { ActionFailure } from '../app/features/action-outcome.ts';
import * as root from '../app/root.tsx';
import * as loginPage from '../app/routes/connexion.tsx';
import * as logoutRoute from '../app/routes/deconnexion.ts';
import * as registrationPage from '../app/routes/inscription.tsx';
import type { Session } from '#common/session.ts';
import {
  FAILED_LOGINS_PER_IDENTIFIER,
  LOGIN_LIMIT_PER_IP,
  REGISTRATIONS_PER_IP,
} from '#modules/accounts/sign-in.service.ts';
import { DEMO_PASSWORDS } from '../demo/demo-accounts.ts';
import { Unauthenticated } from '#modules/errors.ts';
import { nextIp } from '../tests/support/client-ip.ts';
import { callPageRoute } from '../tests/support/page-route.ts';
import { createTestApp, type TestApp } from '../tests/support/test-app.ts';

// The site signs in, registers and signs out through its pages' own actions (decision 059), on
// the real services and database: the session cookie is the answer's credential, the limits are
// the API's (the same buckets: attempts on one path count on the other), and logout ends the
// session on the server.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
});
afterAll(async () => {
  await testApp?.close();
});

interface PageAnswer<T> {
  data: T;
  init: ResponseInit | null;
}
type SignInAnswer = PageAnswer<{ ok: true; session: Session } | ActionFailure>;

const headerOf = (answer: { init: ResponseInit | null }, name: string) =>
  new Headers(answer.init?.headers).get(name);

function postLogin(form: Record<string, string>, clientIp = nextIp()) {
  return callPageRoute(testApp, loginPage.action, '/connexion', undefined, {
    form,
    clientIp,
  }) as Promise<SignInAnswer>;
}

function postRegistration(form: Record<string, string>, clientIp = nextIp()) {
  return callPageRoute(testApp, registrationPage.action, '/inscription', undefined, {
    form,
    clientIp,
  }) as Promise<SignInAnswer>;
}

function apiLogin(body: Record<string, string>, clientIp = nextIp()) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: body,
    headers: { 'x-forwarded-for': clientIp },
  });
}

/** The session the answer signs in: its cookie's token, which must be the session's own. */
function signedInSession(answer: SignInAnswer): Session {
  expect(answer.data.ok, JSON.stringify(answer.data)).toBe(true);
  const { session } = answer.data as { session: Session };
  const cookie = headerOf(answer, 'set-cookie') ?? '';
  expect(cookie).toContain(`baobab_session=${session.token};`);
  expect(cookie).toMatch(/; HttpOnly/);
  expect(cookie).toMatch(/; SameSite=Lax/);
  expect(cookie).toMatch(/; Max-Age=\d+/);
  return session;
}

const failure = (answer: SignInAnswer) => answer.data as ActionFailure;

let registered = 0;
function newAccountForm(typeCompte: 'ACHETEUR' | 'VENDEUR', extra: Record<string, string> = {}) {
  const n = ++registered;
  return {
    userName: `Sena Cookie ${n}`,
    pays: 'Togo',
    ville: 'Lomé',
    telephone: `+228 90 00 58 ${String(n).padStart(2, '0')}`,
    email: `cookie${n}@exemple.tg`,
    typeCompte,
    password: 'session-2026',
    confirmPassword: 'session-2026',
    ...extra,
  };
}

describe('the login page’s action', () => {
  it('signs in with the session cookie, and the spec’s keys for the browser’s copy', async () => {
    const answer = await postLogin({
      email: 'awa@baobab.example',
      password: DEMO_PASSWORDS.VENDEUR,
    });
    const session = signedInSession(answer);
    expect(session).toMatchObject({
      email: 'awa@baobab.example',
      typeCompte: 'VENDEUR',
      name: expect.any(String) as string,
    });
    const account = await testApp.services.accounts.authenticate(session.token);
    expect(account.id).toBe(session.userId);
    // Read again with the new cookie, the page sends the seller to her statistics.
    const reloaded = (await callPageRoute(
      testApp,
      loginPage.loader,
      '/connexion',
      session.token,
    )) as Response;
    expect(reloaded.status).toBe(302);
    expect(reloaded.headers.get('location')).toBe(
      `/vendeur-dashboard/${session.tenantId}/statistics`,
    );
  });

  it('refuses a wrong password with the API’s message, without a cookie', async () => {
    const answer = await postLogin({ email: 'kofi@baobab.example', password: 'pas-le-bon' });
    expect(answer.init?.status).toBe(401);
    expect(failure(answer)).toMatchObject({ ok: false, message: LOGIN_FAILED_MESSAGE });
    expect(headerOf(answer, 'set-cookie')).toBeNull();
  });

  it('puts the form’s messages beside empty fields, asking nothing of the accounts', async () => {
    const answer = await postLogin({ email: ' ', password: '' });
    expect(answer.init?.status).toBe(400);
    expect(failure(answer).fields).toEqual({
      email: 'L’e-mail ou le téléphone est requis.',
      password: 'Le mot de passe est requis.',
    });
  });

  it('asks an account with two-factor sign-in for its code, then takes a recovery code', async () => {
    const form = newAccountForm('ACHETEUR');
    const { token } = signedInSession(await postRegistration(form));
    const account = await testApp.services.accounts.authenticate(token);
    const { secret } = await testApp.services.accountSecurity.startTwoFactor(account);
    const recoveryCodes = await testApp.services.accountSecurity.confirmTwoFactor(account, {
      code: TOTP.generate({ secret: Secret.fromBase32(secret) }),
    });
    const credentials = { email: form.email, password: form.password };

    const asked = await postLogin(credentials);
    expect(asked.init?.status).toBe(401);
    expect(failure(asked).fields).toEqual({ code: TWO_FACTOR_REQUIRED_MESSAGE });
    expect(headerOf(asked, 'set-cookie')).toBeNull();
    const wrong = await postLogin({ ...credentials, code: '000000' });
    expect(failure(wrong).fields).toEqual({ code: TWO_FACTOR_INVALID_MESSAGE });
    signedInSession(await postLogin({ ...credentials, code: recoveryCodes[0]! }));
  });

  it('shares the API’s budget of failures per identifier (429 with Retry-After)', async () => {
    for (let attempt = 0; attempt < FAILED_LOGINS_PER_IDENTIFIER.max - 1; attempt++) {
      expect((await apiLogin({ email: 'mariam@baobab.example', password: 'x' })).statusCode).toBe(
        401,
      );
    }
    expect((await postLogin({ email: 'Mariam@baobab.example', password: 'x' })).init?.status).toBe(
      401,
    );
    const refused = await postLogin({
      email: 'mariam@baobab.example',
      password: DEMO_PASSWORDS.VENDEUR,
    });
    expect(refused.init?.status).toBe(429);
    expect(failure(refused).message).toBe(TOO_MANY_LOGIN_ATTEMPTS_MESSAGE);
    expect(Number(headerOf(refused, 'retry-after'))).toBeGreaterThan(0);
    // The page's `headers` passes the wait on to the answer (React Router would keep only cookies).
    const headers = loginPage.headers({ actionHeaders: new Headers(refused.init?.headers) });
    expect(Number(headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await apiLogin({ email: 'mariam@baobab.example', password: 'x' })).statusCode).toBe(
      429,
    );
  });

  it('shares the API’s budget of attempts per client address', async () => {
    const ip = '198.51.100.58';
    for (let attempt = 0; attempt < LOGIN_LIMIT_PER_IP.max; attempt++) {
      const answer = await postLogin({ email: `inconnu-${attempt}@exemple.tg`, password: 'x' }, ip);
      expect(answer.init?.status).toBe(401);
    }
    const refused = await apiLogin({ email: 'rokia@baobab.example', password: 'x' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const page = await postLogin(
      { email: 'rokia@baobab.example', password: DEMO_PASSWORDS.VENDEUR },
      ip,
    );
    expect(page.init?.status).toBe(429);
  });
});

describe('the registration page’s action', () => {
  it('opens the new seller’s session with its cookie, the boutique named after her', async () => {
    const form = newAccountForm('VENDEUR');
    const session = signedInSession(await postRegistration(form));
    expect(session).toMatchObject({
      email: form.email,
      typeCompte: 'VENDEUR',
      name: form.userName,
    });
    expect(session.boutiqueId).toEqual(expect.any(Number));
    const [boutique] = await query<{ name: string }>('select name from boutiques where id = $1', [
      session.boutiqueId,
    ]);
    expect(boutique?.name).toBe(`Boutique de ${form.userName}`);
  });

  it('gives a buyer no boutique, even with a shop name sent', async () => {
    const form = newAccountForm('ACHETEUR', { instituteName: 'Pas de boutique' });
    const session = signedInSession(await postRegistration(form));
    expect(session).toMatchObject({ typeCompte: 'ACHETEUR', name: null, boutiqueId: null });
  });

  it('refuses a confirmation that differs beside its field, storing nothing', async () => {
    const form = newAccountForm('ACHETEUR', { confirmPassword: 'autre-chose' });
    const answer = await postRegistration(form);
    expect(answer.init?.status).toBe(400);
    expect(failure(answer).fields).toEqual({ confirmPassword: PASSWORDS_DIFFER_MESSAGE });
    expect(await query('select id from accounts where email = $1', [form.email])).toEqual([]);
  });

  it('refuses an e-mail already used with the API’s message (409)', async () => {
    const form = newAccountForm('ACHETEUR', { email: 'kofi@baobab.example' });
    const answer = await postRegistration(form);
    expect(answer.init?.status).toBe(409);
    expect(failure(answer).message).toBe(DUPLICATE_EMAIL_MESSAGE);
    expect(headerOf(answer, 'set-cookie')).toBeNull();
  });

  it('shares the API’s limit of registrations per address (429 with Retry-After)', async () => {
    const ip = '198.51.100.59';
    for (let done = 0; done < REGISTRATIONS_PER_IP.max; done++) {
      signedInSession(await postRegistration(newAccountForm('ACHETEUR'), ip));
    }
    const refused = await postRegistration(newAccountForm('ACHETEUR'), ip);
    expect(refused.init?.status).toBe(429);
    expect(failure(refused).message).toBe(TOO_MANY_REGISTRATIONS_MESSAGE);
    expect(Number(headerOf(refused, 'retry-after'))).toBeGreaterThan(0);
  });
});

describe('the logout action', () => {
  it('ends the session on the server, clears the cookie and goes home', async () => {
    const { token } = signedInSession(
      await postLogin({ email: 'kofi@baobab.example', password: DEMO_PASSWORDS.ACHETEUR }),
    );
    const answer = (await callPageRoute(testApp, logoutRoute.action, '/deconnexion', token, {
      form: {},
    })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/');
    expect(answer.headers.get('set-cookie')).toMatch(/^baobab_session=; Max-Age=0;.*HttpOnly/);
    await expect(testApp.services.accounts.authenticate(token)).rejects.toBeInstanceOf(
      Unauthenticated,
    );
    // The API's bearer token is the same session: refused too.
    const check = await testApp.app.inject({
      method: 'GET',
      url: '/api/users/check-auth',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(check.statusCode).toBe(401);
  });

  it('clears the cookie of a visitor without a valid session all the same', async () => {
    const answer = (await callPageRoute(testApp, logoutRoute.action, '/deconnexion', 'perime', {
      form: {},
    })) as Response;
    expect(answer.headers.get('location')).toBe('/');
    expect(answer.headers.get('set-cookie')).toMatch(/^baobab_session=; Max-Age=0/);
  });
});

describe('the root loader', () => {
  it('tells every page who the cookie signs in, and nobody for a refused or missing one', async () => {
    const { token, typeCompte, tenantId, userId } = signedInSession(
      await postLogin({ email: 'fatou@baobab.example', password: DEMO_PASSWORDS.ACHETEUR }),
    );
    const accountOf = async (cookie: string | undefined) =>
      ((await callPageRoute(testApp, root.loader, '/', cookie)) as { account: unknown }).account;
    expect(await accountOf(token)).toEqual({ typeCompte, tenantId, userId });
    expect(await accountOf(undefined)).toBeNull();
    expect(await accountOf('jeton-invente')).toBeNull();
  });
});

const query = <T>(text: string, values: unknown[] = []) =>
  testApp.database.pool.query(text, values).then((result) => result.rows as T[]);
