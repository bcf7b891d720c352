import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_DEFAULT_MESSAGE,
  ADDRESS_DELETED_MESSAGE,
  ADDRESS_NOT_FOUND_MESSAGE,
  ADDRESS_SAVED_MESSAGE,
  OPERATOR_REQUIRED_MESSAGE,
  PAYMENT_PREFERENCE_SAVED_MESSAGE,
} from '#common/addresses.ts';
import * as settingsPage from '../../../app/routes/dashboards/buyer-settings.tsx';
import type { Submission } from '#modules/operations/operation.ts';
import { nextIp } from '../../../tests/support/client-ip.ts';
import { performOnPage } from '../../../tests/support/page-route.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// A buyer's saved addresses and preferred payment method (issue 16, 'Paramètres') against a
// real PostgreSQL: only the owner reads or changes them, at most one default, French refusals.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'empty' });
});

afterAll(async () => {
  await testApp?.close();
});

function call(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token: string,
  body?: object,
) {
  return testApp.app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body }),
    headers: { 'x-forwarded-for': nextIp(), authorization: `Bearer ${token}` },
  });
}

let created = 0;
async function newAccount(typeCompte: 'ACHETEUR' | 'VENDEUR' = 'ACHETEUR') {
  const n = ++created;
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/users/register',
    headers: { 'x-forwarded-for': nextIp() },
    payload: {
      userName: `Kofi Adresse ${n}`,
      pays: 'Togo',
      ville: 'Lomé',
      telephone: `+228 90 00 30 ${String(n).padStart(2, '0')}`,
      email: `adresse${n}@exemple.tg`,
      typeCompte,
      password: 'mot-de-passe-1',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ token: string }>().token;
}

const HOME = {
  label: 'Maison',
  country: 'Togo',
  city: 'Lomé',
  address: 'Rue 12, Bè Kpota',
  phone: '90 11 22 33',
  isDefault: false,
};
const OFFICE = {
  label: 'Bureau',
  country: "Côte d'Ivoire",
  city: 'Abidjan',
  address: 'Plateau, avenue Chardy',
  phone: '07 07 12 34 56',
  isDefault: false,
};

interface Saved {
  id: number;
  label: string;
  phone: string;
  isDefault: boolean;
}
const list = async (token: string) =>
  (await call('GET', '/api/compte/adresses', token)).json<Saved[]>();

