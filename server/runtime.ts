import fs from 'node:fs/promises';
import type { Logger } from 'pino';
import { openDatabase, type OpenDatabase } from '../core/db/open-database.ts';
import { seedDemoData } from '../core/db/seed/seed-demo.ts';
import { createServices, type Services } from '../core/services.ts';
import type { AppConfig } from './config.ts';

export interface Runtime {
  database: OpenDatabase;
  services: Services;
}

/** The configured database (DATABASE_URL, else the embedded one under DATA_DIR), migrated. */
export function openConfiguredDatabase(
  config: AppConfig,
  log: (message: string) => void,
  poolSize?: number,
): Promise<OpenDatabase> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embeddedPort: config.embeddedPostgresPort,
    poolSize,
    log,
  });
}

/**
 * Opens and migrates the database, then fills it with the demo catalogue when it is new and
 * embedded (or when SEED_DEMO=true): an external database is never seeded unless asked.
 */
export async function startRuntime(config: AppConfig, logger: Logger): Promise<Runtime> {
  await fs.mkdir(config.uploadsDir, { recursive: true });
  const database = await openConfiguredDatabase(config, (message) => logger.info(message));
  try {
    if (config.seedDemo ?? database.embedded) {
      const outcome = await seedDemoData(database, { uploadsDir: config.uploadsDir });
      logger.info(
        outcome === 'seeded'
          ? 'Catalogue de démonstration installé.'
          : 'Base déjà remplie : catalogue de démonstration non installé.',
      );
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    database,
    services: createServices(database.db, {
      mail: config.mail,
      auth: config.auth,
      publicUrl: config.publicUrl,
      logger,
    }),
  };
}
