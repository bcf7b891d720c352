import fs from 'node:fs/promises';
import type { Logger } from 'pino';
import { openDatabase, type OpenDatabase } from '#modules/db/open-database.ts';
import { seedDemoData } from '../demo/seed-demo.ts';
import type { Database, DatabaseHandle } from '#modules/db/client.ts';
import { holdsDemoData } from '../demo/seed-record.ts';
import { createServices, payoutCipherSource, type Services } from '#modules/services.ts';
import { systemClock } from '#modules/clock.ts';
import { createMediaStorage } from '#modules/storage/create-media-storage.ts';
import { startJobQueue } from '#modules/jobs/job-queue.ts';
import { startDigestJobs } from '#modules/notification-preferences/digest-jobs.ts';
import { startOutboxJobs } from '#modules/outbox/outbox-jobs.ts';
import { startPaymentExpiryJob } from '#modules/payments/payment-expiry-job.ts';
import { startPaymentStatusJob } from '#modules/payments/payment-status-job.ts';
import { startLedgerReleaseJob } from '#modules/ledger/ledger-release-job.ts';
import { startPayoutSendJob } from '#modules/payouts/payout-send-job.ts';
import {
  joinRunningInstances,
  type RunningInstance,
} from '#modules/instances/running-instances.ts';
import type { AppConfig } from './config.ts';
import { sharedSettingsOf } from './shared-settings.ts';

export interface Runtime {
  database: OpenDatabase;
  services: Services;
  jobs: { stop(): Promise<void> };
  /** Among the instances running on the database, with its shared settings (server/shared-settings.ts). */
  instance: RunningInstance;
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
  if (config.media.storage.kind === 'local') await fs.mkdir(config.uploadsDir, { recursive: true });
  const database = await openConfiguredDatabase(config, (message) => logger.info(message));
  const seeding = config.seedDemo ?? database.embedded;
  let instance: RunningInstance;
  let paymentTestMode: boolean;
  try {
    paymentTestMode = await paymentTestModeOf(config, database, { seeding });
    // Before anything is written or run: an instance that disagrees with those running on the
    // database changes nothing there.
    instance = await joinRunningInstances(
      database.url,
      await sharedSettingsOf(config, paymentTestMode),
      (error) => logger.error({ err: error }, 'Connexion de l’instance à PostgreSQL perdue'),
    );
  } catch (error) {
    await database.close();
    throw error;
  }
  try {
    if (seeding) {
      const outcome = await seedDemoData(database, {
        storage: createMediaStorage(config.media.storage),
        payoutCipher: payoutCipherSource(config),
        site: config,
        onProgress: (message) => logger.info(message),
        startAgainIfInterrupted: database.embedded,
      });
      logger.info(
        outcome === 'already-populated'
          ? 'Base déjà remplie : catalogue de démonstration non installé.'
          : 'Catalogue de démonstration installé.',
      );
    }
  } catch (error) {
    await instance.leave();
    await database.close();
    throw error;
  }
  const services = createAppServices(database.db, config, logger, paymentTestMode);
  try {
    // Work without a request, once across instances (decisions 031 and 034): digests, the
    // outbox's sweep, payment expiry.
    const queue = await startJobQueue({ connectionString: database.url, logger });
    await startDigestJobs(queue, services.notificationDigests, systemClock);
    await startOutboxJobs(queue, services.outbox);
    await startPaymentExpiryJob(queue, services.payments);
    await startPaymentStatusJob(queue, services.payments);
    await startLedgerReleaseJob(queue, services.ledger);
    await startPayoutSendJob(queue, services.payouts);
    // What a previous run left unsent goes now, not at the next sweep.
    services.outbox.nudge();
    const stop = async () => {
      await queue.stop();
      await services.outbox.settled();
    };
    return { database, services, jobs: { stop }, instance };
  } catch (error) {
    await instance.leave();
    await database.close();
    throw error;
  }
}

/**
 * PAYMENT_TEST_MODE when set; else on for a database that holds the demo data, or will once
 * this start has installed it (`seeding`).
 */
export async function paymentTestModeOf(
  config: Pick<AppConfig, 'paymentTestMode'>,
  handle: DatabaseHandle,
  { seeding = false } = {},
): Promise<boolean> {
  return config.paymentTestMode ?? (await holdsDemoData(handle, { seeding }));
}

/** The domain services as this configuration wants them, test payments on or off. */
export function createAppServices(
  db: Database,
  config: AppConfig,
  logger: Logger,
  paymentTestMode: boolean,
): Services {
  return createServices(db, {
    mail: config.mail,
    sms: config.sms,
    auth: config.auth,
    publicUrl: config.publicUrl,
    brandName: config.brandName,
    paymentTimeoutMinutes: config.paymentTimeoutMinutes,
    payoutHoldDays: config.payoutHoldDays,
    payoutMinimum: config.payoutMinimum,
    paymentTestMode,
    aggregator: config.aggregator,
    mediaStorage: createMediaStorage(config.media.storage),
    shopContact: config.shopContact,
    shareImagesDir: config.shareImagesDir,
    sellerApproval: config.sellerApproval,
    payoutKeys: config.payoutKeys,
    logger,
  });
}
