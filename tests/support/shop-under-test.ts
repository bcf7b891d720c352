import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { startAppProcess, type AppProcess } from './app-process.ts';
import { launchBrowser } from './browser.ts';
import { removeDataDir, seededDataDir } from './seeded-data-dir.ts';
import { borrowShop, returnShop, type LentShop } from './shop-pool.ts';
import { createTempDir } from './temp-dir.ts';

export interface ShopUnderTest {
  /** The built app, started as `npm start` does, on its own data folder and database. */
  app: { baseUrl: string };
  browser: Browser;
  dataDir: string;
}

/** A shop whose server the file started itself, and may stop and read. */
export interface OwnShopUnderTest extends ShopUnderTest {
  app: AppProcess;
}

/**
 * For an end-to-end test file: the seeded demo shop on a server and database of the file's
 * own, lent by the pool (tests/support/shop-pool.ts) and given back after its tests, and
 * Debian's Chromium.
 */
export function shopUnderTest(): ShopUnderTest {
  const shop = {} as ShopUnderTest;
  let lent: LentShop | undefined;
  beforeAll(async () => {
    const browser = launchBrowser();
    try {
      lent = await borrowShop(inject('shopPool'));
      shop.app = { baseUrl: lent.baseUrl };
      shop.dataDir = lent.dataDir;
    } finally {
      shop.browser = await browser;
    }
  });
  afterAll(async () => {
    await shop.browser?.close();
    if (lent) await returnShop(inject('shopPool'), lent);
  });
  return shop;
}

/**
 * For an end-to-end file that configures the server (`env`) or watches it start and stop:
 * starts the shop on a data folder of its own, and Debian's Chromium, before its tests, and
 * stops and removes them after. The folder is a copy of the seeded demo shop, or empty for a
 * `freshInstall` that seeds itself.
 */
export function ownShopUnderTest(
  dataDirPrefix: string,
  env: Record<string, string> = {},
  { freshInstall = false } = {},
): OwnShopUnderTest {
  const shop = {} as OwnShopUnderTest;
  beforeAll(async () => {
    // The browser starts while the server does: neither waits for the other.
    const browser = launchBrowser();
    try {
      shop.dataDir = freshInstall
        ? await createTempDir(dataDirPrefix)
        : await seededDataDir(dataDirPrefix);
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
