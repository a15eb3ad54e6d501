// Ballots: encryption, the 0/1 proof bound to the election's fingerprint, Benaloh's audit of a
// spoiled ballot, refusals, encodings, trackers, sums.
import { describe, expect, it } from "vitest";
import { challengeHash, decodePoint, digest, G, IDENTITY, L, mod, TAG } from "./group.ts";
import {
  ballotTracker,
  ballotVerifier,
  base64url,
  checkSpoiled,
  decodeScalar,
  type ElectionRecord,
  type EncryptedBallot,
  encodePoint,
  encodeScalar,
  encryptAuditable,
  encryptVote,
  proveBallot,
  SPOILED_FORMAT,
  shortCode,
  sumBallots,
  verifyBallot,
  verifySpoiled,
} from "./index.ts";
import { deterministicRand } from "./testing.ts";

const fingerprint = digest("test/fingerprint", ["ballot"]);
const x = 0x1234567890abcdefn;
const publicKey = encodePoint(G.multiply(x));
const ctx = { fingerprint, publicKey };

/** Decrypts with the whole secret key (test only): v with v·G = beta − x·alpha, v ∈ {0, 1, 2}. */
function decrypt(b: { alpha: string; beta: string }): number {
  const M = decodePoint(b.beta, true)!.subtract(decodePoint(b.alpha, true)!.multiply(x));
  return [IDENTITY, G, G.add(G)].findIndex((P) => P.equals(M));
}

