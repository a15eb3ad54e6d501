/**
 * Distributed key generation among the counting commission (trustees, seats 1..n, threshold t).
 *
 * Pedersen, "A threshold cryptosystem without a trusted party", EUROCRYPT 1991: every trustee i deals
 * a random polynomial f_i(z) = a_{i,0} + a_{i,1}·z + … + a_{i,t−1}·z^{t−1} with Feldman's verifiable
 * secret sharing (Feldman, "A practical scheme for non-interactive verifiable secret sharing",
 * FOCS 1987): public commitments C_{i,k} = a_{i,k}·G and private shares f_i(j) for every seat j.
 * The election key is Y = Σ_i C_{i,0}; seat j's secret share is x_j = Σ_i f_i(j), its verification
 * key Y_j = x_j·G = Σ_i Σ_k j^k·C_{i,k}. This is also the Belenios threshold mode (specification,
 * sections "Polynomials", "Vinputs", "Voutputs"), with Belenios' signed channels replaced by hashed
 * ElGamal to per-election device keys.
 *
 * Bias: Gennaro, Jarecki, Krawczyk, Rabin ("Secure distributed key generation for discrete-log based
 * cryptosystems", EUROCRYPT 1999) show that in Pedersen's DKG a dealer who sees the others'
 * commitments first can bias the distribution of Y (e.g. by getting itself disqualified). The same
 * authors ("Secure applications of Pedersen's distributed key generation protocol", CT-RSA 2003 /
 * J. Cryptology 2007) prove that ElGamal encryption remains semantically secure under such a biased
 * key, which is the only use made of Y here. The proof of knowledge of a_{i,0} stops rogue-key
 * choices such as C_{i,0} = −Σ_{others} C_{k,0}.
 */
import {
  challengeHash,
  decodePoint,
  decodeScalar,
  draw,
  encodePoint,
  encodeScalar,
  G,
  type GroupPoint,
  IDENTITY,
  isElectionId,
  isSeat,
  L,
  mod,
  mulPublic,
  mulSecret,
  type ProofPair,
  type Rand,
  randomScalar,
  requireElectionId,
  requirePoint,
  requireScalar,
  TAG,
} from "./group.ts";
import { hasExactKeys, proveSchnorr, verifySchnorr } from "./proofs.ts";

/** A trustee's per-election device key pair (to receive shares) with a Schnorr proof of possession. */
export type DeviceKey = { secret: string; publicKey: string; proof: ProofPair };

/** One encrypted share: `value = f(to) + pad mod ℓ` where pad is derived from `ephemeral` (see {@link deal}). */
export type EncryptedShare = { to: number; ephemeral: string; value: string };

/**
 * A trustee's dealing: `commitments[k] = a_k·G` (k = 0..t−1, point hex), a proof of knowledge of a_0,
 * and one encrypted share per seat 1..n in seat order (including the dealer's own).
 */
export type Dealing = { commitments: string[]; proof: ProofPair; shares: EncryptedShare[] };

/** Statement of a device key's proof: `[electionId, "device", seat, publicKey]`. */
const deviceParts = (electionId: string, seat: number, publicKey: string) => [
  electionId,
  "device",
  String(seat),
  publicKey,
];

/** Statement of a dealer's proof of knowledge of a_0: `[electionId, "coefficient", seat, C_0]`. */
const coefficientParts = (electionId: string, seat: number, c0: string) => [
  electionId,
  "coefficient",
  String(seat),
  c0,
];

/** Throws unless `seat` is a safe integer ≥ 1. */
function requireSeat(seat: unknown, what = "seat"): number {
  if (!isSeat(seat)) throw new Error(`${what} must be an integer ≥ 1`);
  return seat;
}

/**
 * Creates a device key for `seat` in election `electionId`: secret d (drawn from `rand`), D = d·G,
 * and a Schnorr proof of knowledge of d with transcript
 * `H("dissovet/1/pok", [electionId, "device", String(seat), D, A])` (draws one more scalar).
 * The secret is returned as a scalar hex string; the caller must keep it on the trustee's device.
 */
export function newDeviceKey(electionId: string, seat: number, rand: Rand = randomScalar): DeviceKey {
  requireElectionId(electionId);
  requireSeat(seat);
  const d = draw(rand);
  const publicKey = encodePoint(mulSecret(G, d));
  const proof = proveSchnorr(deviceParts(electionId, seat, publicKey), d, rand);
  return { secret: encodeScalar(d), publicKey, proof };
}

