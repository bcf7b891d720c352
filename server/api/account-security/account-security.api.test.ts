import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELETED_MESSAGE,
  OPEN_ORDERS_BLOCK_DELETION_MESSAGE,
  SESSION_ENDED_MESSAGE,
  TWO_FACTOR_INVALID_MESSAGE,
  TWO_FACTOR_REQUIRED_MESSAGE,
} from '#common/account-security.ts';
import { PASSWORD_UPDATED_MESSAGE } from '#common/profile.ts';
import { operationForm } from '../../../app/features/operation-form.ts';
import * as adminSecurityPage from '../../../app/routes/dashboards/admin-security.tsx';
import * as sellerSecurityPage from '../../../app/routes/dashboards/seller-settings-security.tsx';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { nextIp } from '../../../tests/support/client-ip.ts';
import { callPageRoute, performOnPage } from '../../../tests/support/page-route.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// 'Sécurité et confidentialité' (issue 19) on a real PostgreSQL with the demo data: two-factor
// sign-in, sessions, privacy of the boutique page, export and deletion of the account.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
});
afterAll(async () => {
  await testApp?.close();
});

const PASSWORD = 'securite-2026';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

function call(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  body?: object,
  userAgent?: string,
) {
  return testApp.app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body }),
    headers: {
      'x-forwarded-for': nextIp(),
      ...(userAgent ? { 'user-agent': userAgent } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

const login = (email: string, password: string, code?: string, userAgent?: string) =>
  call('POST', '/api/users/login', undefined, { email, password, code }, userAgent);

const query = <T>(text: string, values: unknown[] = []) =>
  testApp.database.pool.query(text, values).then((result) => result.rows as T[]);

let created = 0;
async function newAccount(typeCompte: 'VENDEUR' | 'ACHETEUR') {
  const n = ++created;
  const email = `securite${n}@exemple.tg`;
  const response = await call('POST', '/api/users/register', undefined, {
    userName: `Afi Sécurité ${n}`,
    instituteName: typeCompte === 'VENDEUR' ? `Karité Sécurité ${n}` : '',
    pays: 'Togo',
    ville: 'Lomé',
    telephone: `+228 90 00 31 ${String(n).padStart(2, '0')}`,
    email,
    typeCompte,
    password: PASSWORD,
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json<{ token: string; userId: number; boutiqueId: number | null }>();
  return { email, token: body.token, id: body.userId, boutiqueId: body.boutiqueId };
}

/** The code the authenticator app shows for `secret` at `timestamp`. */
const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

/** Enrols the account, confirmed by the code of 30 s ago (a code is good once). */
async function enableTwoFactor(token: string) {
  const started = await call('POST', '/api/compte/securite/double-authentification', token);
  expect(started.statusCode, started.body).toBe(200);
  const { secret, uri, qrCode } = started.json<{ secret: string; uri: string; qrCode: string }>();
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const confirmed = await call(
    'POST',
    '/api/compte/securite/double-authentification/confirmation',
    token,
    { code: codeAt(secret, Date.now() - 30_000) },
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

describe('two-factor sign-in', () => {
  it('enrols with a code, then asks for a fresh code after the right password only', async () => {
    const account = await newAccount('VENDEUR');
    const started = await call(
      'POST',
      '/api/compte/securite/double-authentification',
      account.token,
    );
    const { secret } = started.json<{ secret: string }>();
    // A wrong code does not turn it on.
    const wrong = await call(
      'POST',
      '/api/compte/securite/double-authentification/confirmation',
      account.token,
      { code: '000000' === codeAt(secret, Date.now()) ? '111111' : '000000' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toEqual([
      { field: 'code', message: TWO_FACTOR_INVALID_MESSAGE },
    ]);
    const confirmed = await call(
      'POST',
      '/api/compte/securite/double-authentification/confirmation',
      account.token,
      { code: codeAt(secret, Date.now() - 30_000) },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Only hashes are stored, and the secret is sealed.
    const stored = await query<{ code_hash: string }>(
      'select code_hash from recovery_codes where account_id = $1',
      [account.id],
    );
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
    const [sealed] = await query<{ totp_secret_sealed: string }>(
      'select totp_secret_sealed from accounts where id = $1',
      [account.id],
    );
    expect(sealed?.totp_secret_sealed).not.toContain(secret);

    // A wrong password is refused as before, without a word of the code.
    const wrongPassword = await login(account.email, 'pas-le-bon');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'E-mail, téléphone ou mot de passe incorrect.' },
    });
    // The right password alone: the code is asked for, no token given.
    const withoutCode = await login(account.email, PASSWORD);
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json().error.details).toEqual([
      {
        field: 'code',
        message: TWO_FACTOR_REQUIRED_MESSAGE,
      },
    ]);
    expect(withoutCode.json().token).toBeUndefined();
    const wrongCode = await login(account.email, PASSWORD, '123456');
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json().error.message).toBe(TWO_FACTOR_INVALID_MESSAGE);

    const code = codeAt(secret, Date.now());
    const signedIn = await login(account.email, PASSWORD, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().token).toEqual(expect.any(String));
    // The same code cannot be used twice, nor an older one.
    const replayed = await login(account.email, PASSWORD, code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().error.details[0].field).toBe('code');
    const older = await login(account.email, PASSWORD, codeAt(secret, Date.now() - 30_000));
    expect(older.statusCode).toBe(401);
  });

  it('takes each recovery code once, and turns off only with the password', async () => {
    const account = await newAccount('ACHETEUR');
    const { recoveryCodes } = await enableTwoFactor(account.token);
    const [first] = recoveryCodes;
    const withRecovery = await login(account.email, PASSWORD, first!.toUpperCase());
    expect(withRecovery.statusCode, withRecovery.body).toBe(200);
    const again = await login(account.email, PASSWORD, first);
    expect(again.statusCode).toBe(401);
    const overview = await call('GET', '/api/compte/securite', account.token);
    expect(overview.json()).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: 9 });

    const badPassword = await call(
      'POST',
      '/api/compte/securite/double-authentification/desactivation',
      account.token,
      { password: 'pas-le-bon' },
    );
    expect(badPassword.statusCode).toBe(400);
    expect((await login(account.email, PASSWORD)).statusCode).toBe(401);
    const disabled = await call(
      'POST',
      '/api/compte/securite/double-authentification/desactivation',
      account.token,
      { password: PASSWORD },
    );
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await login(account.email, PASSWORD)).statusCode).toBe(200);
    // The recovery codes went with it.
    expect(await query('select 1 from recovery_codes where account_id = $1', [account.id])).toEqual(
      [],
    );
  });

  it('counts wrong codes against the login budget of the account (429)', async () => {
    const account = await newAccount('ACHETEUR');
    await enableTwoFactor(account.token);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await login(account.email, PASSWORD, '999999')).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });
});

