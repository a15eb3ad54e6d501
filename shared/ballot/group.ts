/**
 * The group, its encodings and the Fiat–Shamir hash shared by every proof in `shared/ballot/`.
 *
 * Group: ristretto255 (RFC 9496), a prime-order group of order ℓ = 2^252 + 27742317777372353535851937790883648493
 * built on Curve25519. Written additively here: `a·P` is what the papers (Adida 2008, the Belenios
 * specification, Chaum–Pedersen 1992) write multiplicatively as `P^a`. The generator G is the RFC 9496
 * generator (the image of the Ed25519 base point).
 *
 * Runs in the browser and in Node 20: only `@noble/curves`, `@noble/hashes` and `globalThis.crypto`.
 */
import { ristretto255 } from "@noble/curves/ed25519.js";
import { sha256, sha512 } from "@noble/hashes/sha2.js";
import { bytesToHex, randomBytes, utf8ToBytes } from "@noble/hashes/utils.js";

/** A ristretto255 element (noble's wrapper class). */
export type GroupPoint = InstanceType<typeof ristretto255.Point>;

/** The class of group elements: `Point.BASE` is G, `Point.ZERO` the identity. */
export const Point = ristretto255.Point;

/** ℓ, the prime order of ristretto255 (RFC 9496 §4.1), as a bigint. */
export const L: bigint = Point.Fn.ORDER;

/** G, the RFC 9496 generator. */
export const G: GroupPoint = Point.BASE;

/** The identity element (encoded as 64 zeros). */
export const IDENTITY: GroupPoint = Point.ZERO;

/**
 * A source of scalars for the provers: each call returns a uniform scalar in [1, ℓ−1].
 * The default is {@link randomScalar}; tests pass a deterministic one to reproduce vectors.
 */
export type Rand = () => bigint;

/**
 * A non-interactive proof of one statement, Belenios style ("proof" in the Belenios specification,
 * section "Common structures"): the verifier recomputes the commitments from
 * `challenge` and `response`, where `response = w − challenge·x mod ℓ`.
 * Both fields are {@link encodeScalar} strings (64 lowercase hex chars, big-endian, < ℓ).
 */
export type ProofPair = { challenge: string; response: string };

/**
 * The domain tags, one per kind of hash (exact strings, docs/RECORD.md §4). The first five are
 * Fiat–Shamir challenges ({@link challengeHash}); the rest are digests ({@link digest}). The urn's
 * tag keeps the format's word, "board".
 */
export const TAG = {
  pok: "dissovet/2/pok",
  sharePad: "dissovet/2/share-pad",
  sign: "dissovet/2/sign",
  ballot: "dissovet/2/ballot",
  decrypt: "dissovet/2/decrypt",
  manifest: "dissovet/2/manifest",
  dealing: "dissovet/2/dealing",
  nonce: "dissovet/2/nonce",
  election: "dissovet/2/election",
  urn: "dissovet/2/board",
} as const;

const HEX64 = /^[0-9a-f]{64}$/;

