import fs from 'node:fs/promises';
import path from 'node:path';

// A migration's SQL as the migrator runs it, for a test (or a benchmark) that runs it again on
// data made after the migrations: found by the name it was generated with, whatever number
// it was given (core/db/migrations/meta/_journal.json).

const MIGRATIONS = path.resolve(import.meta.dirname, '..', '..', 'core', 'db', 'migrations');

/** The statements of the migration generated as `--name <name>`. */
export async function migrationStatements(name: string): Promise<string[]> {
  const journal = JSON.parse(
    await fs.readFile(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const entry = journal.entries.find(({ tag }) => tag.replace(/^\d+_/, '') === name);
  if (!entry) throw new Error(`Migration « ${name} » introuvable.`);
  const text = await fs.readFile(path.join(MIGRATIONS, `${entry.tag}.sql`), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}
