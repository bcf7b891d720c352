import pg from 'pg';

// The tests' own PostgreSQL clusters (never DATABASE_URL's server) do without durability: a
// test database lives minutes and is never recovered from a crash, and each commit's wait for
// the disk (a few milliseconds, far more on a busy machine) adds up over thousands of them.

/**
 * For the end-to-end servers, whose embedded cluster the app creates itself: every connection
 * they open commits without waiting for the disk (libpq's PGOPTIONS, read by node-postgres).
 */
export const ASYNCHRONOUS_COMMITS = { PGOPTIONS: '-c synchronous_commit=off' };

/** On the API suite's running cluster: applies at once (these settings take a reload). */
export async function withoutDurability(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes'])
      await client.query(`ALTER SYSTEM SET ${setting} = off`);
    await client.query('SELECT pg_reload_conf()');
  } finally {
    await client.end();
  }
}
