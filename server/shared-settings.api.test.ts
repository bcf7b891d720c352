import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CheckoutResult } from '#common/orders.ts';
import { DEMO_PASSWORDS } from '../demo/demo-accounts.ts';
import { COD_TOGO, orderHelpers } from '../tests/support/orders.ts';
import type { TestApp } from '../tests/support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../tests/support/test-database.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { startRuntime, type Runtime } from './runtime.ts';

// Two instances started as `npm start` starts one (startRuntime), on one database (issue 45,
// 2.2): what they must share is either the database's (the test payments, on for the demo
// database whichever instance installed it) or refused at start when it differs.

const AUTH_SECRET = 'secret-partage-des-instances-0123456789';
let database: TestDatabase;
/** Databases of single tests, dropped once their instances stopped. */
const scratch: TestDatabase[] = [];
const running: { runtime: Runtime; app: FastifyInstance }[] = [];

beforeAll(async () => {
  database = await createTestDatabase('demo');
});
afterAll(async () => {
  for (const { runtime, app } of running.reverse()) {
    await app.close();
    await runtime.jobs.stop();
    await runtime.instance.leave();
    await runtime.database.close();
  }
  await database?.drop();
  for (const other of scratch) await other.drop();
});

/** An instance on the shared database with its own variables: a TestApp for the helpers. */
async function startInstance(env: Record<string, string>, on = database): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.dirname(inject('postgres').uploadsDir),
    TRUST_PROXY: '127.0.0.1',
    DATABASE_URL: on.url,
    AUTH_SECRET,
    PUBLIC_URL: 'https://baobab.example',
    ...env,
  });
  const logger = createLogger(config);
  const runtime = await startRuntime(config, logger);
  const { pool } = runtime.database;
  const app = await buildApp({ config, logger, pool, services: runtime.services, web: false });
  running.push({ runtime, app });
  return { app, database: on, services: runtime.services, config, close: async () => undefined };
}

describe('two instances on one database', () => {
  let first: TestApp;
  let second: TestApp;

  it('offer the same payment methods, whichever of them installed the demo (SEED_DEMO)', async () => {
    first = await startInstance({ SEED_DEMO: 'true' });
    second = await startInstance({});
    const onFirst = orderHelpers(() => first);
    const onSecond = orderHelpers(() => second);
    const [offer] = await onFirst.offers();
    const mobileMoney = {
      lines: [{ id: offer!.id, quantity: 1 }],
      delivery: COD_TOGO.delivery,
      payment: { method: 'Mobile Money', provider: 'Moov', account: '+228 90 11 22 33' },
    };

    const kofiOnFirst = await onFirst.login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR);
    const placed = await onFirst.checkout(mobileMoney, { token: kofiOnFirst });
    expect(placed.statusCode).toBe(201);
    const { reference } = placed.json<CheckoutResult>();
    // The test payment page reached through the other instance, as a balancer may send it.
    const decision = await onSecond.call(
      'POST',
      `/api/paiements/test/${reference}/decision`,
      undefined,
      { decision: 'approve' },
    );
    expect(decision.statusCode).toBe(200);

    const kofiOnSecond = await onSecond.login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR);
    const again = await onSecond.checkout(mobileMoney, { token: kofiOnSecond });
    expect(again.statusCode).toBe(201);
  });

  it('refuses to start an instance whose shared settings differ, saying which', async () => {
    await expect(startInstance({ PAYMENT_TEST_MODE: 'false' })).rejects.toThrow(
      /PAYMENT_TEST_MODE \(ici false, ailleurs true\)/,
    );
    await expect(startInstance({ PUBLIC_URL: 'https://autre.example' })).rejects.toThrow(
      /PUBLIC_URL \(ici https:\/\/autre\.example, ailleurs https:\/\/baobab\.example\)/,
    );
    await expect(startInstance({ SELLER_APPROVAL: 'manual' })).rejects.toThrow(/SELLER_APPROVAL/);
    await expect(
      startInstance({ PAYOUT_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64') }),
    ).rejects.toThrow(/PAYOUT_ENCRYPTION_KEY/);
    // The same settings start.
    await startInstance({});
  });

  it('refuses a start before it writes anything: a refused instance installs no demo', async () => {
    const empty = await createTestDatabase('empty');
    scratch.push(empty);
    await startInstance({ PAYMENT_TEST_MODE: 'false' }, empty);
    await expect(startInstance({ SEED_DEMO: 'true' }, empty)).rejects.toThrow(
      /PAYMENT_TEST_MODE \(ici true, ailleurs false\)/,
    );
    const { rows } = await empty.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM accounts',
    );
    expect(rows[0]?.n).toBe(0);
  });
});
