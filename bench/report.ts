// The report: each figure beside its target (a Check), the tables printed at the end, and
// artifacts/bench.json (its keys in the order the run fills them in).

import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BallotSupply } from "./ballots.ts";
import { cfg, log, root, TARGETS } from "./config.ts";
import { LIGHTHOUSE_TARGETS, type LighthouseReport } from "./lighthouse.ts";
import { type Comparison, type Figures, mean } from "./measure.ts";

/** One figure judged against its target. */
export interface Check {
  figure: string;
  value: number;
  unit: string;
  target: string;
  pass: boolean;
}

/** What a run gathers: bench.json's fields so far, the checks, each scenario's comparison. */
export interface BenchRun {
  report: Record<string, unknown>;
  checks: Check[];
  results: Record<string, Comparison>;
  /** performance.now() at the start. */
  t0: number;
}

function gitCommit(): string | null {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd: root }).toString().trim();
  } catch {
    return null;
  }
}

/** A run's start: when, which commit, on what machine, with which knobs and targets. */
export function startRun(): BenchRun {
  return {
    report: {
      startedAt: new Date().toISOString(),
      commit: gitCommit(),
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model,
        memGb: Math.round(os.totalmem() / 2 ** 30),
      },
      config: cfg,
      targets: TARGETS,
    },
    checks: [],
    results: {},
    t0: performance.now(),
  };
}

/** The ballot page's first view, from the build's table of route sizes. */
export function bundleCheck(routeSizes: { route: string; total: number }[]): Check {
  const ballotPage = routeSizes.find((r) => r.route === "/polls/:token");
  return {
    figure: "/polls/{token} first view, JS + CSS gzipped",
    value: (ballotPage?.total ?? Number.NaN) / 1000,
    unit: "kB",
    target: `≤ ${TARGETS.ballotPageKb}`,
    pass: (ballotPage?.total ?? Number.POSITIVE_INFINITY) <= TARGETS.ballotPageKb * 1000,
  };
}

/** The floor runs the app's statements (drift.ts), or the comparison is not like for like. */
export function driftCheck(drift: unknown[]): Check {
  return {
    figure: "floor runs the app's SQL (floor.ts up to date)",
    value: drift.length,
    unit: "statements differ",
    target: "= 0",
    pass: drift.length === 0,
  };
}

/** The PostgreSQL scenarios' checks: throughput and p99 against the floor, the lists' p50. */
export function postgresChecks(results: Record<string, Comparison>): Check[] {
  const checks: Check[] = [];
  const ratio = (id: string) => {
    const r = results[id];
    return r ? r.app.rps / r.floor.rps : Number.NaN;
  };
  const p99x = (id: string) => {
    const r = results[id];
    return r ? r.app.p99 / r.floor.p99 : Number.NaN;
  };
  const addRatio = (id: string, target: number) =>
    results[id] &&
    checks.push({
      figure: `${id} req/s ÷ floor`,
      value: ratio(id),
      unit: "×",
      target: `≥ ${target}`,
      pass: ratio(id) >= target,
    });
  addRatio("R-GQL", TARGETS.readGraphql);
  addRatio("R-REST", TARGETS.readRest);
  addRatio("W", TARGETS.write);
  // The pages rendered on the server (issue 39): reported beside the static floor, no target.
  for (const id of ["H-desk", "H-ballot"]) {
    const r = results[id];
    if (!r) continue;
    checks.push(
      { figure: `${id} pages/s ÷ static floor`, value: ratio(id), unit: "×", target: "—", pass: true },
      {
        figure: `${id} p99 at ${cfg.connections} conn., whole page (floor ${r.floor.p99.toFixed(0)} ms)`,
        value: r.app.p99,
        unit: "ms",
        target: "—",
        pass: true,
      },
    );
  }
  for (const id of ["R-GQL", "R-REST", "W", "L-boards", "L-defenses", "A"]) {
    if (!results[id]) continue;
    checks.push({
      figure: `${id} p99 ÷ floor p99`,
      value: p99x(id),
      unit: "×",
      target: `≤ ${TARGETS.p99}`,
      pass: p99x(id) <= TARGETS.p99,
    });
  }
  // A list page's latency is judged with one connection: with 50 always waiting, p50 is
  // the queue (Little's law: 50 ÷ req/s; 20 ms would take 2 500 pages/s of 2 cores, which
  // the floor does not reach either), so those figures are printed beside it, not judged.
  for (const id of ["L-boards", "L-defenses"]) {
    const r = results[`${id}@1`];
    if (!r) continue;
    const busy = results[id];
    checks.push({
      figure: `${id} p50, one connection (${busy ? `${cfg.connections} conn.: ${busy.app.p50.toFixed(0)} ms, floor ${busy.floor.p50.toFixed(0)} ms` : `floor ${r.floor.p50.toFixed(0)} ms`})`,
      value: r.app.p50,
      unit: "ms",
      target: `≤ ${TARGETS.listP50Ms}`,
      pass: r.app.p50 <= TARGETS.listP50Ms,
    });
  }
  return checks;
}

