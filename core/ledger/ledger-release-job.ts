import type { JobQueue } from '#modules/jobs/job-queue.ts';
import type { LedgerService } from './ledger.service.ts';

/**
 * The end of the holding period (decision 055): every ten minutes, one job for all instances
 * makes available what was delivered PAYOUT_HOLD_DAYS ago. Each release has its key in the
 * ledger, so a job run twice (a retry, an overlap) releases nothing twice.
 */
export const LEDGER_RELEASE_JOB = { queue: 'grand-livre-disponible', cron: '*/10 * * * *' };

export async function startLedgerReleaseJob(
  queue: JobQueue,
  ledger: Pick<LedgerService, 'releaseDue'>,
): Promise<void> {
  await queue.every(LEDGER_RELEASE_JOB.queue, LEDGER_RELEASE_JOB.cron, async () => {
    await ledger.releaseDue();
  });
}
