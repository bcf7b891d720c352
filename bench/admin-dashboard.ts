import fs from 'node:fs/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { parseAdminOrderQuery } from '#common/admin-orders.ts';
import { accountTableQuery } from '#common/account-admin.ts';
import type { ProductListingEntry } from '#common/catalogue.ts';
import * as schema from '#modules/db/schema.ts';
import { loadConfig } from '../server/config.ts';
import { createLogger } from '../server/logger.ts';
import { createAppServices, paymentTestModeOf } from '../server/runtime.ts';
import { startAppProcess } from '../tests/support/app-process.ts';
import { createTempDir } from '../tests/support/temp-dir.ts';
import {
  benchApi,
  columnsOf,
  copyOrder,
  shopDatabase,
  shopDatabaseUrl,
  summary,
} from './bench-orders.ts';

// `npm run bench:admin`: the back-office's screens on 10 000 buyers and 100 000 orders spread
// over the demo's boutiques: for each, the median time of the service calls its loader makes and
// the number of SQL queries per call (counted by a Drizzle logger). The screens page and
// aggregate in SQL: neither may grow with the marketplace's history.
//
// The built app seeds the demo and places one order per boutique through the API; the buyers
// and the other orders are copies made in SQL (bench-orders.ts), as bench:dashboards does:
// 100 000 checkouts through the service would take hours here, and the screens only read. The
// calls run in this process on the app's database, with the services the app builds.

const BUYERS = Number(process.env.BENCH_BUYERS ?? 10_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

const dataDir = await createTempDir('baobab-bench-admin-');
const app = await startAppProcess({ DATA_DIR: dataDir });
const { api, login, placeOrder } = benchApi(app.baseUrl);

/** `BUYERS` buyer accounts copied from kofi's in SQL; the id of the first (they follow on). */
async function copyBuyers(db: pg.Client, sourceId: number): Promise<number> {
  const account = await columnsOf(db, 'accounts', {
    email: `'client-' || g || '@bench.example'`,
    user_name: `'Client bench ' || g`,
    telephone: `'+22899' || lpad(g::text, 6, '0')`,
  });
  const { rows } = await db.query<{ first: number; count: number }>(
    `with copies as (
       insert into accounts (${account.list})
       select ${account.values('s')} from accounts s, generate_series(1, $2) g
       where s.id = $1
       returning id
     )
     select min(id)::int as first, count(*)::int as count from copies`,
    [sourceId, BUYERS],
  );
  const [copied] = rows;
  if (!copied || copied.count !== BUYERS) throw new Error('Acheteurs non copiés.');
  return copied.first;
}

let queries = 0;
const pool = new pg.Pool({ connectionString: await shopDatabaseUrl(dataDir), max: 4 });
pool.on('error', () => undefined);
const db = drizzle(pool, { schema, logger: { logQuery: () => void queries++ } });
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const services = createAppServices(
  db,
  config,
  createLogger(config),
  await paymentTestModeOf(config, { db, pool }),
);

/** Median and p95 of `RUNS` calls after 3 to warm up, and the SQL queries one call makes. */
async function measure(call: () => Promise<unknown>) {
  const times: number[] = [];
  let perCall = 0;
  for (let run = 0; run < RUNS + 3; run++) {
    const before = queries;
    const started = performance.now();
    await call();
    if (run >= 3) times.push(performance.now() - started);
    perCall = queries - before;
  }
  return { ...summary(times), 'SQL queries': perCall };
}

try {
  const admin = await login('admin@baobab.example', 'Baobab-Admin-2026');
  const buyer = await login('kofi@baobab.example', 'Baobab-Acheteur-2026');
  const listing = await api<ProductListingEntry[]>('/api/produits/listeproduits');
  const offers = [...new Map(listing.map((entry) => [entry.boutique.id, entry])).values()];
  if (offers.length === 0) throw new Error('Aucun produit en vente dans la démo.');

  const client = await shopDatabase(dataDir);
  const started = performance.now();
  const kofi = await services.accounts.authenticate(buyer.token);
  const firstBuyer = await copyBuyers(client, kofi.id);
  // The orders spread over every boutique, and over the copied buyers (their names searchable).
  const perBoutique = Math.ceil(ORDERS / offers.length);
  for (const offer of offers) {
    const first = await placeOrder(buyer.token, offer);
    await copyOrder(client, first.id, perBoutique - 1, {
      checkout: {
        buyer_account_id: `${firstBuyer} + g % ${BUYERS}`,
        client_name: `'Client bench ' || (1 + g % ${BUYERS})`,
      },
    });
  }
  const { rows } = await client.query<{ orders: number; buyers: number }>(
    `select (select count(*)::int from commandes) as orders,
            (select count(*)::int from accounts where type_compte = 'ACHETEUR') as buyers`,
  );
  await client.end();
  console.log(
    `${rows[0]?.orders} commandes dans ${offers.length} boutiques, ${rows[0]?.buyers} acheteurs ` +
      `(copiés en ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  const account = await services.accounts.authenticate(admin.token);
  const { adminStats, orders, accountAdmin } = services;
  const accountsPage = (search: string) => accountTableQuery(new URLSearchParams(search));
  const ordersPage = (search: string) =>
    orders.pageForAdmin(account, parseAdminOrderQuery(new URLSearchParams(search)));
  const today = new Date().toISOString().slice(0, 10);
  const results = {
    'home (figures + latest orders)': await measure(() =>
      Promise.all([adminStats.figures(account), ordersPage('')]),
    ),
    'orders, first page': await measure(() => ordersPage('')),
    'orders, page 500': await measure(() => ordersPage('page=500')),
    'orders, 100 a page': await measure(() => ordersPage('taille=100')),
    'orders, delivered and paid this year': await measure(() =>
      ordersPage(
        `statut=Livr%C3%A9&paiement=R%C3%A9ussi&du=${today.slice(0, 4)}-01-01&au=${today}`,
      ),
    ),
    // The year's sales figure's link: the orders by their day of delivery.
    'orders, sold this year': await measure(() =>
      ordersPage(
        `statut=Livr%C3%A9&paiement=R%C3%A9ussi&dates=livraison&du=${today.slice(0, 4)}-01-01&au=${today}`,
      ),
    ),
    'orders, search (client)': await measure(() => ordersPage('q=Client+bench+4242')),
    'orders, search (number)': await measure(() => ordersPage('q=000001-77')),
    'buyers, first page': await measure(() => accountAdmin.buyers(account, accountsPage(''))),
    'buyers, by amount spent': await measure(() =>
      accountAdmin.buyers(account, accountsPage('tri=montant&ordre=desc')),
    ),
    'buyers, search': await measure(() => accountAdmin.buyers(account, accountsPage('q=4242'))),
    'sellers, first page': await measure(() => accountAdmin.sellers(account, accountsPage(''))),
    'sellers, by sales': await measure(() =>
      accountAdmin.sellers(account, accountsPage('tri=montant&ordre=desc')),
    ),
    "an account's page and its orders": await measure(() =>
      Promise.all([
        accountAdmin.detail(account, kofi.id),
        accountAdmin.orders(account, kofi.id, 1),
      ]),
    ),
  };
  console.log(`\nBack-office calls: ${RUNS} sequential calls each, after 3 to warm up`);
  console.table(results);
} finally {
  await pool.end();
  await app.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
