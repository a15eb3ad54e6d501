import {
  assessCeremony,
  ballotTracker,
  type CastBallot,
  checkSpoiled,
  confirmFound,
  credentialCounts,
  type ElectionRecord,
  encryptAuditable,
  type FoundConfirmation,
  findInUrn,
  type Manifest,
  newCredential,
  readShortCode,
  recordCeremony,
  SPOILED_FORMAT,
  type SpoiledBallot,
  signBallot,
  trackerCode,
  type UrnReceipt,
  verifyRecord,
} from "../../../shared/ballot/index.ts";
import type { Choice } from "../__generated__/fetch/poll/graphql";
import type { Election_HeaderFragment } from "../__generated__/fetch/record/graphql";
import type { HeldCredential } from "./voting-key.ts";

/**
 * The ballot's cryptography, loaded with `import()` after the ballot has rendered (its own chunk,
 * never in the first view: see `loadBallotCrypto` in tracker.ts). Everything that turns the
 * member's choice into what the server receives happens here, in the browser, and nothing the
 * server sends is taken on trust:
 * - the member's voting credential is drawn here, on the device (credential.ts; the private part
 *   is kept by voting-key.ts, only the public part goes to the server);
 * - before anything is shown to vote on, the sealed election is checked in full (shared/ballot
 *   `assessCeremony`: the manifest, every device key, dealing and proof, every commission
 *   device's signature on the fingerprint, the key = Σ of the first commitments): its code, the
 *   question, the соискатель and the degree on screen are the checked manifest's, never the
 *   server's other fields, and whether the member's key is in its list;
 * - the choice becomes 1 («за») or 0 («против») encrypted to that key with a proof bound to the
 *   fingerprint (so the question shown is the question voted on), signed with the credential;
 * - a ballot may be audited instead of cast (Benaloh): its choice and randomness are revealed
 *   and a fresh one is made for the vote;
 * - after the vote, the public record is checked and the member's ballot looked for in its urn.
 */

/** The sealed election as `Poll.election` gives it (the record's first part). */
export type ElectionHeader = Election_HeaderFragment;

/**
 * A sealed election this device checked: what a ballot is bound to, what the member compares
 * aloud (the code and the number of keys in the list), and the manifest the ballot is read from.
 */
export interface CheckedElection {
  fingerprint: string;
  publicKey: string;
  code: string;
  manifest: Manifest;
}

/**
 * Checks the sealed election before anything is encrypted to it.
 * @returns the checked election, or the problems found (Russian)
 */
export function checkElection(header: ElectionHeader): CheckedElection | { problems: string[] } {
  const view = recordCeremony(
    header as unknown as Pick<ElectionRecord, "manifest" | "ceremony" | "publicKey">,
  );
  const state = assessCeremony(view);
  const problems = [...state.problems];
  if (problems.length === 0 && !state.complete)
    problems.push(
      `код голосования подтвердили не все члены счетной комиссии (${state.signed.length} из ${state.n})`,
    );
  if (state.fingerprint && header.fingerprint !== state.fingerprint)
    problems.push("сервер прислал не тот отпечаток голосования, что дает сама церемония");
  if (state.code && header.code !== state.code) problems.push("сервер прислал не тот код голосования");
  if (problems.length > 0 || !state.fingerprint || !state.publicKey || !state.code) return { problems };
  return {
    fingerprint: state.fingerprint,
    publicKey: state.publicKey,
    code: state.code,
    manifest: header.manifest as Manifest,
  };
}

/** A fresh voting credential, drawn on this device (the caller keeps the private part and registers the public one). */
export function makeCredential(): HeldCredential {
  return newCredential();
}

/** A sealed answer: what is sent, its tracker, and what reveals it if the member audits it instead. */
export interface SealedAnswer {
  /** The ballot as cast: encrypted, proved, signed with the member's credential. */
  ballot: CastBallot;
  /** The fingerprint it is bound to: a ballot is sent only under the code on screen. */
  fingerprint: string;
  /** base64url SHA-256 of the ciphertext (43 characters): the member's code to find it in the urn. */
  tracker: string;
  /** The tracker's short form, 4 groups of 4 symbols. */
  trackerCode: string;
  /** The spoiled-ballot file, should the member audit this ballot (then it is never cast). */
  audit: SpoiledBallot;
}