describe('sessions', () => {
  it('lists the open sessions with their device, marks the current one, ends one and the others', async () => {
    const account = await newAccount('ACHETEUR');
    const phone = (await login(account.email, PASSWORD, undefined, ANDROID_CHROME)).json().token;
    const third = (await login(account.email, PASSWORD)).json().token;
    const listed = await call('GET', '/api/compte/securite', phone);
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json<{
      sessions: { id: string; device: string; place: string; current: boolean }[];
    }>().sessions;
    expect(sessions).toHaveLength(3);
    const current = sessions.filter((session) => session.current);
    expect(current).toHaveLength(1);
    expect(current[0]!.device).toBe('Android 14 · Chrome 140');
    expect(current[0]!.place).toBe('inconnu');

    // Another account cannot end it: not found, and it stays open.
    const stranger = await newAccount('ACHETEUR');
    const refused = await call('DELETE', `/api/compte/sessions/${current[0]!.id}`, stranger.token);
    expect(refused.statusCode).toBe(404);
    expect((await call('GET', '/api/users/check-auth', phone)).statusCode).toBe(200);

    // 'Déconnecter' one: its token stops working at once.
    const thirdId = (await call('GET', '/api/compte/securite', third))
      .json()
      .sessions.find((session: { current: boolean }) => session.current).id;
    const ended = await call('DELETE', `/api/compte/sessions/${thirdId}`, phone);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ message: SESSION_ENDED_MESSAGE });
    expect((await call('GET', '/api/users/check-auth', third)).statusCode).toBe(401);

    // 'Déconnecter les autres': only this device stays.
    const others = await call('POST', '/api/compte/sessions/deconnecter-les-autres', phone);
    expect(others.statusCode).toBe(200);
    expect((await call('GET', '/api/users/check-auth', account.token)).statusCode).toBe(401);
    expect((await call('GET', '/api/users/check-auth', phone)).statusCode).toBe(200);
    expect((await call('GET', '/api/compte/securite', phone)).json().sessions).toHaveLength(1);
  });

  it('a password change ends the other sessions and keeps this one', async () => {
    const account = await newAccount('VENDEUR');
    const other = (await login(account.email, PASSWORD)).json().token;
    const changed = await call('POST', '/api/compte/mot-de-passe', account.token, {
      currentPassword: PASSWORD,
      newPassword: 'nouveau-secret-2026',
      confirmPassword: 'nouveau-secret-2026',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe(PASSWORD_UPDATED_MESSAGE);
    expect((await call('GET', '/api/users/check-auth', other)).statusCode).toBe(401);
    expect((await call('GET', '/api/users/check-auth', account.token)).statusCode).toBe(200);
  });

  it('moves the last activity on at most every few minutes', async () => {
    const account = await newAccount('ACHETEUR');
    await query(
      `update sessions set last_seen_at = now() - interval '1 hour' where account_id = $1`,
      [account.id],
    );
    await call('GET', '/api/users/check-auth', account.token);
    const [touched] = await query<{ recent: boolean }>(
      `select last_seen_at > now() - interval '1 minute' as recent from sessions where account_id = $1`,
      [account.id],
    );
    expect(touched?.recent).toBe(true);
  });
});

