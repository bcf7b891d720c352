import { connectDatabase, type DatabaseHandle } from './client.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { migrateDatabase } from './migrate.ts';
import { analyzeTablesWithoutStatistics } from './planner-statistics.ts';

export interface OpenDatabaseOptions {
  /** An external PostgreSQL (>= 15). Without it, the embedded one under `dataDir` is used. */
  databaseUrl?: string;
  dataDir: string;
  embeddedPort: number;
  poolSize?: number;
  log?: (message: string) => void;
}

export interface OpenDatabase extends DatabaseHandle {
  embedded: boolean;
  /** Its address, for what keeps connections of its own (the job queue). */
  url: string;
  /** Closes the pool, then stops the embedded server if we started one. */
  close(): Promise<void>;
}

/**
 * Connects to the configured PostgreSQL (starting the embedded one if needed), migrates it and
 * gives the planner statistics of the tables it never analysed.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  const embedded = options.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: options.dataDir,
        port: options.embeddedPort,
        onLog: options.log,
      });
  const url = embedded?.url ?? options.databaseUrl ?? '';
  const handle = connectDatabase(url, options.poolSize, (error) =>
    options.log?.(`Connexion inactive à PostgreSQL interrompue : ${error.message}`),
  );
  const close = async () => {
    await handle.pool.end();
    await embedded?.stop();
  };
  try {
    const phones = await migrateDatabase(handle);
    for (const row of phones.leftAlone) {
      options.log?.(
        `Téléphone non normalisé (${row.table} n° ${row.id}) : ${row.reason}. À corriger à la main.`,
      );
    }
    await analyzeTablesWithoutStatistics(handle.db);
  } catch (error) {
    await close();
    throw error;
  }
  return { ...handle, embedded: embedded !== undefined, url, close };
}
