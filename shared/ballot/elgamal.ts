/**
 * Exponential ElGamal ballots with a disjunctive 0/1 proof.
 *
 * Encryption (Adida, "Helios: Web-based Open-Audit Voting", USENIX Security 2008, §2; Belenios
 * specification, section "Encrypted answers"): a vote v ∈ {0, 1} under the election key Y is
 * (alpha, beta) = (r·G, v·G + r·Y). Ciphertexts add component-wise to an encryption of the sum
 * (Belenios, section "Tally"), which is why the vote sits in the exponent.
 *
 * Proof that v ∈ {0, 1}: the OR-composition of Cramer, Damgård, Schoenmakers ("Proofs of partial
 * knowledge", CRYPTO 1994) over two Chaum–Pedersen statements "log_G(alpha) = log_Y(beta − i·G)",
 * i = 0, 1 — the Belenios "iprove/iverify" (section "Proofs of interval membership") with M = [0, 1],
 * except that the response is w − c·r (so commitments are recomputed with "+").
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";
import {
  base64url,
  challengeHash,
  decodePoint,
  decodeScalar,
  draw,
  encodePoint,
  encodeScalar,
  G,
  type GroupPoint,
  IDENTITY,
  isHex64,
  mod,
  mulPublic,
  mulSecret,
  type ProofPair,
  type Rand,
  randomScalar,
  requirePoint,
  TAG,
} from "./group.ts";
import { shortCode } from "./manifest.ts";
import { hasExactKeys, parseProof } from "./proofs.ts";

/** An ElGamal ciphertext: two encoded points (64 lowercase hex chars each). */
export type Ciphertext = { alpha: string; beta: string };

/**
 * An encrypted yes/no ballot: the ciphertext of v ∈ {0, 1} and the CDS proof, `proof[i]` being the
 * (challenge, response) of the branch "v = i".
 */
export type EncryptedBallot = { alpha: string; beta: string; proof: [ProofPair, ProofPair] };

/**
 * What binds a ballot to one election: its fingerprint H_E (64 hex, manifest.ts: the manifest with
 * the question, the roll and the commission, and the whole key ceremony) and the election key Y
 * (point hex).
 */
export type BallotContext = { fingerprint: string; publicKey: string };

/** The transcript of the ballot proof: `[H_E, Y, alpha, beta, A0, B0, A1, B1]`. */
function ballotChallenge(ctx: BallotContext, alpha: string, beta: string, commits: GroupPoint[]): bigint {
  return challengeHash(TAG.ballot, [
    ctx.fingerprint,
    ctx.publicKey,
    alpha,
    beta,
    ...commits.map(encodePoint),
  ]);
}

/** Throws unless the context's fingerprint is 64 lowercase hex; returns the decoded key. */
function requireContext(ctx: BallotContext): GroupPoint {
  if (!isHex64(ctx.fingerprint)) throw new Error("election fingerprint must be 64 lowercase hex characters");
  return requirePoint(ctx.publicKey, "public key");
}

/**
 * Encrypts a vote (1 = "for", 0 = "against") under `ctx.publicKey` and proves it is 0 or 1.
 * Randomness is drawn from `rand` in this order: r (encryption), then w, c_sim, s_sim (see
 * {@link proveBallot}). Throws an Error on a bad context or a vote other than 0 or 1.
 */
export function encryptVote(ctx: BallotContext, vote: 0 | 1, rand: Rand = randomScalar): EncryptedBallot {
  return encryptAuditable(ctx, vote, rand).ballot;
}

/**
 * {@link encryptVote} that also returns the encryption's randomness r (scalar hex), for the
 * Benaloh challenge: the voter's device shows the ballot's tracker, and if the voter chooses to
 * check it instead of casting it, reveals `vote` and `randomness` (the ballot is then spoiled and
 * never cast; Benaloh, "Simple verifiable elections", EVT 2006; "Ballot casting assurance via
 * voter-initiated poll station auditing", EVT 2007). See {@link verifySpoiled}.
 */
