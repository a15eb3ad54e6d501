// Key generation, share transport, threshold decryption; roundtrips with 2-of-3 and 3-of-5.
import { describe, expect, it } from "vitest";
import { encodePoint, G, L } from "./group.ts";
import {
  combinePartials,
  deal,
  electionPublicKey,
  encodeScalar,
  encryptVote,
  lagrangeAtZero,
  newDeviceKey,
  openShare,
  partialDecrypt,
  secretShare,
  sumBallots,
  verificationKey,
  verifyBallot,
  verifyDealing,
  verifyDeviceKey,
  verifyPartial,
} from "./index.ts";
import { deterministicRand, simulateElection } from "./testing.ts";

const electionId = "7a1e2d3c-5b4a-4968-8776-655443322110";

describe("device keys", () => {
  it("prove possession, bound to election and seat", () => {
    const k = newDeviceKey(electionId, 2);
    expect(verifyDeviceKey(electionId, 2, k.publicKey, k.proof)).toBe(true);
    expect(verifyDeviceKey(electionId, 3, k.publicKey, k.proof)).toBe(false);
    expect(verifyDeviceKey("7a1e2d3c-5b4a-4968-8776-655443322111", 2, k.publicKey, k.proof)).toBe(false);
    expect(verifyDeviceKey(electionId, 2, encodePoint(G), k.proof)).toBe(false);
    expect(verifyDeviceKey(electionId, 2, k.publicKey, { ...k.proof, extra: 1 })).toBe(false);
    expect(verifyDeviceKey(electionId, 0, k.publicKey, k.proof)).toBe(false);
  });
});

describe("dealing", () => {
  const keys = [1, 2, 3].map((s) => newDeviceKey(electionId, s, deterministicRand(`k${s}`)));
  const pubs = keys.map((k) => k.publicKey);

  it("verifies publicly and opens for every seat", () => {
    const d = deal(electionId, 1, 2, pubs);
    expect(verifyDealing(electionId, 1, 2, 3, d)).toBe(true);
    expect(verifyDealing(electionId, 2, 2, 3, d)).toBe(false); // the PoK is bound to the dealer's seat
    expect(verifyDealing(electionId, 1, 3, 3, d)).toBe(false); // wrong number of commitments
    expect(verifyDealing(electionId, 1, 2, 4, d)).toBe(false); // wrong number of shares
    expect(verifyDealing(electionId, 1, 2, 3, { ...d, shares: [...d.shares].reverse() })).toBe(false);
    for (const [i, k] of keys.entries()) expect(openShare(electionId, 1, i + 1, k.secret, d)).not.toBeNull();
    // Another recipient's secret, or the share read as if from another dealer, does not open.
    expect(openShare(electionId, 1, 1, keys[1]!.secret, d)).toBeNull();
    expect(openShare(electionId, 2, 1, keys[0]!.secret, d)).toBeNull();
  });

  it("a share that is wrong for one seat is caught by that seat only", () => {
    const d = deal(electionId, 2, 2, pubs);
    const tampered = {
      ...d,
      shares: d.shares.map((s) =>
        s.to === 3 ? { ...s, value: encodeScalar((BigInt(`0x${s.value}`) + 1n) % L) } : s,
      ),
    };
    expect(verifyDealing(electionId, 2, 2, 3, tampered)).toBe(true); // not publicly detectable
    expect(openShare(electionId, 2, 3, keys[2]!.secret, tampered)).toBeNull();
    expect(openShare(electionId, 2, 1, keys[0]!.secret, tampered)).not.toBeNull();
    // A dealer who encrypts shares of a different polynomial than committed is caught too.
    const other = deal(electionId, 2, 2, pubs);
    expect(openShare(electionId, 2, 1, keys[0]!.secret, { ...other, commitments: d.commitments })).toBeNull();
  });

  it("refuses bad parameters", () => {
    expect(() => deal(electionId, 4, 2, pubs)).toThrow(/seat/);
    expect(() => deal(electionId, 1, 4, pubs)).toThrow(/threshold/);
    expect(() => deal(electionId, 1, 2, [pubs[0]!, pubs[1]!, encodePoint(G).toUpperCase()])).toThrow(
      /seat 3/,
    );
    expect(() => deal("not-a-uuid", 1, 2, pubs)).toThrow(/UUID/);
    expect(() => newDeviceKey(electionId, 1, () => 0n)).toThrow(RangeError);
    expect(() => newDeviceKey(electionId, 1, () => L)).toThrow(RangeError);
  });
});

