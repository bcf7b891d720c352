import path from 'node:path';
import { writeBackup } from '#modules/db/backup.ts';
import { loadConfig } from '../server/config.ts';
import { runScript } from './run-script.ts';

// `npm run db:backup [FOLDER]`: the database (embedded or DATABASE_URL) and the local images in
// one dated file, in FOLDER (default: backups/). Works while the app runs.
await runScript(async () => {
  const config = loadConfig();
  const file = await writeBackup(
    {
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      embeddedPort: config.embeddedPostgresPort,
      log: console.log,
    },
    path.resolve(process.argv[2] ?? 'backups'),
  );
  console.log(`Sauvegarde écrite : ${file}`);
});
