import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMISSION_SAVED,
  RATE_PRECISION,
  RATE_REQUIRED,
  type CommissionRates,
} from '#common/commissions.ts';
import { REFUND_REFERENCE_REQUIRED } from '#common/ledger.ts';
import { operationForm } from '../../../app/features/operation-form.ts';
import * as commissionsPage from '../../../app/routes/dashboards/admin-commissions.tsx';
import * as refundsPage from '../../../app/routes/dashboards/admin-refunds.tsx';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { orderHelpers } from '../../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// The team's commission rates (issue 46 §2): only an admin reads or sets them; each change is a
// new dated row with who made it, and an audit entry; bad input is refused beside its field and
// changes nothing. (What a rate does to order lines: server/api/ledger/ledger.api.test.ts.)

let testApp: TestApp;
const { login, call, count } = orderHelpers(() => testApp);
let admin: string;
let seller: string;
let buyer: string;
let categoryId: number;
let boutiqueId: number;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  [admin, seller, buyer] = await Promise.all([
    login('admin@baobab.example', DEMO_PASSWORDS.ADMIN),
    login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR),
    login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR),
  ]);
  const { rows } = await testApp.database.pool.query<{ category: number; boutique: number }>(
    `select (select id from categories order by id limit 1) as category,
            (select id from boutiques order by id limit 1) as boutique`,
  );
  categoryId = rows[0]!.category;
  boutiqueId = rows[0]!.boutique;
});
afterAll(async () => {
  await testApp?.close();
});

const change = (body: unknown, token = admin) => call('PUT', '/api/admin/commissions', token, body);
const state = async () => [await count('commission_rates'), await count('audit_log')];