/** Checks a device key: canonical non-identity point and a valid proof for (electionId, seat). Never throws. */
export function verifyDeviceKey(
  electionId: string,
  seat: number,
  publicKey: string,
  proof: unknown,
): boolean {
  if (!isElectionId(electionId) || !isSeat(seat)) return false;
  const D = decodePoint(publicKey);
  return D !== null && verifySchnorr(deviceParts(electionId, seat, publicKey), D, proof);
}

/** Evaluates f(z) = Σ a_k z^k mod ℓ (Horner). */
function evaluate(coefficients: readonly bigint[], z: bigint): bigint {
  let acc = 0n;
  for (let k = coefficients.length - 1; k >= 0; k--) acc = mod(acc * z + (coefficients[k] as bigint));
  return acc;
}

/** pad = H("dissovet/1/share-pad", [electionId, from, to, E, K]) with K = e·D_to = d_to·E (Diffie–Hellman). */
function sharePad(electionId: string, from: number, to: number, E: string, K: GroupPoint): bigint {
  return challengeHash(TAG.sharePad, [electionId, String(from), String(to), E, encodePoint(K)]);
}

/**
 * Deals for `seat` (Pedersen 1991, step 1; Feldman 1987): draws a_0..a_{t−1} from `rand`, publishes
 * C_k = a_k·G and a proof of knowledge of a_0 (transcript
 * `H("dissovet/1/pok", [electionId, "coefficient", String(seat), C_0, A])`), and encrypts f(j) for every
 * seat j = 1..n to `deviceKeys[j−1]` with hashed ElGamal: e from `rand`, E = e·G,
 * pad = H("dissovet/1/share-pad", [electionId, String(seat), String(j), E, e·D_j]), value = f(j) + pad mod ℓ.
 * Randomness order: a_0..a_{t−1}, w (proof), e_1..e_n. Throws an Error on bad parameters or device keys
 * (verify them first with {@link verifyDeviceKey}).
 */
export function deal(
  electionId: string,
  seat: number,
  threshold: number,
  deviceKeys: readonly string[],
  rand: Rand = randomScalar,
): Dealing {
  requireElectionId(electionId);
  const n = deviceKeys.length;
  if (!Number.isSafeInteger(threshold) || threshold < 1 || threshold > n)
    throw new Error("threshold must be in 1..n");
  if (requireSeat(seat) > n) throw new Error("seat must be in 1..n");
  const keys = deviceKeys.map((k, i) => requirePoint(k, `device key of seat ${i + 1}`));
  const coefficients = Array.from({ length: threshold }, () => draw(rand)); // a_0..a_{t−1}, all nonzero
  const commitments = coefficients.map((a) => encodePoint(mulSecret(G, a))); // C_k = a_k·G
  const proof = proveSchnorr(
    coefficientParts(electionId, seat, commitments[0] as string),
    coefficients[0] as bigint,
    rand,
  );
  const shares = keys.map((D, i): EncryptedShare => {
    const to = i + 1;
    const e = draw(rand);
    const E = encodePoint(mulSecret(G, e)); // ephemeral E = e·G
    const pad = sharePad(electionId, seat, to, E, mulSecret(D, e)); // K = e·D_to
    return { to, ephemeral: E, value: encodeScalar(mod(evaluate(coefficients, BigInt(to)) + pad)) };
  });
  return { commitments, proof, shares };
}

/**
 * Public checks of a dealing by `seat` (anyone can run them): exact shape, `threshold` canonical
 * non-identity commitments, a valid proof of knowledge of a_0, and `n` shares with `to` = 1..n in order,
 * each with a canonical non-identity ephemeral and a canonical scalar value. The shares' correctness
 * is private: only the recipient can check it, with {@link openShare}. Never throws.
 */
export function verifyDealing(
  electionId: string,
  seat: number,
  threshold: number,
  n: number,
  dealing: unknown,
): dealing is Dealing {
  if (
    !isElectionId(electionId) ||
    !isSeat(seat) ||
    !isSeat(threshold) ||
    !isSeat(n) ||
    threshold > n ||
    seat > n
  ) {
    return false;
  }
  if (!hasExactKeys(dealing, ["commitments", "proof", "shares"])) return false;
  const { commitments, proof, shares } = dealing;
  if (!Array.isArray(commitments) || commitments.length !== threshold) return false;
  if (!commitments.every((c) => decodePoint(c) !== null)) return false;
  const c0 = decodePoint(commitments[0]) as GroupPoint;
  if (!verifySchnorr(coefficientParts(electionId, seat, commitments[0]), c0, proof)) return false;
  if (!Array.isArray(shares) || shares.length !== n) return false;
  return shares.every(
    (s, i) =>
      hasExactKeys(s, ["to", "ephemeral", "value"]) &&
      s.to === i + 1 &&
      decodePoint(s.ephemeral) !== null &&
      decodeScalar(s.value) !== null,
  );
}

