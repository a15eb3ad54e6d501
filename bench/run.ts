// `npm run bench`: the performance benchmark. Loopback only, bounded in time (about eight
// minutes on 2 cores: 30 s to seed PostgreSQL, 45 s to seed PGlite, 80 s of Lighthouse, the
// rest measuring).
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
// 4. The embedded default: the app on PGlite (same dataset) against the PostgreSQL floor on
//    R-REST, its start on the existing data directory until /healthz answers 200, its RSS.
// 5. Lighthouse, mobile, on /login and /polls/{token} (lighthouse.ts, its own embedded database).
// 6. A table of every figure beside its target, artifacts/bench.json, exit 1 on a miss (also
//    when floor.ts no longer runs the app's SQL, see drift.ts, or PostgreSQL restarted).
//
// Knobs (environment): BENCH_DURATION (s, default 5), BENCH_WARMUP (s, 2), BENCH_ROUNDS (2),
// BENCH_CONNECTIONS (50), BENCH_SCENARIOS (comma list, e.g. "R-GQL,W"; default all),
// BENCH_PGLITE (0: skip the embedded part), BENCH_LIGHTHOUSE (0: skip Lighthouse),
// BENCH_PGLITE_SCALE (1), BENCH_SCALE (1: the national dataset; e.g. 0.05 for a quick check
// of 125 councils), BENCH_CPU_PROF (a directory: the app child runs with --cpu-prof into it).
// A quick end-to-end check of the ballot path, for instance:
//   BENCH_SCALE=0.05 BENCH_SCENARIOS=W BENCH_PGLITE=0 BENCH_LIGHTHOUSE=0 npm run bench

import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon, { type Request, type Result } from "autocannon";
import { print } from "graphql";
import { Kysely } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { ROUTE_SIZES_FILE } from "../../web/build/bundle-budget.ts";
import { SecretarDefenseDocument } from "../../web/src/__generated__/graphql.ts";
import { serverBundle, startCommand } from "../build.ts";
import { type Database, openDatabase, openPGlite } from "../lib/database.ts";
import { BallotSupply } from "./ballots.ts";
import { floorDrift } from "./drift.ts";
import { formatReport, LIGHTHOUSE_TARGETS, runLighthouse } from "./lighthouse.ts";
import {
  BENCH_PASSWORD,
  type BenchLayout,
  benchLayout,
  defenseId,
  type SeedReport,
  secretaryOf,
  seedBench,
  sessionToken,
  userEmail,
} from "./seed.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));
const env = process.env;
const num = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);

const cfg = {
  connections: num("BENCH_CONNECTIONS", 50),
  duration: num("BENCH_DURATION", 5),
  warmup: num("BENCH_WARMUP", 2),
  rounds: num("BENCH_ROUNDS", 2),
  scale: num("BENCH_SCALE", 1),
  pglite: env.BENCH_PGLITE !== "0",
  lighthouse: env.BENCH_LIGHTHOUSE !== "0",
  pgliteScale: num("BENCH_PGLITE_SCALE", 1),
  scenarios: env.BENCH_SCENARIOS?.split(",").map((s) => s.trim()),
  cpuProf: env.BENCH_CPU_PROF,
};

/** The issue's targets. */
const TARGETS = {
  readGraphql: 0.45,
  readRest: 0.4,
  write: 0.6,
  p99: 3,
  listP50Ms: 20,
  pgliteRead: 0.12,
  pgliteReadyMs: 3000,
  rssMb: 200,
  ballotPageKb: 100,
};

const log = (line: string) => console.log(line);
const CLK_TCK = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;

// ---------------------------------------------------------------------------------------
// Processes

interface Server {
  name: string;
  proc: ChildProcess;
  pid: number;
  url: string;
  output: string[];
  /** Milliseconds from spawn to the first /healthz 200. */
  readyMs: number;
}

