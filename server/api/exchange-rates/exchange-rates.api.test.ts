import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationForm } from '../../../app/features/operation-form.ts';
import * as devisesPage from '../../../app/routes/dashboards/admin-devises.tsx';
import {
  RATE_DATE_FUTURE,
  RATE_DATE_INVALID,
  RATE_DECIMALS,
  RATE_POSITIVE,
  RATE_REQUIRED,
  RATE_SAVED,
} from '#common/exchange-rates.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { orderHelpers } from '../../../tests/support/orders.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// The team's exchange rates (decision 017): anyone reads them, only an admin sets the dollar's
// and the pound's, each change with who set it, when, and its audit entry; bad input is refused
// beside its field and changes nothing.

const today = () => new Date().toISOString().slice(0, 10);

describe('before the team sets any rate', () => {
  let empty: TestApp;
  beforeAll(async () => {
    empty = await createTestApp({ template: 'empty' });
  });
  afterAll(async () => {
    await empty?.close();
  });

  it('reads the EUR peg and XAF par, and no made-up rate for USD and GBP', async () => {
    const response = await empty.app.inject({ method: 'GET', url: '/api/taux-de-change' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.json()).toEqual([
      { currency: 'EUR', basis: 'peg', fcfaPerUnit: 655.957, rateDate: null },
      { currency: 'XAF', basis: 'par', fcfaPerUnit: 1, rateDate: null },
      { currency: 'USD', basis: 'admin', fcfaPerUnit: null, rateDate: null },
      { currency: 'GBP', basis: 'admin', fcfaPerUnit: null, rateDate: null },
    ]);
  });
});

describe('the team’s rates', () => {
  let testApp: TestApp;
  const { login, call, count } = orderHelpers(() => testApp);
  let admin: string;
  let seller: string;
  let buyer: string;

  beforeAll(async () => {
    testApp = await createTestApp({ template: 'demo' });
    [admin, seller, buyer] = await Promise.all([
      login('admin@baobab.example', DEMO_PASSWORDS.ADMIN),
      login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR),
      login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR),
    ]);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const rows = async () =>
    (
      await testApp.database.pool.query(
        'select currency, fcfa_per_unit, rate_date, set_by_name from taux_de_change order by currency',
      )
    ).rows;

  it('starts with the demo admin’s rates for USD and GBP', async () => {
    const response = await call('GET', '/api/taux-de-change');
    const rates: { currency: string; fcfaPerUnit: number | null; rateDate: string | null }[] =
      response.json();
    for (const currency of ['USD', 'GBP']) {
      const rate = rates.find((entry) => entry.currency === currency);
      expect(rate?.fcfaPerUnit).toBeGreaterThan(0);
      expect(rate?.rateDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('is set by an admin only: a seller or a buyer is refused, no session is 401', async () => {
    const before = [await rows(), await count('audit_log')];
    const body = { fcfaPerUnit: 1, rateDate: today() };
    expect((await call('PUT', '/api/admin/taux-de-change/USD', undefined, body)).statusCode).toBe(
      401,
    );
    for (const token of [seller, buyer]) {
      expect((await call('PUT', '/api/admin/taux-de-change/USD', token, body)).statusCode).toBe(
        403,
      );
      expect((await call('GET', '/api/admin/taux-de-change', token)).statusCode).toBe(403);
    }
    expect([await rows(), await count('audit_log')]).toEqual(before);
  });

  it('refuses a bad rate or day beside its field, and changes nothing', async () => {
    const before = [await rows(), await count('audit_log')];
    const refusal = async (currency: string, body: unknown) => {
      const response = await call('PUT', `/api/admin/taux-de-change/${currency}`, admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      return response.json<{ error: { details?: { field: string; message: string }[] } }>().error;
    };
    const cases = [
      [{ rateDate: today() }, 'fcfaPerUnit', RATE_REQUIRED],
      [{ fcfaPerUnit: '600', rateDate: today() }, 'fcfaPerUnit', RATE_REQUIRED],
      [{ fcfaPerUnit: 0, rateDate: today() }, 'fcfaPerUnit', RATE_POSITIVE],
      [{ fcfaPerUnit: -12, rateDate: today() }, 'fcfaPerUnit', RATE_POSITIVE],
      [{ fcfaPerUnit: 600.12345, rateDate: today() }, 'fcfaPerUnit', RATE_DECIMALS],
      [{ fcfaPerUnit: 600, rateDate: '2026-02-30' }, 'rateDate', RATE_DATE_INVALID],
      [{ fcfaPerUnit: 600, rateDate: '24/11/2026' }, 'rateDate', RATE_DATE_INVALID],
      [{ fcfaPerUnit: 600, rateDate: '2999-01-01' }, 'rateDate', RATE_DATE_FUTURE],
    ] as const;
    for (const [body, field, message] of cases) {
      expect((await refusal('USD', body)).details).toContainEqual({ field, message });
    }
    // EUR is pegged and XOF is the FCFA: neither has a rate to set.
    for (const currency of ['EUR', 'XOF', 'XAF', 'usd']) {
      const response = await call('PUT', `/api/admin/taux-de-change/${currency}`, admin, {
        fcfaPerUnit: 600,
        rateDate: today(),
      });
      expect(response.statusCode, currency).toBe(400);
    }
    expect([await rows(), await count('audit_log')]).toEqual(before);
  });

  it('saves a rate with who set it and when, audited, and the public read tells it at once', async () => {
    const response = await call('PUT', '/api/admin/taux-de-change/USD', admin, {
      fcfaPerUnit: 601.2345,
      rateDate: '2026-11-20',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      currency: 'USD',
      fcfaPerUnit: 601.2345,
      rateDate: '2026-11-20',
      setByName: 'Équipe Baobab',
    });
    const updatedAt = Date.parse(response.json<{ updatedAt: string }>().updatedAt);
    expect(Math.abs(Date.now() - updatedAt)).toBeLessThan(60_000);

    const publicRates = await call('GET', '/api/taux-de-change');
    expect(publicRates.json()).toContainEqual({
      currency: 'USD',
      basis: 'admin',
      fcfaPerUnit: 601.2345,
      rateDate: '2026-11-20',
    });
    const adminRates = await call('GET', '/api/admin/taux-de-change', admin);
    expect(adminRates.json()).toContainEqual(response.json());

    const { rows: audit } = await testApp.database.pool.query(
      `select action, target_type, target_label, reason, admin_name from audit_log
        where action = 'taux.modifie' order by id desc limit 1`,
    );
    expect(audit).toEqual([
      {
        action: 'taux.modifie',
        target_type: 'devise',
        target_label: 'USD',
        reason: '1 USD = 601,2345 FCFA au 20 nov. 2026',
        admin_name: 'Équipe Baobab',
      },
    ]);
  });

  it('is set from « Devises » by the same operation, for the session’s admin only', async () => {
    const path = '/admin/1/devises';
    const send = (token: string | undefined, currency: string, input: unknown) =>
      callPageRoute(testApp, devisesPage.action, path, token, {
        form: operationForm('taux-de-change', { params: { currency }, input }),
      });
    const outcome = (answer: unknown) =>
      ((answer as { data?: unknown }).data ?? answer) as {
        ok: boolean;
        message: string;
        fields?: Record<string, string>;
      };

    const before = [await rows(), await count('audit_log')];
    const refused = await send(admin, 'GBP', { fcfaPerUnit: '', rateDate: today() });
    expect(outcome(refused)).toMatchObject({ ok: false, fields: { fcfaPerUnit: RATE_REQUIRED } });
    const future = await send(admin, 'GBP', { fcfaPerUnit: 790, rateDate: '2999-01-01' });
    expect(outcome(future)).toMatchObject({ ok: false, fields: { rateDate: RATE_DATE_FUTURE } });
    expect(outcome(await send(admin, 'EUR', { fcfaPerUnit: 790, rateDate: today() })).ok).toBe(
      false,
    );
    expect(outcome(await send(seller, 'GBP', { fcfaPerUnit: 1, rateDate: today() })).ok).not.toBe(
      true,
    );
    expect(outcome(await send(undefined, 'GBP', { fcfaPerUnit: 1, rateDate: today() })).ok).toBe(
      false,
    );
    expect([await rows(), await count('audit_log')]).toEqual(before);

    const saved = await send(admin, 'GBP', { fcfaPerUnit: 790.5, rateDate: '2026-11-21' });
    expect(outcome(saved)).toMatchObject({ ok: true, message: RATE_SAVED });
    const adminRates = await call('GET', '/api/admin/taux-de-change', admin);
    expect(adminRates.json()).toContainEqual(
      expect.objectContaining({ currency: 'GBP', fcfaPerUnit: 790.5, rateDate: '2026-11-21' }),
    );
  });
});
