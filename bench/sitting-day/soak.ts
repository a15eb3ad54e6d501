// The idle soak (issue 38): one instance holding many live streams that wait (members' ballot
// pages open on votes where nothing happens), while one defense changes under them, its 25
// pages (a sitting's) following it. What it measures: the instance's RSS per idle stream, how
// fast a change reaches the 25 pages while the instance holds the rest, and how fast /healthz
// answers meanwhile (a balancer's health check must not time out behind idle streams).
//
// The streams are opened as graphql-sse's distinct-connections client opens them (POST
// /graphql/stream, one operation a request, text/event-stream back), through node:http without
// a pool: one socket a stream, as one browser tab each. The idle ones follow `pollChanged` on
// the seeded open polls' invite tokens (several tabs a token once the tokens run out); the 25
// follow the secretary's defense page (`secretarDefenseChanged`) of a defense yet to sit, which
// the soak changes by saving its явочный лист, alternately with and without its last member.
// The bench process raises its own open-file limit (prlimit) before it starts the instance, so
// the instance inherits it too.

import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { log, sleep, TARGETS } from "../config.ts";
import { rssMb } from "../measure.ts";
import type { Check } from "../report.ts";
import { type BenchLayout, ballotToken, defenseId, secretaryOf, sessionToken } from "../seed.ts";
import { readTrace, type Server, startApp, stopServer } from "../servers.ts";
import { ballot, desk, type PageOperation } from "./documents.ts";
import { type Distribution, distribution, rounded, slope } from "./stats.ts";

/** The soak's knobs. */
export interface SoakOptions {
  /** Idle streams (besides the 25 that follow the changing defense). */
  streams: number;
  /** Changes of the defense, one every {@link CHANGE_EVERY_MS}. */
  changes: number;
  /**
   * A directory for the instance's V8 heap snapshots (`Heap.*.heapsnapshot`), taken before the
   * idle streams open and once they are open and settled, each after the figures it would
   * disturb; none when unset.
   */
  heapDir?: string;
}

/** What the soak measured. */
export interface SoakFigures {
  /** Idle streams connected (answered their first read), of those asked for. */
  idle: number;
  asked: number;
  /** How long opening them took, s, and how many failed (refused, or no first answer). */
  openS: number;
  failed: number;
  /** The instance's RSS before the streams and once they were open and settled, MB; V8's heap then. */
  baseRssMb: number;
  rssMb: number;
  heapMb: number;
  /** kB per idle stream: (RSS at the end of the opening − before) ÷ streams, and the slope of RSS over streams while they opened. */
  rssKbPerStream: number;
  rssKbPerStreamSlope: number;
  /** A change's answer → each following page's push, ms, and the pushes that never came. */
  delivery: Distribution;
  lost: number;
  /** /healthz's answer while the streams opened, and while the defense changed, ms. */
  healthOpening: Distribution;
  healthChanging: Distribution;
  /** The instance's open-file limit (soft), as the soak left it. */
  fileLimit: number;
}

/** Pages following the changing defense: a sitting's. */
const WATCHERS = 25;
/** A change of the defense every this many ms. */
const CHANGE_EVERY_MS = 1000;
/** Streams being opened at once. */
const OPENING = 32;
/** /healthz is asked every this many ms. */
const HEALTH_EVERY_MS = 100;
/** Sockets the process needs besides the streams (the database, the mailbox, the files). */
const SPARE_FILES = 1024;

/** The open-file limit (soft and hard) of process `pid`, by prlimit(1). */
function fileLimit(pid: number): { soft: number; hard: number } {
  const out = execFileSync("prlimit", [
    "--pid",
    String(pid),
    "--nofile",
    "--output",
    "SOFT,HARD",
    "--noheadings",
  ])
    .toString()
    .trim()
    .split(/\s+/);
  const n = (s: string | undefined) => (s === "unlimited" ? Number.POSITIVE_INFINITY : Number(s));
  return { soft: n(out[0]), hard: n(out[1]) };
}

