// Known-answer vectors: a 3-trustee (t = 2) election with ballots 1, 0, 1, 1, 0 and partial decryptions
// from seats 1 and 3, recomputed with the deterministic randomness of testing.ts and compared byte for
// byte with vectors.json, as compact JSON (the file's whitespace is free; values and key order are not).
// Regenerate (after a deliberate format change only) with
//   UPDATE_VECTORS=1 npx vitest run --project server-pglite shared/ballot/vectors.test.ts
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { challengeHash, TAG } from "./group.ts";
import { combinePartials, type ElectionRecord, verifyRecord } from "./index.ts";
import { simulateElection } from "./testing.ts";

const file = new URL("./vectors.json", import.meta.url);

const input = {
  seed: "dissovet/1/vectors",
  electionId: "0b5d6a52-3c1e-4f7a-9b2d-8e4f1a6c7d90",
  trustees: 3,
  votes: [1, 0, 1, 1, 0] as (0 | 1)[],
  decryptingSeats: [1, 3],
  participants: 7,
};

/** The vectors file: inputs, one hash example, and every output of the simulated election. */
function compute() {
  const sim = simulateElection(input);
  const hashExample = {
    tag: TAG.ballot,
    parts: [input.electionId, "00", "ff"],
    value: challengeHash(TAG.ballot, [input.electionId, "00", "ff"]).toString(16).padStart(64, "0"),
  };
  return {
    description:
      "Known-answer vectors for docs/RECORD.md. rand(label) is testing.ts deterministicRand: the k-th call returns int(SHA-512(utf8(label + '|' + k))) mod l, zeros skipped; labels are seed/device/<seat>, seed/deal/<seat>, seed/ballot/<index>, seed/decrypt/<seat>.",
    input,
    hashExample,
    ...sim,
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
    const record = stored().record as ElectionRecord;
    expect(verifyRecord(record)).toEqual({ ok: true, errors: [] });
    expect(record.result).toEqual({ for: 3, against: 2 });
    expect(combinePartials(record.tally!, record.partialDecryptions, 2, 5)).toBe(3);
  });

  it("fails on every single hex-digit change of a ballot or a partial decryption", () => {
    const record = stored().record as ElectionRecord;
    const flip = (hex: string, at: number) =>
      hex.slice(0, at) + ((Number.parseInt(hex[at]!, 16) + 1) % 16).toString(16) + hex.slice(at + 1);
    const positions = [0, 1, 31, 62, 63];
    // Each path names a string field inside the record; every flipped variant must be rejected.
    const paths: (string | number)[][] = [];
    for (let b = 0; b < record.ballots.length; b++) {
      paths.push(["ballots", b, "alpha"], ["ballots", b, "beta"]);
      for (const i of [0, 1])
        paths.push(["ballots", b, "proof", i, "challenge"], ["ballots", b, "proof", i, "response"]);
    }
    for (let p = 0; p < record.partialDecryptions.length; p++) {
      paths.push(
        ["partialDecryptions", p, "factor"],
        ["partialDecryptions", p, "proof", "challenge"],
        ["partialDecryptions", p, "proof", "response"],
      );
    }
    let variants = 0;
    for (const path of paths) {
      for (const at of positions) {
        const copy = structuredClone(record) as unknown as Record<string | number, unknown>;
        let node = copy;
        for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
        const last = path.at(-1)!;
        node[last] = flip(node[last] as string, at);
        const verdict = verifyRecord(copy);
        expect(verdict.ok, `${path.join(".")} at ${at}`).toBe(false);
        variants++;
      }
    }
    expect(variants).toBe(paths.length * positions.length);
  });
});