/** The write scenario's ballots: none made during a run, no more tokens than the dataset has. */
export function ballotChecks(run: BenchRun, ballots: BallotSupply, openTokens: number): Check[] {
  const s = ballots.stats;
  run.report.ballotTokens = { used: ballots.used, available: openTokens };
  run.report.ballotSupply = { ...s, msPerBallot: s.made ? s.ms / s.made : null };
  log(
    `W: ${s.made} encrypted ballots made ahead in ${s.batches} batches, ${(s.ms / 1000).toFixed(1)} s in all (${s.made ? (s.ms / s.made).toFixed(2) : "—"} ms a ballot); ${s.inline} made during a run`,
  );
  return [
    {
      figure: "W ballots encrypted during a run (slowed the load generator)",
      value: s.inline,
      unit: "",
      target: "= 0",
      pass: s.inline === 0,
    },
    {
      figure: "W ballot tokens used (of the dataset's)",
      value: ballots.used,
      unit: "",
      target: `≤ ${openTokens}`,
      pass: ballots.used <= openTokens,
    },
  ];
}

/** Every app answer was a 2xx, in each scenario run so far. */
export function failureChecks(results: Record<string, Comparison>): Check[] {
  return Object.entries(results).map(([id, r]) => ({
    figure: `${id} app answers not 2xx`,
    value: r.app.failed,
    unit: "",
    target: "= 0",
    pass: r.app.failed === 0,
  }));
}

export function rssCheck(appRss: number): Check {
  return {
    figure: "app RSS at the end (PostgreSQL)",
    value: appRss,
    unit: "MB",
    target: `≤ ${TARGETS.rssMb}`,
    pass: appRss <= TARGETS.rssMb,
  };
}

/** The embedded database: R-REST against the PostgreSQL floor, and its restart. */
export function pgliteChecks(pgResult: Comparison, readyMs: number): Check[] {
  const pgRatio = pgResult.app.rps / pgResult.floor.rps;
  return [
    {
      figure: "PGlite R-REST req/s ÷ PostgreSQL floor",
      value: pgRatio,
      unit: "×",
      target: `≥ ${TARGETS.pgliteRead}`,
      pass: pgRatio >= TARGETS.pgliteRead,
    },
    {
      figure: "PGlite ready on an existing data dir",
      value: readyMs,
      unit: "ms",
      target: `≤ ${TARGETS.pgliteReadyMs}`,
      pass: readyMs <= TARGETS.pgliteReadyMs,
    },
    {
      figure: "PGlite R-REST app answers not 2xx",
      value: pgResult.app.failed,
      unit: "",
      target: "= 0",
      pass: pgResult.app.failed === 0,
    },
  ];
}

export function lighthouseChecks(lh: LighthouseReport): Check[] {
  return lh.pages.flatMap((page) => [
    {
      figure: `Lighthouse performance ${page.page}`,
      value: page.performance,
      unit: "",
      target: `≥ ${LIGHTHOUSE_TARGETS.performance}`,
      pass: page.performance >= LIGHTHOUSE_TARGETS.performance,
    },
    {
      figure: `Lighthouse accessibility ${page.page}`,
      value: page.accessibility,
      unit: "",
      target: `= ${LIGHTHOUSE_TARGETS.accessibility}`,
      pass: page.accessibility >= LIGHTHOUSE_TARGETS.accessibility,
    },
    {
      figure: `Lighthouse first contentful paint ${page.page}`,
      value: page.metrics.fcpMs,
      unit: "ms",
      target: `≤ ${LIGHTHOUSE_TARGETS.fcpMs}`,
      pass: page.metrics.fcpMs <= LIGHTHOUSE_TARGETS.fcpMs,
    },
    {
      figure: `Lighthouse largest contentful paint ${page.page}`,
      value: page.metrics.lcpMs,
      unit: "ms",
      target: `≤ ${LIGHTHOUSE_TARGETS.lcpMs}`,
      pass: page.metrics.lcpMs <= LIGHTHOUSE_TARGETS.lcpMs,
    },
  ]);
}