/**
 * Raises this process's open-file limit to at least `need` by prlimit (the instance started
 * afterwards inherits it): soft and hard when allowed (the hard limit only with CAP_SYS_RESOURCE;
 * a container may refuse it even to root), else the soft one up to the hard (Node raises it so at
 * its start already).
 * @returns the soft limit now
 */
export function raiseFileLimit(need: number): number {
  const now = fileLimit(process.pid);
  if (now.soft >= need) return now.soft;
  const set = (soft: number, hard: number) => {
    try {
      execFileSync("prlimit", ["--pid", String(process.pid), `--nofile=${soft}:${hard}`], {
        stdio: "ignore",
      });
      return true;
    } catch {
      return false;
    }
  };
  if (!set(need, Math.max(need, now.hard)) && Number.isFinite(now.hard)) set(now.hard, now.hard);
  return fileLimit(process.pid).soft;
}

/** One stream as the soak holds it: when each answer came (ms, performance.now()). */
interface Stream {
  answers: number[];
  close(): void;
}

/**
 * Opens a stream of `op` (graphql-sse's distinct-connections protocol); resolves with it once
 * its first answer came, or rejects (refused, closed, an error answer).
 */
function openStream(
  base: string,
  op: PageOperation,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const answers: number[] = [];
    const req = http.request(`${base}/graphql/stream`, {
      method: "POST",
      agent: false,
      headers: {
        ...headers,
        "content-type": "application/json",
        accept: "text/event-stream",
        "sec-fetch-site": "same-origin",
      },
    });
    const stream: Stream = { answers, close: () => req.destroy() };
    req.on("response", (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return reject(new Error(`HTTP ${res.statusCode}`));
      }
      res.setEncoding("utf8");
      let pending = "";
      res.on("data", (chunk: string) => {
        pending += chunk;
        let end = pending.indexOf("\n\n");
        while (end >= 0) {
          const event = pending.slice(0, end);
          pending = pending.slice(end + 2);
          end = pending.indexOf("\n\n");
          if (!event.startsWith("event: next")) continue;
          if (event.includes('"errors"')) return reject(new Error(event.slice(0, 200)));
          answers.push(performance.now());
          if (answers.length === 1) resolve(stream);
        }
      });
      res.on("end", () => reject(new Error("closed")));
    });
    req.on("error", reject);
    req.end(JSON.stringify({ query: op.query, operationName: op.operationName, variables }));
  });
}

/** Resets the changing defense (a run on a database kept from an earlier run): its poll and roll gone. */
async function resetDefense(databaseUrl: string, id: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const polls = "(select id from polls where defense_id = $1)";
    for (const table of ["poll_invites", "poll_participants", "poll_commission", "poll_trustees"])
      await client.query(`delete from ${table} where poll_id in ${polls}`, [id]);
    await client.query("delete from polls where defense_id = $1", [id]);
  } finally {
    await client.end();
  }
}

/** /healthz every {@link HEALTH_EVERY_MS} until stopped: each answer's time, ms. */
function watchHealth(base: string): { stop(): number[] } {
  const times: number[] = [];
  let on = true;
  void (async () => {
    while (on) {
      const t0 = performance.now();
      await fetch(`${base}/healthz`).then(
        (r) => r.arrayBuffer(),
        () => null,
      );
      times.push(performance.now() - t0);
      await sleep(Math.max(0, HEALTH_EVERY_MS - (performance.now() - t0)));
    }
  })();
  return {
    stop() {
      on = false;
      return times;
    },
  };
}

/**
 * Has the instance (started with --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=`dir`) write a
 * heap snapshot into `dir`; resolves once it is written (the instance answers again).
 */
async function heapSnapshot(server: Server, dir: string): Promise<void> {
  const count = () => readdirSync(dir).filter((f) => f.endsWith(".heapsnapshot")).length;
  const before = count();
  process.kill(server.pid, "SIGUSR2");
  while (count() === before) await sleep(50);
  // The snapshot is written on the instance's main thread: its next answer comes after it.
  await fetch(`${server.url}/healthz`);
  log(`soak: heap snapshot ${before + 1} written to ${dir}`);
}

