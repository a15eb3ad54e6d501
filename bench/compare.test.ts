import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checksOf, compareArg, compareChecks } from "./compare.ts";
import type { Check } from "./report.ts";

const check = (figure: string, value: number, pass = true, unit = "×"): Check => ({
  figure,
  value,
  unit,
  target: "≥ 0.70",
  pass,
});

describe("bench --compare", () => {
  it("puts each figure beside the earlier run's, with the change and both verdicts", () => {
    const earlier = [
      check("R-GQL req/s ÷ floor", 0.5, false),
      check("W req/s ÷ floor", 0.8),
      check("gone", 1),
    ];
    const later = [check("R-GQL req/s ÷ floor", 0.75), check("W req/s ÷ floor", 0.6, false), check("new", 2)];
    const lines = compareChecks(earlier, later)
      .split("\n")
      .map((l) => l.replace(/\s+/g, " ").trim());
    expect(lines).toEqual([
      "figure earlier this run change target verdict",
      "R-GQL req/s ÷ floor 0.500 × 0.750 × 50.0 % ≥ 0.70 MISS → pass",
      "W req/s ÷ floor 0.800 × 0.600 × -25.0 % ≥ 0.70 pass → MISS",
      "new — 2.000 × — ≥ 0.70 — → pass",
      "gone 1.000 × — — ≥ 0.70 pass → —",
    ]);
  });

  it("reads the checks of a bench.json and the flag's file, refusing what is not one", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bench-compare-"));
    const good = path.join(dir, "bench.json");
    writeFileSync(good, JSON.stringify({ commit: "abc", checks: [check("A", 1)] }));
    expect(checksOf(good)).toEqual([check("A", 1)]);
    const bad = path.join(dir, "other.json");
    writeFileSync(bad, "{}");
    expect(() => checksOf(bad)).toThrow(/not a bench.json/);
    expect(compareArg(["--compare", good])).toBe(good);
    expect(compareArg([])).toBeNull();
    expect(() => compareArg(["--compare"])).toThrow(/earlier bench.json/);
  });
});
