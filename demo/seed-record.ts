import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '#modules/db/client.ts';
import { demoSeed } from '#modules/db/schema.ts';

/**
 * Where a database stands with the demo data: `empty`; `finished` (the seed ran to its end);
 * `interrupted` (a seed started and never finished: a first start stopped halfway, whose
 * catalogue is there without its orders, reviews or settings); `filled` (data the seed did not
 * write, or written before the seed kept its record: migration 0028).
 */
export type SeedState = 'empty' | 'finished' | 'interrupted' | 'filled';

export async function readSeedState(handle: DatabaseHandle): Promise<SeedState> {
  const [record] = await handle.db.select().from(demoSeed);
  if (record) return record.finishedAt ? 'finished' : 'interrupted';
  const { rows } = await handle.pool.query<{ populated: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM accounts) OR EXISTS (SELECT 1 FROM boutiques) AS populated',
  );
  return rows[0]?.populated ? 'filled' : 'empty';
}

/**
 * Whether the demo seed wrote this database (whole or in part), whichever instance ran it; with
 * `seeding`, also an empty one, which the seed about to run fills (seed-demo.ts).
 */
export async function holdsDemoData(
  handle: DatabaseHandle,
  { seeding = false } = {},
): Promise<boolean> {
  const state = await readSeedState(handle);
  return state === 'finished' || state === 'interrupted' || (seeding && state === 'empty');
}

/** Written, and committed, before the seed's first row. */
export async function recordSeedStarted(handle: DatabaseHandle) {
  await handle.db.insert(demoSeed).values({});
}

export async function recordSeedFinished(handle: DatabaseHandle) {
  await handle.db
    .update(demoSeed)
    .set({ finishedAt: sql`now()` })
    .where(eq(demoSeed.id, 1));
}

/**
 * Empties every table of an interrupted seed's database (its migrations, kept in their own
 * schema, stay), so that the seed can start again from nothing. Only for a database that
 * holds nothing else: the caller decides.
 */
export async function emptyInterruptedSeed(handle: DatabaseHandle) {
  const { rows } = await handle.pool.query<{ name: string }>(
    "SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public'",
  );
  if (rows.length === 0) return;
  await handle.pool.query(
    `TRUNCATE TABLE ${rows.map((row) => row.name).join(', ')} RESTART IDENTITY CASCADE`,
  );
}
