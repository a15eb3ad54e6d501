/**
 * The election's public data as the database says now (docs/RECORD.md `dissovet-record/3`): the
 * manifest the server builds when the commission is seated, the election as sealed, and the one
 * public record per election. The server states these; it is trusted for none of them: the
 * devices and the voters' browsers check everything (shared/ballot). Reads for the services to
 * share, taking the database or the transaction they run in; the key ceremony as relayed is
 * ceremony.ts's.
 */

import {
  type Ciphertext,
  type ElectionRecord,
  MANIFEST_FORMAT,
  type Manifest,
  RECORD_FORMAT,
  type RecordSeat,
  shortCode,
  sumBallots,
  urnStart,
} from "../../shared/ballot/index.ts";
import { CURRENT_THRESHOLD_RULE } from "../../shared/council.ts";
import { findBoardsByIds } from "../boards/board.repository.ts";
import { findDefenseById } from "../defenses/defense.repository.ts";
import type { Db } from "../lib/database.ts";
import { findRollMarks, findTrustees } from "./commission.repository.ts";
import { findConfirmations, findPollCredentials, findSpoiled } from "./credential.repository.ts";
import type { PollRow } from "./poll.table.ts";
import { findBallots, lastUrnEntry } from "./urn.repository.ts";
import { awardQuestion } from "./wording.ts";

/**
 * The manifest of a poll as the database says now (docs/RECORD.md §5): the council, the defense
 * and its question, the round, the roll in the manifest's order, the public credentials the roll
 * members' devices have registered (ascending, not tied to their lines), the commission (seat 1
 * first), the current threshold rule. `electionId` names it (a fresh UUID for a new ceremony).
 * @param credentials the credentials to state instead of those registered now: a sealed
 *   manifest's own, to compare the rest of it with what the database says (a credential
 *   registered after the seating is a late one, and changes nothing here)
 * @returns null when the defense or council is gone, or the commission is not seated
 */
export async function buildManifest(
  db: Db,
  poll: PollRow,
  electionId: string,
  credentials?: readonly string[],
): Promise<Manifest | null> {
  const [defense, roll, trustees, registered] = await Promise.all([
    findDefenseById(db, poll.defense_id),
    findRollMarks(db, poll.id),
    findTrustees(db, poll.id),
    credentials ? null : findPollCredentials(db, poll.id),
  ]);
  const [board] = defense ? await findBoardsByIds(db, [defense.board_id]) : [];
  if (!defense || !board || trustees.length === 0) return null;
  const names = new Map(roll.map((r) => [r.member_id, r.fio]));
  const n = trustees.length;
  const onRoll = new Set(roll.map((r) => r.member_id));
  return {
    format: MANIFEST_FORMAT,
    electionId,
    group: "ristretto255",
    council: { code: board.code, name: board.name, organization: board.organization },
    defense: {
      id: String(defense.id),
      candidate: defense.candidate,
      thesisTitle: defense.thesis_title,
      degree: defense.degree,
      scienceBranch: defense.science_branch,
      specialty: { code: defense.specialty_code, name: defense.specialty_name },
    },
    question: awardQuestion(defense.degree, defense.science_branch, defense.candidate),
    round: poll.round,
    roll: roll.map((r) => r.fio),
    credentials: credentials
      ? [...credentials]
      : (registered ?? []).filter((c) => !c.revoked && onRoll.has(c.member_id)).map((c) => c.credential),
    commission: trustees.map((t) => names.get(t.member_id) ?? t.fio),
    thresholdRule: CURRENT_THRESHOLD_RULE.id,
    threshold: CURRENT_THRESHOLD_RULE.threshold(n),
  };
}

/** What a voter's browser checks before it encrypts: the election as sealed (the record without its urn). */
export type ElectionHeader = Pick<
  ElectionRecord,
  "manifest" | "ceremony" | "publicKey" | "fingerprint" | "code"
>;

/**
 * The sealed election of a poll; null before every seat signed the fingerprint, and for a vote
 * sealed under an earlier format (its ballots cannot be signed, nor its record checked, by this
 * version).
 */
export async function electionHeader(db: Db, poll: PollRow): Promise<ElectionHeader | null> {
  if (!poll.manifest || !poll.fingerprint || !poll.public_key) return null;
  if (poll.manifest.format !== MANIFEST_FORMAT) return null;
  const trustees = await findTrustees(db, poll.id);
  return {
    manifest: poll.manifest,
    ceremony: trustees.map(
      (t): RecordSeat => ({
        seat: t.seat,
        deviceKey: t.device_key as string,
        nonceCommitment: t.nonce_commitment as string,
        deviceProof: t.device_proof as RecordSeat["deviceProof"],
        dealing: t.dealing as RecordSeat["dealing"],
        verificationKey: t.verification_key as string,
        nonce: t.nonce as string,
        signature: t.signature as RecordSeat["signature"],
      }),
    ),
    publicKey: poll.public_key,
    fingerprint: poll.fingerprint,
    code: shortCode(poll.fingerprint),
  };
}

