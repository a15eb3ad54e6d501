// The council's numbers (shared/council.ts): the current rule accepts the smallest commission,
// every rule is filed under its own id.
import { describe, expect, it } from "vitest";
import { COMMISSION_MIN, CURRENT_THRESHOLD_RULE, MAJORITY_1, THRESHOLD_RULES } from "./council.ts";

describe("the council's numbers", () => {
  it("the current threshold rule is defined for the smallest commission the service seats", () => {
    expect(COMMISSION_MIN).toBeGreaterThanOrEqual(CURRENT_THRESHOLD_RULE.minSeats);
    expect(THRESHOLD_RULES[CURRENT_THRESHOLD_RULE.id]).toBe(CURRENT_THRESHOLD_RULE);
  });

  it("every rule is filed under its own `name/version` and leaves a seat to spare", () => {
    for (const [id, rule] of Object.entries(THRESHOLD_RULES)) {
      expect(rule.id).toBe(id);
      expect(id).toMatch(/^[a-z-]+\/[1-9][0-9]*$/);
      for (let n = rule.minSeats; n <= rule.minSeats + 20; n++) {
        expect(rule.threshold(n)).toBeGreaterThan(1);
        expect(rule.threshold(n)).toBeLessThan(n);
      }
    }
  });

  it("majority/1 is frozen: records made under it verify by these numbers", () => {
    expect(MAJORITY_1.minSeats).toBe(3);
    expect([3, 4, 5, 21].map((n) => MAJORITY_1.threshold(n))).toEqual([2, 3, 3, 11]);
  });
});
