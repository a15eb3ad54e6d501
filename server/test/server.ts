import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp, listen } from "../app.ts";
import { loadConfig } from "../lib/config.ts";
import { createLogger } from "../lib/log.ts";
import { createMailer } from "../lib/mail.ts";
import { createTestDatabase, type TestDatabase } from "./database.ts";
import { startSmtp, type TestSmtp } from "./smtp.ts";

/** A running Диссовет on a fresh database, with a real SMTP server receiving its mail. */
export interface TestServer {
  url: string;
  db: TestDatabase["db"];
  dbKind: TestDatabase["kind"];
  smtp: TestSmtp;
  close(): Promise<void>;
}

/** Starts the whole server on a free loopback port against a fresh database. */
export async function startTestServer(): Promise<TestServer> {
  const database = await createTestDatabase();
  const smtp = await startSmtp();
  const config = { ...loadConfig({ NODE_ENV: "test", SMTP_URL: smtp.url, LOG_LEVEL: "silent", PORT: "0" }) };
  const log = createLogger(process.env.TEST_LOG_LEVEL ?? "silent");
  const mailer = createMailer({ smtpUrl: smtp.url, from: config.mailFrom, dataDir: config.dataDir, log });
  const { app, stop } = await createApp({ db: database.db, config, log, mailer });
  const server: Server = await listen(app, 0, "127.0.0.1");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  config.publicUrl = url;
  return {
    url,
    db: database.db,
    dbKind: database.kind,
    smtp,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await stop();
      mailer.close();
      await smtp.close();
      await database.drop();
    },
  };
}