/**
 * The credentials a record lists apart from the manifest's (docs/RECORD.md §5.3): `late`, valid
 * ones of roll members registered after the manifest was fixed, and `revoked`, the manifest's
 * replaced since; each ascending.
 */
function credentialsBeside(
  manifest: Manifest,
  roll: readonly { member_id: number }[],
  all: readonly { credential: string; member_id: number; revoked: boolean }[],
): { late: string[]; revoked: string[] } {
  const sealed = new Set(manifest.credentials);
  const onRoll = new Set(roll.map((r) => r.member_id));
  return {
    late: all
      .filter((c) => !c.revoked && !sealed.has(c.credential) && onRoll.has(c.member_id))
      .map((c) => c.credential),
    revoked: all.filter((c) => c.revoked && sealed.has(c.credential)).map((c) => c.credential),
  };
}

/** How many closed urns' sums an instance keeps ({@link urnTally}): two points, 128 hex characters, each. */
const TALLIES_KEPT = 512;
const tallies = new Map<string, Ciphertext>();

/**
 * The homomorphic sum of a closed urn's ballots (shared/ballot `sumBallots`), kept per urn head:
 * a closed urn does not change, and its record is read again at every step of every commission
 * device and page (the sum decodes two points per ballot: most of the 9 % of an instance's CPU
 * that the sitting day's profile found in decoding points, issue 38). The head hashes every ballot in order (shared/ballot/urn.ts
 * `urnNext`), so one head is one list of ballots; the sum is made afresh for any other. A record
 * is checked by whoever reads it (the devices, the verifier), never trusted for this sum.
 * @param head the urn's head after its last ballot (64 hex)
 * @throws Error naming a malformed ballot, as `sumBallots`
 */
export function urnTally(head: string, ballots: readonly { alpha: string; beta: string }[]): Ciphertext {
  const key = `${head}:${ballots.length}`;
  const kept = tallies.get(key);
  if (kept) return kept;
  const tally = sumBallots(ballots);
  if (tallies.size >= TALLIES_KEPT) tallies.delete(tallies.keys().next().value as string);
  tallies.set(key, tally);
  return tally;
}

/**
 * The election record of a poll (docs/RECORD.md §5): its sealed election, the credentials
 * registered late or revoked, the urn in the order of acceptance with its head, the
 * roll's marks (who voted, never how), the audited ballots voters published, and once closed
 * the tally, the voters' confirmations, the partial decryptions and the result. Null for a poll
 * whose key was never sealed or was sealed under an earlier format.
 */
export async function electionRecord(db: Db, poll: PollRow): Promise<ElectionRecord | null> {
  const header = await electionHeader(db, poll);
  if (!header) return null;
  const [stored, last, roll, trustees, credentials, confirmations, spoiled] = await Promise.all([
    findBallots(db, poll.id),
    lastUrnEntry(db, poll.id),
    findRollMarks(db, poll.id),
    findTrustees(db, poll.id),
    findPollCredentials(db, poll.id),
    findConfirmations(db, poll.id),
    findSpoiled(db, poll.id),
  ]);
  const head = last?.head ?? urnStart(header.fingerprint);
  const ballots = stored.map((b) => ({
    alpha: b.alpha,
    beta: b.beta,
    proof: [b.proof[0], b.proof[1]] as ElectionRecord["ballots"][number]["proof"],
    credential: b.credential,
    signature: b.signature,
  }));
  const closed = poll.status === "CLOSED";
  const { late, revoked } = credentialsBeside(header.manifest, roll, credentials);
  return {
    format: RECORD_FORMAT,
    ...header,
    lateCredentials: late,
    revokedCredentials: revoked,
    ballots,
    head,
    headCode: shortCode(head),
    voted: roll.map((r) => r.voted),
    spoiled,
    tally: closed ? urnTally(head, ballots) : null,
    confirmations: closed ? confirmations : [],
    partialDecryptions: closed
      ? trustees
          .filter((t) => t.factor !== null && t.factor_proof !== null)
          .map((t) => ({
            seat: t.seat,
            factor: t.factor as string,
            proof: t.factor_proof as RecordSeat["signature"],
          }))
      : [],
    result:
      closed && poll.votes_for !== null && poll.votes_against !== null && poll.tallied_at !== null
        ? { for: poll.votes_for, against: poll.votes_against }
        : null,
  };
}
