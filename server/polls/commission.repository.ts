import { sql } from "kysely";
import type { Manifest } from "../../shared/ballot/index.ts";
import { JOINED_MEMBER, withMember } from "../boards/board.repository.ts";
import type { MemberRow } from "../boards/board.table.ts";
import { anyOf, prepared } from "../lib/database.prepared.ts";
import type { Db } from "../lib/database.ts";
import { isCurrentRound, LETTER_FACTS, PAGE_FACTS } from "./poll.repository.ts";
import type { TrusteeRow, WithMember } from "./poll.table.ts";

// A random, never-sent token hash: a commission link stops working at once; the mail worker
// replaces it with the hash of the token it emails (as for invites).
const unsentTokenHash = sql<string>`encode(sha256(convert_to(gen_random_uuid()::text || clock_timestamp()::text, 'UTF8')), 'hex')`;

/**
 * Seats the commission in the poll's key ceremony: seat k+1 for `memberIds[k]` (the chair
 * first). A member who had a seat keeps their link (its token and delivery); a new member gets a
 * link not yet sent; seats of members no longer on the commission are removed.
 * @returns the seats whose links must be mailed (the new members')
 */
export async function replaceTrustees(
  db: Db,
  pollId: number,
  memberIds: readonly number[],
): Promise<number[]> {
  const before = await db
    .selectFrom("poll_trustees")
    .select(["member_id", "token_hash", "delivery", "attempts", "sent_at", "send_error", "mail_job_id"])
    .where("poll_id", "=", pollId)
    .execute();
  await db.deleteFrom("poll_trustees").where("poll_id", "=", pollId).execute();
  if (memberIds.length === 0) return [];
  const kept = new Map(before.map((t) => [t.member_id, t]));
  await db
    .insertInto("poll_trustees")
    .values(
      memberIds.map((member_id, k) => {
        const link = kept.get(member_id);
        return link
          ? { poll_id: pollId, seat: k + 1, ...link }
          : { poll_id: pollId, seat: k + 1, member_id, token_hash: unsentTokenHash };
      }),
    )
    .execute();
  return memberIds.flatMap((id, k) => (kept.has(id) ? [] : [k + 1]));
}

/**
 * Starts the poll's key ceremony afresh for `manifest` (its election id becomes the poll's):
 * no public key or fingerprint, and every seat's ceremony state cleared; the links stay, so
 * the members' pages carry on into the new ceremony.
 */
export async function resetCeremony(db: Db, pollId: number, manifest: Manifest | null): Promise<void> {
  await db
    .updateTable("polls")
    .set({
      election_id: manifest ? manifest.electionId : sql<string>`gen_random_uuid()`,
      manifest: manifest ? JSON.stringify(manifest) : null,
      public_key: null,
      threshold: manifest ? manifest.threshold : null,
      fingerprint: null,
    })
    .where("id", "=", pollId)
    .execute();
  await db
    .updateTable("poll_trustees")
    .set({
      device_key: null,
      device_proof: null,
      nonce_commitment: null,
      dealing: null,
      verification_key: null,
      nonce: null,
      signature: null,
      complaint: null,
      reveals: "[]",
      factor: null,
      factor_proof: null,
      code_confirmed_at: null,
    })
    .where("poll_id", "=", pollId)
    .execute();
}

/** Records that the secretary heard seat `seat`'s member say aloud that the code matched. */
export async function markCodeConfirmed(db: Db, pollId: number, seat: number): Promise<void> {
  await seatRow(db, pollId, seat).set({ code_confirmed_at: sql<Date>`now()` }).execute();
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

/** A seat of a defense's current poll, with its member, the defense and the poll's key facts. */
export type DefenseTrusteeRow = WithMember<TrusteeRow> & {
  defense_id: number;
  election_id: string;
  manifest: Manifest | null;
  fingerprint: string | null;
  public_key: string | null;
  tallied_at: Date | null;
};

/**
 * The seats of the given defenses' current polls, with each seat's member (archived or not),
 * the defense id and the poll's key facts (election id, public key, when the count was
 * decrypted), by defense and seat.
 */
export async function findTrusteesByDefenseIds(
  db: Db,
  defenseIds: readonly number[],
): Promise<DefenseTrusteeRow[]> {
  if (defenseIds.length === 0) return [];
  return (await trusteesOfDefenses.all(db, defenseIds)).map(withMember);
}
const trusteesOfDefenses = prepared(1, (db, defenseIds: readonly number[]) =>
  db
    .selectFrom("poll_trustees as t")
    .innerJoin("polls as p", "p.id", "t.poll_id")
    .innerJoin("board_members as m", "m.id", "t.member_id")
    .selectAll("t")
    .select(["p.defense_id", "p.election_id", "p.manifest", "p.fingerprint", "p.public_key", "p.tallied_at"])
    .select(JOINED_MEMBER)
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
      "p.manifest",
      "p.fingerprint",
      "p.public_key",
      "p.threshold",
      "p.tallied_at",
      "p.defense_id",
      "m.fio",
      ...PAGE_FACTS,
    ])
    .where("t.token_hash", "=", tokenHash);
  return (lock ? q.forUpdate("p") : q).executeTakeFirst();
}

