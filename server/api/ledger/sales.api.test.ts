import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetail } from '#common/account-admin.ts';
import type { AdminFigures } from '#common/admin-orders.ts';
import type { BoutiqueBalance, Statement } from '#common/ledger.ts';
import type { CheckoutResult, Order } from '#common/orders.ts';
import type { SellerPayments } from '#common/seller-payments.ts';
import type { SellerStats } from '#common/seller-stats.ts';
import type { RegistrationResponse } from '#common/session.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { migrationStatements } from '../../../tests/support/migration-sql.ts';
import {
  COD_TOGO,
  orderHelpers,
  statusChange,
  type OfferRow,
} from '../../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// Sales in the ledger (issue 46 §2, decision 058) on a real PostgreSQL: every delivery posts
// the order's gross on memorandum accounts, and every sales figure (the seller's « Ventes
// Totales », its detail and chart, the back-office's year and month, the sellers table) reads
// them: a cash order at 0 % counts, a cancelled one never, a delivery once, on the day it was
// delivered; no balance, « Paiements » nor statement moves; migration 0044 posts the sales of
// orders delivered before.

let testApp: TestApp;
const { login, checkout, call, newAccount, newOffer } = orderHelpers(() => testApp);

let admin: string;
let buyer: RegistrationResponse;
let seller: RegistrationResponse;
let offer: OfferRow;

const MOBILE_MONEY = { method: 'Mobile Money', provider: 'Moov', account: '+228 90 12 34 56' };

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  admin = await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
  seller = await newAccount('VENDEUR', 'Boutique des ventes');
  buyer = await newAccount('ACHETEUR', 'Yawa Dossou');
  offer = await newOffer(seller, 'Savon noir des ventes', 1_850, 500);
  // A delivery fee: a sale's gross includes it.
  const zones = await call('PUT', '/api/vendeur/parametres/livraison', seller.token, {
    zones: [
      {
        zone: 'National',
        fee: 1_000,
        carrier: 'DHL',
        deliveryDays: 2,
        tracking: false,
        express: null,
      },
    ],
    freeDeliveryFrom: null,
  });
  expect(zones.statusCode, zones.body).toBe(200);
  // No commission: a cash order then moves no money at all.
  const rate = await call('PUT', '/api/admin/commissions', admin, {
    portee: 'boutique',
    boutiqueId: seller.boutiqueId,
    taux: 0,
  });
  expect(rate.statusCode, rate.body).toBe(200);
});
afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.database.pool;

async function place(payment: object = COD_TOGO.payment, quantity = 2): Promise<Order> {
  const response = await checkout(
    { lines: [{ id: offer.id, quantity }], delivery: COD_TOGO.delivery, payment },
    { token: buyer.token },
  );
  expect(response.statusCode, response.body).toBe(201);
  const result = response.json<CheckoutResult>();
  if (payment !== COD_TOGO.payment) {
    const approved = await call(
      'POST',
      `/api/paiements/test/${result.reference}/decision`,
      undefined,
      { decision: 'approve' },
    );
    expect(approved.statusCode, approved.body).toBe(200);
  }
  return result.orders[0]!;
}

async function move(order: Order, ...statuses: string[]): Promise<void> {
  for (const statut of statuses) {
    const response = await call(
      'PATCH',
      `/api/commandes/${order.id}/statut`,
      seller.token,
      statusChange(statut),
    );
    expect(response.statusCode, response.body).toBe(200);
  }
}

