import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineCommission } from '#common/commissions.ts';
import { MONTH_INVALID, type BoutiqueBalance, type Statement } from '#common/ledger.ts';
import type { CheckoutResult, Order } from '#common/orders.ts';
import type { SellerPayments } from '#common/seller-payments.ts';
import type { SellerStats } from '#common/seller-stats.ts';
import type { AdminFigures } from '#common/admin-orders.ts';
import type { RegistrationResponse } from '#common/session.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { DEMO_TEAM_PASSWORD } from '../../../demo/demo-team.ts';
import { createLedgerRepository } from '#modules/ledger/ledger.repository.ts';
import { createLedgerService } from '#modules/ledger/ledger.service.ts';
import { loader as paymentsLoader } from '../../../app/routes/dashboards/seller-payments.tsx';
import { loader as statementLoader } from '../../../app/routes/dashboards/seller-payments-statement.ts';
import {
  COD_TOGO,
  orderHelpers,
  statusChange,
  type OfferRow,
} from '../../../tests/support/orders.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { pdfText } from '../../../tests/support/pdf-text.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// The boutique's « Paiements » (issue 46 §3) on a real PostgreSQL: its balance, its orders'
// gross, commission, fee and net, the end of the next hold and its monthly statements as CSV
// and PDF, all read from the ledger and agreeing with it to the franc; who may read them, by the
// API (bearer token) and by the dashboard's loaders (session cookie).

let testApp: TestApp;
const { login, checkout, call, newAccount, newOffer } = orderHelpers(() => testApp);

let admin: string;
let buyer: RegistrationResponse;
let seller: RegistrationResponse;
let otherSeller: RegistrationResponse;
let offer: OfferRow;
const orders: Record<'released' | 'held' | 'toDeliver' | 'cancelled' | 'cash' | 'unpaid', Order> =
  {} as never;

const MOBILE_MONEY = { method: 'Mobile Money', provider: 'Moov', account: '+228 90 12 34 56' };
const DAY_MS = 86_400_000;
const HOLD_DAYS = 7;
const RATE_BPS = 1_250;

async function place(
  payment: object,
  quantity: number,
): Promise<{ order: Order; reference: string }> {
  const response = await checkout(
    { lines: [{ id: offer.id, quantity }], delivery: COD_TOGO.delivery, payment },
    { token: buyer.token },
  );
  expect(response.statusCode, response.body).toBe(201);
  const result = response.json<CheckoutResult>();
  return { order: result.orders[0]!, reference: result.reference };
}

