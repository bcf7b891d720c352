import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationForm } from '../../../app/features/operation-form.ts';
import * as payoutsPage from '../../../app/routes/dashboards/admin-payouts.tsx';
import type { BoutiqueBalance, Statement } from '#common/ledger.ts';
import type { CheckoutResult, Order } from '#common/orders.ts';
import {
  DEFAULT_PAYOUT_MINIMUM_FCFA,
  PAYOUT_MESSAGES,
  type PayoutRunResult,
  type PayoutsOverview,
} from '#common/payouts.ts';
import type { RegistrationResponse } from '#common/session.ts';
import type { SellerPayments } from '#common/seller-payments.ts';
import type { SellerStats } from '#common/seller-stats.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { startFedapayServer, type FedapayServer } from '../../../tests/support/fedapay-server.ts';
import { injectedWebhook } from '../../../tests/support/local-http.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { callCounter, sendFromTwoInstances } from '../../../tests/support/two-workers.ts';
import { PAYOUT_SEND_JOB, startPayoutSendJob } from '#modules/payouts/payout-send-job.ts';
import { newGuest, orderHelpers, statusChange } from '../../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// Payout runs (issue 46 §3, decision 057) on a real PostgreSQL and against a local server that
// speaks FedaPay's payout API: a boutique paid by Mobile Money through FedaPay, delivered, past
// its hold, is paid its available balance less the cash-on-delivery commission it owes; the
// ledger, its statement and the platform's commission agree with its orders to the franc; a run
// sent again pays nothing twice; a failed payout gives the money back; a manual transfer is
// recorded with its reference; the seller is told; only the team may run payouts.

let testApp: TestApp;
let fedapay: FedapayServer;
const { login, checkout, call, newAccount, newOffer } = orderHelpers(() => testApp);
let admin: string;

const DAY_MS = 86_400_000;
const TOGO = {
  country: 'Togo',
  city: 'Lomé',
  address: 'Rue des Cocotiers',
  phone: '+228 90 11 22 33',
};
const MOBILE_MONEY = { method: 'Mobile Money', provider: 'Moov', account: '+228 90 12 34 56' };
const CASH = { method: 'Paiement à la livraison' };

beforeAll(async () => {
  fedapay = await startFedapayServer();
  testApp = await createTestApp({ template: 'demo', env: fedapay.env });
  fedapay.deliverTo(injectedWebhook(() => testApp, '/api/paiements/fedapay/webhook'));
  admin = await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
});
afterAll(async () => {
  await testApp?.close();
  await fedapay?.stop();
});

const db = () => testApp.database.pool;

interface Shop {
  seller: RegistrationResponse;
  boutiqueId: number;
  offerId: number;
  price: number;
}

/** A boutique of its own, its payout account on file, its commission set by the team. */
async function newShop(
  name: string,
  { price = 10_000, rate = 10, payout = { method: 'Mobile Money', account: '90 12 45 21' } } = {},
): Promise<Shop> {
  const seller = await newAccount('VENDEUR', name);
  const boutiqueId = seller.boutiqueId!;
  const settings = await call(
    'PUT',
    `/api/vendeur/parametres/paiement/${boutiqueId}`,
    seller.token,
    {
      onlinePayments: true,
      acceptedMethods: ['Mobile Money', 'Paiement à la livraison'],
      mobileMoneyOperators: ['T-Money', 'Moov'],
      minOrderAmount: 0,
      payout: {
        method: payout.method,
        operator: payout.method === 'Mobile Money' ? 'Moov' : null,
        holder: 'Ama Kpodar',
        account: payout.account,
      },
    },
  );
  expect(settings.statusCode, settings.body).toBe(200);
  const rateSet = await call('PUT', '/api/admin/commissions', admin, {
    portee: 'boutique',
    boutiqueId,
    taux: rate,
  });
  expect(rateSet.statusCode, rateSet.body).toBe(200);
  const offer = await newOffer(seller, `Savon noir de ${name}`, price, 1_000);
  return { seller, boutiqueId, offerId: offer.id, price };
}

