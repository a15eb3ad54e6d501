// How the sitting day's cost grows with its size, and what that projects for the national peak.
// Days of several sizes (BENCH_SITTINGS=10,30,60), each of its own, give each total (the
// instances' CPU, the database's, the bytes the instances wrote, the rows the database read)
// at each size; each total is fitted by least squares to a + b·f(n) for three laws of growth
// (f(n) = n, n·ln n, n²), and each fit's residuals say how well it follows the points. The best
// fit (the smallest residuals) projects the cost per sitting to the peak's size.

import type { DayFigures } from "./figures.ts";

/** A law of growth: its name and f(n). */
interface Law {
  name: "n" | "n log n" | "n²";
  f: (n: number) => number;
}

const LAWS: readonly Law[] = [
  { name: "n", f: (n) => n },
  { name: "n log n", f: (n) => n * Math.log(n) },
  { name: "n²", f: (n) => n * n },
];

/** One law fitted to one total: y ≈ a + b·f(n), the residuals (measured − fitted) at each size. */
export interface Fit {
  law: Law["name"];
  a: number;
  b: number;
  residuals: number[];
  /** √(mean of the squared residuals) ÷ the mean of the measured values: 0 is a perfect fit. */
  relativeRms: number;
}

/** A total at each size, every law fitted to it, and the best projected. */
export interface Growth {
  figure: string;
  unit: string;
  sizes: number[];
  values: number[];
  fits: Fit[];
  /** The law with the smallest residuals. */
  best: Fit["law"];
  /** The best fit's value per sitting at each of {@link PROJECTED} sizes. */
  perSittingAt: Record<number, number>;
}

/**
 * y ≈ a + b·x by least squares (x the law's f(n)); with one point, or all at one x, the line
 * through the origin and their mean.
 */
function leastSquares(xs: readonly number[], ys: readonly number[]): { a: number; b: number } {
  const n = xs.length;
  const mx = xs.reduce((s, x) => s + x, 0) / n;
  const my = ys.reduce((s, y) => s + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * ((ys[i] ?? 0) - my);
    sxx += (x - mx) ** 2;
  });
  if (sxx === 0) return { a: 0, b: mx ? my / mx : 0 };
  const b = sxy / sxx;
  return { a: my - b * mx, b };
}

/** Fits every law to `values` at `sizes` (sittings). */
export function fitGrowth(
  figure: string,
  unit: string,
  sizes: readonly number[],
  values: readonly number[],
): Growth {
  const mean = values.reduce((s, y) => s + y, 0) / (values.length || 1);
  const fits = LAWS.map((law): Fit => {
    const xs = sizes.map(law.f);
    const { a, b } = leastSquares(xs, values);
    const residuals = values.map((y, i) => y - (a + b * (xs[i] ?? 0)));
    const rms = Math.sqrt(residuals.reduce((s, r) => s + r * r, 0) / (residuals.length || 1));
    return { law: law.name, a, b, residuals, relativeRms: mean ? rms / Math.abs(mean) : 0 };
  });
  const best = fits.reduce((x, y) => (y.relativeRms < x.relativeRms ? y : x));
  const law = LAWS.find((l) => l.name === best.law) as Law;
  const perSittingAt = Object.fromEntries(
    PROJECTED.map((n) => [n, (best.a + best.b * law.f(n)) / n]),
  ) as Record<number, number>;
  return { figure, unit, sizes: [...sizes], values: [...values], fits, best: best.law, perSittingAt };
}

/**
 * The national peak in simultaneous sittings (issue 38), from these figures, none read at their
 * source (ВАК's own statistics were not reachable here), so unverified:
 * - defenses a year at their highest: about 25,000 (2011: 22,712 candidate degrees, HSE ISSEK's
 *   count as the RAS digest of 2024 quotes it; about 3,000 doctoral, ВАК's chair F. Shamkhalov to
 *   RIA Novosti, 21.12.2012); in 2023, 6,005 defense notices in ВАК's database (the editorial
 *   «Механизм воспроизводства научных кадров…», science-practice.ru, 13.12.2025);
 * - the busiest month: December 2013 held 7,067 of 23,640 notices (30 %) on ВАК's site, a rush
 *   before new rules (counted by a reader of aspirantura.spb.ru, 30.11.2013 and after);
 * - about 2,500 councils (the spec's national dataset): an upper bound on sittings at once, one
 *   defense a council at a time;
 * - in the day (our assumption, not a statistic): sittings on 21 working days a month, half of a
 *   day's in its busiest two hours, the vote's part of a sitting (the commission's key, the
 *   ballots, the count) about an hour.
 * 25,000 × 0.30 ÷ 21 ≈ 357 sittings a day at the peak; half of them in two hours is 89 an hour,
 * each about an hour: about 90 at once (about 20 at 2023's 6,005 a year).
 */
