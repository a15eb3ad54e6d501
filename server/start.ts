// The server's start, after main.ts has read the settings and started the embedded database's
// thread: build the web app if needed, build the HTTP app (while an embedded database is still
// booting), migrate, seed the demo on a fresh embedded database, start the job queue, listen,
// and only then start the background jobs.
import { existsSync } from "node:fs";
import path from "node:path";
import { WEB_RENDER_DIR, WEB_RENDER_ENTRY } from "../shared/web-build.ts";
import { createApp, listen, webDist } from "./app.ts";
import { startSessionJobs } from "./auth/session.jobs.ts";
import { DEMO_PASSWORD, demoUsers } from "./demo/demo.data.ts";
import { seedDemo } from "./demo/seed.ts";
import type { Config } from "./lib/config.ts";
import { openDatabase } from "./lib/database.ts";
import { createEvents } from "./lib/events.ts";
import { createLogger } from "./lib/log.ts";
import { createMailer } from "./lib/mail.ts";
import { migrateToLatest } from "./lib/migrate.ts";
import { fromRoot } from "./lib/paths.ts";
import type { EmbeddedDatabase } from "./lib/pglite.ts";
import { createQueue, stopQueue } from "./lib/queue.ts";
import { createRateLimits } from "./lib/rate-limit.ts";
import { explainListenError } from "./lib/startup.ts";
import { LETTER_KINDS } from "./mail/letters.ts";
import { createOutbox, startOutbox } from "./mail/outbox.ts";
import { startPollJobs } from "./polls/poll.jobs.ts";

/**
 * Starts the server on PostgreSQL (`config.databaseUrl`) or on `embedded`, the database of
 * `config.dataDir` already opened by main.ts; it runs until SIGTERM or SIGINT (graceful
 * shutdown, then exit 0). A failure the operator can fix (the port) rejects with a
 * StartupError whose Russian message main.ts prints alone.
 */
export async function start(config: Config, embedded: EmbeddedDatabase | undefined): Promise<void> {
  const log = createLogger(config.logLevel);
  const render = fromRoot(`web/${WEB_RENDER_DIR}/${WEB_RENDER_ENTRY}`);
  if (!existsSync(path.join(webDist, "index.html")) || !existsSync(render)) {
    log.info("веб-приложение еще не собрано: собираю (vite build)…");
    const { build } = await import("vite");
    // The app first: its build empties web/dist, where GraphiQL's build then writes its folder;
    // then the server's render of the pages (web/dist-server).
    for (const [file, ssr] of [
      ["web/vite.config.ts", false],
      ["web/graphiql/vite.config.ts", false],
      ["web/vite.config.ts", true],
    ] as const) {
      await build({ configFile: fromRoot(file), logLevel: "warn", ...(ssr ? { build: { ssr: true } } : {}) });
    }
  }

  const handle = openDatabase({
    ...config,
    embedded,
    onIdleError: (err) =>
      log.warn({ err: err.message }, "соединение с PostgreSQL разорвано; будет открыто новое"),
  });
  const { db, kind } = handle;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log,
  });
  const queue = createQueue(handle, log);
  const events = createEvents(handle, (err) =>
    log.error({ err: err.message }, "живые обновления недоступны: база данных не дала слушать изменения"),
  );
  const deps = {
    db,
    config,
    log,
    mailer,
    queue,
    delivery: config.delivery,
    limits: createRateLimits(db),
    events,
  };
  // Reads nothing from the database: on PGlite it runs while the database thread boots.
  const { app, stop } = await createApp(deps);

  const applied = await migrateToLatest(db);
  if (applied.length) log.info({ applied }, "миграции применены");
  const seedWanted = config.demo === "1" || (config.demo === undefined && kind === "pglite");
  if (seedWanted && (await seedDemo(db))) {
    log.info(
      { accounts: demoUsers.map((u) => `${u.email} (${u.roles.join(", ")})`) },
      `демо-данные загружены; вход: ${demoUsers.map((u) => u.email).join(", ")}, пароль «${DEMO_PASSWORD}»`,
    );
  }
  await queue.start();
  await createOutbox(queue, config.delivery);
  const server = await listen(app, config.port, config.host).catch(async (err: unknown) => {
    await stop();
    await stopQueue(queue, { graceful: false });
    mailer.close();
    await db.destroy();
    throw explainListenError(err, config.host, config.port) ?? err;
  });
  log.info(
    { database: kind === "pglite" ? `PGlite в ${config.dataDir}` : "PostgreSQL", mail: mailer.kind },
    `Диссовет работает: ${config.publicUrl}`,
  );
  let stopping = false;
  /**
   * Graceful shutdown: stop accepting connections, let in-flight requests finish (up to the
   * grace period; then the rest are cut), stop the job queue (an active job left unfinished
   * is retried by the next instance), then close mail and the database.
   */
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    log.info({ signal, graceMs: config.shutdownGraceMs }, "остановка…");
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    // Live streams end at once (their pages reconnect to another instance or after the restart).
    await events.close();
    // Connections that finish their request while draining are closed at once, instead of
    // idling out their keep-alive.
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const timer = setTimeout(() => server.closeAllConnections(), config.shutdownGraceMs);
    await drained;
    clearTimeout(timer);
    clearInterval(sweep);
    await stop();
    await stopQueue(queue, { graceful: true, wait: true, timeout: config.shutdownGraceMs });
    mailer.close();
    await db.destroy();
    log.info("остановлен");
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  // Workers and schedules only find work already queued: they need not hold up the first request.
  await startOutbox({ ...deps, publicUrl: config.publicUrl }, LETTER_KINDS);
  await startPollJobs(deps);
  await startSessionJobs(deps);
}
