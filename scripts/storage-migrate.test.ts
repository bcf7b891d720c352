import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE_CONTROL } from '#modules/storage/media-storage.ts';
import { startS3Server, type TestS3Server } from '../tests/support/s3-server.ts';
import { createTempDir } from '../tests/support/temp-dir.ts';

const run = promisify(execFile);

let s3: TestS3Server;
let dataDir: string;

beforeAll(async () => {
  [s3, dataDir] = await Promise.all([startS3Server(), createTempDir('baobab-migrate-script-')]);
});
afterAll(async () => {
  await s3?.stop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** `npm run storage:migrate` as a person runs it: its own process, this environment only. */
async function migrate(env: Record<string, string>) {
  const outcome = await run(process.execPath, ['scripts/storage-migrate.ts'], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  return { code: outcome.code, stdout: outcome.stdout, stderr: outcome.stderr };
}

// Each run is a new Node process: a few seconds on a busy two-core machine.
describe('npm run storage:migrate', { timeout: 30_000 }, () => {
  it('says in French what to configure when no store is set, and nothing else', async () => {
    const { code, stdout, stderr } = await migrate({});
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(
      'Aucun stockage S3 configuré : définissez STORAGE_S3_BUCKET, STORAGE_S3_ACCESS_KEY_ID et STORAGE_S3_SECRET_ACCESS_KEY (et STORAGE_S3_ENDPOINT hors d’AWS), puis relancez.',
    );
  });

  it('names a missing setting of a half-configured store without a stack trace', async () => {
    const { code, stderr } = await migrate({ STORAGE_S3_BUCKET: s3.bucket });
    expect(code).toBe(1);
    expect(stderr).toContain('STORAGE_S3_ACCESS_KEY_ID : obligatoire');
    expect(stderr).not.toMatch(/^\s+at /m);
  });

  it('says so when the bucket does not exist', async () => {
    await fs.mkdir(path.join(dataDir, 'uploads'), { recursive: true });
    await fs.writeFile(path.join(dataDir, 'uploads', 'seul.webp'), 'x');
    const { code, stderr } = await migrate({ ...s3.env, STORAGE_S3_BUCKET: 'compartiment-absent' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'Copie interrompue : le compartiment (STORAGE_S3_BUCKET) n’existe pas. Relancez la commande une fois corrigé : ce qui est copié ne le sera pas deux fois.',
    );
    await fs.rm(path.join(dataDir, 'uploads', 'seul.webp'));
  });

  it('copies every local image to the store, then copies nothing the second time', async () => {
    const files = {
      'products/photo.webp': 'photo',
      'products/photo-240.webp': 'photo 240',
      'products/photo-360.avif': 'photo 360',
      'articles/couverture.jpg': 'couverture',
    };
    for (const [key, body] of Object.entries(files)) {
      const file = path.join(dataDir, 'uploads', key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
    }

    const first = await migrate(s3.env);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`4 fichiers à copier de ${path.join(dataDir, 'uploads')}`);
    expect(first.stdout).toContain('  4/4');
    expect(first.stdout).toContain('Terminé : 4 copiés, 0 déjà présents, 4 au total.');
    for (const [key, body] of Object.entries(files)) {
      const response = await fetch(`${s3.endpoint}/${s3.bucket}/${key}`);
      expect(response.status, key).toBe(200);
      expect(await response.text()).toBe(body);
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
    }

    const second = await migrate(s3.env);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain('Terminé : 0 copiés, 4 déjà présents, 4 au total.');
  });
});
