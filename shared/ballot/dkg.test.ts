// Key generation (device keys with their nonce commitments, dealings, share transport, the
// answer to a complaint and its judgement) and threshold decryption bound to the fingerprint and
// the urn's head; roundtrips with 2-of-3 and 3-of-5.
import { describe, expect, it } from "vitest";
import { encodePoint, G, L } from "./group.ts";
import {
  answerSigned,
  combinePartials,
  deal,
  dealingSigned,
  digest,
  electionPublicKey,
  encodeScalar,
  encryptVote,
  judgeComplaint,
  lagrangeAtZero,
  manifestDigest,
  newDeviceKey,
  nonceCommitment,
  openShare,
  partialDecrypt,
  revealShare,
  secretShare,
  sumBallots,
  urnHeads,
  verificationKey,
  verifyBallot,
  verifyDealing,
  verifyDeviceKey,
  verifyPartial,
} from "./index.ts";
import { deterministicRand, sampleManifest, simulateElection } from "./testing.ts";

const base = manifestDigest(sampleManifest("7a1e2d3c-5b4a-4968-8776-655443322110"));
const otherBase = manifestDigest(sampleManifest("7a1e2d3c-5b4a-4968-8776-655443322111"));

describe("device keys", () => {
  it("prove possession, bound to the manifest, the seat and the nonce commitment", () => {
    const k = newDeviceKey(base, 2);
    expect(k.nonceCommitment).toBe(nonceCommitment(base, 2, k.nonce));
    expect(k.nonceCommitment).toBe(digest("dissovet/2/nonce", [base, "2", k.nonce]));
    expect(verifyDeviceKey(base, 2, k.publicKey, k.nonceCommitment, k.proof)).toBe(true);
    expect(verifyDeviceKey(base, 3, k.publicKey, k.nonceCommitment, k.proof)).toBe(false);
    expect(verifyDeviceKey(otherBase, 2, k.publicKey, k.nonceCommitment, k.proof)).toBe(false);
    expect(verifyDeviceKey(base, 2, encodePoint(G), k.nonceCommitment, k.proof)).toBe(false);
    // Nobody can post another commitment under this key and proof.
    const other = nonceCommitment(base, 2, encodeScalar(1n));
    expect(verifyDeviceKey(base, 2, k.publicKey, other, k.proof)).toBe(false);
    expect(verifyDeviceKey(base, 2, k.publicKey, k.nonceCommitment, { ...k.proof, extra: 1 })).toBe(false);
    expect(verifyDeviceKey(base, 0, k.publicKey, k.nonceCommitment, k.proof)).toBe(false);
    expect(verifyDeviceKey(base, 2, k.publicKey, null, k.proof)).toBe(false);
  });

  it("draws d, N, w in this order", () => {
    const draws = [5n, 6n, 7n];
    const k = newDeviceKey(base, 1, () => draws.shift()!);
    expect(draws).toEqual([]);
    expect(k.secret).toBe(encodeScalar(5n));
    expect(k.publicKey).toBe(encodePoint(G.multiply(5n)));
    expect(k.nonce).toBe(encodeScalar(6n));
    expect(verifyDeviceKey(base, 1, k.publicKey, k.nonceCommitment, k.proof)).toBe(true);
  });
});

