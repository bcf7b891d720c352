import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationForm } from '../../../app/features/operation-form.ts';
import * as refundsPage from '../../../app/routes/dashboards/admin-refunds.tsx';
import { lineCommission } from '#common/commissions.ts';
import {
  MONTH_INVALID,
  REFUND_RECORDED,
  REFUND_REFERENCE_REQUIRED,
  type BoutiqueBalance,
  type RefundOwed,
  type Statement,
} from '#common/ledger.ts';
import type { CheckoutResult, Order } from '#common/orders.ts';
import type { RegistrationResponse } from '#common/session.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { onlinePayment, sale } from '#modules/ledger/ledger-postings.ts';
import { createLedgerRepository, postLedger } from '#modules/ledger/ledger.repository.ts';
import { createLedgerService } from '#modules/ledger/ledger.service.ts';
import {
  COD_TOGO,
  orderHelpers,
  statusChange,
  type OfferRow,
} from '../../../tests/support/orders.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// The ledger (issue 46 §2, decision 055) on a real PostgreSQL: what each payment, delivery and
// cancellation posts, through the same routes as the site; the ledger summed per boutique
// against its orders; immutable entries, balanced transactions, replays that post nothing, and
// the holding period judged by a clock the test sets.

let testApp: TestApp;
const { login, checkout, call, newAccount, newOffer } = orderHelpers(() => testApp);

let admin: string;
let buyer: RegistrationResponse;
let seller: RegistrationResponse;
let offer: OfferRow;

const MOBILE_MONEY = { method: 'Mobile Money', provider: 'Moov', account: '+228 90 12 34 56' };
const DAY_MS = 86_400_000;
const HOLD_DAYS = 7;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  admin = await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
  seller = await newAccount('VENDEUR', 'Boutique du grand livre');
  buyer = await newAccount('ACHETEUR', 'Akosua Mensah');
  offer = await newOffer(seller, 'Beurre de karité du grand livre', 2_345, 500);
  // 12,5 %: 2 345 × 3 = 7 035 FCFA → 879,375 → 879 FCFA of commission per line of three.
  const rate = await call('PUT', '/api/admin/commissions', admin, {
    portee: 'boutique',
    boutiqueId: seller.boutiqueId,
    taux: 12.5,
  });
  expect(rate.statusCode, rate.body).toBe(200);
});
afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.database.pool;

async function place(payment: object, quantity = 3): Promise<{ order: Order; reference: string }> {
  const response = await checkout(
    { lines: [{ id: offer.id, quantity }], delivery: COD_TOGO.delivery, payment },
    { token: buyer.token },
  );
  expect(response.statusCode, response.body).toBe(201);
  const result = response.json<CheckoutResult>();
  return { order: result.orders[0]!, reference: result.reference };
}

