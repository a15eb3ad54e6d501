// Known-answer vectors (docs/RECORD.md §12): a 3-seat (t = 2) election on the sample manifest with
// ballots 1, 0, 1, 1, 0 cast (each signed with its voter's credential) by roll entries 1–5, each
// voter's confirmation that their ballot is in the final urn, and partial decryptions from seats 1 and 3,
// recomputed with the deterministic randomness of testing.ts and compared byte for byte with
// vectors.json, as compact JSON (the file's whitespace is free; values and key order are not).
// Also: one example of each hash, a complaint with the dealer's answer, and a spoiled ballot.
// The values were checked by an independent implementation (Python, from docs/RECORD.md alone)
// before the file was written. Regenerate (after a deliberate format change only) with
//   UPDATE_VECTORS=1 npx vitest run --project server-pglite shared/ballot/vectors.test.ts
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  challengeHash,
  checkSpoiled,
  combinePartials,
  digest,
  digestJson,
  type ElectionRecord,
  encodeScalar,
  encryptAuditable,
  judgeComplaint,
  revealShare,
  shortCode,
  signComplaint,
  TAG,
  verifyRecord,
  verifySpoiled,
} from "./index.ts";
import { deterministicRand, sampleManifest, simulateElection } from "./testing.ts";

const file = new URL("./vectors.json", import.meta.url);
const seed = "dissovet/3/vectors";

/** The vectors file: inputs, hash examples, every output of the simulated election, a complaint and a spoiled ballot. */
function compute() {
  const input = {
    seed,
    manifest: sampleManifest(),
    votes: [1, 0, 1, 1, 0] as (0 | 1)[],
    decryptingSeats: [1, 3],
  };
  const sim = simulateElection(input);
  const parts = [sim.base, "00", "ff"];
  const json = { b: [1, "ё"], a: 1.0, c: { z: null, y: true } };
  const hashExamples = {
    challengeHash: {
      tag: TAG.ballot,
      parts,
      value: encodeScalar(challengeHash(TAG.ballot, parts)),
    },
    digest: { tag: TAG.urn, parts, value: digest(TAG.urn, parts) },
    digestJson: { tag: "dissovet/2/example", json, value: digestJson("dissovet/2/example", json) },
    shortCode: { digest: sim.fingerprint, code: shortCode(sim.fingerprint) },
  };
  // Seat 3 complains (falsely) about seat 2's dealing; seat 2 answers with the share and its nonce.
  const dealer = sim.dealings[1]!;
  const complaint = {
    complainer: 3,
    dealer: 2,
    complaint: signComplaint(
      sim.base,
      3,
      2,
      dealer.dealing,
      sim.deviceKeys[2]!.secret,
      sim.deviceKeys[2]!.publicKey,
      deterministicRand(`${seed}/complaint`),
    ),
    reveal: revealShare(
      sim.base,
      2,
      3,
      sim.deviceKeys[2]!.publicKey,
      dealer.dealing,
      dealer.nonces[2]!,
      sim.deviceKeys[1]!,
      deterministicRand(`${seed}/answer`),
    ),
    verdict: "complainer",
  };
  const ctx = { fingerprint: sim.fingerprint, publicKey: sim.publicKey };
  const audited = encryptAuditable(ctx, 1, deterministicRand(`${seed}/spoiled`));
  const spoiled = {
    format: "dissovet-spoiled/2",
    fingerprint: sim.fingerprint,
    code: shortCode(sim.fingerprint),
    publicKey: sim.publicKey,
    ballot: audited.ballot,
    vote: 1,
    randomness: audited.randomness,
  };
  return {
    description:
      "Known-answer vectors for docs/RECORD.md (dissovet-record/3). rand(label) is testing.ts deterministicRand: the k-th hash (k = 0, 1, …) is int(SHA-512(utf8(label + '|' + k))) mod l, a zero is skipped and k still advances; the voters' credentials are z = rand('dissovet/3/sample/credential/<roll index>') (first draw); labels are seed/device/<seat>, seed/deal/<seat>, seed/sign/<seat>, seed/ballot/<index>, seed/cast/<index>, seed/found/<index>, seed/decrypt/<seat>, seed/complaint, seed/answer, seed/spoiled.",
    input,
    hashExamples,
    code: shortCode(sim.fingerprint),
    headCode: shortCode(sim.heads.at(-1)!),
    ...sim,
    complaint,
    spoiled,
  };
}

/** The stored vectors (read when a test runs, so UPDATE_VECTORS=1 can create the file first). */
const stored = () => JSON.parse(readFileSync(file, "utf8")) as ReturnType<typeof compute>;

