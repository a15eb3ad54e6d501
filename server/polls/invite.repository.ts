import { sql } from "kysely";
import { JOINED_MEMBER, withMember } from "../boards/board.repository.ts";
import { anyOf, prepared } from "../lib/database.prepared.ts";
import type { Db } from "../lib/database.ts";
import { isCurrentRound, LETTER_FACTS, PAGE_FACTS } from "./poll.repository.ts";
import type { Delivery, InviteWithMember } from "./poll.table.ts";

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

/**
 * Invites of the given defenses' current polls, with the defense id and each invite's member
 * (archived or not), ordered by invite id.
 */
export async function findInvitesByDefenseIds(
  db: Db,
  defenseIds: readonly number[],
): Promise<(InviteWithMember & { defense_id: number })[]> {
  if (defenseIds.length === 0) return [];
  return (await invitesOfDefenses.all(db, defenseIds)).map(withMember);
}
const invitesOfDefenses = prepared(1, (db, defenseIds: readonly number[]) =>
  db
    .selectFrom("poll_invites as i")
    .innerJoin("polls as p", "p.id", "i.poll_id")
    .innerJoin("board_members as m", "m.id", "i.member_id")
    .selectAll("i")
    .select("p.defense_id")
    .select(JOINED_MEMBER)
    .where("p.defense_id", "=", anyOf(defenseIds))
    .where(isCurrentRound)
    .orderBy("i.id"),
);

/**
 * Makes members participants: new members get an invite, invited members who have not voted
 * get a new letter (their earlier links stay valid; each letter adds a link), members who have
 * voted are untouched.
 * @returns the ids of the invites to email.
 */
export async function upsertInvites(db: Db, pollId: number, memberIds: readonly number[]): Promise<number[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .insertInto("poll_invites")
    .values(memberIds.map((memberId) => ({ poll_id: pollId, member_id: memberId })))
    .onConflict((oc) =>
      oc
        .columns(["poll_id", "member_id"])
        .doUpdateSet({ sent_at: null, send_error: null })
        .where("poll_invites.used_at", "is", null),
    )
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Gives an invite to each of `memberIds` that has none in the poll (the roll's members, when the
 * roll is set: the link comes before the seal, so that each member's device registers its voting
 * credential in time for the manifest).
 * @returns the ids of the new invites, to email
 */
export async function addInvites(db: Db, pollId: number, memberIds: readonly number[]): Promise<number[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .insertInto("poll_invites")
    .values(memberIds.map((memberId) => ({ poll_id: pollId, member_id: memberId })))
    .onConflict((oc) => oc.columns(["poll_id", "member_id"]).doNothing())
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}

/** An invite not used yet, with its member's ФИО on the roll and its latest letter's delivery. */
export interface UnusedInvite {
  id: number;
  member_id: number;
  fio: string;
  delivery: Delivery;
}

/**
 * The invites of a poll's participants who have not voted: all of them, or those of
 * `memberIds`; in the order of the roll's ФИО.
 */
export function findUnusedInvites(
  db: Db,
  pollId: number,
  memberIds: readonly number[] | null,
): Promise<UnusedInvite[]> {
  let q = db
    .selectFrom("poll_invites as i")
    .innerJoin("poll_participants as r", (join) =>
      join.onRef("r.poll_id", "=", "i.poll_id").onRef("r.member_id", "=", "i.member_id"),
    )
    .select(["i.id", "i.member_id", "r.fio", "i.delivery"])
    .where("i.poll_id", "=", pollId)
    .where("i.used_at", "is", null);
  if (memberIds) q = q.where("i.member_id", "in", memberIds.length ? memberIds : [0]);
  return q.orderBy("r.fio").execute();
}

/**
 * Revokes every valid link of the given invites (a resend to a corrected address): a member
 * holding an old link is told it is not valid, and votes by the link of the next letter.
 * @returns how many links were revoked
 */
export async function revokeInviteLinks(db: Db, inviteIds: readonly number[]): Promise<number> {
  if (inviteIds.length === 0) return 0;
  const r = await db
    .updateTable("poll_invite_links")
    .set({ revoked_at: sql<Date>`now()` })
    .where("invite_id", "in", inviteIds)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/**
 * The start of a statement over the invite a link opens: `poll_invite_links as l`, its invite
 * `i` and the invite's poll `p`, for the link whose token hashes to `tokenHash` (SHA-256, hex)
 * and only while it is not revoked (`revokeInviteLinks`). A link is its token hash's (the
 * table's key), so the statement has at most one row; the caller selects, and may join more.
 */
export function inviteOfLink(db: Db, tokenHash: string) {
  return db
    .selectFrom("poll_invite_links as l")
    .innerJoin("poll_invites as i", "i.id", "l.invite_id")
    .innerJoin("polls as p", "p.id", "i.poll_id")
    .where("l.token_hash", "=", tokenHash)
    .where("l.revoked_at", "is", null);
}

/**
 * An invite by the hash of one of its links' tokens (a link not revoked), with its poll and the
 * defense and council it is for.
 */
export function findInviteByTokenHash(db: Db, tokenHash: string) {
  return inviteOfLink(db, tokenHash)
    .innerJoin("defenses as d", "d.id", "p.defense_id")
    .innerJoin("boards as b", "b.id", "d.board_id")
    .select([
      "i.id as invite_id",
      "i.member_id",
      "i.used_at",
      "p.id as poll_id",
      "p.status",
      "p.deadline",
      "p.election_id",
      "p.public_key",
      "d.id as defense_id",
      ...PAGE_FACTS,
    ])
    .executeTakeFirst();
}

/** A member's invite in a poll, if any. */
export function findInviteOf(db: Db, pollId: number, memberId: number): Promise<{ id: number } | undefined> {
  return db
    .selectFrom("poll_invites")
    .select("id")
    .where("poll_id", "=", pollId)
    .where("member_id", "=", memberId)
    .executeTakeFirst();
}

/** Marks an invite used if it is not yet: the one-vote guard. @returns whether it was unused. */
export async function markInviteUsed(db: Db, inviteId: number): Promise<boolean> {
  return (await markUsedStatement.execute(db, inviteId)).numAffectedRows === 1n;
}
const markUsedStatement = prepared(1, (db, inviteId: number) =>
  db
    .updateTable("poll_invites")
    .set({ used_at: sql<Date>`now()` })
    .where("id", "=", inviteId)
    .where("used_at", "is", null),
);