export const NATIONAL_PEAK = { simultaneous: 90, perHour: 89, councils: 2500 } as const;

/** The sizes the growth is projected to: the national peak, issue 32's 300, every council at once. */
export const PROJECTED = [NATIONAL_PEAK.simultaneous, 300, NATIONAL_PEAK.councils] as const;

/** The totals of days of several sizes, fitted (see the module's comment). */
export function dayGrowth(days: readonly DayFigures[]): Growth[] {
  const sizes = days.map((d) => d.sittings);
  const total = (per: (d: DayFigures) => number) => days.map((d) => per(d) * d.sittings);
  return [
    fitGrowth(
      "instances' CPU",
      "ms",
      sizes,
      total((d) => d.cpu.appMsPerSitting),
    ),
    fitGrowth(
      "database's CPU",
      "ms",
      sizes,
      total((d) => d.cpu.dbMsPerSitting),
    ),
    fitGrowth(
      "clients' CPU",
      "ms",
      sizes,
      total((d) => d.cpu.clientsMsPerSitting),
    ),
    fitGrowth(
      "bytes the instances wrote",
      "MB",
      sizes,
      total((d) => d.bytesPerSitting / 1e6),
    ),
    fitGrowth(
      "rows the database read",
      "rows",
      sizes,
      days.map((d) => d.perChange.rows * d.perChange.changes),
    ),
  ];
}

const num = (x: number) =>
  Math.abs(x) >= 100 ? x.toFixed(0) : Math.abs(x) >= 1 ? x.toFixed(1) : x.toPrecision(2);

/**
 * The growth as the run's log prints it, and the projection: what a peak of
 * {@link NATIONAL_PEAK} costs in the real tempo (a sitting's vote over an hour) and at the
 * day's tempo (a sitting in about two minutes).
 */
export function growthReport(growth: readonly Growth[], days: readonly DayFigures[]): string {
  const lines = [`growth over ${days.map((d) => d.sittings).join(", ")} sittings (total = a + b·f(n)):`];
  for (const g of growth) {
    lines.push(
      `  ${g.figure} (${g.values.map(num).join(", ")} ${g.unit}): ${g.fits
        .map(
          (f) =>
            `${f.law}${f.law === g.best ? "*" : ""} b ${num(f.b)}, residuals ${f.residuals.map(num).join(" / ")} (${(f.relativeRms * 100).toFixed(1)} %)`,
        )
        .join(
          "; ",
        )}; per sitting at ${PROJECTED.map((n) => `${n}: ${num(g.perSittingAt[n] ?? 0)}`).join(", ")} ${g.unit}`,
    );
  }
  const cpu = (n: number) => ((growth[0]?.perSittingAt[n] ?? 0) + (growth[1]?.perSittingAt[n] ?? 0)) / 1000;
  const largest = days.at(-1);
  const sittingS = (largest?.sittingMs.p50 ?? 0) / 1000;
  const peak = NATIONAL_PEAK.simultaneous;
  lines.push(
    `  projection: the national peak is about ${peak} sittings at once (${NATIONAL_PEAK.perHour} starting an hour; bench/sitting-day/growth.ts gives the sources, unverified): ${cpu(peak).toFixed(1)} CPU-s a sitting (instances and database) is ${((NATIONAL_PEAK.perHour * cpu(peak)) / 3600).toFixed(2)} cores in the real tempo (each sitting's vote over an hour), ${sittingS > 0 ? ((peak * cpu(peak)) / sittingS).toFixed(1) : "?"} cores at the day's (each in ${sittingS.toFixed(0)} s); 300 at once at the day's tempo: ${sittingS > 0 ? ((300 * cpu(300)) / sittingS).toFixed(1) : "?"} cores`,
  );
  return lines.join("\n");
}
