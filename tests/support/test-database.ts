import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '#modules/db/client.ts';

export interface TestDatabase extends DatabaseHandle {
  url: string;
  drop(): Promise<void>;
}

/** A database of its own for one test file, cloned from a prepared template. */
export async function createTestDatabase(template: 'empty' | 'demo'): Promise<TestDatabase> {
  const { adminUrl, templates, prefix } = inject('postgres');
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: adminUrl });
  await adminClient.connect();
  try {
    await adminClient.query(`CREATE DATABASE ${name} TEMPLATE ${templates[template]}`);
  } finally {
    await adminClient.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = connectDatabase(url.toString(), 5);
  return {
    ...handle,
    url: url.toString(),
    async drop() {
      await handle.pool.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
