import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFigures } from '#common/admin-orders.ts';
import type { CheckoutResult, Order } from '#common/orders.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import {
  COD_TOGO,
  orderHelpers,
  type OfferRow,
  statusChange,
} from '../../../tests/support/orders.ts';
import { migrationStatements } from '../../../tests/support/migration-sql.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// The back-office home's figures (issue 14), checked against sums computed here from the rows
// themselves: the demo's year of orders, plus orders this test places, moves and backdates. A
// sale counts on the day its order was delivered (its history's move to 'Livré'), as the ledger
// records it (decision 058).

let testApp: TestApp;
const { login, checkout, call, newAccount, newOffer } = orderHelpers(() => testApp);

let admin: string;
let seller: string;
let buyer: string;
let offer: OfferRow;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  admin = await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
  const [ownSeller, ownBuyer] = await Promise.all([
    newAccount('VENDEUR', 'Ama Dzifa'),
    newAccount('ACHETEUR', 'Koffi Mensah'),
  ]);
  [seller, buyer] = [ownSeller.token, ownBuyer.token];
  offer = await newOffer(ownSeller, 'Beurre de karité de Ama', 3500, 100);
});
afterAll(async () => {
  await testApp?.close();
});

const figures = async () => {
  const response = await call('GET', '/api/admin/chiffres', admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminFigures>();
};

async function place(quantity: number, ...steps: string[]): Promise<Order> {
  const response = await checkout(
    { lines: [{ id: offer.id, quantity }], ...COD_TOGO },
    { token: buyer },
  );
  const order = response.json<CheckoutResult>().orders[0]!;
  for (const statut of steps) {
    await call('PATCH', `/api/commandes/${order.id}/statut`, seller, statusChange(statut));
  }
  return order;
}

/** The figures as the rule says them, from every order's row and history, for the moment `at`. */
async function expected(at: Date) {
  const { rows } = await testApp.database.pool.query<{
    total: number;
    status: string;
    payment_status: string;
    delivered_at: Date | null;
  }>(`select total, status, payment_status,
        (select max(h.created_at) from commande_evenements h
          where h.commande_id = c.id and h.kind = 'statut' and h.to_value = 'Livré') as delivered_at
      from commandes c`);
  const sum = (keep: (row: (typeof rows)[number]) => boolean) => {
    const kept = rows.filter(keep);
    return { amount: kept.reduce((total, row) => total + row.total, 0), count: kept.length };
  };
  const sale = (from: Date, before: Date) =>
    sum(
      (row) =>
        row.status === 'Livré' &&
        row.payment_status === 'Réussi' &&
        row.delivered_at !== null &&
        row.delivered_at >= from &&
        row.delivered_at < before,
    );
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  // Written out differently from the service: the same wall-clock moment a year, a month before.
  const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const sameMoment = (y: number, m: number) =>
    new Date(
      Date.UTC(
        y,
        m,
        Math.min(at.getUTCDate(), daysIn(y, m)),
        at.getUTCHours(),
        at.getUTCMinutes(),
        at.getUTCSeconds(),
        at.getUTCMilliseconds(),
      ),
    );
  const lastMonthYear = month === 0 ? year - 1 : year;
  const lastMonth = month === 0 ? 11 : month - 1;
  return {
    yearSales: {
      ...sale(new Date(Date.UTC(year, 0, 1)), at),
      previous: sale(new Date(Date.UTC(year - 1, 0, 1)), sameMoment(year - 1, month)),
    },
    monthSales: {
      ...sale(new Date(Date.UTC(year, month, 1)), at),
      previous: sale(
        new Date(Date.UTC(lastMonthYear, lastMonth, 1)),
        sameMoment(lastMonthYear, lastMonth),
      ),
    },
    ongoingSales: {
      ...sum((row) => row.status === 'En attente' || row.status === 'En cours'),
      previous: null,
    },
  };
}

const withoutLinks = (result: AdminFigures) => ({
  yearSales: { ...result.yearSales, orders: undefined },
  monthSales: { ...result.monthSales, orders: undefined },
  ongoingSales: { ...result.ongoingSales, orders: undefined },
});

describe('GET /api/admin/chiffres', () => {
  it('is for administrators only', async () => {
    expect((await call('GET', '/api/admin/chiffres')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/chiffres', buyer)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/chiffres', seller)).statusCode).toBe(403);
  });

  it('equals the sums of the demo’s orders computed from their rows', async () => {
    const result = await figures();
    expect(result.yearSales.amount).toBeGreaterThan(0);
    expect(result.ongoingSales.count).toBeGreaterThan(0);
    const want = await expected(new Date(result.at));
    expect(withoutLinks(result)).toMatchObject(want);
  });

  it('counts what the test adds: delivered and paid now, ongoing, not cancelled; delivered last year', async () => {
    const before = await figures();
    const delivered = await place(2, 'En cours', 'Livré');
    const ongoing = [await place(1), await place(3, 'En cours')];
    await place(4, 'Annulé');
    // Placed in January of last year, delivered now: a sale of today.
    const placedLongAgo = await place(6, 'En cours');
    await testApp.database.pool.query(
      `update commandes set created_at = make_timestamptz(extract(year from now())::int - 1, 1, 1, 12, 0, 0, 'UTC')
       where id = $1`,
      [placedLongAgo.id],
    );
    await call('PATCH', `/api/commandes/${placedLongAgo.id}/statut`, seller, statusChange('Livré'));
    // Delivered in January of last year, before sales were posted: migration 0044 posts it then.
    const backdated = await place(5, 'En cours');
    await testApp.database.pool.query(
      `update commandes set status = 'Livré', payment_status = 'Réussi' where id = $1`,
      [backdated.id],
    );
    await testApp.database.pool.query(
      `insert into commande_evenements (commande_id, kind, from_value, to_value, actor, created_at)
       values ($1, 'statut', 'En cours', 'Livré', 'Vendeur',
               make_timestamptz(extract(year from now())::int - 1, 1, 2, 12, 0, 0, 'UTC'))`,
      [backdated.id],
    );
    for (const statement of await migrationStatements('ledger-sales-backfill')) {
      await testApp.database.pool.query(statement);
    }

    const after = await figures();
    expect(after.yearSales.amount - before.yearSales.amount).toBe(
      delivered.total + placedLongAgo.total,
    );
    expect(after.yearSales.count - before.yearSales.count).toBe(2);
    expect(after.monthSales.amount - before.monthSales.amount).toBe(
      delivered.total + placedLongAgo.total,
    );
    expect(after.ongoingSales.amount - before.ongoingSales.amount).toBe(
      ongoing[0]!.total + ongoing[1]!.total,
    );
    expect(after.ongoingSales.count - before.ongoingSales.count).toBe(2);
    expect(after.yearSales.previous!.amount - before.yearSales.previous!.amount).toBe(
      backdated.total,
    );
    expect(withoutLinks(after)).toMatchObject(await expected(new Date(after.at)));
  });

  it('links each figure to the orders list that holds exactly its orders', async () => {
    const result = await figures();
    const today = result.at.slice(0, 10);
    expect(result.yearSales.orders).toBe(
      `?statut=Livr%C3%A9&paiement=R%C3%A9ussi&dates=livraison&du=${today.slice(0, 4)}-01-01&au=${today}`,
    );
    expect(result.ongoingSales.orders).toBe('?statut=En+attente+ou+en+cours');
    for (const key of ['yearSales', 'monthSales', 'ongoingSales'] as const) {
      const listed = (await call('GET', `/api/admin/commandes${result[key].orders}`, admin)).json<{
        total: number;
        amount: number;
      }>();
      expect({ total: listed.total, amount: listed.amount }, key).toEqual({
        total: result[key].count,
        amount: result[key].amount,
      });
    }
  });
});
