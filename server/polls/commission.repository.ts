import { sql } from "kysely";
import { anyOf, prepared } from "../lib/database.prepared.ts";
import type { Db } from "../lib/database.ts";
import { isCurrentRound } from "./poll.repository.ts";
import type { DealingJson, ProofPairJson, TrusteeRow } from "./poll.table.ts";

// A random, never-sent token hash: a commission link stops working at once; the mail worker
// replaces it with the hash of the token it emails (as for invites).
const unsentTokenHash = sql<string>`encode(sha256(convert_to(gen_random_uuid()::text || clock_timestamp()::text, 'UTF8')), 'hex')`;

/**
 * Seats the commission in the poll's key ceremony: seat k+1 for `memberIds[k]` (the chair
 * first), each with a link not yet sent; the seats of an earlier commission are removed.
 */
export async function replaceTrustees(db: Db, pollId: number, memberIds: readonly number[]): Promise<void> {
  await db.deleteFrom("poll_trustees").where("poll_id", "=", pollId).execute();
  if (memberIds.length === 0) return;
  await db
    .insertInto("poll_trustees")
    .values(
      memberIds.map((member_id, k) => ({
        poll_id: pollId,
        seat: k + 1,
        member_id,
        token_hash: unsentTokenHash,
      })),
    )
    .execute();
}

/**
 * Starts the poll's key ceremony afresh: a new election id (so nothing made for the old one
 * verifies), no public key, and every seat's ceremony state cleared; the links stay.
 */
export async function resetCeremony(db: Db, pollId: number): Promise<void> {
  await db
    .updateTable("polls")
    .set({ election_id: sql<string>`gen_random_uuid()`, public_key: null, threshold: null })
    .where("id", "=", pollId)
    .execute();
  await db
    .updateTable("poll_trustees")
    .set({ device_key: null, device_proof: null, dealing: null, verification_key: null })
    .where("poll_id", "=", pollId)
    .execute();
}

/** A poll's seats with each member's ФИО, seat 1 first. */
export function findTrustees(db: Db, pollId: number): Promise<(TrusteeRow & { fio: string })[]> {
  return db
    .selectFrom("poll_trustees as t")
    .innerJoin("board_members as m", "m.id", "t.member_id")
    .selectAll("t")
    .select("m.fio")
    .where("t.poll_id", "=", pollId)
    .orderBy("t.seat")
    .execute();
}

/** A seat of a defense's current poll, with the defense and the poll's key facts. */
export type DefenseTrusteeRow = TrusteeRow & {
  defense_id: number;
  election_id: string;
  public_key: string | null;
  tallied_at: Date | null;
};

/**
 * The seats of the given defenses' current polls, with the defense id and the poll's key
 * facts (election id, public key, when the count was decrypted), by defense and seat.
 */
export function findTrusteesByDefenseIds(
  db: Db,
  defenseIds: readonly number[],
): Promise<DefenseTrusteeRow[]> {
  if (defenseIds.length === 0) return Promise.resolve([]);
  return trusteesOfDefenses.all(db, defenseIds);
}
const trusteesOfDefenses = prepared(1, (db, defenseIds: readonly number[]) =>
  db
    .selectFrom("poll_trustees as t")
    .innerJoin("polls as p", "p.id", "t.poll_id")
    .selectAll("t")
    .select(["p.defense_id", "p.election_id", "p.public_key", "p.tallied_at"])
    .where("p.defense_id", "=", anyOf(defenseIds))
    .where(isCurrentRound)
    .orderBy("p.defense_id")
    .orderBy("t.seat"),
);

/**
 * A seat by its link's token hash, with its poll (locked for update when `lock`: the
 * ceremony's steps of one poll run one at a time), the defense and the council.
 */
export function findTrusteeByTokenHash(db: Db, tokenHash: string, lock = false) {
  const q = db
    .selectFrom("poll_trustees as t")
    .innerJoin("polls as p", "p.id", "t.poll_id")
    .innerJoin("defenses as d", "d.id", "p.defense_id")
    .innerJoin("boards as b", "b.id", "d.board_id")
    .innerJoin("board_members as m", "m.id", "t.member_id")
    .selectAll("t")
    .select([
      "p.status",
      "p.round",
      "p.election_id",
      "p.public_key",
      "p.threshold",
      "p.tallied_at",
      "p.defense_id",
      "m.fio",
      "d.candidate",
      "d.thesis_title",
      "d.degree",
      "d.science_branch",
      "d.specialty_code",
      "d.specialty_name",
      "d.defense_at",
      "d.place",
      // The council as frozen when the ballot opened (as on the ballot and the protocol).
      sql<string>`coalesce(p.board_code, b.code)`.as("board_code"),
      sql<string>`coalesce(p.board_name, b.name)`.as("board_name"),
    ])
    .where("t.token_hash", "=", tokenHash);
  return (lock ? q.forUpdate("p") : q).executeTakeFirst();
}

/** Records a seat's device key and its proof. */
export async function setDeviceKey(
  db: Db,
  pollId: number,
  seat: number,
  key: string,
  proof: ProofPairJson,
): Promise<void> {
  await db
    .updateTable("poll_trustees")
    .set({ device_key: key, device_proof: JSON.stringify(proof) })
    .where("poll_id", "=", pollId)
    .where("seat", "=", seat)
    .execute();
}

