// `npm run migrate`: apply pending migrations to the configured database and exit.
import { loadConfig } from "./config.ts";
import { openDatabase } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";

const config = loadConfig();
const { db, kind } = openDatabase(config);
try {
  const applied = await migrateToLatest(db);
  console.log(`${kind}: ${applied.length ? `applied ${applied.join(", ")}` : "schema is up to date"}`);
} finally {
  await db.destroy();
}
