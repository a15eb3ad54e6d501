import type { Kysely } from "kysely";
import type { Database } from "../lib/database.ts";
import type { Logger } from "../lib/log.ts";
import type { Queue } from "../lib/queue.ts";
import { deleteExpiredDevices } from "./device.repository.ts";
import { deleteStaleLinks } from "./email-link.repository.ts";
import { deleteExpiredSessions } from "./session.repository.ts";

const CLEANUP_QUEUE = "delete-expired-sessions";

/**
 * Deletes expired sessions, stale mailed links and expired device cookies every hour (they no
 * longer sign anyone in, create anything or vouch for a browser; an unconfirmed registration
 * is gone with its link).
 */
export async function startSessionJobs(deps: {
  db: Kysely<Database>;
  queue: Queue;
  log: Logger;
}): Promise<void> {
  await deps.queue.createQueue(CLEANUP_QUEUE, { name: CLEANUP_QUEUE, policy: "singleton" });
  await deps.queue.schedule(CLEANUP_QUEUE, "17 * * * *");
  await deps.queue.work(CLEANUP_QUEUE, async () => {
    const deleted = await deleteExpiredSessions(deps.db);
    if (deleted) deps.log.info({ deleted }, "удалены истекшие сессии");
    const links = await deleteStaleLinks(deps.db);
    if (links) deps.log.info({ links }, "удалены устаревшие ссылки из писем");
    const devices = await deleteExpiredDevices(deps.db);
    if (devices) deps.log.info({ devices }, "забыты устройства с истекшим сроком");
  });
}
