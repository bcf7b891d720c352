import fs from 'node:fs/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { ProductListingEntry } from '#common/catalogue.ts';
import type { CheckoutResult, Order } from '#common/orders.ts';
import {
  createCatalogueRepository,
  type CatalogueRepository,
} from '#modules/catalogue/catalogue.repository.ts';
import * as schema from '#modules/db/schema.ts';
import { migrationStatements } from '../tests/support/migration-sql.ts';

// What the benchmarks share: the built app's API, its embedded database, and orders
// copied in SQL from one placed through the API (a checkout each, over the last 12 months, in
// every status): 100 000 checkouts through the service would take hours here, and the
// dashboards only read.

/** The app's JSON API at `base`. */
export function benchApi(base: string) {
  async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
    });
    if (!response.ok) throw new Error(`${path} : ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }
  /** One unit of the offer, paid on delivery, by the buyer whose token this is. */
  const checkout = (token: string, offer: ProductListingEntry) =>
    api<CheckoutResult>('/api/commandes', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
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
  return {
    api,
    login: (email: string, password: string) =>
      api<{ token: string; TenantId: number; boutiqueId: number | null }>('/api/users/login', {
        method: 'POST',
        body: JSON.stringify({ email, password }),
      }),
    checkout,
    /** The one order of `checkout`. */
    async placeOrder(token: string, offer: ProductListingEntry): Promise<Order> {
      const [order] = (await checkout(token, offer)).orders;
      if (!order) throw new Error('La commande de départ n’a pas été créée.');
      return order;
    },
  };
}

/** The embedded database of the app, as tests/support/shop-database.ts reaches it. */
export async function shopDatabaseUrl(dataDir: string): Promise<string> {
  const [pid, password] = await Promise.all([
    fs.readFile(`${dataDir}/postgres/postmaster.pid`, 'utf8'),
    fs.readFile(`${dataDir}/postgres-password`, 'utf8'),
  ]);
  const port = pid.split('\n')[3]?.trim();
  return `postgres://baobab:${encodeURIComponent(password.trim())}@127.0.0.1:${port}/baobab`;
}

/**
 * `measure` given the app's own catalogue repository on its embedded database, through a pool of
 * `connections`: what the benchmarks time without HTTP. The pool is closed afterwards.
 */
export async function withShopCatalogue<T>(
  dataDir: string,
  connections: number,
  measure: (catalogue: CatalogueRepository) => Promise<T>,
): Promise<T> {
  const pool = new pg.Pool({ connectionString: await shopDatabaseUrl(dataDir), max: connections });
  try {
    return await measure(createCatalogueRepository(drizzle(pool, { schema })));
  } finally {
    await pool.end();
  }
}

export async function shopDatabase(dataDir: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: await shopDatabaseUrl(dataDir) });
  // The app stops its database when the bench ends: that goodbye is not an error.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** Every column of a table but its identity, each copied unless `overrides` computes it. */
export async function columnsOf(db: pg.Client, table: string, overrides: Record<string, string>) {
  const { rows } = await db.query<{ column_name: string; written: boolean }>(
    `select column_name, (is_identity = 'NO' and is_generated = 'NEVER') as written
     from information_schema.columns where table_name = $1 order by ordinal_position`,
    [table],
  );
  // Identity and generated columns (the stored search columns) fill themselves.
  const names = rows.filter((row) => row.written).map((row) => row.column_name);
  return {
    list: names.map((name) => `"${name}"`).join(', '),
    values: (alias: string) =>
      names.map((name) => overrides[name] ?? `${alias}."${name}"`).join(', '),
  };
}

/**
 * `count` copies of an order, each with a checkout of its own, spread over the last 12 months
 * and every status. `g` numbers the copies: `overrides` may compute the checkout's columns from
 * it (another buyer, another client's name). Those delivered and paid get their sale in the
 * ledger as the app posts it (decision 058), by migration 0044's own statement, dated when they
 * were placed; the copies get no other ledger transaction.
 */
export async function copyOrder(
  db: pg.Client,
  orderId: number,
  count: number,
  overrides: { checkout?: Record<string, string> } = {},
) {
  const createdAt = (g: string) =>
    `now() - (${g} % 365) * interval '1 day' - (${g} % 1440) * interval '1 minute'`;
  const checkout = await columnsOf(db, 'checkouts', {
    reference: `s.reference || '-b' || g`,
    idempotency_key: `s.idempotency_key || '-b' || g`,
    tracking_token_hash: `s.tracking_token_hash || '-b' || g`,
    created_at: createdAt('g'),
    ...overrides.checkout,
  });
  const order = await columnsOf(db, 'commandes', {
    order_number: `s.order_number || '-' || g`,
    checkout_id: 'n.id',
    buyer_account_id: 'n.buyer_account_id',
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
       returning id, reference, buyer_account_id
     )
     select n.id, n.buyer_account_id, split_part(n.reference, '-b', 2)::int as g
     from new_checkouts n`,
    [orderId, count],
  );
  await db.query(
    `with source as (select * from commandes where id = $1),
     new_orders as (
       insert into commandes (${order.list})
       select ${order.values('s')}
       from source s cross join (select id, buyer_account_id, g from copies) n
       returning id
     )
     insert into commande_lignes (commande_id, boutique_produit_id, name, unit_price, quantity, total)
     select o.id, l.boutique_produit_id, l.name, l.unit_price, l.quantity, l.total
     from new_orders o join commande_lignes l on l.commande_id = $1`,
    [orderId],
  );
  for (const statement of await migrationStatements('ledger-sales-backfill')) {
    await db.query(statement);
  }
  await db.query('commit');
  await db.query('analyze');
}

/** Median and 95th percentile of times in milliseconds. */
export function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
  return { 'median (ms)': at(0.5).toFixed(1), 'p95 (ms)': at(0.95).toFixed(1) };
}
