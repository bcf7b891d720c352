import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { ShopUnderTest } from './shop-under-test.ts';

// For end-to-end files: SQL on the shop's own embedded database, for what happens behind the
// buyer's back (a seller changing a price, a product taken off sale) or a failure no page can
// cause. The app keeps the cluster under DATA_DIR/postgres and its password beside it.

/** The address of the running embedded database of the shop whose data folder is `dataDir`. */
export async function shopDatabaseUrl(dataDir: string): Promise<string> {
  const [pid, password] = await Promise.all([
    fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8'),
    fs.readFile(path.join(dataDir, 'postgres-password'), 'utf8'),
  ]);
  // PostgreSQL writes its port on the fourth line of postmaster.pid.
  const port = pid.split('\n')[3]?.trim();
  return `postgres://baobab:${encodeURIComponent(password.trim())}@127.0.0.1:${port}/baobab`;
}

/** Runs one statement on the shop's database and returns its rows. */
export async function queryShop<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  shop: ShopUnderTest,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: await shopDatabaseUrl(shop.dataDir) });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}
