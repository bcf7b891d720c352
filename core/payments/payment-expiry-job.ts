import type { JobQueue } from '#modules/jobs/job-queue.ts';
import type { PaymentsService } from './payments.service.ts';

/**
 * Abandoned online payments (decision 007): every minute, one job for all instances cancels the
 * checkouts past their deadline. The deadline is in the rows and the sweep locks them with SKIP
 * LOCKED, so a job run twice (a retry, an overlap) cancels nothing twice.
 */
export const PAYMENT_EXPIRY_JOB = { queue: 'expiration-paiements', cron: '* * * * *' };

export async function startPaymentExpiryJob(
  queue: JobQueue,
  payments: Pick<PaymentsService, 'expireAbandonedPayments'>,
): Promise<void> {
  await queue.every(PAYMENT_EXPIRY_JOB.queue, PAYMENT_EXPIRY_JOB.cron, async () => {
    await payments.expireAbandonedPayments();
  });
}
