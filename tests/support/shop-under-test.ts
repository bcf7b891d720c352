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
  const shop = {} as ShopUnderTest;
  let lease: LeasedShop | undefined;
  beforeAll(async () => {
    // The browser starts while the shop's rows are put back: neither waits for the other.
    const browser = launchBrowser();
    try {
      lease = await leaseSharedShop();
      shop.app = { baseUrl: lease.baseUrl };
      shop.dataDir = lease.dataDir;
    } finally {
      shop.browser = await browser;
    }
  });
  afterAll(async () => {
    await shop.browser?.close();
    await lease?.release();
  });
  return shop;
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
  const shop = {} as OwnShopUnderTest;
  beforeAll(async () => {
    // The browser starts while the server does: neither waits for the other.
    const browser = launchBrowser();
    try {
      shop.dataDir = await makeDataDir();
      shop.app = await startAppProcess({ ...env, DATA_DIR: shop.dataDir });
    } finally {
      shop.browser = await browser;
    }
  });
  afterAll(async () => {
    await shop.browser?.close();
    await shop.app?.stop();
    if (shop.dataDir) await removeDataDir(shop.dataDir);
  });
  return shop;
}
