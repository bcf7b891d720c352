import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase } from '#modules/db/client.ts';
import { startEmbeddedPostgres } from '#modules/db/embedded-postgres.ts';
import { migrateDatabase } from '#modules/db/migrate.ts';
import { seedDemoData } from '../demo/seed-demo.ts';
import { createLedgerRepository } from '#modules/ledger/ledger.repository.ts';
import { createLedgerService } from '#modules/ledger/ledger.service.ts';
import { createPayoutsRepository } from '#modules/payouts/payouts.repository.ts';
import { createPayoutsService } from '#modules/payouts/payouts.service.ts';
import { payoutCipherSource } from '#modules/services.ts';
import { ownerSeat } from '#modules/shop-team/team-access.ts';
import { createLocalMediaStorage } from '#modules/storage/local-media-storage.ts';
import { loadConfig } from '../server/config.ts';
import { freePort } from '../tests/support/free-port.ts';
import { createTempDir } from '../tests/support/temp-dir.ts';
import { copyOrder, summary } from './bench-orders.ts';

// `npm run bench:ledger`: a boutique's balance and monthly statement (decision 055) when it has
// 50 000 orders, read by the ledger's own repository and service on an embedded PostgreSQL
// (DATABASE_URL: a server of yours, in a database made for the run). The demo is seeded through
// the services; one of its orders is copied in SQL (bench-orders.ts), and each copy gets the
// ledger transactions its status calls for, written in SQL in the shape core/ledger posts them
// (payment, delivery, release, refund owed; the sale, by bench-orders.ts), each summing to zero
// as the triggers check.
// Then a payout run (decision 057) over PAYOUT_BOUTIQUES boutiques (1 000), each with a seller
// and an available balance, half of them owing cash-on-delivery commission: the list the
// 'Versements' screen reads, then one run recording a transfer to each, through the service.

