import {
  boardStart,
  type CeremonyView,
  type ElectionRecord,
  isElectionId,
  type Manifest,
  RECORD_FORMAT,
  type RecordSeat,
  type SeatPost,
  shortCode,
  sumBallots,
} from "../../shared/ballot/index.ts";
import { CURRENT_THRESHOLD_RULE } from "../../shared/council.ts";
import { findBoardsByIds } from "../boards/board.repository.ts";
import { findDefenseById } from "../defenses/defense.repository.ts";
import type { Actor } from "../lib/actor.ts";
import type { Db } from "../lib/database.ts";
import type { ServiceDeps } from "../lib/deps.ts";
import { findRollMarks, findTrustees } from "./commission.repository.ts";
import { findBallots, findSealedPollByElectionId, lastBoardEntry } from "./poll.repository.ts";
import type { PollRow, TrusteeRow } from "./poll.table.ts";
import { awardQuestion } from "./wording.ts";

/**
 * The election's public data (docs/RECORD.md `dissovet-record/2`): the manifest the server
 * builds when the commission is seated, the key ceremony as every device and voter sees it, and
 * the one public record per election. The server states these; it is trusted for none of them:
 * the devices and the voters' browsers check everything (shared/ballot).
 */

/**
 * The manifest of a poll as the database says now (docs/RECORD.md §5): the council, the defense
 * and its question, the round, the roll in the manifest's order, the commission (seat 1 first),
 * the current threshold rule. `electionId` names it (a fresh UUID for a new ceremony).
 * @returns null when the defense or council is gone, or the commission is not seated
 */
export async function buildManifest(db: Db, poll: PollRow, electionId: string): Promise<Manifest | null> {
  const [defense, roll, trustees] = await Promise.all([
    findDefenseById(db, poll.defense_id),
    findRollMarks(db, poll.id),
    findTrustees(db, poll.id),
  ]);
  const [board] = defense ? await findBoardsByIds(db, [defense.board_id]) : [];
  if (!defense || !board || trustees.length === 0) return null;
  const names = new Map(roll.map((r) => [r.member_id, r.fio]));
  const n = trustees.length;
  return {
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
    commission: trustees.map((t) => names.get(t.member_id) ?? t.fio),
    thresholdRule: CURRENT_THRESHOLD_RULE.id,
    threshold: CURRENT_THRESHOLD_RULE.threshold(n),
  };
}

/** One seat's posts as the ceremony's view shows them. */
function seatPost(t: TrusteeRow): SeatPost {
  return {
    seat: t.seat,
    deviceKey: t.device_key,
    nonceCommitment: t.nonce_commitment,
    deviceProof: t.device_proof,
    dealing: t.dealing,
    verificationKey: t.verification_key,
    nonce: t.nonce,
    signature: t.signature,
    complaint: t.complaint,
    reveals: t.reveals ?? [],
  };
}

/** The ceremony of a poll as the server relays it; null before a manifest exists. */
export function ceremonyView(
  poll: Pick<PollRow, "manifest" | "public_key">,
  trustees: readonly TrusteeRow[],
): CeremonyView | null {
  return poll.manifest
    ? { manifest: poll.manifest, publicKey: poll.public_key, seats: trustees.map(seatPost) }
    : null;
}

/** What a voter's browser checks before it encrypts: the election as sealed (the record without its board). */
export type ElectionHeader = Pick<
  ElectionRecord,
  "manifest" | "ceremony" | "publicKey" | "fingerprint" | "code"
>;

/** The sealed election of a poll; null before every seat signed the fingerprint. */
export async function electionHeader(db: Db, poll: PollRow): Promise<ElectionHeader | null> {
  if (!poll.manifest || !poll.fingerprint || !poll.public_key) return null;
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
 * The election record of a poll (docs/RECORD.md §5): its sealed election, the ballot board in
 * the order of acceptance with its head, the roll's marks (who voted, never how), and once
 * closed the tally, the partial decryptions and the result. Null for a poll whose key was never
 * sealed (a vote held before the record's format 2 included).
 */
export async function electionRecord(db: Db, poll: PollRow): Promise<ElectionRecord | null> {
  const header = await electionHeader(db, poll);
  if (!header) return null;
  const [stored, last, roll, trustees] = await Promise.all([
    findBallots(db, poll.id),
    lastBoardEntry(db, poll.id),
    findRollMarks(db, poll.id),
    findTrustees(db, poll.id),
  ]);
  const head = last?.head ?? boardStart(header.fingerprint);
  const ballots = stored.map((b) => ({
    alpha: b.alpha,
    beta: b.beta,
    proof: [b.proof[0], b.proof[1]] as ElectionRecord["ballots"][number]["proof"],
  }));
  const closed = poll.status === "CLOSED";
  return {
    format: RECORD_FORMAT,
    ...header,
    ballots,
    head,
    headCode: shortCode(head),
    voted: roll.map((r) => r.voted),
    tally: closed ? sumBallots(ballots) : null,
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

/**
 * The public record of an election by its id: the one address every member, the commission, the
 * secretary and anyone given the id read (no per-link records). Reading writes nothing.
 * @returns null for a malformed or unknown id, or an election whose key is not sealed
 */
export async function publicElectionRecord(
  deps: Pick<ServiceDeps, "db">,
  _actor: Actor | null,
  electionId: string,
): Promise<ElectionRecord | null> {
  if (!isElectionId(electionId)) return null;
  const poll = await findSealedPollByElectionId(deps.db, electionId);
  return poll ? electionRecord(deps.db, poll) : null;
}
