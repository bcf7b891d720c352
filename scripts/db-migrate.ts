import { openDatabase } from '../core/db/open-database.ts';
import { loadConfig } from '../server/config.ts';

// `npm run db:migrate`: applies pending migrations (the app also does it at every start).
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  embeddedPort: config.embeddedPostgresPort,
  poolSize: 2,
  log: console.log,
});
console.log('Migrations appliquées.');
await database.close();
