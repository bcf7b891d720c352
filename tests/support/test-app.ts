import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '#modules/db/client.ts';
import * as schema from '#modules/db/schema.ts';
import type { Services } from '#modules/services.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type AppConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { createAppServices, paymentTestModeOf } from '../../server/runtime.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  services: Services;
  config: AppConfig;
  close(): Promise<void>;
}

/** The real API (no site) on a database of its own. Call close() in afterAll. */
export async function createTestApp(
  options: {
    template?: 'empty' | 'demo';
    env?: Record<string, string>;
    /** Where the server's log goes (at LOG_LEVEL info), for tests that read it; none without. */
    log?: DestinationStream;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(options.template ?? 'demo');
  const { uploadsDir } = inject('postgres');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.log ? 'info' : 'silent',
    DATA_DIR: path.dirname(uploadsDir),
    CATALOGUE_CACHE_SECONDS: '0',
    // inject() comes from 127.0.0.1: the tests play the proxy and give each client an address
    // (X-Forwarded-For, tests/support/client-ip.ts), so per-IP limits bite only where meant.
    TRUST_PROXY: '127.0.0.1',
    ...options.env,
  });
  const { app, services } = await startInstance(config, database, options.log);
  return {
    app,
    database,
    services,
    config,
    async close() {
      await app.close();
      await services.outbox.settled();
      await database.drop();
    },
  };
}

async function startInstance(config: AppConfig, database: DatabaseHandle, log?: DestinationStream) {
  const logger = log ? createLogger(config, log) : createLogger(config);
  const services = createAppServices(
    database.db,
    config,
    logger,
    await paymentTestModeOf(config, database),
  );
  const app = await buildApp({ config, pool: database.pool, services, logger, web: false });
  // E-mails leave through the outbox once their change commits (decision 034): the test app
  // answers once this instance's delivery run is over, so a test reads the inbox right after.
  app.addHook('onSend', async () => {
    await services.outbox.settled();
  });
  await app.ready();
  return { app, services };
}

/**
 * Another instance of `first`'s app, as a load balancer's second server would run it: same
 * configuration and database, but its own connections, services and memory. Close it before
 * `first`.
 */
export async function createSecondInstance(
  first: TestApp,
  options: {
    /** Told each SQL statement this instance sends, in order (`begin` and `commit` too). */
    logQuery?: (query: string) => void;
  } = {},
): Promise<TestApp> {
  const handle = connectDatabase(first.database.url, 5);
  const { logQuery } = options;
  const db = logQuery ? drizzle(handle.pool, { schema, logger: { logQuery } }) : handle.db;
  const { app, services } = await startInstance(first.config, { pool: handle.pool, db });
  return {
    app,
    database: first.database,
    services,
    config: first.config,
    async close() {
      await app.close();
      await handle.pool.end();
    },
  };
}