export function restartCheck(pgRestarted: boolean): Check {
  return {
    figure: "PostgreSQL ran throughout (no restart)",
    value: pgRestarted ? 0 : 1,
    unit: "",
    target: "= 1",
    pass: !pgRestarted,
  };
}

/**
 * The ratio to the floor that the CPU spent per request predicts when the machine is
 * saturated (server + database + load generator): less sensitive to other load than req/s.
 */
function cpuRatio(r: Comparison): number {
  const cost = (f: Figures) => f.cpuUsPerReq + f.dbCpuUsPerReq + f.genCpuUsPerReq;
  return cost(r.floor) / cost(r.app);
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? "").length))) ?? [];
  return rows.map((r) => r.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join("  ")).join("\n");
}

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "—");

/** Every scenario's figures, floor and app, side by side. */
function resultsTable(results: Record<string, Comparison>): string {
  const rows = [
    [
      "scenario",
      "server",
      "req/s",
      "p50 ms",
      "p99 ms",
      "CPU µs/req",
      "db CPU µs/req",
      "× floor",
      "other load",
    ],
  ];
  for (const [id, r] of Object.entries(results)) {
    for (const [which, f] of [
      ["floor", r.floor],
      [id.includes("PGlite") ? "app (PGlite)" : "app", r.app],
    ] as const) {
      rows.push([
        id,
        which,
        fmt(f.rps),
        fmt(f.p50, 1),
        fmt(f.p99, 1),
        fmt(f.cpuUsPerReq),
        fmt(f.dbCpuUsPerReq),
        which === "floor" ? "" : fmt(f.rps / r.floor.rps, 2),
        which === "floor" ? "" : fmt(cpuRatio(r), 2),
        `${fmt(f.otherCores, 2)} cores`,
      ]);
    }
  }
  return table(rows);
}

/** Each check: its value, its target, pass or MISS. */
function checksTable(checks: Check[]): string {
  const checkRows = [["figure", "value", "target", "result"]];
  for (const c of checks) {
    // Ratios to three places: at two, 0.696 read «0.70 ≥ 0.7 MISS».
    const digits = c.unit === "×" ? 3 : ["ms", "MB", "kB"].includes(c.unit) ? 1 : 0;
    checkRows.push([
      c.figure,
      `${fmt(c.value, digits)} ${c.unit}`.trim(),
      c.target,
      c.pass ? "pass" : "MISS",
    ]);
  }
  return table(checkRows);
}

/**
 * Prints the tables (and a warning when other processes took the machine), writes
 * artifacts/bench.json, and answers the exit code: 1 when a target was missed.
 */
export function finish(run: BenchRun): number {
  const { report, results, checks } = run;
  log(`\n${resultsTable(results)}`);
  log(`\n${checksTable(checks)}`);
  const shared = Object.values(results).flatMap((r) => [...r.floor.runs, ...r.app.runs]);
  const otherLoad = mean(shared.map((r) => r.otherCores));
  report.otherLoadCores = otherLoad;
  report.loadAverage = readFileSync("/proc/loadavg", "utf8").trim();
  if (otherLoad > 0.15) {
    log(
      `\nwarning: other processes used ${otherLoad.toFixed(2)} of ${os.cpus().length} cores on average during the runs; the figures are not reliable`,
    );
  }
  const missed = checks.filter((c) => !c.pass);
  const seconds = (performance.now() - run.t0) / 1000;
  Object.assign(report, { results, checks, missed: missed.map((c) => c.figure), seconds });
  mkdirSync(path.join(root, "artifacts"), { recursive: true });
  const out = path.join(root, "artifacts", "bench.json");
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  log(
    `\n${missed.length ? `${missed.length} target(s) missed` : "all targets met"}; ${out}; ${seconds.toFixed(0)} s`,
  );
  return missed.length ? 1 : 0;
}
