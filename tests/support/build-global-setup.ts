import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuildQuietly } from '../../scripts/ensure-build.ts';
import { removeDataDir, seedDataDirInto, type SeededShop } from './seeded-data-dir.ts';
import { createTempDir } from './temp-dir.ts';

/**
 * End-to-end tests drive the production build, each file on a copy of one seeded shop. Both are
 * made in the background: the other suites run meanwhile (the build and the seed are a couple
 * of minutes of mostly one core), and each end-to-end file waits for them before it starts
 * (tests/support/seeded-shop-ready.ts).
 */
export async function setup(project: TestProject) {
  const seeded: SeededShop = {
    dataDir: await createTempDir('baobab-e2e-seeded-'),
    statusFile: path.join(await createTempDir('baobab-e2e-status-'), 'status'),
  };
  project.provide('seededShop', seeded);
  const prepared = (async () => {
    await ensureBuildQuietly();
    await seedDataDirInto(seeded.dataDir);
  })().then(
    () => fs.writeFile(seeded.statusFile, 'ready'),
    (error: unknown) =>
      fs.writeFile(seeded.statusFile, error instanceof Error ? error.message : String(error)),
  );
  return async () => {
    await prepared;
    await removeDataDir(seeded.dataDir);
    await removeDataDir(path.dirname(seeded.statusFile));
  };
}