const children = new Set<Server>();
/** The throwaway database, dropped at the end (or on an interrupt). */
let throwaway: string | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/** Environment for a child: ours without anything that would point it elsewhere. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const base = { ...env };
  for (const key of [
    "DATABASE_URL",
    "DATA_DIR",
    "PORT",
    "HOST",
    "PUBLIC_URL",
    "SMTP_URL",
    "DEMO",
    "NODE_OPTIONS",
  ])
    delete base[key];
  return { ...base, ...extra };
}

async function startServer(
  name: string,
  script: string,
  extraEnv: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // TypeScript (the floor) through tsx; the built app as it is.
  const loader = script.endsWith(".ts") ? ["--import", "tsx"] : [];
  const proc = spawn(process.execPath, [...nodeArgs, ...loader, script], {
    cwd: root,
    env: childEnv({ ...extraEnv, PORT: String(port), HOST: "127.0.0.1" }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split("\n").filter(Boolean));
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  proc.stdout?.on("data", keep);
  proc.stderr?.on("data", keep);
  const server: Server = { name, proc, pid: proc.pid ?? 0, url, output, readyMs: 0 };
  children.add(server);
  proc.once("exit", (code, signal) => {
    if (children.has(server)) {
      children.delete(server);
      log(
        `${name} (pid ${server.pid}) exited unexpectedly (${code ?? signal}):\n${output.slice(-30).join("\n")}`,
      );
    }
  });
  const exited = new Promise<never>((_, reject) =>
    proc.once("exit", (code) =>
      reject(new Error(`${name} exited (${code}) before it was ready:\n${output.slice(-30).join("\n")}`)),
    ),
  );
  const ready = (async () => {
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      try {
        const res = await fetch(`${url}/healthz`);
        if (res.status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`${name} was not ready within 180 s:\n${output.slice(-30).join("\n")}`);
  })();
  await Promise.race([ready, exited]);
  exited.catch(() => {});
  server.readyMs = performance.now() - started;
  return server;
}

async function stopServer(server: Server): Promise<void> {
  if (!children.has(server)) return;
  children.delete(server);
  if (server.proc.exitCode !== null || server.proc.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.proc.once("exit", () => resolve()));
  server.proc.kill("SIGTERM");
  const timer = setTimeout(() => server.proc.kill("SIGKILL"), 20_000);
  await exited;
  clearTimeout(timer);
}

/** utime + stime of a process (all its threads), in microseconds. */
function cpuUs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLK_TCK;
  } catch {
    return 0;
  }
}

/** The benchmark database's name: its backends' CPU is the database's share. */
let benchDbName = "";

/** CPU time of each PostgreSQL backend serving the benchmark database, by pid, in microseconds. */
function dbBackends(): Map<number, number> {
  const out = new Map<number, number>();
  if (!benchDbName) return out;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")) !== "postgres") continue;
      const title = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (!title.includes(` ${benchDbName} `)) continue;
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      out.set(Number(entry), ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLK_TCK);
    } catch {
      // the process ended meanwhile
    }
  }
  return out;
}

/** CPU the backends spent since `before` (a backend that started since counts from zero). */
function dbSince(before: Map<number, number>): number {
  let total = 0;
  for (const [pid, us] of dbBackends()) total += us - (before.get(pid) ?? 0);
  return total;
}

/** Busy CPU time of the whole machine (every core), in microseconds. */
function machineBusyUs(): number {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  const t = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = t.reduce((a, b) => a + b, 0);
  return ((total - (t[3] ?? 0) - (t[4] ?? 0)) * 1e6) / CLK_TCK;
}

/** CPU of this process (with the load generator) and of the servers, in microseconds. */
function ownUs(): number {
  const self = process.cpuUsage();
  return self.user + self.system + [...children].reduce((n, c) => n + cpuUs(c.pid), 0);
}

function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

// ---------------------------------------------------------------------------------------
// Scenarios

interface Scenario {
  id: string;
  title: string;
  /** Fresh request templates for one autocannon run. */
  requests(): Request[];
  connections?: number;
  /** Overrides for informational runs: fewer rounds, no warm-up (the scenario before warmed up). */
  rounds?: number;
  warmup?: number;
  /** Called before each autocannon run of `seconds` (outside the measured time). */
  prepare?(seconds: number): Promise<void>;
}

/** The write scenario's encrypted ballots, one per ballot token (each opens one vote; the dataset has `openTokens`). */
let ballots: BallotSupply | undefined;
const ballotsUsed = () => ballots?.used ?? 0;
/** A first guess of the write scenario's req/s, before a run has measured it. */
const BALLOT_RATE_GUESS = 600;

