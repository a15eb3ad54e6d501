import { sql } from "kysely";
import type { Db } from "./database.ts";
import { defenseTopic } from "./topics.ts";

/**
 * The channel every instance listens to (lib/events.ts): its payloads are topics, e.g.
 * `defense:12`, "something of defense 12 changed".
 */
export const EVENTS_CHANNEL = "dissovet_events";

/**
 * Announces, inside the caller's transaction, that `topic` changed. PostgreSQL delivers a
 * NOTIFY at COMMIT, to every instance that listens, and never if the transaction rolls back
 * (the same on PGlite): a page is told only of what was stored.
 */
export async function announce(db: Db, topic: string): Promise<void> {
  await sql`select pg_notify(${EVENTS_CHANNEL}, ${topic})`.execute(db);
}

/** {@link announce} that something of defense `defenseId`'s sitting changed (its topic, {@link defenseTopic}). */
export function announceDefense(db: Db, defenseId: number): Promise<void> {
  return announce(db, defenseTopic(defenseId));
}
