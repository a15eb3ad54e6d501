import type { ServiceDeps } from "../lib/deps.ts";
import { remindSittings } from "./reminder.service.ts";
import { closeExpiredPolls } from "./sitting/close-expired-polls.service.ts";

const SWEEP_QUEUE = "close-expired-polls";
const REMINDER_QUEUE = "remind-sittings";

/**
 * Starts the background work of polls on the shared queue, each every minute: the sweep that
 * closes polls past their deadline, and the reminders of the sittings (`remindSittings`). The
 * sweep is the only thing that closes a poll at its deadline: reads write nothing (a poll past
 * its deadline reads as closed and refuses ballots until the sweep closes it).
 */
export async function startPollJobs(
  deps: Pick<ServiceDeps, "db" | "queue" | "log" | "delivery">,
): Promise<void> {
  await deps.queue.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, policy: "singleton" });
  await deps.queue.schedule(SWEEP_QUEUE, "* * * * *");
  await deps.queue.work(SWEEP_QUEUE, async () => {
    const closed = await closeExpiredPolls(deps, null);
    if (closed) deps.log.info({ closed }, "закрыты голосования с истекшим сроком");
  });
  await deps.queue.createQueue(REMINDER_QUEUE, { name: REMINDER_QUEUE, policy: "singleton" });
  await deps.queue.schedule(REMINDER_QUEUE, "* * * * *");
  await deps.queue.work(REMINDER_QUEUE, async () => {
    const queued = await remindSittings(deps, null);
    if (queued) deps.log.info({ queued }, "поставлены в очередь напоминания о заседаниях");
  });
}
