import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_SETTINGS_MESSAGES, type PaymentSettings } from '#common/payment-settings.ts';
import { operationForm } from '../../../app/features/operation-form.ts';
import * as paymentPage from '../../../app/routes/dashboards/seller-settings-payment.tsx';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { orderHelpers } from '../../../tests/support/orders.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { pageOutcome } from '../../../tests/support/page-outcome.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

let testApp: TestApp;
const { login, call } = orderHelpers(() => testApp);

interface Seller {
  token: string;
  boutiqueId: number;
  tenantId: number;
}
let awa: Seller;
let mariam: Seller;
let kofi: string;

async function seller(email: string): Promise<Seller> {
  const token = await login(email, DEMO_PASSWORDS.VENDEUR);
  const account = (await call('GET', '/api/users/check-auth', token)).json<{
    boutiqueId: number;
    TenantId: number;
  }>();
  return { token, boutiqueId: account.boutiqueId, tenantId: account.TenantId };
}

const url = (shop: Seller) => `/api/vendeur/parametres/paiement/${shop.boutiqueId}`;
const put = (shop: Seller, body: unknown, token = shop.token) =>
  call('PUT', url(shop), token, body);

/** Awa's shop is in Togo: a local number is read as a Togolese one. */
const MOBILE_PAYOUT = {
  method: 'Mobile Money',
  operator: 'Moov',
  holder: '',
  account: '90 12 45 21',
};
const FRENCH_IBAN = 'FR14 2004 1010 0505 0001 3M02 606';

function settings(overrides: Record<string, unknown> = {}) {
  return {
    onlinePayments: true,
    acceptedMethods: ['Mobile Money', 'Paiement à la livraison'],
    mobileMoneyOperators: ['MTN', 'Moov'],
    minOrderAmount: 3000,
    payout: MOBILE_PAYOUT,
    ...overrides,
  };
}

async function column(boutiqueId: number) {
  const { rows } = await testApp.database.pool.query<{
    sealed: string | null;
    masked: string | null;
    minimum: number;
  }>(
    `select payout_account_encrypted as sealed, payout_account_masked as masked,
       min_order_amount as minimum from boutiques where id = $1`,
    [boutiqueId],
  );
  return rows[0]!;
}

async function history(boutiqueId: number): Promise<string> {
  const { rows } = await testApp.database.pool.query<{ changes: unknown }>(
    "select changes from boutique_settings_changes where boutique_id = $1 and panel = 'paiement'",
    [boutiqueId],
  );
  return JSON.stringify(rows);
}

function fieldsOf(response: { json<T>(): T }) {
  const { error } = response.json<{ error: { details?: { field: string; message: string }[] } }>();
  return Object.fromEntries((error.details ?? []).map((detail) => [detail.field, detail.message]));
}

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  [awa, mariam, kofi] = await Promise.all([
    seller('awa@baobab.example'),
    seller('mariam@baobab.example'),
    login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR),
  ]);
});
afterAll(async () => {
  await testApp?.close();
});

