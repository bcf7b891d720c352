import fs from 'node:fs/promises';
import { openDatabase } from '../core/db/open-database.ts';
import { seedDemoData } from '../core/db/seed/seed-demo.ts';
import { loadConfig } from '../server/config.ts';

// `npm run db:seed`: installs the demo catalogue and accounts, on request, into the configured
// database (embedded, or DATABASE_URL). It refuses a database that already has data.
const config = loadConfig();
await fs.mkdir(config.uploadsDir, { recursive: true });
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  embeddedPort: config.embeddedPostgresPort,
  poolSize: 2,
  log: console.log,
});
try {
  const outcome = await seedDemoData(database, { uploadsDir: config.uploadsDir });
  console.log(
    outcome === 'seeded'
      ? 'Catalogue et comptes de démonstration installés.'
      : "La base contient déjà des comptes ou des boutiques : rien n'a été ajouté.",
  );
} finally {
  await database.close();
}
