import { type Kysely, Migrator, sql } from "kysely";
import { migrations } from "../../migrations/index.ts";
import type { Database } from "./database.ts";

/**
 * Brings the schema to the newest migration of `migrations/index.ts` (date-prefixed names,
 * applied in name order). A database that has applied exactly these migrations is recognised
 * by one read of Kysely's `kysely_migration` table and left alone: Kysely's migrator would
 * first introspect every table's columns to find its own two tables, which on the embedded
 * PGlite is about 150 ms of every start. Anything else (a new database, a pending migration,
 * an applied one this build does not know) goes through the migrator, with its lock and its
 * errors.
 * @returns the names of the migrations applied by this call (empty when up to date).
 * @throws the first migration error; nothing of a failed migration stays applied.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const applied = await appliedMigrations(db);
  const known = Object.keys(migrations);
  if (applied && applied.size === known.length && known.every((name) => applied.has(name))) return [];
  const provider = { getMigrations: async () => migrations };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** The names in Kysely's migration table, or null when it cannot be read (no table yet). */
async function appliedMigrations(db: Kysely<Database>): Promise<Set<string> | null> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    return new Set(rows.map((r) => r.name));
  } catch {
    return null;
  }
}
