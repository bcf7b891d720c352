import { BackupError } from '#modules/db/backup.ts';
import { EmbeddedPostgresInUse } from '#modules/db/embedded-postgres.ts';
import { DomainError } from '#modules/errors.ts';
import { ConfigError } from '../server/config.ts';

// The npm scripts (db:seed, create-admin, db:backup…) are run by people, not read from logs: a
// failure is said in one French message, without a stack trace, and the exit code is 1.

/** A refusal a script explains itself (a folder not empty, a file missing). */
export class ScriptFailure extends Error {}

/** Errors of the connection to PostgreSQL, by their code, in words a person can act on. */
const CONNECTION_FAILURES: Record<string, string> = {
  ECONNREFUSED: 'PostgreSQL ne répond pas à l’adresse donnée (DATABASE_URL) : est-il démarré ?',
  ENOTFOUND: 'L’hôte de DATABASE_URL est introuvable.',
  ETIMEDOUT: 'PostgreSQL ne répond pas à temps à l’adresse donnée (DATABASE_URL).',
  '28P01': 'PostgreSQL refuse l’utilisateur ou le mot de passe de DATABASE_URL.',
  '28000': 'PostgreSQL refuse la connexion de cet utilisateur (DATABASE_URL).',
  '3D000': 'La base nommée par DATABASE_URL n’existe pas.',
};

/** What to tell a person about `error`: our own messages as they are, others explained. */
export function failureMessage(error: unknown): string {
  if (
    error instanceof ConfigError ||
    error instanceof DomainError ||
    error instanceof EmbeddedPostgresInUse ||
    error instanceof BackupError ||
    error instanceof ScriptFailure
  ) {
    return error.message;
  }
  const code = (error as { code?: unknown } | null)?.code;
  const connectionFailure = typeof code === 'string' ? CONNECTION_FAILURES[code] : undefined;
  if (connectionFailure) return connectionFailure;
  const message = error instanceof Error ? error.message : String(error);
  return `Échec : ${message}`;
}

/** Runs a script's work; a failure prints its message alone and exits with 1. */
export async function runScript(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(failureMessage(error));
    process.exitCode = 1;
  }
}