/** Records a seat's dealing. */
export async function setDealing(db: Db, pollId: number, seat: number, dealing: DealingJson): Promise<void> {
  await db
    .updateTable("poll_trustees")
    .set({ dealing: JSON.stringify(dealing) })
    .where("poll_id", "=", pollId)
    .where("seat", "=", seat)
    .execute();
}

/** Records that a seat's device checked its shares, with its verification key. */
export async function setVerificationKey(db: Db, pollId: number, seat: number, key: string): Promise<void> {
  await db
    .updateTable("poll_trustees")
    .set({ verification_key: key })
    .where("poll_id", "=", pollId)
    .where("seat", "=", seat)
    .execute();
}

/** Records a seat's partial decryption of the tally. */
export async function setFactor(
  db: Db,
  pollId: number,
  seat: number,
  factor: string,
  proof: ProofPairJson,
): Promise<void> {
  await db
    .updateTable("poll_trustees")
    .set({ factor, factor_proof: JSON.stringify(proof) })
    .where("poll_id", "=", pollId)
    .where("seat", "=", seat)
    .execute();
}

/** Sets the poll's public key and threshold when the ceremony completes. */
export async function setPublicKey(
  db: Db,
  pollId: number,
  publicKey: string,
  threshold: number,
): Promise<void> {
  await db.updateTable("polls").set({ public_key: publicKey, threshold }).where("id", "=", pollId).execute();
}

/** Stores the decrypted count of a closed poll. */
export async function setCount(
  db: Db,
  pollId: number,
  votesFor: number,
  votesAgainst: number,
): Promise<void> {
  await db
    .updateTable("polls")
    .set({ votes_for: votesFor, votes_against: votesAgainst, tallied_at: sql<Date>`now()` })
    .where("id", "=", pollId)
    .execute();
}

/** Revokes the links of seats (all, or those of `memberIds`) so fresh ones are mailed. @returns the seats */
export async function revokeTrusteeLinks(
  db: Db,
  pollId: number,
  memberIds: readonly number[] | null,
): Promise<{ seat: number; member_id: number }[]> {
  let q = db
    .updateTable("poll_trustees")
    .set({ token_hash: unsentTokenHash, sent_at: null, send_error: null })
    .where("poll_id", "=", pollId);
  if (memberIds) q = q.where("member_id", "in", memberIds.length ? memberIds : [0]);
  return q.returning(["seat", "member_id"]).execute();
}

/** Marks seats' link mails queued under their jobs' ids (a job finding another id was superseded). */
export async function markTrusteeQueued(db: Db, pollId: number, seat: number, jobId: string): Promise<void> {
  await db
    .updateTable("poll_trustees")
    .set({ delivery: "QUEUED", send_error: null, mail_job_id: jobId })
    .where("poll_id", "=", pollId)
    .where("seat", "=", seat)
    .execute();
}

/** A seat and what its link's mail says, locked for the delivery that owns it. */
export function lockTrusteeForDelivery(db: Db, pollId: number, seat: number) {
  return db
    .selectFrom("poll_trustees as t")
    .innerJoin("polls as p", "p.id", "t.poll_id")
    .innerJoin("defenses as d", "d.id", "p.defense_id")
    .innerJoin("boards as b", "b.id", "d.board_id")
    .innerJoin("board_members as m", "m.id", "t.member_id")
    .select([
      "t.mail_job_id",
      "p.status",
      "d.candidate",
      "d.thesis_title",
      "d.defense_at",
      sql<string>`coalesce(p.board_code, b.code)`.as("board_code"),
      "b.id as board_id",
      "m.fio",
      "m.email",
    ])
    .where("t.poll_id", "=", pollId)
    .where("t.seat", "=", seat)
    .forUpdate("t")
    .executeTakeFirst();
}

/** Gives a seat the hash of the token its new mail carries. */
export async function setTrusteeToken(
  db: Db,
  pollId: number,
  seat: number,
  tokenHash: string,
): Promise<void> {
  await db
    .updateTable("poll_trustees")
    .set({ token_hash: tokenHash, attempts: sql<number>`attempts + 1` })
    .where("poll_id", "=", pollId)
    .where("seat", "=", seat)
    .execute();
}

/** Records the outcome of a link mail, unless a newer job took the seat over. */
export async function recordTrusteeDelivery(
  db: Db,
  pollId: number,
  seat: number,
  jobId: string,
  outcome: { delivery: "SENT" | "FAILED"; error: string | null },
): Promise<void> {
  await db
    .updateTable("poll_trustees")
    .set({
      delivery: outcome.delivery,
      send_error: outcome.error,
      ...(outcome.delivery === "SENT" ? { sent_at: sql<Date>`now()` } : {}),
    })
    .where("poll_id", "=", pollId)
    .where("seat", "=", seat)
    .where("mail_job_id", "=", jobId)
    .execute();
}

/** Invites of a poll that were used: the ballots the server accepted. */
export async function countUsedInvites(db: Db, pollId: number): Promise<number> {
  const row = await db
    .selectFrom("poll_invites")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("poll_id", "=", pollId)
    .where("used_at", "is not", null)
    .executeTakeFirst();
  return row?.n ?? 0;
}

/** Members on a poll's roll. */
export async function countParticipants(db: Db, pollId: number): Promise<number> {
  const row = await db
    .selectFrom("poll_participants")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("poll_id", "=", pollId)
    .executeTakeFirst();
  return row?.n ?? 0;
}
