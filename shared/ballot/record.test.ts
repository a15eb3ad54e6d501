// The election record verifier: every check has a failing case with a named error.
import { describe, expect, it } from "vitest";
import { encodePoint, G } from "./group.ts";
import { type ElectionRecord, encryptVote, sortByTracker, sumBallots, verifyRecord } from "./index.ts";
import { simulateElection } from "./testing.ts";

const electionId = "c3d4e5f6-a7b8-4c9d-8e0f-112233445566";
const base = simulateElection({
  seed: "record",
  electionId,
  trustees: 3,
  votes: [1, 0, 1, 1, 0, 1],
  decryptingSeats: [3, 2],
  participants: 9,
}).record;

/** A deep copy of the base record with `edit` applied. */
function variant(edit: (r: ElectionRecord) => void): ElectionRecord {
  const r = structuredClone(base);
  edit(r);
  return r;
}

/** Expects the record to fail with at least one error matching `pattern`. */
function expectError(r: unknown, pattern: RegExp) {
  const v = verifyRecord(r);
  expect(v.ok).toBe(false);
  expect(
    v.errors.some((e) => pattern.test(e)),
    v.errors.join("\n"),
  ).toBe(true);
}

describe("verifyRecord", () => {
  it("accepts an honest record, and the same record while the poll is open", () => {
    expect(verifyRecord(base)).toEqual({ ok: true, errors: [] });
    const open = variant((r) => {
      r.tally = null;
      r.partialDecryptions = [];
      r.result = null;
    });
    expect(verifyRecord(open)).toEqual({ ok: true, errors: [] });
    const counting = variant((r) => {
      r.result = null;
      r.partialDecryptions = r.partialDecryptions.slice(0, 1);
    });
    expect(verifyRecord(counting)).toEqual({ ok: true, errors: [] });
  });

  it("never throws on garbage", () => {
    for (const u of [null, undefined, 1, "x", [], {}, { ...base, extra: 1 }])
      expect(verifyRecord(u).ok).toBe(false);
    expectError({ ...base, format: "dissovet-record/2" }, /^format/);
    expectError({ ...base, election: { ...base.election, id: electionId.toUpperCase() } }, /^election: id/);
    expectError({ ...base, ballots: "none" }, /^ballots: expected an array/);
  });

  it("checks the election parameters and the trustees", () => {
    expectError(
      variant((r) => {
        r.election.threshold = 3;
      }),
      /threshold must be floor\(3\/2\)\+1 = 2/,
    );
    expectError(
      variant((r) => {
        r.election.group = "p256" as "ristretto255";
      }),
      /group/,
    );
    expectError(
      variant((r) => {
        r.trustees[1]!.seat = 3;
      }),
      /^trustee 2: seat must be 2/,
    );
    expectError(
      variant((r) => {
        r.trustees[2]!.commitments.pop();
      }),
      /^trustee 3: commitments/,
    );
    expectError(
      variant((r) => {
        r.trustees[0]!.proof = r.trustees[1]!.proof;
      }),
      /^trustee 1: proof of knowledge invalid/,
    );
    expectError(
      variant((r) => {
        r.trustees.pop();
      }),
      /^trustees: expected an array of 3/,
    );
    expectError(
      variant((r) => {
        r.publicKey = encodePoint(G);
      }),
      /^publicKey: not the sum/,
    );
  });

  it("rejects a duplicated ballot", () => {
    const r = variant((r) => {
      r.ballots = sortByTracker([...r.ballots, r.ballots[2]!]);
      r.usedInvites += 1;
      r.tally = sumBallots(r.ballots);
      r.partialDecryptions = [];
      r.result = null;
    });
    expectError(r, /^ballot \d+: duplicate of ballot \d+ \(same alpha\)/);
  });

  it("rejects ballots out of tracker order, a bad ballot proof, and an invite mismatch", () => {
    expectError(
      variant((r) => {
        r.ballots.reverse();
      }),
      /^ballot 1: not sorted by tracker/,
    );
    expectError(
      variant((r) => {
        r.ballots[4]!.proof = [r.ballots[4]!.proof[1], r.ballots[4]!.proof[0]];
      }),
      /^ballot 4: proof invalid/,
    );
    expectError(
      variant((r) => {
        r.ballots[0]!.alpha = "nope";
      }),
      /^ballot 0: malformed/,
    );
    expectError(
      variant((r) => {
        r.usedInvites = 7;
      }),
      /^usedInvites: 7, but the record has 6 ballots/,
    );
    expectError(
      variant((r) => {
        r.election.participants = 5;
      }),
      /^usedInvites: 6 exceeds participants \(5\)/,
    );
    // A ballot for another poll (valid proof, other election id) is refused.
    const foreign = encryptVote(
      { electionId: "c3d4e5f6-a7b8-4c9d-8e0f-112233445567", publicKey: base.publicKey },
      1,
    );
    const r = variant((r) => {
      r.ballots = sortByTracker([...r.ballots, foreign]);
      r.usedInvites += 1;
      r.tally = null;
      r.partialDecryptions = [];
      r.result = null;
    });
    expectError(r, /^ballot \d+: proof invalid/);
  });

  it("rejects a tally that is not the sum of the ballots", () => {
    expectError(
      variant((r) => {
        r.tally = sumBallots(r.ballots.slice(1));
      }),
      /^tally: not the sum/,
    );
    expectError(
      variant((r) => {
        r.tally = { alpha: "x", beta: "y" };
      }),
      /^tally: expected/,
    );
  });

  it("checks partial decryptions: proofs, factors, duplicate seats, seats out of range", () => {
    const [a, b] = base.partialDecryptions as [
      ElectionRecord["partialDecryptions"][0],
      ElectionRecord["partialDecryptions"][0],
    ];
    expectError(
      variant((r) => {
        r.partialDecryptions[0]!.factor = b.factor;
      }),
      /^partial decryption 0 \(seat 3\): proof invalid/,
    );
    expectError(
      variant((r) => {
        r.partialDecryptions[1]!.proof = a.proof;
      }),
      /^partial decryption 1 \(seat 2\): proof invalid/,
    );
    expectError(
      variant((r) => {
        r.partialDecryptions[1]!.seat = 1;
      }),
      /^partial decryption 1 \(seat 1\): proof invalid/,
    );
    expectError(
      variant((r) => {
        r.partialDecryptions.push(a);
      }),
      /^partial decryption 2: duplicate seat 3/,
    );
    expectError(
      variant((r) => {
        r.partialDecryptions[0]!.seat = 4;
      }),
      /^partial decryption 0: malformed or seat out of 1..3/,
    );
  });

  it("checks the result", () => {
    expectError(
      variant((r) => {
        r.result = { for: 3, against: 3 };
      }),
      /^result: for is 3, the tally decrypts to 4/,
    );
    expectError(
      variant((r) => {
        r.result = { for: 4, against: 1 };
      }),
      /^result: against must be 2/,
    );
    expectError(
      variant((r) => {
        r.partialDecryptions.pop();
      }),
      /^result: 1 valid partial decryptions, threshold is 2/,
    );
    expectError(
      variant((r) => {
        r.tally = null;
      }),
      /partialDecryptions: present without a valid tally/,
    );
    expectError(
      variant((r) => {
        r.tally = null;
        r.partialDecryptions = [];
      }),
      /^result: present without a valid tally/,
    );
    expectError(
      variant((r) => {
        r.result = { for: -1, against: 7 };
      }),
      /^result: expected null or/,
    );
  });
});
