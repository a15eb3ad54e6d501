import PgBoss from "pg-boss";
import { type DatabaseHandle, type Db, rawStatement } from "./database.ts";
import type { Logger } from "./log.ts";

/** The job queue: pg-boss, storing its jobs in PostgreSQL (schema `pgboss`), on either engine. */
export type Queue = PgBoss;

/** Retry policy of link emails: `retryLimit` attempts after the first, delays doubling from `retryDelaySeconds`. */
export interface DeliveryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  pollingSeconds: number;
}

/**
 * pg-boss's database adapter over Kysely, so that its statements share the application's
 * connections (PGlite has only one) and, given a transaction, enqueue inside it.
 */
export function bossDb(
  db: Db,
  script?: DatabaseHandle["script"],
  inFlight?: Set<Promise<unknown>>,
): PgBoss.Db {
  return {
    executeSql(text, values) {
      const run = (async () => {
        if (script && (!values || values.length === 0)) return { rows: await script(text) };
        return { rows: (await rawStatement(db, text, values ?? [])).rows };
      })();
      if (!inFlight) return run;
      inFlight.add(run);
      const done = () => inFlight.delete(run);
      run.then(done, done);
      return run;
    },
  };
}

/**
 * The statements each queue has started and not seen finish. pg-boss 10.4's worker does not
 * await a job's `complete` or `fail` (src/manager.js, `onFetch`), so `stop()` can return while
 * the statement recording a job's end still runs: closing the database then would fail it
 * after the fact, outside any caller.
 */
const statements = new WeakMap<Queue, Set<Promise<unknown>>>();

/**
 * Creates the queue over the application's database, not yet started: nothing is read or
 * written until `start()`, which installs or migrates its schema on first use.
 */
export function createQueue(handle: DatabaseHandle, log: Logger): Queue {
  const inFlight = new Set<Promise<unknown>>();
  const boss = new PgBoss({
    db: bossDb(handle.db, handle.script, inFlight),
    schema: "pgboss",
    // Completed jobs are evidence of delivery only until the invite row records it.
    deleteAfterDays: 7,
    archiveCompletedAfterSeconds: 3600,
  });
  boss.on("error", (err) => log.error({ err }, "очередь заданий: ошибка"));
  statements.set(boss, inFlight);
  return boss;
}

/**
 * Stops `queue` (pg-boss `stop` with `options`; `close: false`, the database is the caller's)
 * and then waits for every statement it had started, so that the database can be closed next
 * without failing one of them. A statement that fails is pg-boss's to log, not the caller's.
 */
export async function stopQueue(queue: Queue, options: PgBoss.StopOptions): Promise<void> {
  await queue.stop({ ...options, close: false });
  await Promise.allSettled([...(statements.get(queue) ?? [])]);
}
