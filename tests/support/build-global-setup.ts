import type { TestProject } from 'vitest/node';
import { ensureBuild } from '../../scripts/ensure-build.ts';
import { removeDataDir, seedDataDirOnce } from './seeded-data-dir.ts';

/** End-to-end tests drive the production build, each file on a copy of one seeded shop. */
export async function setup(project: TestProject) {
  ensureBuild();
  const seeded = await seedDataDirOnce();
  project.provide('seededDataDir', seeded);
  return () => removeDataDir(seeded);
}
