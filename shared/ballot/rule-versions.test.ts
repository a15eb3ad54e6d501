// A record is checked by the threshold rule it names (docs/RECORD.md §5): here a new rule is
// current and the commission's minimum is 5, as a later version of shared/council.ts might
// have them, and a record made under majority/1 with three seats still verifies.
import { describe, expect, it, vi } from "vitest";
import type { ThresholdRule } from "../council.ts";
import { manifestProblems, verifyRecord } from "./index.ts";
import { sampleManifest, simulateElection } from "./testing.ts";

vi.mock("../council.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../council.ts")>();
  const twoThirds: ThresholdRule = {
    id: "two-thirds/1",
    title: "две трети членов счетной комиссии",
    minSeats: 5,
    threshold: (n) => Math.ceil((2 * n) / 3),
  };
  return {
    ...original,
    COMMISSION_MIN: 5,
    THRESHOLD_RULES: { ...original.THRESHOLD_RULES, [twoThirds.id]: twoThirds },
    CURRENT_THRESHOLD_RULE: twoThirds,
  };
});

describe("a record under an earlier threshold rule", () => {
  it("verifies by the rule it names, its three seats included", () => {
    const manifest = sampleManifest("d4e5f6a7-b8c9-4d0e-8f1a-223344556677");
    expect(manifest.thresholdRule).toBe("majority/1");
    expect(manifest.commission).toHaveLength(3);
    const sim = simulateElection({ seed: "old-rule", manifest, votes: [1, 0, 1], decryptingSeats: [1, 3] });
    expect(verifyRecord(sim.record)).toEqual({ ok: true, errors: [] });
  });

  it("the new rule checks its own minimum and threshold", () => {
    const five = {
      ...sampleManifest(undefined, { trustees: 5 }),
      thresholdRule: "two-thirds/1",
      threshold: 4,
    };
    expect(manifestProblems(five)).toEqual([]);
    const sim = simulateElection({
      seed: "new-rule",
      manifest: five,
      votes: [1, 1],
      decryptingSeats: [1, 2, 4, 5],
    });
    expect(verifyRecord(sim.record)).toEqual({ ok: true, errors: [] });
    const three = { ...sampleManifest(), thresholdRule: "two-thirds/1", threshold: 2 };
    expect(manifestProblems(three)).toEqual([
      "манифест: в счетной комиссии должно быть не менее 5 членов по правилу two-thirds/1",
    ]);
  });
});
