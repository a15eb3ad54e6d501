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
 * ElGamal to per-election device keys. Every transcript starts with the manifest's digest H_B
 * (manifest.ts), so keys and dealings made for one manifest never verify for another. A share
 * that fails its check is disputed as in ElectionGuard 2.0 (Benaloh, Naehrig, Design
 * Specification v2.0.0, §3.2, «Share verification»): the dealer publishes the share and the
 * nonce that encrypted it, and anyone can tell which of the two is at fault ({@link judgeComplaint}).
 * Both the dealing and the answer are signed with the dealer's device key (Schnorr 1991 §3, as
 * Belenios signs what trustees post), so that a relay that alters either in transit is named by
 * the failed signature and never makes an honest dealer look at fault ({@link dealingSigned},
 * {@link answerSigned}).
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
  digest,
  draw,
  encodePoint,
  encodeScalar,
  G,
  type GroupPoint,
  IDENTITY,
  isHex64,
  isSeat,
  L,
  mod,
  mulPublic,
  mulSecret,
  type ProofPair,
  type Rand,
  randomScalar,
  requirePoint,
  TAG,
} from "./group.ts";
import { digestJson } from "./manifest.ts";
import { hasExactKeys, proveSchnorr, verifySchnorr } from "./proofs.ts";

/**
 * A trustee's per-election device key (to receive shares and to sign) and its nonce: the secrets
 * stay on the device; `publicKey`, `nonceCommitment` and `proof` are posted (docs/RECORD.md §6).
 */
export type DeviceKey = {
  /** d, scalar hex. */
  secret: string;
  /** D = d·G, point hex. */
  publicKey: string;
  /** N: 32 bytes (a scalar's hex) revealed once the device has every dealing. */
  nonce: string;
  /** digest("dissovet/2/nonce", [H_B, seat, N]). */
  nonceCommitment: string;
  /** Schnorr proof of knowledge of d over [H_B, "device", seat, D, nonceCommitment]. */
  proof: ProofPair;
};

/** One encrypted share: `value = f(to) + pad mod ℓ` where pad is derived from `ephemeral` (see {@link deal}). */
export type EncryptedShare = { to: number; ephemeral: string; value: string };

/**
 * A trustee's dealing: `commitments[k] = a_k·G` (k = 0..t−1, point hex), a proof of knowledge of a_0,
 * one encrypted share per seat 1..n in seat order (including the dealer's own), and the dealer's
 * signature on all of it with its device key (docs/RECORD.md §6.2).
 */
export type Dealing = {
  commitments: string[];
  proof: ProofPair;
  shares: EncryptedShare[];
  signature: ProofPair;
};

/**
 * A dealer's answer to a complaint: the share it dealt to seat `to`, the nonce e that encrypted
 * it, and the dealer's signature on both with its device key (docs/RECORD.md §6.4).
 */
export type ShareReveal = { to: number; share: string; nonce: string; signature: ProofPair };

/** A device's signing key: its secret d (scalar hex) and D = d·G (point hex). */
export type DeviceSigner = { secret: string; publicKey: string };

/** Statement of a device key's proof: `[H_B, "device", seat, D, nonceCommitment]`. */
const deviceParts = (base: string, seat: number, publicKey: string, nonceCommitment: string) => [
  base,
  "device",
  String(seat),
  publicKey,
  nonceCommitment,
];

/** Statement of a dealer's proof of knowledge of a_0: `[H_B, "coefficient", seat, C_0]`. */
const coefficientParts = (base: string, seat: number, c0: string) => [base, "coefficient", String(seat), c0];

/** What a dealing's signature covers: the dealing without its signature. */
const dealingBody = (d: Pick<Dealing, "commitments" | "proof" | "shares">) => ({
  commitments: d.commitments,
  proof: d.proof,
  shares: d.shares,
});

/**
 * Statement of a dealer's signature on its dealing:
 * `[H_B, "dealing", seat, digestJson("dissovet/2/dealing", {commitments, proof, shares}), D]`.
 */
