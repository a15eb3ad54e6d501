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
export function bossDb(db: Db, script?: DatabaseHandle["script"]): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (script && (!values || values.length === 0)) return { rows: await script(text) };
      return { rows: (await rawStatement(db, text, values ?? [])).rows };
    },
  };
}

/**
 * Creates the queue over the application's database, not yet started: nothing is read or
 * written until `start()`, which installs or migrates its schema on first use.
 */
export function createQueue(handle: DatabaseHandle, log: Logger): Queue {
  const boss = new PgBoss({
    db: bossDb(handle.db, handle.script),
    schema: "pgboss",
    // Completed jobs are evidence of delivery only until the invite row records it.
    deleteAfterDays: 7,
    archiveCompletedAfterSeconds: 3600,
  });
  boss.on("error", (err) => log.error({ err }, "очередь заданий: ошибка"));
  return boss;
}