async function paidOnline(quantity: number): Promise<Order> {
  const { order, reference } = await place(MOBILE_MONEY, quantity);
  const approved = await call('POST', `/api/paiements/test/${reference}/decision`, undefined, {
    decision: 'approve',
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return order;
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

const commissionOf = (quantity: number) => lineCommission(quantity * offer.price, RATE_BPS);
const db = () => testApp.database.pool;
const thisMonth = () => new Date().toISOString().slice(0, 7);

async function overview(token: string): Promise<SellerPayments> {
  const response = await call('GET', '/api/vendeur/paiements', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SellerPayments>();
}

const exported = (format: string, token = seller.token, month = thisMonth()) =>
  call('GET', `/api/vendeur/releve/export?mois=${month}&format=${format}`, token);

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  admin = await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
  seller = await newAccount('VENDEUR', 'Boutique des versements');
  otherSeller = await newAccount('VENDEUR', 'Boutique voisine');
  buyer = await newAccount('ACHETEUR', 'Kossi Agbeko');
  offer = await newOffer(seller, 'Poudre de baobab des versements', 2_345, 500);
  const rate = await call('PUT', '/api/admin/commissions', admin, {
    portee: 'boutique',
    boutiqueId: seller.boutiqueId,
    taux: 12.5,
  });
  expect(rate.statusCode, rate.body).toBe(200);

  // Delivered, then its hold passes (the ledger's clock moved past it): available.
  orders.released = await paidOnline(3);
  await move(orders.released, 'En cours', 'Livré');
  await createLedgerService({
    repository: createLedgerRepository(testApp.database.db),
    holdDays: HOLD_DAYS,
    clock: () => new Date(Date.now() + HOLD_DAYS * DAY_MS + 60_000),
  }).releaseDue();
  // Delivered after the sweep: in its holding period.
  orders.held = await paidOnline(1);
  await move(orders.held, 'En cours', 'Livré');
  orders.toDeliver = await paidOnline(2);
  orders.cancelled = await paidOnline(1);
  await move(orders.cancelled, 'Annulé');
  orders.cash = (await place({ method: 'Paiement à la livraison' }, 3)).order;
  await move(orders.cash, 'En cours', 'Livré');
  orders.unpaid = (await place(MOBILE_MONEY, 1)).order;
});
afterAll(async () => {
  await testApp?.close();
});

describe('the « Paiements » screen’s data', () => {
  it('shows pending, available and paid out as the ledger sums them, to the franc', async () => {
    const net = (order: Order, quantity: number) => order.total - commissionOf(quantity);
    const payments = await overview(seller.token);
    expect(payments.balance).toEqual({
      pending: net(orders.toDeliver, 2) + net(orders.held, 1),
      awaitingDelivery: net(orders.toDeliver, 2),
      inHold: net(orders.held, 1),
      available: net(orders.released, 3),
      paidOut: 0,
      commissionOwed: commissionOf(3),
    });

    // The same sums read straight from the entries, and the balance the statistics use.
    const { rows } = await db().query<{ account: string; sum: string }>(
      `select account, sum(amount) as sum from ledger_entries where boutique_id = $1
        group by account`,
      [seller.boutiqueId],
    );
    const sum = (account: string) => Number(rows.find((row) => row.account === account)?.sum ?? 0);
    expect(payments.balance.awaitingDelivery).toBe(-sum('boutique_awaiting_delivery'));
    expect(payments.balance.inHold).toBe(-sum('boutique_pending'));
    expect(payments.balance.available).toBe(-sum('boutique_available'));
    expect(payments.balance.commissionOwed).toBe(sum('boutique_commission_owed'));
    const solde = (await call('GET', '/api/vendeur/solde', seller.token)).json<BoutiqueBalance>();
    expect(payments.balance.pending + payments.balance.available).toBe(
      solde.awaitingDelivery + solde.pending + solde.available,
    );
  });

  it('lists each order the ledger moved with its gross, commission, fee, net and state', async () => {
    const payments = await overview(seller.token);
    expect(payments.orders.total).toBe(5);
    const byNumber = new Map(payments.orders.lines.map((line) => [line.orderNumber, line]));
    expect(byNumber.has(orders.unpaid.orderNumber)).toBe(false);
    const expectations = [
      [orders.released, 3, 'disponible', true],
      [orders.held, 1, 'en-garantie', true],
      [orders.toDeliver, 2, 'a-livrer', true],
      [orders.cancelled, 1, 'rembourse', true],
      [orders.cash, 3, 'commission-due', false],
    ] as const;
    for (const [order, quantity, state, paidOnline] of expectations) {
      expect(byNumber.get(order.orderNumber), order.orderNumber).toMatchObject({
        orderId: order.id,
        gross: order.total,
        commission: commissionOf(quantity),
        deliveryFee: order.deliveryFee,
        net: order.total - commissionOf(quantity),
        state,
        paidOnline,
      });
    }
    // Newest first.
    expect(payments.orders.lines[0]!.orderNumber).toBe(orders.cash.orderNumber);
  });

  it('gives the end of the earliest hold still running as the next date money is available', async () => {
    const { rows } = await db().query<{ at: Date }>(
      'select occurred_at as at from ledger_transactions where key = $1',
      [`livraison:${orders.held.id}`],
    );
    const endOfHold = new Date(rows[0]!.at.getTime() + HOLD_DAYS * DAY_MS).toISOString();
    const payments = await overview(seller.token);
    expect(payments.nextAvailableAt).toBe(endOfHold);
    expect(payments.holdDays).toBe(HOLD_DAYS);
    expect(payments.payoutMinimum).toBeNull();
    expect(payments.orders.lines.find((line) => line.orderId === orders.held.id)?.availableAt).toBe(
      endOfHold,
    );
    expect(payments.months[0]).toBe(thisMonth());
  });

  it('shows another boutique nothing of this one', async () => {
    const payments = await overview(otherSeller.token);
    expect(payments.orders).toMatchObject({ lines: [], total: 0 });
    expect(payments.balance).toEqual({
      pending: 0,
      awaitingDelivery: 0,
      inHold: 0,
      available: 0,
      paidOut: 0,
      commissionOwed: 0,
    });
    expect(payments.nextAvailableAt).toBeNull();
  });
});

describe('the monthly statements', () => {
  it('downloads the month as a CSV for Excel in French, agreeing with the statement', async () => {
    const response = await exported('csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="releve-${thisMonth()}.csv"`,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Date;Opération;Commande;Payé, à livrer (FCFA);En garantie (FCFA);Disponible (FCFA);Commission due (FCFA)',
    );
    const statement = (
      await call('GET', `/api/vendeur/releve?mois=${thisMonth()}`, seller.token)
    ).json<Statement>();
    // One line per transaction of the month, then the totals.
    expect(lines).toHaveLength(1 + statement.total + 1);
    const totals = lines.at(-1)!.split(';');
    expect(totals.slice(0, 1)).toEqual(['Total du mois']);
    expect(totals.slice(3).map(Number)).toEqual([
      statement.totals.awaitingDelivery,
      statement.totals.pending,
      statement.totals.available,
      statement.totals.commissionOwed,
    ]);
    const cashLine = lines.find((line) => line.includes(orders.cash.orderNumber))!.split(';');
    expect(cashLine.slice(1)).toEqual([
      'Paiement à la livraison encaissé par la boutique',
      orders.cash.orderNumber,
      '0',
      '0',
      '0',
      String(commissionOf(3)),
    ]);
  });

  it('downloads the month as a PDF whose text carries the operations and totals', async () => {
    const response = await exported('pdf');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }).format(
      new Date(),
    );
    expect(text).toContain(`Relevé de ${monthName} ${new Date().getUTCFullYear()}`);
    expect(text).toContain('Boutique « Boutique de Boutique des versements »');
    expect(text).toContain(orders.cash.orderNumber);
    expect(text).toContain('Paiement à la livraison encaissé par la boutique');
    const owed = `${commissionOf(3)} FCFA`;
    expect(text).toContain(owed);
    expect(text).toContain('Total du mois');
  });

  it('refuses an unreadable month or format with a French message', async () => {
    const month = await exported('csv', seller.token, '2026-13');
    expect(month.statusCode).toBe(400);
    expect(month.body).toContain(MONTH_INVALID);
    expect((await exported('xlsx')).statusCode).toBe(400);
  });
});

