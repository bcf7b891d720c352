import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '#modules/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '#modules/db/embedded-postgres.ts';
import { migrateDatabase } from '#modules/db/migrate.ts';
import { seedDemoData } from '../../demo/seed-demo.ts';
import { payoutCipherSource } from '#modules/services.ts';
import { createLocalMediaStorage } from '#modules/storage/local-media-storage.ts';
import { loadConfig } from '../../server/config.ts';
import { freePort } from './free-port.ts';
import { withoutDurability } from './test-cluster.ts';
import { createTempDir } from './temp-dir.ts';

// One PostgreSQL for the whole API suite: the embedded one (default) or the server named by
// DATABASE_URL. Two template databases are prepared once (migrated; migrated + demo data) and
// each test file clones its own database from one of them, so files never see each other's data.

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: {
      adminUrl: string;
      templates: { empty: string; demo: string };
      prefix: string;
      uploadsDir: string;
    };
  }
}

let embedded: EmbeddedPostgres | undefined;
let workDir: string | undefined;

function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function setup(project: TestProject) {
  workDir = await createTempDir('baobab-api-tests-');
  const uploadsDir = path.join(workDir, 'uploads');
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(workDir, 'data'),
      port: await freePort(),
    });
    adminUrl = embedded.adminUrl;
    await withoutDurability(adminUrl);
  }
  const prefix = `baobab_t${randomBytes(4).toString('hex')}`;
  const templates = { empty: `${prefix}_empty`, demo: `${prefix}_demo` };

  await admin(adminUrl, (client) => client.query(`CREATE DATABASE ${templates.empty}`));
  const emptyHandle = connectDatabase(withDatabase(adminUrl, templates.empty), 3);
  await migrateDatabase(emptyHandle);
  await emptyHandle.pool.end();

  await admin(adminUrl, (client) =>
    client.query(`CREATE DATABASE ${templates.demo} TEMPLATE ${templates.empty}`),
  );
  const demoHandle = connectDatabase(withDatabase(adminUrl, templates.demo), 3);
  // The test apps' configuration (tests/support/test-app.ts): they open what the seed sealed.
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.dirname(uploadsDir) });
  await seedDemoData(demoHandle, {
    storage: createLocalMediaStorage(uploadsDir),
    payoutCipher: payoutCipherSource(config),
    site: config,
  });
  await demoHandle.pool.end();

  project.provide('postgres', { adminUrl, templates, prefix, uploadsDir });

  return async () => {
    await admin(adminUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`${prefix}%`],
      );
      for (const { datname } of rows)
        await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    });
    await embedded?.stop();
    if (workDir) await fs.rm(workDir, { recursive: true, force: true });
  };
}
