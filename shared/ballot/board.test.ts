// The ballot board's hash chain and a voter's receipt against the final board.
import { describe, expect, it } from "vitest";
import {
  ballotTracker,
  boardHeads,
  boardNext,
  boardStart,
  digest,
  encryptVote,
  findOnBoard,
  signBallot,
  TAG,
} from "./index.ts";
import { deterministicRand, sampleCredential } from "./testing.ts";

const fingerprint = digest("test/fingerprint", ["board"]);
const ctx = { fingerprint, publicKey: "e2f2ae0a6abc4e71a884a961c500515f58e30b6aa582dd8db6a65945e08d2d76" }; // Y = G
/** Voter `i`'s ballot for `v`, encrypted and signed with their credential. */
const cast = (v: 0 | 1, i: number, label = `board/${i}`) =>
  signBallot(
    fingerprint,
    encryptVote(ctx, v, deterministicRand(label)),
    sampleCredential(i),
    deterministicRand(`${label}/cast`),
  );
const ballots = [1, 0, 1, 1].map((v, i) => cast(v as 0 | 1, i));

describe("board chain", () => {
  it("starts from H_E and hashes each ballot's points, proof, credential and signature onto the previous head", () => {
    expect(boardStart(fingerprint)).toBe(digest(TAG.board, [fingerprint]));
    const b = ballots[0]!;
    expect(boardNext(boardStart(fingerprint), b)).toBe(
      digest(TAG.board, [
        boardStart(fingerprint),
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
    const heads = boardHeads(fingerprint, ballots);
    expect(heads).toHaveLength(5);
    expect(new Set(heads).size).toBe(5);
    for (let k = 1; k < heads.length; k++) expect(heads[k]).toBe(boardNext(heads[k - 1]!, ballots[k - 1]!));
    expect(boardHeads(fingerprint, [])).toEqual([boardStart(fingerprint)]);
  });

  it("depends on the fingerprint, the order and every field of every ballot", () => {
    const head = boardHeads(fingerprint, ballots).at(-1);
    expect(boardHeads(digest("test/fingerprint", ["other"]), ballots).at(-1)).not.toBe(head);
    expect(boardHeads(fingerprint, [ballots[1]!, ballots[0]!, ...ballots.slice(2)]).at(-1)).not.toBe(head);
    const reproved = {
      ...ballots[2]!,
      proof: [ballots[2]!.proof[1], ballots[2]!.proof[0]],
    } as (typeof ballots)[0];
    expect(boardHeads(fingerprint, [...ballots.slice(0, 2), reproved, ballots[3]!]).at(-1)).not.toBe(head);
    // The same ciphertext signed anew (by its voter, or any other key) is another head.
    const resigned = signBallot(
      fingerprint,
      ballots[2]!,
      sampleCredential(5),
      deterministicRand("board/resign"),
    );
    expect(boardHeads(fingerprint, [...ballots.slice(0, 2), resigned, ballots[3]!]).at(-1)).not.toBe(head);
  });

  it("refuses a malformed fingerprint or ballot", () => {
    expect(() => boardStart("ab")).toThrow(/fingerprint/);
    expect(() => boardNext(boardStart(fingerprint), { ...ballots[0]!, alpha: "zz" })).toThrow(/64 hex/);
  });
});

describe("findOnBoard", () => {
  const heads = boardHeads(fingerprint, ballots);
  const receipt = { tracker: ballotTracker(ballots[1]!), position: 2, head: heads[2]! };

  it("finds a ballot where the receipt says, on the board the voter was given, later ballots or not", () => {
    expect(findOnBoard(fingerprint, ballots, receipt)).toBe("found");
    expect(findOnBoard(fingerprint, ballots.slice(0, 2), receipt)).toBe("found");
  });

  it("reports a missing ballot", () => {
    expect(findOnBoard(fingerprint, [ballots[0]!, ...ballots.slice(2)], receipt)).toBe("missing");
    expect(findOnBoard(fingerprint, [], receipt)).toBe("missing");
    expect(findOnBoard(fingerprint, [{ ...ballots[0]!, alpha: "zz" }], receipt)).toBe("missing");
  });

  it("reports a board rewritten before the ballot, or the ballot moved", () => {
    // A ballot before it replaced: the ballot is still at its place, the head there differs.
    const other = cast(0, 6, "board/other");
    expect(findOnBoard(fingerprint, [other, ...ballots.slice(1)], receipt)).toBe("rewritten");
    // Moved to another place.
    expect(findOnBoard(fingerprint, [ballots[1]!, ballots[0]!, ...ballots.slice(2)], receipt)).toBe(
      "rewritten",
    );
    // The same ballots under another election's fingerprint.
    expect(findOnBoard(digest("test/fingerprint", ["other"]), ballots, receipt)).toBe("rewritten");
  });
});