describe('the commission rates', () => {
  it('are the team’s: a seller or a buyer is refused, no session is 401', async () => {
    const before = await state();
    const body = { portee: 'plateforme', taux: 50 };
    expect((await call('PUT', '/api/admin/commissions', undefined, body)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/commissions')).statusCode).toBe(401);
    for (const token of [seller, buyer]) {
      expect((await change(body, token)).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/commissions', token)).statusCode).toBe(403);
    }
    expect(await state()).toEqual(before);
  });

  it('refuses a bad rate beside its field, an unknown target, and changes nothing', async () => {
    const before = await state();
    const cases = [
      [{ portee: 'plateforme', taux: 101 }, RATE_REQUIRED],
      [{ portee: 'plateforme', taux: -1 }, RATE_REQUIRED],
      [{ portee: 'plateforme', taux: '10' }, RATE_REQUIRED],
      [{ portee: 'plateforme', taux: 12.345 }, RATE_PRECISION],
      [{ portee: 'plateforme', taux: null }, RATE_REQUIRED],
    ] as const;
    for (const [body, message] of cases) {
      const response = await change(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(
        response.json<{ error: { details?: { field: string; message: string }[] } }>().error
          .details,
      ).toContainEqual({ field: 'taux', message });
    }
    const unknown = await change({ portee: 'categorie', categorieId: 999_999, taux: 5 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: { message: string } }>().error.message).toBe(
      'Catégorie introuvable.',
    );
    expect(await state()).toEqual(before);
  });

  it('sets the platform’s, a category’s and a boutique’s rate, each dated and audited', async () => {
    const platform = await change({ portee: 'plateforme', taux: 10 });
    expect(platform.statusCode, platform.body).toBe(200);
    await change({ portee: 'categorie', categorieId: categoryId, taux: 7.5 });
    const last = await change({ portee: 'boutique', boutiqueId, taux: 0 });
    const rates = last.json<CommissionRates>();
    expect(rates.platform).toMatchObject({ rateBps: 1_000, setBy: 'Équipe Baobab' });
    expect(Math.abs(Date.parse(rates.platform!.setAt) - Date.now())).toBeLessThan(60_000);
    expect(rates.categories).toContainEqual(
      expect.objectContaining({ categorieId: categoryId, rateBps: 750 }),
    );
    expect(rates.boutiques).toContainEqual(expect.objectContaining({ boutiqueId, rateBps: 0 }));
    expect(rates.history.slice(0, 3).map((row) => [row.scope, row.rateBps])).toEqual([
      ['boutique', 0],
      ['categorie', 750],
      ['plateforme', 1_000],
    ]);
    const { rows: audit } = await testApp.database.pool.query(
      `select action, target_type, reason from audit_log
        where action like 'commission.%' order by id desc limit 3`,
    );
    expect(audit).toEqual([
      { action: 'commission.modifiee', target_type: 'commission', reason: '0\u00a0%' },
      { action: 'commission.modifiee', target_type: 'commission', reason: '7,5\u00a0%' },
      { action: 'commission.modifiee', target_type: 'commission', reason: '10\u00a0%' },
    ]);
    expect((await call('GET', '/api/admin/commissions', admin)).json()).toEqual(rates);
  });

  it('removes an override, keeping its history: the wider rate applies again', async () => {
    await change({ portee: 'boutique', boutiqueId, taux: 3 });
    const removed = await change({ portee: 'boutique', boutiqueId, taux: null });
    expect(removed.statusCode).toBe(200);
    const rates = removed.json<CommissionRates>();
    expect(rates.boutiques.map((row) => row.boutiqueId)).not.toContain(boutiqueId);
    expect(rates.history[0]).toMatchObject({ scope: 'boutique', rateBps: null });
    expect(rates.history[1]).toMatchObject({ scope: 'boutique', rateBps: 300 });
    const { rows } = await testApp.database.pool.query(
      `select action from audit_log where action like 'commission.%' order by id desc limit 1`,
    );
    expect(rows).toEqual([{ action: 'commission.supprimee' }]);
  });
});

describe('the back-office’s screens', () => {
  const outcome = (answer: unknown) =>
    ((answer as { data?: unknown }).data ?? answer) as {
      ok: boolean;
      message: string;
      fields?: Record<string, string>;
    };

  it('« Commissions » saves through the same rules, and is the team’s only', async () => {
    const path = '/admin/1/commissions';
    const loaded = (await callPageRoute(testApp, commissionsPage.loader, path, admin)) as {
      rates: CommissionRates;
    };
    expect(loaded.rates.choices.categories.length).toBeGreaterThan(0);
    const saved = await callPageRoute(testApp, commissionsPage.action, path, admin, {
      form: operationForm('commission', { input: { portee: 'plateforme', taux: 9.25 } }),
    });
    expect(outcome(saved)).toMatchObject({ ok: true, message: COMMISSION_SAVED });
    const refused = await callPageRoute(testApp, commissionsPage.action, path, admin, {
      form: operationForm('commission', { input: { portee: 'plateforme', taux: '' } }),
    });
    expect(outcome(refused)).toMatchObject({ ok: false, fields: { taux: RATE_REQUIRED } });
    const overview = await call('GET', '/api/admin/commissions', admin);
    expect(overview.json<CommissionRates>().platform?.rateBps).toBe(925);

    const before = await state();
    const bySeller = await callPageRoute(testApp, commissionsPage.action, path, seller, {
      form: operationForm('commission', { input: { portee: 'plateforme', taux: 1 } }),
    });
    expect(outcome(bySeller).ok).not.toBe(true);
    expect(await state()).toEqual(before);
  });

  it('« Remboursements » lists the refunds owed, the team’s only', async () => {
    const path = '/admin/1/remboursements';
    const loaded = (await callPageRoute(testApp, refundsPage.loader, path, admin)) as {
      refunds: unknown[];
    };
    expect(Array.isArray(loaded.refunds)).toBe(true);
    const refused = await callPageRoute(testApp, refundsPage.action, path, admin, {
      form: operationForm('rembourser', { params: { id: '1' }, input: { reference: '' } }),
    });
    expect(outcome(refused)).toMatchObject({
      ok: false,
      fields: { reference: REFUND_REFERENCE_REQUIRED },
    });
    const bySeller = await callPageRoute(testApp, refundsPage.loader, path, seller);
    expect(bySeller).not.toHaveProperty('refunds');
  });
});
