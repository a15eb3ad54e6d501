import type { ServiceDeps } from "../lib/deps.ts";
import type { DeliveryPolicy, Queue } from "../lib/queue.ts";
import { COMMISSION_QUEUE, startCommissionWorkers } from "./commission.delivery.ts";
import { INVITE_QUEUE, startInviteWorkers } from "./invite.delivery.ts";
import { createMailQueue } from "./mail.queue.ts";
import { closeExpiredPolls } from "./sitting/close-expired-polls.service.ts";

const SWEEP_QUEUE = "close-expired-polls";

/**
 * Creates the queues that requests send to (invites, commission links): before the server
 * takes requests, since a job sent to a queue that does not exist is lost. Their workers
 * start with {@link startPollJobs}, which may come after.
 */
export async function createPollQueues(queue: Queue, policy: DeliveryPolicy): Promise<void> {
  await createMailQueue(queue, INVITE_QUEUE, policy);
  await createMailQueue(queue, COMMISSION_QUEUE, policy);
}

/**
 * Starts the background work of polls on the shared queue: invite and commission link
 * email workers, and a sweep every minute that closes polls past their deadline. It is the
 * only thing that closes them at their deadline: reads write nothing (a poll past its
 * deadline reads as closed and refuses ballots until the sweep closes it). The mail queues
 * must exist ({@link createPollQueues}).
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