/** A request template that cycles through prepared requests (one shared cursor per scenario). */
function cycling(make: (i: number) => Request): () => Request[] {
  let i = 0;
  return () => [{ setupRequest: (req) => ({ ...req, ...make(i++) }) }];
}

const json = { "content-type": "application/json" };
// A session token is accepted only in the session cookie (an API token only as a bearer).
const session = (userId: number) => ({ cookie: `dissovet_session=${sessionToken(userId)}` });

/** (secretary, defense) pairs spread over the councils: past, today's and a coming defense. */
function defensePages(layout: BenchLayout): { user: number; defense: number }[] {
  const pairs: { user: number; defense: number }[] = [];
  const step = Math.max(1, Math.floor(layout.boards / 600));
  for (let b = 1, n = 0; b <= layout.boards; b += step, n++) {
    pairs.push({ user: secretaryOf(b), defense: defenseId(b, (n % 12) + 1) });
  }
  return pairs;
}

function readScenarios(layout: BenchLayout): { gql: Scenario; rest: Scenario } {
  const pages = defensePages(layout);
  const query = print(SecretarDefenseDocument);
  const gqlBodies = pages.map((p) =>
    JSON.stringify({ operationName: "SecretarDefense", query, variables: { id: String(p.defense) } }),
  );
  return {
    gql: {
      id: "R-GQL",
      title: "secretary defense page, GraphQL (web app's query)",
      requests: cycling((i) => {
        const k = i % pages.length;
        const page = pages[k] ?? { user: 0, defense: 0 };
        return {
          method: "POST",
          path: "/graphql",
          headers: { ...json, ...session(page.user) },
          body: gqlBodies[k] ?? "",
        };
      }),
    },
    rest: {
      id: "R-REST",
      title: "secretary defense page, REST",
      requests: cycling((i) => {
        const page = pages[i % pages.length] ?? { user: 0, defense: 0 };
        return {
          method: "GET",
          path: `/api/v1/secretar/defenses/${page.defense}`,
          headers: session(page.user),
        };
      }),
    },
  };
}

function scenarios(layout: BenchLayout): Scenario[] {
  const { gql, rest } = readScenarios(layout);
  const boardSearches = ["университет", "технический", "медицинский", "24.2.1", "казанский", "совет 24.2.3"];
  const defenseSearches = ["ов", "модел", "анализ", "24.2.1", "сетей", "иванова"];
  const supply = new BallotSupply(layout.boards, layout.openTokens);
  ballots = supply;
  // Ballots ahead for a run of `seconds`: 1.5 × the fastest run so far (the first, a guess),
  // plus what the connections have in flight.
  let fastest = 0;
  let mark: { used: number; seconds: number } | undefined;
  const prepareBallots = async (seconds: number) => {
    if (mark && mark.seconds > 0) fastest = Math.max(fastest, (supply.used - mark.used) / mark.seconds);
    const rate = fastest || BALLOT_RATE_GUESS;
    const { made, ms } = await supply.ensure(Math.ceil(seconds * rate * 1.5) + 2 * cfg.connections);
    if (made) log(`    (W: ${made} ballots encrypted in ${(ms / 1000).toFixed(1)} s for a ${seconds} s run)`);
    mark = { used: supply.used, seconds };
  };
  const listBoards = (i: number): Request => ({
    method: "GET",
    path: `/api/v1/admin/boards?search=${encodeURIComponent(boardSearches[i % boardSearches.length] ?? "")}&sort=name&limit=25&offset=${((i * 7) % 9) * 25}`,
    headers: session(1 + (i % layout.admins)),
  });
  const listDefenses = (i: number): Request => ({
    method: "GET",
    path: `/api/v1/admin/defenses?search=${encodeURIComponent(defenseSearches[i % defenseSearches.length] ?? "")}&sort=candidate&direction=asc&limit=25&offset=${((i * 7) % 21) * 25}`,
    headers: session(1 + (i % layout.admins)),
  });
  const firstLoginUser = layout.admins + 1;
  return [
    gql,
    rest,
    {
      id: "L-boards",
      title: "admin councils list: search + sort by name + page",
      requests: cycling(listBoards),
    },
    {
      id: "L-defenses",
      title: "admin defenses list: search + sort by candidate + page",
      requests: cycling(listDefenses),
    },
    {
      id: "L-boards@1",
      title: "admin councils list, one connection",
      requests: cycling(listBoards),
      connections: 1,
      rounds: 1,
      warmup: 0,
    },
    {
      id: "L-defenses@1",
      title: "admin defenses list, one connection",
      requests: cycling(listDefenses),
      connections: 1,
      rounds: 1,
      warmup: 0,
    },
    {
      id: "W",
      title: "secret ballot (encrypted, proof verified), a fresh token per request",
      prepare: prepareBallots,
      requests: () => [
        {
          setupRequest: (req) => ({
            ...req,
            method: "POST",
            path: "/api/v1/member/polls",
            headers: json,
            body: supply.take(),
          }),
        },
      ],
    },
    {
      id: "A",
      title: "sign-in (argon2id), many accounts and client addresses",
      // Each request comes from its own client address (X-Forwarded-For through a loopback
      // proxy), so the per-address limit (100 / 15 min) measures as it would in production.
      requests: cycling((i) => ({
        method: "POST",
        path: "/api/v1/auth/login",
        headers: {
          ...json,
          "x-forwarded-for": `127.${100 + ((i >> 16) & 127)}.${(i >> 8) & 255}.${i & 255}`,
        },
        body: JSON.stringify({
          email: userEmail(firstLoginUser + (i % (layout.users - firstLoginUser))),
          password: BENCH_PASSWORD,
        }),
      })),
    },
  ];
}

