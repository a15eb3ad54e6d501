import { describe, expect, it } from "vitest";
import { fitGrowth, NATIONAL_PEAK } from "./growth.ts";

describe("the sitting day's growth", () => {
  const sizes = [10, 30, 60];

  it("picks the law the totals follow, with residuals near zero, and the others' larger", () => {
    const linear = fitGrowth(
      "cpu",
      "ms",
      sizes,
      sizes.map((n) => 500 + 4_000 * n),
    );
    expect(linear.best).toBe("n");
    const [n, nlogn, n2] = linear.fits;
    expect(n?.b).toBeCloseTo(4_000);
    expect(n?.relativeRms).toBeLessThan(1e-9);
    expect(nlogn?.relativeRms).toBeGreaterThan(1e-3);
    expect(n2?.relativeRms).toBeGreaterThan(nlogn?.relativeRms ?? 0);
    // 4,000 ms a sitting and the intercept spread over the sittings.
    expect(linear.perSittingAt[300]).toBeCloseTo(4_000 + 500 / 300);

    const quadratic = fitGrowth(
      "rows",
      "rows",
      sizes,
      sizes.map((n) => 3 * n * n),
    );
    expect(quadratic.best).toBe("n²");
    expect(quadratic.perSittingAt[NATIONAL_PEAK.simultaneous]).toBeCloseTo(3 * NATIONAL_PEAK.simultaneous);
  });

  it("derives the peak from its stated figures", () => {
    // 25,000 a year, 30 % in the busiest month, 21 working days, half in the busiest two hours.
    expect(Math.round(((25_000 * 0.3) / 21) * 0.5 * 0.5)).toBe(NATIONAL_PEAK.perHour);
  });
});
