import type { JobQueue } from '#modules/jobs/job-queue.ts';
import type { PaymentsService } from './payments.service.ts';

/**
 * A webhook that never comes is not a lost payment: every minute, one job for all instances asks
 * the aggregators for the payments due a status check (the next check of each is a column,
 * moved on with back-off when taken), until the status is final or the deadline has passed.
 */
export const PAYMENT_STATUS_JOB = { queue: 'statut-paiements-agregateur', cron: '* * * * *' };

export async function startPaymentStatusJob(
  queue: JobQueue,
  payments: Pick<PaymentsService, 'checkTransactionStatuses'>,
): Promise<void> {
  await queue.every(PAYMENT_STATUS_JOB.queue, PAYMENT_STATUS_JOB.cron, async () => {
    await payments.checkTransactionStatuses();
  });
}