// ---------------------------------------------------------------------------------------
// Measuring

interface Run {
  server: string;
  round: number;
  rps: number;
  p50: number;
  p99: number;
  cpuUsPerReq: number;
  dbCpuUsPerReq: number;
  /** CPU of the load generator (this process) per request. */
  genCpuUsPerReq: number;
  /** CPU that processes outside the benchmark used during the run, in cores. */
  otherCores: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  cpuUsPerReq: number;
  dbCpuUsPerReq: number;
  genCpuUsPerReq: number;
  otherCores: number;
  failed: number;
  runs: Run[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until the servers and the database are idle again (under 5% of a core for two
 * samples of 250 ms in a row; at most 60 s): a server goes on answering the requests that
 * were in flight when the load generator stopped, which must not weigh on the next run.
 */
async function settle(): Promise<void> {
  const busy = () => [...children].reduce((n, c) => n + cpuUs(c.pid), 0) + dbSince(new Map());
  const deadline = Date.now() + 60_000;
  let quiet = 0;
  let before = busy();
  while (quiet < 2 && Date.now() < deadline) {
    await sleep(250);
    const now = busy();
    quiet = now - before < 0.05 * 250_000 ? quiet + 1 : 0;
    before = now;
  }
}

/**
 * One run: a warm-up, then the measured run. CPU time per request is taken from the run's
 * start until the processes are idle again, over the requests completed plus those left in
 * flight at the end (one per connection, which the server still answers).
 */
async function measure(server: Server, sc: Scenario, round: number): Promise<Run> {
  const connections = sc.connections ?? cfg.connections;
  const opts = { url: server.url, connections, timeout: 60 };
  const warmup = sc.warmup ?? cfg.warmup;
  if (warmup > 0) {
    await sc.prepare?.(warmup);
    await autocannon({ ...opts, duration: warmup, requests: sc.requests() });
    await settle();
  }
  await sc.prepare?.(cfg.duration);
  const cpu0 = cpuUs(server.pid);
  const db0 = dbBackends();
  const machine0 = machineBusyUs();
  const own0 = ownUs();
  const gen0 = process.cpuUsage();
  const t0 = performance.now();
  const r: Result = await autocannon({ ...opts, duration: cfg.duration, requests: sc.requests() });
  const gen = process.cpuUsage(gen0);
  await settle();
  const elapsedUs = (performance.now() - t0) * 1000;
  const cpu = cpuUs(server.pid) - cpu0;
  const db = dbSince(db0);
  // What other processes on the machine took meanwhile, in cores: the benchmark shares it.
  const otherCores = Math.max(0, machineBusyUs() - machine0 - (ownUs() - own0) - db) / elapsedUs;
  const ok = r["2xx"];
  const served = r["2xx"] + r.non2xx + connections;
  const statusCodes = Object.fromEntries(Object.entries(r.statusCodeStats).map(([k, v]) => [k, v.count]));
  return {
    server: server.name,
    round,
    rps: ok / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    cpuUsPerReq: cpu / served,
    dbCpuUsPerReq: db / served,
    genCpuUsPerReq: (gen.user + gen.system) / (r["2xx"] + r.non2xx || 1),
    otherCores,
    ok,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes,
  };
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

function summarize(runs: Run[]): Figures {
  return {
    rps: mean(runs.map((r) => r.rps)),
    p50: mean(runs.map((r) => r.p50)),
    p99: mean(runs.map((r) => r.p99)),
    cpuUsPerReq: mean(runs.map((r) => r.cpuUsPerReq)),
    dbCpuUsPerReq: mean(runs.map((r) => r.dbCpuUsPerReq)),
    genCpuUsPerReq: mean(runs.map((r) => r.genCpuUsPerReq)),
    otherCores: mean(runs.map((r) => r.otherCores)),
    failed: runs.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
    runs,
  };
}

/** Alternates floor and app (floor, app, floor, app …) on one scenario. */
async function compare(floor: Server, app: Server, sc: Scenario, appScenario = sc) {
  const floorRuns: Run[] = [];
  const appRuns: Run[] = [];
  for (let round = 1; round <= (sc.rounds ?? cfg.rounds); round++) {
    floorRuns.push(await measure(floor, sc, round));
    appRuns.push(await measure(app, appScenario, round));
  }
  const result = { floor: summarize(floorRuns), app: summarize(appRuns) };
  const f = result.floor;
  const a = result.app;
  log(
    `  ${sc.id.padEnd(13)} floor ${f.rps.toFixed(0).padStart(6)} req/s p50 ${f.p50.toFixed(1)} p99 ${f.p99.toFixed(1)} ms | ` +
      `${app.name} ${a.rps.toFixed(0).padStart(6)} req/s p50 ${a.p50.toFixed(1)} p99 ${a.p99.toFixed(1)} ms | ` +
      `×${(a.rps / f.rps).toFixed(2)} | other load ${mean([f.otherCores, a.otherCores]).toFixed(2)} cores${a.failed || f.failed ? ` | failed: app ${a.failed}, floor ${f.failed}` : ""}`,
  );
  return result;
}

// ---------------------------------------------------------------------------------------
// Databases

const serverUrl = env.BENCH_SERVER_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

// PostgreSQL refuses connections while it starts or recovers; other users of the machine's
// server may restart it.
const transient = (err: unknown) =>
  /57P03|ECONNREFUSED|ECONNRESET|terminating connection|Connection terminated/.test(
    `${(err as { code?: string }).code ?? ""} ${String(err)}`,
  );

/** Runs a statement on the server's maintenance database, waiting up to a minute for it to accept connections. */
async function admin<T = Record<string, unknown>>(statement: string): Promise<T[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const client = new pg.Client({ connectionString: serverUrl });
    try {
      await client.connect();
      return (await client.query(statement)).rows as T[];
    } catch (err) {
      if (!transient(err) || Date.now() > deadline) throw err;
      await sleep(500);
    } finally {
      await client.end().catch(() => {});
    }
  }
}

/** When the PostgreSQL server last started: a change during the benchmark voids it. */
async function postmasterStart(): Promise<string> {
  const [row] = await admin<{ t: string }>("select pg_postmaster_start_time()::text as t");
  return row?.t ?? "";
}

/** Starts the app, again if PostgreSQL was restarting (up to three times). */
async function startApp(name: string, extraEnv: Record<string, string>, nodeArgs: string[] = []) {
  for (let attempt = 1; ; attempt++) {
    try {
      const start = startCommand();
      return await startServer(name, serverBundle, { ...start.env, ...extraEnv }, [
        ...start.nodeArgs,
        ...nodeArgs,
      ]);
    } catch (err) {
      if (attempt >= 3 || !transient(err)) throw err;
      log(`${name}: PostgreSQL was not accepting connections; starting again`);
      await admin("select 1");
    }
  }
}

async function seedPostgres(url: string, scale: number): Promise<SeedReport> {
  const handle = openDatabase({ databaseUrl: url, dataDir: "" });
  try {
    return await seedBench(handle.db, { scale, log });
  } finally {
    await handle.db.destroy();
  }
}

async function seedPglite(dir: string, scale: number): Promise<SeedReport> {
  const dbDir = path.join(dir, "db");
  mkdirSync(dbDir, { recursive: true });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(openPGlite(dbDir)) });
  try {
    return await seedBench(db, { scale, log });
  } finally {
    await db.destroy();
  }
}