describe("dealing", () => {
  const keys = [1, 2, 3].map((s) => newDeviceKey(base, s, deterministicRand(`k${s}`)));
  const pubs = keys.map((k) => k.publicKey);

  it("verifies publicly and opens for every seat, the dealer's own included", () => {
    const { dealing: d, nonces } = deal(base, 1, 2, pubs, keys[0]!);
    expect(nonces).toHaveLength(3);
    expect(d.shares.map((s) => s.to)).toEqual([1, 2, 3]);
    expect(verifyDealing(base, 1, 2, 3, d)).toBe(true);
    expect(verifyDealing(otherBase, 1, 2, 3, d)).toBe(false); // the PoK is bound to the manifest
    expect(verifyDealing(base, 2, 2, 3, d)).toBe(false); // and to the dealer's seat
    expect(verifyDealing(base, 1, 3, 3, d)).toBe(false); // wrong number of commitments
    expect(verifyDealing(base, 1, 2, 4, d)).toBe(false); // wrong number of shares
    expect(verifyDealing(base, 1, 2, 3, { ...d, shares: [...d.shares].reverse() })).toBe(false);
    expect(verifyDealing(base, 1, 2, 3, { ...d, extra: 1 })).toBe(false);
    for (const [i, k] of keys.entries()) expect(openShare(base, 1, i + 1, k.secret, d)).not.toBeNull();
    // Another recipient's secret, the share read as from another dealer, or for another manifest: no.
    expect(openShare(base, 1, 1, keys[1]!.secret, d)).toBeNull();
    expect(openShare(base, 2, 1, keys[0]!.secret, d)).toBeNull();
    expect(openShare(otherBase, 1, 1, keys[0]!.secret, d)).toBeNull();
  });

  it("is signed by its dealer's device key: a dealing changed on its way, or shown as another seat's, is not", () => {
    const { dealing: d } = deal(base, 1, 2, pubs, keys[0]!);
    expect(dealingSigned(base, 1, d, pubs[0])).toBe(true);
    expect(dealingSigned(base, 1, d, pubs[1])).toBe(false); // another seat's key
    expect(dealingSigned(base, 2, d, pubs[0])).toBe(false); // posted in another seat's name
    expect(dealingSigned(otherBase, 1, d, pubs[0])).toBe(false);
    const changed = structuredClone(d);
    changed.shares[2]!.value = encodeScalar((BigInt(`0x${changed.shares[2]!.value}`) + 1n) % L);
    expect(dealingSigned(base, 1, changed, pubs[0])).toBe(false);
    expect(verifyDealing(base, 1, 2, 3, changed)).toBe(true); // its public checks cannot tell
    const { signature: _, ...unsigned } = d;
    expect(dealingSigned(base, 1, unsigned, pubs[0])).toBe(false);
    expect(verifyDealing(base, 1, 2, 3, unsigned)).toBe(false);
    expect(dealingSigned(base, 1, { ...d, signature: { challenge: "x|y", response: "0" } }, pubs[0])).toBe(
      false,
    );
  });

  it("draws a_0..a_{t−1}, w, then e_1..e_n, then the signature's w", () => {
    const draws = Array.from({ length: 7 }, (_, i) => BigInt(100 + i));
    const { dealing, nonces } = deal(base, 2, 2, pubs, keys[1]!, () => draws.shift()!);
    expect(draws).toEqual([]);
    expect(dealing.commitments).toEqual([encodePoint(G.multiply(100n)), encodePoint(G.multiply(101n))]);
    expect(nonces).toEqual([103n, 104n, 105n].map(encodeScalar));
    expect(dealing.shares.map((s) => s.ephemeral)).toEqual(
      [103n, 104n, 105n].map((e) => encodePoint(G.multiply(e))),
    );
    // f(z) = 100 + 101·z: seat 3 opens 403.
    expect(openShare(base, 2, 3, keys[2]!.secret, dealing)).toBe(403n);
  });

  it("a share that is wrong for one seat is caught by that seat only", () => {
    const { dealing: d } = deal(base, 2, 2, pubs, keys[1]!);
    const tampered = {
      ...d,
      shares: d.shares.map((s) =>
        s.to === 3 ? { ...s, value: encodeScalar((BigInt(`0x${s.value}`) + 1n) % L) } : s,
      ),
    };
    expect(verifyDealing(base, 2, 2, 3, tampered)).toBe(true); // not publicly detectable
    expect(openShare(base, 2, 3, keys[2]!.secret, tampered)).toBeNull();
    expect(openShare(base, 2, 1, keys[0]!.secret, tampered)).not.toBeNull();
    // A dealer who encrypts shares of another polynomial than it committed to is caught too.
    const { dealing: other } = deal(base, 2, 2, pubs, keys[1]!);
    expect(openShare(base, 2, 1, keys[0]!.secret, { ...other, commitments: d.commitments })).toBeNull();
  });

  it("refuses bad parameters", () => {
    expect(() => deal(base, 4, 2, pubs, keys[0]!)).toThrow(/seat/);
    expect(() => deal(base, 1, 4, pubs, keys[0]!)).toThrow(/threshold/);
    expect(() => deal(base, 1, 2, [pubs[0]!, pubs[1]!, encodePoint(G).toUpperCase()], keys[0]!)).toThrow(
      /seat 3/,
    );
    expect(() => deal("not-a-digest", 1, 2, pubs, keys[0]!)).toThrow(/manifest digest/);
    expect(() => newDeviceKey(base, 1, () => 0n)).toThrow(RangeError);
    expect(() => newDeviceKey(base, 1, () => L)).toThrow(RangeError);
  });
});

