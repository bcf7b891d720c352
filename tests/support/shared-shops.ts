import fs from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { startAppProcess, type AppProcess } from './app-process.ts';
import { keepPristineRows, restorePristineRows } from './pristine-rows.ts';
import { copyOfDataDir, removeDataDir } from './seeded-data-dir.ts';
import { shopDatabaseUrl } from './shop-database.ts';
import { ASYNCHRONOUS_COMMITS } from './test-cluster.ts';

// Most end-to-end files need the seeded shop and no configuration of their own. Rather than a
// server each (about 5 s of CPU to start and stop, on a machine whose both cores are busy
// through the end-to-end phase), they share a few started once by the global setup, one for
// each file that runs at once: a file leases a free one and first puts its rows back as the
// seed left them (pristine-rows.ts). Files with a configuration of their own start their own.

export interface SharedShop {
  baseUrl: string;
  dataDir: string;
}

export interface SharedShops {
  shops: SharedShop[];
  stop(): Promise<void>;
}

/** The settings every shared shop runs with: no list kept from one file to the next. */
const SHARED_SHOP_ENV = { ...ASYNCHRONOUS_COMMITS, CATALOGUE_CACHE_SECONDS: '0' };

/** A server on its own copy of the seeded folder, its rows kept as they are at its start. */
async function startSharedShop(seededDir: string): Promise<{ app: AppProcess; dataDir: string }> {
  const dataDir = await copyOfDataDir(seededDir, 'baobab-e2e-shared-');
  const app = await startAppProcess({ ...SHARED_SHOP_ENV, DATA_DIR: dataDir });
  try {
    await keepPristineRows(await shopDatabaseUrl(dataDir));
  } catch (error) {
    await app.stop();
    throw error;
  }
  return { app, dataDir };
}

/** Starts `count` shared shops side by side; none is left running if one fails. */
export async function startSharedShops(seededDir: string, count: number): Promise<SharedShops> {
  const results = await Promise.allSettled(
    Array.from({ length: count }, () => startSharedShop(seededDir)),
  );
  const started = results.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stop = async () => {
    for (const { app, dataDir } of started) {
      await app.stop();
      await removeDataDir(dataDir);
    }
  };
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  return { shops: started.map(({ app, dataDir }) => ({ baseUrl: app.baseUrl, dataDir })), stop };
}

export interface LeasedShop extends SharedShop {
  release(): Promise<void>;
}

/**
 * A shared shop no other file holds, its rows and its e-mail folder as the seed left them. A
 * lease is a folder beside the shops' list: creating it fails when another file holds it.
 */
export async function leaseSharedShop(): Promise<LeasedShop> {
  const listFile = inject('seededShop').sharedShopsFile;
  const shops = JSON.parse(await fs.readFile(listFile, 'utf8')) as SharedShop[];
  for (const [index, shop] of shops.entries()) {
    const lease = path.join(path.dirname(listFile), `lease-${index}`);
    const taken = await fs.mkdir(lease).then(
      () => false,
      () => true,
    );
    if (taken) continue;
    const release = () => fs.rm(lease, { recursive: true });
    try {
      await restorePristineRows(await shopDatabaseUrl(shop.dataDir));
      await fs.rm(path.join(shop.dataDir, 'outbox'), { recursive: true, force: true });
    } catch (error) {
      await release();
      throw error;
    }
    return { ...shop, release };
  }
  throw new Error(
    `Les ${shops.length} boutiques partagées sont toutes prises : plus de fichiers de bout en bout ` +
      `tournent à la fois que END_TO_END_FILES_AT_ONCE (tests/support/shared-shops.ts).`,
  );
}
