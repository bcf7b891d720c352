import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_CHARACTERS_MESSAGE } from '#common/text.ts';
import { signToken } from '#modules/auth/tokens.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { nextIp } from '../../../tests/support/client-ip.ts';

const AUTH_SECRET = 'secret-de-test-des-comptes-0123456789abcdef';
const LOGIN_FAILED = {
  error: { code: 'UNAUTHENTICATED', message: 'E-mail, téléphone ou mot de passe incorrect.' },
};
const SESSION_INVALID = {
  error: {
    code: 'UNAUTHENTICATED',
    message: 'Session expirée ou invalide. Veuillez vous reconnecter.',
  },
};

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo', env: { AUTH_SECRET } });
});
afterAll(async () => {
  await testApp?.close();
});

function post(url: string, body: unknown, ip = nextIp()) {
  return testApp.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: { 'x-forwarded-for': ip },
  });
}

function get(url: string, token?: string) {
  return testApp.app.inject({
    method: 'GET',
    url,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}

const register = (body: unknown) => post('/api/users/register', body);
const login = (email: string, password: string, ip?: string) =>
  post('/api/users/login', { email, password }, ip);

async function count(table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const { rows } = await testApp.database.pool.query<{ n: number }>(
    `SELECT count(*) AS n FROM ${table} WHERE ${where}`,
    params,
  );
  return rows[0]?.n ?? 0;
}

const seller = {
  userName: 'Akosua Mensah',
  instituteName: 'Karité d’Akosua',
  pays: 'Togo',
  ville: 'Kara',
  telephone: '+228 90 55 66 77',
  email: '  Akosua.Mensah@Exemple.TG ',
  typeCompte: 'VENDEUR',
  password: 'karite-pur-2026',
};

const buyer = {
  userName: 'Koffi Dossou',
  pays: 'Bénin',
  ville: 'Cotonou',
  telephone: '+229 01-97-00-11-22',
  email: 'koffi.dossou@exemple.bj',
  typeCompte: 'ACHETEUR',
  password: 'bissap-frais-2026',
};

describe('POST /api/users/register', () => {
  it('creates a seller with a tenant and a boutique, and answers the spec fields', async () => {
    const response = await register(seller);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'BoutiqueId',
        'Email',
        'Name',
        'TenantId',
        'boutiqueId',
        'token',
        'typeCompte',
        'userId',
      ].sort(),
    );
    expect(body).toMatchObject({
      Name: 'Akosua Mensah',
      Email: 'akosua.mensah@exemple.tg',
      typeCompte: 'VENDEUR',
    });
    expect(body.BoutiqueId).toBe(body.boutiqueId);
    const { rows } = await testApp.database.pool.query(
      `SELECT b.id, b.name, b.pays, b.ville, a.email, a.telephone, a.tenant_id
         FROM accounts a JOIN boutiques b ON b.tenant_id = a.tenant_id WHERE a.id = $1`,
      [body.userId],
    );
    expect(rows).toEqual([
      {
        id: body.boutiqueId,
        name: 'Karité d’Akosua',
        pays: 'Togo',
        ville: 'Kara',
        email: 'akosua.mensah@exemple.tg',
        telephone: '+22890556677',
        tenant_id: body.TenantId,
      },
    ]);

    const check = await get('/api/users/check-auth', body.token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      id: body.userId,
      userName: 'Akosua Mensah',
      email: 'akosua.mensah@exemple.tg',
      typeCompte: 'VENDEUR',
      TenantId: body.TenantId,
      boutiqueId: body.boutiqueId,
    });
  });

  it('names a seller’s boutique after the seller when no shop name is given', async () => {
    const response = await register({
      ...seller,
      instituteName: '',
      userName: 'Yaa Asantewaa',
      email: 'yaa@exemple.gh',
      telephone: '+22890556678',
    });
    expect(response.statusCode).toBe(201);
    const { rows } = await testApp.database.pool.query('SELECT name FROM boutiques WHERE id = $1', [
      response.json().boutiqueId,
    ]);
    expect(rows).toEqual([{ name: 'Boutique de Yaa Asantewaa' }]);
  });

  it('creates a buyer with a tenant and no boutique', async () => {
    const boutiques = await count('boutiques');
    const response = await register(buyer);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      token: expect.any(String),
      TenantId: expect.any(Number),
      Name: 'Koffi Dossou',
      Email: 'koffi.dossou@exemple.bj',
      BoutiqueId: null,
      boutiqueId: null,
      userId: expect.any(Number),
      typeCompte: 'ACHETEUR',
    });
    expect(await count('boutiques')).toBe(boutiques);
    expect(await count('tenants', 'id = $1', [body.TenantId])).toBe(1);
    expect((await get('/api/users/check-auth', body.token)).json()).toMatchObject({
      typeCompte: 'ACHETEUR',
      boutiqueId: null,
    });
  });

  it('refuses to create an administrator (403) and stores nothing', async () => {
    const accounts = await count('accounts');
    const response = await register({ ...buyer, email: 'pirate@exemple.tg', typeCompte: 'ADMIN' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: {
        code: 'FORBIDDEN',
        message: 'La création de comptes administrateurs est réservée à l’équipe.',
      },
    });
    expect(await count('accounts')).toBe(accounts);
  });

  it('refuses unknown fields such as role or isAdmin (400) and stores nothing', async () => {
    const accounts = await count('accounts');
    for (const extra of [{ role: 'ADMIN' }, { isAdmin: true }, { confirmPassword: 'x' }]) {
      const response = await register({ ...buyer, email: 'curieux@exemple.tg', ...extra });
      expect(response.statusCode).toBe(400);
      const field = Object.keys(extra)[0]!;
      const message = `Champ non autorisé : ${field}.`;
      expect(response.json()).toEqual({
        error: { code: 'VALIDATION', message, details: [{ field, message }] },
      });
    }
    expect(await count('accounts')).toBe(accounts);
  });

  it.each([
    ['userName', { userName: '  ' }, 'Le nom est requis.'],
    ['pays', { pays: '' }, 'Le pays est requis.'],
    ['ville', { ville: '' }, 'La ville est requise.'],
    ['telephone', { telephone: '' }, 'Le numéro de téléphone est requis.'],
    [
      'telephone',
      { telephone: 'appelez-moi' },
      'Numéro de téléphone invalide (chiffres, espaces, « + » en tête).',
    ],
    ['email', { email: '' }, 'L’adresse e-mail est requise.'],
    ['email', { email: 'pas-un-email' }, 'L’adresse e-mail doit être valide.'],
    ['typeCompte', { typeCompte: '' }, 'Le type de compte est requis.'],
    ['typeCompte', { typeCompte: 'CLIENT' }, 'Le type de compte est requis.'],
    ['password', { password: 'court' }, 'Le mot de passe doit contenir au moins 8 caractères.'],
    [
      'password',
      { password: 'x'.repeat(129) },
      'Le mot de passe ne doit pas dépasser 128 caractères.',
    ],
    ['userName', { userName: 'n'.repeat(101) }, 'Le nom ne doit pas dépasser 100 caractères.'],
  ])('refuses a bad %s with « %s »', async (field, change, message) => {
    const accounts = await count('accounts');
    const response = await register({
      ...buyer,
      email: 'valide@exemple.tg',
      telephone: '+22890000001',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION', message, details: [{ field, message }] },
    });
    expect(await count('accounts')).toBe(accounts);
  });

  it('refuses a missing field with its message', async () => {
    // undefined is left out of the JSON body.
    const response = await register({ ...buyer, telephone: undefined });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Le numéro de téléphone est requis.');
  });

  it('names every refused field beside its message, the first one also in message', async () => {
    const response = await register({ ...buyer, userName: ' ', email: 'pas-un-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION',
        message: 'Le nom est requis.',
        details: [
          { field: 'userName', message: 'Le nom est requis.' },
          { field: 'email', message: 'L’adresse e-mail doit être valide.' },
        ],
      },
    });
  });

  it('refuses a NUL or another control character in a text field (400, not 500), storing nothing', async () => {
    const accounts = await count('accounts');
    for (const [field, value] of [
      ['userName', 'Koffi\u0000Dossou'],
      ['ville', 'Cotonou\u0000'],
      ['instituteName', 'Bissap\u001b[31m'],
    ] as const) {
      const response = await register({ ...buyer, email: 'nul@exemple.bj', [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'VALIDATION',
          message: FORBIDDEN_CHARACTERS_MESSAGE,
          details: [{ field, message: FORBIDDEN_CHARACTERS_MESSAGE }],
        },
      });
    }
    expect(await count('accounts')).toBe(accounts);
  });

  it('refuses an e-mail already used, whatever its case (409)', async () => {
    const accounts = await count('accounts');
    const response = await register({
      ...buyer,
      email: 'KOFI@baobab.example',
      telephone: '+22890000002',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Un compte existe déjà avec cet e-mail.' },
    });
    expect(await count('accounts')).toBe(accounts);
  });

  it('refuses a phone number already used, however it is written (409)', async () => {
    const tenants = await count('tenants');
    const response = await register({
      ...seller,
      email: 'autre@exemple.tg',
      telephone: '+228 91.23.45.67',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Un compte existe déjà avec ce numéro de téléphone.' },
    });
    // The transaction rolled back: no orphan tenant or boutique.
    expect(await count('tenants')).toBe(tenants);
  });
});

