// The urn's hash chain and a voter's receipt against the final urn.
import { describe, expect, it } from "vitest";
import {
  ballotTracker,
  digest,
  encryptVote,
  findInUrn,
  signBallot,
  TAG,
  urnHeads,
  urnNext,
  urnStart,
} from "./index.ts";
import { deterministicRand, sampleCredential } from "./testing.ts";

const fingerprint = digest("test/fingerprint", ["urn"]);
const ctx = { fingerprint, publicKey: "e2f2ae0a6abc4e71a884a961c500515f58e30b6aa582dd8db6a65945e08d2d76" }; // Y = G
/** Voter `i`'s ballot for `v`, encrypted and signed with their credential. */
const cast = (v: 0 | 1, i: number, label = `urn/${i}`) =>
  signBallot(
    fingerprint,
    encryptVote(ctx, v, deterministicRand(label)),
    sampleCredential(i),
    deterministicRand(`${label}/cast`),
  );
const ballots = [1, 0, 1, 1].map((v, i) => cast(v as 0 | 1, i));

describe("urn chain", () => {
  it("starts from H_E and hashes each ballot's points, proof, credential and signature onto the previous head", () => {
    expect(urnStart(fingerprint)).toBe(digest(TAG.urn, [fingerprint]));
    const b = ballots[0]!;
    expect(urnNext(urnStart(fingerprint), b)).toBe(
      digest(TAG.urn, [
        urnStart(fingerprint),
        b.alpha,
        b.beta,
        b.proof[0].challenge,
        b.proof[0].response,
        b.proof[1].challenge,
        b.proof[1].response,
        b.credential,
        b.signature.challenge,
        b.signature.response,
      ]),
    );
    const heads = urnHeads(fingerprint, ballots);
    expect(heads).toHaveLength(5);
    expect(new Set(heads).size).toBe(5);
    for (let k = 1; k < heads.length; k++) expect(heads[k]).toBe(urnNext(heads[k - 1]!, ballots[k - 1]!));
    expect(urnHeads(fingerprint, [])).toEqual([urnStart(fingerprint)]);
  });

  it("depends on the fingerprint, the order and every field of every ballot", () => {
    const head = urnHeads(fingerprint, ballots).at(-1);
    expect(urnHeads(digest("test/fingerprint", ["other"]), ballots).at(-1)).not.toBe(head);
    expect(urnHeads(fingerprint, [ballots[1]!, ballots[0]!, ...ballots.slice(2)]).at(-1)).not.toBe(head);
    const reproved = {
      ...ballots[2]!,
      proof: [ballots[2]!.proof[1], ballots[2]!.proof[0]],
    } as (typeof ballots)[0];
    expect(urnHeads(fingerprint, [...ballots.slice(0, 2), reproved, ballots[3]!]).at(-1)).not.toBe(head);
    // The same ciphertext signed anew (by its voter, or any other key) is another head.
    const resigned = signBallot(
      fingerprint,
      ballots[2]!,
      sampleCredential(5),
      deterministicRand("urn/resign"),
    );
    expect(urnHeads(fingerprint, [...ballots.slice(0, 2), resigned, ballots[3]!]).at(-1)).not.toBe(head);
  });

  it("refuses a malformed fingerprint or ballot", () => {
    expect(() => urnStart("ab")).toThrow(/fingerprint/);
    expect(() => urnNext(urnStart(fingerprint), { ...ballots[0]!, alpha: "zz" })).toThrow(/64 hex/);
  });
});

describe("findInUrn", () => {
  const heads = urnHeads(fingerprint, ballots);
  const receipt = { tracker: ballotTracker(ballots[1]!), position: 2, head: heads[2]! };

  it("finds a ballot where the receipt says, in the urn the voter was given, later ballots or not", () => {
    expect(findInUrn(fingerprint, ballots, receipt)).toBe("found");
    expect(findInUrn(fingerprint, ballots.slice(0, 2), receipt)).toBe("found");
  });

  it("reports a missing ballot", () => {
    expect(findInUrn(fingerprint, [ballots[0]!, ...ballots.slice(2)], receipt)).toBe("missing");
    expect(findInUrn(fingerprint, [], receipt)).toBe("missing");
    expect(findInUrn(fingerprint, [{ ...ballots[0]!, alpha: "zz" }], receipt)).toBe("missing");
  });

  it("reports an urn rewritten before the ballot, or the ballot moved", () => {
    // A ballot before it replaced: the ballot is still at its place, the head there differs.
    const other = cast(0, 6, "urn/other");
    expect(findInUrn(fingerprint, [other, ...ballots.slice(1)], receipt)).toBe("rewritten");
    // Moved to another place.
    expect(findInUrn(fingerprint, [ballots[1]!, ballots[0]!, ...ballots.slice(2)], receipt)).toBe(
      "rewritten",
    );
    // The same ballots under another election's fingerprint.
    expect(findInUrn(digest("test/fingerprint", ["other"]), ballots, receipt)).toBe("rewritten");
  });
});
