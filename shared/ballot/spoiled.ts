/**
 * Benaloh's challenge, "audit or cast" (Benaloh, "Simple verifiable elections", EVT 2006;
 * "Ballot casting assurance via voter-initiated poll station auditing", EVT 2007; Helios's
 * "audit" step, Adida 2008 §4): before casting, a voter may have the device reveal how the
 * ballot it showed was made (the choice and the randomness). The ballot is then spoiled — never
 * cast — and anyone can check from the file that the device encrypted what it said, to the
 * election's key, bound to its fingerprint. The device encrypts afresh for the real vote; since
 * it must commit to a ballot before it knows whether it will be audited, a device that cheats
 * is caught with the probability that the voter audits. Format: docs/RECORD.md §13.
 */
import { ballotTracker, type EncryptedBallot, verifySpoiled } from "./elgamal.ts";
import { shortCode } from "./manifest.ts";
import { hasExactKeys } from "./proofs.ts";
import type { ElectionRecord } from "./record.ts";

/** The spoiled-ballot file's format tag. */
export const SPOILED_FORMAT = "dissovet-spoiled/2";

/** A spoiled ballot with what makes it checkable (docs/RECORD.md §13). */
export type SpoiledBallot = {
  format: typeof SPOILED_FORMAT;
  /** H_E and its short code, as the voter's device checked them. */
  fingerprint: string;
  code: string;
  publicKey: string;
  ballot: EncryptedBallot;
  /** The revealed choice: 1 «за», 0 «против». */
  vote: 0 | 1;
  /** The revealed encryption randomness r (scalar hex). */
  randomness: string;
};

const KEYS = ["format", "fingerprint", "code", "publicKey", "ballot", "vote", "randomness"];

/**
 * Checks a spoiled ballot (docs/RECORD.md §13): the file's shape; the ballot's proof verifies
 * under its fingerprint and key; the revealed vote and randomness re-encrypt to the ballot; the
 * code is the fingerprint's. With the election's record: the fingerprint and key are the
 * record's, and the spoiled ballot is not in its urn (a spoiled ballot must never be cast).
 * Never throws. @returns every problem found, in Russian; `ok` when there is none
 */
export function checkSpoiled(
  file: unknown,
  record?: ElectionRecord | null,
): { ok: boolean; errors: string[] } {
  const errors: string[] = [];
  if (!hasExactKeys(file, KEYS) || file.format !== SPOILED_FORMAT) {
    return {
      ok: false,
      errors: [`проверочный бюллетень: ожидается формат «${SPOILED_FORMAT}» с полями ${KEYS.join(", ")}`],
    };
  }
  const ctx = { fingerprint: file.fingerprint as string, publicKey: file.publicKey as string };
  const why = verifySpoiled(ctx, file.ballot, file.vote, file.randomness);
  if (why) errors.push(`проверочный бюллетень: ${why}`);
  try {
    if (file.code !== shortCode(ctx.fingerprint))
      errors.push("проверочный бюллетень: код голосования не тот, что дает отпечаток");
  } catch {
    errors.push("проверочный бюллетень: отпечаток голосования не 64 шестнадцатеричных символа");
  }
  if (record) {
    if (record.fingerprint !== ctx.fingerprint || record.publicKey !== ctx.publicKey)
      errors.push("проверочный бюллетень зашифрован не для этого голосования");
    else if (why === null) {
      const tracker = ballotTracker(file.ballot as EncryptedBallot);
      const trackerOf = (b: unknown) => {
        try {
          return ballotTracker(b as EncryptedBallot);
        } catch {
          return null; // a malformed ballot of the record is verifyRecord's to report
        }
      };
      const urn: unknown[] = Array.isArray(record.ballots) ? record.ballots : [];
      if (urn.some((b) => trackerOf(b) === tracker))
        errors.push("проверочный бюллетень оказался в урне: раскрытый бюллетень не должен подаваться");
    }
  }
  return { ok: errors.length === 0, errors };
}