describe('who may read them', () => {
  it('lets every member of the team read their boutique’s payments, a Client role too', async () => {
    const owner = await login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR);
    const client = await login('yawa@baobab.example', DEMO_TEAM_PASSWORD);
    const asOwner = await overview(owner);
    expect(asOwner.orders.total).toBeGreaterThan(0);
    expect(await overview(client)).toEqual(asOwner);
    expect((await exported('csv', client)).statusCode).toBe(200);
  });

  it('refuses a buyer and the platform’s team (403), and a guest (401)', async () => {
    for (const token of [buyer.token, admin]) {
      expect((await call('GET', '/api/vendeur/paiements', token)).statusCode).toBe(403);
      expect((await exported('pdf', token)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/vendeur/paiements')).statusCode).toBe(401);
    expect(
      (await call('GET', `/api/vendeur/releve/export?mois=${thisMonth()}&format=csv`)).statusCode,
    ).toBe(401);
  });

  it('serves the dashboard the same data, and a statement only from its own boutique’s address', async () => {
    const page = await callPageRoute(
      testApp,
      paymentsLoader,
      `/vendeur-dashboard/${seller.TenantId}/paiements`,
      seller.token,
      { params: { id: String(seller.TenantId) } },
    );
    expect(page).toEqual(await overview(seller.token));

    const download = (token: string | undefined, id: number, file = `${thisMonth()}.csv`) =>
      callPageRoute(
        testApp,
        statementLoader,
        `/vendeur-dashboard/${id}/paiements/releve/${file}`,
        token,
        { params: { id: String(id), file } },
      ) as Promise<Response>;
    const own = await download(seller.token, seller.TenantId);
    expect(own.status).toBe(200);
    expect((await own.text()).replace(/^\uFEFF/, '')).toBe(
      (await exported('csv')).rawPayload.subarray(3).toString('utf8'),
    );
    const pdf = await download(seller.token, seller.TenantId, `${thisMonth()}.pdf`);
    expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain('Total du mois');
    // Another boutique's statement, a guest, an unreadable file: not found.
    expect((await download(otherSeller.token, seller.TenantId)).status).toBe(404);
    expect((await download(seller.token, otherSeller.TenantId)).status).toBe(404);
    expect((await download(undefined, seller.TenantId)).status).toBe(404);
    expect((await download(seller.token, seller.TenantId, `${thisMonth()}.xlsx`)).status).toBe(404);
  });
});

describe('every figure about money agrees with the ledger', () => {
  /**
   * Sales as the ledger posted them at delivery (decision 058), within `where` over the sale's
   * transaction `t` and its order `c`: each order's gross credited to its boutique's sales.
   */
  async function ledgerSales(where: string, params: unknown[]): Promise<number> {
    const { rows } = await db().query<{ amount: string }>(
      `select coalesce(sum(-e.amount), 0) as amount from ledger_entries e
        join ledger_transactions t on t.id = e.transaction_id
        join commandes c on c.id = t.commande_id
        where t.kind = 'sale' and e.account = 'boutique_sales' and ${where}`,
      params,
    );
    return Number(rows[0]!.amount);
  }

  it('gives the seller’s « Ventes Totales », its chart and the back-office’s table one figure', async () => {
    const response = await call('GET', '/api/statistiques/boutique?periode=7j', seller.token);
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json<SellerStats>();
    const sales = await ledgerSales('c.boutique_id = $1', [seller.boutiqueId]);
    // The delivered orders, paid online or in cash; never the cancelled, unpaid or undelivered.
    expect(sales).toBe(orders.released.total + orders.held.total + orders.cash.total);
    expect(stats.cards.totalSales).toBe(sales);
    // Every order is from today: the last seven days hold them all.
    expect(stats.sales.reduce((total, bucket) => total + bucket.amount, 0)).toBe(sales);
    // The commission owed on the cash order is the one recorded on its lines.
    const { balance } = await overview(seller.token);
    expect(stats.cards.expectedBalance).toBe(balance.pending + balance.available - commissionOf(3));

    const table = await call(
      'GET',
      `/api/admin/vendeurs?q=${encodeURIComponent(seller.Email)}`,
      admin,
    );
    expect(table.statusCode, table.body).toBe(200);
    const [row] = table.json<{ rows: { orderCount: number; orderAmount: number }[] }>().rows;
    // Its orders not cancelled, as the seller's « Commandes » card; its sales, to the franc.
    expect(row).toMatchObject({ orderCount: stats.cards.orderCount, orderAmount: sales });
  });

  it('gives the back-office’s monthly sales as the ledger posted them, by day of delivery, over every boutique', async () => {
    const response = await call('GET', '/api/admin/chiffres', admin);
    expect(response.statusCode, response.body).toBe(200);
    const figures = response.json<AdminFigures>();
    const now = new Date(figures.at);
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    expect(figures.monthSales.amount).toBe(
      await ledgerSales('t.occurred_at >= $1 and t.occurred_at < $2', [monthStart, now]),
    );
  });
});
