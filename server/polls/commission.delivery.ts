import { announceDefense } from "../lib/database.events.ts";
import type { Db } from "../lib/database.ts";
import { bossDb, type DeliveryPolicy, type Queue } from "../lib/queue.ts";
import { hashToken, newToken } from "../lib/tokens.ts";
import { commissionMail } from "./commission.mail.ts";
import {
  lockTrusteeForDelivery,
  markTrusteeQueued,
  recordTrusteeDelivery,
  setTrusteeToken,
} from "./commission.repository.ts";
import type { DeliveryDeps } from "./invite.delivery.ts";
import { mailJobs, startMailWorkers } from "./mail.queue.ts";

/** The queue of commission link emails. */
export const COMMISSION_QUEUE = "commission-mail";

/** A job of {@link COMMISSION_QUEUE}: mail the link of this seat. */
interface CommissionJob {
  pollId: number;
  seat: number;
}

/**
 * Queues the link email of each seat inside the caller's transaction (seat and job commit
 * or roll back together); a job that later finds another job's id on its seat does nothing.
 */
export async function enqueueCommissionLinks(
  tx: Db,
  queue: Queue,
  pollId: number,
  seats: readonly number[],
  policy: DeliveryPolicy,
): Promise<void> {
  if (seats.length === 0) return;
  const jobs = mailJobs<CommissionJob>(
    COMMISSION_QUEUE,
    seats.map((seat) => ({ pollId, seat })),
    policy,
  );
  for (const job of jobs) await markTrusteeQueued(tx, pollId, job.data.seat, job.id);
  await queue.insert(jobs, { db: bossDb(tx) });
}

/**
 * Mails one seat's link: a fresh token (stored only as its hash, so the raw token exists only
 * in the email), and the outcome on the seat. Does nothing for a superseded job or a poll
 * that was annulled.
 * @throws the mail error, so the queue retries with backoff
 */
export async function deliverCommissionLink(
  deps: DeliveryDeps,
  pollId: number,
  seat: number,
  jobId: string,
): Promise<void> {
  const token = newToken();
  const row = await deps.db.transaction().execute(async (tx) => {
    const found = await lockTrusteeForDelivery(tx, pollId, seat);
    if (!found || found.mail_job_id !== jobId || found.status === "ANNULLED") return null;
    await setTrusteeToken(tx, pollId, seat, hashToken(token));
    return found;
  });
  if (!row) return;
  const letter = commissionMail(row.email, {
    memberFio: row.fio,
    candidate: row.candidate,
    thesisTitle: row.thesis_title,
    boardCode: row.board_code,
    defenseAt: row.defense_at,
    seat,
    link: `${deps.publicUrl}/commission/${token}`,
  });
  const mail = { ...letter, boardId: row.board_id };
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    await settle(deps.db, row.defense_id, pollId, seat, jobId, { delivery: "FAILED", error: message });
    deps.log.warn(
      { pollId, seat, err: message },
      "ссылка счетной комиссии не отправлена, будет повторная попытка",
    );
    throw err;
  }
  await settle(deps.db, row.defense_id, pollId, seat, jobId, { delivery: "SENT", error: null });
}

/** Records a letter's outcome on its seat and announces it to the defense's pages (the desk shows it). */
function settle(
  db: Db,
  defenseId: number,
  pollId: number,
  seat: number,
  jobId: string,
  outcome: { delivery: "SENT" | "FAILED"; error: string | null },
): Promise<void> {
  return db.transaction().execute(async (tx) => {
    await recordTrusteeDelivery(tx, pollId, seat, jobId, outcome);
    await announceDefense(tx, defenseId, "letters");
  });
}

/** Starts the worker on the commission link queue. */
export function startCommissionWorkers(
  queue: Queue,
  deps: DeliveryDeps,
  policy: DeliveryPolicy,
  batchSize = 10,
): Promise<void> {
  return startMailWorkers<CommissionJob>(queue, COMMISSION_QUEUE, policy, batchSize, (job, id) =>
    deliverCommissionLink(deps, job.pollId, job.seat, id),
  );
}
