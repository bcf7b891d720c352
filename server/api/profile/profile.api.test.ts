import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD_UPDATED_MESSAGE,
  PROFILE_SAVED_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '#common/profile.ts';
import * as profilePage from '../../../app/routes/dashboards/seller-settings-profile.tsx';
import { readMail, type ReadMail } from '../../../tests/support/mail-reader.ts';
import { performOnPage } from '../../../tests/support/page-route.ts';
import { nextIp } from '../../../tests/support/client-ip.ts';
import { multipart } from '../../../tests/support/multipart.ts';
import { startSmtpInbox, type SmtpInbox } from '../../../tests/support/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// 'Mon Profil' (issue 15 § 1) against a real PostgreSQL and a real SMTP server listening
// locally: the profile, the e-mail change confirmed by a link, the password change.

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

const PASSWORD = 'mot-de-passe-1';

function call(method: 'GET' | 'PUT' | 'POST', url: string, token?: string, body?: object) {
  return testApp.app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body }),
    headers: {
      'x-forwarded-for': nextIp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

async function login(email: string, password: string) {
  const response = await call('POST', '/api/users/login', undefined, { email, password });
  return { status: response.statusCode, token: response.json<{ token?: string }>().token ?? '' };
}

let created = 0;
/** A fresh account (a seller has its boutique), signed in once. */
async function newAccount(typeCompte: 'VENDEUR' | 'ACHETEUR' = 'VENDEUR') {
  const n = ++created;
  const email = `profil${n}@exemple.tg`;
  const userName = `Awa Profil ${n}`;
  const response = await call('POST', '/api/users/register', undefined, {
    userName,
    pays: 'Togo',
    ville: 'Lomé',
    telephone: `+228 90 00 20 ${String(n).padStart(2, '0')}`,
    email,
    typeCompte,
    password: PASSWORD,
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json<{ token: string; userId: number; boutiqueId: number | null }>();
  return { email, userName, token: body.token, id: body.userId, boutiqueId: body.boutiqueId };
}

const query = <T>(text: string, values: unknown[] = []) =>
  testApp.database.pool.query(text, values).then((result) => result.rows as T[]);

const VALID = {
  userName: 'Awa Koné',
  telephone: '91 23 45 67',
  birthday: '1990-04-12',
  gender: 'Femme',
};

/** The profile without its full name: a buyer gives the first and last name instead. */
const DETAILS = { telephone: VALID.telephone, birthday: VALID.birthday, gender: VALID.gender };

const fieldError = (field: string, message: string) => ({
  error: { code: 'VALIDATION', message, details: [{ field, message }] },
});

function mailsTo(address: string): ReadMail[] {
  return smtp.mails
    .filter((mail) => mail.recipients.includes(address))
    .map((mail) => readMail(mail.raw));
}

describe('GET and PUT /api/compte/profil', () => {
  it('gives the account its own profile; no session 401, an admin 403', async () => {
    const seller = await newAccount();
    const response = await call('GET', '/api/compte/profil', seller.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userName: seller.userName,
      firstName: 'Awa',
      lastName: seller.userName.slice('Awa '.length),
      email: seller.email,
      telephone: expect.stringMatching(/^\+2289000\d{4}$/),
      birthday: null,
      gender: null,
      photoUrl: null,
      pendingEmail: null,
      emailConfirmed: false,
    });
    expect((await call('GET', '/api/compte/profil')).statusCode).toBe(401);
    expect((await call('PUT', '/api/compte/profil', undefined, VALID)).statusCode).toBe(401);
    await testApp.services.accounts.createAdmin({
      userName: 'Admin',
      email: 'admin.profil@exemple.tg',
      password: PASSWORD,
    });
    const admin = await login('admin.profil@exemple.tg', PASSWORD);
    expect((await call('GET', '/api/compte/profil', admin.token)).statusCode).toBe(403);
    expect((await call('PUT', '/api/compte/profil', admin.token, VALID)).statusCode).toBe(403);
  });

  it('saves the profile, the phone in E.164 read in the account country, and tells the shop history', async () => {
    const seller = await newAccount();
    const response = await call('PUT', '/api/compte/profil', seller.token, VALID);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Profil mis à jour avec succès !' });
    const profile = await call('GET', '/api/compte/profil', seller.token);
    expect(profile.json()).toMatchObject({
      userName: 'Awa Koné',
      telephone: '+22891234567',
      birthday: '1990-04-12',
      gender: 'Femme',
    });
    const history = await query<{ actor_name: string; panel: string; changes: unknown }>(
      'select actor_name, panel, changes from boutique_settings_changes where boutique_id = $1',
      [seller.boutiqueId],
    );
    expect(history).toEqual([
      {
        actor_name: seller.userName,
        panel: 'profil',
        changes: [
          { label: 'Nom complet', from: seller.userName, to: 'Awa Koné' },
          {
            label: 'Téléphone',
            from: expect.stringMatching(/^\+228 90 00 20 \d\d$/),
            to: '+228 91 23 45 67',
          },
          { label: 'Date de naissance', from: '—', to: '12/04/1990' },
          { label: 'Genre', from: '—', to: 'Femme' },
        ],
      },
    ]);
    // Saving the same values again tells of nothing.
    await call('PUT', '/api/compte/profil', seller.token, VALID);
    expect(
      await query('select 1 from boutique_settings_changes where boutique_id = $1', [
        seller.boutiqueId,
      ]),
    ).toHaveLength(1);
    // Optional fields can be emptied.
    const emptied = await call('PUT', '/api/compte/profil', seller.token, {
      ...VALID,
      birthday: '',
      gender: null,
    });
    expect(emptied.statusCode).toBe(200);
    expect((await call('GET', '/api/compte/profil', seller.token)).json()).toMatchObject({
      birthday: null,
      gender: null,
    });
  });

  it('lets a buyer edit its profile too', async () => {
    const buyer = await newAccount('ACHETEUR');
    const response = await call('PUT', '/api/compte/profil', buyer.token, {
      ...VALID,
      telephone: '+228 92 00 00 03',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await call('GET', '/api/compte/profil', buyer.token)).json()).toMatchObject({
      userName: 'Awa Koné',
      telephone: '+22892000003',
    });
  });

  it('gives a buyer a first and a last name, guessed from the name given at sign-up until saved', async () => {
    const buyer = await newAccount('ACHETEUR');
    const profile = async () => (await call('GET', '/api/compte/profil', buyer.token)).json();
    // Signed up as 'Awa Profil N': the first word, then the rest.
    expect(await profile()).toMatchObject({
      userName: buyer.userName,
      firstName: 'Awa',
      lastName: buyer.userName.slice('Awa '.length),
    });
    const response = await call('PUT', '/api/compte/profil', buyer.token, {
      ...DETAILS,
      firstName: ' Marie Claire ',
      lastName: 'Diallo',
      telephone: '+228 92 00 00 04',
    });
    expect(response.statusCode, response.body).toBe(200);
    // A compound first name stays whole once saved apart; the account's name is their join.
    expect(await profile()).toMatchObject({
      userName: 'Marie Claire Diallo',
      firstName: 'Marie Claire',
      lastName: 'Diallo',
    });
    const session = await call('GET', '/api/users/check-auth', buyer.token);
    expect(session.json()).toMatchObject({ userName: 'Marie Claire Diallo' });
  });

  it.each([
    [{ firstName: 'Awa' }, 'lastName', 'Le nom est requis.'],
    [{ firstName: ' ', lastName: 'Koné' }, 'firstName', 'Le prénom est requis.'],
    [{ lastName: 'Koné' }, 'firstName', 'Le prénom est requis.'],
    [
      { firstName: 'A'.repeat(60), lastName: 'B'.repeat(60) },
      'lastName',
      'Le prénom et le nom ensemble ne doivent pas dépasser 100 caractères.',
    ],
  ])('refuses the name parts %o beside %s, and changes nothing', async (names, field, message) => {
    const buyer = await newAccount('ACHETEUR');
    const before = (await call('GET', '/api/compte/profil', buyer.token)).json();
    const response = await call('PUT', '/api/compte/profil', buyer.token, {
      ...DETAILS,
      ...names,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(fieldError(field, message));
    expect((await call('GET', '/api/compte/profil', buyer.token)).json()).toEqual(before);
  });

  it.each([
    [{ userName: '  ' }, 'userName', 'Le nom est requis.'],
    [
      { telephone: 'abc' },
      'telephone',
      'Numéro de téléphone invalide (chiffres, espaces, « + » en tête).',
    ],
    [{ telephone: '123 456 789 012' }, 'telephone', 'Numéro de téléphone invalide pour ce pays.'],
    [{ birthday: '1990-02-30' }, 'birthday', 'Date de naissance invalide (jour, mois, année).'],
    [
      { birthday: '2999-01-01' },
      'birthday',
      'La date de naissance ne peut pas être dans le futur.',
    ],
    [
      { birthday: new Date().toISOString().slice(0, 10) },
      'birthday',
      'Date de naissance invalide : l’âge doit être entre 13 et 120 ans.',
    ],
    [
      { birthday: '1850-01-01' },
      'birthday',
      'Date de naissance invalide : l’âge doit être entre 13 et 120 ans.',
    ],
    [{ gender: 'Inconnu' }, 'gender', 'Genre invalide : Homme, Femme ou Autre.'],
  ])('refuses %o beside %s, and changes nothing', async (patch, field, message) => {
    const seller = await newAccount();
    const before = (await call('GET', '/api/compte/profil', seller.token)).json();
    const response = await call('PUT', '/api/compte/profil', seller.token, { ...VALID, ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(fieldError(field, message));
    expect((await call('GET', '/api/compte/profil', seller.token)).json()).toEqual(before);
  });

  it('refuses a field it does not know (the e-mail changes only through its link)', async () => {
    const seller = await newAccount();
    const response = await call('PUT', '/api/compte/profil', seller.token, {
      ...VALID,
      email: 'autre@exemple.tg',
    });
    expect(response.statusCode).toBe(400);
    expect((await call('GET', '/api/compte/profil', seller.token)).json()).toMatchObject({
      email: seller.email,
    });
  });

  it("refuses another account's phone number beside the field (409)", async () => {
    const first = await newAccount();
    const second = await newAccount();
    const taken = (await call('GET', '/api/compte/profil', first.token)).json<{
      telephone: string;
    }>().telephone;
    const response = await call('PUT', '/api/compte/profil', second.token, {
      ...VALID,
      telephone: taken,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'Un compte existe déjà avec ce numéro de téléphone.',
        details: [
          { field: 'telephone', message: 'Un compte existe déjà avec ce numéro de téléphone.' },
        ],
      },
    });
  });
});

describe('the seller’s « Mon Profil » screen', () => {
  it('saves through the same operations with the session cookie, refusals beside their field', async () => {
    const seller = await newAccount();
    const me = (await call('GET', '/api/users/check-auth', seller.token)).json<{
      TenantId: number;
    }>();
    const send = (intent: string, input: object) =>
      performOnPage(
        testApp,
        profilePage.action,
        `/vendeur-dashboard/${me.TenantId}/settings`,
        seller.token,
        intent,
        { input },
      );
    const before = (await call('GET', '/api/compte/profil', seller.token)).json();
    expect(await send('profil', { ...VALID, telephone: '12' })).toMatchObject({
      ok: false,
      fields: { telephone: expect.any(String) },
    });
    const wrongPassword = await send('mot-de-passe', {
      currentPassword: 'pas-le-bon',
      newPassword: 'nouveau-secret-2',
      confirmPassword: 'nouveau-secret-2',
    });
    expect(wrongPassword).toMatchObject({
      ok: false,
      fields: { currentPassword: WRONG_PASSWORD_MESSAGE },
    });
    expect((await call('GET', '/api/compte/profil', seller.token)).json()).toEqual(before);
    expect((await login(seller.email, PASSWORD)).status).toBe(200);

    // A phone of its own: VALID's is another test's account's by now.
    expect(await send('profil', { ...VALID, telephone: '93 11 22 44' })).toMatchObject({
      ok: true,
      message: PROFILE_SAVED_MESSAGE,
    });
    expect((await call('GET', '/api/compte/profil', seller.token)).json()).toMatchObject({
      userName: VALID.userName,
      birthday: VALID.birthday,
    });
    const changed = await send('mot-de-passe', {
      currentPassword: PASSWORD,
      newPassword: 'nouveau-secret-2',
      confirmPassword: 'nouveau-secret-2',
    });
    expect(changed).toMatchObject({ ok: true, message: PASSWORD_UPDATED_MESSAGE });
    expect((await login(seller.email, 'nouveau-secret-2')).status).toBe(200);
  });
});

describe('the e-mail change', () => {
  const requestChange = (token: string, newEmail: string, password = PASSWORD) =>
    call('POST', '/api/compte/email', token, { newEmail, password });
  const confirm = (token: string) =>
    call('POST', '/api/compte/email/confirmer', undefined, { token });

  /** The link mailed to `address`, and its token. */
  function linkTo(address: string) {
    const [mail] = mailsTo(address);
    if (!mail) throw new Error(`aucun message pour ${address}`);
    const link = /https:\/\/\S+\/confirmer-email\/([\w-]+)/.exec(mail.text);
    if (!link) throw new Error(`aucun lien dans le message :\n${mail.text}`);
    return { url: link[0], token: link[1]! };
  }

  it('mails a link to the new address and a notice to the old one; the link changes the address once', async () => {
    const seller = await newAccount();
    const response = await requestChange(seller.token, 'Nouvelle.Adresse@Exemple.tg');
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({
      message:
        'Un lien de confirmation a été envoyé à nouvelle.adresse@exemple.tg. Votre adresse changera une fois ce lien ouvert.',
    });

    const link = linkTo('nouvelle.adresse@exemple.tg');
    expect(link.url.startsWith('https://boutique.exemple.tg/confirmer-email/')).toBe(true);
    const notice = mailsTo(seller.email).at(-1);
    expect(notice?.subject).toContain('Changement d’adresse e-mail demandé');
    expect(notice?.text).toContain('nouvelle.adresse@exemple.tg');
    expect(notice?.text).not.toContain(link.token);

    // Only the token's hash is kept, for 24 hours; until confirmed, nothing changes.
    const [stored] = await query<{ token_hash: string; expires_at: Date; created_at: Date }>(
      'select token_hash, expires_at, created_at from email_changes where account_id = $1',
      [seller.id],
    );
    expect(stored!.token_hash).toBe(createHash('sha256').update(link.token).digest('hex'));
    const validity = stored!.expires_at.getTime() - stored!.created_at.getTime();
    expect(validity).toBeGreaterThan(23.9 * 3_600_000);
    expect(validity).toBeLessThanOrEqual(24 * 3_600_000 + 1000);
    expect((await call('GET', '/api/compte/profil', seller.token)).json()).toMatchObject({
      email: seller.email,
      pendingEmail: 'nouvelle.adresse@exemple.tg',
    });
    expect((await login(seller.email, PASSWORD)).status).toBe(200);

    const confirmed = await confirm(link.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      message:
        'Votre nouvelle adresse e-mail est confirmée : utilisez-la désormais pour vous connecter.',
    });
    expect((await call('GET', '/api/compte/profil', seller.token)).json()).toMatchObject({
      email: 'nouvelle.adresse@exemple.tg',
      pendingEmail: null,
    });
    expect((await login('nouvelle.adresse@exemple.tg', PASSWORD)).status).toBe(200);
    expect((await login(seller.email, PASSWORD)).status).toBe(401);
    const history = await query<{ changes: unknown }>(
      'select changes from boutique_settings_changes where boutique_id = $1',
      [seller.boutiqueId],
    );
    expect(history).toEqual([
      {
        changes: [{ label: 'E-mail', from: seller.email, to: 'nouvelle.adresse@exemple.tg' }],
      },
    ]);

    // A used link says so.
    const again = await confirm(link.token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: {
        code: 'VALIDATION',
        message: 'Ce lien de confirmation est invalide, a expiré ou a déjà été utilisé.',
      },
    });
  });

  it('refuses an expired link, and a link replaced by a newer request', async () => {
    const buyer = await newAccount('ACHETEUR');
    await requestChange(buyer.token, 'premiere@exemple.tg');
    await requestChange(buyer.token, 'seconde@exemple.tg');
    const replaced = await confirm(linkTo('premiere@exemple.tg').token);
    expect(replaced.statusCode).toBe(400);
    await query(
      "update email_changes set expires_at = now() - interval '1 minute' where account_id = $1",
      [buyer.id],
    );
    expect((await call('GET', '/api/compte/profil', buyer.token)).json()).toMatchObject({
      pendingEmail: null,
    });
    const expired = await confirm(linkTo('seconde@exemple.tg').token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json<{ error: { message: string } }>().error.message).toBe(
      'Ce lien de confirmation est invalide, a expiré ou a déjà été utilisé.',
    );
    expect((await call('GET', '/api/compte/profil', buyer.token)).json()).toMatchObject({
      email: buyer.email,
    });
  });

  it('refuses a wrong password beside it, an address in use, the same address; sends nothing', async () => {
    const seller = await newAccount();
    const other = await newAccount();
    const wrong = await requestChange(seller.token, 'ailleurs@exemple.tg', 'pas-le-bon');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(fieldError('password', 'Mot de passe actuel incorrect.'));
    const taken = await requestChange(seller.token, other.email.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'Un compte existe déjà avec cet e-mail.',
        details: [{ field: 'newEmail', message: 'Un compte existe déjà avec cet e-mail.' }],
      },
    });
    const same = await requestChange(seller.token, seller.email);
    expect(same.json()).toEqual(
      fieldError('newEmail', 'C’est déjà l’adresse e-mail de votre compte.'),
    );
    const invalid = await requestChange(seller.token, 'pas-une-adresse');
    expect(invalid.json()).toEqual(fieldError('newEmail', 'L’adresse e-mail doit être valide.'));
    expect(mailsTo('ailleurs@exemple.tg')).toEqual([]);
    // Only sign-up's welcome, whose link confirms the address it was sent to.
    expect(mailsTo(seller.email).map((mail) => mail.subject)).toEqual([
      'Bienvenue sur Baobab\u00a0: confirmez votre adresse e-mail',
    ]);
    expect(
      await query('select new_email from email_changes where account_id = $1', [seller.id]),
    ).toEqual([{ new_email: seller.email }]);
    expect((await call('POST', '/api/compte/email', undefined, {})).statusCode).toBe(401);
  });

  it('refuses a link confirmed after another account took the address', async () => {
    const seller = await newAccount();
    await requestChange(seller.token, 'convoitee@exemple.tg');
    const { token } = linkTo('convoitee@exemple.tg');
    const register = await call('POST', '/api/users/register', undefined, {
      userName: 'Kossi Premier',
      pays: 'Togo',
      ville: 'Lomé',
      telephone: '+228 93 00 00 01',
      email: 'convoitee@exemple.tg',
      typeCompte: 'ACHETEUR',
      password: PASSWORD,
    });
    expect(register.statusCode).toBe(201);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(409);
    expect((await call('GET', '/api/compte/profil', seller.token)).json()).toMatchObject({
      email: seller.email,
    });
  });
});

describe('POST /api/compte/mot-de-passe', () => {
  const change = (token: string, body: object) =>
    call('POST', '/api/compte/mot-de-passe', token, body);
  const checkAuth = async (token: string) =>
    (await call('GET', '/api/users/check-auth', token)).statusCode;

  it('changes the password and ends every other session; this one stays', async () => {
    const seller = await newAccount();
    const elsewhere = await login(seller.email, PASSWORD);
    expect(await checkAuth(elsewhere.token)).toBe(200);
    const response = await change(seller.token, {
      currentPassword: PASSWORD,
      newPassword: 'nouveau-secret-2',
      confirmPassword: 'nouveau-secret-2',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Mot de passe mis à jour avec succès !' });
    expect(await checkAuth(elsewhere.token)).toBe(401);
    expect(await checkAuth(seller.token)).toBe(200);
    expect((await login(seller.email, PASSWORD)).status).toBe(401);
    expect((await login(seller.email, 'nouveau-secret-2')).status).toBe(200);
  });

  it.each([
    [
      { newPassword: 'nouveau-secret-2', confirmPassword: 'autre-chose-3' },
      'confirmPassword',
      'Les mots de passe ne correspondent pas !',
    ],
    [
      { newPassword: 'court', confirmPassword: 'court' },
      'newPassword',
      'Le mot de passe doit contenir au moins 8 caractères.',
    ],
    [
      { newPassword: PASSWORD, confirmPassword: PASSWORD },
      'newPassword',
      'Le nouveau mot de passe doit être différent de l’actuel.',
    ],
    [
      { currentPassword: 'pas-le-bon', newPassword: 'nouveau-2', confirmPassword: 'nouveau-2' },
      'currentPassword',
      'Mot de passe actuel incorrect.',
    ],
  ])('refuses %o beside %s; the password and sessions stay', async (patch, field, message) => {
    const buyer = await newAccount('ACHETEUR');
    const elsewhere = await login(buyer.email, PASSWORD);
    const response = await change(buyer.token, { currentPassword: PASSWORD, ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(fieldError(field, message));
    expect(await checkAuth(elsewhere.token)).toBe(200);
    expect((await login(buyer.email, PASSWORD)).status).toBe(200);
  });

  it('counts wrong current passwords like logins: the sixth try in a quarter of an hour is refused', async () => {
    const seller = await newAccount();
    const wrong = {
      currentPassword: 'pas-le-bon',
      newPassword: 'nouveau-2',
      confirmPassword: 'nouveau-2',
    };
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await change(seller.token, wrong)).statusCode).toBe(400);
    }
    const refused = await change(seller.token, { ...wrong, currentPassword: PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: 'TOO_MANY_REQUESTS',
        message: 'Trop de mots de passe incorrects. Réessayez dans quelques minutes.',
      },
    });
    // The e-mail change asks for the same password: the same budget.
    const email = await call('POST', '/api/compte/email', seller.token, {
      newEmail: 'ailleurs2@exemple.tg',
      password: PASSWORD,
    });
    expect(email.statusCode).toBe(429);
    expect((await login(seller.email, PASSWORD)).status).toBe(200);
  });
});

describe('the buyer photo: POST /api/compte/photo, then PUT /api/compte/photo', () => {
  it('stores the image as a square WebP, puts it on the account, and removes it', async () => {
    const buyer = await newAccount('ACHETEUR');
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#c4622d' },
    })
      .png()
      .toBuffer();
    const body = multipart([{ filename: 'moi.png', type: 'image/png', data: png }]);
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: '/api/compte/photo',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${buyer.token}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { imageUrl } = uploaded.json<{ imageUrl: string }>();
    expect(imageUrl).toMatch(/^\/uploads\/accounts\/[0-9a-f-]{36}\.webp$/);
    const stored = await sharp(
      path.join(testApp.config.uploadsDir, imageUrl.slice('/uploads/'.length)),
    ).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 192, 192]);

    const saved = await call('PUT', '/api/compte/photo', buyer.token, { photoUrl: imageUrl });
    expect(saved.json()).toEqual({ message: 'Photo de profil enregistrée.' });
    expect((await call('GET', '/api/compte/profil', buyer.token)).json()).toMatchObject({
      photoUrl: imageUrl,
    });

    // Only an address our pipeline gives: not someone else's site, not another folder.
    for (const photoUrl of ['https://ailleurs.example/moi.png', '/uploads/products/x.webp']) {
      const refused = await call('PUT', '/api/compte/photo', buyer.token, { photoUrl });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject(
        fieldError('photoUrl', 'Photo invalide : envoyez-la d’abord (POST /api/compte/photo).'),
      );
    }
    const removed = await call('PUT', '/api/compte/photo', buyer.token, { photoUrl: null });
    expect(removed.json()).toEqual({ message: 'Photo de profil retirée.' });
    expect((await call('GET', '/api/compte/profil', buyer.token)).json()).toMatchObject({
      photoUrl: null,
    });
  });
});