/** The vote the ballot encrypts for a choice: 1 «за», 0 «против». */
const voteOf = (choice: Choice): 0 | 1 => (choice === "FOR" ? 1 : 0);

/**
 * Encrypts `choice` to the checked election's key, bound to its fingerprint, and signs it with
 * the member's credential.
 * @throws {Error} when the key or the credential is malformed
 */
export function sealChoice(
  election: CheckedElection,
  choice: Choice,
  credential: HeldCredential,
): SealedAnswer {
  const vote = voteOf(choice);
  const ctx = { fingerprint: election.fingerprint, publicKey: election.publicKey };
  const { ballot, randomness } = encryptAuditable(ctx, vote);
  return {
    ballot: signBallot(election.fingerprint, ballot, credential),
    fingerprint: election.fingerprint,
    tracker: ballotTracker(ballot),
    trackerCode: trackerCode(ballot),
    audit: {
      format: SPOILED_FORMAT,
      fingerprint: election.fingerprint,
      code: election.code,
      publicKey: election.publicKey,
      ballot,
      vote,
      randomness,
    },
  };
}

/** Checks a spoiled ballot on this device (what `npm run verify-record -- --audit` checks). */
export function auditBallot(file: SpoiledBallot): { ok: boolean; errors: string[] } {
  return checkSpoiled(file);
}

/** What this device found in the public record. */
export interface RecordFindings {
  /** The record's own check (every proof, the chain, the marks, the count). */
  verified: { ok: boolean; errors: string[] };
  /**
   * The member's ballot in the urn: by the receipt kept on this device (at its place, the
   * urn unchanged up to it), else by the member's credential (a ballot only its key could
   * sign); null when there is neither.
   */
  ballot: "found" | "missing" | "rewritten" | null;
  /** Whether the record is of the election this device encrypted to (null without a kept fingerprint). */
  sameElection: boolean | null;
  /** The short form of each ballot's tracker in the urn, to look up a code from another device. */
  trackerCodes: ReadonlySet<string>;
  /** The record's voting keys as read out at the close: in the manifest, registered late, revoked. */
  credentials: { sealed: number; late: number; revoked: number };
}

/**
 * Checks a public record on this device and looks for the member's ballot in its urn.
 * @param kept the receipt and fingerprint this device kept when the ballot was accepted, if any
 * @param credential the member's public credential (`Poll.credential`), if any
 */
export function examineRecord(
  record: ElectionRecord,
  kept: { receipt: UrnReceipt; fingerprint: string } | null,
  credential: string | null,
): RecordFindings {
  let verified: { ok: boolean; errors: string[] };
  try {
    verified = verifyRecord(record);
  } catch (error) {
    verified = { ok: false, errors: [error instanceof Error ? error.message : String(error)] };
  }
  const codes = new Set<string>();
  for (const b of record.ballots) {
    try {
      codes.add(trackerCode(b));
      codes.add(ballotTracker(b));
    } catch {
      // A malformed ballot is reported by verifyRecord.
    }
  }
  const byKey = credential
    ? record.ballots.some((b) => b.credential === credential)
      ? "found"
      : "missing"
    : null;
  return {
    verified,
    ballot: kept ? findInUrn(record.fingerprint, record.ballots, kept.receipt) : byKey,
    sameElection: kept ? kept.fingerprint === record.fingerprint : null,
    trackerCodes: codes,
    credentials: credentialCounts(record),
  };
}

/**
 * Whether `typed` names a ballot of the urn: a tracker in full (43 characters, exactly) or its
 * short code as a person types it (shared/ballot `readShortCode`: any case, spaces, no separators).
 */
export function findTyped(codes: ReadonlySet<string>, typed: string): boolean {
  const full = typed.replace(/\s/g, "");
  if (/^[A-Za-z0-9_-]{43}$/.test(full) && codes.has(full)) return true;
  const short = readShortCode(typed);
  return short !== null && codes.has(short);
}

/**
 * The member's signed word that their ballot is in this urn (docs/RECORD.md §8.4): made only
 * once the urn was checked here and the ballot found on it.
 */
export function confirmUrn(record: ElectionRecord, credential: HeldCredential): FoundConfirmation {
  return confirmFound(record.fingerprint, record.head, credential);
}
