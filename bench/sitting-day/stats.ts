// The sitting day's statistics: percentiles of latency samples (p50, p90, p99, max) and the
// slope of a least-squares line.

/** A distribution of samples (ms unless said otherwise): how many, the mean and its percentiles. */
export interface Distribution {
  n: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/**
 * The `p`-th percentile (0–100) of `sorted` (ascending) by the nearest-rank method: the
 * smallest sample with at least p % of the samples at or below it, so p99 of 100 samples is
 * the 99th and of 10 samples the 10th (the maximum). NaN for no samples.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((Math.min(100, Math.max(0, p)) / 100) * sorted.length);
  return sorted[Math.max(0, rank - 1)] as number;
}

/** The distribution of `samples` (any order; NaN figures when empty). */
export function distribution(samples: readonly number[]): Distribution {
  const sorted = [...samples].sort((a, b) => a - b);
  const n = sorted.length;
  return {
    n,
    mean: n ? sorted.reduce((a, b) => a + b, 0) / n : Number.NaN,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: n ? (sorted[n - 1] as number) : Number.NaN,
  };
}

/** A distribution rounded for bench.json (0.1 ms). */
export function rounded(d: Distribution): Distribution {
  const r = (x: number) => (Number.isFinite(x) ? Math.round(x * 10) / 10 : x);
  return { n: d.n, mean: r(d.mean), p50: r(d.p50), p90: r(d.p90), p99: r(d.p99), max: r(d.max) };
}

/** The slope of the least-squares line through `points` (dy per dx); NaN without two distinct x. */
export function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const mx = points.reduce((a, p) => a + p.x, 0) / n;
  const my = points.reduce((a, p) => a + p.y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const p of points) {
    sxx += (p.x - mx) ** 2;
    sxy += (p.x - mx) * (p.y - my);
  }
  return sxx > 0 ? sxy / sxx : Number.NaN;
}
