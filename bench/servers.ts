// The benchmark's child processes: the app (as `npm start` runs it) and the floor, each on a
// free loopback port, ready once /healthz answers 200.

import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { pathToFileURL } from "node:url";
import { serverBundle, startCommand } from "../server/build.ts";
import { env, log, root } from "./config.ts";
import { admin, transient } from "./databases.ts";

export interface Server {
  name: string;
  proc: ChildProcess;
  pid: number;
  url: string;
  output: string[];
  /** Milliseconds from spawn to the first /healthz 200. */
  readyMs: number;
}

/** A server's event loop and garbage collector over a window (bench/trace.mjs). */
export interface Trace {
  /** Event-loop delay percentiles, ms (sampled every 10 ms). */
  eventLoop: { p50Ms: number; p99Ms: number; maxMs: number };
  /** GC pauses: how many, their total and longest, ms; `major` the mark-compacts among them. */
  gc: { count: number; totalMs: number; maxMs: number; major: number; majorMs: number };
  /** process.memoryUsage() at the end of the window, MB: where the RSS is (V8's heap or not). */
  memory: {
    rss: number;
    heapTotal: number;
    heapUsed: number;
    external: number;
    arrayBuffers: number;
    /** V8's heap by space (new, old, code, large_object, …), resident MB. */
    spaces: Record<string, number>;
  };
}

/** Every server is started with the trace preloaded. */
const TRACE_IMPORT = ["--import", pathToFileURL(new URL("./trace.mjs", import.meta.url).pathname).href];

/** Starts a new trace window in `server`. */
export function resetTrace(server: Server): void {
  server.proc.send?.("trace:reset");
}

/** The trace of `server` since its last reset (null if it does not answer within 2 s). */
export function readTrace(server: Server): Promise<Trace | null> {
  return new Promise((resolve) => {
    const onMessage = (m: { type?: string } & Trace) => {
      if (m?.type !== "trace") return;
      done({ eventLoop: m.eventLoop, gc: m.gc, memory: m.memory });
    };
    const timer = setTimeout(() => done(null), 2_000);
    const done = (t: Trace | null) => {
      clearTimeout(timer);
      server.proc.off("message", onMessage);
      resolve(t);
    };
    server.proc.on("message", onMessage);
    server.proc.send?.("trace:read");
  });
}

/** The servers running now (the measurement counts their CPU; the end stops them). */
export const children = new Set<Server>();

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

export async function startServer(
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
  const proc = spawn(process.execPath, [...nodeArgs, ...TRACE_IMPORT, ...loader, script], {
    cwd: root,
    env: childEnv({ ...extraEnv, PORT: String(port), HOST: "127.0.0.1" }),
    stdio: ["ignore", "pipe", "pipe", "ipc"],
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

export async function stopServer(server: Server): Promise<void> {
  if (!children.has(server)) return;
  children.delete(server);
  if (server.proc.exitCode !== null || server.proc.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.proc.once("exit", () => resolve()));
  server.proc.kill("SIGTERM");
  const timer = setTimeout(() => server.proc.kill("SIGKILL"), 20_000);
  await exited;
  clearTimeout(timer);
}

/** Starts the app, again if PostgreSQL was restarting (up to three times). */
export async function startApp(name: string, extraEnv: Record<string, string>, nodeArgs: string[] = []) {
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

/** Stops every server still running. */
export async function stopAll(): Promise<void> {
  for (const child of [...children]) await stopServer(child);
}
