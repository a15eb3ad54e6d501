// The sitting day (issue 32): N sittings in the same hours on two app instances sharing one
// PostgreSQL, every participant's page holding its live channel, one instance killed (-9) in
// the middle. See run.ts's overview for where it runs; the figures and the checks are in
// figures.ts and checks.ts.
//
// Processes: the two instances (the production build, as `npm start` runs it, each with its
// own data directory, the one database, SMTP to the day's mailbox), and this process: the
// mailbox (mail.ts), the participants' pages (sitting.ts, over client.ts and balancer.ts:
// participant k of the day at home on instance k mod 2, sent to the other while its own is
// down) and their cryptography in worker threads (crypto.ts). The sittings start one after the
// other, evenly over BENCH_SITTING_SPREAD seconds; every second the day samples each
// instance's RSS, CPU and established connections, the database backends' CPU and the rest of
// the machine's.

import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import pg from "pg";
import { dayIn } from "../../shared/sitting-date.ts";
import { env, log } from "../config.ts";
import { cpuUs, dbBackends, machineTimesUs, rssMb } from "../measure.ts";
import { defenseId, secretaryOf, sessionToken } from "../seed.ts";
import { children, readTrace, type Server, startApp, stopServer } from "../servers.ts";
import { Balancer } from "./balancer.ts";
import { DayClient, RETRY_MAX_MS } from "./client.ts";
import { conditionsBefore, type DayConditions } from "./conditions.ts";
import { CryptoPool, SITTINGS_A_THREAD } from "./crypto.ts";
import { startMailbox } from "./mail.ts";
import { bytesWritten, establishedConnections } from "./proc.ts";
import { type Pace, playSitting, type SittingOutcome, type SittingPlan } from "./sitting.ts";

/** The day's knobs (bench/config.ts reads them from the environment). */
export interface DayOptions {
  /** Sittings (each a council's defense with a roll of 21 and a commission of 3). */
  sittings: number;
  /** The sittings start evenly over this many seconds. */
  spreadS: number;
  /** Members open their ballots over this many seconds after their letter. */
  voteS: number;
  /** Kill -9 one instance in the middle of the day. */
  kill: boolean;
  /** A sitting not finished this many seconds after its start is given up (its pages count as lost). */
  timeoutS: number;
  /** Worker threads for the participants' cryptography, at least (one for every {@link SITTINGS_A_THREAD} sittings). */
  cryptoThreads: number;
  /** A directory: each instance writes a V8 CPU profile there when it stops (BENCH_CPU_PROF). */
  cpuProf?: string;
}

/** One sample of the machine during the day (every second). */
export interface DaySample {
  /** Seconds since the first sitting started. */
  t: number;
  /**
   * Per instance: RSS (MB), of it V8's heap and of that its young generation (heapTotal and the
   * new space's resident size, MB; filled in when the instance answers over IPC, 0 until then or
   * if it does not), CPU so far (ms), established client connections, live streams connected.
   */
  instances: {
    rssMb: number;
    heapMb: number;
    youngMb: number;
    cpuMs: number;
    /** Bytes it has written so far (its answers and pushes, its queries to the database, its letters, its log). */
    bytesOut: number;
    connections: number;
    streams: number;
  }[];
  /** The database backends' CPU so far, ms. */
  dbCpuMs: number;
  /** The machine's busy time so far, all cores, ms; of it, steal (the hypervisor ran another guest). */
  machineMs: number;
  stealMs: number;
  /** This process's CPU so far (the participants' pages and their cryptography), ms. */
  clientsMs: number;
}

/** The bench database's counters over the day (pg_stat_database): transactions, rows read, pages read. */
export interface DatabaseReads {
  transactions: number;
  /** Rows returned by scans, and rows fetched by index. */
  rowsReturned: number;
  rowsFetched: number;
  /** Pages read from the buffer cache or from disk. */
  pages: number;
}

