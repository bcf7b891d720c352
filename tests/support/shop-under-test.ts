import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startAppProcess, type AppProcess } from './app-process.ts';
import { launchBrowser } from './browser.ts';
import { removeDataDir, seededDataDir } from './seeded-data-dir.ts';
import { createTempDir } from './temp-dir.ts';

export interface ShopUnderTest {
  /** The built app, started as `npm start` does, on its own data folder and database. */
  app: AppProcess;
  browser: Browser;
  dataDir: string;
}

/**
 * For an end-to-end test file: starts the shop on a data folder of its own (with `env`'s extra
 * configuration), and Debian's Chromium, before its tests, and stops and removes them after.
 * The folder is a copy of the seeded demo shop, or empty for a `freshInstall` that seeds itself.
 */
export function shopUnderTest(
  dataDirPrefix: string,
  env: Record<string, string> = {},
  { freshInstall = false } = {},
): ShopUnderTest {
  const shop = {} as ShopUnderTest;
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
