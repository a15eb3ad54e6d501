/**
 * Threshold decryption of the tally.
 *
 * Each trustee j publishes a decryption factor F_j = x_j·alpha with a Chaum–Pedersen proof (CRYPTO 1992)
 * that log_G(Y_j) = log_alpha(F_j) (Belenios specification, section "Tally"). Any t of them are
 * combined with Lagrange coefficients at 0 (Shamir 1979; Pedersen 1991; Belenios, section "Election
 * result"): Σ_j λ_j·F_j = x·alpha, so M = beta − x·alpha = v·G, and the count v is a small discrete
 * logarithm found by trying 0..maxVotes (Adida 2008, §2: "exponential ElGamal").
 */

import { type Ciphertext, parseTally } from "./elgamal.ts";
import {
  decodePoint,
  decodeScalar,
  encodePoint,
  G,
  type GroupPoint,
  IDENTITY,
  invert,
  isHex64,
  isSeat,
  mod,
  mulPublic,
  mulSecret,
  type ProofPair,
  type Rand,
  randomScalar,
  requirePoint,
} from "./group.ts";
import { hasExactKeys, proveDleq, verifyDleq } from "./proofs.ts";

/** A trustee's partial decryption of the tally: `factor = x_seat·alpha` (point hex) and its DLEQ proof. */
export type PartialDecryption = { seat: number; factor: string; proof: ProofPair };

/**
 * What a partial decryption is bound to: the election's fingerprint H_E and the head of the
 * urn whose sum it decrypts (urn.ts), both 64 hex. A device's proof thus names the
 * urn it opened: the same factor cannot be passed off for another urn.
 */
export type DecryptionContext = { fingerprint: string; head: string };

/** Statement of the decryption proof: `[H_E, head, String(seat), Y_seat, alpha, factor]` (then A1, A2). */
const decryptParts = (ctx: DecryptionContext, seat: number, Y: string, alpha: string, factor: string) => [
  ctx.fingerprint,
  ctx.head,
  String(seat),
  Y,
  alpha,
  factor,
];

/**
 * Computes seat `seat`'s decryption factor of `tally` with its secret share x (scalar hex, nonzero):
 * factor = x·alpha, Y = x·G, proof: w from `rand`, A1 = w·G, A2 = w·alpha,
 * c = H("dissovet/2/decrypt", [H_E, head, String(seat), Y, tally.alpha, factor, A1, A2]), s = w − c·x.
 * The tally's alpha may be the identity (an empty poll). Throws an Error on malformed inputs.
 */
export function partialDecrypt(
  ctx: DecryptionContext,
  seat: number,
  secretShare: string,
  tally: Ciphertext,
  rand: Rand = randomScalar,
): PartialDecryption {
  if (!isHex64(ctx.fingerprint) || !isHex64(ctx.head)) throw new Error("fingerprint and head must be 64 hex");
  if (!isSeat(seat)) throw new Error("seat must be an integer ≥ 1");
  const x = decodeScalar(secretShare);
  if (x === null || x === 0n) throw new Error("secret share must be a nonzero canonical scalar");
  const alpha = requirePoint(tally.alpha, "tally alpha", true);
  const factor = encodePoint(mulSecret(alpha, x)); // F = x·alpha
  const Y = encodePoint(mulSecret(G, x)); // Y = x·G, the seat's verification key
  const proof = proveDleq(decryptParts(ctx, seat, Y, tally.alpha, factor), x, alpha, rand);
  return { seat, factor, proof };
}

/**
 * Verifies a partial decryption against the seat's verification key (see `verificationKey`) and the
 * tally: exact shape `{seat, factor, proof}`, canonical encodings, Y not the identity, factor the
 * identity only if alpha is, and the DLEQ equation A1 = s·G + c·Y, A2 = s·alpha + c·factor,
 * c = H("dissovet/2/decrypt", [H_E, head, String(seat), Y, alpha, factor, A1, A2]). Never throws.
 */
export function verifyPartial(
  ctx: DecryptionContext,
  verificationKey: string,
  tally: Ciphertext,
  partial: unknown,
): partial is PartialDecryption {
  if (!isHex64(ctx?.fingerprint) || !isHex64(ctx.head)) return false;
  const Y = decodePoint(verificationKey);
  const t = parseTally(tally);
  if (!Y || !t || !hasExactKeys(partial, ["seat", "factor", "proof"]) || !isSeat(partial.seat)) return false;
  const factor = decodePoint(partial.factor, true);
  if (!factor || (factor.is0() && !t.alpha.is0())) return false;
  const parts = decryptParts(ctx, partial.seat, verificationKey, tally.alpha, partial.factor as string);
  return verifyDleq(parts, Y, t.alpha, factor, partial.proof);
}

/**
 * Lagrange coefficients at 0 for the seat set S: λ_j = Π_{m∈S, m≠j} m / (m − j) mod ℓ
 * (Belenios, section "Election result"). Seats must be distinct integers ≥ 1.
 */
export function lagrangeAtZero(seats: readonly number[]): bigint[] {
  return seats.map((j) => {
    let num = 1n;
    let den = 1n;
    for (const m of seats) {
      if (m === j) continue;
      num = mod(num * BigInt(m));
      den = mod(den * BigInt(m - j));
    }
    return mod(num * invert(den));
  });
}

/**
 * Combines verified partial decryptions into the count of "for" votes: takes the first `threshold`
 * partials in seat order, F = Σ λ_j·F_j, M = beta − F, and returns the v ∈ 0..maxVotes with v·G = M,
 * found by adding G repeatedly (at most maxVotes additions). Throws an Error if there are fewer than
 * `threshold` distinct seats, an encoding is malformed, or no v in range matches (wrong factors or a
 * tally that does not encrypt a count ≤ maxVotes).
 */
export function combinePartials(
  tally: Ciphertext,
  partials: readonly PartialDecryption[],
  threshold: number,
  maxVotes: number,
): number {
  if (!Number.isSafeInteger(threshold) || threshold < 1) throw new Error("threshold must be an integer ≥ 1");
  if (!Number.isSafeInteger(maxVotes) || maxVotes < 0) throw new Error("maxVotes must be an integer ≥ 0");
  const sorted = [...partials].sort((a, b) => a.seat - b.seat);
  if (sorted.some((p, i) => !isSeat(p.seat) || (i > 0 && sorted[i - 1]?.seat === p.seat))) {
    throw new Error("partial decryptions must come from distinct seats");
  }
  if (sorted.length < threshold) {
    throw new Error(`need ${threshold} partial decryptions, got ${sorted.length}`);
  }
  const used = sorted.slice(0, threshold);
  const lambdas = lagrangeAtZero(used.map((p) => p.seat));
  const beta = requirePoint(tally.beta, "tally beta", true);
  let F = IDENTITY;
  for (const [i, p] of used.entries()) {
    F = F.add(mulPublic(requirePoint(p.factor, `factor of seat ${p.seat}`, true), lambdas[i] as bigint));
  }
  const M = beta.subtract(F); // M = v·G
  let candidate: GroupPoint = IDENTITY;
  for (let v = 0; v <= maxVotes; v++) {
    if (candidate.equals(M)) return v;
    candidate = candidate.add(G);
  }
  throw new Error(`the decrypted tally is not a count between 0 and ${maxVotes}`);
}
