import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

function hasCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

/**
 * The token-signing secret of an embedded-database install: generated on first use into a
 * file only the owner can read, then reused so tokens survive restarts. The file appears
 * whole or not at all (written aside, then hard-linked), so concurrent starts agree on one.
 */
export async function readOrCreateSecret(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch (error) {
    if (!hasCode(error, 'ENOENT')) throw error;
  }
  await fs.mkdir(path.dirname(file), { recursive: true });
  const draft = `${file}.${randomUUID()}`;
  const secret = randomBytes(48).toString('base64url');
  await fs.writeFile(draft, secret, { mode: 0o600, flag: 'wx' });
  try {
    await fs.link(draft, file);
    return secret;
  } catch (error) {
    if (!hasCode(error, 'EEXIST')) throw error;
    return (await fs.readFile(file, 'utf8')).trim();
  } finally {
    await fs.rm(draft, { force: true });
  }
}

/** AUTH_SECRET when set, else the generated file; read once, on first use. */
export function secretSource(options: {
  secret: string | undefined;
  secretFile: string;
}): () => Promise<string> {
  let secret: Promise<string> | undefined;
  return () =>
    (secret ??=
      options.secret !== undefined
        ? Promise.resolve(options.secret)
        : readOrCreateSecret(options.secretFile));
}

/** A key for one purpose only (signing webhooks, tracking links…), derived from the secret. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(purpose).digest();
}