const ORDERS = Number(process.env.BENCH_ORDERS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const BUDGET_MS = 50;
const HOLD_DAYS = 7;
const PAYOUT_BOUTIQUES = Number(process.env.BENCH_PAYOUT_BOUTIQUES ?? 1_000);
const PAYOUT_BUDGET_S = 10;

const workDir = await createTempDir('baobab-bench-ledger-');
const embedded = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ dataDir: path.join(workDir, 'data'), port: await freePort() });
const serverUrl = embedded?.adminUrl ?? process.env.DATABASE_URL ?? '';
const name = `baobab_bench_ledger_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const handle = connectDatabase(url.toString(), 4);

/** Posts, in one statement per kind, the transactions of the copies in `which` status. */
async function post(
  db: pg.Client,
  kind: string,
  key: string,
  which: string,
  days: number,
  lines: string,
) {
  await db.query(`
    with t as (
      insert into ledger_transactions (key, kind, commande_id, boutique_id, occurred_at)
      select '${key}:' || o.id, '${kind}', o.id, o.boutique_id,
             o.created_at + ${days} * interval '1 day'
      from bench_copies o where ${which}
      returning id, commande_id
    )
    insert into ledger_entries (transaction_id, account, boutique_id, commande_id, amount, occurred_at)
    select t.id, x.account, x.boutique, o.id, x.amount, o.created_at + ${days} * interval '1 day'
    from t join bench_copies o on o.id = t.commande_id
    cross join lateral (values ${lines}) x(account, boutique, amount)
    where x.amount <> 0`);
}

try {
  await migrateDatabase(handle);
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: workDir });
  await seedDemoData(handle, {
    storage: createLocalMediaStorage(path.join(workDir, 'uploads')),
    payoutCipher: payoutCipherSource(config),
    site: config,
  });
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const { rows: sources } = await db.query<{ id: number; boutique: number }>(
    `select c.id, c.boutique_id as boutique from commandes c
     join boutiques b on b.id = c.boutique_id
     order by (select count(*) from commandes o where o.boutique_id = c.boutique_id) desc, c.id
     limit 1`,
  );
  const source = sources[0];
  if (!source) throw new Error('La démonstration n’a aucune commande.');
  const started = performance.now();
  await copyOrder(db, source.id, ORDERS - 1);
  await db.query('begin');
  await db.query(
    `create temporary table bench_copies on commit drop as
     select c.id, c.boutique_id, c.total, c.status, c.created_at,
            (c.total * 800 + 5000) / 10000 as commission
     from commandes c
     where c.boutique_id = $1
       and not exists (
         select 1 from ledger_transactions t where t.commande_id = c.id and t.kind <> 'sale')`,
    [source.boutique],
  );
  const paidOnline = `o.status <> 'En attente'`;
  await post(
    db,
    'online_payment',
    'paiement',
    paidOnline,
    0,
    `('platform_cash', null::int, o.total),
     ('boutique_awaiting_delivery', o.boutique_id, -(o.total - o.commission)),
     ('commission_unearned', null, -o.commission)`,
  );
  const net = 'o.total - o.commission';
  await post(
    db,
    'delivery',
    'livraison',
    `o.status = 'Livré'`,
    2,
    `('boutique_awaiting_delivery', o.boutique_id, ${net}),
     ('boutique_pending', o.boutique_id, -(${net})),
     ('commission_unearned', null, o.commission),
     ('commission_revenue', null, -o.commission)`,
  );
  await post(
    db,
    'release',
    'disponible',
    `o.status = 'Livré' and o.created_at < now() - interval '${HOLD_DAYS + 2} days'`,
    HOLD_DAYS + 2,
    `('boutique_pending', o.boutique_id, ${net}),
     ('boutique_available', o.boutique_id, -(${net}))`,
  );
  await post(
    db,
    'refund_owed',
    'remboursement-du',
    `o.status = 'Annulé'`,
    1,
    `('boutique_awaiting_delivery', o.boutique_id, ${net}),
     ('commission_unearned', null, o.commission),
     ('buyer_refunds_owed', null, -o.total)`,
  );
  await db.query('commit');
  // What autovacuum does to a table at rest: statistics, and the visibility map that lets the
  // balance's sum read the index alone.
  await db.query('vacuum analyze ledger_entries, ledger_transactions');
  const { rows: counted } = await db.query<{ orders: number; entries: number }>(
    `select (select count(*)::int from commandes where boutique_id = $1) as orders,
            (select count(*)::int from ledger_entries where boutique_id = $1) as entries`,
    [source.boutique],
  );
  await db.end();
  console.log(
    `Boutique ${source.boutique} : ${counted[0]?.orders} commandes, ${counted[0]?.entries} écritures (écrites en ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  const repository = createLedgerRepository(handle.db);
  const ledger = createLedgerService({ repository, holdDays: HOLD_DAYS });
  // The boutique's owner, as a signed-in session would carry it.
  const { rows: owners } = await handle.pool.query<{
    id: number;
    userName: string;
    email: string;
    tenantId: number;
    boutiqueName: string;
  }>(
    `select a.id, a.user_name as "userName", a.email, a.tenant_id as "tenantId",
            b.name as "boutiqueName"
     from accounts a join boutiques b on b.tenant_id = a.tenant_id
     where b.id = $1 and a.type_compte = 'VENDEUR' limit 1`,
    [source.boutique],
  );
  const owner = owners[0];
  if (!owner) throw new Error('La boutique n’a pas de vendeur.');
  const account = {
    ...owner,
    sessionId: 'bench',
    typeCompte: 'VENDEUR' as const,
    boutiqueId: source.boutique,
    team: ownerSeat({ ...owner, boutiqueId: source.boutique }),
  };
  const month = new Date().toISOString().slice(0, 7);
  async function time(run: () => Promise<unknown>) {
    const times: number[] = [];
    for (let index = 0; index < RUNS + 3; index++) {
      const at = performance.now();
      await run();
      if (index >= 3) times.push(performance.now() - at); // the first runs warm up
    }
    const result = summary(times);
    return { ...result, budget: Number(result['p95 (ms)']) <= BUDGET_MS ? 'tenu' : 'DÉPASSÉ' };
  }
  const { pageCount: lastPage } = await ledger.statement(account, { mois: month, page: 1 });
  const results = {
    'solde (somme des écritures)': await time(() => ledger.balance(account)),
    'relevé du mois, page 1': await time(() => ledger.statement(account, { mois: month, page: 1 })),
    [`relevé du mois, page ${lastPage} (la dernière)`]: await time(() =>
      ledger.statement(account, { mois: month, page: lastPage }),
    ),
  };
  console.log(`\nGrand livre : ${RUNS} lectures successives chacune, après 3 d’échauffement`);
  console.log(`Budget : p95 ≤ ${BUDGET_MS} ms`);
  console.table(results);

  // The payout run: boutiques, sellers and balances written in SQL (one statement each), the
  // run itself through the service, as the 'Versements' screen calls it.
  const db2 = new pg.Client({ connectionString: url.toString() });
  await db2.connect();
  await db2.query('begin');
  await db2.query(
    `create temporary table bench_shops on commit drop as
     with t as (
       insert into tenants (name) select 'Banc ' || n from generate_series(1, $1) n returning id
     )
     select id as tenant, row_number() over (order by id) as n from t`,
    [PAYOUT_BOUTIQUES],
  );
  await db2.query(
    `insert into boutiques (tenant_id, name, payout_method, payout_operator,
       payout_account_encrypted, payout_account_masked)
     select s.tenant, 'Boutique du banc ' || s.n, b.payout_method, b.payout_operator,
       b.payout_account_encrypted, b.payout_account_masked
     from bench_shops s cross join lateral (
       select * from boutiques where payout_account_encrypted is not null order by id limit 1
     ) b`,
  );
  await db2.query(
    `insert into accounts (tenant_id, user_name, email, type_compte, password_hash)
     select s.tenant, 'Vendeur du banc ' || s.n, 'banc-' || s.n || '@bench.example', 'VENDEUR',
       (select password_hash from accounts limit 1)
     from bench_shops s`,
  );
  // Each boutique: 20 000 to 40 000 FCFA available; one in two owes 1 500 FCFA of commission.
  await db2.query(
    `with b as (
       select b.id, 20000 + (s.n % 20) * 1000 as amount, s.n from bench_shops s
       join boutiques b on b.tenant_id = s.tenant
     ), t as (
       insert into ledger_transactions (key, kind, boutique_id, occurred_at)
       select 'banc-disponible:' || b.id, 'release', b.id, now() from b returning id, boutique_id
     )
     insert into ledger_entries (transaction_id, account, boutique_id, amount, occurred_at)
     select t.id, x.account, x.boutique, x.amount, now()
     from t join b on b.id = t.boutique_id
     cross join lateral (values ('platform_cash', null::int, b.amount),
                                ('boutique_available', b.id, -b.amount)) x(account, boutique, amount)`,
  );
  await db2.query(
    `with b as (
       select b.id from bench_shops s join boutiques b on b.tenant_id = s.tenant
       where s.n % 2 = 0
     ), t as (
       insert into ledger_transactions (key, kind, boutique_id, occurred_at)
       select 'banc-commission:' || b.id, 'cash_on_delivery', b.id, now() from b
       returning id, boutique_id
     )
     insert into ledger_entries (transaction_id, account, boutique_id, amount, occurred_at)
     select t.id, x.account, x.boutique, x.amount, now()
     from t cross join lateral (values ('boutique_commission_owed', t.boutique_id, 1500),
                                       ('commission_revenue', null::int, -1500))
       x(account, boutique, amount)`,
  );
  await db2.query('commit');
  await db2.query('vacuum analyze ledger_entries, ledger_transactions, boutiques, accounts');
  const { rows: admins } = await db2.query<{
    id: number;
    userName: string;
    email: string;
    tenantId: number;
  }>(
    `select id, user_name as "userName", email, tenant_id as "tenantId" from accounts
     where type_compte = 'ADMIN' order by id limit 1`,
  );
  await db2.end();
  const adminAccount = admins[0];
  if (!adminAccount) throw new Error('La démonstration n’a pas de compte admin.');
  const teamAccount = {
    ...adminAccount,
    sessionId: 'bench',
    typeCompte: 'ADMIN' as const,
    boutiqueId: null,
    team: null,
  };
  const payouts = createPayoutsService({
    repository: createPayoutsRepository(handle.db),
    minimum: 5_000,
    fedapay: null,
    cipher: payoutCipherSource(config),
    outbox: { nudge: () => undefined },
    brand: { brandName: config.brandName, publicUrl: config.publicUrl },
  });
  const runStarted = performance.now();
  const { payable } = await payouts.overview(teamAccount);
  const listedMs = performance.now() - runStarted;
  const ran = await payouts.run(teamAccount, {
    cle: `banc-${process.pid}`,
    mode: 'virement',
    boutiques: payable.map((row) => ({ id: row.boutiqueId, reference: `BANC-${row.boutiqueId}` })),
  });
  const runSeconds = (performance.now() - runStarted) / 1000;
  const paid = ran.filter((result) => result.outcome === 'cree').length;
  console.log(
    `\nLot de versements : ${payable.length} boutiques à payer (listées en ${listedMs.toFixed(0)} ms)`,
  );
  console.log(`Budget : ≤ ${PAYOUT_BUDGET_S} s pour la liste et le lot`);
  console.table({
    'lot de versements': {
      boutiques: paid,
      'durée (s)': runSeconds.toFixed(2),
      budget: runSeconds <= PAYOUT_BUDGET_S ? 'tenu' : 'DÉPASSÉ',
    },
  });
} finally {
  await handle.pool.end();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  await embedded?.stop();
  await fs.rm(workDir, { recursive: true, force: true });
}
