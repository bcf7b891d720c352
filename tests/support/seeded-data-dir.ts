import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { startAppProcess } from './app-process.ts';
import { createTempDir } from './temp-dir.ts';

// Seeding the demo shop (catalogue, images, accounts) takes a good part of a minute on a
// small machine. The end-to-end suite seeds it once, into a data folder of the app stopped
// cleanly afterwards, and every test file starts from a copy of that folder.

declare module 'vitest' {
  export interface ProvidedContext {
    seededDataDir: string;
  }
}

const run = promisify(execFile);

/** Starts the built app once on a new folder, lets it seed, stops it; returns the folder. */
export async function seedDataDirOnce(): Promise<string> {
  const dir = await createTempDir('baobab-e2e-seeded-');
  const app = await startAppProcess({ DATA_DIR: dir });
  const code = await app.stop();
  if (code !== 0) throw new Error(`Le serveur de préparation s'est mal arrêté :\n${app.output()}`);
  return dir;
}

/**
 * A data folder of its own holding the seeded demo shop. `cp -a` keeps the owner of the
 * PostgreSQL cluster, which runs as another account when the tests run as root.
 */
export async function seededDataDir(prefix: string): Promise<string> {
  const dir = await createTempDir(prefix);
  await run('cp', ['-a', `${inject('seededDataDir')}/.`, dir]);
  return dir;
}

export const removeDataDir = (dir: string) => fs.rm(dir, { recursive: true, force: true });
