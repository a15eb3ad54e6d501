import { type Kysely, Migrator } from "kysely";
import { migrations } from "../../migrations/index.ts";
import type { Database } from "./database.ts";

/**
 * Brings the schema to the newest migration of `migrations/index.ts` (date-prefixed names,
 * applied in name order).
 * @returns the names of the migrations applied by this call (empty when up to date).
 * @throws the first migration error; nothing of a failed migration stays applied.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const provider = { getMigrations: async () => migrations };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