async function get<T>(url: string, token: string): Promise<T> {
  const response = await call('GET', url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** Every sales figure of the boutique, as the seller and the team see them. */
async function salesFigures() {
  const [month, year, week, figures, sellers, byAmount] = await Promise.all([
    get<SellerStats>('/api/statistiques/boutique?periode=30j', seller.token),
    get<SellerStats>('/api/statistiques/boutique?periode=12m', seller.token),
    get<SellerStats>('/api/statistiques/boutique?periode=7j', seller.token),
    get<AdminFigures>('/api/admin/chiffres', admin),
    get<{ rows: { id: number; orderAmount: number }[] }>(
      `/api/admin/vendeurs?q=${encodeURIComponent(seller.Email)}`,
      admin,
    ),
    get<{ rows: { id: number; orderAmount: number }[] }>(
      `/api/admin/vendeurs?q=${encodeURIComponent(seller.Email)}&tri=montant&ordre=desc`,
      admin,
    ),
  ]);
  const [row] = sellers.rows;
  const detail = await get<AccountDetail>(`/api/admin/comptes/${row!.id}`, admin);
  const sum = (stats: SellerStats) =>
    stats.sales.reduce((total, bucket) => total + bucket.amount, 0);
  return {
    totalSales: month.cards.totalSales,
    salesCount: month.detailCounts.totalSales,
    latest: month.details.totalSales.map((order) => order.orderNumber),
    today: month.sales.at(-1)!.amount,
    thirtyDays: sum(month),
    thisMonth: year.sales.at(-1)!.amount,
    sevenDays: sum(week),
    adminMonth: figures.monthSales,
    adminYear: figures.yearSales,
    sellersTable: row!.orderAmount,
    sellersTableByAmount: byAmount.rows[0]!.orderAmount,
    accountPage: detail.orderAmount,
  };
}

/** The figures after `order` was sold today, from those before. */
function plusSale(before: Awaited<ReturnType<typeof salesFigures>>, order: Order) {
  const plus = <Figure extends { amount: number; count: number }>(figure: Figure): Figure => ({
    ...figure,
    amount: figure.amount + order.total,
    count: figure.count + 1,
  });
  return {
    ...before,
    totalSales: before.totalSales + order.total,
    salesCount: before.salesCount + 1,
    latest: [order.orderNumber, ...before.latest],
    today: before.today + order.total,
    thirtyDays: before.thirtyDays + order.total,
    thisMonth: before.thisMonth + order.total,
    sevenDays: before.sevenDays + order.total,
    adminMonth: plus(before.adminMonth),
    adminYear: plus(before.adminYear),
    sellersTable: before.sellersTable + order.total,
    sellersTableByAmount: before.sellersTableByAmount + order.total,
    accountPage: before.accountPage + order.total,
  };
}

/** What the boutique's money looks like: balance, « Paiements », this month's statement. */
async function money() {
  const [balance, payments, statement, csv] = await Promise.all([
    get<BoutiqueBalance>('/api/vendeur/solde', seller.token),
    get<SellerPayments>('/api/vendeur/paiements', seller.token),
    get<Statement>(`/api/vendeur/releve?mois=${thisMonth()}`, seller.token),
    call('GET', `/api/vendeur/releve/export?mois=${thisMonth()}&format=csv`, seller.token),
  ]);
  expect(csv.statusCode, csv.body).toBe(200);
  return { balance, payments, statement, csv: csv.body };
}

/** Other figures of the back-office move with the demo's orders: only this boutique's count. */
const comparable = (figures: Awaited<ReturnType<typeof salesFigures>>) => ({
  ...figures,
  adminMonth: { ...figures.adminMonth, previous: null },
  adminYear: { ...figures.adminYear, previous: null },
});

async function keysOf(orderId: number): Promise<string[]> {
  const { rows } = await db().query<{ key: string }>(
    'select key from ledger_transactions where commande_id = $1 order by id',
    [orderId],
  );
  return rows.map((row) => row.key);
}

describe('a sale in the ledger', () => {
  it('is a cash order at 0 % commission too, which moves no money', async () => {
    const figures = await salesFigures();
    const before = await money();
    const order = await place();
    // Its gross, delivery fee included.
    expect(order.deliveryFee).toBeGreaterThan(0);
    await move(order, 'En cours', 'Livré');
    expect(await keysOf(order.id)).toEqual([`vente:${order.id}`]);
    expect(comparable(await salesFigures())).toEqual(comparable(plusSale(figures, order)));
    // No money moved: the boutique's balance, « Paiements » and statement are as they were.
    expect(await money()).toEqual(before);
    expect(before.balance).toEqual({
      awaitingDelivery: 0,
      pending: 0,
      available: 0,
      commissionOwed: 0,
      expected: 0,
    });
    expect(before.payments.orders.total).toBe(0);
    expect(before.payments.months).toEqual([thisMonth()]);
    expect(before.statement.total).toBe(0);
  });

  it('is never a cancelled order, paid or not', async () => {
    const figures = await salesFigures();
    const cash = await place();
    await move(cash, 'En cours', 'Annulé');
    const online = await place(MOBILE_MONEY);
    await move(online, 'Annulé');
    expect(await keysOf(cash.id)).toEqual([]);
    expect((await keysOf(online.id)).filter((key) => key.startsWith('vente:'))).toEqual([]);
    expect(comparable(await salesFigures())).toEqual(comparable(figures));
  });

  it('counts an order paid online once, its delivery asked again refused', async () => {
    const order = await place(MOBILE_MONEY, 3);
    await move(order, 'En cours');
    const figures = await salesFigures();
    await move(order, 'Livré');
    const again = await call(
      'PATCH',
      `/api/commandes/${order.id}/statut`,
      seller.token,
      statusChange('Livré'),
    );
    expect(again.statusCode).toBe(409);
    expect((await keysOf(order.id)).filter((key) => key.startsWith('vente:'))).toEqual([
      `vente:${order.id}`,
    ]);
    expect(comparable(await salesFigures())).toEqual(comparable(plusSale(figures, order)));
    // The memo moved no money: what the payment put aside is held, as without a sale.
    const { balance, statement, csv } = await money();
    expect(balance.pending).toBe(order.total);
    expect(statement.lines.map((line) => line.kind)).not.toContain('sale');
    expect(csv).not.toContain('Vente livrée');
  });

  it('counts on the day of delivery, not the day the order was placed', async () => {
    const order = await place();
    await move(order, 'En cours');
    // Placed 40 days ago: out of the last 30 days and of this month by its own date.
    await db().query(`update commandes set created_at = now() - interval '40 days' where id = $1`, [
      order.id,
    ]);
    const figures = await salesFigures();
    await move(order, 'Livré');
    const after = await salesFigures();
    expect(comparable(after)).toEqual(comparable(plusSale(figures, order)));
    // The most recently delivered comes first in « Ventes Totales », however old.
    expect(after.latest[0]).toBe(order.orderNumber);
    // The back-office's figure leads to the orders delivered this month: this one among them.
    const listed = await get<{ orders: Order[]; total: number; amount: number }>(
      `/api/admin/commandes${after.adminMonth.orders}&taille=tout`,
      admin,
    );
    expect(after.adminMonth.orders).toContain('dates=livraison');
    expect(listed.orders.map((row) => row.orderNumber)).toContain(order.orderNumber);
    expect({ total: listed.total, amount: listed.amount }).toEqual({
      total: after.adminMonth.count,
      amount: after.adminMonth.amount,
    });
  });
});

describe('migration 0044', () => {
  /** An order of this boutique delivered and paid without its sale, as before sales were posted. */
  async function deliveredUnposted(
    placedAt: string,
    deliveredAt: string | null,
    paymentStatus = 'Réussi',
  ) {
    const order = await place();
    await db().query(
      `update commandes set status = 'Livré', payment_status = $2, created_at = $3 where id = $1`,
      [order.id, paymentStatus, placedAt],
    );
    if (deliveredAt) {
      await db().query(
        `insert into commande_evenements
           (commande_id, kind, from_value, to_value, actor, created_at)
         values ($1, 'statut', 'En cours', 'Livré', 'Vendeur', $2)`,
        [order.id, deliveredAt],
      );
    }
    return order;
  }

  const runMigration = async () => {
    for (const statement of await migrationStatements('ledger-sales-backfill')) {
      await db().query(statement);
    }
  };

  async function saleOf(orderId: number) {
    const { rows } = await db().query<{ at: Date; account: string; amount: number }>(
      `select t.occurred_at as at, e.account, e.amount
         from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
        where t.key = $1 and t.kind = 'sale' order by e.account`,
      [`vente:${orderId}`],
    );
    return rows;
  }

  it('posts the sales of orders delivered and paid before, on their day of delivery, once', async () => {
    const year = new Date().getUTCFullYear();
    const withHistory = await deliveredUnposted(
      `${year}-01-20T10:00:00Z`,
      `${year}-01-23T15:30:00Z`,
    );
    const withoutHistory = await deliveredUnposted(`${year - 1}-03-02T08:00:00Z`, null);
    const unpaid = await deliveredUnposted(`${year}-01-20T10:00:00Z`, null, 'En attente');
    const delivered = await place();
    await move(delivered, 'En cours', 'Livré');
    const cancelled = await place();
    await move(cancelled, 'Annulé');
    const figures = await salesFigures();
    const balance = (await money()).balance;

    await runMigration();
    const withHistorySale = await saleOf(withHistory.id);
    expect(withHistorySale).toEqual([
      {
        at: new Date(`${year}-01-23T15:30:00Z`),
        account: 'boutique_sales',
        amount: -withHistory.total,
      },
      {
        at: new Date(`${year}-01-23T15:30:00Z`),
        account: 'sales_recognised',
        amount: withHistory.total,
      },
    ]);
    // No history kept: dated when it was placed.
    expect((await saleOf(withoutHistory.id)).map((entry) => entry.at)).toEqual([
      new Date(`${year - 1}-03-02T08:00:00Z`),
      new Date(`${year - 1}-03-02T08:00:00Z`),
    ]);
    expect(await saleOf(unpaid.id)).toEqual([]);
    expect(await saleOf(cancelled.id)).toEqual([]);
    expect(await saleOf(delivered.id)).toHaveLength(2);

    // Run again: nothing more.
    const count = async () =>
      (await db().query<{ n: number }>('select count(*)::int as n from ledger_entries')).rows[0]!.n;
    const entries = await count();
    await runMigration();
    expect(await count()).toBe(entries);

    // The figures count them on their day of delivery; no balance moved.
    const after = await salesFigures();
    expect(after.totalSales).toBe(figures.totalSales + withHistory.total + withoutHistory.total);
    expect(after.salesCount).toBe(figures.salesCount + 2);
    expect(after.today).toBe(figures.today);
    expect(after.adminYear.amount).toBe(figures.adminYear.amount + withHistory.total);
    expect(after.adminYear.previous!.amount).toBe(
      figures.adminYear.previous!.amount + withoutHistory.total,
    );
    expect(after.sellersTable).toBe(
      figures.sellersTable + withHistory.total + withoutHistory.total,
    );
    expect((await money()).balance).toEqual(balance);
    const twelveMonths = await get<SellerStats>(
      '/api/statistiques/boutique?periode=12m',
      seller.token,
    );
    // January of this year is within the last twelve months, unless it is January now.
    if (new Date().getUTCMonth() > 0) {
      const january = twelveMonths.sales.at(-1 - new Date().getUTCMonth())!;
      expect(january.amount).toBe(withHistory.total);
    }
  });

  it('leaves every transaction balanced, as the deferred triggers check at commit', async () => {
    const { rows } = await db().query(`
      select t.key from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
      group by t.id having count(*) < 2 or sum(e.amount) <> 0`);
    expect(rows).toEqual([]);
    // Over the marketplace, the two memorandum accounts mirror each other.
    const { rows: memo } = await db().query<{ sum: string }>(
      `select coalesce(sum(amount), 0) as sum from ledger_entries
        where account in ('boutique_sales', 'sales_recognised')`,
    );
    expect(Number(memo[0]!.sum)).toBe(0);
  });
});
