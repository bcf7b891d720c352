import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client.ts';
import { normalizeStoredPhones, type PhoneNormalisationReport } from './normalize-phones.ts';

const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');
/** Arbitrary constant shared by every app instance: only one of them migrates at a time. */
const MIGRATION_LOCK_KEY = 727_001;

/** Applies the SQL migrations, then the data steps SQL cannot do (phones in E.164). */
export async function migrateDatabase({
  pool,
  db,
}: DatabaseHandle): Promise<PhoneNormalisationReport> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return await normalizeStoredPhones(db);
  } finally {
    await lockClient
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    lockClient.release();
  }
}
