import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuildQuietly } from '../../scripts/ensure-build.ts';
import { removeDataDir, seedDataDirInto, type SeededShop } from './seeded-data-dir.ts';
import { startShopPool } from './shop-pool.ts';
import { createTempDir } from './temp-dir.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where an end-to-end file borrows a server of the seeded shop (tests/support/shop-pool.ts). */
    shopPool: string;
  }
}

/**
 * End-to-end tests drive the production build, each file on a copy of one seeded shop. Both are
 * made in the background: the other suites run meanwhile (the build and the seed are a couple
 * of minutes of mostly one core), and each end-to-end file waits for them before it starts
 * (tests/support/seeded-shop-ready.ts). Then the pool keeps a server of a copy started ahead
 * for each worker.
 */
export async function setup(project: TestProject) {
  const seeded: SeededShop = {
    dataDir: await createTempDir('baobab-e2e-seeded-'),
    statusFile: path.join(await createTempDir('baobab-e2e-status-'), 'status'),
  };
  project.provide('seededShop', seeded);
  const made = (async () => {
    await ensureBuildQuietly();
    await seedDataDirInto(seeded.dataDir);
    return seeded.dataDir;
  })();
  const prepared = made.then(
    () => fs.writeFile(seeded.statusFile, 'ready'),
    (error: unknown) =>
      fs.writeFile(seeded.statusFile, error instanceof Error ? error.message : String(error)),
  );
  const pool = await startShopPool(made, { ahead: project.config.maxWorkers });
  project.provide('shopPool', pool.url);
  return async () => {
    await prepared;
    await pool.close();
    await removeDataDir(seeded.dataDir);
    await removeDataDir(path.dirname(seeded.statusFile));
  };
}
