import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTempDir } from '../../tests/support/temp-dir.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts';
import { writeBackup } from './backup.ts';

// A backup holds the whole database and the secrets of DATA_DIR (auth-secret, from which the
// payout key is derived by default): no other local account may read it, not even for the
// moment it is being written (issue 45, 1.8).

const run = promisify(execFile);
const modeOf = async (file: string) => (await fs.stat(file)).mode & 0o777;

/**
 * These backups go through pg_dump, which cannot copy a newer server: on the embedded
 * PostgreSQL 18 of `npm test` a machine with an older client runs them in .ci/run's second pass
 * (DATABASE_URL, the machine's PostgreSQL), and says so here rather than failing on pg_dump.
 */
async function serverAndDumpMajors(): Promise<[number, number]> {
  const client = new pg.Client({ connectionString: inject('postgres').adminUrl });
  await client.connect();
  const { rows } = await client.query<{ v: string }>(
    "SELECT current_setting('server_version_num') AS v",
  );
  await client.end();
  const { stdout } = await run('pg_dump', ['--version']).catch(() => ({ stdout: '0' }));
  return [Math.floor(Number(rows[0]?.v ?? 0) / 10_000), Number(/(\d+)/.exec(stdout)?.[1] ?? 0)];
}
const [serverMajor, dumpMajor] = await serverAndDumpMajors();
const pgDumpCanCopy = dumpMajor >= serverMajor;
if (!pgDumpCanCopy) {
  console.warn(
    `core/db/backup.api.test.ts : pg_dump ${dumpMajor} ne copie pas PostgreSQL ${serverMajor} ; ` +
      'ces tests passent avec DATABASE_URL (seconde passe de .ci/run).',
  );
}

let database: TestDatabase;
let dataDir: string;
let parent: string;

beforeAll(async () => {
  database = await createTestDatabase('empty');
  parent = await createTempDir('baobab-backup-modes-');
  dataDir = path.join(parent, 'data');
  await fs.mkdir(dataDir);
  await fs.writeFile(path.join(dataDir, 'auth-secret'), 'secret-de-signature\n', { mode: 0o600 });
});
afterAll(async () => {
  await database?.drop();
  if (parent) await fs.rm(parent, { recursive: true, force: true });
});

const place = () => ({
  dataDir,
  databaseUrl: database.url,
  embeddedPort: 0,
  log: () => undefined,
});

describe.runIf(pgDumpCanCopy)('writeBackup', () => {
  it('creates its folders 0700 and its file 0600 under a umask that would let others read them', async () => {
    const outDir = path.join(parent, 'sauvegardes', 'quotidiennes');
    const file = await writeBackup(place(), outDir);
    expect(await modeOf(file)).toBe(0o600);
    expect(await modeOf(outDir)).toBe(0o700);
    expect(await modeOf(path.dirname(outDir))).toBe(0o700);
    // The file is a whole backup: its dump, the secret, and the manifest restore reads first.
    const { stdout } = await run('tar', ['-tzf', file]);
    expect(stdout.split('\n')).toEqual(
      expect.arrayContaining(['./base.dump', './auth-secret', './baobab-sauvegarde.json']),
    );
  });

  it('writes 0600 into a folder that already exists, leaving nothing else behind', async () => {
    const outDir = await createTempDir('baobab-backup-existing-');
    try {
      const file = await writeBackup(place(), outDir);
      expect(await modeOf(file)).toBe(0o600);
      expect(await fs.readdir(outDir)).toEqual([path.basename(file)]);
    } finally {
      await fs.rm(outDir, { recursive: true, force: true });
    }
  });
});