describe('saved addresses', () => {
  it('saves the first as the default, phones in E.164, and moves the default on request', async () => {
    const token = await newAccount();
    const home = await call('POST', '/api/compte/adresses', token, HOME);
    expect(home.statusCode, home.body).toBe(201);
    expect(home.json()).toMatchObject({ message: 'Adresse enregistrée.' });
    const office = await call('POST', '/api/compte/adresses', token, {
      ...OFFICE,
      isDefault: true,
    });
    expect(office.statusCode, office.body).toBe(201);

    const saved = await list(token);
    expect(saved.map(({ label, phone, isDefault }) => ({ label, phone, isDefault }))).toEqual([
      { label: 'Bureau', phone: '+2250707123456', isDefault: true },
      { label: 'Maison', phone: '+22890112233', isDefault: false },
    ]);

    const homeId = home.json<{ id: number }>().id;
    const made = await call('POST', `/api/compte/adresses/${homeId}/principale`, token);
    expect(made.json()).toEqual({ message: 'Adresse par défaut mise à jour.' });
    expect((await list(token)).map((each) => [each.label, each.isDefault])).toEqual([
      ['Maison', true],
      ['Bureau', false],
    ]);
  });

  it('keeps one default when the default is deleted, and edits in place', async () => {
    const token = await newAccount();
    const first = (await call('POST', '/api/compte/adresses', token, HOME)).json<{ id: number }>();
    const second = (await call('POST', '/api/compte/adresses', token, OFFICE)).json<{
      id: number;
    }>();
    const removed = await call('DELETE', `/api/compte/adresses/${first.id}`, token);
    expect(removed.json()).toEqual({ message: 'Adresse supprimée.' });
    expect((await list(token)).map((each) => [each.id, each.isDefault])).toEqual([
      [second.id, true],
    ]);

    const edited = await call('PUT', `/api/compte/adresses/${second.id}`, token, {
      ...OFFICE,
      label: 'Travail',
      isDefault: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await list(token)).toMatchObject([{ label: 'Travail', isDefault: true }]);
  });

  it('refuses a second default in the database itself', async () => {
    const token = await newAccount();
    await call('POST', '/api/compte/adresses', token, HOME);
    await call('POST', '/api/compte/adresses', token, OFFICE);
    await expect(
      testApp.database.pool.query(
        'update delivery_addresses set is_default = true where label = $1',
        ['Bureau'],
      ),
    ).rejects.toThrow(/delivery_addresses_one_default/);
  });

  it('answers 404 to another buyer, who can neither read, edit, default nor delete it', async () => {
    const owner = await newAccount();
    const other = await newAccount();
    const { id } = (await call('POST', '/api/compte/adresses', owner, HOME)).json<{
      id: number;
    }>();
    expect(await list(other)).toEqual([]);
    for (const [method, url, body] of [
      ['PUT', `/api/compte/adresses/${id}`, { ...HOME, label: 'Volée' }],
      ['POST', `/api/compte/adresses/${id}/principale`, undefined],
      ['DELETE', `/api/compte/adresses/${id}`, undefined],
    ] as const) {
      const response = await call(method, url, other, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ error: { message: 'Adresse introuvable.' } });
    }
    expect(await list(owner)).toMatchObject([{ id, label: 'Maison', isDefault: true }]);
  });

  it('refuses sellers and anonymous callers', async () => {
    const seller = await newAccount('VENDEUR');
    expect((await call('GET', '/api/compte/adresses', seller)).statusCode).toBe(403);
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/compte/adresses' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses bad input with its French message beside the field, saving nothing', async () => {
    const token = await newAccount();
    const cases: [object, string, string][] = [
      [{ ...HOME, label: '  ' }, 'label', 'Nom de l’adresse requis (Maison, Bureau…)'],
      [{ ...HOME, country: 'Ghana' }, 'country', 'Choisissez un pays de la liste.'],
      [{ ...HOME, city: '' }, 'city', 'La ville est requise.'],
      [{ ...HOME, address: '' }, 'address', 'L’adresse est requise.'],
      [
        { ...HOME, phone: '12 34' },
        'phone',
        'Numéro de téléphone invalide (chiffres, espaces, « + » en tête).',
      ],
      [{ ...HOME, country: 'France' }, 'phone', 'Numéro de téléphone invalide pour ce pays.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await call('POST', '/api/compte/adresses', token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'VALIDATION', details: [{ field, message }] },
      });
    }
    expect(await list(token)).toEqual([]);
  });

  it('holds at most ten addresses', async () => {
    const token = await newAccount();
    for (let n = 1; n <= 10; n += 1) {
      const response = await call('POST', '/api/compte/adresses', token, {
        ...HOME,
        label: `A${n}`,
      });
      expect(response.statusCode).toBe(201);
    }
    const eleventh = await call('POST', '/api/compte/adresses', token, HOME);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({
      error: { message: 'Vous avez déjà 10 adresses : supprimez-en une avant d’en ajouter.' },
    });
  });
});

describe('preferred payment method', () => {
  it('starts empty, saves a method with its operator, and is per account', async () => {
    const token = await newAccount();
    const other = await newAccount();
    const empty = { method: null, mobileMoneyOperator: null };
    expect((await call('GET', '/api/compte/paiement-prefere', token)).json()).toEqual(empty);

    const saved = await call('PUT', '/api/compte/paiement-prefere', token, {
      method: 'Mobile Money',
      mobileMoneyOperator: 'Moov',
    });
    expect(saved.json()).toEqual({ message: 'Paramètres de paiement enregistrés !' });
    expect((await call('GET', '/api/compte/paiement-prefere', token)).json()).toEqual({
      method: 'Mobile Money',
      mobileMoneyOperator: 'Moov',
    });
    expect((await call('GET', '/api/compte/paiement-prefere', other)).json()).toEqual(empty);

    // An operator means nothing without Mobile Money: it is dropped.
    await call('PUT', '/api/compte/paiement-prefere', token, {
      method: 'Carte Bancaire',
      mobileMoneyOperator: 'MTN',
    });
    expect((await call('GET', '/api/compte/paiement-prefere', token)).json()).toEqual({
      method: 'Carte Bancaire',
      mobileMoneyOperator: null,
    });
  });

  it('asks for the operator with Mobile Money and refuses unknown methods', async () => {
    const token = await newAccount();
    const noOperator = await call('PUT', '/api/compte/paiement-prefere', token, {
      method: 'Mobile Money',
      mobileMoneyOperator: null,
    });
    expect(noOperator.statusCode).toBe(400);
    expect(noOperator.json()).toMatchObject({
      error: {
        details: [
          { field: 'mobileMoneyOperator', message: 'Choisissez votre opérateur Mobile Money.' },
        ],
      },
    });
    const unknown = await call('PUT', '/api/compte/paiement-prefere', token, {
      method: 'Bitcoin',
      mobileMoneyOperator: null,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: { details: [{ field: 'method', message: 'Moyen de paiement invalide.' }] },
    });
    expect((await call('GET', '/api/compte/paiement-prefere', token)).json()).toEqual({
      method: null,
      mobileMoneyOperator: null,
    });
  });
});