/** What the day produced, for figures.ts. */
export interface DayRun {
  options: DayOptions;
  /** The instances' names, in the order of the samples' `instances`. */
  names: string[];
  outcomes: SittingOutcome[];
  samples: DaySample[];
  /** When the first sitting started (performance.now() ms) and the last page left. */
  t0: number;
  endedAt: number;
  /** Each instance's RSS before the first sitting (MB), after its start and a warm-up read. */
  baseRssMb: number[];
  /** The kill: when (ms, performance.now()), which instance. */
  kill: { at: number; instance: number } | null;
  /** Every stream's outages (ms): from the kill, or its own break, to its reconnection. */
  streams: { name: string; outages: number[] }[];
  /**
   * Streams without their channel for longer than {@link UNRECONNECTED_MS} when their page
   * closed them or the day ended (a page may close during a short outage: that is no loss).
   */
  unreconnected: number;
  /** Requests by operation: how many, failed, network failures. */
  requests: Record<string, { n: number; failed: number; network: number; ms?: number[] }>;
  /** The urn of each sitting as the public record shows it after the day (null: not read). */
  urns: ({ trackers: string[]; result: { for: number; against: number } | null; voted: number } | null)[];
  /**
   * This process's event-loop delay over the day, ms: the participants' pages share its loop, so
   * a late loop delays every answer and push they time.
   */
  clientLoop: { p50Ms: number; p99Ms: number; maxMs: number };
  /** The participants' cryptography: jobs, their wall time in the worker threads and the threads' CPU (ms). */
  crypto: { jobs: number; wallMs: number; cpuMs: number };
  /** What tells this run from another (conditions.ts). */
  conditions: DayConditions;
  /** The bench database's reads over the day. */
  reads: DatabaseReads;
  mail: { received: number; unclaimed: number; broken: number };
  /** The last lines each instance wrote (warnings and errors: LOG_LEVEL=warn). */
  serverLog: string[][];
}

/** A stream without its channel for longer than this (ms) did not reconnect: twice a page's longest wait between two attempts. */
export const UNRECONNECTED_MS = 2 * RETRY_MAX_MS;
/** Members of each council's roll: seats 1, 2 and 4–22 (the ученый секретарь, seat 3, is left out). */
const ROLL_SEATS = [1, 2, ...Array.from({ length: 19 }, (_, i) => i + 4)];
/** The счетная комиссия: seats 4, 5, 6 (members of the roll), chair first. */
const COMMISSION_SEATS = [4, 5, 6];
/** Members per seeded council (seed.ts). */
const MEMBERS_PER_BOARD = 24;
/** The sitting day's defense of each council: its 12th, the one still to come (seed.ts). */
const DAY_DEFENSE = 12;
/** The size of every sitting: its roll (members who vote) and its counting commission. */
export const SITTING = { roll: ROLL_SEATS.length, commission: COMMISSION_SEATS.length } as const;
/** Pages per sitting: the secretary, 3 devices, 21 ballots. */
const PAGES = 1 + COMMISSION_SEATS.length + ROLL_SEATS.length;

const memberOf = (board: number, seat: number) => ({
  id: (board - 1) * MEMBERS_PER_BOARD + seat,
  email: `member${seat}.b${board}@bench.dissovet.local`,
});

/** The plan of sitting `index` (council index + 1): who sits, who counts, how each votes. */
function sittingPlan(index: number, sittingDate: string): SittingPlan {
  const board = index + 1;
  return {
    index,
    defenseId: defenseId(board, DAY_DEFENSE),
    session: sessionToken(secretaryOf(board)),
    roll: ROLL_SEATS.map((s) => memberOf(board, s)),
    commission: COMMISSION_SEATS.map((s) => memberOf(board, s)),
    // Five «против» in 21, at places that differ from sitting to sitting.
    choices: ROLL_SEATS.map((_, k) => ((k + index) % 21 < 5 ? "AGAINST" : "FOR")),
    sittingDate,
  };
}

