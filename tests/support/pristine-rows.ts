import pg from 'pg';

// A shared end-to-end shop (tests/support/shared-shops.ts) serves one test file after another:
// each starts from the rows the shop had when its server started. They are kept in a schema of
// their own, which the app never reads, and put back in one transaction while the server runs:
// its connections stay open, so the app never sees its database go away.

const PRISTINE = 'e2e_pristine';

/** The app's record of its own running processes: kept as it is, not the shop's data. */
const APP_PROCESS_TABLES = new Set(['running_instances']);

interface ShopTable {
  name: string;
  /** Quoted names of the columns that take a value (generated ones are computed again). */
  columns: string[];
}

async function shopTables(client: pg.Client): Promise<ShopTable[]> {
  const { rows } = await client.query<ShopTable>(
    `SELECT c.relname AS name,
            array_agg(quote_ident(a.attname) ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND NOT c.relispartition
        AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      GROUP BY c.relname
      ORDER BY c.relname`,
  );
  return rows.filter((table) => !APP_PROCESS_TABLES.has(table.name));
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function inTransaction(
  url: string,
  begin: string,
  work: (client: pg.Client) => Promise<void>,
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(begin);
    await work(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** Copies every table's rows and every sequence's position, as they are now, aside. */
export function keepPristineRows(url: string): Promise<void> {
  // One snapshot of every table, while the app's jobs may write.
  return inTransaction(url, 'BEGIN ISOLATION LEVEL REPEATABLE READ', async (client) => {
    await client.query(`CREATE SCHEMA ${PRISTINE}`);
    for (const { name, columns } of await shopTables(client)) {
      await client.query(
        `CREATE TABLE ${PRISTINE}.${quoted(name)} AS SELECT ${columns.join(', ')} FROM public.${quoted(name)}`,
      );
    }
    await client.query(
      `CREATE TABLE ${PRISTINE}.sequence_positions AS
         SELECT sequencename AS name, last_value FROM pg_sequences WHERE schemaname = 'public'`,
    );
  });
}

/**
 * Puts the kept rows back in every table, and the sequences where they were, and drops the job
 * queue's pending jobs: a job left by the previous file would act on rows that are gone.
 */
export function restorePristineRows(url: string): Promise<void> {
  // Read committed: TRUNCATE waits for the app's writes in progress instead of failing on them.
  return inTransaction(url, 'BEGIN', async (client) => {
    const tables = await shopTables(client);
    // Foreign keys are checked by triggers, which a replica role skips: the rows are put back
    // as they were, consistent together, in any table order.
    await client.query('SET LOCAL session_replication_role = replica');
    await client.query(`TRUNCATE ${tables.map(({ name }) => `public.${quoted(name)}`).join(', ')}`);
    for (const { name, columns } of tables) {
      const list = columns.join(', ');
      await client.query(
        `INSERT INTO public.${quoted(name)} (${list}) OVERRIDING SYSTEM VALUE
           SELECT ${list} FROM ${PRISTINE}.${quoted(name)}`,
      );
    }
    await client.query(
      `SELECT setval(format('public.%I', name), coalesce(last_value, 1), last_value IS NOT NULL)
         FROM ${PRISTINE}.sequence_positions`,
    );
    await client.query('DELETE FROM pgboss.job');
  });
}