const dealingSignatureParts = (base: string, seat: number, body: object, deviceKey: string) => [
  base,
  "dealing",
  String(seat),
  digestJson(TAG.dealing, body),
  deviceKey,
];

/** Statement of a dealer's signature on its answer: `[H_B, "answer", seat, to, share, nonce, D]`. */
const answerParts = (base: string, seat: number, r: Omit<ShareReveal, "signature">, deviceKey: string) => [
  base,
  "answer",
  String(seat),
  String(r.to),
  r.share,
  r.nonce,
  deviceKey,
];

/** d as a scalar. @throws Error unless it is a nonzero canonical scalar */
function signerScalar(signer: DeviceSigner): bigint {
  const d = decodeScalar(signer.secret);
  if (d === null || d === 0n) throw new Error("device secret must be a nonzero canonical scalar");
  return d;
}

/** Whether a Schnorr signature (TAG.sign) by the device key `deviceKey` verifies on `parts`. Never throws. */
function signedBy(parts: string[], deviceKey: unknown, signature: unknown): boolean {
  const D = decodePoint(deviceKey);
  return D !== null && verifySchnorr(TAG.sign, parts, D, signature);
}

/** Throws unless `seat` is a safe integer ≥ 1. */
function requireSeat(seat: unknown, what = "seat"): number {
  if (!isSeat(seat)) throw new Error(`${what} must be an integer ≥ 1`);
  return seat;
}

/** Throws unless `base` is a digest (64 lowercase hex): H_B, the manifest's digest. */
function requireBase(base: unknown): string {
  if (!isHex64(base)) throw new Error("the manifest digest must be 64 lowercase hex characters");
  return base;
}

/** The commitment to a device's nonce: digest("dissovet/2/nonce", [H_B, String(seat), N]). */
export function nonceCommitment(base: string, seat: number, nonce: string): string {
  return digest(TAG.nonce, [base, String(seat), nonce]);
}

/**
 * Creates the device key of `seat` for the manifest with digest `base` (H_B): d drawn from
 * `rand`, D = d·G; a nonce N (a second draw, as scalar hex) and its commitment; and a Schnorr
 * proof of knowledge of d whose statement also binds the commitment, so nobody can post another
 * commitment under this key. Randomness order: d, N, w. The secrets must stay on the device.
 * @throws Error on a malformed digest or seat
 */
export function newDeviceKey(base: string, seat: number, rand: Rand = randomScalar): DeviceKey {
  requireBase(base);
  requireSeat(seat);
  const d = draw(rand);
  const publicKey = encodePoint(mulSecret(G, d));
  const nonce = encodeScalar(draw(rand));
  const commitment = nonceCommitment(base, seat, nonce);
  const proof = proveSchnorr(TAG.pok, deviceParts(base, seat, publicKey, commitment), d, rand);
  return { secret: encodeScalar(d), publicKey, nonce, nonceCommitment: commitment, proof };
}

/**
 * Checks a posted device key: a canonical non-identity point, a 64-hex nonce commitment and a
 * valid proof for (H_B, seat, D, commitment). Never throws.
 */
export function verifyDeviceKey(
  base: string,
  seat: number,
  publicKey: unknown,
  commitment: unknown,
  proof: unknown,
): boolean {
  if (!isHex64(base) || !isSeat(seat) || !isHex64(commitment)) return false;
  const D = decodePoint(publicKey);
  return (
    D !== null && verifySchnorr(TAG.pok, deviceParts(base, seat, publicKey as string, commitment), D, proof)
  );
}

/** Evaluates f(z) = Σ a_k z^k mod ℓ (Horner). */
function evaluate(coefficients: readonly bigint[], z: bigint): bigint {
  let acc = 0n;
  for (let k = coefficients.length - 1; k >= 0; k--) acc = mod(acc * z + (coefficients[k] as bigint));
  return acc;
}

/** pad = H("dissovet/2/share-pad", [H_B, from, to, E, K]) with K = e·D_to = d_to·E (Diffie–Hellman). */
function sharePad(base: string, from: number, to: number, E: string, K: GroupPoint): bigint {
  return challengeHash(TAG.sharePad, [base, String(from), String(to), E, encodePoint(K)]);
}