describe("known-answer vectors", () => {
  it("recomputes vectors.json byte for byte", () => {
    const fresh = compute();
    if (process.env.UPDATE_VECTORS === "1") writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`);
    // Compared as compact JSON, so that reformatting the file (biome) does not matter but every
    // string, number and key order must match exactly.
    expect(JSON.stringify(fresh)).toBe(JSON.stringify(stored()));
  });

  it("the stored record verifies and decrypts to 3 for, 2 against", () => {
    const v = stored();
    const record = v.record as ElectionRecord;
    expect(verifyRecord(record)).toEqual({ ok: true, errors: [] });
    expect(record.result).toEqual({ for: 3, against: 2 });
    expect(record.code).toBe(v.code);
    expect(record.headCode).toBe(v.headCode);
    expect(record.voted).toEqual([true, true, true, true, true, false, false]);
    expect(combinePartials(record.tally!, record.partialDecryptions, 2, 5)).toBe(3);
  });

  it("the stored complaint is judged as stated, and the spoiled ballot checks", () => {
    const v = stored();
    const { reveal } = v.complaint;
    const dealing = v.dealings[1]!.dealing;
    expect(judgeComplaint(v.base, 2, 3, v.deviceKeys[2]!.publicKey, dealing, reveal)).toBe(
      v.complaint.verdict,
    );
    const { fingerprint, publicKey, ballot, vote, randomness } = v.spoiled;
    expect(verifySpoiled({ fingerprint, publicKey }, ballot, vote, randomness)).toBeNull();
    expect(verifySpoiled({ fingerprint, publicKey }, ballot, 1 - vote, randomness)).not.toBeNull();
    expect(checkSpoiled(v.spoiled, v.record as ElectionRecord)).toEqual({ ok: true, errors: [] });
  });

  it("fails on every single hex-digit change of the ceremony, a ballot, the urn, a voter's confirmation or a partial decryption", () => {
    const record = stored().record as ElectionRecord;
    const flip = (hex: string, at: number) =>
      hex.slice(0, at) + ((Number.parseInt(hex[at]!, 16) + 1) % 16).toString(16) + hex.slice(at + 1);
    // Each path names a 64-hex string inside the record; every flipped variant must be rejected.
    const paths: [(string | number)[], number[]][] = [];
    const walk = (u: unknown, path: (string | number)[], positions: number[]) => {
      if (typeof u === "string" && /^[0-9a-f]{64}$/.test(u)) paths.push([path, positions]);
      else if (Array.isArray(u)) for (const [i, x] of u.entries()) walk(x, [...path, i], positions);
      else if (u && typeof u === "object")
        for (const [k, x] of Object.entries(u)) walk(x, [...path, k], positions);
    };
    walk(record.ceremony, ["ceremony"], [0, 63]);
    walk(record.ballots, ["ballots"], [0, 63]);
    walk(record.confirmations, ["confirmations"], [0, 63]);
    walk(record.partialDecryptions, ["partialDecryptions"], [0, 63]);
    for (const k of ["publicKey", "fingerprint", "head"] as const) walk(record[k], [k], [0, 63]);
    walk(record.tally, ["tally"], [0, 63]);
    let variants = 0;
    for (const [path, positions] of paths) {
      for (const at of positions) {
        const copy = structuredClone(record) as unknown as Record<string | number, unknown>;
        let node = copy;
        for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
        const last = path.at(-1)!;
        node[last] = flip(node[last] as string, at);
        expect(verifyRecord(copy).ok, `${path.join(".")} at ${at}`).toBe(false);
        variants++;
      }
    }
    // Ceremony: 3 seats × 20 strings (the dealing's signature is 2); ballots: 5 × 9 (with the
    // credential and its signature); confirmations: 5 × 3; partials: 2 × 3; 5 more; each at 2 places.
    expect(variants).toBe((3 * 20 + 5 * 9 + 5 * 3 + 2 * 3 + 5) * 2);
    // About 140 of the 260 variants are checked in full (every proof and signature): seconds on a
    // quiet machine, a minute on CI's two cores while the other suites run.
  }, 240_000);
});

describe("docs/RECORD.md §12 quotes the vectors", () => {
  const doc = readFileSync(new URL("../../docs/RECORD.md", import.meta.url), "utf8");
  const example = doc.slice(doc.indexOf("## 12."), doc.indexOf("## 13."));
  const json = JSON.stringify(stored());

  it("every hex value and prefix, tracker and short code it quotes is the vectors'", () => {
    // A full value (64 hex digits, or a scalar written 0x…), a prefix cut with «…», a tracker.
    const hex = [...example.matchAll(/(?:0x)?([0-9a-f]{8,64})(…)?/g)].map((m) => m[1] as string);
    const trackers = [...example.matchAll(/`([A-Za-z0-9_-]{43})`/g)].map((m) => m[1] as string);
    const missing = [
      ...hex.filter((h) => !/^0*$/.test(h) && !json.includes(h)),
      ...trackers.filter((t) => !json.includes(t)),
    ];
    // The Lagrange coefficients are computed, not stored: the check of the decryption covers them.
    const lagrange = new Set(
      [...example.matchAll(/λ_\d = [^=]+= 0x([0-9a-f]{64})/g)].map((m) => m[1] as string),
    );
    expect(missing.filter((m) => !lagrange.has(m))).toEqual([]);
    expect(hex.length).toBeGreaterThan(15);
    expect(trackers).toHaveLength(1);
    // Each short code is the code of the full digest quoted just before it.
    const coded = [...example.matchAll(/([0-9a-f]{64})`?[^`]*?`([0-9А-Я]{4}(?:-[0-9А-Я]{4}){3})`/gs)];
    expect(coded.length).toBe(3);
    for (const [, digest, code] of coded) expect(shortCode(digest as string)).toBe(code);
  });
});
