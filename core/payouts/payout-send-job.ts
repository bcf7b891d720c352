import type { JobQueue } from '#modules/jobs/job-queue.ts';
import type { PayoutsService } from './payouts.service.ts';

/**
 * FedaPay payouts are sent by a job, not by the admin's request (decision 057): every minute,
 * one job for all instances creates and starts the payouts a run queued and asks FedaPay how
 * the sent ones went. A job that fails is tried again by pg-boss; each payout's row and its
 * ledger keys make a second pass change nothing already done.
 */
export const PAYOUT_SEND_JOB = { queue: 'versements-fedapay', cron: '* * * * *' };

export async function startPayoutSendJob(
  queue: JobQueue,
  payouts: Pick<PayoutsService, 'sendDue'>,
): Promise<void> {
  await queue.every(PAYOUT_SEND_JOB.queue, PAYOUT_SEND_JOB.cron, async () => {
    await payouts.sendDue();
  });
}
