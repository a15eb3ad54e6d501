// `npm run bench`: the performance benchmark. Loopback only, bounded in time (about fifteen
// minutes on 2 cores: 30 s to seed PostgreSQL, 45 s to seed PGlite, 80 s of Lighthouse, the
// rest measuring; of it the sitting day's 3–5 minutes for its default 10 sittings there, each
// sitting given up after BENCH_SITTING_TIMEOUT, and the soak's 3 for 10,000 streams).
//
// 0. `npm run build` (web app and server, from these sources); the ballot page's first-view
//    size from the build's table.
// 1. A PostgreSQL database: BENCH_DATABASE_URL, else a throwaway `dissovet_bench_<random>` on
//    BENCH_SERVER_URL (default postgres://postgres@127.0.0.1:5432/postgres), dropped at the end.
// 2. The national dataset (seed.ts), migrated and seeded with set-based SQL.
// 3. The app as `npm start` runs it (dist/server/main.mjs, production) and the floor
//    (floor.ts: node:http + pg running the app's SQL) as child processes; autocannon with 50 connections runs each
//    scenario against them alternately (floor, app, floor, app), a warm-up before each run:
//    R-GQL  the web app's secretary defense page query (POST /graphql);
//    R-REST the same page over REST (GET /api/v1/secretar/defenses/{id});
//    H-desk the same page as HTML, rendered on the server with the session's user (GET
//           /desk/secretar/defenses/{id}); H-ballot a member's ballot page (GET /polls/{token});
//           the floor sends the built index.html as a static file (issue 39: pages/s beside
//           it, p99 of the whole page at 50 connections);
//    W      a secret ballot (POST /api/v1/member/polls), a fresh token per request, each with
//           its own encrypted ballot for the poll its token opens (ballots.ts): made in worker
//           threads before each run, as many as the fastest run so far would take, and
//           verified by both servers;
//    L      admin lists, search + sort + page over the full dataset: councils and defenses;
//           also with one connection, whose p50 is the one judged (at 50 connections p50 is
//           the queue: 50 ÷ req/s);
//    A      sign-in (POST /api/v1/auth/login) across many accounts and client addresses.
//    For each: req/s, p50, p99, the server's CPU time per request (/proc/<pid>/stat), the
//    database backends', the ratio to the floor (measured, and as the CPU per request
//    predicts it), and how much CPU other processes took meanwhile (a shared machine makes
//    req/s unreliable; the run says so).
//    Sign-in comes from many client addresses through X-Forwarded-For, the app trusting a
//    proxy on loopback (TRUST_PROXY=loopback), as behind a reverse proxy in production.
// 2b. The live channel (issue 35, bench/live.ts; ids "live-docs", "live-flood", "live-change"
//    in BENCH_SCENARIOS): the document flood and the stream flood from one link (the server
//    alive, its RSS, another client's p99 beside its quiet run), one change of one defense
//    with 1,000 other streams open (delivery p99 to its 25 pages, reads per change), and the
//    reads per change of one page shown 1, 25 and 1,000 times. Knobs: BENCH_LIVE_FLOOD (s, 15),
//    BENCH_LIVE_CHANGES (10).
// 3b. The sitting day (issue 32, bench/sitting-day/day.ts): BENCH_SITTINGS sittings at once on
//    two instances of the app sharing the database (LISTEN/NOTIFY carries the events between
//    them), each sitting played as its pages play it: the secretary's desk, a counting
//    commission of three devices doing the key ceremony, 21 members' encrypted ballots, the
//    close and the decryption, every page on its live channel (SSE at /graphql/stream), its
//    clients round-robin over the instances; one instance killed (-9) mid-day, its clients
//    carrying on on the other. Ballots/s, p99 tap→«принят», push p99, connections and RSS per
//    connection per instance, CPU per sitting, ballots and events lost (figures.ts, checks.ts).
//    PostgreSQL only: an embedded PGlite belongs to one process, so two instances cannot share it.
//    Several sizes (BENCH_SITTINGS=10,30,60) play one day after another, and the totals' growth
//    is fitted (n, n log n, n²) and projected to the national peak (sitting-day/growth.ts).
// 3c. The idle soak (sitting-day/soak.ts): BENCH_SOAK_STREAMS idle streams on one instance (the
//    bench raises its own open-file limit first), one defense changing under 25 of its pages:
//    RSS per stream, the change's delivery p99, /healthz p99 meanwhile.
// 4. The embedded default: the app on PGlite (same dataset) against the PostgreSQL floor on
//    R-REST, its start on the existing data directory until /healthz answers 200 (three
//    restarts, the median judged), its RSS.
// 5. Lighthouse, mobile, on /login and /polls/{token} (lighthouse.ts, its own embedded database).
// 6. A table of every figure beside its target, artifacts/bench.json, exit 1 on a miss (also
//    when floor.ts no longer runs the app's SQL, see drift.ts, or PostgreSQL restarted).
//
// `npm run bench -- --compare <earlier bench.json>` prints each figure beside the earlier run's
// (bench/compare.ts; also on its own for two files).
// Knobs (environment): BENCH_DURATION (s, default 5), BENCH_WARMUP (s, 2), BENCH_ROUNDS (3),
// BENCH_CONNECTIONS (50), BENCH_SCENARIOS (comma list, e.g. "R-GQL,W"; default all),
// BENCH_PGLITE (0: skip the embedded part), BENCH_LIGHTHOUSE (0: skip Lighthouse),
// BENCH_PGLITE_SCALE (1), BENCH_SCALE (1: the national dataset; e.g. 0.05 for a quick check
// of 125 councils), BENCH_CPU_PROF (a directory: the app child runs with --cpu-prof into it, and bench.json gets
// the profile's top frames by self time, bench/profile.ts); the sitting day's (its id in
// BENCH_SCENARIOS is "day"): BENCH_SITTINGS (sizes, e.g. "10,30,60"; default 5 a core,
// config.ts; 0 skips it; at most one a council),
// BENCH_SITTING_SPREAD (s over which the sittings start, 60), BENCH_SITTING_VOTE (s over which a
// sitting's members open their ballots, 60), BENCH_SITTING_KILL (0: no kill),
// BENCH_SITTING_TIMEOUT (s after which a sitting is given up, 300); the soak's (id "soak"):
// BENCH_SOAK_STREAMS (10,000; 0 skips it), BENCH_SOAK_CHANGES (30, one a second), BENCH_SOAK_HEAP
// (a directory: the instance's heap snapshots there, before the idle streams and with them open).
// A quick end-to-end check of the ballot path, for instance:
//   BENCH_SCALE=0.05 BENCH_SCENARIOS=W BENCH_PGLITE=0 BENCH_LIGHTHOUSE=0 npm run bench
// and of the sitting day at three sizes with the soak:
//   BENCH_SCALE=0.05 BENCH_SCENARIOS=day,soak BENCH_SITTINGS=10,30,60 BENCH_PGLITE=0 BENCH_LIGHTHOUSE=0 npm run bench