export function encryptAuditable(
  ctx: BallotContext,
  vote: 0 | 1,
  rand: Rand = randomScalar,
): { ballot: EncryptedBallot; randomness: string } {
  if (vote !== 0 && vote !== 1) throw new Error("vote must be 0 or 1");
  const Y = requireContext(ctx);
  const r = draw(rand); // r ∈ [1, ℓ−1], so alpha is never the identity
  const alpha = mulSecret(G, r); // alpha = r·G
  const beta = mulSecret(Y, r).add(vote === 1 ? G : IDENTITY); // beta = r·Y + v·G
  const ct = { alpha: encodePoint(alpha), beta: encodePoint(beta) };
  return { ballot: { ...ct, proof: proveBallot(ctx, ct, vote, r, rand) }, randomness: encodeScalar(r) };
}

/**
 * Checks a spoiled ballot (Benaloh's challenge): the ballot's proof verifies in `ctx`, and the
 * revealed vote and randomness re-encrypt to it: alpha = r·G and beta = v·G + r·Y. A device that
 * encrypted something else than it showed is caught here. Never throws.
 * @returns null when it holds, else a Russian reason
 */
export function verifySpoiled(
  ctx: BallotContext,
  ballot: unknown,
  vote: unknown,
  randomness: unknown,
): string | null {
  if (!verifyBallot(ctx, ballot)) return "доказательство бюллетеня не сходится с этим голосованием";
  if (vote !== 0 && vote !== 1) return "раскрытый выбор должен быть 0 («против») или 1 («за»)";
  const r = decodeScalar(randomness);
  const Y = decodePoint(ctx.publicKey);
  if (r === null || r === 0n || !Y) return "раскрытая случайность не является скаляром";
  const alpha = encodePoint(mulPublic(G, r));
  const beta = encodePoint(mulPublic(Y, r).add(vote === 1 ? G : IDENTITY));
  if (alpha !== ballot.alpha || beta !== ballot.beta)
    return `бюллетень не является шифром выбора «${vote === 1 ? "за" : "против"}» с раскрытой случайностью`;
  return null;
}

/**
 * The CDS disjunctive proof for a ciphertext the caller made: refuses (throws an Error) unless
 * alpha = r·G and beta = vote·G + r·Y with vote ∈ {0, 1}, so it cannot be used to "prove" a ciphertext
 * of 2. Steps (Cramer–Damgård–Schoenmakers 1994, Fig. 1; Belenios "iprove"):
 * 1. simulated branch j = 1 − vote: random c_j, s_j; A_j = s_j·G + c_j·alpha, B_j = s_j·Y + c_j·(beta − j·G);
 * 2. real branch v: random w; A_v = w·G, B_v = w·Y;
 * 3. c = H("dissovet/2/ballot", [H_E, publicKey, alpha, beta, A_0, B_0, A_1, B_1]);
 * 4. c_v = c − c_j, s_v = w − c_v·r (mod ℓ).
 * Randomness order: w, c_j, s_j. Both branches cost the same number of constant-time multiplications.
 */
export function proveBallot(
  ctx: BallotContext,
  ct: Ciphertext,
  vote: 0 | 1,
  r: bigint,
  rand: Rand = randomScalar,
): [ProofPair, ProofPair] {
  if (vote !== 0 && vote !== 1) throw new Error("vote must be 0 or 1");
  const Y = requireContext(ctx);
  const alpha = requirePoint(ct.alpha, "alpha");
  const beta = requirePoint(ct.beta, "beta");
  const shifted = [beta, beta.subtract(G)]; // beta − i·G for i = 0, 1
  if (r <= 0n || !alpha.equals(mulSecret(G, r)) || !shifted[vote]?.equals(mulSecret(Y, r))) {
    throw new Error("refusing to prove: the ciphertext does not encrypt this vote with this randomness");
  }
  const w = draw(rand);
  const cSim = draw(rand);
  const sSim = draw(rand);
  const sim = 1 - vote;
  const commits: GroupPoint[] = [IDENTITY, IDENTITY, IDENTITY, IDENTITY]; // A_0, B_0, A_1, B_1
  commits[2 * sim] = mulSecret(G, sSim).add(mulSecret(alpha, cSim)); // A_j = s_j·G + c_j·alpha
  commits[2 * sim + 1] = mulSecret(Y, sSim).add(mulSecret(shifted[sim] as GroupPoint, cSim)); // B_j
  commits[2 * vote] = mulSecret(G, w); // A_v = w·G
  commits[2 * vote + 1] = mulSecret(Y, w); // B_v = w·Y
  const c = ballotChallenge(ctx, ct.alpha, ct.beta, commits);
  const cReal = mod(c - cSim); // c_v = c − c_j
  const sReal = mod(w - cReal * r); // s_v = w − c_v·r
  const real = { challenge: encodeScalar(cReal), response: encodeScalar(sReal) };
  const fake = { challenge: encodeScalar(cSim), response: encodeScalar(sSim) };
  return vote === 0 ? [real, fake] : [fake, real];
}