/** Whether `s` is 64 lowercase hex characters: the form of every digest, point and scalar here. */
export function isHex64(s: unknown): s is string {
  return typeof s === "string" && HEX64.test(s);
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Reduces an integer into [0, ℓ). */
export function mod(a: bigint): bigint {
  const r = a % L;
  return r < 0n ? r + L : r;
}

/** The inverse of `a` modulo ℓ (ℓ is prime). Throws a RangeError when a ≡ 0. */
export function invert(a: bigint): bigint {
  const r = mod(a);
  if (r === 0n) throw new RangeError("cannot invert zero modulo the group order");
  return Point.Fn.inv(r);
}

/** Encodes a scalar in [0, ℓ) as 64 lowercase hex chars, big-endian. Throws a RangeError outside [0, ℓ). */
export function encodeScalar(x: bigint): string {
  if (x < 0n || x >= L) throw new RangeError("scalar out of range [0, ℓ)");
  return x.toString(16).padStart(64, "0");
}

/**
 * Decodes a scalar: exactly 64 lowercase hex chars, big-endian, value < ℓ. Returns null otherwise
 * (upper case, wrong length, value ≥ ℓ, not a string). Zero is accepted: challenges and responses
 * may legitimately be 0.
 */
export function decodeScalar(s: unknown): bigint | null {
  if (typeof s !== "string" || !HEX64.test(s)) return null;
  const x = BigInt(`0x${s}`);
  return x < L ? x : null;
}

/** Encodes a group element as the RFC 9496 §4.3.2 canonical 32 bytes, in 64 lowercase hex chars. */
export function encodePoint(p: GroupPoint): string {
  return p.toHex();
}

/**
 * Decodes a group element from 64 lowercase hex chars (RFC 9496 §4.3.1 "Decode").
 * Returns null for anything else: not a string, wrong length, upper case, a 32-byte string that is
 * not the canonical encoding of an element (RFC 9496 rejects non-canonical field elements, negative
 * s, and non-square cases; we additionally re-encode and compare as a belt-and-braces check), and the
 * identity unless `allowIdentity` is set.
 */
export function decodePoint(s: unknown, allowIdentity = false): GroupPoint | null {
  if (typeof s !== "string" || !HEX64.test(s)) return null;
  let p: GroupPoint;
  try {
    p = Point.fromHex(s);
  } catch {
    return null;
  }
  if (p.toHex() !== s) return null;
  if (!allowIdentity && p.is0()) return null;
  return p;
}

/** Like {@link decodePoint}, but throws an Error naming `what` instead of returning null. */
export function requirePoint(s: unknown, what: string, allowIdentity = false): GroupPoint {
  const p = decodePoint(s, allowIdentity);
  if (!p)
    throw new Error(`${what}: not a canonical ristretto255 element${allowIdentity ? "" : " (or identity)"}`);
  return p;
}

/** Whether `s` is a lowercase UUID string (8-4-4-4-12 hex), the only accepted form of an election id. */
export function isElectionId(s: unknown): s is string {
  return typeof s === "string" && UUID.test(s);
}

/** Whether `n` is a seat number: a safe integer ≥ 1. */
export function isSeat(n: unknown): n is number {
  return typeof n === "number" && Number.isSafeInteger(n) && n >= 1;
}

/**
 * The Fiat–Shamir hash: `int(SHA-512(utf8(tag + "|" + parts.join("|")))) mod ℓ`, where `int` reads
 * the 64-byte digest big-endian. This is the Belenios construction (section "Trustee keys": a hash
 * of a verbatim prefix and "|"-separated values, read as a big-endian number and reduced mod q) with
 * SHA-512 so that the reduction bias is < 2^-259. Parts are hex strings, decimal seat numbers and
 * lowercase UUIDs, none of which contains "|", so the joined string is unambiguous; a part containing
 * "|" is a programming error and throws.
 */
export function challengeHash(tag: string, parts: readonly string[]): bigint {
  for (const p of parts) if (p.includes("|")) throw new Error("transcript part must not contain '|'");
  const digest = sha512(utf8ToBytes(`${tag}|${parts.join("|")}`));
  return mod(BigInt(`0x${bytesToHex(digest)}`));
}

/**
 * A digest: `hex(SHA-256(utf8(tag + "|" + parts.join("|"))))`, 64 lowercase hex characters. It
 * names the manifest, the election, a nonce's commitment and each head of the urn
 * (docs/RECORD.md §4). Parts follow the rule of {@link challengeHash}: none may contain "|" (a
 * programming error: throws).
 */
export function digest(tag: string, parts: readonly string[]): string {
  for (const p of parts) if (p.includes("|")) throw new Error("digest part must not contain '|'");
  return bytesToHex(sha256(utf8ToBytes(`${tag}|${parts.join("|")}`)));
}

/**
 * The default {@link Rand}: a uniform scalar in [1, ℓ−1], drawn as 64 bytes from
 * `crypto.getRandomValues` (via noble's `randomBytes`) reduced mod ℓ (bias < 2^-259); redrawn if 0.
 */
export function randomScalar(): bigint {
  for (;;) {
    const x = mod(BigInt(`0x${bytesToHex(randomBytes(64))}`));
    if (x !== 0n) return x;
  }
}

/** Calls `rand` and checks its output is in [1, ℓ−1]; throws a RangeError otherwise. */
export function draw(rand: Rand): bigint {
  const x = rand();
  if (typeof x !== "bigint" || x <= 0n || x >= L)
    throw new RangeError("rand() must return a scalar in [1, ℓ−1]");
  return x;
}

/** `k·P` for a secret k (constant-time ladder in noble); k = 0 gives the identity. */
export function mulSecret(p: GroupPoint, k: bigint): GroupPoint {
  return k === 0n ? IDENTITY : p.multiply(k);
}

/** `k·P` for public k in [0, ℓ) (variable time: use only on public data, e.g. in verifiers). */
export function mulPublic(p: GroupPoint, k: bigint): GroupPoint {
  return p.multiplyUnsafe(k);
}

const B64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** RFC 4648 §5 base64url without padding (no Buffer: this runs in the browser too). */
export function base64url(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] ?? 0;
    const b1 = bytes[i + 1] ?? 0;
    const b2 = bytes[i + 2] ?? 0;
    const n = (b0 << 16) | (b1 << 8) | b2;
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += B64URL[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}
