import type { DigestFrequency } from '#common/notification-preferences.ts';
import type { Clock } from '#modules/clock.ts';
import type { JobQueue } from '#modules/jobs/job-queue.ts';
import type { NotificationDigestsService } from './notification-digests.service.ts';

/** Each digest's queue, and when it is sent (UTC): just after its period ends. */
export const DIGEST_JOBS: Record<DigestFrequency, { queue: string; cron: string }> = {
  Quotidien: { queue: 'resume-quotidien', cron: '5 0 * * *' },
  Hebdomadaire: { queue: 'resume-hebdomadaire', cron: '10 0 * * 1' },
};

/** The digests' schedules and their workers on the app's job queue. */
export async function startDigestJobs(
  queue: JobQueue,
  digests: Pick<NotificationDigestsService, 'send'>,
  clock: Clock,
): Promise<void> {
  for (const [frequency, job] of Object.entries(DIGEST_JOBS) as [
    DigestFrequency,
    (typeof DIGEST_JOBS)[DigestFrequency],
  ][]) {
    await queue.every(job.queue, job.cron, async () => {
      await digests.send(frequency, clock());
    });
  }
}
