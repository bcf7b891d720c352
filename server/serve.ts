import { buildApp } from './app.ts';
import { ConfigError, configWarnings, loadConfig, type AppConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { startRuntime } from './runtime.ts';
import { renderFirstPage } from './first-page.ts';
import { createShutdownDrain } from './shutdown-drain.ts';

// The production server: one process, one port, API and site together (started by index.ts).

/**
 * A terminal's Ctrl-C reaches this process twice at once (from the terminal, and forwarded by
 * npm): a repeat this soon is the same request, a later one forces the exit.
 */
const REPEATED_SIGNAL_MS = 1_000;

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const logger = createLogger(config);
for (const warning of configWarnings(config)) logger.warn(warning);

// Listened to from the very start: a process manager may stop the app while it opens its
// database or installs the demo data. Until it serves, stopping is exiting: the embedded
// PostgreSQL stops with the process (core/db/embedded-postgres.ts).
const serving: { stop?: () => Promise<void> } = {};
let firstSignalAt: number | undefined;
function onStopSignal(signal: NodeJS.Signals) {
  if (firstSignalAt !== undefined) {
    if (Date.now() - firstSignalAt < REPEATED_SIGNAL_MS) return;
    logger.warn(`${signal} reçu pendant l’arrêt : arrêt immédiat.`);
    process.exit(1);
  }
  firstSignalAt = Date.now();
  const stopServing = serving.stop;
  if (!stopServing) {
    logger.info(`${signal} reçu pendant le démarrage : arrêt.`);
    process.exit(1);
  }
  logger.info(
    `${signal} reçu : santé en 503 pendant ${config.shutdownDrainMs / 1000} s, puis fin des requêtes en cours et arrêt.`,
  );
  const timer = setTimeout(() => {
    logger.error('L’arrêt prend trop de temps : arrêt forcé.');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  timer.unref();
  stopServing().then(
    () => {
      logger.info('Arrêt terminé.');
      process.exit(0);
    },
    (error: unknown) => {
      logger.error({ err: error }, 'Erreur pendant l’arrêt');
      process.exit(1);
    },
  );
}
process.on('SIGTERM', onStopSignal);
process.on('SIGINT', onStopSignal);

const runtime = await startRuntime(config, logger).catch((error: unknown) => {
  logger.fatal({ err: error }, 'Démarrage impossible');
  process.exit(1);
});
const drain = createShutdownDrain(config.shutdownDrainMs);
const app = await buildApp({
  config,
  logger,
  pool: runtime.database.pool,
  services: runtime.services,
  drain,
});

await renderFirstPage(app);
try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  logger.fatal({ err: error }, `Impossible d’écouter sur le port ${config.port}`);
  await runtime.database.close();
  process.exit(1);
}
serving.stop = async () => {
  await drain.start(); // health 503 while the requests still coming are served
  await runtime.jobs.stop(); // the jobs being run finish
  await app.close(); // stops accepting, lets in-flight requests finish
  await runtime.services.outbox.settled(); // the e-mails of the last requests go out
  await runtime.instance.leave();
  await runtime.database.close(); // then the pool, then the embedded PostgreSQL
};