describe("complaints: revealShare and judgeComplaint", () => {
  const keys = [1, 2, 3].map((s) => newDeviceKey(base, s, deterministicRand(`j${s}`)));
  const pubs = keys.map((k) => k.publicKey);
  const { dealing, nonces } = deal(base, 1, 2, pubs, keys[0]!, deterministicRand("j/deal"));

  it("the answer is the share the recipient opens, and the nonce of that share only", () => {
    const reveal = revealShare(base, 1, 3, pubs[2]!, dealing, nonces[2]!, keys[0]!);
    expect(Object.keys(reveal).sort()).toEqual(["nonce", "share", "signature", "to"]);
    expect(reveal.to).toBe(3);
    expect(BigInt(`0x${reveal.share}`)).toBe(openShare(base, 1, 3, keys[2]!.secret, dealing));
    expect(reveal.nonce).toBe(nonces[2]);
    // The nonce is no other share's: it gives neither their ephemerals nor their values.
    for (const to of [1, 2]) {
      expect(encodePoint(G.multiply(BigInt(`0x${reveal.nonce}`)))).not.toBe(
        dealing.shares[to - 1]!.ephemeral,
      );
      expect(judgeComplaint(base, 1, to, pubs[to - 1]!, dealing, { ...reveal, to })).toBe("dealer");
    }
    expect(judgeComplaint(base, 1, 3, pubs[2]!, dealing, reveal)).toBe("complainer");
  });

  it("names the dealer when its share fails, or its answer does not fit, and waits for an answer", () => {
    const bad = structuredClone(dealing);
    bad.shares[2]!.value = encodeScalar((BigInt(`0x${bad.shares[2]!.value}`) + 1n) % L);
    expect(judgeComplaint(base, 1, 3, pubs[2]!, bad, null)).toBe("pending");
    expect(
      judgeComplaint(base, 1, 3, pubs[2]!, bad, revealShare(base, 1, 3, pubs[2]!, bad, nonces[2]!, keys[0]!)),
    ).toBe("dealer");
    const honest = revealShare(base, 1, 3, pubs[2]!, dealing, nonces[2]!, keys[0]!);
    const misfits = [
      { ...honest, share: encodeScalar((BigInt(`0x${honest.share}`) + 1n) % L) }, // another share
      { ...honest, nonce: nonces[1]! }, // another nonce
      { ...honest, nonce: "0".repeat(64) },
      { ...honest, to: 2 }, // for another seat
      { ...honest, share: "zz" },
    ];
    for (const r of misfits) expect(judgeComplaint(base, 1, 3, pubs[2]!, dealing, r)).toBe("dealer");
    // Judged for another manifest, the recipient's key of another seat, or another dealer's seat.
    expect(judgeComplaint(otherBase, 1, 3, pubs[2]!, dealing, honest)).toBe("dealer");
    expect(judgeComplaint(base, 1, 3, pubs[1]!, dealing, honest)).toBe("dealer");
    expect(judgeComplaint(base, 2, 3, pubs[2]!, dealing, honest)).toBe("dealer");
  });

  it("an answer is signed by the dealer: one made or changed by a relay in its name is not", () => {
    const honest = revealShare(base, 1, 3, pubs[2]!, dealing, nonces[2]!, keys[0]!);
    expect(answerSigned(base, 1, honest, pubs[0])).toBe(true);
    expect(answerSigned(base, 1, honest, pubs[2])).toBe(false);
    expect(answerSigned(base, 2, honest, pubs[0])).toBe(false);
    expect(answerSigned(base, 1, { ...honest, share: encodeScalar(1n) }, pubs[0])).toBe(false);
    expect(answerSigned(base, 1, { ...honest, to: 2 }, pubs[0])).toBe(false);
    // A relay's answer signed with a key of its own is not the dealer's either.
    const forged = revealShare(base, 1, 3, pubs[2]!, dealing, nonces[2]!, keys[1]!);
    expect(answerSigned(base, 1, forged, pubs[0])).toBe(false);
    const { signature: _, ...unsigned } = honest;
    expect(answerSigned(base, 1, unsigned, pubs[0])).toBe(false);
  });

  it("refuses to answer without a share or with a malformed nonce", () => {
    expect(() => revealShare(base, 1, 4, pubs[2]!, dealing, nonces[2]!, keys[0]!)).toThrow(/reveal/);
    expect(() => revealShare(base, 1, 3, pubs[2]!, dealing, "nope", keys[0]!)).toThrow(/reveal/);
  });
});