/**
 * Deals for `seat` (Pedersen 1991, step 1; Feldman 1987): draws a_0..a_{t−1} from `rand`, publishes
 * C_k = a_k·G and a proof of knowledge of a_0 (transcript
 * `H("dissovet/2/pok", [H_B, "coefficient", String(seat), C_0, A])`), and encrypts f(j) for every
 * seat j = 1..n — its own included — to `deviceKeys[j−1]` with hashed ElGamal: e_j from `rand`,
 * E = e_j·G, pad = H("dissovet/2/share-pad", [H_B, String(seat), String(j), E, e_j·D_j]),
 * value = f(j) + pad mod ℓ; then signs the whole with the dealer's device key `signer` (TAG.sign over
 * `[H_B, "dealing", seat, digestJson("dissovet/2/dealing", {commitments, proof, shares}), D]`).
 * Randomness order: a_0..a_{t−1}, w (the proof), then e_1..e_n in seat order, then the signature's
 * w. The nonces e_j are returned for the dealer to keep until the key is complete: they answer a
 * complaint ({@link revealShare}).
 * @throws Error on bad parameters or device keys (verify them first with {@link verifyDeviceKey})
 */
export function deal(
  base: string,
  seat: number,
  threshold: number,
  deviceKeys: readonly string[],
  signer: DeviceSigner,
  rand: Rand = randomScalar,
): { dealing: Dealing; nonces: string[] } {
  requireBase(base);
  const n = deviceKeys.length;
  if (!Number.isSafeInteger(threshold) || threshold < 1 || threshold > n)
    throw new Error("threshold must be in 1..n");
  if (requireSeat(seat) > n) throw new Error("seat must be in 1..n");
  const keys = deviceKeys.map((k, i) => requirePoint(k, `device key of seat ${i + 1}`));
  const coefficients = Array.from({ length: threshold }, () => draw(rand)); // a_0..a_{t−1}, all nonzero
  const commitments = coefficients.map((a) => encodePoint(mulSecret(G, a))); // C_k = a_k·G
  const proof = proveSchnorr(
    TAG.pok,
    coefficientParts(base, seat, commitments[0] as string),
    coefficients[0] as bigint,
    rand,
  );
  const nonces: string[] = [];
  const shares = keys.map((D, i): EncryptedShare => {
    const to = i + 1;
    const e = draw(rand);
    nonces.push(encodeScalar(e));
    const E = encodePoint(mulSecret(G, e)); // ephemeral E = e·G
    const pad = sharePad(base, seat, to, E, mulSecret(D, e)); // K = e·D_to
    return { to, ephemeral: E, value: encodeScalar(mod(evaluate(coefficients, BigInt(to)) + pad)) };
  });
  return { dealing: signDealing(base, seat, { commitments, proof, shares }, signer, rand), nonces };
}

/**
 * Seat `seat`'s signature on a dealing's body with its device key (TAG.sign over `[H_B,
 * "dealing", seat, digestJson("dissovet/2/dealing", {commitments, proof, shares}), D]`; one draw
 * from `rand`): the dealing as posted. @throws Error on a malformed secret
 */
export function signDealing(
  base: string,
  seat: number,
  body: Omit<Dealing, "signature">,
  signer: DeviceSigner,
  rand: Rand = randomScalar,
): Dealing {
  const plain = dealingBody(body);
  const parts = dealingSignatureParts(requireBase(base), requireSeat(seat), plain, signer.publicKey);
  return { ...plain, signature: proveSchnorr(TAG.sign, parts, signerScalar(signer), rand) };
}

/**
 * Whether `dealing`'s signature is that of seat `seat`'s device key `deviceKey` on the rest of it
 * (see {@link deal}): false means the dealing was not posted as its dealer made it (a relay
 * altered it in transit), whoever is at fault for its content. Never throws.
 */
