import { sql } from "kysely";
import type { Db } from "./database.ts";
import { DEFENSE_PARTS, type DefensePart, defenseTopic } from "./topics.ts";

/**
 * The channel every instance listens to (lib/events.ts): its payloads are topics, e.g.
 * `defense:12:ballots`, "a ballot of defense 12 was accepted".
 */
export const EVENTS_CHANNEL = "dissovet_events";

/**
 * Announces, inside the caller's transaction, that `topic` changed. PostgreSQL delivers a
 * NOTIFY at COMMIT, to every instance that listens, and never if the transaction rolls back
 * (the same on PGlite; it also folds identical notifications of one transaction into one): a
 * page is told only of what was stored.
 */
export async function announce(db: Db, topic: string): Promise<void> {
  await sql`select pg_notify(${EVENTS_CHANNEL}, ${topic})`.execute(db);
}

/**
 * {@link announce} that `parts` of defense `defenseId`'s sitting changed ({@link defenseTopic});
 * no parts: every part (a change whose reach is the whole sitting).
 */
export async function announceDefense(db: Db, defenseId: number, ...parts: DefensePart[]): Promise<void> {
  for (const part of parts.length ? parts : DEFENSE_PARTS) await announce(db, defenseTopic(defenseId, part));
}