describe("encryptVote / verifyBallot", () => {
  it("encrypts 0 and 1 with a valid proof", () => {
    for (const vote of [0, 1] as const) {
      const b = encryptVote(ctx, vote);
      expect(verifyBallot(ctx, b)).toBe(true);
      expect(decrypt(b)).toBe(vote);
      expect(Object.keys(b).sort()).toEqual(["alpha", "beta", "proof"]);
    }
  });

  it("is deterministic for a fixed rand and fresh otherwise", () => {
    const a = encryptVote(ctx, 1, deterministicRand("x"));
    expect(encryptVote(ctx, 1, deterministicRand("x"))).toEqual(a);
    expect(encryptVote(ctx, 1).alpha).not.toBe(encryptVote(ctx, 1).alpha);
  });

  it("rejects a tampered alpha or beta", () => {
    const b = encryptVote(ctx, 1);
    const shift = (h: string) => encodePoint(decodePoint(h)!.add(G));
    expect(verifyBallot(ctx, { ...b, alpha: shift(b.alpha) })).toBe(false);
    expect(verifyBallot(ctx, { ...b, beta: shift(b.beta) })).toBe(false);
    // Turning a 0 into a 1 by adding G to beta (the homomorphic "vote flip") breaks the proof.
    const zero = encryptVote(ctx, 0);
    expect(verifyBallot(ctx, { ...zero, beta: shift(zero.beta) })).toBe(false);
    // Swapping the two branch proofs does not help either.
    expect(verifyBallot(ctx, { ...b, proof: [b.proof[1], b.proof[0]] })).toBe(false);
  });

  it("binds the proof to the election's fingerprint and key", () => {
    const b = encryptVote(ctx, 0);
    expect(verifyBallot({ ...ctx, fingerprint: digest("test/fingerprint", ["other"]) }, b)).toBe(false);
    expect(verifyBallot({ ...ctx, publicKey: encodePoint(G.multiply(x + 1n)) }, b)).toBe(false);
  });

  it("draws r, w, c_j, s_j in this order (docs/RECORD.md §8)", () => {
    const draws = [11n, 22n, 33n, 44n];
    const rand = () => draws.shift()!;
    const b = encryptVote(ctx, 1, rand);
    expect(draws).toEqual([]);
    expect(b.alpha).toBe(encodePoint(G.multiply(11n)));
    // The simulated branch (v = 0) carries c_j = 33 and s_j = 44 as drawn.
    expect(b.proof[0]).toEqual({ challenge: encodeScalar(33n), response: encodeScalar(44n) });
    expect(verifyBallot(ctx, b)).toBe(true);
  });

  it("refuses to prove a vote of 2, and a hand-made proof for it fails", () => {
    expect(() => encryptVote(ctx, 2 as 0 | 1)).toThrow(/vote must be 0 or 1/);
    const Y = decodePoint(publicKey)!;
    const r = 777n;
    const alpha = G.multiply(r);
    const beta = Y.multiply(r).add(G).add(G); // an encryption of 2
    const ct = { alpha: encodePoint(alpha), beta: encodePoint(beta) };
    expect(() => proveBallot(ctx, ct, 1, r)).toThrow(/refusing to prove/);
    expect(() => proveBallot(ctx, ct, 0, r)).toThrow(/refusing to prove/);
    // Forge with the CDS recipe anyway, pretending branch 1 is true (w = 5, simulated c0 = 11, s0 = 13).
    const [w, c0, s0] = [5n, 11n, 13n];
    const A0 = G.multiply(s0).add(alpha.multiply(c0));
    const B0 = Y.multiply(s0).add(beta.multiply(c0));
    const A1 = G.multiply(w);
    const B1 = Y.multiply(w);
    const c = challengeHash(TAG.ballot, [
      fingerprint,
      publicKey,
      ct.alpha,
      ct.beta,
      ...[A0, B0, A1, B1].map(encodePoint),
    ]);
    const c1 = mod(c - c0);
    const forged: EncryptedBallot = {
      ...ct,
      proof: [
        { challenge: encodeScalar(c0), response: encodeScalar(s0) },
        { challenge: encodeScalar(c1), response: encodeScalar(mod(w - c1 * r)) },
      ],
    };
    expect(verifyBallot(ctx, forged)).toBe(false);
    // And two simulated branches (no real one) never match the hash.
    const sim = (ci: bigint, si: bigint) => ({ challenge: encodeScalar(ci), response: encodeScalar(si) });
    expect(verifyBallot(ctx, { ...ct, proof: [sim(3n, 4n), sim(5n, 6n)] })).toBe(false);
  });

  it("rejects malformed shapes without throwing", () => {
    const b = encryptVote(ctx, 1);
    const bad: unknown[] = [
      null,
      undefined,
      "ballot",
      [],
      { ...b, extra: 1 },
      { alpha: b.alpha, beta: b.beta },
      { ...b, proof: [b.proof[0]] },
      { ...b, proof: [b.proof[0], b.proof[1], b.proof[1]] },
      { ...b, proof: [{ ...b.proof[0], extra: "" }, b.proof[1]] },
      { ...b, proof: [{ challenge: b.proof[0].challenge }, b.proof[1]] },
      { ...b, alpha: 5 },
      { ...b, alpha: encodePoint(IDENTITY) },
      { ...b, beta: encodePoint(IDENTITY) },
    ];
    for (const u of bad) expect(verifyBallot(ctx, u)).toBe(false);
    expect(verifyBallot({ fingerprint: fingerprint.toUpperCase(), publicKey }, b)).toBe(false);
    expect(verifyBallot({ fingerprint, publicKey: encodePoint(IDENTITY) }, b)).toBe(false);
    expect(verifyBallot(null as unknown as typeof ctx, b)).toBe(false);
  });

  it("rejects non-canonical encodings", () => {
    const b = encryptVote(ctx, 0);
    const variants: [string, string][] = [
      ["alpha", b.alpha.toUpperCase()],
      ["alpha", b.alpha.slice(1)],
      ["alpha", `${b.alpha}0`],
      // RFC 9496 bad encodings: s = 1 (negative), s = p (non-canonical), s with the high bit set.
      ["alpha", "0100000000000000000000000000000000000000000000000000000000000000"],
      ["alpha", "edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f"],
      ["beta", "0000000000000000000000000000000000000000000000000000000000000080"],
    ];
    for (const [k, v] of variants) expect(verifyBallot(ctx, { ...b, [k]: v }), `${k}=${v}`).toBe(false);
    const c = b.proof[0].challenge;
    const scalarVariants = [
      c.toUpperCase(),
      c.slice(1),
      encodeScalar(L - 1n).replace(/^0/, "1"),
      L.toString(16).padStart(64, "0"),
    ];
    for (const v of scalarVariants) {
      expect(verifyBallot(ctx, { ...b, proof: [{ ...b.proof[0], challenge: v }, b.proof[1]] })).toBe(false);
    }
    // The challenge plus ℓ (same value mod ℓ) is ≥ ℓ only when it fits in 256 bits; ℓ itself is refused.
    expect(decodeScalar(L.toString(16).padStart(64, "0"))).toBeNull();
    expect(decodeScalar(encodeScalar(L - 1n))).toBe(L - 1n);
    expect(decodePoint("0100000000000000000000000000000000000000000000000000000000000000")).toBeNull();
  });
});

