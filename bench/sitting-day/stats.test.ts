import { describe, expect, it } from "vitest";
import { distribution, percentile, slope } from "./stats.ts";

describe("the sitting day's statistics", () => {
  it("takes percentiles by the nearest rank", () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 99)).toBe(10);
    expect(percentile([], 99)).toBeNaN();
  });

  it("summarizes samples in any order", () => {
    const d = distribution([30, 10, 20]);
    expect(d).toEqual({ n: 3, mean: 20, p50: 20, p90: 30, p99: 30, max: 30 });
    expect(distribution([]).p99).toBeNaN();
  });

  it("fits the slope of a least-squares line", () => {
    expect(
      slope([
        { x: 100, y: 150 },
        { x: 200, y: 170 },
        { x: 300, y: 190 },
      ]),
    ).toBeCloseTo(0.2);
    expect(slope([{ x: 1, y: 1 }])).toBeNaN();
    expect(
      slope([
        { x: 5, y: 1 },
        { x: 5, y: 2 },
      ]),
    ).toBeNaN();
  });
});
