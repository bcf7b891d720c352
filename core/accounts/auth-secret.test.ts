import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTempDir } from '../../tests/support/temp-dir.ts';
import { readOrCreateSecret } from './auth-secret.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

async function secretFile() {
  const dir = await createTempDir('baobab-secret-');
  dirs.push(dir);
  return path.join(dir, 'data', 'auth-secret');
}

describe('readOrCreateSecret', () => {
  it('creates a long secret readable by the owner only, then keeps it', async () => {
    const file = await secretFile();
    const secret = await readOrCreateSecret(file);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(await readOrCreateSecret(file)).toBe(secret);
  });

  it('gives one secret to instances starting together', async () => {
    const file = await secretFile();
    const secrets = await Promise.all(Array.from({ length: 8 }, () => readOrCreateSecret(file)));
    expect(new Set(secrets).size).toBe(1);
    expect(await fs.readdir(path.dirname(file))).toEqual(['auth-secret']);
  });
});
