import { sql } from "kysely";
import type { Db } from "../lib/database.ts";
import { LETTER_FACTS } from "./poll.repository.ts";

/**
 * Marks an invite's new letter queued under its job's id (a job finding another id was
 * superseded); the delivery columns now describe this letter. Its links are left as they are.
 */
export async function markInviteQueued(db: Db, inviteId: number, jobId: string): Promise<void> {
  await db
    .updateTable("poll_invites")
    .set({ delivery: "QUEUED", sent_at: null, send_error: null, mail_job_id: jobId })
    .where("id", "=", inviteId)
    .execute();
}

/**
 * An invite and what its letter says (the defense, the council as frozen on the poll, the
 * member), locked for the delivery that owns it; undefined for no such invite.
 */
export function lockInviteForDelivery(db: Db, inviteId: number) {
  return db
    .selectFrom("poll_invites as i")
    .innerJoin("polls as p", "p.id", "i.poll_id")
    .innerJoin("defenses as d", "d.id", "p.defense_id")
    .innerJoin("boards as b", "b.id", "d.board_id")
    .innerJoin("board_members as m", "m.id", "i.member_id")
    .select(["i.id", "i.used_at", "i.mail_job_id", "p.status", "p.deadline", ...LETTER_FACTS])
    .where("i.id", "=", inviteId)
    .forUpdate("i")
    .executeTakeFirst();
}

/**
 * Adds to an invite the link its letter is about to carry (the hash of its token), counting the
 * delivery attempt. The invite's other links stay valid.
 */
export async function addInviteLink(db: Db, inviteId: number, tokenHash: string): Promise<void> {
  await db.insertInto("poll_invite_links").values({ token_hash: tokenHash, invite_id: inviteId }).execute();
  await db
    .updateTable("poll_invites")
    .set({ attempts: sql<number>`attempts + 1` })
    .where("id", "=", inviteId)
    .execute();
}

/**
 * Records the outcome of a letter carrying the link `tokenHash`: a sent letter marks its link
 * sent; the invite's delivery columns change unless a newer job took the invite over.
 */
export async function recordInviteDelivery(
  db: Db,
  inviteId: number,
  jobId: string,
  tokenHash: string,
  outcome: { delivery: "SENT" | "FAILED"; error: string | null },
): Promise<void> {
  if (outcome.delivery === "SENT") {
    await db
      .updateTable("poll_invite_links")
      .set({ sent_at: sql<Date>`now()` })
      .where("token_hash", "=", tokenHash)
      .execute();
  }
  await db
    .updateTable("poll_invites")
    .set({
      delivery: outcome.delivery,
      send_error: outcome.error,
      ...(outcome.delivery === "SENT" ? { sent_at: sql<Date>`now()` } : {}),
    })
    .where("id", "=", inviteId)
    .where("mail_job_id", "=", jobId)
    .execute();
}
