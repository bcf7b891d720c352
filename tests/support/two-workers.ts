import { startJobQueue, type JobQueue } from '#modules/jobs/job-queue.ts';

/**
 * A scheduled job as two instances run it on one database: each instance's queue gets the job's
 * worker from `register`, then each sends the job once, as the schedule would (the schedules
 * themselves are off: their minute is not waited for). Resolves once `worked` says both sends
 * were worked, with both queues stopped.
 */
export async function sendFromTwoInstances(options: {
  connectionString: string;
  queue: string;
  register: (queue: JobQueue) => Promise<void>;
  worked: Promise<void>;
}): Promise<void> {
  const queues: JobQueue[] = [];
  try {
    for (let index = 0; index < 2; index++) {
      const queue = await startJobQueue({
        connectionString: options.connectionString,
        logger: console,
        schedules: false,
      });
      queues.push(queue);
      await options.register(queue);
    }
    for (const queue of queues) await queue.send(options.queue, {});
    await options.worked;
  } finally {
    for (const queue of queues) await queue.stop();
  }
}

/** Counts calls; `done` is kept at the `times`-th (each instance's run of a job). */
export function callCounter(times: number) {
  let calls = 0;
  let reached: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (reached = resolve));
  return {
    done,
    count: () => calls,
    tick() {
      calls += 1;
      if (calls === times) reached();
    },
  };
}
