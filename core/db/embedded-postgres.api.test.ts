import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../tests/support/free-port.ts';
import { removeDataDir } from '../../tests/support/seeded-data-dir.ts';
import { createTempDir } from '../../tests/support/temp-dir.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';

// A copy of a data folder has the same password as its original: when the copy's server is
// given a port the original's already holds, it must not take the original for itself.

const run = promisify(execFile);
const folders: string[] = [];
let original: EmbeddedPostgres | undefined;
afterAll(async () => {
  await original?.stop();
  for (const folder of folders) await removeDataDir(folder);
});

it('refuses to start on a port held by the cluster it was copied from', async () => {
  const port = await freePort();
  const originalDir = await createTempDir('baobab-embedded-original-');
  const copyDir = await createTempDir('baobab-embedded-copy-');
  folders.push(originalDir, copyDir);
  await (await startEmbeddedPostgres({ dataDir: originalDir, port })).stop();
  await run('cp', ['-a', `${originalDir}/.`, copyDir]);
  original = await startEmbeddedPostgres({ dataDir: originalDir, port });

  await expect(startEmbeddedPostgres({ dataDir: copyDir, port })).rejects.toThrow(
    /s’est arrêté au démarrage[\s\S]*already in use/,
  );
});