/** The people's moments (sitting.ts `Pace`), seconds; members open their ballots over `voteS`. */
function pace(voteS: number): Pace {
  return {
    openLink: [0.5, 3],
    readCode: [1, 2],
    compareCode: [0.5, 2],
    openVote: [1, 2],
    openBallot: [0, voteS],
    choose: [2, 5],
    review: [1, 2],
    compareUrn: [1, 3],
    linger: [1, 3],
  };
}

/**
 * Makes the day's defenses ready to sit again (a run on a database kept from an earlier run):
 * their polls, rolls, commissions, invites and ballots removed, the rate limits cleared.
 */
async function prepareDefenses(databaseUrl: string, ids: number[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("begin");
    const polls = "(select id from polls where defense_id = any($1::int[]))";
    for (const table of ["ballots", "poll_invites", "poll_participants", "poll_commission", "poll_trustees"])
      await client.query(`delete from ${table} where poll_id in ${polls}`, [ids]);
    await client.query("delete from polls where defense_id = any($1::int[])", [ids]);
    await client.query("delete from rate_limits");
    await client.query("commit");
  } finally {
    await client.end();
  }
}

/** The public record of an election, as anyone reads it (for the check that no ballot was lost). */
const RECORD_QUERY = `query($e: ID!) { electionRecord(electionId: $e) { ballots { alpha beta proof { challenge response } } voted result { for against } } }`;

/** The database's counters now (pg_stat_database of the bench database; they lag by up to half a second). */
async function databaseReads(databaseUrl: string): Promise<DatabaseReads> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<Record<keyof DatabaseReads, string>>(
      `select xact_commit + xact_rollback as transactions, tup_returned as "rowsReturned",
              tup_fetched as "rowsFetched", blks_hit + blks_read as pages
         from pg_stat_database where datname = current_database()`,
    );
    const r = rows[0];
    return {
      transactions: Number(r?.transactions ?? 0),
      rowsReturned: Number(r?.rowsReturned ?? 0),
      rowsFetched: Number(r?.rowsFetched ?? 0),
      pages: Number(r?.pages ?? 0),
    };
  } finally {
    await client.end();
  }
}

/**
 * Runs the sitting day against two instances of the app on `databaseUrl` (seeded with at least
 * `options.sittings` councils).
 */
