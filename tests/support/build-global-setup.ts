import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuildQuietly } from '../../scripts/ensure-build.ts';
import { removeDataDir, seedDataDirInto, type SeededShop } from './seeded-data-dir.ts';
import { END_TO_END_FILES_AT_ONCE } from './files-at-once.ts';
import { startSharedShops, type SharedShops } from './shared-shops.ts';
import { createTempDir } from './temp-dir.ts';

/**
 * End-to-end tests drive the production build, each file on a copy of one seeded shop: most on
 * one of the shared shops started here (shared-shops.ts), the others on a server of their own.
 * All is made in the background: the other suites run meanwhile (the build and the seed are a
 * couple of minutes of mostly one core), and each end-to-end file waits for it before it starts
 * (tests/support/seeded-shop-ready.ts).
 */
export async function setup(project: TestProject) {
  const statusDir = await createTempDir('baobab-e2e-status-');
  const seeded: SeededShop = {
    dataDir: await createTempDir('baobab-e2e-seeded-'),
    statusFile: path.join(statusDir, 'status'),
    sharedShopsFile: path.join(statusDir, 'shared-shops.json'),
  };
  project.provide('seededShop', seeded);
  let sharedShops: SharedShops | undefined;
  const prepared = (async () => {
    await ensureBuildQuietly();
    await seedDataDirInto(seeded.dataDir);
    sharedShops = await startSharedShops(seeded.dataDir, END_TO_END_FILES_AT_ONCE);
    await fs.writeFile(seeded.sharedShopsFile, JSON.stringify(sharedShops.shops));
  })().then(
    () => fs.writeFile(seeded.statusFile, 'ready'),
    (error: unknown) =>
      fs.writeFile(seeded.statusFile, error instanceof Error ? error.message : String(error)),
  );
  return async () => {
    await prepared;
    await sharedShops?.stop();
    await removeDataDir(seeded.dataDir);
    await removeDataDir(statusDir);
  };
}