async function approve(reference: string): Promise<void> {
  const response = await call('POST', `/api/paiements/test/${reference}/decision`, undefined, {
    decision: 'approve',
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function move(order: Order, statut: string): Promise<void> {
  const response = await call(
    'PATCH',
    `/api/commandes/${order.id}/statut`,
    seller.token,
    statusChange(statut),
  );
  expect(response.statusCode, response.body).toBe(200);
}

/** The order's lines as stored: their rate and commission. */
async function linesOf(orderId: number) {
  const { rows } = await db().query<{ total: number; rate: number; commission: number }>(
    `select total, commission_rate_bps as rate, commission from commande_lignes
      where commande_id = $1`,
    [orderId],
  );
  return rows;
}

/** The keys of the ledger transactions of an order. */
async function keysOf(orderId: number): Promise<string[]> {
  const { rows } = await db().query<{ key: string }>(
    'select key from ledger_transactions where commande_id = $1 order by id',
    [orderId],
  );
  return rows.map((row) => row.key);
}

/** The entries of the order's sale, boutique's side first. */
async function saleEntriesOf(orderId: number) {
  const { rows } = await db().query<{ account: string; boutique: number | null; amount: number }>(
    `select e.account, e.boutique_id as boutique, e.amount from ledger_entries e
      join ledger_transactions t on t.id = e.transaction_id
      where t.key = $1 and t.kind = 'sale' order by e.account`,
    [`vente:${orderId}`],
  );
  return rows;
}

const balance = async (): Promise<BoutiqueBalance> => {
  const response = await call('GET', '/api/vendeur/solde', seller.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BoutiqueBalance>();
};

describe('an order paid online', () => {
  it('is posted when paid, earns its commission when delivered, and is available after the hold', async () => {
    const { order, reference } = await place(MOBILE_MONEY);
    expect(await keysOf(order.id)).toEqual([]);
    const [line] = await linesOf(order.id);
    expect(line).toEqual({ total: 7_035, rate: 1_250, commission: 879 });
    const before = await balance();

    await approve(reference);
    expect(await keysOf(order.id)).toEqual([`paiement:${order.id}`]);
    const net = order.total - 879;
    expect(await balance()).toEqual({
      ...before,
      awaitingDelivery: before.awaitingDelivery + net,
      expected: before.expected + net,
    });

    await move(order, 'En cours');
    await move(order, 'Livré');
    const deliveredAt = Date.now();
    expect(await keysOf(order.id)).toEqual([
      `paiement:${order.id}`,
      `livraison:${order.id}`,
      `vente:${order.id}`,
    ]);
    // The sale (decision 058): its gross on the memorandum accounts, which no balance reads.
    expect(await saleEntriesOf(order.id)).toEqual([
      { account: 'boutique_sales', boutique: order.boutique.id, amount: -order.total },
      { account: 'sales_recognised', boutique: null, amount: order.total },
    ]);
    expect(await balance()).toEqual({
      ...before,
      pending: before.pending + net,
      expected: before.expected + net,
    });

    // The hold is judged by the ledger service's clock: a day short, nothing; then available.
    const ledgerAt = (at: number) =>
      createLedgerService({
        repository: createLedgerRepository(testApp.database.db),
        holdDays: HOLD_DAYS,
        clock: () => new Date(at),
      });
    await ledgerAt(deliveredAt + (HOLD_DAYS - 1) * DAY_MS).releaseDue();
    expect(await keysOf(order.id)).not.toContain(`disponible:${order.id}`);
    await ledgerAt(deliveredAt + HOLD_DAYS * DAY_MS + 60_000).releaseDue();
    expect(await keysOf(order.id)).toContain(`disponible:${order.id}`);
    expect(await balance()).toEqual({
      ...before,
      available: before.available + net,
      expected: before.expected + net,
    });
    // The release is dated when the hold ended, not when the sweep ran.
    const { rows } = await db().query<{ at: Date }>(
      'select occurred_at as at from ledger_transactions where key = $1',
      [`disponible:${order.id}`],
    );
    const delivered = await db().query<{ at: Date }>(
      'select occurred_at as at from ledger_transactions where key = $1',
      [`livraison:${order.id}`],
    );
    expect(rows[0]!.at.getTime() - delivered.rows[0]!.at.getTime()).toBe(HOLD_DAYS * DAY_MS);
  });

  it('posts nothing twice when the payment’s notification is replayed or a sweep runs again', async () => {
    const { order, reference } = await place(MOBILE_MONEY, 1);
    const body = JSON.stringify({
      eventId: `rejeu-${order.id}`,
      reference,
      status: 'Réussi',
      amount: order.total,
    });
    const notify = async (rawBody: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/paiements/webhook/test',
        payload: rawBody,
        headers: {
          'content-type': 'application/json',
          'x-baobab-signature': await testApp.services.payments.signTestNotification(rawBody),
        },
      });
    expect((await notify(body)).statusCode).toBe(200);
    const once = await balance();
    // The same event, then another event of the same payment: nothing more is posted.
    expect((await notify(body)).statusCode).toBe(200);
    expect(
      (await notify(JSON.stringify({ ...JSON.parse(body), eventId: `autre-${order.id}` })))
        .statusCode,
    ).toBe(200);
    expect(await keysOf(order.id)).toEqual([`paiement:${order.id}`]);
    expect(await balance()).toEqual(once);

    // The posting itself, written again with its key, is skipped.
    const draft = onlinePayment({
      id: order.id,
      boutiqueId: order.boutique.id,
      total: order.total,
      commission: 0,
    });
    const again = await testApp.database.db.transaction((tx) => postLedger(tx, draft!, new Date()));
    expect(again).toBe(false);
    expect(await balance()).toEqual(once);

    // Delivered once: the delivery asked again is refused, and posts nothing more.
    await move(order, 'En cours');
    await move(order, 'Livré');
    const delivered = await balance();
    const redelivered = await call(
      'PATCH',
      `/api/commandes/${order.id}/statut`,
      seller.token,
      statusChange('Livré'),
    );
    expect(redelivered.statusCode).toBe(409);
    const saleAgain = sale({
      id: order.id,
      boutiqueId: order.boutique.id,
      total: order.total,
      commission: 0,
    });
    expect(
      await testApp.database.db.transaction((tx) => postLedger(tx, saleAgain!, new Date())),
    ).toBe(false);
    expect(await keysOf(order.id)).toEqual([
      `paiement:${order.id}`,
      `livraison:${order.id}`,
      `vente:${order.id}`,
    ]);
    expect(await saleEntriesOf(order.id)).toHaveLength(2);
    expect(await balance()).toEqual(delivered);

    // Two sweeps far past the hold: the second releases nothing.
    const later = new Date(Date.now() + 30 * DAY_MS);
    await testApp.services.ledger.releaseDue(later);
    const released = await balance();
    expect(await testApp.services.ledger.releaseDue(later)).toBe(0);
    expect(await balance()).toEqual(released);
  });
});

describe('a paid order cancelled', () => {
  it('is owed back to the buyer, listed for the team, and settled once with its reference', async () => {
    const { order, reference } = await place(MOBILE_MONEY, 2);
    await approve(reference);
    const before = await balance();
    await move(order, 'Annulé');
    expect(await keysOf(order.id)).toEqual([
      `paiement:${order.id}`,
      `remboursement-du:${order.id}`,
    ]);
    const net = order.total - lineCommission(2 * offer.price, 1_250);
    expect(await balance()).toEqual({
      ...before,
      awaitingDelivery: before.awaitingDelivery - net,
      expected: before.expected - net,
    });

    const owed = await call('GET', '/api/admin/remboursements', admin);
    expect(owed.statusCode).toBe(200);
    expect(owed.json<RefundOwed[]>()).toContainEqual(
      expect.objectContaining({
        orderId: order.id,
        orderNumber: order.orderNumber,
        amount: order.total,
        client: 'Akosua Mensah',
      }),
    );

    // Without a reference: refused beside its field, nothing recorded.
    const blank = await call('POST', `/api/admin/remboursements/${order.id}`, admin, {
      reference: ' ',
    });
    expect(blank.statusCode).toBe(400);
    expect(await keysOf(order.id)).toHaveLength(2);

    const settled = await call('POST', `/api/admin/remboursements/${order.id}`, admin, {
      reference: 'MOOV-REMB-2026-0042',
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json<RefundOwed[]>().map((refund) => refund.orderId)).not.toContain(order.id);
    const { rows: audit } = await db().query(
      `select action, target_label, reason from audit_log
        where action = 'remboursement.regle' order by id desc limit 1`,
    );
    expect(audit).toEqual([
      {
        action: 'remboursement.regle',
        target_label: order.orderNumber,
        reason: 'MOOV-REMB-2026-0042',
      },
    ]);
    const twice = await call('POST', `/api/admin/remboursements/${order.id}`, admin, {
      reference: 'MOOV-REMB-2026-0042',
    });
    expect(twice.statusCode).toBe(409);
    expect(await keysOf(order.id)).toHaveLength(3);
  });

  it('is settled from « Remboursements » by the same operation, for the session’s admin only', async () => {
    const { order, reference } = await place(MOBILE_MONEY, 1);
    await approve(reference);
    await move(order, 'Annulé');
    const settle = (token: string, input: unknown) =>
      callPageRoute(testApp, refundsPage.action, '/admin/1/remboursements', token, {
        form: operationForm('rembourser', { params: { id: String(order.id) }, input }),
      });
    const outcome = (answer: unknown) =>
      ((answer as { data?: unknown }).data ?? answer) as {
        ok: boolean;
        message: string;
        fields?: Record<string, string>;
      };

    expect(outcome(await settle(admin, { reference: ' ' }))).toMatchObject({
      ok: false,
      fields: { reference: REFUND_REFERENCE_REQUIRED },
    });
    expect(outcome(await settle(seller.token, { reference: 'X' })).ok).not.toBe(true);
    expect(await keysOf(order.id)).toHaveLength(2);

    const settled = outcome(await settle(admin, { reference: 'TMONEY-REMB-7' }));
    expect(settled).toMatchObject({ ok: true, message: REFUND_RECORDED });
    expect(await keysOf(order.id)).toHaveLength(3);
    const twice = outcome(await settle(admin, { reference: 'TMONEY-REMB-7' }));
    expect(twice.ok).toBe(false);
    expect(await keysOf(order.id)).toHaveLength(3);
  });

  it('is the team’s to list and settle: a seller or a buyer is refused', async () => {
    for (const token of [seller.token, buyer.token]) {
      expect((await call('GET', '/api/admin/remboursements', token)).statusCode).toBe(403);
      expect(
        (await call('POST', '/api/admin/remboursements/1', token, { reference: 'X' })).statusCode,
      ).toBe(403);
    }
    expect((await call('GET', '/api/admin/remboursements')).statusCode).toBe(401);
    expect((await call('GET', '/api/vendeur/solde', buyer.token)).statusCode).toBe(403);
  });

  it('posts nothing for an unpaid order cancelled', async () => {
    const { order } = await place(MOBILE_MONEY, 1);
    await move(order, 'Annulé');
    expect(await keysOf(order.id)).toEqual([]);
  });
});

describe('cash on delivery', () => {
  it('leaves the cash with the boutique, which owes the commission once delivered', async () => {
    const { order } = await place({ method: 'Paiement à la livraison' }, 3);
    const before = await balance();
    await move(order, 'En cours');
    expect(await keysOf(order.id)).toEqual([]);
    await move(order, 'Livré');
    // Its sale, then the commission the cash payment leaves owed (decision 058).
    expect(await keysOf(order.id)).toEqual([`vente:${order.id}`, `paiement-livraison:${order.id}`]);
    expect(await saleEntriesOf(order.id)).toEqual([
      { account: 'boutique_sales', boutique: order.boutique.id, amount: -order.total },
      { account: 'sales_recognised', boutique: null, amount: order.total },
    ]);
    expect(await balance()).toEqual({
      ...before,
      commissionOwed: before.commissionOwed + 879,
      expected: before.expected - 879,
    });
  });
});

describe('the whole ledger', () => {
  it('sums, boutique by boutique, to what its orders say', async () => {
    await testApp.services.ledger.releaseDue(new Date(Date.now() + (HOLD_DAYS + 1) * DAY_MS));
    // From the orders alone: online paid and delivered (hold passed) are available net of their
    // lines' commission; paid then cancelled, nothing; cash delivered, the commission owed. Less
    // what the payouts (the demo's monthly runs) took: their amount unless they failed, and the
    // commission they netted.
    const { rows: expected } = await db().query<{
      boutique: number;
      available: string;
      owed: string;
    }>(`
      select c.boutique_id as boutique,
        coalesce(sum(c.total - l.commission) filter (
          where k.payment_provider <> 'livraison' and c.status = 'Livré'), 0)
          - coalesce(min(p.amount), 0) - coalesce(min(p.netted), 0) as available,
        coalesce(sum(l.commission) filter (
          where k.payment_provider = 'livraison' and c.status = 'Livré'), 0)
          - coalesce(min(p.netted), 0) as owed
      from commandes c
      join checkouts k on k.id = c.checkout_id
      join (select commande_id, sum(commission) as commission from commande_lignes
            group by commande_id) l on l.commande_id = c.id
      left join (select boutique_id, sum(amount) filter (where status <> 'echoue') as amount,
                   sum(netted) as netted
                 from versements group by boutique_id) p on p.boutique_id = c.boutique_id
      group by c.boutique_id order by c.boutique_id`);
    const { rows: ledger } = await db().query<{
      boutique: number;
      available: string;
      owed: string;
      other: string;
    }>(`
      select boutique_id as boutique,
        -coalesce(sum(amount) filter (where account = 'boutique_available'), 0) as available,
        coalesce(sum(amount) filter (where account = 'boutique_commission_owed'), 0) as owed,
        coalesce(sum(amount) filter (
          where account in ('boutique_awaiting_delivery', 'boutique_pending')
            and commande_id in (select id from commandes where status in ('Livré', 'Annulé'))), 0)
          as other
      from ledger_entries where boutique_id is not null
      group by boutique_id order by boutique_id`);
    const byBoutique = new Map(ledger.map((row) => [row.boutique, row]));
    expect(expected.length).toBeGreaterThan(1);
    for (const row of expected) {
      const posted = byBoutique.get(row.boutique);
      expect(
        {
          boutique: row.boutique,
          available: Number(posted?.available ?? 0),
          owed: Number(posted?.owed ?? 0),
          // Nothing of a delivered order is left waiting, nor anything of a cancelled one.
          other: Number(posted?.other ?? 0),
        },
        `boutique ${row.boutique}`,
      ).toEqual({
        boutique: row.boutique,
        available: Number(row.available),
        owed: Number(row.owed),
        other: 0,
      });
    }
    // The platform's side: cash in = what boutiques and buyers are owed + commissions.
    const { rows: platform } = await db().query<{ account: string; sum: string }>(
      'select account, sum(amount) as sum from ledger_entries group by account',
    );
    const sum = (account: string) =>
      Number(platform.find((row) => row.account === account)?.sum ?? 0);
    expect(sum('platform_cash') + sum('boutique_commission_owed')).toBe(
      -(
        sum('boutique_awaiting_delivery') +
        sum('boutique_pending') +
        sum('boutique_available') +
        sum('buyer_refunds_owed') +
        sum('commission_unearned') +
        sum('commission_revenue')
      ),
    );
  });

  it('has every transaction summing to zero, with two entries at least', async () => {
    const { rows } = await db().query(`
      select t.key, count(e.id) as entries, coalesce(sum(e.amount), 0) as balance
      from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
      group by t.id having count(e.id) < 2 or coalesce(sum(e.amount), 0) <> 0`);
    expect(rows).toEqual([]);
    const { rows: counted } = await db().query<{ n: number }>(
      'select count(*)::int as n from ledger_transactions',
    );
    expect(counted[0]!.n).toBeGreaterThan(5);
  });

  it('refuses an unbalanced transaction when it commits', async () => {
    const client = await db().connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ id: number }>(
        `insert into ledger_transactions (key, kind, occurred_at)
         values ('essai-desequilibre', 'refund_settled', now()) returning id`,
      );
      await client.query(
        `insert into ledger_entries (transaction_id, account, amount, occurred_at)
         values ($1, 'platform_cash', 100, now()), ($1, 'buyer_refunds_owed', -99, now())`,
        [rows[0]!.id],
      );
      await expect(client.query('commit')).rejects.toThrow(/déséquilibrée/);
    } finally {
      client.release();
    }
    const { rows } = await db().query(
      "select 1 from ledger_transactions where key = 'essai-desequilibre'",
    );
    expect(rows).toEqual([]);
  });

  it('refuses to change or remove an entry or a transaction', async () => {
    const sums = async () =>
      (await db().query('select account, sum(amount) from ledger_entries group by account')).rows;
    const before = await sums();
    for (const statement of [
      'update ledger_entries set amount = amount + 1',
      'delete from ledger_entries',
      "update ledger_transactions set memo = 'modifié'",
      'delete from ledger_transactions',
    ]) {
      await expect(db().query(statement), statement).rejects.toThrow(
        /Le grand livre ne se modifie pas/,
      );
    }
    expect(await sums()).toEqual(before);
  });
});

describe('the boutique’s statement', () => {
  it('lists each month’s transactions, whose totals add up to the balance', async () => {
    const now = new Date();
    // Releases are dated when their hold ended: up to a month ahead in these tests.
    const months = [0, 1, 2].map((ahead) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1))
        .toISOString()
        .slice(0, 7),
    );
    const statements: Statement[] = [];
    for (const mois of months) {
      const response = await call('GET', `/api/vendeur/releve?mois=${mois}`, seller.token);
      expect(response.statusCode, response.body).toBe(200);
      statements.push(response.json<Statement>());
    }
    const [current] = statements;
    expect(current!.total).toBeGreaterThan(0);
    expect(current!.lines.map((line) => line.kind)).toContain('online_payment');
    const dates = current!.lines.map((line) => line.at);
    expect(dates).toEqual([...dates].sort().reverse());
    const sum = (key: keyof Statement['totals']) =>
      statements.reduce((total, statement) => total + statement.totals[key], 0);
    const { awaitingDelivery, pending, available, commissionOwed } = await balance();
    expect({
      awaitingDelivery: sum('awaitingDelivery'),
      pending: sum('pending'),
      available: sum('available'),
      commissionOwed: sum('commissionOwed'),
    }).toEqual({ awaitingDelivery, pending, available, commissionOwed });
    // Within a page, the lines add up to the totals when the month fits on it.
    if (current!.pageCount === 1) {
      expect(current!.lines.reduce((total, line) => total + line.available, 0)).toBe(
        current!.totals.available,
      );
    }
  });

  it('refuses a month that is not one, and another role', async () => {
    const bad = await call('GET', '/api/vendeur/releve?mois=2026-13', seller.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(MONTH_INVALID);
    expect((await call('GET', '/api/vendeur/releve?mois=2026-01', buyer.token)).statusCode).toBe(
      403,
    );
  });
});

describe('commissions on order lines', () => {
  it('keep the rate of their checkout when the team changes it later', async () => {
    const { order: first } = await place({ method: 'Paiement à la livraison' }, 1);
    const change = await call('PUT', '/api/admin/commissions', admin, {
      portee: 'boutique',
      boutiqueId: seller.boutiqueId,
      taux: 20,
    });
    expect(change.statusCode).toBe(200);
    const { order: second } = await place({ method: 'Paiement à la livraison' }, 1);
    expect(await linesOf(first.id)).toEqual([{ total: 2_345, rate: 1_250, commission: 293 }]);
    expect(await linesOf(second.id)).toEqual([{ total: 2_345, rate: 2_000, commission: 469 }]);
    // Delivered after the change, the first order still owes its own rate's commission.
    await move(first, 'En cours');
    await move(first, 'Livré');
    const { rows } = await db().query<{ amount: number }>(
      `select amount from ledger_entries where commande_id = $1
        and account = 'boutique_commission_owed'`,
      [first.id],
    );
    expect(rows).toEqual([{ amount: 293 }]);
  });
});