import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROUTE_SIZES_FILE } from "../shared/web-build.ts";
import type { BallotSupply } from "./ballots.ts";
import { checksOf, compareArg, compareChecks } from "./compare.ts";
import { cfg, log, root, wanted } from "./config.ts";
import { benchDatabase, dropThrowaway, postmasterStart, seedPglite, seedPostgres } from "./databases.ts";
import { floorDrift } from "./drift.ts";
import { formatReport, runLighthouse } from "./lighthouse.ts";
import { LIVE_SCENARIOS, runLive } from "./live.ts";
import { compare, rssMb, settle, watchDatabase } from "./measure.ts";
import { newestProfileSummary } from "./profile.ts";
import {
  type BenchRun,
  ballotChecks,
  bundleCheck,
  driftCheck,
  failureChecks,
  finish,
  lighthouseChecks,
  pgliteChecks,
  postgresChecks,
  restartCheck,
  rssCheck,
  startRun,
} from "./report.ts";
import { readScenarios, type Scenario, scenarios } from "./scenarios.ts";
import { type BenchLayout, benchLayout } from "./seed.ts";
import { children, type Server, startApp, startServer, stopAll, stopServer } from "./servers.ts";
import { dayChecks } from "./sitting-day/checks.ts";
import { runDay } from "./sitting-day/day.ts";
import { type DayFigures, dayFigures, dayReport } from "./sitting-day/figures.ts";
import { dayGrowth, growthReport } from "./sitting-day/growth.ts";
import { runSoak, soakChecks, soakReport } from "./sitting-day/soak.ts";