describe('privacy of the boutique page', () => {
  it('shows the seller’s e-mail and phone only when they choose to', async () => {
    const seller = await newAccount('VENDEUR');
    const hidden = await call('GET', `/api/boutiques/${seller.boutiqueId}`);
    expect(hidden.json()).toMatchObject({ email: null, telephone: null });
    const saved = await call('PUT', '/api/compte/confidentialite', seller.token, {
      showEmail: true,
      showPhone: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', `/api/boutiques/${seller.boutiqueId}`)).json()).toMatchObject({
      email: seller.email,
      telephone: null,
    });
    await call('PUT', '/api/compte/confidentialite', seller.token, {
      showEmail: false,
      showPhone: true,
    });
    expect((await call('GET', `/api/boutiques/${seller.boutiqueId}`)).json()).toMatchObject({
      email: null,
      telephone: expect.stringMatching(/^\+228/),
    });
  });

  it('is a seller’s setting only (403 for a buyer)', async () => {
    const buyer = await newAccount('ACHETEUR');
    const refused = await call('PUT', '/api/compte/confidentialite', buyer.token, {
      showEmail: true,
      showPhone: true,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('export and deletion of the account', () => {
  it('exports the account’s own data and nobody else’s', async () => {
    const kofi = (await login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR)).json();
    const exported = await call('GET', '/api/compte/export', kofi.token);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('attachment');
    const body = exported.json();
    expect(body.account).toMatchObject({ email: 'kofi@baobab.example', typeCompte: 'ACHETEUR' });
    expect(body.orders.length).toBeGreaterThan(0);
    const [{ n }] = (await query<{ n: number }>(
      `select count(*)::int as n from commandes where buyer_account_id = $1`,
      [kofi.userId],
    )) as [{ n: number }];
    expect(body.orders).toHaveLength(n);
    expect(body.orders[0].lines.length).toBeGreaterThan(0);
    const text = exported.body;
    expect(text).not.toContain('fatou@baobab.example');
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('scrypt$');
    expect(body.sessions.some((session: { current: boolean }) => session.current)).toBe(true);
  });

  it('refuses a seller whose boutique still has open orders, and changes nothing', async () => {
    const awa = (await login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR)).json();
    const [{ n }] = (await query<{ n: number }>(
      `select count(*)::int as n from commandes where boutique_id = $1 and status in ('En attente', 'En cours')`,
      [awa.boutiqueId],
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
    const refused = await call('POST', '/api/compte/suppression', awa.token, {
      password: DEMO_PASSWORDS.VENDEUR,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(OPEN_ORDERS_BLOCK_DELETION_MESSAGE);
    expect((await call('GET', '/api/users/check-auth', awa.token)).statusCode).toBe(200);
  });

  it('asks for the password again', async () => {
    const buyer = await newAccount('ACHETEUR');
    const refused = await call('POST', '/api/compte/suppression', buyer.token, {
      password: 'pas-le-bon',
    });
    expect(refused.statusCode).toBe(400);
    expect((await call('GET', '/api/users/check-auth', buyer.token)).statusCode).toBe(200);
  });

  it('anonymises a buyer and keeps their orders, invoices and reviews', async () => {
    const kofi = (await login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR)).json();
    const before = await query<{ orders: number; reviews: number; addresses: number }>(
      `select (select count(*)::int from commandes where buyer_account_id = $1) as orders,
              (select count(*)::int from product_reviews where buyer_account_id = $1) as reviews,
              (select count(*)::int from delivery_addresses where account_id = $1) as addresses`,
      [kofi.userId],
    );
    await enableTwoFactor(kofi.token);
    const deleted = await call('POST', '/api/compte/suppression', kofi.token, {
      password: DEMO_PASSWORDS.ACHETEUR,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: ACCOUNT_DELETED_MESSAGE });

    const [account] = await query<Record<string, unknown>>(
      `select user_name, email, telephone, pays, ville, totp_secret_sealed, deleted_at from accounts where id = $1`,
      [kofi.userId],
    );
    expect(account).toMatchObject({
      user_name: 'Compte supprimé',
      telephone: null,
      pays: null,
      ville: null,
      totp_secret_sealed: null,
    });
    expect(account?.email).not.toContain('kofi');
    expect(account?.deleted_at).not.toBeNull();
    const after = await query<{ orders: number; reviews: number; addresses: number }>(
      `select (select count(*)::int from commandes where buyer_account_id = $1) as orders,
              (select count(*)::int from product_reviews where buyer_account_id = $1) as reviews,
              (select count(*)::int from delivery_addresses where account_id = $1) as addresses`,
      [kofi.userId],
    );
    expect(before[0]!.orders).toBeGreaterThan(0);
    expect(after[0]).toEqual({ ...before[0], addresses: 0 });
    // Finished orders no longer carry the buyer's name, phone or address.
    const names = await query<{ client_name: string }>(
      `select distinct c.client_name from checkouts c
        where c.buyer_account_id = $1
          and not exists (select 1 from commandes o where o.checkout_id = c.id
                           and o.status in ('En attente', 'En cours'))`,
      [kofi.userId],
    );
    expect(names).toEqual([{ client_name: 'Compte supprimé' }]);
    expect(
      await query(`select 1 from recovery_codes where account_id = $1`, [kofi.userId]),
    ).toEqual([]);
    // Signed out everywhere, and no way back in.
    expect((await call('GET', '/api/users/check-auth', kofi.token)).statusCode).toBe(401);
    expect((await login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR)).statusCode).toBe(401);
  });

  it('deletes a seller without open orders: the boutique leaves the storefront', async () => {
    const seller = await newAccount('VENDEUR');
    const deleted = await call('POST', '/api/compte/suppression', seller.token, {
      password: PASSWORD,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', `/api/boutiques/${seller.boutiqueId}`)).statusCode).toBe(404);
    expect((await login(seller.email, PASSWORD)).statusCode).toBe(401);
  });
});

describe('the « Sécurité » screens', () => {
  /** The seller's screen for `token`'s account, its action as the panel's forms send. */
  async function sellerScreen(token: string) {
    const me = (await call('GET', '/api/users/check-auth', token)).json<{ TenantId: number }>();
    const path = `/vendeur-dashboard/${me.TenantId}/settings/security`;
    return {
      path,
      send: (intent: string, sent: object = {}) =>
        performOnPage(testApp, sellerSecurityPage.action, path, token, intent, sent),
    };
  }

  it('turns two-factor sign-in on through the operations, a wrong code refused beside it', async () => {
    const seller = await newAccount('VENDEUR');
    const screen = await sellerScreen(seller.token);
    const started = await screen.send('double-authentification');
    expect(started).toMatchObject({ ok: true, output: { secret: expect.any(String) } });
    const { secret } = started.output as { secret: string };
    expect(
      await screen.send('confirmer-double-authentification', { input: { code: '000000' } }),
    ).toMatchObject({ ok: false, fields: { code: TWO_FACTOR_INVALID_MESSAGE } });
    expect((await call('GET', '/api/compte/securite', seller.token)).json()).toMatchObject({
      twoFactorEnabled: false,
    });
    const confirmed = await screen.send('confirmer-double-authentification', {
      input: { code: codeAt(secret, Date.now() - 30_000) },
    });
    expect(confirmed).toMatchObject({ ok: true, output: { recoveryCodes: expect.any(Array) } });
    expect((await call('GET', '/api/compte/securite', seller.token)).json()).toMatchObject({
      twoFactorEnabled: true,
    });
  });

  it('deletes the account with the password, and clears the session cookie', async () => {
    const seller = await newAccount('VENDEUR');
    const screen = await sellerScreen(seller.token);
    expect(await screen.send('supprimer-compte', { input: { password: '' } })).toMatchObject({
      ok: false,
      fields: { password: expect.any(String) },
    });
    expect((await call('GET', '/api/users/check-auth', seller.token)).statusCode).toBe(200);
    const deleted = (await callPageRoute(
      testApp,
      sellerSecurityPage.action,
      screen.path,
      seller.token,
      {
        form: operationForm('supprimer-compte', { input: { password: PASSWORD } }),
      },
    )) as { data: { ok: boolean; message: string }; init: { headers: Record<string, string> } };
    expect(deleted.data).toMatchObject({ ok: true, message: ACCOUNT_DELETED_MESSAGE });
    expect(deleted.init.headers['Set-Cookie']).toMatch(/Max-Age=0/);
    expect((await call('GET', '/api/users/check-auth', seller.token)).statusCode).toBe(401);
  });

  it('lets an admin change their password on the back-office’s « Sécurité »', async () => {
    const { token } = (await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN)).json<{
      token: string;
    }>();
    const me = (await call('GET', '/api/users/check-auth', token)).json<{ id: number }>();
    const change = (from: string, to: string) =>
      performOnPage(
        testApp,
        adminSecurityPage.action,
        `/admin/${me.id}/securite`,
        token,
        'mot-de-passe',
        { input: { currentPassword: from, newPassword: to, confirmPassword: to } },
      );
    expect(await change(DEMO_PASSWORDS.ADMIN, 'admin-nouveau-2026')).toMatchObject({
      ok: true,
      message: PASSWORD_UPDATED_MESSAGE,
    });
    // Back to the demo's, for the other tests.
    expect(await change('admin-nouveau-2026', DEMO_PASSWORDS.ADMIN)).toMatchObject({ ok: true });
  });
});
