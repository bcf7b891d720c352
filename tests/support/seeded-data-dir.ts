import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { startAppProcess } from './app-process.ts';
import { createTempDir } from './temp-dir.ts';
import { ASYNCHRONOUS_COMMITS } from './test-cluster.ts';

// Seeding the demo shop (catalogue, images, accounts) takes a good part of a minute on a
// small machine. The end-to-end suite seeds it once, into a data folder of the app stopped
// cleanly afterwards, and every test file starts from a copy of that folder.

export interface SeededShop {
  /** The data folder of the seeded shop. */
  dataDir: string;
  /** Written once the build, the seed and the shared shops are ready: `ready`, or why not. */
  statusFile: string;
  /** The shared shops' addresses and folders, written before `ready` (shared-shops.ts). */
  sharedShopsFile: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededShop: SeededShop;
  }
}

const run = promisify(execFile);

/**
 * Starts the built app once on the empty folder `dir`, lets it seed, and stops it. Beside the
 * other suites' setup on a busy machine, the seed may take many minutes: it is waited for.
 */
export async function seedDataDirInto(dir: string): Promise<void> {
  const app = await startAppProcess(
    { ...ASYNCHRONOUS_COMMITS, DATA_DIR: dir },
    { healthWithinMs: 30 * 60_000 },
  );
  const code = await app.stop();
  if (code !== 0) throw new Error(`Le serveur de préparation s'est mal arrêté :\n${app.output()}`);
}

/** Waits until the build and the seeded shop are ready; throws why they failed. */
export async function seededShopReady(): Promise<void> {
  const { statusFile } = inject('seededShop');
  for (;;) {
    const status = await fs.readFile(statusFile, 'utf8').catch(() => undefined);
    if (status === 'ready') return;
    if (status !== undefined) throw new Error(`Préparation des tests de bout en bout :\n${status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * A data folder of its own holding the seeded demo shop. `cp -a` keeps the owner of the
 * PostgreSQL cluster, which runs as another account when the tests run as root.
 */
export function seededDataDir(prefix: string): Promise<string> {
  return copyOfDataDir(inject('seededShop').dataDir, prefix);
}

/** A new folder holding a copy of `source`'s data folder. */
export async function copyOfDataDir(source: string, prefix: string): Promise<string> {
  const dir = await createTempDir(prefix);
  await run('cp', ['-a', `${source}/.`, dir]);
  return dir;
}

export const removeDataDir = (dir: string) => fs.rm(dir, { recursive: true, force: true });
