import { readdir } from "node:fs/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";
import type { Database } from "./database.ts";

const migrationsUrl = new URL("../../migrations/", import.meta.url);

// Kysely's FileMigrationProvider imports from inside node_modules, where neither tsx nor
// vitest transforms TypeScript; importing from here lets both load the .ts migrations.
const provider: MigrationProvider = {
  async getMigrations() {
    const files = (await readdir(fileURLToPath(migrationsUrl))).filter((f) => /^\d.*\.ts$/.test(f)).sort();
    const entries = await Promise.all(
      files.map(
        async (f) =>
          [
            f.replace(/\.ts$/, ""),
            (await import(pathToFileURL(fileURLToPath(new URL(f, migrationsUrl))).href)) as Migration,
          ] as const,
      ),
    );
    return Object.fromEntries(entries);
  },
};

/**
 * Brings the schema to the newest migration in `migrations/` (date-prefixed files, applied
 * in name order).
 * @returns the names of the migrations applied by this call (empty when up to date).
 * @throws the first migration error; nothing of a failed migration stays applied.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