describe('POST /api/users/login', () => {
  it('logs a seller in by e-mail, with Name', async () => {
    const response = await login(' AWA@baobab.example ', DEMO_PASSWORDS.VENDEUR);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      token: expect.any(String),
      TenantId: expect.any(Number),
      email: 'awa@baobab.example',
      boutiqueId: expect.any(Number),
      userId: expect.any(Number),
      typeCompte: 'VENDEUR',
      Name: 'Awa Kpodar',
    });
    expect((await get('/api/users/check-auth', body.token)).json()).toMatchObject({
      id: body.userId,
      boutiqueId: body.boutiqueId,
    });
  });

  it('logs a buyer in by phone number, spaces allowed, without Name', async () => {
    const response = await login('+228 91 23 45 67', DEMO_PASSWORDS.ACHETEUR);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      token: expect.any(String),
      TenantId: expect.any(Number),
      email: 'kofi@baobab.example',
      boutiqueId: null,
      userId: expect.any(Number),
      typeCompte: 'ACHETEUR',
    });
  });

  it('logs the demo admin in', async () => {
    const response = await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ typeCompte: 'ADMIN', boutiqueId: null });
  });

  it('answers the same 401 for a wrong password and for an unknown account', async () => {
    const wrongPassword = await login('fatou@baobab.example', 'mauvais-mot-de-passe');
    const unknownEmail = await login('personne@baobab.example', DEMO_PASSWORDS.ACHETEUR);
    const unknownPhone = await login('+228 00 00 00 00', DEMO_PASSWORDS.ACHETEUR);
    for (const response of [wrongPassword, unknownEmail, unknownPhone]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(LOGIN_FAILED);
    }
  });

  it('gives the form’s messages for empty fields', async () => {
    expect((await login('', 'x')).json()).toEqual({
      error: {
        code: 'VALIDATION',
        message: 'L’e-mail ou le téléphone est requis.',
        details: [{ field: 'email', message: 'L’e-mail ou le téléphone est requis.' }],
      },
    });
    expect((await login('fatou@baobab.example', '')).json()).toEqual({
      error: {
        code: 'VALIDATION',
        message: 'Le mot de passe est requis.',
        details: [{ field: 'password', message: 'Le mot de passe est requis.' }],
      },
    });
  });

  it('refuses a NUL in the identifier with a 400, not a 500 from the database', async () => {
    const response = await login('fatou\u0000@baobab.example', DEMO_PASSWORDS.ACHETEUR);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION',
        message: FORBIDDEN_CHARACTERS_MESSAGE,
        details: [{ field: 'email', message: FORBIDDEN_CHARACTERS_MESSAGE }],
      },
    });
  });

  it('refuses a suspended account with the same 401, and its tokens stop working', async () => {
    const before = await login('fatou@baobab.example', DEMO_PASSWORDS.ACHETEUR);
    expect(before.statusCode).toBe(200);
    await testApp.database.pool.query(
      "UPDATE accounts SET status = 'SUSPENDU' WHERE email = 'fatou@baobab.example'",
    );
    try {
      const response = await login('fatou@baobab.example', DEMO_PASSWORDS.ACHETEUR);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(LOGIN_FAILED);
      const check = await get('/api/users/check-auth', before.json().token);
      expect(check.statusCode).toBe(401);
      expect(check.json()).toEqual(SESSION_INVALID);
    } finally {
      await testApp.database.pool.query(
        "UPDATE accounts SET status = 'ACTIF' WHERE email = 'fatou@baobab.example'",
      );
    }
  });

  it('blocks an identifier after 5 failures, even from other addresses (429)', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login('Mariam@baobab.example', `essai-${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await login('mariam@baobab.example', DEMO_PASSWORDS.VENDEUR);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json()).toEqual({
      error: {
        code: 'TOO_MANY_REQUESTS',
        message: 'Trop de tentatives de connexion. Réessayez dans quelques minutes.',
      },
    });
    // Another account is not affected.
    expect((await login('aminata@baobab.example', DEMO_PASSWORDS.VENDEUR)).statusCode).toBe(200);
  });

  it('does not count successful logins against the identifier', async () => {
    for (let attempt = 0; attempt < 7; attempt++) {
      expect((await login('adjoa@baobab.example', DEMO_PASSWORDS.VENDEUR)).statusCode).toBe(200);
    }
  });

  it('limits one address to 20 attempts a minute (429)', async () => {
    const ip = '192.0.2.10';
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await login(`inconnu-${attempt}@exemple.tg`, 'x', ip);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login('rokia@baobab.example', DEMO_PASSWORDS.VENDEUR, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(
      'Trop de tentatives de connexion. Réessayez dans quelques minutes.',
    );
    expect((await login('rokia@baobab.example', DEMO_PASSWORDS.VENDEUR)).statusCode).toBe(200);
  });
});

describe('one phone number, however it is typed', () => {
  const owner = {
    userName: 'Edem Agbeko',
    pays: 'Togo',
    ville: 'Lomé',
    telephone: '+228 93 44 55 66',
    email: 'edem.agbeko@exemple.tg',
    typeCompte: 'ACHETEUR',
    password: 'moringa-vert-2026',
  };
  let ownerId: number;

  beforeAll(async () => {
    const response = await register(owner);
    expect(response.statusCode).toBe(201);
    ownerId = response.json().userId;
    const { rows } = await testApp.database.pool.query(
      'SELECT telephone FROM accounts WHERE id = $1',
      [ownerId],
    );
    expect(rows[0]).toEqual({ telephone: '+22893445566' });
  });

  it('finds the account from a number typed the local way, with its country’s rules', async () => {
    for (const spelling of ['93 44 55 66', '0022893445566', '+228.93.44.55.66', '22893445566']) {
      const response = await login(spelling, owner.password);
      expect(response.statusCode, spelling).toBe(200);
      expect(response.json().userId).toBe(ownerId);
    }
  });

  it('refuses to register the same phone again, typed the local way', async () => {
    const response = await register({
      ...owner,
      email: 'edem.bis@exemple.tg',
      telephone: '93445566',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'Un compte existe déjà avec ce numéro de téléphone.',
    );
  });

  it('refuses a number that cannot exist in the chosen country, beside the field', async () => {
    const response = await register({
      ...owner,
      email: 'edem.ter@exemple.tg',
      telephone: '123 45 67',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: 'telephone', message: 'Numéro de téléphone invalide pour ce pays.' },
    ]);
  });

  it('gives every spelling of the number, and the e-mail, one budget of 5 failures', async () => {
    const spellings = [
      '+228 93 44 55 66',
      '+228.93445566',
      '0022893445566',
      '93 44 55 66',
      'EDEM.AGBEKO@exemple.tg',
    ];
    for (const spelling of spellings) {
      expect((await login(spelling, 'mauvais-mot-de-passe')).statusCode, spelling).toBe(401);
    }
    // The right password, under yet another spelling and from another address: still refused.
    const blocked = await login('228-93-44-55-66', owner.password);
    expect(blocked.statusCode).toBe(429);
    expect((await login(owner.email, owner.password)).statusCode).toBe(429);
  });
});

describe('sessions', () => {
  it('also sets the token as an HttpOnly, SameSite=Lax session cookie; logout clears it', async () => {
    const response = await login('fatou@baobab.example', DEMO_PASSWORDS.ACHETEUR);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`baobab_session=${response.json().token}`);
    expect(cookie).toMatch(/; Max-Age=604800/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    // The test app's public URL is http://localhost: no Secure flag, or browsers would drop it.
    expect(cookie).not.toMatch(/Secure/);

    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { authorization: `Bearer ${response.json().token}` },
    });
    expect(String(logout.headers['set-cookie'])).toMatch(/^baobab_session=; Max-Age=0/);
  });

  it('ends this device’s session on logout, and only this one', async () => {
    const first = (await login('fatou@baobab.example', DEMO_PASSWORDS.ACHETEUR)).json().token;
    const second = (await login('fatou@baobab.example', DEMO_PASSWORDS.ACHETEUR)).json().token;
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { authorization: `Bearer ${first}` },
    });
    expect(logout.statusCode).toBe(204);
    expect((await get('/api/users/check-auth', first)).json()).toEqual(SESSION_INVALID);
    expect((await get('/api/users/check-auth', second)).statusCode).toBe(200);
  });

  it('refuses a correctly signed token whose session does not exist', async () => {
    const { userId, token } = (await login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR)).json();
    const claims = { accountId: userId, sessionId: randomUUID(), role: 'ACHETEUR' as const };
    const unknownSession = signToken(claims, AUTH_SECRET, { ttlSeconds: 3600 });
    expect((await get('/api/users/check-auth', unknownSession)).statusCode).toBe(401);
    // Nor may a token borrow another account's open session.
    const borrowed = signToken(
      { accountId: userId + 1, sessionId: sessionIdOf(token), role: 'ACHETEUR' },
      AUTH_SECRET,
      { ttlSeconds: 3600 },
    );
    expect((await get('/api/users/check-auth', borrowed)).statusCode).toBe(401);
  });
});

/** The session a token names (its `sid` claim). */
function sessionIdOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).sid;
}

describe('GET /api/users/check-auth', () => {
  it('answers 401 without a token, with a garbage token or a token signed elsewhere', async () => {
    const forged = signToken(
      { accountId: 1, sessionId: randomUUID(), role: 'ADMIN' },
      'un-autre-secret-de-32-caracteres-au-moins',
      {
        ttlSeconds: 3600,
      },
    );
    for (const token of [undefined, '', 'nimportequoi', 'a.b.c', forged]) {
      const response = await get('/api/users/check-auth', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SESSION_INVALID);
    }
  });

  it('answers 401 for an expired token', async () => {
    const { userId, token } = (
      await login('estelle@baobab.example', DEMO_PASSWORDS.VENDEUR)
    ).json();
    const session = { accountId: userId, sessionId: sessionIdOf(token), role: 'VENDEUR' as const };
    const expired = signToken(session, AUTH_SECRET, {
      ttlSeconds: 7 * 86_400,
      now: new Date(Date.now() - 8 * 86_400_000),
    });
    const response = await get('/api/users/check-auth', expired);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SESSION_INVALID);
  });

  it('answers 401 once the account is deleted', async () => {
    const { token, userId } = (
      await register({ ...buyer, email: 'ephemere@exemple.tg', telephone: '+22890000099' })
    ).json();
    await testApp.database.pool.query('DELETE FROM accounts WHERE id = $1', [userId]);
    expect((await get('/api/users/check-auth', token)).statusCode).toBe(401);
  });

  it('takes the role from the database, not from the token', async () => {
    const { userId, token } = (await login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR)).json();
    // Even a correctly signed token claiming ADMIN gives a seller no admin rights.
    const session = { accountId: userId, sessionId: sessionIdOf(token), role: 'ADMIN' as const };
    const claimsAdmin = signToken(session, AUTH_SECRET, {
      ttlSeconds: 3600,
    });
    expect((await get('/api/users/listevendeurs', claimsAdmin)).statusCode).toBe(403);
  });
});

describe('user lists', () => {
  let tokens: Record<'ADMIN' | 'VENDEUR' | 'ACHETEUR', string>;

  beforeAll(async () => {
    const tokenOf = async (email: string, password: string) =>
      (await login(email, password)).json().token as string;
    tokens = {
      ADMIN: await tokenOf('admin@baobab.example', DEMO_PASSWORDS.ADMIN),
      VENDEUR: await tokenOf('fanta@baobab.example', DEMO_PASSWORDS.VENDEUR),
      ACHETEUR: await tokenOf('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR),
    };
  });

  it.each(['/api/users/listevendeurs', '/api/users/listeacheteurs'])(
    '%s answers 401 anonymous, 403 to sellers and buyers',
    async (url) => {
      const anonymous = await get(url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual(SESSION_INVALID);
      for (const token of [tokens.VENDEUR, tokens.ACHETEUR]) {
        const response = await get(url, token);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Accès refusé.' } });
      }
    },
  );

  it('lists the sellers to an admin, in the spec shape', async () => {
    const response = await get('/api/users/listevendeurs', tokens.ADMIN);
    expect(response.statusCode).toBe(200);
    const sellers = response.json();
    expect(sellers[0]).toEqual({
      id: expect.any(Number),
      userName: 'Awa Kpodar',
      telephone: '+22890112233',
      email: 'awa@baobab.example',
      pays: 'Togo',
      ville: expect.any(String),
    });
    expect(sellers.map((user: { email: string }) => user.email)).toContain(
      'akosua.mensah@exemple.tg',
    );
    expect(sellers.map((user: { email: string }) => user.email)).not.toContain(
      'kofi@baobab.example',
    );
  });

  it('lists the buyers to an admin', async () => {
    const response = await get('/api/users/listeacheteurs', tokens.ADMIN);
    expect(response.statusCode).toBe(200);
    const emails = response.json().map((user: { email: string }) => user.email);
    expect(emails).toEqual(
      expect.arrayContaining(['kofi@baobab.example', 'koffi.dossou@exemple.bj']),
    );
    expect(emails).not.toContain('admin@baobab.example');
    expect(emails).not.toContain('awa@baobab.example');
  });
});
