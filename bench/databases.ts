// The PostgreSQL server the benchmark runs on (its maintenance connection, the throwaway
// database, restarts) and the seeding of both databases.

import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { type Database, openDatabase } from "../server/lib/database.ts";
import { openPGlite } from "../server/lib/pglite.ts";
import { env, log, sleep } from "./config.ts";
import { type SeedReport, seedBench } from "./seed.ts";

export const serverUrl = env.BENCH_SERVER_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

// PostgreSQL refuses connections while it starts or recovers; other users of the machine's
// server may restart it.
export const transient = (err: unknown) =>
  /57P03|ECONNREFUSED|ECONNRESET|terminating connection|Connection terminated/.test(
    `${(err as { code?: string }).code ?? ""} ${String(err)}`,
  );

/** Runs a statement on the server's maintenance database, waiting up to a minute for it to accept connections. */
export async function admin<T = Record<string, unknown>>(statement: string): Promise<T[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const client = new pg.Client({ connectionString: serverUrl });
    try {
      await client.connect();
      return (await client.query(statement)).rows as T[];
    } catch (err) {
      if (!transient(err) || Date.now() > deadline) throw err;
      await sleep(500);
    } finally {
      await client.end().catch(() => {});
    }
  }
}

/** When the PostgreSQL server last started: a change during the benchmark voids it. */
export async function postmasterStart(): Promise<string> {
  const [row] = await admin<{ t: string }>("select pg_postmaster_start_time()::text as t");
  return row?.t ?? "";
}

export async function seedPostgres(url: string, scale: number): Promise<SeedReport> {
  const handle = openDatabase({ databaseUrl: url, dataDir: "" });
  try {
    return await seedBench(handle.db, { scale, log });
  } finally {
    await handle.db.destroy();
  }
}

export async function seedPglite(dir: string, scale: number): Promise<SeedReport> {
  const dbDir = path.join(dir, "db");
  mkdirSync(dbDir, { recursive: true });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(await openPGlite(dbDir)) });
  try {
    return await seedBench(db, { scale, log });
  } finally {
    await db.destroy();
  }
}

/** The throwaway database, dropped at the end (or on an interrupt). */
let throwaway: string | undefined;

/**
 * The benchmark's database: BENCH_DATABASE_URL, else a throwaway `dissovet_bench_<random>`
 * created now on BENCH_SERVER_URL (`dropName` set: drop it with {@link dropThrowaway}).
 */
export async function benchDatabase(): Promise<{ url: string; name: string; dropName?: string }> {
  let url = env.BENCH_DATABASE_URL;
  let dropName: string | undefined;
  if (!url) {
    dropName = `dissovet_bench_${randomBytes(5).toString("hex")}`;
    await admin(`create database ${dropName}`);
    throwaway = dropName;
    const u = new URL(serverUrl);
    u.pathname = `/${dropName}`;
    url = u.toString();
  }
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  return dropName ? { url, name, dropName } : { url, name };
}

/** Drops the throwaway database, if one was made and is still there. */
export async function dropThrowaway(): Promise<void> {
  const name = throwaway;
  if (!name) return;
  await admin(`drop database if exists ${name} with (force)`);
  throwaway = undefined;
}
