import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import pg from "pg";
import { type Database, type DatabaseHandle, openDatabase } from "../lib/database.ts";
import { migrateToLatest } from "../lib/migrate.ts";

/** A fresh, migrated database for one test file; `drop` destroys it. */
export interface TestDatabase {
  db: Kysely<Database>;
  handle: DatabaseHandle;
  kind: "pglite" | "postgres";
  /** Connection string of the PostgreSQL test database (postgres kind only). */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * Creates a fresh database: in-memory PGlite by default, or, when the vitest project sets
 * TEST_DB=postgres, a new database on the server of TEST_DATABASE_URL (dropped after).
 */
export async function createTestDatabase(
  opts: { onQuery?: (sql: string) => void } = {},
): Promise<TestDatabase> {
  if (process.env.TEST_DB !== "postgres") {
    const handle = openDatabase({ dataDir: "memory://", onQuery: opts.onQuery });
    await migrateToLatest(handle.db);
    return { db: handle.db, handle, kind: "pglite", url: undefined, drop: () => handle.db.destroy() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `dissovet_test_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), dataDir: "", onQuery: opts.onQuery });
  const { db } = handle;
  await migrateToLatest(db);
  return {
    db,
    handle,
    kind: "postgres",
    url: url.toString(),
    async drop() {
      await db.destroy();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
