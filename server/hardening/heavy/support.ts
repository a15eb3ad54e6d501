// Shared machinery of the heavy hardening tests: raw HTTP, the real server as a child
// process, and control of the PostgreSQL cluster. Not a test file (vitest runs *.test.ts).
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { buildServer, startCommand } from "../../build.ts";

const run = promisify(execFile);

/** The PostgreSQL server CI provides when TEST_DATABASE_URL is not set. */
const DEFAULT_TEST_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";

/**
 * The heavy tests always run on PostgreSQL: `createTestDatabase()` then makes a fresh
 * database on the server of TEST_DATABASE_URL (dropped by the file afterwards).
 */
export function runOnPostgres(): void {
  process.env.TEST_DB = "postgres";
  process.env.TEST_DATABASE_URL ??= DEFAULT_TEST_DATABASE_URL;
}

/** An HTTP answer read in full, or the transport error that cut it (status 0). */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
  /** Set when no complete answer arrived: the socket error's code (ECONNRESET, …). */
  error?: string;
  ms: number;
}

/** Options of {@link send}. */
export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  agent?: http.Agent;
  timeoutMs?: number;
}

/**
 * One request over node:http, with exactly the bytes and headers given (no JSON encoding,
 * so invalid UTF-8 and odd content types go out as they are). Never rejects: a reset or a
 * timeout is answered as status 0 with `error`.
 */
export function send(url: string, opts: SendOptions = {}): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (answer: Omit<RawAnswer, "ms">) => resolve({ ...answer, ms: performance.now() - started });
    const headers = { ...opts.headers };
    // A browser names the page's origin on every request that changes something.
    if (headers.cookie && !headers.origin && (opts.method ?? "GET") !== "GET")
      headers.origin = new URL(url).origin;
    if (opts.body !== undefined) headers["content-length"] = String(Buffer.byteLength(opts.body));
    const req = http.request(
      url,
      { method: opts.method ?? "GET", headers, agent: opts.agent, timeout: opts.timeoutMs ?? 60_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", (err: NodeJS.ErrnoException) =>
          done({
            status: 0,
            headers: res.headers,
            text: "",
            json: undefined,
            error: err.code ?? err.message,
          }),
        );
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          if (!res.complete) {
            done({ status: 0, headers: res.headers, text, json: undefined, error: "INCOMPLETE" });
            return;
          }
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {}
          done({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", (err: NodeJS.ErrnoException) =>
      done({ status: 0, headers: {}, text: "", json: undefined, error: err.code ?? err.message }),
    );
    req.end(opts.body);
  });
}

/** POSTs `body` as JSON. */
export function postJson(url: string, body: unknown, opts: Omit<SendOptions, "body" | "method"> = {}) {
  return send(url, {
    ...opts,
    method: "POST",
    headers: { "content-type": "application/json", ...opts.headers },
    body: JSON.stringify(body),
  });
}

/** A TCP port free on loopback right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `check` every `everyMs` until it returns a value other than undefined. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 30_000,
  everyMs = 50,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs one statement on a connection of its own (survives a PostgreSQL restart, unlike a pool). */
export async function pgQuery<R extends pg.QueryResultRow = Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The real server, as `npm start` runs it (the built dist/server/main.mjs), in a child process. */
export interface ChildServer {
  url: string;
  port: number;
  process: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with its exit code (or the signal that ended it) once it has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** SIGTERM, then SIGKILL if it has not exited after `graceMs`; resolves once it is gone. */
  stop(graceMs?: number): Promise<void>;
}

/** Options of {@link startChildServer}. */
export interface ChildServerOptions {
  /** Undefined: the embedded database in the data directory (`env.DATA_DIR`, or a temporary one). */
  databaseUrl: string | undefined;
  /** Undefined: no SMTP (mail goes to .eml files). */
  smtpUrl: string | undefined;
  port?: number;
  /** More environment; a key set to undefined is removed. */
  env?: Record<string, string | undefined>;
}

/** The settings of a child server a test must know: its council's time zone (TIME_ZONE). */
export const childConfig = { timeZone: "Europe/Moscow" };

/**
 * Builds the server once per test process, starts it in a child process against
 * `databaseUrl` (or on the embedded database of its data directory) on a free loopback port and
 * waits until `/healthz` answers 200.
 */
let built: Promise<string> | undefined;

export async function startChildServer(opts: ChildServerOptions): Promise<ChildServer> {
  const port = opts.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "dissovet-heavy-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: opts.databaseUrl,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DEMO: "0",
    SMTP_URL: opts.smtpUrl,
    LOG_LEVEL: "warn",
    QUEUE_POLL_SECONDS: "0.5",
    MAIL_RETRY_DELAY_SECONDS: "1",
    TIME_ZONE: childConfig.timeZone,
    ...opts.env,
  };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  built ??= buildServer();
  const start = startCommand();
  const child = spawn(process.execPath, [...start.nodeArgs, await built], {
    cwd: process.cwd(),
    env: { ...start.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (c: Buffer) => {
    log += c.toString("utf8");
  });
  child.stderr?.on("data", (c: Buffer) => {
    log += c.toString("utf8");
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>(
    (resolve) => {
      child.once("exit", (code, signal) => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve({ code, signal, at: performance.now() });
      });
    },
  );
  let gone = false;
  const url = `http://127.0.0.1:${port}`;
  const up = waitFor(
    "the child server's /healthz",
    // Once it has died, stop asking (the race below has already been lost).
    async () =>
      gone || (await send(`${url}/healthz`, { timeoutMs: 2_000 })).status === 200 ? true : undefined,
    90_000,
    100,
  );
  const died = exited.then(({ code, signal }) => {
    gone = true;
    throw new Error(`it exited (${code ?? signal})`);
  });
  try {
    await Promise.race([up, died]);
  } catch (err) {
    if (!gone) child.kill("SIGKILL");
    throw new Error(`the child server did not start: ${(err as Error).message}\n${log}`);
  } finally {
    died.catch(() => {});
    up.catch(() => {});
  }
  return {
    url,
    port,
    process: child,
    output: () => log,
    exited,
    async stop(graceMs = 15_000) {
      if (gone) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The cluster the tests stop and start (PostgreSQL 15 "main" on CI; PG_CLUSTER overrides, e.g. "16 main"). */
const cluster = (process.env.PG_CLUSTER ?? "15 main").split(/\s+/);

/** Whether PostgreSQL on 127.0.0.1 accepts connections (pg_isready). */
export async function postgresReady(): Promise<boolean> {
  try {
    await run("pg_isready", ["-q", "-h", "127.0.0.1"]);
    return true;
  } catch {
    return false;
  }
}

/** `pg_ctlcluster <version> <name> stop -m immediate`: the server dies as in a power cut. */
export async function stopPostgresImmediately(): Promise<void> {
  await run("pg_ctlcluster", [...cluster, "stop", "-m", "immediate"]);
}

/** Starts the cluster (if it is not running) and waits until pg_isready says it accepts connections. */
export async function startPostgres(timeoutMs = 60_000): Promise<void> {
  if (await postgresReady()) return;
  await run("pg_ctlcluster", [...cluster, "start"]).catch(async (err: Error) => {
    // "already running" is fine; anything else is, unless it comes up anyway.
    if (!(await postgresReady()) && !/already running/i.test(String(err.message))) throw err;
  });
  await waitFor(
    "PostgreSQL to accept connections",
    async () => ((await postgresReady()) ? true : undefined),
    timeoutMs,
    100,
  );
}
