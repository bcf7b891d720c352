import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../tests/support/test-database.ts';
import { createTempDir } from '../tests/support/temp-dir.ts';
import { createPayoutCipher, type PayoutCipher } from '#modules/payouts/payout-cipher.ts';
import { createLocalMediaStorage } from '#modules/storage/local-media-storage.ts';
import { demoAccounts } from './demo-accounts.ts';
import { demoProducts } from './demo-catalogue.ts';
import { DEMO_TEAM } from './demo-team.ts';
import { INTERRUPTED_SEED_MESSAGE, seedDemoData } from './seed-demo.ts';

// A first `npm start` stopped while it installs the demo (Ctrl-C, a closed laptop) used to leave
// the catalogue without its orders, reviews and settings for good: the next start saw accounts
// and took the database for a filled one.

let database: TestDatabase;
let uploadsDir: string;
const payoutCipher = createPayoutCipher({ current: randomBytes(32) });
/** The site the demo is seeded for, as a configuration gives it. */
const DEMO_SITE = {
  auth: { secret: randomBytes(32).toString('hex'), secretFile: '', tokenDays: 1 },
  publicUrl: 'http://localhost:3000',
  brandName: 'Baobab',
};

const seed = (cipher: () => Promise<PayoutCipher>, startAgainIfInterrupted?: boolean) =>
  seedDemoData(database, {
    storage: createLocalMediaStorage(uploadsDir),
    site: DEMO_SITE,
    payoutCipher: cipher,
    startAgainIfInterrupted,
  });

async function counts() {
  const { rows } = await database.pool.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM accounts) AS accounts,
            (SELECT count(*)::int FROM produits) AS products,
            (SELECT count(*)::int FROM commandes) AS orders,
            (SELECT count(*)::int FROM boutiques WHERE payout_method IS NOT NULL) AS paid_shops`,
  );
  return rows[0]!;
}

beforeAll(async () => {
  database = await createTestDatabase('empty');
  uploadsDir = await createTempDir('baobab-seed-interrupted-');
});
afterAll(async () => {
  await database?.drop();
  await fs.rm(uploadsDir, { recursive: true, force: true });
});

it(
  'a demo install stopped halfway is refused on an external database, and starts again from nothing on the embedded one',
  { timeout: 240_000 },
  async () => {
    // Stopped at one of its last steps: the shops' payout accounts.
    const stopped = async (): Promise<PayoutCipher> => {
      throw new Error('arrêt pendant l’installation');
    };
    await expect(seed(stopped)).rejects.toThrow('arrêt pendant l’installation');
    const halfway = await counts();
    expect(halfway.accounts).toBeGreaterThan(0);
    expect(halfway.orders).toBeGreaterThan(0);
    expect(halfway.paid_shops).toBe(0);

    // Not the embedded database: it may hold more than the demo, so it is left as it is.
    await expect(seed(async () => payoutCipher)).rejects.toThrow(INTERRUPTED_SEED_MESSAGE);
    expect(await counts()).toEqual(halfway);

    // The embedded one: emptied, then the whole demo, once.
    expect(await seed(async () => payoutCipher, true)).toBe('seeded-again');
    const whole = await counts();
    expect(whole.accounts).toBe(demoAccounts.length + DEMO_TEAM.length);
    expect(whole.products).toBe(demoProducts.length);
    expect(whole.orders).toBeGreaterThan(0);
    expect(whole.paid_shops).toBeGreaterThan(0);

    // Finished: the next start leaves it alone.
    expect(await seed(async () => payoutCipher, true)).toBe('already-populated');
    expect(await counts()).toEqual(whole);
  },
);
