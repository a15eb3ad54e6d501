/**
 * Small pieces of the encrypted ballot that the first view needs without the crypto: loading
 * the crypto chunk, and remembering the member's ballot tracker on this device so the ballot
 * page can show it again, and look for it in the election record, after the poll closes.
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

const trackerKey = (token: string) => `dissovet:tracker:${token}`;

/** Keeps the tracker of the ballot cast with `token` on this device (nothing when storage is off). */
export function rememberTracker(token: string, tracker: string): void {
  try {
    localStorage.setItem(trackerKey(token), tracker);
  } catch {
    // Private mode or storage full: the member still saw the code on screen.
  }
}

/** The tracker of the ballot cast with `token` from this device, if it was kept. */
export function rememberedTracker(token: string): string | null {
  try {
    return localStorage.getItem(trackerKey(token));
  } catch {
    return null;
  }
}
