// `npm start`: read the settings and, for the embedded database, start its thread first thing
// (PGlite's own start is the longest step), then load and start the rest of the server
// (start.ts) while it boots. Only the settings and the thread's module load before that.
import { loadConfig } from "./lib/config.ts";
import { embeddedDatabase } from "./lib/pglite.ts";
import { ensureWritableDir, StartupError } from "./lib/startup.ts";

try {
  const config = loadConfig();
  // The council's time zone (TIME_ZONE) for every date the server formats: mail, protocol, audit.
  process.env.TZ = config.timeZone;
  if (!config.databaseUrl || !config.smtpUrl) ensureWritableDir(config.dataDir);
  const embedded = config.databaseUrl ? undefined : embeddedDatabase(config.dataDir);
  const { start } = await import("./start.ts");
  await start(config, embedded);
} catch (err) {
  if (!(err instanceof StartupError)) throw err;
  console.error(`Диссовет не запущен. ${err.message}`);
  process.exit(1);
}
