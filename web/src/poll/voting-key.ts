/**
 * The member's private voting credential on this device (docs/RECORD.md §5.3; shared/ballot
 * credential.ts). The device draws it when the member first opens their ballot link and sends
 * the server only its public part; the private part stays here, in the browser's local storage
 * under its public part, so that any link of the member's letters opened in this browser finds
 * it. It is forgotten once it has nothing left to sign: after the voter's confirmation that the
 * ballot is in the final urn, or when the vote is annulled. A member who opens the link on
 * another device finds no key there (the page says so and offers to replace it, which everyone
 * then hears at the close); private browsing forgets it when the window closes.
 */

/** A credential: the private z (scalar hex) and the public Z = z·G (point hex). */
export interface HeldCredential {
  secret: string;
  publicKey: string;
}

const keyOf = (publicKey: string) => `dissovet:credential:${publicKey}`;
const HEX64 = /^[0-9a-f]{64}$/;

/** Keeps a credential on this device. @returns false when the browser keeps nothing (storage off or full) */
export function keepCredential(credential: HeldCredential): boolean {
  try {
    localStorage.setItem(keyOf(credential.publicKey), credential.secret);
    return localStorage.getItem(keyOf(credential.publicKey)) === credential.secret;
  } catch {
    return false;
  }
}

/** The credential whose public part is `publicKey`, if this device holds it. */
export function heldCredential(publicKey: string | null | undefined): HeldCredential | null {
  if (!publicKey || !HEX64.test(publicKey)) return null;
  try {
    const secret = localStorage.getItem(keyOf(publicKey));
    return secret && HEX64.test(secret) ? { secret, publicKey } : null;
  } catch {
    return null;
  }
}

/** Forgets the credential whose public part is `publicKey` (nothing when storage is off). */
export function forgetCredential(publicKey: string | null | undefined): void {
  if (!publicKey) return;
  try {
    localStorage.removeItem(keyOf(publicKey));
  } catch {
    // Storage off: nothing was kept.
  }
}
