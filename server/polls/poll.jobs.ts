import type { ServiceDeps } from "../lib/deps.ts";
import { startCommissionWorkers } from "./commission.delivery.ts";
import { startInviteWorkers } from "./invite.delivery.ts";
import { closeExpiredPolls } from "./poll.service.ts";

const SWEEP_QUEUE = "close-expired-polls";

/**
 * Starts the background work of polls on the shared queue: invite and commission link
 * email workers, and a sweep every minute that closes polls past their deadline. It is the
 * only thing that closes them at their deadline: reads write nothing (a poll past its
 * deadline reads as closed and refuses ballots until the sweep closes it).
 */
export async function startPollJobs(
  deps: Pick<ServiceDeps, "db" | "queue" | "mailer" | "log" | "publicUrl" | "delivery">,
): Promise<void> {
  await startInviteWorkers(deps.queue, deps, deps.delivery);
  await startCommissionWorkers(deps.queue, deps, deps.delivery);
  await deps.queue.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, policy: "singleton" });
  await deps.queue.schedule(SWEEP_QUEUE, "* * * * *");
  await deps.queue.work(SWEEP_QUEUE, async () => {
    const closed = await closeExpiredPolls(deps, null);
    if (closed) deps.log.info({ closed }, "закрыты голосования с истекшим сроком");
  });
}
