import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = NodePgDatabase<typeof schema>;
/** What `db.transaction(async (tx) => …)` hands its callback. */
export type DatabaseTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  pool: pg.Pool;
  db: Database;
}

// PostgreSQL returns bigint (e.g. count(*)) as text by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function connectDatabase(
  url: string,
  poolSize = 10,
  onIdleClientError: (error: Error) => void = () => undefined,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    // Fail a request rather than let it wait forever when the database is unreachable.
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection can be cut by the server (restart, failover, shutdown): the pool drops it
  // and opens another when needed. Without a listener, that error would crash the process.
  pool.on('error', onIdleClientError);
  return { pool, db: drizzle(pool, { schema }) };
}
