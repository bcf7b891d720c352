import fs from 'node:fs/promises';
import pg from 'pg';
import type { ProductListingEntry } from '../common/catalogue.ts';
import type { CheckoutResult } from '../common/orders.ts';
import { startAppProcess } from '../tests/support/app-process.ts';
import { createTempDir } from '../tests/support/temp-dir.ts';

// `npm run bench:dashboards`: the seller's statistics and orders screens on a boutique of
// 50 000 orders, through the built app as a browser asks for them (the route's `.data` loader
// answer, with the session cookie), and the orders page's whole HTML. The screens page and
// aggregate in SQL: their time must not grow with the boutique's history.
//
// One order is placed through the API; the others are copies of it made in SQL (a checkout
// each, over the last 12 months, in every status): 50 000 checkouts through the service would
// take most of an hour here, and the loaders only read.

const ORDERS = Number(process.env.BENCH_ORDERS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const dataDir = await createTempDir('baobab-bench-dashboards-');
const app = await startAppProcess({ DATA_DIR: dataDir });
const base = app.baseUrl;

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${path} : ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const login = (email: string, password: string) =>
  api<{ token: string; TenantId: number; boutiqueId: number | null }>('/api/users/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });

/** The embedded database of the app, as tests/support/shop-database.ts reaches it. */
async function shopDatabase(): Promise<pg.Client> {
  const [pid, password] = await Promise.all([
    fs.readFile(`${dataDir}/postgres/postmaster.pid`, 'utf8'),
    fs.readFile(`${dataDir}/postgres-password`, 'utf8'),
  ]);
  const port = pid.split('\n')[3]?.trim();
  const client = new pg.Client({
    connectionString: `postgres://baobab:${encodeURIComponent(password.trim())}@127.0.0.1:${port}/baobab`,
  });
  // The app stops its database when the bench ends: that goodbye is not an error.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** Every column of a table but its identity, each copied unless `overrides` computes it. */
async function columnsOf(db: pg.Client, table: string, overrides: Record<string, string>) {
  const { rows } = await db.query<{ column_name: string; is_identity: string }>(
    `select column_name, is_identity from information_schema.columns
     where table_name = $1 order by ordinal_position`,
    [table],
  );
  const names = rows.filter((row) => row.is_identity !== 'YES').map((row) => row.column_name);
  return {
    list: names.map((name) => `"${name}"`).join(', '),
    values: (alias: string) =>
      names.map((name) => overrides[name] ?? `${alias}."${name}"`).join(', '),
  };
}

async function copyOrder(db: pg.Client, orderId: number, count: number) {
  const createdAt = (g: string) =>
    `now() - (${g} % 365) * interval '1 day' - (${g} % 1440) * interval '1 minute'`;
  const checkout = await columnsOf(db, 'checkouts', {
    reference: `s.reference || '-b' || g`,
    idempotency_key: `s.idempotency_key || '-b' || g`,
    tracking_token_hash: `s.tracking_token_hash || '-b' || g`,
    created_at: createdAt('g'),
  });
  const order = await columnsOf(db, 'commandes', {
    order_number: `s.order_number || '-' || g`,
    checkout_id: 'n.id',
    status: `(enum_range(null::statut_commande))[1 + n.g % 4]`,
    payment_status: `case when n.g % 4 = 2 then 'Réussi'::statut_paiement else s.payment_status end`,
    created_at: createdAt('n.g'),
  });
  await db.query('begin');
  await db.query(
    `create temporary table copies on commit drop as
     with source as (select * from commandes where id = $1),
     new_checkouts as (
       insert into checkouts (${checkout.list})
       select ${checkout.values('s')}
       from checkouts s, generate_series(1, $2) g
       where s.id = (select checkout_id from source)
       returning id, reference
     )
     select n.id, split_part(n.reference, '-b', 2)::int as g from new_checkouts n`,
    [orderId, count],
  );
  await db.query(
    `with source as (select * from commandes where id = $1),
     new_orders as (
       insert into commandes (${order.list})
       select ${order.values('s')}
       from source s cross join (select id, g from copies) n
       returning id
     )
     insert into commande_lignes (commande_id, boutique_produit_id, name, unit_price, quantity, total)
     select o.id, l.boutique_produit_id, l.name, l.unit_price, l.quantity, l.total
     from new_orders o join commande_lignes l on l.commande_id = $1`,
    [orderId],
  );
  await db.query('commit');
  await db.query('analyze');
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
  return { 'median (ms)': at(0.5).toFixed(1), 'p95 (ms)': at(0.95).toFixed(1) };
}

async function timeGet(path: string, cookie: string) {
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS + 3; run++) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} : ${response.status}`);
    if (run >= 3) times.push(performance.now() - started); // the first runs warm up
    bytes = body.byteLength;
  }
  return { ...summary(times), 'answer (KiB)': (bytes / 1024).toFixed(1) };
}

try {
  const seller = await login('awa@baobab.example', 'Baobab-Vendeur-2026');
  const buyer = await login('kofi@baobab.example', 'Baobab-Acheteur-2026');
  const listing = await api<ProductListingEntry[]>('/api/produits/listeproduits');
  const offer = listing.find((entry) => entry.boutique.id === seller.boutiqueId);
  if (!offer) throw new Error('La boutique de démonstration n’a aucun produit en vente.');
  const placed = await api<CheckoutResult>('/api/commandes', {
    method: 'POST',
    headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      lines: [{ id: offer.id, quantity: 1, price: offer.price }],
      subtotal: offer.price,
      delivery: {
        country: 'Togo',
        city: 'Lomé',
        address: 'Rue 12, maison 3',
        phone: '+228 90 12 34 56',
      },
      payment: { method: 'Paiement à la livraison' },
    }),
  });
  const db = await shopDatabase();
  const started = performance.now();
  const [first] = placed.orders;
  if (!first) throw new Error('La commande de départ n’a pas été créée.');
  await copyOrder(db, first.id, ORDERS - 1);
  const { rows } = await db.query<{ count: number }>(
    'select count(*)::int as count from commandes where boutique_id = $1',
    [seller.boutiqueId],
  );
  await db.end();
  console.log(
    `Boutique « ${offer.boutique.name} » : ${rows[0]?.count} commandes (copiées en ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  const cookie = `baobab_session=${seller.token}`;
  const root = `/vendeur-dashboard/${seller.TenantId}`;
  const results = {
    'statistics loader (30 j)': await timeGet(`${root}/statistics.data`, cookie),
    'statistics loader (12 m)': await timeGet(`${root}/statistics.data?periode=12m`, cookie),
    'orders loader, page 1': await timeGet(`${root}/orders.data`, cookie),
    'orders loader, page 1 000': await timeGet(`${root}/orders.data?page=1000`, cookie),
    'orders loader, « Livré »': await timeGet(`${root}/orders.data?statut=Livr%C3%A9`, cookie),
    'orders loader, search': await timeGet(`${root}/orders.data?q=karite`, cookie),
    'orders page (whole HTML)': await timeGet(`${root}/orders`, cookie),
  };
  console.log(`\nDashboard loaders: ${RUNS} sequential requests each, after 3 to warm up`);
  console.table(results);
} finally {
  await app.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
