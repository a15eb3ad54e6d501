/**
 * Shape checks and the two single-statement sigma protocols used by the trustees:
 * the Schnorr proof of knowledge of a discrete logarithm and the Chaum–Pedersen proof of equality of
 * discrete logarithms (DLEQ). Both are made non-interactive with Fiat–Shamir, Belenios style: the
 * proof is `{challenge, response}` with `response = w − challenge·x mod ℓ`, and the verifier
 * recomputes the commitments as `A = response·G + challenge·X` (Belenios specification, section
 * "Signatures"/"Signing": "compute the commitment A = g^response × vk^challenge"). The tag says which
 * kind of statement a transcript is (docs/RECORD.md §4), so a proof of one kind never passes as
 * another.
 */
import {
  challengeHash,
  decodeScalar,
  draw,
  encodePoint,
  encodeScalar,
  G,
  type GroupPoint,
  mod,
  mulPublic,
  mulSecret,
  type ProofPair,
  type Rand,
  randomScalar,
  TAG,
} from "./group.ts";

/** Whether `u` is a plain object whose own enumerable keys are exactly `keys` (in any order). */
export function hasExactKeys(u: unknown, keys: readonly string[]): u is Record<string, unknown> {
  if (typeof u !== "object" || u === null || Array.isArray(u)) return false;
  const own = Object.keys(u);
  return own.length === keys.length && keys.every((k) => Object.hasOwn(u, k));
}

/** Parses a {@link ProofPair}: exactly the keys `challenge` and `response`, both canonical scalars. */
export function parseProof(u: unknown): { c: bigint; s: bigint } | null {
  if (!hasExactKeys(u, ["challenge", "response"])) return null;
  const c = decodeScalar(u.challenge);
  const s = decodeScalar(u.response);
  return c === null || s === null ? null : { c, s };
}

/**
 * Schnorr proof of knowledge of x with X = x·G (Schnorr 1991; Belenios specification, section
 * "Trustee keys"), transcript `H(tag, [...parts, A])`. With `TAG.pok` it proves possession of a key
 * or coefficient; with `TAG.sign` the statement carries a message (the election fingerprint, a
 * complaint) and the proof is a Schnorr signature on it by the holder of x (Schnorr 1991 §3; the
 * same equations, the message hashed into the challenge).
 * `parts` is the statement: the manifest or election digest first, then a purpose label, the seat
 * and X itself, all strings without "|". Draws one scalar w from `rand`. Throws a RangeError if
 * `rand` misbehaves.
 */
export function proveSchnorr(
  tag: string,
  parts: readonly string[],
  x: bigint,
  rand: Rand = randomScalar,
): ProofPair {
  const w = draw(rand); // 1. random w ∈ [1, ℓ−1]
  const A = mulSecret(G, w); // 2. commitment A = w·G
  const c = challengeHash(tag, [...parts, encodePoint(A)]); // 3. c = H(statement, A)
  const s = mod(w - c * x); // 4. response s = w − c·x mod ℓ
  return { challenge: encodeScalar(c), response: encodeScalar(s) };
}

/**
 * Verifies a {@link proveSchnorr} proof that the prover knows log_G(X): recompute A = s·G + c·X and
 * check c = H(tag, [...parts, A]). Returns false (never throws) on a malformed proof.
 */
export function verifySchnorr(tag: string, parts: readonly string[], X: GroupPoint, proof: unknown): boolean {
  const p = parseProof(proof);
  if (!p) return false;
  const A = mulPublic(G, p.s).add(mulPublic(X, p.c)); // A = s·G + c·X = w·G when honest
  return challengeHash(tag, [...parts, encodePoint(A)]) === p.c;
}

/**
 * Chaum–Pedersen proof (CRYPTO 1992) that log_G(Y) = log_B(Z) = x, as in the Belenios specification,
 * section "Tally" (proofs of decryption factors). Commitments A1 = w·G, A2 = w·B; transcript
 * `H("dissovet/2/decrypt", [...parts, A1, A2])`; response s = w − c·x. Draws one scalar from `rand`.
 * `B` may be the identity (then A2 is the identity too, see {@link verifyDleq}).
 */
export function proveDleq(
  parts: readonly string[],
  x: bigint,
  B: GroupPoint,
  rand: Rand = randomScalar,
): ProofPair {
  const w = draw(rand); // 1. random w
  const A1 = mulSecret(G, w); // 2. A1 = w·G
  const A2 = mulSecret(B, w); //    A2 = w·B
  const c = challengeHash(TAG.decrypt, [...parts, encodePoint(A1), encodePoint(A2)]); // 3. challenge
  const s = mod(w - c * x); // 4. s = w − c·x
  return { challenge: encodeScalar(c), response: encodeScalar(s) };
}

/**
 * Verifies a {@link proveDleq} proof: A1 = s·G + c·Y, A2 = s·B + c·Z, check
 * c = H("dissovet/2/decrypt", [...parts, A1, A2]). Special soundness holds for any B in a prime-order
 * group, including B = identity (then the statement forces Z = identity). Never throws.
 */
export function verifyDleq(
  parts: readonly string[],
  Y: GroupPoint,
  B: GroupPoint,
  Z: GroupPoint,
  proof: unknown,
): boolean {
  const p = parseProof(proof);
  if (!p) return false;
  const A1 = mulPublic(G, p.s).add(mulPublic(Y, p.c));
  const A2 = mulPublic(B, p.s).add(mulPublic(Z, p.c));
  return challengeHash(TAG.decrypt, [...parts, encodePoint(A1), encodePoint(A2)]) === p.c;
}