// ---------------------------------------------------------------------------------------
// Report

interface Check {
  figure: string;
  value: number;
  unit: string;
  target: string;
  pass: boolean;
}

/**
 * The ratio to the floor that the CPU spent per request predicts when the machine is
 * saturated (server + database + load generator): less sensitive to other load than req/s.
 */
function cpuRatio(r: { floor: Figures; app: Figures }): number {
  const cost = (f: Figures) => f.cpuUsPerReq + f.dbCpuUsPerReq + f.genCpuUsPerReq;
  return cost(r.floor) / cost(r.app);
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? "").length))) ?? [];
  return rows.map((r) => r.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join("  ")).join("\n");
}

async function main(): Promise<number> {
  const startedAt = new Date();
  const t0 = performance.now();
  const layout = benchLayout(cfg.scale);
  const wanted = (id: string) =>
    !cfg.scenarios || cfg.scenarios.some((s) => id === s || id.startsWith(`${s}@`));
  const checks: Check[] = [];
  const results: Record<string, { floor: Figures; app: Figures }> = {};
  const report: Record<string, unknown> = {
    startedAt: startedAt.toISOString(),
    commit: gitCommit(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      memGb: Math.round(os.totalmem() / 2 ** 30),
    },
    config: cfg,
    targets: TARGETS,
  };

  // The web app and the server as `npm start` serves them, built now from these sources (so
  // the app's start is not timed with a build, and a failing build says so); the build
  // measures each page's first view.
  log("npm run build…");
  execFileSync("npm", ["run", "-s", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  const routeSizes = JSON.parse(readFileSync(path.join(root, "web", "dist", ROUTE_SIZES_FILE), "utf8")) as {
    route: string;
    total: number;
  }[];
  report.routeSizes = routeSizes;
  const ballotPage = routeSizes.find((r) => r.route === "/polls/:token");
  checks.push({
    figure: "/polls/{token} first view, JS + CSS gzipped",
    value: (ballotPage?.total ?? Number.NaN) / 1000,
    unit: "kB",
    target: `≤ ${TARGETS.ballotPageKb}`,
    pass: (ballotPage?.total ?? Number.POSITIVE_INFINITY) <= TARGETS.ballotPageKb * 1000,
  });

  // The floor must run the app's statements, or the comparison is not like for like.
  const drift = await floorDrift();
  for (const d of drift)
    log(`floor drift: ${d.name}: the app now runs\n  ${d.app}\nthe floor runs\n  ${d.floor}`);
  report.floorDrift = drift;
  checks.push({
    figure: "floor runs the app's SQL (floor.ts up to date)",
    value: drift.length,
    unit: "statements differ",
    target: "= 0",
    pass: drift.length === 0,
  });

  // 1. The database.
  const pgStarted = await postmasterStart();
  let dbUrl = env.BENCH_DATABASE_URL;
  let dropName: string | undefined;
  if (!dbUrl) {
    dropName = `dissovet_bench_${randomBytes(5).toString("hex")}`;
    await admin(`create database ${dropName}`);
    throwaway = dropName;
    const u = new URL(serverUrl);
    u.pathname = `/${dropName}`;
    dbUrl = u.toString();
  }
  benchDbName = decodeURIComponent(new URL(dbUrl).pathname.slice(1));
  const tmp = mkdtempSync(path.join(os.tmpdir(), "dissovet-bench-"));
  try {
    log(`database: ${dropName ?? "BENCH_DATABASE_URL"}; seeding the national dataset (scale ${cfg.scale})…`);
    const seeded = await seedPostgres(dbUrl, cfg.scale);
    log(`seeded (${seeded.action}) in ${seeded.seconds.toFixed(1)} s: ${JSON.stringify(seeded.counts)}`);
    report.seed = seeded;

    // 2. The servers.
    const appEnv = {
      DATABASE_URL: dbUrl,
      DEMO: "0",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      DATA_DIR: path.join(tmp, "app-data"),
      // The load generator stands for many clients behind a proxy on loopback: sign-in's
      // per-address limit keys on X-Forwarded-For (see scenario A).
      TRUST_PROXY: "loopback",
    };
    const profArgs = cfg.cpuProf ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(cfg.cpuProf)}`] : [];
    await admin("select 1");
    const floor = await startServer("floor", "server/bench/floor.ts", { DATABASE_URL: dbUrl });
    let app = await startApp("app", appEnv, profArgs);
    log(`app ready in ${(app.readyMs / 1000).toFixed(1)} s (pid ${app.pid}), floor (pid ${floor.pid})`);
    await settle();
    log(
      `\nPostgreSQL, ${cfg.connections} connections, ${cfg.rounds} × (${cfg.warmup} s warm-up + ${cfg.duration} s) per server, alternating:`,
    );
    for (const sc of scenarios(layout)) {
      if (!wanted(sc.id)) continue;
      results[sc.id] = await compare(floor, app, sc);
    }
    const appRss = rssMb(app.pid);
    report.appRssMb = appRss;
    report.floorRssMb = rssMb(floor.pid);
    await stopServer(app);

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
    if (results.W && ballots) {
      const s = ballots.stats;
      report.ballotTokens = { used: ballotsUsed(), available: layout.openTokens };
      report.ballotSupply = { ...s, msPerBallot: s.made ? s.ms / s.made : null };
      log(
        `W: ${s.made} encrypted ballots made ahead in ${s.batches} batches, ${(s.ms / 1000).toFixed(1)} s in all (${s.made ? (s.ms / s.made).toFixed(2) : "—"} ms a ballot); ${s.inline} made during a run`,
      );
      checks.push({
        figure: "W ballots encrypted during a run (slowed the load generator)",
        value: s.inline,
        unit: "",
        target: "= 0",
        pass: s.inline === 0,
      });
      checks.push({
        figure: "W ballot tokens used (of the dataset's)",
        value: ballotsUsed(),
        unit: "",
        target: `≤ ${layout.openTokens}`,
        pass: ballotsUsed() <= layout.openTokens,
      });
    }
    for (const [id, r] of Object.entries(results)) {
      checks.push({
        figure: `${id} app answers not 2xx`,
        value: r.app.failed,
        unit: "",
        target: "= 0",
        pass: r.app.failed === 0,
      });
    }
    checks.push({
      figure: "app RSS at the end (PostgreSQL)",
      value: appRss,
      unit: "MB",
      target: `≤ ${TARGETS.rssMb}`,
      pass: appRss <= TARGETS.rssMb,
    });

    // 3. The embedded default.
    if (cfg.pglite && wanted("PGlite")) {
      const dataDir = path.join(tmp, "pglite");
      const pgLayout = benchLayout(cfg.pgliteScale);
      log(`\nPGlite: seeding the dataset (scale ${cfg.pgliteScale}) into ${dataDir}…`);
      const pgSeed = await seedPglite(dataDir, cfg.pgliteScale);
      log(`seeded in ${pgSeed.seconds.toFixed(1)} s: ${JSON.stringify(pgSeed.counts)}`);
      const pgEnv = { ...appEnv, DATA_DIR: dataDir } as Record<string, string>;
      delete pgEnv.DATABASE_URL;
      app = await startApp("pglite", pgEnv);
      const firstStartMs = app.readyMs;
      const floorRest = readScenarios(layout).rest;
      const pgliteRest = readScenarios(pgLayout).rest;
      const pgResult = await compare(floor, app, floorRest, pgliteRest);
      results["R-REST PGlite"] = pgResult;
      const pgRss = rssMb(app.pid);
      await stopServer(app);
      app = await startApp("pglite", pgEnv);
      const readyMs = app.readyMs;
      await stopServer(app);
      log(
        `PGlite: first start ${(firstStartMs / 1000).toFixed(2)} s, restart on the existing data directory ${(readyMs / 1000).toFixed(2)} s, RSS ${pgRss.toFixed(0)} MB`,
      );
      report.pglite = { seed: pgSeed, firstStartMs, readyMs, rssMb: pgRss };
      const pgRatio = pgResult.app.rps / pgResult.floor.rps;
      checks.push({
        figure: "PGlite R-REST req/s ÷ PostgreSQL floor",
        value: pgRatio,
        unit: "×",
        target: `≥ ${TARGETS.pgliteRead}`,
        pass: pgRatio >= TARGETS.pgliteRead,
      });
      checks.push({
        figure: "PGlite ready on an existing data dir",
        value: readyMs,
        unit: "ms",
        target: `≤ ${TARGETS.pgliteReadyMs}`,
        pass: readyMs <= TARGETS.pgliteReadyMs,
      });
      checks.push({
        figure: "PGlite R-REST app answers not 2xx",
        value: pgResult.app.failed,
        unit: "",
        target: "= 0",
        pass: pgResult.app.failed === 0,
      });
      report.pgliteRssMb = pgRss;
    }
    await stopServer(floor);
  } finally {
    await ballots?.close();
    for (const child of [...children]) await stopServer(child);
    if (dropName) {
      await admin(`drop database if exists ${dropName} with (force)`).catch((e) => log(String(e)));
      throwaway = undefined;
    }
    rmSync(tmp, { recursive: true, force: true });
  }

  const pgRestarted = (await postmasterStart().catch(() => "unknown")) !== pgStarted;

  // 5. The member's and the visitor's first view on a phone.
  if (cfg.lighthouse && wanted("Lighthouse")) {
    log("\nLighthouse (mobile), /login and /polls/{token}, median of 3 runs…");
    const lh = await runLighthouse({ runs: 3, log });
    report.lighthouse = lh;
    log(formatReport(lh));
    for (const page of lh.pages) {
      checks.push({
        figure: `Lighthouse performance ${page.page}`,
        value: page.performance,
        unit: "",
        target: `≥ ${LIGHTHOUSE_TARGETS.performance}`,
        pass: page.performance >= LIGHTHOUSE_TARGETS.performance,
      });
      checks.push({
        figure: `Lighthouse accessibility ${page.page}`,
        value: page.accessibility,
        unit: "",
        target: `= ${LIGHTHOUSE_TARGETS.accessibility}`,
        pass: page.accessibility >= LIGHTHOUSE_TARGETS.accessibility,
      });
    }
  }
  checks.push({
    figure: "PostgreSQL ran throughout (no restart)",
    value: pgRestarted ? 0 : 1,
    unit: "",
    target: "= 1",
    pass: !pgRestarted,
  });

  // 6. The report.
  const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "—");
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
  log(`\n${table(rows)}`);
  const checkRows = [["figure", "value", "target", "result"]];
  for (const c of checks) {
    const digits = c.unit === "×" ? 2 : ["ms", "MB", "kB"].includes(c.unit) ? 1 : 0;
    checkRows.push([
      c.figure,
      `${fmt(c.value, digits)} ${c.unit}`.trim(),
      c.target,
      c.pass ? "pass" : "MISS",
    ]);
  }
  log(`\n${table(checkRows)}`);
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
  const seconds = (performance.now() - t0) / 1000;
  Object.assign(report, { results, checks, missed: missed.map((c) => c.figure), seconds });
  mkdirSync(path.join(root, "artifacts"), { recursive: true });
  const out = path.join(root, "artifacts", "bench.json");
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  log(
    `\n${missed.length ? `${missed.length} target(s) missed` : "all targets met"}; ${out}; ${seconds.toFixed(0)} s`,
  );
  return missed.length ? 1 : 0;
}

function gitCommit(): string | null {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd: root }).toString().trim();
  } catch {
    return null;
  }
}

let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    log(`\n${signal}: stopping the servers…`);
    for (const child of children) child.proc.kill("SIGTERM");
    const drop = throwaway ? admin(`drop database if exists ${throwaway} with (force)`) : Promise.resolve();
    drop.catch((e) => log(String(e))).finally(() => setTimeout(() => process.exit(130), 1_000));
  });
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    for (const child of children) child.proc.kill("SIGKILL");
    process.exit(2);
  },
);
