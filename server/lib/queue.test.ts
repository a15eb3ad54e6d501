import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/database.ts";
import { createLogger } from "./log.ts";
import { createQueue, type Queue, stopQueue } from "./queue.ts";

let t: TestDatabase;
let queue: Queue;
beforeAll(async () => {
  t = await createTestDatabase();
  queue = createQueue(t.handle, createLogger("silent"));
  await queue.start();
});
afterAll(() => t.drop());

/** A promise and the function that resolves it. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe("stopping the job queue", () => {
  it("waits for the statement that records a failed job's end, so the database can be closed after it", async () => {
    await queue.createQueue("letters-test", { name: "letters-test", retryLimit: 0 });
    const started = signal();
    const release = signal();
    await queue.work("letters-test", { pollingIntervalSeconds: 0.5 }, async () => {
      started.resolve();
      await release.promise;
      throw new Error("почтовый сервер недоступен");
    });
    const id = await queue.send("letters-test", {});
    await started.promise;
    // The job's row is held by another transaction (on PGlite, its one connection): the worker's
    // `fail` waits for it, as it would for a slow database.
    const held = signal();
    const locked = signal();
    const holder = t.db.transaction().execute(async (tx) => {
      await sql`select id from pgboss.job where id = ${id} for update`.execute(tx);
      locked.resolve();
      await held.promise;
    });
    await locked.promise;
    release.resolve();
    const order: string[] = [];
    const stopped = stopQueue(queue, { graceful: true, wait: true, timeout: 5000 }).then(() =>
      order.push("stopped"),
    );
    // Longer than pg-boss's own wait for active jobs (it looks every 500 ms).
    await new Promise((r) => setTimeout(r, 1500));
    order.push("released");
    held.resolve();
    await holder;
    await stopped;
    expect(order).toEqual(["released", "stopped"]);
    const state = await sql<{ state: string }>`select state from pgboss.job where id = ${id}`.execute(t.db);
    expect(state.rows[0]?.state).toBe("failed");
  });
});
