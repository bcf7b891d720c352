import { restoreBackup } from '#modules/db/backup.ts';
import { loadConfig } from '../server/config.ts';
import { runScript, ScriptFailure } from './run-script.ts';

// `npm run db:restore FILE`: a backup of `npm run db:backup` into an empty DATA_DIR (and the
// empty database of DATABASE_URL, for a backup of an external database). Then start the app.
await runScript(async () => {
  const file = process.argv[2];
  if (!file)
    throw new ScriptFailure('Indiquez la sauvegarde à restaurer : npm run db:restore FICHIER');
  const config = loadConfig();
  await restoreBackup(
    {
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      embeddedPort: config.embeddedPostgresPort,
      log: console.log,
    },
    file,
  );
  console.log(`Restauration terminée dans ${config.dataDir} : démarrez l’application (npm start).`);
});