describe("ballotVerifier (many ballots of one election)", () => {
  it("agrees with verifyBallot, and returns the decoded ciphertext of every well-formed ballot", () => {
    const good = [0, 1, 1].map((v) => encryptVote(ctx, v as 0 | 1));
    const shift = (h: string) => encodePoint(decodePoint(h)!.add(G));
    const swapped = { ...good[1]!, proof: [good[1]!.proof[1], good[1]!.proof[0]] };
    const flipped = { ...good[0]!, beta: shift(good[0]!.beta) };
    const malformed = [
      { ...good[0]!, alpha: "zz" },
      { ...good[0]!, extra: 1 },
      null,
      { ...good[0]!, proof: [] },
    ];
    const check = ballotVerifier(ctx);
    for (const b of [...good, swapped, flipped]) {
      const checked = check(b)!;
      expect(checked.valid).toBe(verifyBallot(ctx, b));
      expect(encodePoint(checked.alpha)).toBe(b.alpha);
      expect(encodePoint(checked.beta)).toBe(b.beta);
    }
    expect(good.map((b) => check(b)!.valid)).toEqual([true, true, true]);
    expect([swapped, flipped].map((b) => check(b)!.valid)).toEqual([false, false]);
    for (const b of malformed) expect(check(b)).toBeNull();
    // Another election's context: well-formed, never valid.
    const other = ballotVerifier({ ...ctx, fingerprint: digest("test/fingerprint", ["other"]) });
    expect(good.map((b) => other(b)!.valid)).toEqual([false, false, false]);
    expect(ballotVerifier({ fingerprint: "x", publicKey })(good[0])!.valid).toBe(false);
  });
});

describe("encryptAuditable / verifySpoiled (Benaloh's audit of a spoiled ballot)", () => {
  it("the revealed vote and randomness re-encrypt to the ballot shown", () => {
    for (const vote of [0, 1] as const) {
      const { ballot, randomness } = encryptAuditable(ctx, vote, deterministicRand(`audit/${vote}`));
      expect(ballot).toEqual(encryptVote(ctx, vote, deterministicRand(`audit/${vote}`)));
      expect(verifySpoiled(ctx, ballot, vote, randomness)).toBeNull();
      expect(verifySpoiled(ctx, JSON.parse(JSON.stringify(ballot)), vote, randomness)).toBeNull();
    }
  });

  it("catches a device that encrypted another choice than it showed", () => {
    const { ballot, randomness } = encryptAuditable(ctx, 1);
    expect(verifySpoiled(ctx, ballot, 0, randomness)).toBe(
      "бюллетень не является шифром выбора «против» с раскрытой случайностью",
    );
    const r = BigInt(`0x${randomness}`);
    expect(verifySpoiled(ctx, ballot, 1, encodeScalar(r + 1n))).toMatch(/не является шифром выбора «за»/);
  });

  it("refuses a ballot of another election, a vote other than 0 or 1, a malformed randomness", () => {
    const { ballot, randomness } = encryptAuditable(ctx, 0);
    const other = { ...ctx, fingerprint: digest("test/fingerprint", ["other"]) };
    expect(verifySpoiled(other, ballot, 0, randomness)).toBe(
      "доказательство бюллетеня не сходится с этим голосованием",
    );
    for (const vote of [2, "0", null, -1])
      expect(verifySpoiled(ctx, ballot, vote, randomness)).toMatch(/0 .*или 1/);
    for (const bad of ["0".repeat(64), randomness.toUpperCase(), randomness.slice(1), 5, null])
      expect(verifySpoiled(ctx, ballot, 0, bad)).toBe("раскрытая случайность не является скаляром");
  });
});

