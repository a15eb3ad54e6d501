// Voting credentials: a ballot signed with the voter's key, bound to H_E and to the whole ballot;
// the voter's confirmation bound to the urn's head (docs/RECORD.md §8.1, §8.4).
import { describe, expect, it } from "vitest";
import { mod } from "./group.ts";
import {
  confirmFound,
  decodePoint,
  digest,
  encodePoint,
  encodeScalar,
  encryptVote,
  G,
  newCredential,
  signBallot,
  verifyBallotSignature,
  verifyFound,
} from "./index.ts";
import { deterministicRand, sampleCredential } from "./testing.ts";

const fingerprint = digest("test/fingerprint", ["credential"]);
const other = digest("test/fingerprint", ["other"]);
const ctx = { fingerprint, publicKey: encodePoint(G) };
const voter = sampleCredential(0);
const sealed = encryptVote(ctx, 1, deterministicRand("credential/ballot"));
const cast = signBallot(fingerprint, sealed, voter, deterministicRand("credential/cast"));
const head = digest("test/head", ["1"]);

describe("newCredential", () => {
  it("draws z and gives Z = z·G; two credentials differ", () => {
    const c = newCredential();
    expect(c.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(encodePoint(G.multiply(BigInt(`0x${c.secret}`)))).toBe(c.publicKey);
    expect(newCredential().publicKey).not.toBe(c.publicKey);
    expect(newCredential(deterministicRand("x")).publicKey).toBe(
      newCredential(deterministicRand("x")).publicKey,
    );
  });
});

describe("signBallot / verifyBallotSignature", () => {
  it("adds the credential and a signature that verifies for this election only", () => {
    expect(Object.keys(cast).sort()).toEqual(["alpha", "beta", "credential", "proof", "signature"]);
    expect(cast.credential).toBe(voter.publicKey);
    expect(verifyBallotSignature(fingerprint, cast)).toBe(true);
    expect(verifyBallotSignature(other, cast)).toBe(false);
  });

  it("covers the ciphertext, its proof and the credential: any of them changed, it fails", () => {
    const another = encryptVote(ctx, 0, deterministicRand("credential/other"));
    const variants = [
      { ...cast, alpha: another.alpha },
      { ...cast, beta: another.beta },
      { ...cast, proof: another.proof },
      { ...cast, proof: [cast.proof[1], cast.proof[0]] },
      // Another member's key named on this signature (a server relabelling whose ballot it is).
      { ...cast, credential: sampleCredential(1).publicKey },
    ];
    for (const v of variants) expect(verifyBallotSignature(fingerprint, v)).toBe(false);
  });

  it("names its key in what it signs: a signature moved to a related key (Z + G, s − c) fails", () => {
    // Without the key in the statement, (c, s − c) would verify under Z + G for the same ballot:
    // whoever knows the difference of two keys could sign for the other (key prefixing).
    const c = BigInt(`0x${cast.signature.challenge}`);
    const s = BigInt(`0x${cast.signature.response}`);
    const related = encodePoint(decodePoint(voter.publicKey)!.add(G));
    const moved = {
      ...cast,
      credential: related,
      signature: { challenge: cast.signature.challenge, response: encodeScalar(mod(s - c)) },
    };
    expect(verifyBallotSignature(fingerprint, moved)).toBe(false);
  });

  it("a ballot signed by a key the server made verifies under that key alone: whether it may vote is the list's to say", () => {
    const own = signBallot(fingerprint, sealed, newCredential());
    expect(verifyBallotSignature(fingerprint, own)).toBe(true);
    expect(own.credential).not.toBe(voter.publicKey);
  });

  it("refuses a malformed ballot, never throwing", () => {
    for (const bad of [null, 1, {}, sealed, { ...cast, extra: 1 }, { ...cast, credential: "0".repeat(64) }])
      expect(verifyBallotSignature(fingerprint, bad)).toBe(false);
    expect(verifyBallotSignature("x", cast)).toBe(false);
  });

  it("refuses to sign with a secret that is not the credential's, or for a malformed fingerprint", () => {
    expect(() => signBallot(fingerprint, sealed, { ...voter, secret: sampleCredential(1).secret })).toThrow(
      /does not match/,
    );
    expect(() => signBallot("x", sealed, voter)).toThrow(/fingerprint/);
  });
});

describe("confirmFound / verifyFound", () => {
  const found = confirmFound(fingerprint, head, voter, deterministicRand("credential/found"));

  it("verifies for this election and this head only", () => {
    expect(verifyFound(fingerprint, head, found)).toBe(true);
    expect(verifyFound(other, head, found)).toBe(false);
    expect(verifyFound(fingerprint, digest("test/head", ["2"]), found)).toBe(false);
    expect(verifyFound(fingerprint, head, { ...found, credential: sampleCredential(1).publicKey })).toBe(
      false,
    );
  });

  it("is not a ballot's signature, nor the reverse (the label differs)", () => {
    expect(verifyFound(fingerprint, head, { credential: cast.credential, signature: cast.signature })).toBe(
      false,
    );
    expect(verifyBallotSignature(fingerprint, { ...cast, signature: found.signature })).toBe(false);
  });

  it("refuses a malformed confirmation", () => {
    for (const bad of [null, {}, { ...found, extra: 1 }, { credential: found.credential }])
      expect(verifyFound(fingerprint, head, bad)).toBe(false);
  });
});
