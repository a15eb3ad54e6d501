import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./database.ts";
import { isUniqueViolation } from "./errors.ts";

// A data directory's PGlite runs in a worker thread (pglite.ts): what the application gets
// from it must be what PGlite gives in-process: values of every type the tables use, the
// counts, PostgreSQL's errors with their fields, transactions, scripts, and a clean close.

const dataDir = mkdtempSync(path.join(os.tmpdir(), "dissovet-pglite-"));
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = openDatabase({ dataDir });
  await handle.script(`
    create table t (
      id int primary key, at timestamptz, bytes bytea, doc jsonb, big int8, name text unique
    );
    create table u (id int);`);
}, 60_000);
afterAll(async () => {
  await handle?.db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

it("gives back dates, bytes, JSON, 64-bit integers and row counts as PGlite does", async () => {
  const at = new Date("2026-11-25T10:00:00.123Z");
  const bytes = new Uint8Array([0, 1, 254, 255]);
  await sql`insert into t (id, at, bytes, doc, big, name)
    values (1, ${at}, ${bytes}, ${JSON.stringify({ вопрос: "да", n: [1, 2] })}, ${"9007199254740993"}, ${"Иванов"})`.execute(
    handle.db,
  );
  const { rows } = await sql<{
    at: Date;
    bytes: Uint8Array;
    doc: unknown;
    big: unknown;
  }>`select at, bytes, doc, big from t where id = 1`.execute(handle.db);
  expect(rows[0]?.at).toBeInstanceOf(Date);
  expect(rows[0]?.at.toISOString()).toBe(at.toISOString());
  expect([...(rows[0]?.bytes ?? [])]).toEqual([...bytes]);
  expect(rows[0]?.doc).toEqual({ вопрос: "да", n: [1, 2] });
  expect(String(rows[0]?.big)).toBe("9007199254740993");
  const updated = await sql`update t set name = name where id = 1`.execute(handle.db);
  expect(updated.numAffectedRows).toBe(1n);
});

it("a statement's error arrives with PostgreSQL's code and fields, and the connection goes on", async () => {
  const err = await sql`insert into t (id, name) values (2, 'Иванов')`
    .execute(handle.db)
    .catch((e: unknown) => e);
  expect(isUniqueViolation(err)).toBe(true);
  expect(err).toBeInstanceOf(Error);
  expect(err).toMatchObject({ code: "23505", constraint: "t_name_key", table: "t" });
  expect((err as Error).message).toContain("t_name_key");
  expect((await sql<{ n: number }>`select 1 as n`.execute(handle.db)).rows).toEqual([{ n: 1 }]);
});

it("a transaction rolled back leaves nothing; one committed stays", async () => {
  await expect(
    handle.db.transaction().execute(async (tx) => {
      await sql`insert into u values (1)`.execute(tx);
      throw new Error("отмена");
    }),
  ).rejects.toThrow("отмена");
  await handle.db.transaction().execute(async (tx) => {
    await sql`insert into u values (2)`.execute(tx);
  });
  expect((await sql<{ id: number }>`select id from u`.execute(handle.db)).rows).toEqual([{ id: 2 }]);
});

it("a long statement does not hold up this thread's event loop", async () => {
  const order: string[] = [];
  const statement = sql`select pg_sleep(0.3)`.execute(handle.db).then(() => order.push("statement"));
  await new Promise((resolve) => setTimeout(resolve, 20));
  order.push("timer");
  await statement;
  expect(order).toEqual(["timer", "statement"]);
});

it("a script of several statements answers with the last one's rows", async () => {
  expect(await handle.script("insert into u values (3); select count(*)::int as n from u")).toEqual([
    { n: 2 },
  ]);
});

it("the data stay in the directory after a close; a closed database refuses statements", async () => {
  await handle.db.destroy();
  await expect(sql`select 1`.execute(handle.db)).rejects.toThrow();
  handle = openDatabase({ dataDir });
  const { rows } = await sql<{ id: number }>`select id from u order by id`.execute(handle.db);
  expect(rows).toEqual([{ id: 2 }, { id: 3 }]);
}, 60_000);