/** Σ_k j^k·C_k, the Feldman image g^{f(j)} of a committed polynomial at j (public computation). */
function feldmanImage(commitments: readonly GroupPoint[], j: number): GroupPoint {
  let acc = IDENTITY;
  let power = 1n;
  for (const C of commitments) {
    acc = acc.add(mulPublic(C, power)); // j^k·C_k
    power = mod(power * BigInt(j));
  }
  return acc;
}

/**
 * Decrypts the share that dealer `fromSeat` sent to `toSeat` with the recipient's device secret and
 * checks it against the dealer's commitments (Feldman 1987; Belenios "Vinputs": g^{s_ij} = Π_k A_ik^{j^k}):
 * K = d·E, s = value − pad mod ℓ, accept iff s·G = Σ_k toSeat^k·C_k. Returns s, or null if the dealing is
 * malformed, the share is missing, or the check fails (the recipient should then complain publicly).
 */
export function openShare(
  electionId: string,
  fromSeat: number,
  toSeat: number,
  deviceSecret: string,
  dealing: Dealing,
): bigint | null {
  try {
    requireElectionId(electionId);
    const d = requireScalar(deviceSecret, "device secret");
    const share = dealing.shares.find((s) => s.to === toSeat);
    if (!share || !isSeat(fromSeat) || !isSeat(toSeat)) return null;
    const E = requirePoint(share.ephemeral, "ephemeral");
    const value = requireScalar(share.value, "share value");
    const commitments = dealing.commitments.map((c, k) => requirePoint(c, `commitment ${k}`));
    const s = mod(value - sharePad(electionId, fromSeat, toSeat, share.ephemeral, mulSecret(E, d)));
    return mulSecret(G, s).equals(feldmanImage(commitments, toSeat)) ? s : null;
  } catch {
    return null;
  }
}

/** A seat's secret share x_j = Σ_i f_i(j) mod ℓ from the opened shares of all dealers, as scalar hex. */
export function secretShare(shares: readonly bigint[]): string {
  let x = 0n;
  for (const s of shares) {
    if (typeof s !== "bigint" || s < 0n || s >= L) throw new RangeError("share out of range [0, ℓ)");
    x = mod(x + s);
  }
  return encodeScalar(x);
}

/** Decodes a commitments-by-seat table (index i = seat i+1); throws an Error naming the bad entry. */
function decodeTable(commitmentsBySeat: readonly (readonly string[])[]): GroupPoint[][] {
  if (commitmentsBySeat.length === 0) throw new Error("no dealings");
  return commitmentsBySeat.map((row, i) =>
    row.map((c, k) => requirePoint(c, `commitment ${k} of seat ${i + 1}`)),
  );
}

/**
 * The election public key Y = Σ_i C_{i,0} (Pedersen 1991), point hex. `commitmentsBySeat[i]` holds the
 * commitments of seat i+1. Throws an Error on a malformed table or if Y is the identity.
 */
export function electionPublicKey(commitmentsBySeat: readonly (readonly string[])[]): string {
  let Y = IDENTITY;
  for (const row of decodeTable(commitmentsBySeat)) {
    if (!row[0]) throw new Error("a dealing has no commitments");
    Y = Y.add(row[0]);
  }
  if (Y.is0()) throw new Error("election public key is the identity");
  return encodePoint(Y);
}

/**
 * The verification key of `seat`: Y_j = Σ_i Σ_k j^k·C_{i,k} = x_j·G (Belenios "Voutputs"), point hex.
 * Throws an Error on a malformed table or seat.
 */
export function verificationKey(commitmentsBySeat: readonly (readonly string[])[], seat: number): string {
  requireSeat(seat);
  let acc = IDENTITY;
  for (const row of decodeTable(commitmentsBySeat)) acc = acc.add(feldmanImage(row, seat));
  return encodePoint(acc);
}
