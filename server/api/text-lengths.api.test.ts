import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_NOT_SERVED_MESSAGE } from '#common/delivery.ts';
import { nextIp } from '../../tests/support/client-ip.ts';
import { emailOfLength } from '../../tests/support/long-values.ts';
import { COD_TOGO, newGuest, orderHelpers, type OfferRow } from '../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

// Every text field people type has a longest value (common/text-lengths.ts), the same for the
// forms and the API: past it, a 400 names the field with the form's French message and nothing
// is stored. A 5 006-character e-mail once made the cart page 41 531 px wide.

let testApp: TestApp;
const { checkout, offers, count } = orderHelpers(() => testApp);
let offer: OfferRow;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  offer = (await offers())[0]!;
});
afterAll(async () => {
  await testApp?.close();
});

const INVALID_EMAIL = 'L’adresse e-mail doit être valide.';
const tooLong = (subject: string, max: string) =>
  `${subject} ne doit pas dépasser ${max} caractères.`;

function expectRefused(
  response: { statusCode: number; json(): unknown },
  field: string,
  message: string,
) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    error: { code: 'VALIDATION', message, details: [{ field, message }] },
  });
}

describe('POST /api/users/register', () => {
  const buyer = {
    userName: 'Kofi Mensah',
    pays: 'Togo',
    ville: 'Kara',
    telephone: '+228 91 00 00 01',
    email: 'kofi.mensah@exemple.tg',
    typeCompte: 'ACHETEUR',
    password: 'moringa-vert-2026',
  };
  const register = (body: object) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: body,
      headers: { 'x-forwarded-for': nextIp() },
    });

  it('takes values at the limits: an e-mail of 254 characters, a name of 100', async () => {
    const response = await register({
      ...buyer,
      email: emailOfLength(254, 'kossi'),
      userName: 'N'.repeat(100),
      ville: 'V'.repeat(100),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ Email: emailOfLength(254, 'kossi') });
  });

  it.each([
    ['email', { email: emailOfLength(255) }, INVALID_EMAIL],
    ['email', { email: emailOfLength(5006) }, INVALID_EMAIL],
    ['pays', { pays: 'Atlantis 🌊' }, COUNTRY_NOT_SERVED_MESSAGE],
    ['userName', { userName: 'N'.repeat(101) }, tooLong('Le nom', '100')],
    ['ville', { ville: 'V'.repeat(101) }, tooLong('La ville', '100')],
    [
      'instituteName',
      { typeCompte: 'VENDEUR', instituteName: 'B'.repeat(101) },
      tooLong('Le nom de la boutique', '100'),
    ],
  ])(
    'refuses a bad %s (%#) beside the field, and stores nothing',
    async (field, change, message) => {
      const before = await count('accounts');
      expectRefused(await register({ ...buyer, ...change }), field, message);
      expect(await count('accounts')).toBe(before);
    },
  );

  it('refuses a login identifier longer than any e-mail', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: emailOfLength(255), password: 'peu-importe' },
      headers: { 'x-forwarded-for': nextIp() },
    });
    expectRefused(response, 'email', tooLong('L’identifiant', '254'));
  });
});

describe('POST /api/commandes as a guest', () => {
  it.each([
    ['guest.email', { guest: { ...newGuest(), email: emailOfLength(255) } }, INVALID_EMAIL],
    ['guest.name', { guest: { ...newGuest(), name: 'N'.repeat(101) } }, tooLong('Le nom', '100')],
    [
      'delivery.city',
      { delivery: { ...COD_TOGO.delivery, city: 'V'.repeat(101) } },
      tooLong('La ville', '100'),
    ],
    [
      'delivery.address',
      { delivery: { ...COD_TOGO.delivery, address: 'A'.repeat(301) } },
      tooLong('L’adresse', '300'),
    ],
    [
      'delivery.country',
      { delivery: { ...COD_TOGO.delivery, country: 'Atlantis 🌊' } },
      COUNTRY_NOT_SERVED_MESSAGE,
    ],
    [
      'payment.account',
      { payment: { method: 'Mobile Money', provider: 'MTN', account: 'x'.repeat(255) } },
      tooLong('Le compte de paiement', '254'),
    ],
  ])('refuses a too long or unknown %s, and writes nothing', async (field, change, message) => {
    const before = await count('checkouts');
    const response = await checkout({
      lines: [{ id: offer.id, quantity: 1 }],
      ...COD_TOGO,
      guest: newGuest(),
      ...change,
    });
    expectRefused(response, field, message);
    expect(await count('checkouts')).toBe(before);
  });
});

describe('POST /api/contact', () => {
  const message = { name: 'Afi', email: 'afi@exemple.tg', message: 'Bonjour !' };

  it.each([
    ['email', { email: emailOfLength(255) }, INVALID_EMAIL],
    ['name', { name: 'N'.repeat(101) }, tooLong('Le nom', '100')],
    ['message', { message: 'M'.repeat(2001) }, tooLong('Le message', '2 000')],
  ])('refuses a too long %s, and stores nothing', async (field, change, error) => {
    const before = await count('contact_messages');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...message, ...change },
    });
    expectRefused(response, field, error);
    expect(await count('contact_messages')).toBe(before);
  });
});
