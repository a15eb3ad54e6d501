/**
 * The urn: one public, append-only list of accepted ballots per election, chained by
 * hashes (a hash chain as in Certificate Transparency's log, RFC 9162 §2, without its Merkle
 * tree: a council's election has tens of ballots). head_0 = digest("dissovet/2/board", [H_E]) and
 * head_k = digest("dissovet/2/board", [head_{k−1}, alpha_k, beta_k, c_0, s_0, c_1, s_1, Z_k,
 * σc_k, σs_k]) for the k-th accepted ballot, Z_k its credential and (σc_k, σs_k) its signature
 * (docs/RECORD.md §8.3). A voter is given the head after their ballot; once the
 * urn is final, anyone who kept a head can check that the urn still passes through it, and
 * the final head's short code (manifest.ts `shortCode`) is read out at the close, so the
 * commission, the voters and the protocol can check that they speak of one urn.
 */
import { ballotFields, type CastBallot } from "./credential.ts";
import { ballotTracker } from "./elgamal.ts";
import { digest, isHex64, TAG } from "./group.ts";

/** head_0: the head of an empty urn, digest("dissovet/2/board", [H_E]). */
export function urnStart(fingerprint: string): string {
  if (!isHex64(fingerprint)) throw new Error("urn: the fingerprint must be 64 lowercase hex characters");
  return digest(TAG.urn, [fingerprint]);
}

/**
 * The head after appending `ballot` to an urn whose head is `head`. The ballot's points, proof,
 * credential and signature must be 64-hex strings (check the ballot first).
 * @throws Error on a malformed ballot
 */
export function urnNext(head: string, ballot: CastBallot): string {
  const parts = [
    head,
    ...ballotFields(ballot),
    ballot.credential,
    ballot.signature?.challenge,
    ballot.signature?.response,
  ];
  if (!parts.every(isHex64))
    throw new Error("urn: a ballot's points, proof, credential and signature must be 64 hex each");
  return digest(TAG.urn, parts);
}

/**
 * Every head of an urn: `heads[k]` is the head after the first k ballots (`heads[0]` =
 * {@link urnStart}), so `heads.length` = ballots + 1 and the last is the urn's head.
 * @throws Error on a malformed ballot or fingerprint
 */
export function urnHeads(fingerprint: string, ballots: readonly CastBallot[]): string[] {
  const heads = [urnStart(fingerprint)];
  for (const b of ballots) heads.push(urnNext(heads[heads.length - 1] as string, b));
  return heads;
}

/** What a voter's device keeps when its ballot is accepted: its tracker, place and the head after it. */
export type UrnReceipt = {
  /** The ballot's tracker (elgamal.ts `ballotTracker`). */
  tracker: string;
  /** 1-based: the ballot is the position-th in the urn. */
  position: number;
  /** The urn's head just after this ballot (`head_p` of RECORD.md §8): the final urn must hold it at `position`. */
  head: string;
};

/**
 * Finds a voter's ballot in an (final) urn: `found` when the urn's ballot at the receipt's
 * position has the receipt's tracker and the urn's head there is the receipt's head — so
 * nothing before it was changed or removed since; `missing` when no ballot there has that
 * tracker; `rewritten` when the ballot is there but the urn before it differs from the one the
 * voter was given. Never throws (a malformed urn is `missing`).
 */
export function findInUrn(
  fingerprint: string,
  ballots: readonly CastBallot[],
  receipt: UrnReceipt,
): "found" | "missing" | "rewritten" {
  let heads: string[];
  try {
    heads = urnHeads(fingerprint, ballots);
  } catch {
    return "missing";
  }
  const at = ballots[receipt.position - 1];
  const tracker = (b: CastBallot) => {
    try {
      return ballotTracker(b);
    } catch {
      return null;
    }
  };
  if (!at || tracker(at) !== receipt.tracker) {
    return ballots.some((b) => tracker(b) === receipt.tracker) ? "rewritten" : "missing";
  }
  return heads[receipt.position] === receipt.head ? "found" : "rewritten";
}
