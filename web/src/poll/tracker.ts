/**
 * Small pieces of the encrypted ballot that the first view needs without the crypto: loading
 * the crypto chunk, and keeping the member's receipt (tracker, place and head in the urn) and
 * the election's fingerprint on this device, so the ballot page can look for the ballot on the
 * public urn after the close and check that the urn still passes through it.
 */

type BallotCrypto = typeof import("./ballot-crypto.ts");

let loading: Promise<BallotCrypto> | null = null;

/**
 * Loads the ballot's encryption (poll/ballot-crypto.ts, its own chunk with @noble). Called once
 * the ballot is on screen, so the download runs while the member reads; a failed download is
 * forgotten, so pressing «Проголосовать» tries again (no reload: the choice stays on the page).
 */
export function loadBallotCrypto(): Promise<BallotCrypto> {
  loading ??= import("./ballot-crypto.ts").catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** What this device keeps of a ballot it cast: the urn receipt and the fingerprint it was bound to. */
export interface KeptBallot {
  receipt: { tracker: string; position: number; head: string };
  fingerprint: string;
}

const keptKey = (token: string) => `dissovet:ballot:${token}`;

/** Keeps the receipt of the ballot cast with `token` on this device (nothing when storage is off). */
export function keepBallot(token: string, kept: KeptBallot): void {
  try {
    localStorage.setItem(keptKey(token), JSON.stringify(kept));
  } catch {
    // Private mode or storage full: the member still saw the codes on screen.
  }
}

/** The receipt of the ballot cast with `token` from this device, if it was kept. */
export function keptBallot(token: string): KeptBallot | null {
  try {
    const raw = localStorage.getItem(keptKey(token));
    const kept = raw ? (JSON.parse(raw) as KeptBallot) : null;
    return kept && typeof kept.fingerprint === "string" && typeof kept.receipt?.tracker === "string"
      ? kept
      : null;
  } catch {
    return null;
  }
}

/** Forgets the receipt kept for `token` (an annulled round's: nothing of it counts). */
export function forgetBallot(token: string): void {
  try {
    localStorage.removeItem(keptKey(token));
  } catch {
    // Storage off: nothing was kept.
  }
}
