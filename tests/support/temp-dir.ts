import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A new folder under the system's temporary directory. It is made traversable because, when
 * the tests run as root, the embedded PostgreSQL runs as another account and must reach it.
 */
export async function createTempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.chmod(dir, 0o755);
  return dir;
}
