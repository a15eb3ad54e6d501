// Measurement: rounds of autocannon runs, floor and app alternately, with CPU time from
// /proc (the server's, the database backends', the load generator's, and what the rest of
// the machine took meanwhile) and memory.

import { readdirSync, readFileSync } from "node:fs";
import autocannon, { type Result } from "autocannon";
import { cfg, log, sleep } from "./config.ts";
import type { Scenario } from "./scenarios.ts";
import { children, readTrace, resetTrace, type Server, type Trace } from "./servers.ts";
import { CLK_TCK } from "./ticks.ts";

/** utime + stime of a process (all its threads), in microseconds (0 once it is gone). */
export function cpuUs(pid: number): number {
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

/** Names the database whose PostgreSQL backends count as the database's CPU. */
export function watchDatabase(name: string): void {
  benchDbName = name;
}

/** CPU time of each PostgreSQL backend serving the benchmark database, by pid, in microseconds. */
export function dbBackends(): Map<number, number> {
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

/** CPU the backends spent since `before` (a backend that started since counts from zero), in microseconds. */
export function dbSince(before: Map<number, number>): number {
  let total = 0;
  for (const [pid, us] of dbBackends()) total += us - (before.get(pid) ?? 0);
  return total;
}

/** Busy CPU time of the whole machine (every core), in microseconds; steal included (see {@link machineTimesUs}). */
export function machineBusyUs(): number {
  return machineTimesUs().busy;
}

/**
 * The whole machine's CPU times so far (every core, /proc/stat's first line), µs: busy (neither
 * idle nor waiting for I/O; steal included) and, of it, steal: time this virtual machine was
 * ready to run and the hypervisor ran someone else. Steal makes a VM slower than its cores
 * say, from one run to the next.
 */
export function machineTimesUs(): { busy: number; steal: number } {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  const t = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = t.reduce((a, b) => a + b, 0);
  return {
    busy: ((total - (t[3] ?? 0) - (t[4] ?? 0)) * 1e6) / CLK_TCK,
    steal: ((t[7] ?? 0) * 1e6) / CLK_TCK,
  };
}

/** CPU of this process (with the load generator) and of the servers, in microseconds. */
function ownUs(): number {
  const self = process.cpuUsage();
  return self.user + self.system + [...children].reduce((n, c) => n + cpuUs(c.pid), 0);
}

/** Resident memory of a process, in MB (0 once it is gone). */
export function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

export interface Run {
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
  /** The server's event loop and GC during the measured run (null if it did not answer). */
  trace: Trace | null;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

export interface Figures {
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

/**
 * Waits until the servers and the database are idle again (under 5% of a core for two
 * samples of 250 ms in a row; at most 60 s): a server goes on answering the requests that
 * were in flight when the load generator stopped, which must not weigh on the next run.
 */
export async function settle(): Promise<void> {
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
  resetTrace(server);
  const r: Result = await autocannon({ ...opts, duration: cfg.duration, requests: sc.requests() });
  const gen = process.cpuUsage(gen0);
  const trace = await readTrace(server);
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
    trace,
    ok,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes,
  };
}

export const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

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

/** One scenario's figures on the floor and on the app. */
export interface Comparison {
  floor: Figures;
  app: Figures;
}

/** Alternates floor and app (floor, app, floor, app …) on one scenario. */
export async function compare(
  floor: Server,
  app: Server,
  sc: Scenario,
  appScenario: Scenario = sc,
): Promise<Comparison> {
  const floorRuns: Run[] = [];
  const appRuns: Run[] = [];
  for (let round = 1; round <= (sc.rounds ?? cfg.rounds); round++) {
    floorRuns.push(await measure(floor, sc, round));
    appRuns.push(await measure(app, appScenario, round));
  }
  const result = { floor: summarize(floorRuns), app: summarize(appRuns) };
  const f = result.floor;
  const a = result.app;
  // Per round: GC pauses (total, longest) and the event loop's p99 delay, floor | app.
  const traced = (r: Run) =>
    r.trace
      ? `GC ${r.trace.gc.totalMs.toFixed(0)} ms (max ${r.trace.gc.maxMs.toFixed(0)}), loop p99 ${r.trace.eventLoop.p99Ms.toFixed(0)} ms`
      : "no trace";
  floorRuns.forEach((r, i) => {
    const appRun = appRuns[i];
    log(
      `    round ${r.round}: floor p99 ${r.p99.toFixed(0)} ms, ${traced(r)} | app p99 ${appRun?.p99.toFixed(0)} ms, ${appRun ? traced(appRun) : ""}`,
    );
  });
  log(
    `  ${sc.id.padEnd(13)} floor ${f.rps.toFixed(0).padStart(6)} req/s p50 ${f.p50.toFixed(1)} p99 ${f.p99.toFixed(1)} ms | ` +
      `${app.name} ${a.rps.toFixed(0).padStart(6)} req/s p50 ${a.p50.toFixed(1)} p99 ${a.p99.toFixed(1)} ms | ` +
      `×${(a.rps / f.rps).toFixed(2)} | other load ${mean([f.otherCores, a.otherCores]).toFixed(2)} cores${a.failed || f.failed ? ` | failed: app ${a.failed}, floor ${f.failed}` : ""}`,
  );
  return result;
}