/** What a seat posts in the key ceremony, one step at a time (docs/RECORD.md §6, §7). */
export type SeatUpdate =
  | { device_key: string; nonce_commitment: string; device_proof: string }
  | { dealing: string }
  | { verification_key: string; nonce: string }
  | { complaint: string }
  | { reveals: string }
  | { signature: string }
  | { factor: string; factor_proof: string };

/** Records one step a seat posted in the key ceremony, or its partial decryption of the tally (JSON columns given as JSON text). */
export async function updateSeat(db: Db, pollId: number, seat: number, update: SeatUpdate): Promise<void> {
  await seatRow(db, pollId, seat).set(update).execute();
}

/** An update of one seat of a poll, for the caller to `set` what changes. */
const seatRow = (db: Db, pollId: number, seat: number) =>
  db.updateTable("poll_trustees").where("poll_id", "=", pollId).where("seat", "=", seat);

/** Seals the poll's election key when every seat has signed the fingerprint: the key and H_E. */
export async function sealElectionKey(
  db: Db,
  pollId: number,
  publicKey: string,
  fingerprint: string,
): Promise<void> {
  await db
    .updateTable("polls")
    .set({ public_key: publicKey, fingerprint })
    .where("id", "=", pollId)
    .execute();
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
    .select(["t.mail_job_id", "p.status", ...LETTER_FACTS])
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
  await seatRow(db, pollId, seat)
    .set({ token_hash: tokenHash, attempts: sql<number>`attempts + 1` })
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

/**
 * A poll's roll in the manifest's order (position on the council, then ФИО, then id), with
 * whether each member's invite was used: the roll's names and the record's marks.
 */
export function findRollMarks(
  db: Db,
  pollId: number,
): Promise<{ member_id: number; fio: string; voted: boolean }[]> {
  return db
    .selectFrom("poll_participants as r")
    .leftJoin("poll_invites as i", (j) =>
      j.onRef("i.poll_id", "=", "r.poll_id").onRef("i.member_id", "=", "r.member_id"),
    )
    .select(["r.member_id", "r.fio", sql<boolean>`i.used_at is not null`.as("voted")])
    .where("r.poll_id", "=", pollId)
    .orderBy(sql`array_position(array['CHAIRMAN','DEPUTY_CHAIRMAN','SECRETARY','MEMBER'], r.position)`)
    .orderBy("r.fio")
    .orderBy("r.member_id")
    .execute();
}

/** Replaces the счетная комиссия of a poll. */
export async function replaceCommission(db: Db, pollId: number, memberIds: readonly number[]): Promise<void> {
  await db.deleteFrom("poll_commission").where("poll_id", "=", pollId).execute();
  await db
    .insertInto("poll_commission")
    .values(memberIds.map((member_id, seat) => ({ poll_id: pollId, member_id, seat })))
    .execute();
}

/** The commission of one poll, chair first. */
export async function findCommissionIds(db: Db, pollId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("poll_commission")
    .select("member_id")
    .where("poll_id", "=", pollId)
    .orderBy("seat")
    .execute();
  return rows.map((r) => r.member_id);
}

/**
 * The счетная комиссия of each defense's current round: the members themselves (archived
 * included) with their defense, seat 1 first; one statement for any number of defenses.
 */
export function findCommissionByDefenseIds(
  db: Db,
  defenseIds: readonly number[],
): Promise<(MemberRow & { defense_id: number })[]> {
  if (defenseIds.length === 0) return Promise.resolve([]);
  return commissionOfDefenses.all(db, defenseIds);
}
const commissionOfDefenses = prepared(1, (db, defenseIds: readonly number[]) =>
  db
    .selectFrom("poll_commission as c")
    .innerJoin("polls as p", "p.id", "c.poll_id")
    .innerJoin("board_members as m", "m.id", "c.member_id")
    .selectAll("m")
    .select("p.defense_id")
    .where("p.defense_id", "=", anyOf(defenseIds))
    .where(isCurrentRound)
    .orderBy("c.seat"),
);
