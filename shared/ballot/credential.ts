/**
 * Voting credentials: ballots only a member of the roll can make.
 *
 * As in Belenios (specification, sections "Credentials", "Signatures" and "Credential
 * recovery"; Cortier, Galindo, Glondu, Izabachène, "Election verifiability for Helios under
 * weaker trust assumptions", ESORICS 2014, the "Helios-C" credentials), every ballot is signed
 * with a voter's private credential z, and the set L of public credentials Z = z·G is public: a
 * ballot that no credential of L signed, or a second ballot of one credential, is refused by the
 * server and fails the record's check, so whoever runs the server or its database can no longer
 * make ballots up. Belenios has a credential authority generate the credentials; here there is
 * none to trust: the member's own device draws z when the member first opens their ballot link,
 * keeps it, and sends only Z, so the server never holds a private credential. The credentials
 * registered before the commission is seated are fixed in the manifest (and so in H_B and H_E),
 * in ascending order so that the list says nothing of who registered which; their number is read
 * aloud with the election code. A credential registered afterwards (the member opened the link
 * late, or replaced the key from another device, which revokes the first) is a *late* one: the
 * record lists it, and the revoked ones, apart, and a verifier checks that the two lists never
 * give more usable credentials than the roll has lines (docs/RECORD.md §5, §8).
 *
 * The signatures are Schnorr signatures (proofs.ts, tag `dissovet/2/sign`) over a labelled
 * statement that starts with H_E: `[H_E, "ballot", Z, alpha, beta, c_0, s_0, c_1, s_1]` on a
 * ballot, `[H_E, "found", Z, head]` on a voter's confirmation that their ballot is on the final
 * urn (docs/RECORD.md §8.4).
 */
import type { EncryptedBallot } from "./elgamal.ts";
import {
  decodePoint,
  decodeScalar,
  draw,
  encodePoint,
  encodeScalar,
  G,
  isHex64,
  mulSecret,
  type ProofPair,
  type Rand,
  randomScalar,
  TAG,
} from "./group.ts";
import { hasExactKeys, proveSchnorr, verifySchnorr } from "./proofs.ts";

/** A voter's credential: the private z (scalar hex) kept on the member's device, and Z = z·G. */
export type VotingCredential = { secret: string; publicKey: string };

/** A ballot as cast: the encrypted choice with its proof, the public credential, its signature. */
export type CastBallot = EncryptedBallot & { credential: string; signature: ProofPair };

/** A voter's signed word that their ballot is in the urn whose head is `head` (docs/RECORD.md §8.4). */
export type FoundConfirmation = { credential: string; signature: ProofPair };

/** The keys of a cast ballot, exactly. */
export const CAST_KEYS = ["alpha", "beta", "proof", "credential", "signature"] as const;

/**
 * A fresh credential: z drawn uniformly in [1, ℓ−1] from `rand` (the browser's CSPRNG by
 * default), Z = z·G. Belenios derives z from a typed string because a person carries it; here
 * the device keeps it, so it is drawn directly.
 */
export function newCredential(rand: Rand = randomScalar): VotingCredential {
  const z = draw(rand);
  return { secret: encodeScalar(z), publicKey: encodePoint(mulSecret(G, z)) };
}

/** z of a credential. @throws Error unless it is a nonzero scalar whose public key is `publicKey` */
function secretOf(credential: VotingCredential): bigint {
  const z = decodeScalar(credential.secret);
  if (z === null || z === 0n || encodePoint(mulSecret(G, z)) !== credential.publicKey)
    throw new Error("credential: the secret does not match its public key");
  return z;
}

/**
 * A ballot's ciphertext and proof as transcript parts, in the record's order: `[alpha, beta, c_0,
 * s_0, c_1, s_1]` (the signature's statement and the urn's chain both hash them). Entries of a
 * malformed ballot may be undefined: the caller checks them.
 */
export function ballotFields(b: EncryptedBallot): string[] {
  return [
    b.alpha,
    b.beta,
    b.proof?.[0]?.challenge,
    b.proof?.[0]?.response,
    b.proof?.[1]?.challenge,
    b.proof?.[1]?.response,
  ] as string[];
}

/** The statement a ballot's signature covers: H_E, the label, the credential, the ciphertext and its proof. */
function ballotParts(fingerprint: string, credential: string, b: EncryptedBallot): string[] {
  return [fingerprint, "ballot", credential, ...ballotFields(b)];
}

/**
 * Signs an encrypted ballot with the voter's credential for the election `fingerprint` (H_E):
 * a Schnorr signature with z over `[H_E, "ballot", Z, alpha, beta, c_0, s_0, c_1, s_1]`.
 * @throws Error on a malformed fingerprint, ballot or credential
 */
export function signBallot(
  fingerprint: string,
  ballot: EncryptedBallot,
  credential: VotingCredential,
  rand: Rand = randomScalar,
): CastBallot {
  if (!isHex64(fingerprint)) throw new Error("ballot: the fingerprint must be 64 lowercase hex characters");
  const parts = ballotParts(fingerprint, credential.publicKey, ballot);
  if (!parts.slice(3).every(isHex64)) throw new Error("ballot: its points and proof must be 64 hex each");
  const { alpha, beta, proof } = ballot;
  return {
    alpha,
    beta,
    proof,
    credential: credential.publicKey,
    signature: proveSchnorr(TAG.sign, parts, secretOf(credential), rand),
  };
}

/**
 * Whether a cast ballot's signature verifies under its own credential for `fingerprint`
 * (exact keys {@link CAST_KEYS}; the credential a canonical point other than the identity).
 * Whether that credential may vote is the caller's to check. Never throws.
 */
export function verifyBallotSignature(fingerprint: string, ballot: unknown): boolean {
  if (!isHex64(fingerprint) || !hasExactKeys(ballot, CAST_KEYS)) return false;
  const Z = decodePoint(ballot.credential);
  const b = ballot as unknown as CastBallot;
  if (!Z || !Array.isArray(b.proof) || b.proof.length !== 2) return false;
  const parts = ballotParts(fingerprint, b.credential, b);
  return parts.every((p) => typeof p === "string") && verifySchnorr(TAG.sign, parts, Z, b.signature);
}

/**
 * The voter's confirmation that their ballot is in the final urn: a Schnorr signature with
 * z over `[H_E, "found", Z, head]`, made by the voter's page only after it found the ballot at
 * its place under that head (urn.ts `findInUrn`). @throws Error on malformed inputs
 */
export function confirmFound(
  fingerprint: string,
  head: string,
  credential: VotingCredential,
  rand: Rand = randomScalar,
): FoundConfirmation {
  if (!isHex64(fingerprint) || !isHex64(head))
    throw new Error("confirmation: the fingerprint and the head must be 64 lowercase hex characters");
  return {
    credential: credential.publicKey,
    signature: proveSchnorr(
      TAG.sign,
      [fingerprint, "found", credential.publicKey, head],
      secretOf(credential),
      rand,
    ),
  };
}

/** Whether `c` is exactly `{credential, signature}` with a signature that verifies on `[H_E, "found", Z, head]`. Never throws. */
export function verifyFound(fingerprint: string, head: string, c: unknown): c is FoundConfirmation {
  if (!isHex64(fingerprint) || !isHex64(head) || !hasExactKeys(c, ["credential", "signature"])) return false;
  const Z = decodePoint(c.credential);
  return !!Z && verifySchnorr(TAG.sign, [fingerprint, "found", c.credential as string, head], Z, c.signature);
}
