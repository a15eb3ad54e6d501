import { sql } from "kysely";
import { prepared } from "../lib/database.prepared.ts";
import type { Db } from "../lib/database.ts";
import { inviteOfLink } from "./invite.repository.ts";
import type { StoredBallot } from "./poll.table.ts";

// The urn (docs/RECORD.md §8): a poll's public ballots, appended one at a time under the poll's
// row lock, each with its place and the chain's head after it.

/**
 * For a ballot: the invite by the hash of one of its links' tokens (a link not revoked) and its
 * poll, holding the poll row's update lock: the ballots of one poll are appended to its urn
 * one at a time (each head chains the previous one), and the poll cannot close while a ballot
 * is being written. Whichever link is used, the invite's `used_at` guards its one vote
 * (invite.repository.ts `markInviteUsed`).
 */
export function lockInviteForBallot(db: Db, tokenHash: string) {
  return lockInviteStatement.first(db, tokenHash);
}
const lockInviteStatement = prepared(1, (db, tokenHash: string) =>
  inviteOfLink(db, tokenHash)
    .select([
      "i.id",
      "i.used_at",
      "p.id as poll_id",
      "p.defense_id",
      "p.status",
      "p.fingerprint",
      "p.public_key",
      sql<boolean>`p.deadline <= now()`.as("expired"),
    ])
    .forUpdate("p"),
);

/** The last entry of a poll's urn (its place and the head after it); undefined for an empty urn. */
export function lastUrnEntry(db: Db, pollId: number) {
  return lastEntryStatement.first(db, pollId);
}
const lastEntryStatement = prepared(1, (db, pollId: number) =>
  db
    .selectFrom("ballots")
    .select(["position", "head"])
    .where("poll_id", "=", pollId)
    .orderBy("position", "desc")
    .limit(1),
);

/**
 * Appends one encrypted ballot to a poll's urn: its place, the ciphertext and its proof, the
 * credential that signed it and the signature, the urn's head after it, nothing else. The
 * caller holds the poll's row lock.
 * @returns false when the poll already holds a ballot with this `alpha` (a replay) or this credential
 */
export async function insertBallot(
  db: Db,
  pollId: number,
  position: number,
  ballot: StoredBallot,
  head: string,
): Promise<boolean> {
  const { alpha, beta, credential } = ballot;
  const proof = JSON.stringify(ballot.proof);
  const signature = JSON.stringify(ballot.signature);
  const r = await insertBallotStatement.execute(
    db,
    pollId,
    position,
    alpha,
    beta,
    proof,
    credential,
    signature,
    head,
  );
  return r.numAffectedRows === 1n;
}
const insertBallotStatement = prepared(
  8,
  (
    db,
    pollId: number,
    position: number,
    alpha: string,
    beta: string,
    proof: string,
    credential: string,
    signature: string,
    head: string,
  ) =>
    db
      .insertInto("ballots")
      .values({ poll_id: pollId, position, alpha, beta, proof, credential, signature, head })
      .onConflict((oc) => oc.doNothing()),
);

/** A poll's urn, in the order the ballots were accepted. */
export function findBallots(db: Db, pollId: number): Promise<StoredBallot[]> {
  return db
    .selectFrom("ballots")
    .select(["alpha", "beta", "proof", "credential", "signature"])
    .where("poll_id", "=", pollId)
    .orderBy("position")
    .execute() as Promise<StoredBallot[]>;
}
