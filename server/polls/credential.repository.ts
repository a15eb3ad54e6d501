import { sql } from "kysely";
import type { SpoiledBallot } from "../../shared/ballot/index.ts";
import type { Db } from "../lib/database.ts";
import { isUniqueViolation } from "../lib/errors.ts";
import type { ProofPairJson } from "./poll.table.ts";

// The voters' side of the record (docs/RECORD.md §5.3, §8.4, §13): the public credentials the
// members' devices registered, the voters' confirmations after the close, the audited ballots
// they published.

/** The valid (not revoked) public credential of an invite, or null. */
export async function findValidCredential(db: Db, inviteId: number): Promise<string | null> {
  const row = await db
    .selectFrom("poll_credentials")
    .select("credential")
    .where("invite_id", "=", inviteId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return row?.credential ?? null;
}

/**
 * Registers an invite's public credential; with `replace`, revokes the invite's valid one first.
 * @returns false when the poll already knows this credential (another invite's, or revoked)
 */
export async function registerCredential(
  db: Db,
  pollId: number,
  inviteId: number,
  credential: string,
  replace: boolean,
): Promise<boolean> {
  if (replace)
    await db
      .updateTable("poll_credentials")
      .set({ revoked_at: sql<Date>`now()` })
      .where("invite_id", "=", inviteId)
      .where("revoked_at", "is", null)
      .execute();
  try {
    await db
      .insertInto("poll_credentials")
      .values({ poll_id: pollId, invite_id: inviteId, credential, revoked_at: null })
      .execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * Every credential of a poll with whether it is valid and whose roll line (member) it is: the
 * manifest takes the valid ones of the roll when the commission is seated, the record the rest.
 */
export function findPollCredentials(
  db: Db,
  pollId: number,
): Promise<{ credential: string; member_id: number; revoked: boolean }[]> {
  return db
    .selectFrom("poll_credentials as c")
    .innerJoin("poll_invites as i", "i.id", "c.invite_id")
    .select(["c.credential", "i.member_id", sql<boolean>`c.revoked_at is not null`.as("revoked")])
    .where("c.poll_id", "=", pollId)
    .orderBy("c.credential")
    .execute();
}

/** Drops the invites (and their links and credentials) of members taken off a DRAFT poll's roll. */
export async function dropInvites(db: Db, pollId: number, memberIds: readonly number[]): Promise<void> {
  if (memberIds.length === 0) return;
  await db
    .deleteFrom("poll_invites")
    .where("poll_id", "=", pollId)
    .where("member_id", "in", memberIds)
    .where("used_at", "is", null)
    .execute();
}

/** Keeps a voter's confirmation (the caller verified it). @returns false if this credential already confirmed */
export async function insertConfirmation(
  db: Db,
  pollId: number,
  credential: string,
  signature: ProofPairJson,
): Promise<boolean> {
  const r = await db
    .insertInto("ballot_confirmations")
    .values({ poll_id: pollId, credential, signature: JSON.stringify(signature) })
    .onConflict((oc) => oc.columns(["poll_id", "credential"]).doNothing())
    .returning("poll_id")
    .executeTakeFirst();
  return r !== undefined;
}

/** A poll's voters' confirmations, ascending by credential. */
export function findConfirmations(
  db: Db,
  pollId: number,
): Promise<{ credential: string; signature: ProofPairJson }[]> {
  return db
    .selectFrom("ballot_confirmations")
    .select(["credential", "signature"])
    .where("poll_id", "=", pollId)
    .orderBy("credential")
    .execute();
}

/** Keeps a published audited ballot (the caller checked it). @returns false if it is there already */
export async function insertSpoiled(
  db: Db,
  pollId: number,
  tracker: string,
  file: SpoiledBallot,
): Promise<boolean> {
  const r = await db
    .insertInto("spoiled_ballots")
    .values({ poll_id: pollId, tracker, file: JSON.stringify(file) })
    .onConflict((oc) => oc.columns(["poll_id", "tracker"]).doNothing())
    .returning("poll_id")
    .executeTakeFirst();
  return r !== undefined;
}

/** A poll's published audited ballots, in the order they were published. */
export async function findSpoiled(db: Db, pollId: number): Promise<SpoiledBallot[]> {
  const rows = await db
    .selectFrom("spoiled_ballots")
    .select("file")
    .where("poll_id", "=", pollId)
    .orderBy("created_at")
    .orderBy("tracker")
    .execute();
  return rows.map((r) => r.file);
}

/**
 * Of `memberIds`, those whose device has not registered a voting credential in the poll (no
 * invite yet, or an invite without a valid credential): the members whose letter is sent again
 * when the ballot opens. A member whose device holds the key already has a working link.
 */
export async function membersWithoutCredential(
  db: Db,
  pollId: number,
  memberIds: readonly number[],
): Promise<number[]> {
  if (memberIds.length === 0) return [];
  const keyed = await db
    .selectFrom("poll_invites as i")
    .innerJoin("poll_credentials as c", "c.invite_id", "i.id")
    .select("i.member_id")
    .where("i.poll_id", "=", pollId)
    .where("c.revoked_at", "is", null)
    .where("i.member_id", "in", memberIds)
    .execute();
  const done = new Set(keyed.map((r) => r.member_id));
  return memberIds.filter((id) => !done.has(id));
}
