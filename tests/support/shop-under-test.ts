import fs from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startAppProcess, type AppProcess } from './app-process.ts';
import { launchBrowser } from './browser.ts';
import { createTempDir } from './temp-dir.ts';

export interface ShopUnderTest {
  /** The built app, started as `npm start` does, on its own data folder and database. */
  app: AppProcess;
  browser: Browser;
  dataDir: string;
}

/**
 * For an end-to-end test file: starts the shop on a fresh data folder (with `env`'s extra
 * configuration), and Debian's Chromium, before its tests, and stops and removes them after.
 */
export function shopUnderTest(
  dataDirPrefix: string,
  env: Record<string, string> = {},
): ShopUnderTest {
  const shop = {} as ShopUnderTest;
  beforeAll(async () => {
    shop.dataDir = await createTempDir(dataDirPrefix);
    shop.app = await startAppProcess({ ...env, DATA_DIR: shop.dataDir });
    shop.browser = await launchBrowser();
  });
  afterAll(async () => {
    await shop.browser?.close();
    await shop.app?.stop();
    if (shop.dataDir) await fs.rm(shop.dataDir, { recursive: true, force: true });
  });
  return shop;
}
