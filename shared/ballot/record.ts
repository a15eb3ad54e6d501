/**
 * The public election record and its universal verifier (Adida 2008, §3 "open-audit": anyone can
 * re-check every proof and recompute the tally; Belenios specification, section "Election result":
 * the data to publish after the election). The format is specified in docs/RECORD.md.
 */

import { combinePartials, type PartialDecryption, verifyPartial } from "./decrypt.ts";
import { electionPublicKey, verificationKey } from "./dkg.ts";
import {
  ballotTracker,
  type Ciphertext,
  type EncryptedBallot,
  parseTally,
  sumBallots,
  verifyBallot,
} from "./elgamal.ts";
import { decodePoint, type GroupPoint, isElectionId, isSeat, type ProofPair } from "./group.ts";
import { hasExactKeys, parseProof, verifySchnorr } from "./proofs.ts";

/** The format tag of {@link ElectionRecord}. */
export const RECORD_FORMAT = "dissovet-record/1";

/** The record of one secret ballot, as published after (or during) the poll. See docs/RECORD.md. */
export type ElectionRecord = {
  format: "dissovet-record/1";
  election: {
    id: string;
    group: "ristretto255";
    question: string;
    board: string;
    round: number;
    participants: number;
    threshold: number;
    trustees: number;
  };
  /** Seats 1..n in order; `commitments` are the Feldman commitments of each trustee's dealing. */
  trustees: { seat: number; name: string; commitments: string[]; proof: ProofPair }[];
  publicKey: string;
  /** Sorted by tracker (lexicographic), so order says nothing of the time of voting. */
  ballots: EncryptedBallot[];
  /** Invites used = ballots the server accepted. */
  usedInvites: number;
  /** Null while the poll is open. */
  tally: Ciphertext | null;
  partialDecryptions: { seat: number; factor: string; proof: ProofPair }[];
  result: { for: number; against: number } | null;
};

/**
 * Sorts ballots by tracker (ascending, JavaScript string order = ASCII order of base64url), the order
 * required in {@link ElectionRecord.ballots}. Returns a new array.
 */
export function sortByTracker<T extends Ciphertext>(ballots: readonly T[]): T[] {
  return ballots
    .map((b) => ({ b, k: ballotTracker(b) }))
    .sort((x, y) => (x.k < y.k ? -1 : x.k > y.k ? 1 : 0))
    .map((x) => x.b);
}

/** The threshold for n trustees: a strict majority, floor(n/2) + 1. */
export function thresholdFor(trustees: number): number {
  return Math.floor(trustees / 2) + 1;
}

const isCount = (u: unknown, min: number): u is number =>
  typeof u === "number" && Number.isSafeInteger(u) && u >= min;

/** Whether `u` has the exact shape of an encrypted ballot with canonical encodings (proof not checked). */
function isBallotShape(u: unknown): boolean {
  if (!hasExactKeys(u, ["alpha", "beta", "proof"])) return false;
  const p = u.proof;
  return (
    decodePoint(u.alpha) !== null &&
    decodePoint(u.beta) !== null &&
    Array.isArray(p) &&
    p.length === 2 &&
    parseProof(p[0]) !== null &&
    parseProof(p[1]) !== null
  );
}

const RECORD_KEYS = [
  "format",
  "election",
  "trustees",
  "publicKey",
  "ballots",
  "usedInvites",
  "tally",
  "partialDecryptions",
  "result",
];
const ELECTION_KEYS = ["id", "group", "question", "board", "round", "participants", "threshold", "trustees"];

/**
 * Verifies a whole election record, in the order of docs/RECORD.md §"Verification": shape and format;
 * election parameters (threshold = floor(n/2)+1); trustees (seats 1..n, t commitments each, proofs of
 * knowledge); publicKey = Σ C_{i,0}; every ballot (shape, proof), no two with the same alpha, sorted by
 * tracker; ballots.length = usedInvites ≤ participants; tally = Σ ballots; every partial decryption
 * (seat, no duplicate, DLEQ proof against its seat's verification key); and, when `result` is present,
 * at least t valid partials, result.for = the decrypted count, result.against = ballots − for.
 * Returns every error found, one English line each naming the item (`ballot 3: proof invalid`, indexes
 * from 0); `ok` is true iff there are none. Never throws.
 */
