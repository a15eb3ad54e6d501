import {
  ballotTracker,
  type ElectionRecord,
  type EncryptedBallot,
  encryptVote,
  verifyRecord,
} from "../../../shared/ballot/index.ts";
import type { Choice } from "../__generated__/fetch/poll/graphql";

/**
 * The ballot's encryption, loaded with `import()` after the ballot has rendered (its own chunk,
 * never in the first view: see `loadBallotCrypto` in tracker.ts). Everything that turns the
 * member's choice into what the server receives happens here, in the browser: the choice
 * becomes 1 («за») or 0 («против») encrypted to the commission's key with a proof that it is
 * one of the two (shared/ballot, docs/RECORD.md «Ballot»); the readable choice never leaves.
 */

/** The poll's key as `Poll.encryption` gives it. */
export interface PollKey {
  electionId: string;
  publicKey: string;
}

/** A sealed answer: what is sent, and its tracker as this device computed it. */
export interface SealedAnswer {
  ballot: EncryptedBallot;
  /** base64url SHA-256 of the ciphertext (43 characters): the member's code to find it in the record. */
  tracker: string;
}

/** The vote the ballot encrypts for a choice: 1 «за», 0 «против». */
const voteOf = (choice: Choice): 0 | 1 => (choice === "FOR" ? 1 : 0);

/**
 * Encrypts `choice` to the poll's key.
 * @throws {Error} when the key is malformed (the server sent something that is not a key)
 */
export function sealChoice(key: PollKey, choice: Choice): SealedAnswer {
  const ballot = encryptVote({ electionId: key.electionId, publicKey: key.publicKey }, voteOf(choice));
  return { ballot, tracker: ballotTracker(ballot) };
}

/**
 * Checks an election record on this device (shared/ballot's `verifyRecord`: every proof, the
 * sum, the decryption); a record that cannot even be read is a failed check, not an exception.
 */
export function checkRecord(record: unknown): { ok: boolean; errors: string[] } {
  try {
    const { ok, errors } = verifyRecord(record as ElectionRecord);
    return { ok, errors: [...errors] };
  } catch (error) {
    return { ok: false, errors: [error instanceof Error ? error.message : String(error)] };
  }
}

export { ballotTracker };
