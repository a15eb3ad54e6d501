import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp, listen } from "../app.ts";
import type { LiveFigures } from "../graphql/live.ts";
import { type Config, loadConfig } from "../lib/config.ts";
import { createEvents, type Events } from "../lib/events.ts";
import { createLogger, type Logger } from "../lib/log.ts";
import { createMailer, type Mailer } from "../lib/mail.ts";
import { createQueue, type Queue, stopQueue } from "../lib/queue.ts";
import { createRateLimits } from "../lib/rate-limit.ts";
import { LETTER_KINDS } from "../mail/letters.ts";
import { createOutbox, startOutbox } from "../mail/outbox.ts";
import { startPollJobs } from "../polls/poll.jobs.ts";
import { createTestDatabase, type TestDatabase } from "./database.ts";
import { startSmtp, type TestSmtp } from "./smtp.ts";

/** A running Диссовет on a fresh database, with a real SMTP server receiving its mail. */
export interface TestServer {
  url: string;
  db: TestDatabase["db"];
  dbKind: TestDatabase["kind"];
  /** The database it runs on (for a second instance on the same one). */
  database: TestDatabase;
  smtp: TestSmtp;
  queue: Queue;
  /** Its settings, mailer and logger (what the outbox's letters are made with). */
  config: Config;
  mailer: Mailer;
  log: Logger;
  /** The instance's live updates (to count the streams it holds). */
  events: Events;
  /** The live stream's figures: streams open, executions shared, reads made. */
  live: LiveFigures;
  /** Stops the HTTP server and the queue but keeps the database (for restart tests). */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/** Options of {@link startTestServer}. */
export interface TestServerOptions {
  /** Reuse this database (already migrated) instead of a fresh one; it is not dropped. */
  database?: TestDatabase;
  /** SMTP URL to send to instead of a fresh loopback server. */
  smtpUrl?: string;
  /** Where the server's log goes (at debug level); default: nowhere. */
  logStream?: { write(line: string): void };
  /** Behind a trusted proxy on loopback (TRUST_PROXY=loopback): X-Forwarded-For and -Proto are believed. */
  trustProxy?: boolean;
  /** More environment settings, e.g. `{ NODE_ENV: "production" }`. */
  env?: Record<string, string>;
  /** Write mail as `.eml` files under DATA_DIR/mail (the demo's mode), not to the SMTP server. */
  fileMail?: boolean;
}

/**
 * Starts the whole server (HTTP, job queue, invite workers) on a free loopback port against a
 * fresh database, with email retried every second.
 */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const database = opts.database ?? (await createTestDatabase());
  const smtp = await startSmtp();
  const smtpUrl = opts.fileMail ? undefined : (opts.smtpUrl ?? smtp.url);
  const config = loadConfig({
    NODE_ENV: "test",
    SMTP_URL: smtpUrl,
    LOG_LEVEL: "silent",
    PORT: "0",
    MAIL_RETRY_DELAY_SECONDS: "1",
    MAIL_RETRY_LIMIT: "20",
    QUEUE_POLL_SECONDS: "0.5",
    TRUST_PROXY: opts.trustProxy ? "loopback" : "false",
    ...opts.env,
  });
  const log = opts.logStream
    ? createLogger("debug", opts.logStream)
    : createLogger(process.env.TEST_LOG_LEVEL ?? "silent");
  const mailer = createMailer({ smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log });
  // As server/start.ts: the queue started and the outbox's queue created before the server listens.
  const queue = createQueue(database.handle, log);
  await queue.start();
  await createOutbox(queue, config.delivery);
  const deps = {
    db: database.db,
    config,
    log,
    mailer,
    queue,
    delivery: config.delivery,
    limits: createRateLimits(database.db),
    events: createEvents(database.handle, (err) => log.error({ err: err.message }, "no live updates")),
  };
  const { app, live, stop: stopApp } = await createApp(deps);
  const server: Server = await listen(app, 0, "127.0.0.1");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  config.publicUrl = url;
  await startOutbox({ ...deps, publicUrl: url }, LETTER_KINDS);
  await startPollJobs(deps);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await deps.events.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await stopApp();
    // Graceful: a letter being sent finishes before the database goes (as server/start.ts on SIGTERM).
    await stopQueue(queue, { graceful: true, wait: true, timeout: 5000 });
    mailer.close();
    await smtp.close();
  };
  return {
    url,
    db: database.db,
    dbKind: database.kind,
    database,
    smtp,
    queue,
    config,
    mailer,
    log,
    events: deps.events,
    live,
    stop,
    async close() {
      await stop();
      if (!opts.database) await database.drop();
    },
  };
}