async function main(): Promise<number> {
  // Read first: a wrong path should fail before eight minutes of measuring, not after.
  const earlierFile = compareArg(process.argv.slice(2));
  const earlier = earlierFile ? checksOf(earlierFile) : null;
  const run = startRun();
  const layout = benchLayout(cfg.scale);
  build(run);
  await checkFloor(run);
  const plan = scenarios(layout);
  const pgStarted = await postmasterStart();
  const db = await benchDatabase();
  watchDatabase(db.name);
  const tmp = mkdtempSync(path.join(os.tmpdir(), "dissovet-bench-"));
  try {
    log(
      `database: ${db.dropName ?? "BENCH_DATABASE_URL"}; seeding the national dataset (scale ${cfg.scale})…`,
    );
    const seeded = await seedPostgres(db.url, cfg.scale);
    log(`seeded (${seeded.action}) in ${seeded.seconds.toFixed(1)} s: ${JSON.stringify(seeded.counts)}`);
    run.report.seed = seeded;
    const appEnv = appEnvironment(db.url, tmp);
    if (LIVE_SCENARIOS.some(wanted)) await onLive(run, layout, appEnv);
    const floor = await startServer("floor", "bench/floor.ts", { DATABASE_URL: db.url });
    if (plan.list.some((sc) => wanted(sc.id)))
      await onPostgres(run, layout, plan.list, plan.ballots, floor, appEnv);
    if (cfg.sittings.length > 0 && wanted("day")) await onDays(run, layout, db.url, appEnv, tmp);
    if (cfg.soakStreams > 0 && wanted("soak")) await onSoak(run, layout, db.url, appEnv);
    if (cfg.pglite && wanted("PGlite")) await onPglite(run, layout, floor, appEnv, tmp);
    await stopServer(floor);
  } finally {
    await plan.ballots.close();
    await stopAll();
    if (db.dropName) await dropThrowaway().catch((e) => log(String(e)));
    rmSync(tmp, { recursive: true, force: true });
  }
  const pgRestarted = (await postmasterStart().catch(() => "unknown")) !== pgStarted;
  if (cfg.lighthouse && wanted("Lighthouse")) await onPhone(run);
  run.checks.push(restartCheck(pgRestarted));
  const code = finish(run);
  if (earlier) log(`\nbeside ${earlierFile}:\n${compareChecks(earlier, run.checks)}`);
  return code;
}

/**
 * 0. The web app and the server as `npm start` serves them, built now from these sources (so
 * the app's start is not timed with a build, and a failing build says so); the build
 * measures each page's first view.
 */
