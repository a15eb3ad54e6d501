// Embedded PostgreSQL (PGlite): opened in this thread for an in-memory database, in a worker
// thread of its own for a data directory (pglite.worker.ts), behind the same three methods.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PGlite, Results } from "@electric-sql/pglite";
import { threadSource } from "./thread-source.ts";

/**
 * The embedded database's buffer cache (PostgreSQL's `shared_buffers`): a council's own data
 * fits many times over; the national dataset of the benchmark is served from the operating
 * system's file cache beyond it. Every megabyte costs the start about 5 ms (the server's
 * restarts on the benchmark's data directory, five each, 25.11.2026: median 1.31 s at 32 MB,
 * 1.23 s at 16 MB, 1.15 s at 8 MB). The benchmark's PGlite page rate did not drop with it
 * (0.37 of the PostgreSQL floor at 8 MB, 0.38–0.43 at 16 MB).
 */
export const PGLITE_SHARED_BUFFERS = "8MB";

/**
 * Embedded PostgreSQL in `dir` (a directory, or "memory://"), with the extensions the
 * migrations create (pg_trgm, for the lists' search). PGlite's module (about 1.2 MB of heap
 * and 0.6 MB of source kept by V8) is imported here, on first use, so a server on PostgreSQL
 * never loads it.
 *
 * Its buffer cache is {@link PGLITE_SHARED_BUFFERS} instead of PostgreSQL's 128 MB: PGlite sets
 * the cache up in WebAssembly memory at every start, about 4 ms per MB here (measured
 * 25.11.2026: PGlite alone ready in 1.24 s at 128 MB, 0.93 s at 32 MB).
 */
export async function openPGlite(dir: string): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
  ]);
  return new PGlite(dir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
}

/**
 * What the application asks of an embedded database: the two methods Kysely's PGlite dialect
 * calls (kysely-pglite-dialect 1.3.1, pinned: its driver uses `query` and `close` only) and
 * `exec` for a script of several statements. Statements run one at a time, in order.
 */
export interface EmbeddedDatabase {
  /** One statement with `$1…` parameters. @returns its rows and `affectedRows` */
  query(text: string, params?: unknown[]): Promise<Results>;
  /** Several statements without parameters. @returns each statement's results */
  exec(text: string): Promise<Results[]>;
  /** Closes the database (and its thread); later calls reject. */
  close(): Promise<void>;
  /**
   * Calls `onPayload` with the payload of every NOTIFY on `channel` from now on (PostgreSQL's
   * LISTEN; a NOTIFY in a transaction arrives at its COMMIT). @returns how to stop listening
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

/**
 * The embedded database of data directory `dataDir` (DATA_DIR; its `db` folder is created if
 * missing), or an in-memory one for "memory://". In memory (tests and tools: nothing to overlap,
 * no thread to pay for) PGlite runs in this thread, opened at the first statement. On disk it
 * runs in a worker thread of its own, opened at once, so that its start (0.7 s of WebAssembly
 * setting itself up, measured 25.11.2026) runs while this thread loads and builds the server.
 * @throws Error from mkdir when the folder cannot be created
 */
export function embeddedDatabase(dataDir: string): EmbeddedDatabase {
  if (dataDir.startsWith("memory://")) return pgliteHere(dataDir);
  const dir = path.join(dataDir, "db");
  mkdirSync(dir, { recursive: true });
  return pgliteInThread(dir);
}

/** PGlite in this thread, opened at the first statement. */
function pgliteHere(dir: string): EmbeddedDatabase {
  let opened: Promise<PGlite> | undefined;
  const open = () => {
    opened ??= openPGlite(dir);
    return opened;
  };
  return {
    query: async (text, params) => (await open()).query(text, params),
    exec: async (text) => (await open()).exec(text),
    listen: async (channel, onPayload) => {
      const stop = await (await open()).listen(channel, onPayload);
      return () => stop();
    },
    // Nothing to close when it never opened (or failed to: the statements said so already).
    close: async () => {
      const pglite = await opened?.catch(() => undefined);
      await pglite?.close();
    },
  };
}

/** What the database thread (pglite.worker.ts) is asked to do. */
type ThreadCall =
  | { kind: "query"; text: string; params: unknown[] }
  | { kind: "exec"; text: string }
  | { kind: "listen"; channel: string }
  | { kind: "unlisten"; channel: string }
  | { kind: "close" };

/** A request to the database thread: a call and its number, which the reply repeats. */
export type ThreadRequest = ThreadCall & { id: number };

/**
 * The thread's answer to request `id`: its result, or the error's message and fields; or, with
 * no id, a notification on a channel the main thread listens to.
 */
export type ThreadReply =
  | { id: number; result: unknown }
  | { id: number; error: { message: string; fields: Record<string, string | number | boolean> } }
  | { notify: { channel: string; payload: string } };

/**
 * The error a statement failed with in the database thread, rebuilt in this one: PGlite's
 * message and its PostgreSQL fields as own properties (`code` the SQLSTATE, `detail`,
 * `constraint`, `table`…), as pg and PGlite give them.
 */
export class EmbeddedDatabaseError extends Error {
  override name = "DatabaseError";
  constructor(message: string, fields: Record<string, string | number | boolean> = {}) {
    super(message);
    Object.assign(this, fields);
  }
}

/**
 * PGlite in a worker thread of its own. Requests are answered in order. The thread keeps
 * the process alive only while a request is waiting, like a socket. If the thread dies, every
 * waiting and later request rejects with the reason.
 */
function pgliteInThread(dir: string): EmbeddedDatabase {
  const source = threadSource(import.meta.url, "pglite.worker");
  const worker = new Worker(source.code, { eval: source.eval, workerData: { dir } });
  worker.unref();
  const waiting = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  let nextId = 1;
  let dead: Error | undefined;
  const die = (err: Error) => {
    dead ??= err;
    for (const w of waiting.values()) w.reject(dead);
    waiting.clear();
    worker.unref();
  };
  const listeners = new Map<string, Set<(payload: string) => void>>();
  worker.on("message", (reply: ThreadReply) => {
    if ("notify" in reply) {
      for (const listener of listeners.get(reply.notify.channel) ?? []) listener(reply.notify.payload);
      return;
    }
    const w = waiting.get(reply.id);
    if (!w) return;
    waiting.delete(reply.id);
    if (waiting.size === 0) worker.unref();
    if ("error" in reply) w.reject(new EmbeddedDatabaseError(reply.error.message, reply.error.fields));
    else w.resolve(reply.result);
  });
  worker.on("error", die);
  worker.on("exit", (code) => die(new Error(`встроенная база данных остановилась (код ${code})`)));

  const ask = <T>(call: ThreadCall): Promise<T> => {
    if (dead) return Promise.reject(dead);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      if (waiting.size === 0) worker.ref();
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...call, id } satisfies ThreadRequest);
    });
  };
  return {
    query: (text, params = []) => ask({ kind: "query", text, params }),
    exec: (text) => ask({ kind: "exec", text }),
    listen: async (channel, onPayload) => {
      const set = listeners.get(channel) ?? new Set();
      if (set.size === 0) await ask({ kind: "listen", channel });
      set.add(onPayload);
      listeners.set(channel, set);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0 && !dead) await ask({ kind: "unlisten", channel });
      };
    },
    close: async () => {
      if (dead) return;
      await ask({ kind: "close" });
      dead = new Error("встроенная база данных закрыта");
      await worker.terminate();
    },
  };
}
