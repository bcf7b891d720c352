import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startAppProcess, type AppProcess } from './app-process.ts';
import { launchBrowser } from './browser.ts';
import { removeDataDir, seededDataDir } from './seeded-data-dir.ts';
import { leaseSharedShop, type LeasedShop } from './shared-shops.ts';
import { createTempDir } from './temp-dir.ts';

export interface ShopUnderTest {
  /** The built app, started as `npm start` does, on a data folder and database no other file uses at the time. */
  app: Pick<AppProcess, 'baseUrl'>;
  browser: Browser;
  dataDir: string;
}

/** A shop of the file's own, whose server the file may stop and start again. */
export interface OwnShopUnderTest extends ShopUnderTest {
  app: AppProcess;
}

/**
 * For an end-to-end test file that needs the seeded demo shop and nothing of its own: one of the
 * shared shops, its rows as the seed left them (shared-shops.ts), and Debian's Chromium, from
 * before its tests to after them.
 */
export function sharedShopUnderTest(): ShopUnderTest {
  let lease: LeasedShop | undefined;
  return withBrowser<ShopUnderTest>(
    async (shop) => {
      lease = await leaseSharedShop();
      shop.app = { baseUrl: lease.baseUrl };
      shop.dataDir = lease.dataDir;
    },
    async () => {
      await lease?.release();
    },
  );
}

/**
 * For an end-to-end test file whose shop has a configuration of its own (`env`, read when its
 * tests start): a server of its own on a copy of the seeded folder, and Debian's Chromium,
 * stopped and removed after its tests.
 */
export function shopUnderTest(
  dataDirPrefix: string,
  env: Record<string, string>,
): OwnShopUnderTest {
  return ownShopUnderTest(() => seededDataDir(dataDirPrefix), env);
}

/** A shop that seeds itself on an empty data folder, as a first `npm start` does. */
export function freshShopUnderTest(dataDirPrefix: string): OwnShopUnderTest {
  return ownShopUnderTest(() => createTempDir(dataDirPrefix), {});
}

function ownShopUnderTest(
  makeDataDir: () => Promise<string>,
  env: Record<string, string>,
): OwnShopUnderTest {
  return withBrowser<OwnShopUnderTest>(
    async (shop) => {
      shop.dataDir = await makeDataDir();
      shop.app = await startAppProcess({ ...env, DATA_DIR: shop.dataDir });
    },
    async (shop) => {
      await shop.app?.stop();
      if (shop.dataDir) await removeDataDir(shop.dataDir);
    },
  );
}

/**
 * A file's shop: `prepare` fills it before its tests while Debian's Chromium starts (neither
 * waits for the other), and after them the browser closes before `cleanUp`.
 */
function withBrowser<Shop extends ShopUnderTest>(
  prepare: (shop: Shop) => Promise<void>,
  cleanUp: (shop: Shop) => Promise<void>,
): Shop {
  const shop = {} as Shop;
  beforeAll(async () => {
    const browser = launchBrowser();
    try {
      await prepare(shop);
    } finally {
      shop.browser = await browser;
    }
  });
  afterAll(async () => {
    await shop.browser?.close();
    await cleanUp(shop);
  });
  return shop;
}