/** A guest's order: by Mobile Money, approved on the local FedaPay's page; or cash. */
async function order(shop: Shop, quantity: number, how: 'fedapay' | 'cash'): Promise<Order> {
  const response = await checkout({
    lines: [{ id: shop.offerId, quantity }],
    delivery: TOGO,
    payment: how === 'fedapay' ? MOBILE_MONEY : CASH,
    guest: newGuest(),
  });
  expect(response.statusCode, response.body).toBe(201);
  const result = response.json<CheckoutResult>();
  const placed = result.orders[0]!;
  if (how === 'fedapay') {
    const opened = await call('POST', `/api/paiements/${result.reference}/ouvrir`);
    expect(opened.statusCode, opened.body).toBe(200);
    const transaction = fedapay.transactions.find(
      (item) => item.merchant_reference === result.reference,
    )!;
    const decided = await fedapay.decide(transaction.id, 'approved');
    expect(decided.response?.status).toBe(200);
  }
  return placed;
}

async function deliver(shop: Shop, placed: Order): Promise<void> {
  for (const statut of ['En cours', 'Livré']) {
    const moved = await call(
      'PATCH',
      `/api/commandes/${placed.id}/statut`,
      shop.seller.token,
      statusChange(statut),
    );
    expect(moved.statusCode, moved.body).toBe(200);
  }
}

/** The hold is over for every delivery: the ledger's clock moved past it. */
const passHold = () => testApp.services.ledger.releaseDue(new Date(Date.now() + 8 * DAY_MS));