/** Parses `{alpha, beta}` (exactly these keys, canonical points; the identity only if `allowIdentity`). */
function parseCiphertext(u: unknown, allowIdentity: boolean): { alpha: GroupPoint; beta: GroupPoint } | null {
  if (!hasExactKeys(u, ["alpha", "beta"])) return null;
  const alpha = decodePoint(u.alpha, allowIdentity);
  const beta = decodePoint(u.beta, allowIdentity);
  return alpha && beta ? { alpha, beta } : null;
}

/** A ballot's ciphertext and proof, each decoded once. */
type DecodedBallot = {
  alpha: GroupPoint;
  beta: GroupPoint;
  proof: [{ c: bigint; s: bigint }, { c: bigint; s: bigint }];
};

/** Decodes `{alpha, beta, proof: [p0, p1]}` (exact keys, canonical, alpha and beta not the identity); null otherwise. */
function decodeBallot(u: unknown): DecodedBallot | null {
  if (!hasExactKeys(u, ["alpha", "beta", "proof"])) return null;
  const alpha = decodePoint(u.alpha);
  const beta = decodePoint(u.beta);
  const proof = u.proof;
  if (!alpha || !beta || !Array.isArray(proof) || proof.length !== 2) return null;
  const p0 = parseProof(proof[0]);
  const p1 = parseProof(proof[1]);
  return p0 && p1 ? { alpha, beta, proof: [p0, p1] } : null;
}

/** The CDS equations of a decoded ballot under the decoded key Y (see {@link verifyBallot}). Public data only. */
function ballotHolds(ctx: BallotContext, Y: GroupPoint, ballot: unknown, b: DecodedBallot): boolean {
  const commits: GroupPoint[] = [];
  for (const [i, p] of b.proof.entries()) {
    const shifted = i === 0 ? b.beta : b.beta.subtract(G);
    commits.push(mulPublic(G, p.s).add(mulPublic(b.alpha, p.c))); // A_i
    commits.push(mulPublic(Y, p.s).add(mulPublic(shifted, p.c))); // B_i
  }
  const { alpha, beta } = ballot as Ciphertext;
  return mod(b.proof[0].c + b.proof[1].c) === ballotChallenge(ctx, alpha, beta, commits);
}

/**
 * Checks a ballot (Belenios "iverify" with M = [0, 1]): exact shape `{alpha, beta, proof: [p0, p1]}`,
 * canonical encodings, alpha and beta not the identity (alpha = r·G with r ≠ 0 never is; beta is the
 * identity only if r·x ≡ −v, probability 2^-252 for an honest voter), and
 * c_0 + c_1 = H("dissovet/2/ballot", [H_E, publicKey, alpha, beta, A_0, B_0, A_1, B_1]) where
 * A_i = s_i·G + c_i·alpha, B_i = s_i·Y + c_i·(beta − i·G). Never throws; returns false on any failure,
 * including a malformed context.
 */