describe("threshold decryption", () => {
  it("Lagrange coefficients at 0 reconstruct a polynomial's constant term", () => {
    const f = (z: bigint) => (5n + 7n * z + 11n * z * z) % L;
    const seats = [2, 4, 5];
    const l = lagrangeAtZero(seats);
    const sum = seats.reduce((acc, s, i) => (acc + l[i]! * f(BigInt(s))) % L, 0n);
    expect(sum).toBe(5n);
  });

  it("rejects a partial decryption with a wrong factor or a wrong proof", () => {
    const sim = simulateElection({
      seed: "partials",
      electionId,
      trustees: 3,
      votes: [1, 1, 0],
      decryptingSeats: [1, 2],
      participants: 5,
    });
    const [p1, p2] = sim.partialDecryptions as [
      (typeof sim.partialDecryptions)[0],
      (typeof sim.partialDecryptions)[0],
    ];
    const vk1 = sim.verificationKeys[0]!;
    expect(verifyPartial(electionId, vk1, sim.tally, p1)).toBe(true);
    expect(verifyPartial(electionId, vk1, sim.tally, p2)).toBe(false); // seat 2's partial against seat 1's key
    expect(verifyPartial(electionId, vk1, sim.tally, { ...p1, factor: p2.factor })).toBe(false);
    expect(verifyPartial(electionId, vk1, sim.tally, { ...p1, proof: p2.proof })).toBe(false);
    expect(verifyPartial(electionId, vk1, sim.tally, { ...p1, seat: 2 })).toBe(false);
    expect(verifyPartial(electionId, vk1, sumBallots([]), p1)).toBe(false);
    const wrongFactor = encodePoint(G.multiply(3n));
    expect(verifyPartial(electionId, vk1, sim.tally, { ...p1, factor: wrongFactor })).toBe(false);
    expect(verifyPartial(electionId, vk1, sim.tally, { ...p1, factor: "0".repeat(64) })).toBe(false);
    // A correct factor from a trustee who lies about it in combination gives a wrong or no count.
    expect(() => combinePartials(sim.tally, [p1, { ...p2, factor: wrongFactor }], 2, 3)).toThrow(
      /not a count/,
    );
    expect(() => combinePartials(sim.tally, [p1], 2, 3)).toThrow(/need 2/);
    expect(() => combinePartials(sim.tally, [p1, p1], 2, 3)).toThrow(/distinct/);
    expect(combinePartials(sim.tally, [p2, p1], 2, 3)).toBe(2);
    expect(() => combinePartials(sim.tally, [p2, p1], 2, 1)).toThrow(/between 0 and 1/);
  });

  it("decrypts an empty tally to 0", () => {
    const sim = simulateElection({
      seed: "empty",
      electionId,
      trustees: 3,
      votes: [],
      decryptingSeats: [2, 3],
      participants: 5,
    });
    expect(sim.tally).toEqual({ alpha: "0".repeat(64), beta: "0".repeat(64) });
    const [p2, p3] = sim.partialDecryptions;
    expect(verifyPartial(electionId, sim.verificationKeys[1]!, sim.tally, p2)).toBe(true);
    expect(combinePartials(sim.tally, [p2!, p3!], 2, 0)).toBe(0);
  });

  // 21 ballots (13 for, 8 against), decrypted by every threshold subset of the commission.
  const votes = Array.from({ length: 21 }, (_, i) => ((i * 7) % 3 === 2 || i % 5 === 0 ? 0 : 1)) as (0 | 1)[];
  const expected = votes.filter((v) => v === 1).length;
  for (const [n, t, subsets] of [
    [
      3,
      2,
      [
        [1, 2],
        [1, 3],
        [2, 3],
        [3, 1, 2],
      ],
    ],
    [
      5,
      3,
      [
        [1, 2, 3],
        [1, 3, 5],
        [2, 4, 5],
        [3, 4, 5],
        [5, 1, 4, 2],
      ],
    ],
  ] as [number, number, number[][]][]) {
    it(`roundtrip: 21 ballots, ${t}-of-${n}`, () => {
      const sim = simulateElection({
        seed: `rt${n}`,
        electionId,
        trustees: n,
        votes,
        decryptingSeats: [],
        participants: 25,
      });
      const table = sim.dealings.map((d) => d.commitments);
      expect(electionPublicKey(table)).toBe(sim.publicKey);
      // The secret key is the sum of the constant terms: check through any threshold subset.
      for (const [i, share] of sim.secretShares.entries()) {
        expect(encodePoint(G.multiply(BigInt(`0x${share}`)))).toBe(verificationKey(table, i + 1));
      }
      for (const b of sim.ballots)
        expect(verifyBallot({ electionId, publicKey: sim.publicKey }, b.ballot)).toBe(true);
      for (const subset of subsets) {
        const partials = subset.map((s) =>
          partialDecrypt(electionId, s, sim.secretShares[s - 1]!, sim.tally),
        );
        for (const p of partials) {
          expect(verifyPartial(electionId, verificationKey(table, p.seat), sim.tally, p)).toBe(true);
        }
        expect(combinePartials(sim.tally, partials, t, votes.length)).toBe(expected);
      }
      // Fewer than t trustees cannot decrypt: t−1 factors combined as if they were enough give garbage.
      const few = [1, 2]
        .slice(0, t - 1)
        .map((s) => partialDecrypt(electionId, s, sim.secretShares[s - 1]!, sim.tally));
      expect(() => combinePartials(sim.tally, few, t - 1, votes.length)).toThrow(/not a count/);
    });
  }

  it("checks the parameters of partialDecrypt", () => {
    const tally = sumBallots([encryptVote({ electionId, publicKey: encodePoint(G) }, 1)]);
    expect(() => partialDecrypt(electionId, 1, "0".repeat(64), tally)).toThrow(/nonzero/);
    expect(() => partialDecrypt(electionId, 0, secretShare([5n]), tally)).toThrow(/seat/);
    expect(() => secretShare([L])).toThrow(RangeError);
    expect(secretShare([L - 1n, 2n])).toBe(encodeScalar(1n));
  });
});
