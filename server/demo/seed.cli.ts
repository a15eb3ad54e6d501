// `npm run seed`: seed the demo data into the configured database if it is empty.
import { loadConfig } from "../lib/config.ts";
import { openDatabase } from "../lib/database.ts";
import { migrateToLatest } from "../lib/migrate.ts";
import { seedDemo } from "./seed.ts";

const config = loadConfig();
const { db } = openDatabase(config);
try {
  await migrateToLatest(db);
  console.log(
    (await seedDemo(db)) ? "Демо-данные загружены." : "База данных не пуста: демо-данные не загружены.",
  );
} finally {
  await db.destroy();
}