export function verifyRecord(record: unknown): { ok: boolean; errors: string[] } {
  const errors: string[] = [];
  const done = () => ({ ok: errors.length === 0, errors });
  try {
    check(record, errors);
  } catch (e) {
    errors.push(`record: verifier failed: ${e instanceof Error ? e.message : String(e)}`);
  }
  return done();
}

function check(record: unknown, errors: string[]): void {
  const err = (line: string) => errors.push(line);
  // 1. Shape and format.
  if (!hasExactKeys(record, RECORD_KEYS))
    return void err(`record: expected exactly the keys ${RECORD_KEYS.join(", ")}`);
  if (record.format !== RECORD_FORMAT) return void err(`format: expected "${RECORD_FORMAT}"`);

  // 2. Election parameters.
  const e = record.election;
  if (!hasExactKeys(e, ELECTION_KEYS))
    return void err(`election: expected exactly the keys ${ELECTION_KEYS.join(", ")}`);
  if (!isElectionId(e.id)) return void err("election: id must be a lowercase UUID");
  if (!isCount(e.trustees, 1)) return void err("election: trustees must be an integer ≥ 1");
  const electionId = e.id;
  const n = e.trustees;
  const t = thresholdFor(n);
  if (e.group !== "ristretto255") err('election: group must be "ristretto255"');
  if (typeof e.question !== "string") err("election: question must be a string");
  if (typeof e.board !== "string") err("election: board must be a string");
  if (!isCount(e.round, 1)) err("election: round must be an integer ≥ 1");
  if (!isCount(e.participants, 1)) err("election: participants must be an integer ≥ 1");
  if (e.threshold !== t) err(`election: threshold must be floor(${n}/2)+1 = ${t}`);

  // 3. Trustees: seats 1..n, t commitments each, proof of knowledge of the constant term.
  const collected: string[][] = [];
  let trusteesOk = true;
  if (!Array.isArray(record.trustees) || record.trustees.length !== n) {
    err(`trustees: expected an array of ${n} trustees`);
    trusteesOk = false;
  } else {
    for (const [i, tr] of record.trustees.entries()) {
      const bad = (why: string) => {
        err(`trustee ${i + 1}: ${why}`);
        trusteesOk = false;
      };
      if (!hasExactKeys(tr, ["seat", "name", "commitments", "proof"])) {
        bad("expected exactly the keys seat, name, commitments, proof");
        continue;
      }
      if (tr.seat !== i + 1) bad(`seat must be ${i + 1}`);
      if (typeof tr.name !== "string") bad("name must be a string");
      const cs = tr.commitments;
      if (!Array.isArray(cs) || cs.length !== t || !cs.every((c) => decodePoint(c) !== null)) {
        bad(`commitments must be ${t} canonical non-identity points`);
        continue;
      }
      const parts = [electionId, "coefficient", String(i + 1), cs[0] as string];
      if (!verifySchnorr(parts, decodePoint(cs[0]) as GroupPoint, tr.proof))
        bad("proof of knowledge invalid");
      collected.push(cs as string[]);
    }
  }
  const rows = trusteesOk ? collected : null;

  // 4. The election public key.
  const publicKey = decodePoint(record.publicKey) ? (record.publicKey as string) : null;
  if (!publicKey) err("publicKey: not a canonical non-identity point");
  else if (rows && electionPublicKey(rows) !== publicKey)
    err("publicKey: not the sum of the trustees' first commitments");

  // 5. Ballots: proofs, duplicates, order.
  const ballots: unknown[] = Array.isArray(record.ballots) ? record.ballots : [];
  if (!Array.isArray(record.ballots)) err("ballots: expected an array");
  let ballotsWellFormed = true;
  const seenAlpha = new Map<string, number>();
  let previousTracker: string | null = null;
  for (const [i, b] of ballots.entries()) {
    if (!isBallotShape(b)) {
      err(`ballot ${i}: malformed`);
      ballotsWellFormed = false;
      previousTracker = null;
      continue;
    }
    const ballot = b as EncryptedBallot;
    if (publicKey && !verifyBallot({ electionId, publicKey }, ballot)) err(`ballot ${i}: proof invalid`);
    const first = seenAlpha.get(ballot.alpha);
    if (first !== undefined) err(`ballot ${i}: duplicate of ballot ${first} (same alpha)`);
    else seenAlpha.set(ballot.alpha, i);
    const tracker = ballotTracker(ballot);
    if (previousTracker !== null && !(previousTracker < tracker)) err(`ballot ${i}: not sorted by tracker`);
    previousTracker = tracker;
  }
  if (publicKey === null && ballots.length > 0) err("ballots: proofs not checked, publicKey invalid");

  // 6. Invites.
  if (!isCount(record.usedInvites, 0)) err("usedInvites: must be an integer ≥ 0");
  else {
    if (record.usedInvites !== ballots.length) {
      err(`usedInvites: ${record.usedInvites}, but the record has ${ballots.length} ballots`);
    }
    if (isCount(e.participants, 1) && record.usedInvites > e.participants) {
      err(`usedInvites: ${record.usedInvites} exceeds participants (${e.participants})`);
    }
  }

  // 7. Tally.
  const tally =
    record.tally === null ? null : parseTally(record.tally) ? (record.tally as Ciphertext) : undefined;
  if (tally === undefined) err("tally: expected null or {alpha, beta} with canonical points");
  else if (tally && ballotsWellFormed) {
    const sum = sumBallots(ballots as EncryptedBallot[]);
    if (sum.alpha !== tally.alpha || sum.beta !== tally.beta) err("tally: not the sum of the ballots");
  }

  // 8. Partial decryptions.
  const partials: unknown[] = Array.isArray(record.partialDecryptions) ? record.partialDecryptions : [];
  if (!Array.isArray(record.partialDecryptions)) err("partialDecryptions: expected an array");
  if (!tally && partials.length > 0) err("partialDecryptions: present without a valid tally");
  const valid: PartialDecryption[] = [];
  const seenSeat = new Set<number>();
  for (const [i, p] of partials.entries()) {
    if (!tally) break;
    const seat = hasExactKeys(p, ["seat", "factor", "proof"]) ? p.seat : undefined;
    if (!isSeat(seat) || seat > n) {
      err(`partial decryption ${i}: malformed or seat out of 1..${n}`);
      continue;
    }
    if (seenSeat.has(seat)) {
      err(`partial decryption ${i}: duplicate seat ${seat}`);
      continue;
    }
    seenSeat.add(seat);
    if (!rows) {
      err(`partial decryption ${i} (seat ${seat}): not checked, trustee commitments invalid`);
      continue;
    }
    if (!verifyPartial(electionId, verificationKey(rows, seat), tally, p)) {
      err(`partial decryption ${i} (seat ${seat}): proof invalid`);
      continue;
    }
    valid.push(p);
  }

  // 9. Result.
  const r = record.result;
  if (r === null) return;
  if (!hasExactKeys(r, ["for", "against"]) || !isCount(r.for, 0) || !isCount(r.against, 0)) {
    return void err("result: expected null or {for, against} with integers ≥ 0");
  }
  if (!tally) return void err("result: present without a valid tally");
  if (valid.length < t)
    return void err(`result: ${valid.length} valid partial decryptions, threshold is ${t}`);
  let count: number;
  try {
    count = combinePartials(tally, valid, t, ballots.length);
  } catch (x) {
    return void err(`result: ${x instanceof Error ? x.message : String(x)}`);
  }
  if (r.for !== count) err(`result: for is ${r.for}, the tally decrypts to ${count}`);
  if (r.against !== ballots.length - count) err(`result: against must be ${ballots.length - count}`);
}