export function dealingSigned(base: string, seat: number, dealing: unknown, deviceKey: unknown): boolean {
  if (!isHex64(base) || !isSeat(seat) || typeof deviceKey !== "string") return false;
  if (!hasExactKeys(dealing, ["commitments", "proof", "shares", "signature"])) return false;
  try {
    return signedBy(
      dealingSignatureParts(base, seat, dealingBody(dealing as Dealing), deviceKey),
      deviceKey,
      dealing.signature,
    );
  } catch {
    return false;
  }
}

/**
 * Public checks of a dealing by `seat` (anyone can run them): exact shape, `threshold` canonical
 * non-identity commitments, a valid proof of knowledge of a_0, and `n` shares with `to` = 1..n in order,
 * each with a canonical non-identity ephemeral and a canonical scalar value. The signature is
 * checked apart ({@link dealingSigned}), so that a dealing altered in transit is told from one its
 * dealer made wrong. The shares' correctness is private: only the recipient can check it, with
 * {@link openShare}. Never throws.
 */
export function verifyDealing(
  base: string,
  seat: number,
  threshold: number,
  n: number,
  dealing: unknown,
): dealing is Dealing {
  if (!isHex64(base) || !isSeat(seat) || !isSeat(threshold) || !isSeat(n) || threshold > n || seat > n) {
    return false;
  }
  if (!hasExactKeys(dealing, ["commitments", "proof", "shares", "signature"])) return false;
  const { commitments, proof, shares } = dealing;
  if (!Array.isArray(commitments) || commitments.length !== threshold) return false;
  if (!commitments.every((c) => decodePoint(c) !== null)) return false;
  const c0 = decodePoint(commitments[0]) as GroupPoint;
  if (!verifySchnorr(TAG.pok, coefficientParts(base, seat, commitments[0]), c0, proof)) return false;
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

/** The share dealt to `to` in a dealing whose public checks passed, decoded; null if absent or malformed. */
function shareTo(dealing: Dealing, to: number): { E: GroupPoint; value: bigint; ephemeral: string } | null {
  const share = dealing.shares.find((s) => s.to === to);
  const E = share ? decodePoint(share.ephemeral) : null;
  const value = share ? decodeScalar(share.value) : null;
  return share && E && value !== null ? { E, value, ephemeral: share.ephemeral } : null;
}

/** Whether s·G is the Feldman image of the dealing's commitments at `to`; false on malformed input. */
function feldmanHolds(dealing: Dealing, to: number, s: bigint): boolean {
  const commitments = dealing.commitments.map((c) => decodePoint(c));
  if (commitments.some((c) => c === null)) return false;
  return mulSecret(G, s).equals(feldmanImage(commitments as GroupPoint[], to));
}

/**
 * Decrypts the share that dealer `fromSeat` sent to `toSeat` with the recipient's device secret and
 * checks it against the dealer's commitments (Feldman 1987; Belenios "Vinputs": g^{s_ij} = Π_k A_ik^{j^k}):
 * K = d·E, s = value − pad mod ℓ, accept iff s·G = Σ_k toSeat^k·C_k. Returns s, or null if the dealing is
 * malformed, the share is missing, or the check fails (the recipient then complains).
 */
export function openShare(
  base: string,
  fromSeat: number,
  toSeat: number,
  deviceSecret: string,
  dealing: Dealing,
): bigint | null {
  const d = decodeScalar(deviceSecret);
  const share = shareTo(dealing, toSeat);
  if (!isHex64(base) || d === null || !share || !isSeat(fromSeat)) return null;
  const s = mod(share.value - sharePad(base, fromSeat, toSeat, share.ephemeral, mulSecret(share.E, d)));
  return feldmanHolds(dealing, toSeat, s) ? s : null;
}

/**
 * The dealer's answer to a complaint by seat `to` (ElectionGuard 2.0 §3.2, «Share verification»:
 * the sender publishes P_i(ℓ) and the nonce that encrypted it): the share f(to) = value − pad,
 * computed from the nonce e the dealer kept ({@link deal}), and e itself, signed with the dealer's
 * device key `signer` (TAG.sign over `[H_B, "answer", dealerSeat, to, share, nonce, D]`; one draw
 * from `rand`).
 * @throws Error when the dealing has no share for `to` or the inputs are malformed
 */
export function revealShare(
  base: string,
  dealerSeat: number,
  to: number,
  recipientKey: string,
  dealing: Dealing,
  nonce: string,
  signer: DeviceSigner,
  rand: Rand = randomScalar,
): ShareReveal {
  const share = shareTo(dealing, to);
  const e = decodeScalar(nonce);
  const D = decodePoint(recipientKey);
  if (!share || e === null || !D)
    throw new Error("reveal: no share to this seat, or a malformed nonce or key");
  const s = mod(share.value - sharePad(requireBase(base), dealerSeat, to, share.ephemeral, mulSecret(D, e)));
  return signAnswer(base, dealerSeat, { to, share: encodeScalar(s), nonce }, signer, rand);
}

/**
 * Dealer `dealerSeat`'s signature on an answer with its device key (TAG.sign over `[H_B,
 * "answer", dealerSeat, to, share, nonce, D]`; one draw from `rand`).
 * @throws Error on a malformed secret or a part holding "|"
 */
export function signAnswer(
  base: string,
  dealerSeat: number,
  answer: Omit<ShareReveal, "signature">,
  signer: DeviceSigner,
  rand: Rand = randomScalar,
): ShareReveal {
  const { to, share, nonce } = answer;
  const parts = answerParts(requireBase(base), dealerSeat, { to, share, nonce }, signer.publicKey);
  return { to, share, nonce, signature: proveSchnorr(TAG.sign, parts, signerScalar(signer), rand) };
}

/**
 * Whether an answer shown in dealer `dealerSeat`'s name carries that dealer's signature (its
 * device key `deviceKey`): false means the answer is not the dealer's (a relay made or altered
 * it), so it is no answer and blames nobody but the relay. Never throws.
 */
export function answerSigned(base: string, dealerSeat: number, reveal: unknown, deviceKey: unknown): boolean {
  if (!isHex64(base) || !isSeat(dealerSeat) || !hasExactKeys(reveal, ["to", "share", "nonce", "signature"]))
    return false;
  const { to, share, nonce } = reveal;
  if (!isSeat(to) || typeof share !== "string" || typeof nonce !== "string") return false;
  if (share.includes("|") || nonce.includes("|") || typeof deviceKey !== "string") return false;
  return signedBy(
    answerParts(base, dealerSeat, { to, share, nonce }, deviceKey),
    deviceKey,
    reveal.signature,
  );
}

/**
 * Who is at fault when seat `to` complains that dealer `dealerSeat`'s share fails, judged by
 * anyone from the public dealing, the recipient's device key and the dealer's answer
 * (ElectionGuard 2.0 §3.2, «Share verification»): `pending` while the dealer has not answered;
 * `complainer` when the answer's nonce e gives the published ephemeral (E = e·G), re-encrypts the
 * share to the published value (value = share + pad(e·D_to)) and the share passes Feldman's
 * check — the complaint was false; `dealer` otherwise (an answer that does not fit is no answer).
 * Never throws.
 */
export function judgeComplaint(
  base: string,
  dealerSeat: number,
  to: number,
  recipientKey: string,
  dealing: Dealing,
  reveal: ShareReveal | null,
): "pending" | "dealer" | "complainer" {
  if (!reveal) return "pending";
  const share = shareTo(dealing, to);
  const e = decodeScalar(reveal.nonce);
  const s = decodeScalar(reveal.share);
  const D = decodePoint(recipientKey);
  if (!isHex64(base) || !share || e === null || e === 0n || s === null || !D || reveal.to !== to)
    return "dealer";
  if (!mulSecret(G, e).equals(share.E)) return "dealer";
  const pad = sharePad(base, dealerSeat, to, share.ephemeral, mulSecret(D, e));
  if (mod(s + pad) !== share.value) return "dealer";
  return feldmanHolds(dealing, to, s) ? "complainer" : "dealer";
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