export async function runDay(
  databaseUrl: string,
  appEnv: Record<string, string>,
  tmp: string,
  options: DayOptions,
): Promise<DayRun> {
  const { ballotTracker } = await import("../../shared/ballot/index.ts");
  const n = options.sittings;
  const sittingDate = dayIn(new Date(), env.TIME_ZONE ?? "Europe/Moscow");
  const plans = Array.from({ length: n }, (_, i) => sittingPlan(i, sittingDate));
  await prepareDefenses(
    databaseUrl,
    plans.map((p) => p.defenseId),
  );
  const mailbox = await startMailbox();
  const instanceEnv = (k: number) => ({
    ...appEnv,
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(tmp, `day-${k}`),
    SMTP_URL: mailbox.url,
  });
  const servers: Server[] = [];
  const profArgs = options.cpuProf ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(options.cpuProf)}`] : [];
  for (const k of [0, 1])
    servers.push(await startApp(`day-${k === 0 ? "a" : "b"}`, instanceEnv(k), profArgs));
  log(
    `sitting day: instances ${servers.map((s) => `${s.name} pid ${s.pid} (${(s.readyMs / 1000).toFixed(1)} s)`).join(", ")}, mailbox ${mailbox.url}`,
  );
  const balancer = new Balancer(
    servers.map((s) => ({ name: s.name, url: s.url })),
    async (b) => (await fetch(`${b.url}/healthz`).catch(() => null))?.status === 200,
  );
  const client = new DayClient(balancer);
  const crypto = new CryptoPool(Math.max(options.cryptoThreads, Math.ceil(n / SITTINGS_A_THREAD)));
  // The first read of each instance (its caches, the session), before anything is measured.
  for (const s of servers) await fetch(`${s.url}/healthz`);
  const conditions = conditionsBefore();
  log(
    `sitting day: commit ${conditions.commit ?? "?"}${conditions.uncommitted ? " with uncommitted changes" : ""}; ${n} sittings started over ${options.spreadS} s, ballots over ${options.voteS} s, ${options.kill ? "one instance killed mid-day" : "no kill"}, given up after ${options.timeoutS} s; load ${conditions.loadBefore.toFixed(2)} before, yardstick ${conditions.yardstickMs.toFixed(0)} ms (one core, lower is faster)`,
  );
  const reads0 = await databaseReads(databaseUrl);
  const baseRssMb = servers.map((s) => rssMb(s.pid));
  const ports = servers.map((s) => Number(new URL(s.url).port));

  const samples: DaySample[] = [];
  const dbCpu = new Map<number, number>();
  let dbCpuUs = 0;
  const cpu0 = servers.map((s) => cpuUs(s.pid));
  const cpuLast = [...cpu0];
  const bytes0 = servers.map((s) => bytesWritten(s.pid));
  const bytesLast = [...bytes0];
  const machine0 = machineTimesUs();
  const own0 = process.cpuUsage();
  const t0 = performance.now() + 500;
  const sample = () => {
    for (const [pid, us] of dbBackends()) {
      dbCpuUs += us - (dbCpu.get(pid) ?? 0);
      dbCpu.set(pid, us);
    }
    const conns = establishedConnections(ports);
    const streams = client.connectedStreams(servers.length);
    const own = process.cpuUsage(own0);
    const instances = servers.map((s, i) => {
      const alive = children.has(s);
      if (alive) {
        cpuLast[i] = cpuUs(s.pid) || cpuLast[i] || 0;
        bytesLast[i] = bytesWritten(s.pid) || bytesLast[i] || 0;
      }
      const entry = {
        rssMb: alive ? rssMb(s.pid) : 0,
        heapMb: 0,
        youngMb: 0,
        cpuMs: ((cpuLast[i] ?? 0) - (cpu0[i] ?? 0)) / 1000,
        bytesOut: (bytesLast[i] ?? 0) - (bytes0[i] ?? 0),
        connections: alive ? (conns.get(ports[i] ?? 0) ?? 0) : 0,
        streams: streams[i] ?? 0,
      };
      if (alive)
        void readTrace(s).then((t) => {
          entry.heapMb = t?.memory.heapTotal ?? 0;
          entry.youngMb = t?.memory.spaces.new ?? 0;
        });
      return entry;
    });
    const machine = machineTimesUs();
    samples.push({
      t: (performance.now() - t0) / 1000,
      instances,
      dbCpuMs: dbCpuUs / 1000,
      machineMs: (machine.busy - machine0.busy) / 1000,
      stealMs: (machine.steal - machine0.steal) / 1000,
      clientsMs: (own.user + own.system) / 1000,
    });
  };
  sample();
  const sampler = setInterval(sample, 1000);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();

  // The kill: in the middle of the day (half the sittings started, the first ones voting).
  let kill: DayRun["kill"] = null;
  const killAt = t0 + (options.spreadS * 500 + 15_000);
  const killTimer = options.kill
    ? setTimeout(
        () => {
          const victim = servers[1] as Server;
          // Taken out of the bench's children first: its death is the plan, not a failure.
          children.delete(victim);
          victim.proc.kill("SIGKILL");
          kill = { at: performance.now(), instance: 1 };
          client.killed(1, kill.at);
          log(
            `sitting day: kill -9 ${victim.name} (pid ${victim.pid}) at ${((kill.at - t0) / 1000).toFixed(1)} s`,
          );
        },
        Math.max(0, killAt - performance.now()),
      )
    : null;

  const dayPace = pace(options.voteS);
  let started = 0;
  let finished = 0;
  const progress = setInterval(() => {
    const s = samples.at(-1);
    log(
      `  ${((performance.now() - t0) / 1000).toFixed(0)} s: ${started} sittings started, ${finished} done; connections ${s?.instances.map((i) => i.connections).join(" + ")}, RSS ${s?.instances.map((i) => i.rssMb.toFixed(0)).join(" / ")} MB`,
    );
  }, 15_000);
  const outcomes = await Promise.all(
    plans.map(async (plan) => {
      const startAt = t0 + (plan.index * options.spreadS * 1000) / n;
      await new Promise((r) => setTimeout(r, Math.max(0, startAt - performance.now())));
      started++;
      const outcome = await playSitting(
        plan,
        {
          client,
          crypto,
          letter: (address, kind) => mailbox.next(address, kind),
          pace: dayPace,
          home: (k) => balancer.home(k),
          ip: (k) => `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`,
          firstParticipant: plan.index * PAGES,
        },
        startAt + options.timeoutS * 1000,
      );
      finished++;
      return outcome;
    }),
  );
  const endedAt = performance.now();
  loop.disable();
  clearInterval(progress);
  clearInterval(sampler);
  if (killTimer) clearTimeout(killTimer);
  sample();
  // pg_stat_database reports what the backends sent it, every half second at most.
  await new Promise((r) => setTimeout(r, 600));
  const reads1 = await databaseReads(databaseUrl);

  // No ballot lost: each sitting's urn as anyone reads it, after the day.
  const survivor = servers.find((s) => children.has(s)) ?? (servers[0] as Server);
  const urns: DayRun["urns"] = [];
  for (const o of outcomes) {
    if (!o.electionId) {
      urns.push(null);
      continue;
    }
    const res = await fetch(`${survivor.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.255.255.254" },
      body: JSON.stringify({ query: RECORD_QUERY, variables: { e: o.electionId } }),
    });
    const body = (await res.json().catch(() => null)) as {
      data?: {
        electionRecord: {
          ballots: { alpha: string; beta: string; proof: unknown }[];
          voted: boolean[];
          result: { for: number; against: number } | null;
        } | null;
      };
    } | null;
    const record = body?.data?.electionRecord;
    urns.push(
      record
        ? {
            trackers: record.ballots.map((b) => ballotTracker(b as Parameters<typeof ballotTracker>[0])),
            result: record.result,
            voted: record.voted.filter(Boolean).length,
          }
        : null,
    );
  }
  const streams = client.streams.map((s) => ({ name: s.name, outages: s.outages }));
  const unreconnected = client.streams.filter(
    (s) =>
      s.lostAtCloseMs > UNRECONNECTED_MS || (s.lostAt !== undefined && endedAt - s.lostAt > UNRECONNECTED_MS),
  ).length;
  const cryptoCpuMs = crypto.cpuMs;
  await crypto.close();
  const requests = Object.fromEntries(client.requests);
  for (const s of servers) await stopServer(s);
  const mail = mailbox.stats();
  await mailbox.close();
  return {
    options,
    names: servers.map((s) => s.name),
    outcomes,
    samples,
    t0,
    endedAt,
    baseRssMb,
    kill,
    streams,
    unreconnected,
    requests,
    urns,
    clientLoop: {
      p50Ms: loop.percentile(50) / 1e6,
      p99Ms: loop.percentile(99) / 1e6,
      maxMs: loop.max / 1e6,
    },
    crypto: { jobs: crypto.jobs, wallMs: crypto.wallMs, cpuMs: cryptoCpuMs },
    conditions,
    reads: {
      transactions: reads1.transactions - reads0.transactions,
      rowsReturned: reads1.rowsReturned - reads0.rowsReturned,
      rowsFetched: reads1.rowsFetched - reads0.rowsFetched,
      pages: reads1.pages - reads0.pages,
    },
    mail,
    serverLog: servers.map((s) => s.output.slice(-50)),
  };
}