export function verifyBallot(ctx: BallotContext, ballot: unknown): ballot is EncryptedBallot {
  if (!isHex64(ctx?.fingerprint)) return false;
  const Y = decodePoint(ctx.publicKey);
  const b = decodeBallot(ballot);
  return !!Y && !!b && ballotHolds(ctx, Y, ballot, b);
}

/**
 * What {@link ballotVerifier} found of one ballot: null when it is malformed (not the exact shape,
 * a non-canonical encoding, alpha or beta the identity); otherwise its decoded ciphertext, to be
 * summed without decoding it again, and whether its proof holds.
 */
export type CheckedBallot = { alpha: GroupPoint; beta: GroupPoint; valid: boolean } | null;

/**
 * {@link verifyBallot} for the many ballots of one election, as the record's verifier runs it: the
 * key is decoded once and its multiples precomputed (a table of 2^7 points per 8-bit window, built
 * once, about the work of two ballots), and each ballot is decoded once. The same equations on the
 * same public data: only the verifier's speed differs. A malformed context makes every ballot
 * invalid. Never throws.
 */
export function ballotVerifier(ctx: BallotContext): (ballot: unknown) => CheckedBallot {
  const Y = isHex64(ctx?.fingerprint) ? decodePoint(ctx.publicKey) : null;
  Y?.precompute(8);
  return (ballot) => {
    const b = decodeBallot(ballot);
    if (!b) return null;
    return { alpha: b.alpha, beta: b.beta, valid: !!Y && ballotHolds(ctx, Y, ballot, b) };
  };
}

/**
 * The ballot tracker shown to the voter and kept in its receipt (urn.ts `UrnReceipt`):
 * base64url without padding (43 chars) of SHA-256(bytes(alpha) ‖ bytes(beta)), 64 bytes hashed.
 * Throws an Error if alpha/beta are not 64-char hex strings.
 */
export function ballotTracker(ballot: Ciphertext): string {
  const hex = /^[0-9a-f]{64}$/;
  if (!hex.test(ballot.alpha) || !hex.test(ballot.beta))
    throw new Error("tracker: alpha/beta must be point hex");
  return base64url(sha256(hexToBytes(ballot.alpha + ballot.beta)));
}

/**
 * The tracker's short form for people (the ballot page, the voter's copy): the first 80 bits of
 * the same SHA-256 as {@link ballotTracker}, as a short code (manifest.ts `shortCode`: 16 symbols
 * in 4 groups). Throws an Error if alpha/beta are not 64-char hex strings.
 */
export function trackerCode(ballot: Ciphertext): string {
  const hex = /^[0-9a-f]{64}$/;
  if (!hex.test(ballot.alpha) || !hex.test(ballot.beta))
    throw new Error("tracker: alpha/beta must be point hex");
  return shortCode(bytesToHex(sha256(hexToBytes(ballot.alpha + ballot.beta))));
}

/**
 * The homomorphic sum (Belenios, section "Tally"): (Σ alpha_i, Σ beta_i), encoded. Accepts ballots or
 * ciphertexts (extra fields are ignored); the identity is allowed in inputs here because partial sums
 * of ciphertexts may be the identity, and the empty sum is (identity, identity), encoded as 64 zeros.
 * Throws an Error naming the index of a malformed input.
 */
export function sumBallots(ballots: readonly EncryptedBallot[] | readonly Ciphertext[]): Ciphertext {
  let alpha = IDENTITY;
  let beta = IDENTITY;
  for (const [i, b] of ballots.entries()) {
    const ct = parseCiphertext({ alpha: b.alpha, beta: b.beta }, true);
    if (!ct) throw new Error(`sum: ciphertext ${i} is not canonical`);
    alpha = alpha.add(ct.alpha);
    beta = beta.add(ct.beta);
  }
  return { alpha: encodePoint(alpha), beta: encodePoint(beta) };
}

/** Parses a tally ciphertext `{alpha, beta}` (exact keys; identity allowed, it is a sum). Null if malformed. */
export function parseTally(u: unknown): { alpha: GroupPoint; beta: GroupPoint } | null {
  return parseCiphertext(u, true);
}
