import { randomUUID } from "node:crypto";
import type PgBoss from "pg-boss";
import type { DeliveryPolicy, Queue } from "../lib/queue.ts";

/** Jobs of queue `name`, one per item of `data`, each with its own id and the retry policy. */
export function mailJobs<T extends object>(
  name: string,
  data: readonly T[],
  policy: DeliveryPolicy,
): (PgBoss.JobInsert<T> & { id: string; data: T })[] {
  return data.map((d) => ({
    id: randomUUID(),
    name,
    data: d,
    retryLimit: policy.retryLimit,
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 120,
  }));
}

// Worker ids per queue, so that newly queued mails wake the workers at once instead of
// waiting for their next poll.
const workersOf = new WeakMap<Queue, string[]>();

/** Wakes this process's mail workers (call after committing newly queued mails). */
export function wakeMailWorkers(queue: Queue): void {
  for (const id of workersOf.get(queue) ?? []) queue.notifyWorker(id);
}

/**
 * Creates mail queue `name` with the retry policy (pg-boss stores it with the queue; creating
 * an existing queue changes nothing). A job sent to a queue that does not exist is lost, so
 * this runs before the server takes requests.
 */
export async function createMailQueue(queue: Queue, name: string, policy: DeliveryPolicy): Promise<void> {
  await queue.createQueue(name, {
    name,
    retryLimit: policy.retryLimit,
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: true,
  });
}

/**
 * Starts a worker on mail queue `name` ({@link createMailQueue}) that takes up to `batchSize`
 * jobs at a time and delivers them concurrently; a failed delivery fails only its own job,
 * which the queue retries with backoff.
 */
export async function startMailWorkers<T extends object>(
  queue: Queue,
  name: string,
  policy: DeliveryPolicy,
  batchSize: number,
  deliver: (data: T, jobId: string) => Promise<void>,
): Promise<void> {
  const id = await queue.work<T>(
    name,
    { pollingIntervalSeconds: policy.pollingSeconds, batchSize },
    async (jobs) => {
      // Jobs that succeed are completed by the queue when this resolves; failed ones are
      // failed here one by one (the queue completes only jobs still active).
      await Promise.all(
        jobs.map((job) =>
          deliver(job.data, job.id).catch((err: unknown) =>
            queue.fail(name, job.id, { message: err instanceof Error ? err.message : String(err) }),
          ),
        ),
      );
    },
  );
  workersOf.set(queue, [...(workersOf.get(queue) ?? []), id]);
}