function build(run: BenchRun): void {
  log("npm run build…");
  execFileSync("npm", ["run", "-s", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  const routeSizes = JSON.parse(readFileSync(path.join(root, "web", "dist", ROUTE_SIZES_FILE), "utf8")) as {
    route: string;
    total: number;
  }[];
  run.report.routeSizes = routeSizes;
  run.checks.push(bundleCheck(routeSizes));
}

/** The floor must run the app's statements, or the comparison is not like for like. */
async function checkFloor(run: BenchRun): Promise<void> {
  const drift = await floorDrift();
  for (const d of drift)
    log(`floor drift: ${d.name}: the app now runs\n  ${d.app}\nthe floor runs\n  ${d.floor}`);
  run.report.floorDrift = drift;
  run.checks.push(driftCheck(drift));
}

/** The app's environment on the benchmark's PostgreSQL database. */
function appEnvironment(dbUrl: string, tmp: string): Record<string, string> {
  return {
    DATABASE_URL: dbUrl,
    DEMO: "0",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    DATA_DIR: path.join(tmp, "app-data"),
    // The load generator stands for many clients behind a proxy on loopback: sign-in's
    // per-address limit keys on X-Forwarded-For (see scenario A).
    TRUST_PROXY: "loopback",
  };
}

/** 3. Every wanted scenario, floor and app alternately, on PostgreSQL; then the app's memory. */
async function onPostgres(
  run: BenchRun,
  layout: BenchLayout,
  list: Scenario[],
  ballots: BallotSupply,
  floor: Server,
  appEnv: Record<string, string>,
): Promise<void> {
  const profArgs = cfg.cpuProf ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(cfg.cpuProf)}`] : [];
  const app = await startApp("app", appEnv, profArgs);
  log(`app ready in ${(app.readyMs / 1000).toFixed(1)} s (pid ${app.pid}), floor (pid ${floor.pid})`);
  await settle();
  log(
    `\nPostgreSQL, ${cfg.connections} connections, ${cfg.rounds} × (${cfg.warmup} s warm-up + ${cfg.duration} s) per server, alternating:`,
  );
  const { results, checks, report } = run;
  for (const sc of list) {
    if (!wanted(sc.id)) continue;
    results[sc.id] = await compare(floor, app, sc);
  }
  const appRss = rssMb(app.pid);
  report.appRssMb = appRss;
  report.floorRssMb = rssMb(floor.pid);
  await stopServer(app);
  // The app wrote its profile on exit: the functions that took the most time themselves.
  const profile = cfg.cpuProf ? newestProfileSummary(path.resolve(cfg.cpuProf)) : null;
  if (profile) {
    report.cpuProfile = profile;
    log(`\napp CPU profile, top self time (of ${profile.busyMs} ms busy):`);
    for (const f of profile.frames)
      log(`  ${(f.share * 100).toFixed(1).padStart(5)} %  ${f.selfMs} ms  ${f.name}`);
    log("by package:");
    for (const f of profile.packages)
      log(`  ${(f.share * 100).toFixed(1).padStart(5)} %  ${f.selfMs} ms  ${f.name}`);
  }
  checks.push(...postgresChecks(results));
  if (results.W) checks.push(...ballotChecks(run, ballots, layout.openTokens));
  checks.push(...failureChecks(results), rssCheck(appRss));
}

/**
 * 2b. The live channel under abuse and at scale (live.ts), each scenario on its own instance,
 * before the scenarios that vote with the seeded links.
 */
async function onLive(run: BenchRun, layout: BenchLayout, appEnv: Record<string, string>): Promise<void> {
  log("\nlive channel (issue 35):");
  await settle();
  const live = await runLive(layout, appEnv, wanted);
  run.report.live = live.figures;
  run.checks.push(...live.checks);
}

/**
 * 3b. The sitting day (bench/sitting-day/) at each of BENCH_SITTINGS' sizes, one day after the
 * other (at most one sitting a council of the dataset), each on two fresh instances sharing the
 * database, one killed mid-day; with more than one size, how the cost grows and its projection.
 */
async function onDays(
  run: BenchRun,
  layout: BenchLayout,
  dbUrl: string,
  appEnv: Record<string, string>,
  tmp: string,
): Promise<void> {
  const days: DayFigures[] = [];
  const several = cfg.sittings.length > 1;
  const reports: unknown[] = [];
  run.report.sittingDays = reports;
  for (const size of cfg.sittings) {
    const sittings = Math.min(size, layout.boards);
    if (sittings < size)
      log(`sitting day: the dataset has ${layout.boards} councils, so ${sittings} sittings, not ${size}`);
    log(
      `\nsitting day: ${sittings} sittings started over ${cfg.sittingSpread} s, ballots over ${cfg.sittingVote} s, two instances on PostgreSQL${cfg.sittingKill ? ", one killed (-9) mid-day" : ""}…`,
    );
    await settle();
    const day = await runDay(dbUrl, appEnv, tmp, {
      sittings,
      spreadS: cfg.sittingSpread,
      voteS: cfg.sittingVote,
      kill: cfg.sittingKill,
      timeoutS: cfg.sittingTimeout,
      cryptoThreads: os.cpus().length,
      ...(cfg.cpuProf ? { cpuProf: cfg.cpuProf } : {}),
    });
    const figures = dayFigures(day);
    log(dayReport(figures));
    days.push(figures);
    reports.push({ options: day.options, figures, samples: day.samples, serverLog: day.serverLog });
    // One size keeps the checks' names of earlier runs (for --compare); several name their size.
    const checks = dayChecks(figures);
    run.checks.push(
      ...(several
        ? checks.map((c) => ({ ...c, figure: c.figure.replace(/^day:/, `day@${sittings}:`) }))
        : checks),
    );
  }
  if (days.length > 1) {
    const growth = dayGrowth(days);
    run.report.dayGrowth = growth;
    log(`\n${growthReport(growth, days)}`);
  }
}

/** 3c. The idle soak (bench/sitting-day/soak.ts): idle streams on one instance, one defense changing under them. */
async function onSoak(
  run: BenchRun,
  layout: BenchLayout,
  dbUrl: string,
  appEnv: Record<string, string>,
): Promise<void> {
  log(
    `\nsoak: ${cfg.soakStreams} idle streams on one instance, ${cfg.soakChanges} changes of one defense under them…`,
  );
  await settle();
  const soak = await runSoak(dbUrl, appEnv, layout, {
    streams: cfg.soakStreams,
    changes: cfg.soakChanges,
    heapDir: cfg.soakHeap,
  });
  log(soakReport(soak));
  run.report.soak = soak;
  run.checks.push(...soakChecks(soak));
}

/** How many times the embedded app is restarted on its data directory; the median is judged. */
const RESTARTS = 3;

/**
 * 4. The embedded default: the app on PGlite (its own copy of the dataset) against the
 * PostgreSQL floor on R-REST, then its restarts on the existing data directory.
 */
async function onPglite(
  run: BenchRun,
  layout: BenchLayout,
  floor: Server,
  appEnv: Record<string, string>,
  tmp: string,
): Promise<void> {
  const dataDir = path.join(tmp, "pglite");
  const pgLayout = benchLayout(cfg.pgliteScale);
  log(`\nPGlite: seeding the dataset (scale ${cfg.pgliteScale}) into ${dataDir}…`);
  const pgSeed = await seedPglite(dataDir, cfg.pgliteScale);
  log(`seeded in ${pgSeed.seconds.toFixed(1)} s: ${JSON.stringify(pgSeed.counts)}`);
  const pgEnv: Record<string, string> = { ...appEnv, DATA_DIR: dataDir };
  delete pgEnv.DATABASE_URL;
  let app = await startApp("pglite", pgEnv);
  const firstStartMs = app.readyMs;
  const pgResult = await compare(floor, app, readScenarios(layout).rest, readScenarios(pgLayout).rest);
  run.results["R-REST PGlite"] = pgResult;
  const pgRss = rssMb(app.pid);
  await stopServer(app);
  // A start of about 1.4 s varies by ±0.2 s between starts on this VM: the median of three.
  const restartsMs: number[] = [];
  for (let i = 0; i < RESTARTS; i++) {
    app = await startApp("pglite", pgEnv);
    restartsMs.push(app.readyMs);
    await stopServer(app);
  }
  const readyMs = [...restartsMs].sort((a, b) => a - b)[Math.floor(RESTARTS / 2)] ?? 0;
  log(
    `PGlite: first start ${(firstStartMs / 1000).toFixed(2)} s, restarts on the existing data directory ${restartsMs.map((ms) => (ms / 1000).toFixed(2)).join(", ")} s (median ${(readyMs / 1000).toFixed(2)}), RSS ${pgRss.toFixed(0)} MB`,
  );
  run.report.pglite = { seed: pgSeed, firstStartMs, readyMs, restartsMs, rssMb: pgRss };
  run.checks.push(...pgliteChecks(pgResult, readyMs));
  run.report.pgliteRssMb = pgRss;
}

/** 5. The member's and the visitor's first view on a phone. */
async function onPhone(run: BenchRun): Promise<void> {
  log("\nLighthouse (mobile), /login and /polls/{token}, median of 3 runs…");
  const lh = await runLighthouse({ runs: 3, log });
  run.report.lighthouse = lh;
  log(formatReport(lh));
  run.checks.push(...lighthouseChecks(lh));
}

let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    log(`\n${signal}: stopping the servers…`);
    for (const child of children) child.proc.kill("SIGTERM");
    dropThrowaway()
      .catch((e) => log(String(e)))
      .finally(() => setTimeout(() => process.exit(130), 1_000));
  });
}

/** A failure outside main's flow (an error event nobody handled): the servers and the throwaway database go too. */
process.on("uncaughtException", (err) => {
  console.error(err);
  for (const child of children) child.proc.kill("SIGKILL");
  dropThrowaway()
    .catch((e) => log(String(e)))
    .finally(() => process.exit(2));
});

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    for (const child of children) child.proc.kill("SIGKILL");
    process.exit(2);
  },
);