describe('saving the payment settings', () => {
  beforeEach(async () => {
    expect((await put(awa, settings())).statusCode).toBe(200);
  });

  it('saves methods, operators and minimum, and shows the payout number only masked', async () => {
    const response = await call('GET', url(awa), awa.token);
    expect(response.statusCode).toBe(200);
    const saved = response.json<PaymentSettings>();
    expect(saved).toMatchObject({
      // The panel offers this country's operators (and MTN, saved though not Togolese).
      country: 'Togo',
      onlinePayments: true,
      acceptedMethods: ['Mobile Money', 'Paiement à la livraison'],
      mobileMoneyOperators: ['MTN', 'Moov'],
      minOrderAmount: 3000,
      payout: { method: 'Mobile Money', operator: 'Moov', holder: '', accountMasked: '•••• 4521' },
    });
    expect(response.body).not.toMatch(/90\s?12\s?45\s?21/);
    expect(response.body).not.toContain('+22890124521');
  });

  it('stores the number sealed, never in clear, and its history masked', async () => {
    expect(
      (await put(awa, settings({ payout: { ...MOBILE_PAYOUT, account: '+228 91 00 77 88' } })))
        .statusCode,
    ).toBe(200);
    const stored = await column(awa.boutiqueId);
    expect(stored.masked).toBe('•••• 7788');
    expect(stored.sealed).toMatch(/^[0-9a-f]{8}:/);
    expect(stored.sealed).not.toContain('91007788');
    expect(stored.sealed).not.toContain('+228');
    const written = await history(awa.boutiqueId);
    expect(written).toContain('•••• 7788');
    expect(written).not.toMatch(/9[01]\s?\d\d\s?\d\d\s?\d\d/);
  });

  it('keeps the number on file when the field is left empty', async () => {
    const before = await column(awa.boutiqueId);
    const response = await put(
      awa,
      settings({ minOrderAmount: 0, payout: { ...MOBILE_PAYOUT, operator: 'MTN', account: '' } }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<PaymentSettings>().payout).toMatchObject({
      operator: 'MTN',
      accountMasked: '•••• 4521',
    });
    expect((await column(awa.boutiqueId)).sealed).toBe(before.sealed);
  });

  it('records who changed what, the minimum in FCFA', async () => {
    await put(awa, settings({ minOrderAmount: 5000, mobileMoneyOperators: ['Wave'] }));
    const { history: entries } = (await call('GET', url(awa), awa.token)).json<PaymentSettings>();
    expect(entries[0]).toMatchObject({ actorName: expect.any(String) as string });
    expect(entries[0]!.changes).toEqual(
      expect.arrayContaining([
        { label: 'Minimum de commande', from: '3 000 FCFA', to: '5 000 FCFA' },
        { label: 'Opérateurs Mobile Money', from: 'MTN, Moov', to: 'Wave' },
      ]),
    );
  });

  it('takes a bank account with a valid IBAN, masked by its last digits', async () => {
    const response = await put(
      awa,
      settings({
        payout: {
          method: 'Virement bancaire',
          operator: null,
          holder: 'Awa Kodjo',
          account: FRENCH_IBAN,
        },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<PaymentSettings>().payout).toEqual({
      method: 'Virement bancaire',
      operator: null,
      holder: 'Awa Kodjo',
      accountMasked: '•••• 2606',
    });
    expect(response.body).not.toContain('M02606');
  });
});

describe('refusing bad settings, beside the field, changing nothing', () => {
  beforeAll(async () => {
    expect((await put(awa, settings())).statusCode).toBe(200);
  });

  it.each([
    ['no method', { acceptedMethods: [] }, 'acceptedMethods', PAYMENT_SETTINGS_MESSAGES.noMethod],
    [
      'online payments off without cash on delivery',
      { onlinePayments: false, acceptedMethods: ['Mobile Money'] },
      'acceptedMethods',
      PAYMENT_SETTINGS_MESSAGES.cashOnly,
    ],
    [
      'Mobile Money without an operator',
      { mobileMoneyOperators: [] },
      'mobileMoneyOperators',
      PAYMENT_SETTINGS_MESSAGES.noOperator,
    ],
    [
      'a negative minimum',
      { minOrderAmount: -1 },
      'minOrderAmount',
      PAYMENT_SETTINGS_MESSAGES.minOrder,
    ],
    [
      'a minimum in cents',
      { minOrderAmount: 1500.5 },
      'minOrderAmount',
      PAYMENT_SETTINGS_MESSAGES.minOrder,
    ],
    [
      'online payments without a payout account',
      { payout: { method: null, operator: null, holder: '', account: '' } },
      'payout.method',
      PAYMENT_SETTINGS_MESSAGES.payoutRequired,
    ],
    [
      'an IBAN whose check digits are wrong',
      {
        payout: {
          method: 'Virement bancaire',
          operator: null,
          holder: 'Awa Kodjo',
          account: 'FR15 2004 1010 0505 0001 3M02 606',
        },
      },
      'payout.account',
      PAYMENT_SETTINGS_MESSAGES.iban,
    ],
    [
      'a bank transfer without its holder',
      {
        payout: { method: 'Virement bancaire', operator: null, holder: '', account: FRENCH_IBAN },
      },
      'payout.holder',
      PAYMENT_SETTINGS_MESSAGES.holder,
    ],
    [
      'a bank transfer keeping a Mobile Money number',
      { payout: { method: 'Virement bancaire', operator: null, holder: 'Awa', account: '' } },
      'payout.account',
      PAYMENT_SETTINGS_MESSAGES.account,
    ],
    [
      'a number that is no phone number',
      { payout: { ...MOBILE_PAYOUT, account: '12' } },
      'payout.account',
      PAYMENT_SETTINGS_MESSAGES.phone,
    ],
  ])('refuses %s', async (_case, overrides, field, message) => {
    const before = await column(awa.boutiqueId);
    const response = await put(awa, settings(overrides));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)[field]).toBe(message);
    expect(await column(awa.boutiqueId)).toEqual(before);
  });

  it('lets a cash-only shop go without a payout account', async () => {
    const response = await put(
      awa,
      settings({
        onlinePayments: false,
        acceptedMethods: ['Paiement à la livraison'],
        payout: { method: null, operator: null, holder: '', account: '' },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(await column(awa.boutiqueId)).toMatchObject({ sealed: null, masked: null });
  });
});

describe('who may see and change them', () => {
  it('answers 404 to another seller, for reading and for writing', async () => {
    const before = await column(awa.boutiqueId);
    expect((await call('GET', url(awa), mariam.token)).statusCode).toBe(404);
    expect((await put(awa, settings({ minOrderAmount: 1 }), mariam.token)).statusCode).toBe(404);
    expect(await column(awa.boutiqueId)).toEqual(before);
  });

  it('answers 403 to a buyer and 401 without a session', async () => {
    expect((await call('GET', url(awa), kofi)).statusCode).toBe(403);
    expect((await put(awa, settings(), kofi)).statusCode).toBe(403);
    expect((await call('GET', url(awa))).statusCode).toBe(401);
    expect((await call('PUT', url(awa), undefined, settings())).statusCode).toBe(401);
  });
});

describe('the « Paramètres des paiements » panel', () => {
  it('saves through PUT’s operation with the session cookie, refusing bad values beside their fields', async () => {
    expect((await put(awa, settings())).statusCode).toBe(200);
    const path = `/vendeur-dashboard/${awa.tenantId}/settings/payment-settings`;
    const loaded = (await callPageRoute(testApp, paymentPage.loader, path, awa.token)) as {
      boutiqueId: number;
    };
    expect(loaded.boutiqueId).toBe(awa.boutiqueId);
    const send = (input: unknown, boutiqueId = loaded.boutiqueId) =>
      callPageRoute(testApp, paymentPage.action, path, awa.token, {
        form: operationForm('paiement', { params: { boutiqueId }, input }),
      });
    const before = { column: await column(awa.boutiqueId), history: await history(awa.boutiqueId) };

    // The panel's minimum left empty.
    const refused = pageOutcome(await send(settings({ minOrderAmount: '' })));
    expect(refused).toMatchObject({
      ok: false,
      fields: { minOrderAmount: PAYMENT_SETTINGS_MESSAGES.minOrder },
    });
    // Another shop's, named in the address: not found, as through the API.
    const elsewhere = pageOutcome(await send(settings(), mariam.boutiqueId));
    expect(elsewhere.ok).toBe(false);
    expect({
      column: await column(awa.boutiqueId),
      history: await history(awa.boutiqueId),
    }).toEqual(before);
    expect((await column(mariam.boutiqueId)).minimum).not.toBe(4500);

    const saved = pageOutcome(await send(settings({ minOrderAmount: 4500 })));
    expect(saved).toMatchObject({ ok: true, message: PAYMENT_SETTINGS_MESSAGES.saved });
    expect((await column(awa.boutiqueId)).minimum).toBe(4500);
  });
});