async function balance(shop: Shop): Promise<BoutiqueBalance> {
  const response = await call('GET', '/api/vendeur/solde', shop.seller.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BoutiqueBalance>();
}

const run = (body: object, token = admin) => call('POST', '/api/admin/versements', token, body);

async function runOk(body: object): Promise<PayoutRunResult> {
  const response = await run(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PayoutRunResult>();
}

/** A boutique whose one FedaPay order is delivered and past its hold, paid by a FedaPay run. */
async function fedapayPayout(name: string, quantity: number) {
  const shop = await newShop(name);
  const paid = await order(shop, quantity, 'fedapay');
  await deliver(shop, paid);
  await passHold();
  const [result] = await runOk({
    cle: key(),
    mode: 'fedapay',
    boutiques: [{ id: shop.boutiqueId }],
  });
  return { shop, payoutId: result!.payout!.id };
}

async function overview(): Promise<PayoutsOverview> {
  const response = await call('GET', '/api/admin/versements', admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PayoutsOverview>();
}

/** The sending job's pass, `minutesLater` from now (its next checks are minutes apart). */
const sendDue = (minutesLater = 0) =>
  testApp.services.payouts.sendDue(new Date(Date.now() + minutesLater * 60_000));

const ledgerKeys = async (like: string) =>
  (
    await db().query<{ key: string }>(
      'select key from ledger_transactions where key like $1 order by id',
      [like],
    )
  ).rows.map((row) => row.key);

/** The ledger transactions of a payout: its netting, itself, its failure. */
const payoutLedger = async (payoutId: number) =>
  (
    await db().query<{ key: string }>(
      `select key from ledger_transactions where key = any($1) order by id`,
      [['compensation', 'versement', 'versement-echoue'].map((name) => `${name}:${payoutId}`)],
    )
  ).rows.map((row) => row.key);

const key = () => randomUUID();

describe('a payout run through FedaPay', () => {
  it('pays the boutique its balance less the commission it owes, all agreeing to the franc', async () => {
    const shop = await newShop('Boutique du versement');
    const paid = await order(shop, 3, 'fedapay'); // 30 000, 3 000 of commission
    // The ledger shows the payment as soon as FedaPay approved it.
    expect(await ledgerKeys(`paiement:${paid.id}`)).toEqual([`paiement:${paid.id}`]);
    expect((await balance(shop)).awaitingDelivery).toBe(27_000);

    const cash = await order(shop, 1, 'cash'); // 10 000 kept by the boutique, 1 000 owed
    await deliver(shop, paid);
    await deliver(shop, cash);
    await passHold();
    expect(await balance(shop)).toEqual({
      awaitingDelivery: 0,
      pending: 0,
      available: 27_000,
      commissionOwed: 1_000,
      expected: 26_000,
    });

    const listed = (await overview()).payable.find((row) => row.boutiqueId === shop.boutiqueId);
    expect(listed).toMatchObject({
      available: 27_000,
      commissionOwed: 1_000,
      netted: 1_000,
      amount: 26_000,
      payoutMethod: 'Mobile Money',
      fedapayRefusal: null,
    });
    expect(listed!.accountMasked).toMatch(/4521$/);
    expect(listed!.accountMasked).not.toContain('90 12');

    const [result] = await runOk({
      cle: key(),
      mode: 'fedapay',
      boutiques: [{ id: shop.boutiqueId }],
    });
    expect(result).toMatchObject({
      outcome: 'cree',
      payout: { status: 'a_envoyer', amount: 26_000, netted: 1_000, mode: 'fedapay' },
    });
    const payoutId = result!.payout!.id;
    // The money has left the balance at once; the netting is its own balanced transaction.
    expect(await balance(shop)).toEqual({
      awaitingDelivery: 0,
      pending: 0,
      available: 0,
      commissionOwed: 0,
      expected: 0,
    });
    expect(await payoutLedger(payoutId)).toEqual([
      `compensation:${payoutId}`,
      `versement:${payoutId}`,
    ]);

    // Not sent by the request: the job creates and starts it at FedaPay.
    expect(fedapay.payouts.filter((item) => item.description?.endsWith(` ${payoutId}`))).toEqual(
      [],
    );
    await sendDue();
    const atFedapay = fedapay.payouts.find((item) => item.description?.endsWith(` ${payoutId}`))!;
    expect(atFedapay).toMatchObject({
      amount: 26_000,
      status: 'started',
      // A Mobile Money number has no holder on file: the boutique's name stands for it.
      customer: {
        firstname: 'Boutique',
        lastname: 'de Boutique du versement',
        phone_number: { number: '+22890124521', country: 'tg' },
      },
    });
    fedapay.endPayout(atFedapay.id, 'sent');
    await sendDue(2);
    const done = (await overview()).recent.find((item) => item.id === payoutId);
    expect(done).toMatchObject({ status: 'verse', reference: atFedapay.reference });
    expect(fedapay.starts.get(atFedapay.id)).toBe(1);

    // The seller is told, in the app and by e-mail, with the amount and the reference.
    const { rows: notes } = await db().query<{ message: string }>(
      `select n.message from notifications n join accounts a on a.id = n.account_id
        where a.id = $1 and n.message like 'Versement%'`,
      [shop.seller.userId],
    );
    expect(notes).toEqual([
      { message: `Versement de 26\u202f000\u00a0FCFA effectué, référence ${atFedapay.reference}.` },
    ]);
    const { rows: mails } = await db().query<{ subject: string; body: string }>(
      `select subject, body from outbox_messages where event_key like $1`,
      [`versement:${payoutId}:%`],
    );
    expect(mails).toHaveLength(1);
    // The body is emptied once sent (decision 034): the subject carries amount and reference.
    expect(mails[0]!.subject).toMatch(/^Versement de 26\u202f000\u00a0FCFA à /);
    expect(mails[0]!.subject).toContain(`référence ${atFedapay.reference}`);

    // The ledger against the orders: paid out = online net of commission − cash commission owed;
    // the platform's commission on the boutique's orders = the sum of its lines'.
    const { rows: fromOrders } = await db().query<{
      net: string;
      commission: string;
      cash: string;
    }>(
      `select
         sum(c.total - l.commission) filter (where k.payment_provider <> 'livraison') as net,
         sum(l.commission) as commission,
         sum(l.commission) filter (where k.payment_provider = 'livraison') as cash
       from commandes c join checkouts k on k.id = c.checkout_id
       join (select commande_id, sum(commission) as commission from commande_lignes
             group by commande_id) l on l.commande_id = c.id
       where c.boutique_id = $1 and c.status = 'Livré'`,
      [shop.boutiqueId],
    );
    const { rows: fromLedger } = await db().query<{ paidOut: string; commission: string }>(
      `select
         (select sum(e.amount) from ledger_entries e join ledger_transactions t
            on t.id = e.transaction_id
          where t.kind = 'payout' and e.account = 'boutique_available'
            and e.boutique_id = $1) as "paidOut",
         (select -sum(e.amount) from ledger_entries e join commandes c on c.id = e.commande_id
          where e.account = 'commission_revenue' and c.boutique_id = $1) as commission`,
      [shop.boutiqueId],
    );
    const orders = fromOrders[0]!;
    expect(Number(fromLedger[0]!.paidOut)).toBe(Number(orders.net) - Number(orders.cash));
    expect(Number(fromLedger[0]!.commission)).toBe(Number(orders.commission));
    expect(Number(orders.commission)).toBe(4_000);

    // Its statements (this month and the next, where the hold may have ended) add up to zero
    // left: everything earned was paid out or netted.
    const months = [0, 8].map((days) =>
      new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 7),
    );
    const totals = { available: 0, commissionOwed: 0, awaitingDelivery: 0, pending: 0 };
    for (const mois of [...new Set(months)]) {
      const response = await call('GET', `/api/vendeur/releve?mois=${mois}`, shop.seller.token);
      expect(response.statusCode, response.body).toBe(200);
      const statement = response.json<Statement>();
      for (const field of Object.keys(totals) as (keyof typeof totals)[]) {
        totals[field] += statement.totals[field];
      }
      if (mois === months[0]) {
        expect(statement.lines.map((line) => line.kind)).toEqual(
          expect.arrayContaining(['payout', 'commission_netting']),
        );
      }
    }
    expect(totals).toEqual({ available: 0, commissionOwed: 0, awaitingDelivery: 0, pending: 0 });

    // The seller's screens agree: no order is still held once paid out, and each says so.
    const stats = (
      await call('GET', '/api/statistiques/boutique?periode=30j', shop.seller.token)
    ).json<SellerStats>();
    expect(stats.cards.expectedBalance).toBe(0);
    expect(stats.details.expectedBalance).toEqual([]);
    expect(stats.detailCounts.expectedBalance).toBe(0);
    const paymentsAnswer = await call('GET', '/api/vendeur/paiements', shop.seller.token);
    expect(paymentsAnswer.statusCode, paymentsAnswer.body).toBe(200);
    const payments = paymentsAnswer.json<SellerPayments>();
    const stateOf = (id: number) =>
      payments.orders.lines.find((line) => line.orderId === id)?.state;
    expect(stateOf(paid.id)).toBe('versee');
    expect(stateOf(cash.id)).toBe('commission-reglee');
    // What was paid out is the payout, not the commission netted before it.
    expect(payments.balance.paidOut).toBe(26_000);
  });

  it('pays nothing twice: the same run again, another run, or two at once', async () => {
    const shop = await newShop('Boutique du lot rejoué');
    const paid = await order(shop, 1, 'fedapay');
    await deliver(shop, paid);
    await passHold();
    const body = { cle: key(), mode: 'fedapay', boutiques: [{ id: shop.boutiqueId }] };
    const [first] = await runOk(body);
    expect(first!.outcome).toBe('cree');
    const [again] = await runOk(body);
    expect(again).toMatchObject({ outcome: 'deja-fait', payout: { id: first!.payout!.id } });
    const [other] = await runOk({ ...body, cle: key() });
    expect(other).toMatchObject({ outcome: 'ignore', reason: PAYOUT_MESSAGES.belowMinimum });
    await sendDue();
    await sendDue(2);
    expect(await ledgerKeys(`versement:%`)).toContain(`versement:${first!.payout!.id}`);
    const { rows } = await db().query(
      `select count(*)::int as payouts from versements where boutique_id = $1`,
      [shop.boutiqueId],
    );
    expect(rows).toEqual([{ payouts: 1 }]);

    // Two runs at once, with their own keys: the boutique's lock lets one pay.
    const twice = await newShop('Boutique des deux lots');
    const more = await order(twice, 1, 'fedapay');
    await deliver(twice, more);
    await passHold();
    const both = await Promise.all(
      [key(), key()].map((cle) =>
        runOk({ cle, mode: 'virement', boutiques: [{ id: twice.boutiqueId, reference: cle }] }),
      ),
    );
    expect(both.map(([result]) => result!.outcome).sort()).toEqual(['cree', 'ignore']);
    expect((await balance(twice)).available).toBe(0);
  });

  it('gives the money back to the balance when FedaPay says it failed, and shows why', async () => {
    const { shop, payoutId } = await fedapayPayout('Boutique du versement échoué', 2);
    await sendDue();
    const atFedapay = fedapay.payouts.find((item) => item.description?.endsWith(` ${payoutId}`))!;
    fedapay.endPayout(atFedapay.id, 'failed', 'Numéro Mobile Money inactif');
    await sendDue(2);
    const failed = (await overview()).recent.find((item) => item.id === payoutId);
    expect(failed).toMatchObject({
      status: 'echoue',
      failureReason: 'Numéro Mobile Money inactif',
    });
    expect(await payoutLedger(payoutId)).toEqual([
      `versement:${payoutId}`,
      `versement-echoue:${payoutId}`,
    ]);
    expect((await balance(shop)).available).toBe(18_000);
    expect((await overview()).payable.map((row) => row.boutiqueId)).toContain(shop.boutiqueId);
    // A later pass finds it final: nothing is given back twice.
    await sendDue(10);
    expect((await balance(shop)).available).toBe(18_000);
  });

  it('keeps trying while FedaPay is down, and starts the payout once', async () => {
    const { shop, payoutId } = await fedapayPayout('Boutique de la panne', 1);
    fedapay.down = true;
    try {
      await sendDue();
    } finally {
      fedapay.down = false;
    }
    const { rows } = await db().query<{ status: string; attempts: number }>(
      'select status, attempts from versements where id = $1',
      [payoutId],
    );
    expect(rows).toEqual([{ status: 'a_envoyer', attempts: 1 }]);
    expect((await balance(shop)).available).toBe(0);
    await sendDue(5);
    const started = fedapay.payouts.filter((item) => item.description?.endsWith(` ${payoutId}`));
    expect(started.map((item) => item.status)).toEqual(['started']);
    expect(fedapay.starts.get(started[0]!.id)).toBe(1);
  });

  it('is sent by a pg-boss job: two instances start the payout once', async () => {
    const { payoutId } = await fedapayPayout('Boutique de la tâche', 1);
    const { sendDue: send } = testApp.services.payouts;
    const runs = callCounter(2);
    await sendFromTwoInstances({
      connectionString: testApp.database.url,
      queue: PAYOUT_SEND_JOB.queue,
      register: (queue) =>
        startPayoutSendJob(queue, {
          async sendDue() {
            const count = await send();
            runs.tick();
            return count;
          },
        }),
      worked: runs.done,
    });
    const atFedapay = fedapay.payouts.filter((item) => item.description?.endsWith(` ${payoutId}`));
    expect(atFedapay.map((item) => item.status)).toEqual(['started']);
    expect(fedapay.starts.get(atFedapay[0]!.id)).toBe(1);
  });

  it('skips a boutique paid to a bank account: FedaPay pays Mobile Money only', async () => {
    const shop = await newShop('Boutique au virement', {
      payout: { method: 'Virement bancaire', account: 'TG53 TG00 9060 4310 3465 0040 0070' },
    });
    const paid = await order(shop, 1, 'fedapay');
    await deliver(shop, paid);
    await passHold();
    const listed = (await overview()).payable.find((row) => row.boutiqueId === shop.boutiqueId);
    expect(listed?.fedapayRefusal).toBe(PAYOUT_MESSAGES.notMobileMoney);
    const [result] = await runOk({
      cle: key(),
      mode: 'fedapay',
      boutiques: [{ id: shop.boutiqueId }],
    });
    expect(result).toMatchObject({ outcome: 'ignore', reason: PAYOUT_MESSAGES.notMobileMoney });
    expect((await balance(shop)).available).toBe(9_000);
  });
});

describe('a manual transfer', () => {
  it('is recorded with its reference, paid at once, and the seller is told', async () => {
    const shop = await newShop('Boutique du virement manuel');
    const paid = await order(shop, 1, 'fedapay');
    await deliver(shop, paid);
    await passHold();
    const cle = key();
    const blank = await run({ cle, mode: 'virement', boutiques: [{ id: shop.boutiqueId }] });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain(PAYOUT_MESSAGES.referenceRequired);
    expect((await balance(shop)).available).toBe(9_000);

    const [result] = await runOk({
      cle,
      mode: 'virement',
      boutiques: [{ id: shop.boutiqueId, reference: 'ECOBANK-VIR-2026-118' }],
    });
    expect(result).toMatchObject({
      outcome: 'cree',
      payout: { status: 'verse', amount: 9_000, reference: 'ECOBANK-VIR-2026-118' },
    });
    const payoutId = result!.payout!.id;
    const { rows } = await db().query(`select kind, memo from ledger_transactions where key = $1`, [
      `versement:${payoutId}`,
    ]);
    expect(rows).toEqual([{ kind: 'payout', memo: 'ECOBANK-VIR-2026-118' }]);
    const { rows: mails } = await db().query<{ subject: string }>(
      `select subject from outbox_messages where event_key like $1`,
      [`versement:${payoutId}:%`],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('référence ECOBANK-VIR-2026-118');
    const { rows: audit } = await db().query(
      `select action, target_id from audit_log where action = 'versement.cree' and target_id = $1`,
      [shop.boutiqueId],
    );
    expect(audit).toEqual([{ action: 'versement.cree', target_id: shop.boutiqueId }]);
    // Nothing was sent to FedaPay.
    expect(fedapay.payouts.some((item) => item.description?.endsWith(` ${payoutId}`))).toBe(false);
  });

  it('waits for the minimum', async () => {
    const shop = await newShop('Petite boutique', { price: 2_000 });
    const paid = await order(shop, 1, 'fedapay');
    await deliver(shop, paid);
    await passHold();
    expect(DEFAULT_PAYOUT_MINIMUM_FCFA).toBe(5_000);
    expect((await overview()).payable.map((row) => row.boutiqueId)).not.toContain(shop.boutiqueId);
    const [result] = await runOk({
      cle: key(),
      mode: 'virement',
      boutiques: [{ id: shop.boutiqueId, reference: 'VIR-1' }],
    });
    expect(result).toMatchObject({ outcome: 'ignore', reason: PAYOUT_MESSAGES.belowMinimum });
  });
});

describe('who may run payouts', () => {
  it('is the team alone: a seller or a buyer is refused, no session is 401', async () => {
    const seller = await newAccount('VENDEUR', 'Vendeur curieux');
    const buyer = await newAccount('ACHETEUR', 'Acheteur curieux');
    const body = {
      cle: key(),
      mode: 'virement',
      boutiques: [{ id: seller.boutiqueId, reference: 'X-1' }],
    };
    for (const token of [seller.token, buyer.token]) {
      expect((await call('GET', '/api/admin/versements', token)).statusCode).toBe(403);
      expect((await run(body, token)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/versements')).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/versements', undefined, body)).statusCode).toBe(401);
    const { rows } = await db().query(
      'select count(*)::int as n from versements where run_key = $1',
      [body.cle],
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});

describe('the « Versements » page', () => {
  const path = '/admin/1/versements';
  const outcome = (answer: unknown) =>
    ((answer as { data?: unknown }).data ?? answer) as {
      ok: boolean;
      message: string;
      fields?: Record<string, string>;
    };

  it('lists the boutiques to pay and records a transfer through the same service', async () => {
    const shop = await newShop('Boutique de la page');
    const paid = await order(shop, 1, 'fedapay');
    await deliver(shop, paid);
    await passHold();
    const loaded = (await callPageRoute(testApp, payoutsPage.loader, path, admin)) as {
      overview: PayoutsOverview;
      runKey: string;
    };
    expect(loaded.overview.payable.map((row) => row.boutiqueId)).toContain(shop.boutiqueId);
    const form = (reference: string) =>
      operationForm('versements', {
        input: {
          cle: loaded.runKey,
          mode: 'virement',
          boutiques: [{ id: shop.boutiqueId, reference }],
        },
      });
    const refused = await callPageRoute(testApp, payoutsPage.action, path, admin, {
      form: form(''),
    });
    expect(outcome(refused)).toMatchObject({
      ok: false,
      fields: { 'boutiques.0.reference': PAYOUT_MESSAGES.referenceRequired },
    });
    const saved = await callPageRoute(testApp, payoutsPage.action, path, admin, {
      form: form('WAVE-VIR-77'),
    });
    expect(outcome(saved)).toMatchObject({ ok: true, message: '1 versement enregistré.' });
    // Sent again (a double tap): nothing more is paid.
    const again = await callPageRoute(testApp, payoutsPage.action, path, admin, {
      form: form('WAVE-VIR-77'),
    });
    expect(outcome(again).message).toBe('Aucun versement enregistré, 1 déjà fait par ce lot.');
    expect((await balance(shop)).available).toBe(0);

    const bySeller = await callPageRoute(testApp, payoutsPage.loader, path, shop.seller.token);
    expect(bySeller).not.toHaveProperty('overview');
    const postedBySeller = await callPageRoute(
      testApp,
      payoutsPage.action,
      path,
      shop.seller.token,
      {
        form: form('X'),
      },
    );
    expect(outcome(postedBySeller).ok).not.toBe(true);
  });
});
