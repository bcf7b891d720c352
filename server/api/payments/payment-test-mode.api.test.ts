import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult } from '#common/orders.ts';
import { deriveKey } from '#modules/accounts/auth-secret.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { createTestProvider, SIGNATURE_HEADER } from '#modules/payments/payment-providers.ts';
import { COD_TOGO, orderHelpers, type OfferRow } from '../../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// PAYMENT_TEST_MODE=false, as on a real deployment with no payment provider configured: the
// test provider must not exist, since it lets any buyer approve its own payment.

const AUTH_SECRET = 'secret-des-tests-du-mode-test-0123456789';
let testApp: TestApp;
const { checkout, call, offers, count, login } = orderHelpers(() => testApp);
let kofi: string;
let offer: OfferRow | undefined;

beforeAll(async () => {
  testApp = await createTestApp({
    template: 'demo',
    env: { PAYMENT_TEST_MODE: 'false', AUTH_SECRET },
  });
  kofi = await login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR);
  [offer] = await offers();
});
afterAll(async () => {
  await testApp?.close();
});

describe('without PAYMENT_TEST_MODE', () => {
  it('refuses every online method and writes nothing; cash on delivery still works', async () => {
    const before = await count('commandes');
    const mobileMoney = await checkout(
      {
        lines: [{ id: offer!.id, quantity: 1 }],
        delivery: COD_TOGO.delivery,
        payment: { method: 'Mobile Money', provider: 'Moov', account: '+228 90 11 22 33' },
      },
      { token: kofi },
    );
    expect(mobileMoney.statusCode).toBe(400);
    expect(mobileMoney.json().error.message).toBe(
      'Le paiement en ligne n’est pas encore ouvert : choisissez le paiement à la livraison.',
    );
    expect(await count('commandes')).toBe(before);

    const cash = await checkout(
      { lines: [{ id: offer!.id, quantity: 1 }], ...COD_TOGO },
      { token: kofi },
    );
    expect(cash.statusCode).toBe(201);
    expect(cash.json<CheckoutResult>().paymentUrl).toBeNull();
  });

  it('cannot approve a test payment left from before, by its page or a signed notification', async () => {
    // A checkout placed while test mode was still on, waiting for its online payment.
    const placed = await checkout(
      { lines: [{ id: offer!.id, quantity: 1 }], ...COD_TOGO },
      { token: kofi },
    );
    const { reference, total } = placed.json<CheckoutResult>();
    await testApp.database.pool.query(
      `UPDATE checkouts SET payment_provider = 'test', payment_method = 'Carte Bancaire'
        WHERE reference = $1`,
      [reference],
    );

    const decision = await call('POST', `/api/paiements/test/${reference}/decision`, undefined, {
      decision: 'approve',
    });
    expect(decision.statusCode).toBe(404);

    const body = JSON.stringify({ eventId: 'e1', reference, status: 'Réussi', amount: total });
    const key = deriveKey(AUTH_SECRET, 'webhook-paiement-test');
    const webhook = await testApp.app.inject({
      method: 'POST',
      url: '/api/paiements/webhook/test',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: createTestProvider(key).sign(body),
      },
      payload: body,
    });
    expect(webhook.statusCode).toBe(401);
    const { rows } = await testApp.database.pool.query(
      'SELECT payment_status FROM checkouts WHERE reference = $1',
      [reference],
    );
    expect(rows[0]).toEqual({ payment_status: 'En attente' });
  });
});