describe("threshold decryption", () => {
  const manifest = sampleManifest("7a1e2d3c-5b4a-4968-8776-655443322110");

  it("Lagrange coefficients at 0 reconstruct a polynomial's constant term", () => {
    const f = (z: bigint) => (5n + 7n * z + 11n * z * z) % L;
    const seats = [2, 4, 5];
    const l = lagrangeAtZero(seats);
    const sum = seats.reduce((acc, s, i) => (acc + l[i]! * f(BigInt(s))) % L, 0n);
    expect(sum).toBe(5n);
  });

  it("binds a partial decryption to the fingerprint, the urn's head and the seat", () => {
    const sim = simulateElection({ seed: "partials", manifest, votes: [1, 1, 0], decryptingSeats: [1, 2] });
    const [p1, p2] = sim.partialDecryptions as [
      (typeof sim.partialDecryptions)[0],
      (typeof sim.partialDecryptions)[0],
    ];
    const ctx = { fingerprint: sim.fingerprint, head: sim.heads.at(-1)! };
    const vk1 = sim.verificationKeys[0]!;
    expect(verifyPartial(ctx, vk1, sim.tally, p1)).toBe(true);
    expect(verifyPartial({ ...ctx, head: sim.heads[2]! }, vk1, sim.tally, p1)).toBe(false); // another urn
    expect(verifyPartial({ ...ctx, fingerprint: sim.base }, vk1, sim.tally, p1)).toBe(false);
    expect(verifyPartial(ctx, vk1, sim.tally, p2)).toBe(false); // seat 2's partial against seat 1's key
    expect(verifyPartial(ctx, vk1, sim.tally, { ...p1, factor: p2.factor })).toBe(false);
    expect(verifyPartial(ctx, vk1, sim.tally, { ...p1, proof: p2.proof })).toBe(false);
    expect(verifyPartial(ctx, vk1, sim.tally, { ...p1, seat: 2 })).toBe(false);
    expect(verifyPartial(ctx, vk1, sumBallots([]), p1)).toBe(false);
    const wrongFactor = encodePoint(G.multiply(3n));
    expect(verifyPartial(ctx, vk1, sim.tally, { ...p1, factor: wrongFactor })).toBe(false);
    expect(verifyPartial(ctx, vk1, sim.tally, { ...p1, factor: "0".repeat(64) })).toBe(false);
    expect(verifyPartial(ctx, vk1, sim.tally, { ...p1, extra: 1 })).toBe(false);
    // A wrong factor in the combination gives no count at all.
    expect(() => combinePartials(sim.tally, [p1, { ...p2, factor: wrongFactor }], 2, 3)).toThrow(
      /not a count/,
    );
    expect(() => combinePartials(sim.tally, [p1], 2, 3)).toThrow(/need 2/);
    expect(() => combinePartials(sim.tally, [p1, p1], 2, 3)).toThrow(/distinct/);
    expect(combinePartials(sim.tally, [p2, p1], 2, 3)).toBe(2);
    expect(() => combinePartials(sim.tally, [p2, p1], 2, 1)).toThrow(/between 0 and 1/);
  });

  it("decrypts an empty tally to 0 (the identity's factor is the identity)", () => {
    const sim = simulateElection({ seed: "empty", manifest, votes: [], decryptingSeats: [2, 3] });
    expect(sim.tally).toEqual({ alpha: "0".repeat(64), beta: "0".repeat(64) });
    const [p2, p3] = sim.partialDecryptions;
    expect(p2!.factor).toBe("0".repeat(64));
    const ctx = { fingerprint: sim.fingerprint, head: urnHeads(sim.fingerprint, [])[0]! };
    expect(verifyPartial(ctx, sim.verificationKeys[1]!, sim.tally, p2)).toBe(true);
    expect(verifyPartial(ctx, sim.verificationKeys[1]!, sim.tally, { ...p2!, factor: encodePoint(G) })).toBe(
      false,
    );
    expect(combinePartials(sim.tally, [p2!, p3!], 2, 0)).toBe(0);
  });

  // 21 ballots (13 for, 8 against), decrypted by every threshold subset of the commission.
  const votes = Array.from({ length: 21 }, (_, i) => ((i * 7) % 3 === 2 || i % 5 === 0 ? 0 : 1)) as (0 | 1)[];
  const expected = votes.filter((v) => v === 1).length;
  const cases: [number, number, number[][]][] = [
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
  ];
  for (const [n, t, subsets] of cases) {
    it(`roundtrip: 21 ballots, ${t}-of-${n}`, () => {
      const m = sampleManifest(manifest.electionId, { roll: 25, trustees: n });
      const sim = simulateElection({ seed: `rt${n}`, manifest: m, votes, decryptingSeats: [] });
      const table = sim.dealings.map((d) => d.dealing.commitments);
      expect(electionPublicKey(table)).toBe(sim.publicKey);
      for (const [i, share] of sim.secretShares.entries()) {
        expect(encodePoint(G.multiply(BigInt(`0x${share}`)))).toBe(verificationKey(table, i + 1));
      }
      const ctx = { fingerprint: sim.fingerprint, head: sim.heads.at(-1)! };
      for (const { ballot } of sim.ballots) {
        const { alpha, beta, proof } = ballot;
        expect(
          verifyBallot({ fingerprint: sim.fingerprint, publicKey: sim.publicKey }, { alpha, beta, proof }),
        ).toBe(true);
      }
      for (const subset of subsets) {
        const partials = subset.map((s) => partialDecrypt(ctx, s, sim.secretShares[s - 1]!, sim.tally));
        for (const p of partials)
          expect(verifyPartial(ctx, verificationKey(table, p.seat), sim.tally, p)).toBe(true);
        expect(combinePartials(sim.tally, partials, t, votes.length)).toBe(expected);
      }
      // Fewer than t trustees cannot decrypt: t−1 factors combined as if they were enough give garbage.
      const few = [1, 2]
        .slice(0, t - 1)
        .map((s) => partialDecrypt(ctx, s, sim.secretShares[s - 1]!, sim.tally));
      expect(() => combinePartials(sim.tally, few, t - 1, votes.length)).toThrow(/not a count/);
    });
  }

  it("checks the parameters of partialDecrypt", () => {
    const fingerprint = digest("test/fingerprint", ["dkg"]);
    const ctx = { fingerprint, head: digest("test/head", []) };
    const tally = sumBallots([encryptVote({ fingerprint, publicKey: encodePoint(G) }, 1)]);
    expect(() => partialDecrypt(ctx, 1, "0".repeat(64), tally)).toThrow(/nonzero/);
    expect(() => partialDecrypt(ctx, 0, secretShare([5n]), tally)).toThrow(/seat/);
    expect(() => partialDecrypt({ ...ctx, head: "x" }, 1, secretShare([5n]), tally)).toThrow(/64 hex/);
    expect(() => secretShare([L])).toThrow(RangeError);
    expect(secretShare([L - 1n, 2n])).toBe(encodeScalar(1n));
  });
});
