import { sql } from "kysely";
import type { Db } from "./database.ts";

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
 * What of a defense's sitting a change touches; a page follows only the parts it shows
 * (`liveField`'s topics), so that, say, a ballot accepted reads the secretary's page again and
 * none of the 21 ballots:
 * - `sitting`: the defense's details and its vote's state (opened, closed, annulled, the deadline);
 * - `roll`: the явочный лист and the members added for the defense, the invites issued or replaced;
 * - `commission`: the счетная комиссия, its key ceremony, its links, the decryption of the count;
 * - `ballots`: a ballot accepted (the turnout);
 * - `letters`: a letter delivered or refused (the desk's delivery column).
 */
export const DEFENSE_PARTS = ["sitting", "roll", "commission", "ballots", "letters"] as const;
export type DefensePart = (typeof DEFENSE_PARTS)[number];

/** The topic of one part of defense `defenseId`'s sitting, e.g. `defense:12:ballots`. */
export const defenseTopic = (defenseId: number, part: DefensePart) => `defense:${defenseId}:${part}`;

/**
 * {@link announce} that `parts` of defense `defenseId`'s sitting changed ({@link defenseTopic});
 * no parts: every part (a change whose reach is the whole sitting).
 */
export async function announceDefense(db: Db, defenseId: number, ...parts: DefensePart[]): Promise<void> {
  for (const part of parts.length ? parts : DEFENSE_PARTS) await announce(db, defenseTopic(defenseId, part));
}

/**
 * The topic of a user's access: their sessions ended (logout, password reset, disabled), their
 * roles or councils changed, an API token of theirs revoked. Every stream of theirs reads again
 * at once, through the checks that then refuse it.
 */
export const userTopic = (userId: number) => `user:${userId}`;

/**
 * The topic of one link by its token's hash (`hashToken`, as stored): its ballot accepted (the
 * ballot page's «вы проголосовали», in another tab too), without waking the other ballots.
 */
export const linkTopic = (tokenHash: string) => `link:${tokenHash}`;