describe("checkSpoiled (the dissovet-spoiled/2 file)", () => {
  const { ballot, randomness } = encryptAuditable(ctx, 1, deterministicRand("spoiled"));
  const file = { format: SPOILED_FORMAT, ...ctx, code: shortCode(fingerprint), ballot, vote: 1, randomness };

  it("accepts the file a device writes, and names what is wrong in one that does not hold", () => {
    expect(checkSpoiled(file)).toEqual({ ok: true, errors: [] });
    expect(checkSpoiled(JSON.parse(JSON.stringify(file)))).toEqual({ ok: true, errors: [] });
    expect(checkSpoiled({ ...file, vote: 0 }).errors).toEqual([
      "проверочный бюллетень: бюллетень не является шифром выбора «против» с раскрытой случайностью",
    ]);
    expect(checkSpoiled({ ...file, code: shortCode(digest("x", [])) }).errors).toEqual([
      "проверочный бюллетень: код голосования не тот, что дает отпечаток",
    ]);
    expect(checkSpoiled({ ...file, fingerprint: "x" }).errors).toEqual([
      "проверочный бюллетень: доказательство бюллетеня не сходится с этим голосованием",
      "проверочный бюллетень: отпечаток голосования не 64 шестнадцатеричных символа",
    ]);
    for (const bad of [null, { ...file, format: "dissovet-spoiled/1" }, { ...file, extra: 1 }])
      expect(checkSpoiled(bad).ok).toBe(false);
  });

  it("against the record: the same election, and the spoiled ballot never in the urn", () => {
    const record = { fingerprint, publicKey, ballots: [encryptVote(ctx, 0)] } as unknown as ElectionRecord;
    expect(checkSpoiled(file, record)).toEqual({ ok: true, errors: [] });
    const cast = { ...record, ballots: [...record.ballots, ballot] } as unknown as ElectionRecord;
    expect(checkSpoiled(file, cast).errors).toEqual([
      "проверочный бюллетень оказался в урне: раскрытый бюллетень не должен подаваться",
    ]);
    expect(checkSpoiled(file, { ...record, fingerprint: digest("x", []) }).errors).toEqual([
      "проверочный бюллетень зашифрован не для этого голосования",
    ]);
  });
});

describe("ballotTracker", () => {
  it("is 43 base64url characters of SHA-256(alpha ‖ beta)", () => {
    const b = encryptVote(ctx, 1);
    const t = ballotTracker(b);
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ballotTracker({ alpha: b.alpha, beta: b.beta })).toBe(t);
    const reproved: EncryptedBallot = { ...b, proof: encryptVote(ctx, 1).proof };
    expect(ballotTracker(reproved)).toBe(t);
    // Checked against an independent base64url: SHA-256 of 64 zero bytes.
    const zero = "0".repeat(64);
    expect(ballotTracker({ alpha: zero, beta: zero })).toBe("9aX9QtFqIDAnmO9u0wmXm0MAPSMg2fDo6pgxqSdZ-0s");
  });
});

describe("base64url", () => {
  it("matches Node's encoder for every length 0..40 (the module itself uses no Buffer)", () => {
    for (let n = 0; n <= 40; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 97 + n * 31 + 255) & 255);
      expect(base64url(bytes)).toBe(Buffer.from(bytes).toString("base64url"));
    }
  });
});

describe("sumBallots", () => {
  it("adds ciphertexts; the empty sum is (identity, identity)", () => {
    expect(sumBallots([])).toEqual({ alpha: "0".repeat(64), beta: "0".repeat(64) });
    const votes = [1, 0, 1, 1] as const;
    const ballots = votes.map((v) => encryptVote(ctx, v));
    const sum = sumBallots(ballots);
    expect(sumBallots([sum, { alpha: "0".repeat(64), beta: "0".repeat(64) }])).toEqual(sum);
    const M = decodePoint(sum.beta)!.subtract(decodePoint(sum.alpha)!.multiply(x));
    expect(M.equals(G.multiply(3n))).toBe(true);
    expect(sumBallots([sumBallots(ballots.slice(0, 2)), sumBallots(ballots.slice(2))])).toEqual(sum);
    expect(() => sumBallots([{ alpha: "zz", beta: sum.beta }])).toThrow(/ciphertext 0/);
  });
});