describe('the « Paramètres » screen', () => {
  /** The screen's action, posted with the session cookie of `token` as its forms send. */
  async function throughPage(token: string, intent: string, sent: Submission) {
    const me = (await call('GET', '/api/users/check-auth', token)).json<{ TenantId: number }>();
    const path = `/acheteur-dashboard/${me.TenantId}/parametres`;
    return performOnPage(testApp, settingsPage.action, path, token, intent, sent);
  }

  it('adds, edits, defaults and deletes an address through the API’s operations', async () => {
    const token = await newAccount();
    expect(await throughPage(token, 'adresse-ajouter', { input: HOME })).toMatchObject({
      ok: true,
      message: ADDRESS_SAVED_MESSAGE,
    });
    await throughPage(token, 'adresse-ajouter', { input: OFFICE });
    const [home, office] = await list(token);
    const edited = await throughPage(token, 'adresse-modifier', {
      params: { id: String(office!.id) },
      input: { ...OFFICE, label: 'Bureau du Plateau' },
    });
    expect(edited).toMatchObject({ ok: true, message: ADDRESS_SAVED_MESSAGE });
    const defaulted = await throughPage(token, 'adresse-principale', {
      params: { id: String(office!.id) },
    });
    expect(defaulted).toMatchObject({ ok: true, message: ADDRESS_DEFAULT_MESSAGE });
    const removed = await throughPage(token, 'adresse-supprimer', {
      params: { id: String(home!.id) },
    });
    expect(removed).toMatchObject({ ok: true, message: ADDRESS_DELETED_MESSAGE });
    expect(await list(token)).toMatchObject([
      { id: office!.id, label: 'Bureau du Plateau', isDefault: true },
    ]);
    const preferred = await throughPage(token, 'paiement-prefere', {
      input: { method: 'Mobile Money', mobileMoneyOperator: 'MTN' },
    });
    expect(preferred).toMatchObject({ ok: true, message: PAYMENT_PREFERENCE_SAVED_MESSAGE });
  });

  it('refuses bad input beside its field and another buyer’s address, changing nothing', async () => {
    const token = await newAccount();
    const other = await newAccount();
    await call('POST', '/api/compte/adresses', other, HOME);
    const [theirs] = await list(other);
    expect(
      await throughPage(token, 'adresse-ajouter', { input: { ...HOME, label: '  ' } }),
    ).toMatchObject({
      ok: false,
      fields: { label: 'Nom de l’adresse requis (Maison, Bureau…)' },
    });
    expect(
      await throughPage(token, 'paiement-prefere', {
        input: { method: 'Mobile Money', mobileMoneyOperator: null },
      }),
    ).toMatchObject({
      ok: false,
      fields: { mobileMoneyOperator: OPERATOR_REQUIRED_MESSAGE },
    });
    expect(
      await throughPage(token, 'adresse-modifier', {
        params: { id: String(theirs!.id) },
        input: OFFICE,
      }),
    ).toMatchObject({ ok: false, message: ADDRESS_NOT_FOUND_MESSAGE });
    expect(await throughPage(token, 'adresse-supprimer', { params: { id: 'abc' } })).toMatchObject({
      ok: false,
      fields: { id: 'Identifiant invalide.' },
    });
    expect(await list(token)).toEqual([]);
    expect(await list(other)).toEqual([theirs]);
    expect((await call('GET', '/api/compte/paiement-prefere', token)).json()).toEqual({
      method: null,
      mobileMoneyOperator: null,
    });
  });
});
