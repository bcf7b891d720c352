import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase } from '../core/db/client.ts';
import { startEmbeddedPostgres } from '../core/db/embedded-postgres.ts';
import { migrateDatabase } from '../core/db/migrate.ts';
import { seedDemoData } from '../core/db/seed/seed-demo.ts';
import { createLedgerRepository } from '../core/ledger/ledger.repository.ts';
import { createLedgerService } from '../core/ledger/ledger.service.ts';
import { payoutCipherSource } from '../core/services.ts';
import { ownerSeat } from '../core/shop-team/team-access.ts';
import { createLocalMediaStorage } from '../core/storage/local-media-storage.ts';
import { loadConfig } from '../server/config.ts';
import { freePort } from '../tests/support/free-port.ts';
import { createTempDir } from '../tests/support/temp-dir.ts';
import { copyOrder, summary } from './bench-orders.ts';

// `npm run bench:ledger`: a boutique's balance and monthly statement (decision 055) when it has
// 50 000 orders, read by the ledger's own repository and service on an embedded PostgreSQL
// (DATABASE_URL: a server of yours, in a database made for the run). The demo is seeded through
// the services; one of its orders is copied in SQL (bench-orders.ts), and each copy gets the
// ledger transactions its status calls for, written in SQL in the shape core/ledger posts them
// (payment, delivery, release, refund owed), each summing to zero as the triggers check.

const ORDERS = Number(process.env.BENCH_ORDERS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const BUDGET_MS = 50;
const HOLD_DAYS = 7;

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
       and not exists (select 1 from ledger_transactions t where t.commande_id = c.id)`,
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
} finally {
  await handle.pool.end();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  await embedded?.stop();
  await fs.rm(workDir, { recursive: true, force: true });
}
