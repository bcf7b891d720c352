import type { JobQueue } from '#modules/jobs/job-queue.ts';
import type { Outbox } from './outbox.service.ts';

/**
 * The outbox's sweep on the job queue: every minute, one instance sends what is due (retries
 * after their wait, messages a stopped instance left behind). What a change writes goes out at
 * once through the nudge after its commit; the sweep is what makes sure nothing waits forever.
 */
export const OUTBOX_SWEEP = { queue: 'courriels-sortants', cron: '* * * * *' };

/** Every night, one instance forgets the messages past their retention. */
export const OUTBOX_PRUNE = { queue: 'courriels-anciens', cron: '40 2 * * *' };

export async function startOutboxJobs(
  queue: JobQueue,
  outbox: Pick<Outbox, 'deliverDue' | 'pruneSettled'>,
): Promise<void> {
  await queue.every(OUTBOX_SWEEP.queue, OUTBOX_SWEEP.cron, async () => {
    await outbox.deliverDue();
  });
  await queue.every(OUTBOX_PRUNE.queue, OUTBOX_PRUNE.cron, async () => {
    await outbox.pruneSettled();
  });
}
