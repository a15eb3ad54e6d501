import { announceDefense } from "../lib/database.events.ts";
import type { Db } from "../lib/database.ts";
import type { Logger } from "../lib/log.ts";
import type { Mailer } from "../lib/mail.ts";
import { bossDb, type DeliveryPolicy, type Queue } from "../lib/queue.ts";
import { hashToken, newToken } from "../lib/tokens.ts";
import { inviteMail } from "./invite.mail.ts";
import {
  addInviteLink,
  lockInviteForDelivery,
  markInviteQueued,
  recordInviteDelivery,
} from "./invite.repository.ts";
import { mailJobs, startMailWorkers } from "./mail.queue.ts";

/** The queue of invite emails. */
export const INVITE_QUEUE = "invite-mail";

/** A job of {@link INVITE_QUEUE}: deliver the invite with this id. */
interface InviteJob {
  inviteId: number;
}

/** What delivery needs: the database, the mailer and where links point. */
export interface DeliveryDeps {
  db: Db;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
}

/**
 * Queues an email for each invite, inside the caller's transaction, so an invite and its
 * email job commit or roll back together. Each invite records its job's id: a job that
 * finds another id there was superseded by a re-send and does nothing. The invites' links
 * are not touched: a re-send that revokes them does so itself (sitting/resend-invites.service.ts `resendInvites`).
 */
export async function enqueueInvites(
  tx: Db,
  queue: Queue,
  inviteIds: readonly number[],
  policy: DeliveryPolicy,
): Promise<void> {
  if (inviteIds.length === 0) return;
  const jobs = mailJobs<InviteJob>(
    INVITE_QUEUE,
    inviteIds.map((inviteId) => ({ inviteId })),
    policy,
  );
  for (const job of jobs) await markInviteQueued(tx, job.data.inviteId, job.id);
  await queue.insert(jobs, { db: bossDb(tx) });
}

/**
 * Delivers one invite: adds a link to it, a fresh token stored only as its hash (the raw token
 * exists only in the email), sends the email, and records the outcome on the link and the
 * invite. The invite's earlier links stay valid: a member may vote by any of them, once. Each
 * attempt makes its own link (a failed attempt's letter may still arrive, and its link works).
 * Does nothing for a superseded job, a used invite or a poll no longer open.
 * @throws the mail error, so the queue retries with backoff.
 */
export async function deliverInvite(deps: DeliveryDeps, inviteId: number, jobId: string): Promise<void> {
  const token = newToken();
  const tokenHash = hashToken(token);
  const invite = await deps.db.transaction().execute(async (tx) => {
    const row = await lockInviteForDelivery(tx, inviteId);
    if (!row || row.mail_job_id !== jobId || row.used_at !== null || row.status !== "OPEN") return null;
    await addInviteLink(tx, inviteId, tokenHash);
    return row;
  });
  if (!invite) return;

  const link = `${deps.publicUrl}/polls/${token}`;
  const mail = {
    ...inviteMail(invite.email, {
      memberFio: invite.fio,
      candidate: invite.candidate,
      thesisTitle: invite.thesis_title,
      boardCode: invite.board_code,
      defenseAt: invite.defense_at,
      deadline: invite.deadline,
      link,
    }),
    boardId: invite.board_id,
  };
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    await settle(deps.db, invite.defense_id, inviteId, jobId, tokenHash, {
      delivery: "FAILED",
      error: message,
    });
    deps.log.warn({ inviteId, err: message }, "приглашение не отправлено, будет повторная попытка");
    throw err;
  }
  await settle(deps.db, invite.defense_id, inviteId, jobId, tokenHash, { delivery: "SENT", error: null });
  // A log never holds a token, in any mode: without SMTP the letter (and its link) is read in
  // the desk's demo mailbox (/desk/mail).
  if (deps.mailer.kind === "file")
    deps.log.info({ inviteId }, "приглашение записано в %s", deps.mailer.dropDir);
}

/** Records a letter's outcome on its link and invite, and announces it to the defense's pages (the desk shows it). */
function settle(
  db: Db,
  defenseId: number,
  inviteId: number,
  jobId: string,
  tokenHash: string,
  outcome: { delivery: "SENT" | "FAILED"; error: string | null },
): Promise<void> {
  return db.transaction().execute(async (tx) => {
    await recordInviteDelivery(tx, inviteId, jobId, tokenHash, outcome);
    await announceDefense(tx, defenseId, "letters");
  });
}

/**
 * Starts a worker on the invite queue (see {@link startMailWorkers}). Jobs survive restarts:
 * one left active by a crash expires and is retried.
 */
export function startInviteWorkers(
  queue: Queue,
  deps: DeliveryDeps,
  policy: DeliveryPolicy,
  batchSize = 10,
): Promise<void> {
  return startMailWorkers<InviteJob>(queue, INVITE_QUEUE, policy, batchSize, (job, id) =>
    deliverInvite(deps, job.inviteId, id),
  );
}
