import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts';
import { openDatabase } from './open-database.ts';
import { boutiques } from './schema.ts';
import { boutiqueSelling } from '#modules/catalogue/storefront-visibility.ts';

// The storefront's plans hang on what the planner believes of the small tables: with no
// statistics it takes one shop of seven for a selling one and reads every offer of it.

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

/** How many selling shops the planner expects, and how many there are. */
async function sellingShops(handle: TestDatabase) {
  const query = handle.db.select({ id: boutiques.id }).from(boutiques).where(boutiqueSelling);
  const { sql: text, params } = query.toSQL();
  const { rows } = await handle.pool.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    `explain (format json) ${text}`,
    params,
  );
  return {
    expected: rows[0]!['QUERY PLAN'][0].Plan['Plan Rows'],
    actual: (await query).length,
  };
}

async function tablesWithStatistics(handle: TestDatabase, tables: string[]) {
  const { rows } = await handle.pool.query<{ tablename: string }>(
    'select distinct tablename from pg_stats where schemaname = current_schema() and tablename = any($1) order by tablename',
    [tables],
  );
  return rows.map((row) => row.tablename);
}

const smallTables = ['boutiques', 'categories', 'familles'];

describe('the planner’s statistics', () => {
  it('are there for the small tables once the demo is seeded', async () => {
    database = await createTestDatabase('demo');
    expect(await tablesWithStatistics(database, smallTables)).toEqual(smallTables);
    const shops = await sellingShops(database);
    expect(shops.actual).toBeGreaterThan(3);
    expect(Math.abs(shops.expected - shops.actual)).toBeLessThanOrEqual(1);
  });

  it('are made when a database opens for the tables that have none (a database seeded before)', async () => {
    database = await createTestDatabase('demo');
    // What an installation seeded before this check looks like: rows, never analysed.
    await database.pool.query('delete from pg_statistic where starelid = any($1::regclass[])', [
      smallTables,
    ]);
    expect(await tablesWithStatistics(database, smallTables)).toEqual([]);
    expect((await sellingShops(database)).expected).toBe(1);

    const opened = await openDatabase({ databaseUrl: database.url, dataDir: '', embeddedPort: 0 });
    await opened.close();

    expect(await tablesWithStatistics(database, smallTables)).toEqual(smallTables);
    const shops = await sellingShops(database);
    expect(Math.abs(shops.expected - shops.actual)).toBeLessThanOrEqual(1);
  });
});
