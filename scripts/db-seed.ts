import { seedDemoData } from '../demo/seed-demo.ts';
import { payoutCipherSource } from '#modules/services.ts';
import { createMediaStorage } from '#modules/storage/create-media-storage.ts';
import { loadConfig } from '../server/config.ts';
import { openConfiguredDatabase } from '../server/runtime.ts';
import { runScript } from './run-script.ts';

// `npm run db:seed`: installs the demo catalogue and accounts, on request, into the configured
// database (embedded, or DATABASE_URL). It refuses a database that already has data, and one
// where an earlier seed stopped halfway unless it is the embedded one (then it starts again).
await runScript(async () => {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, console.log, 2);
  try {
    const outcome = await seedDemoData(database, {
      storage: createMediaStorage(config.media.storage),
      payoutCipher: payoutCipherSource(config),
      site: config,
      onProgress: console.log,
      startAgainIfInterrupted: database.embedded,
    });
    console.log(
      outcome === 'already-populated'
        ? "La base contient déjà des comptes ou des boutiques : rien n'a été ajouté."
        : 'Catalogue et comptes de démonstration installés.',
    );
  } finally {
    await database.close();
  }
});