/** Runs the soak on one instance over `databaseUrl` (the seeded dataset of `layout`). */
export async function runSoak(
  databaseUrl: string,
  appEnv: Record<string, string>,
  layout: BenchLayout,
  options: SoakOptions,
): Promise<SoakFigures> {
  const limit = raiseFileLimit(options.streams + WATCHERS + SPARE_FILES);
  const streams = Math.min(options.streams, limit - WATCHERS - SPARE_FILES);
  if (streams < options.streams)
    log(
      `soak: the open-file limit stays at ${limit} (the hard limit cannot be raised here), so ${streams} idle streams`,
    );
  const board = layout.boards;
  const defense = defenseId(board, 12);
  await resetDefense(databaseUrl, defense);
  // The 25 pages of the changing defense are one secretary's tabs here (standing for a sitting's
  // pages, which show the same defense): the session's cap on streams (20) raised to hold them.
  const heapDir = options.heapDir && path.resolve(options.heapDir);
  if (heapDir) mkdirSync(heapDir, { recursive: true });
  const server: Server = await startApp(
    "soak",
    {
      ...appEnv,
      DATABASE_URL: databaseUrl,
      LIVE_STREAMS_PER_SESSION: String(WATCHERS),
    },
    heapDir ? ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${heapDir}`] : [],
  );
  try {
    const base = server.url;
    const session = { cookie: `dissovet_session=${sessionToken(secretaryOf(board))}` };
    const ip = (k: number) => `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`;
    // The desk's first read, and the roll to toggle: the council's members but its secretary.
    const post = async (op: PageOperation, variables: Record<string, unknown>) => {
      const res = await fetch(`${base}/graphql`, {
        method: "POST",
        headers: {
          ...session,
          "content-type": "application/json",
          "sec-fetch-site": "same-origin",
          "x-forwarded-for": "10.255.0.1",
        },
        body: JSON.stringify({ query: op.query, operationName: op.operationName, variables }),
      });
      const body = (await res.json()) as { data?: unknown; errors?: { message: string }[] };
      if (body.errors?.length) throw new Error(`${op.operationName}: ${body.errors[0]?.message}`);
      return body;
    };
    const members = Array.from({ length: 24 }, (_, i) => String((board - 1) * 24 + i + 1)).filter(
      (_, i) => i !== 2,
    );
    await post(desk.setRoll, { defenseId: String(defense), memberIds: members });
    await fetch(`${base}/healthz`);
    const baseRss = rssMb(server.pid);
    if (heapDir) await heapSnapshot(server, heapDir);

    // The idle streams, OPENING at a time, RSS sampled as they open.
    const health = watchHealth(base);
    const idle: Stream[] = [];
    let failed = 0;
    const ramp: { x: number; y: number }[] = [];
    const sampler = setInterval(() => ramp.push({ x: idle.length, y: rssMb(server.pid) }), 1000);
    const opened0 = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: OPENING }, async () => {
        while (next < streams) {
          const k = next++;
          const token = ballotToken(1 + (k % layout.openTokens));
          await openStream(base, ballot.pollChanged, { token }, { "x-forwarded-for": ip(k) }).then(
            (s) => idle.push(s),
            () => failed++,
          );
        }
      }),
    );
    const openS = (performance.now() - opened0) / 1000;
    clearInterval(sampler);
    const healthOpening = health.stop();
    log(
      `soak: ${idle.length} idle streams open in ${openS.toFixed(1)} s (${failed} failed); RSS ${baseRss.toFixed(0)} → ${rssMb(server.pid).toFixed(0)} MB`,
    );
    await sleep(5000);
    const rss = rssMb(server.pid);
    const trace = await readTrace(server);
    if (heapDir) await heapSnapshot(server, heapDir);

    // The 25 pages of the changing defense, then its changes.
    const watchers = await Promise.all(
      Array.from({ length: WATCHERS }, (_, k) =>
        openStream(
          base,
          desk.defenseChanged,
          { id: String(defense) },
          { ...session, "x-forwarded-for": ip(streams + k) },
        ),
      ),
    );
    const health2 = watchHealth(base);
    const answered: number[] = [];
    for (let c = 0; c < options.changes; c++) {
      const t0 = performance.now();
      const roll = c % 2 === 0 ? members.slice(0, -1) : members;
      await post(desk.setRoll, { defenseId: String(defense), memberIds: roll });
      answered.push(performance.now());
      await sleep(Math.max(0, CHANGE_EVERY_MS - (performance.now() - t0)));
    }
    await sleep(2000);
    const healthChanging = health2.stop();
    // Push j of a page (its answer j + 1) is change j's.
    const delivery: number[] = [];
    let lost = 0;
    for (const w of watchers)
      answered.forEach((at, j) => {
        const got = w.answers[j + 1];
        if (got === undefined) lost++;
        else delivery.push(Math.max(0, got - at));
      });
    for (const s of [...idle, ...watchers]) s.close();
    const n = idle.length || 1;
    return {
      idle: idle.length,
      asked: options.streams,
      openS,
      failed,
      baseRssMb: baseRss,
      rssMb: rss,
      heapMb: trace?.memory.heapTotal ?? 0,
      rssKbPerStream: ((rss - baseRss) * 1024) / n,
      rssKbPerStreamSlope: slope(ramp) * 1024,
      delivery: rounded(distribution(delivery)),
      lost,
      healthOpening: rounded(distribution(healthOpening)),
      healthChanging: rounded(distribution(healthChanging)),
      fileLimit: limit,
    };
  } finally {
    await stopServer(server);
  }
}

const ms = (d: Distribution) =>
  d.n ? `p50 ${d.p50.toFixed(0)} p99 ${d.p99.toFixed(0)} max ${d.max.toFixed(0)} ms` : "none";

/** The soak's figures as the run's log prints them. */
export function soakReport(f: SoakFigures): string {
  return [
    `soak: ${f.idle} of ${f.asked} idle streams on one instance (open-file limit ${f.fileLimit}), opened in ${f.openS.toFixed(0)} s, ${f.failed} failed; RSS ${f.baseRssMb.toFixed(0)} → ${f.rssMb.toFixed(0)} MB (V8's heap ${f.heapMb.toFixed(0)} MB): ${f.rssKbPerStream.toFixed(1)} kB a stream (slope while opening ${f.rssKbPerStreamSlope.toFixed(1)} kB)`,
    `  a change of one defense to its ${WATCHERS} pages: ${ms(f.delivery)}, ${f.lost} pushes lost; /healthz while opening ${ms(f.healthOpening)}, while changing ${ms(f.healthChanging)}`,
  ].join("\n");
}

/** The soak's figures against the targets (issue 38). */
export function soakChecks(f: SoakFigures): Check[] {
  const health = Math.max(f.healthOpening.p99, f.healthChanging.p99);
  return [
    {
      figure: "soak: idle streams open on one instance",
      value: f.idle,
      unit: "",
      target: `= ${f.asked}`,
      pass: f.idle === f.asked,
    },
    {
      figure: "soak: RSS per idle stream",
      value: f.rssKbPerStream,
      unit: "kB",
      target: `≤ ${TARGETS.soakRssKbPerStream}`,
      pass: f.rssKbPerStream <= TARGETS.soakRssKbPerStream,
    },
    {
      figure: "soak: a change delivered, p99",
      value: f.delivery.p99,
      unit: "ms",
      target: `≤ ${TARGETS.soakDeliveryP99Ms}`,
      pass: f.delivery.n > 0 && f.delivery.p99 <= TARGETS.soakDeliveryP99Ms,
    },
    { figure: "soak: pushes lost", value: f.lost, unit: "", target: "= 0", pass: f.lost === 0 },
    {
      figure: "soak: /healthz p99 meanwhile",
      value: health,
      unit: "ms",
      target: `≤ ${TARGETS.soakHealthP99Ms}`,
      pass: health <= TARGETS.soakHealthP99Ms,
    },
  ];
}
