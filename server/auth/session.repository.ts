import { sql } from "kysely";
import { announce } from "../lib/database.events.ts";
import { prepared } from "../lib/database.prepared.ts";
import type { Db } from "../lib/database.ts";
import { userTopic } from "../lib/topics.ts";
import { joinedUserColumns } from "./user.repository.ts";
import type { UserRow } from "./user.table.ts";

/**
 * Stores a browser's credential for `userId` by its token's hash (the token itself is never
 * stored) until `expiresAt`: a session, or a device cookie (`trusted_devices`).
 */
export async function insertUserToken(
  db: Db,
  table: "sessions" | "trusted_devices",
  tokenHash: string,
  userId: number,
  expiresAt: Date,
): Promise<void> {
  await db
    .insertInto(table)
    .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt })
    .execute();
}

/** Stores a session by its token's hash, until `expiresAt` (the absolute lifetime). */
export const insertSession = (db: Db, tokenHash: string, userId: number, expiresAt: Date) =>
  insertUserToken(db, "sessions", tokenHash, userId, expiresAt);

/**
 * The active user behind a live session, with roles, in one statement; undefined when the
 * session is unknown, past its absolute expiry, idle longer than `idleMs`, or its user disabled.
 * Also returns when the session was last seen and when it expires.
 */
export function findSessionUser(
  db: Db,
  tokenHash: string,
  idleMs: number,
): Promise<(UserRow & { session_id: number; last_seen_at: Date; expires_at: Date }) | undefined> {
  return sessionUserStatement.first(db, tokenHash, idleMs / 1000);
}
const sessionUserStatement = prepared(2, (db, tokenHash: string, idleSeconds: number) =>
  db
    .selectFrom("sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select(["s.id as session_id", "s.last_seen_at", "s.expires_at", ...joinedUserColumns])
    .where("s.token_hash", "=", tokenHash)
    .where("s.expires_at", ">", sql<Date>`now()`)
    .where("s.last_seen_at", ">", sql<Date>`now() - make_interval(secs => ${idleSeconds})`)
    .where("u.disabled_at", "is", null),
);

/** Deletes the session with this token hash, if any; its user's live streams are told ({@link userTopic}). */
export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  const ended = await db
    .deleteFrom("sessions")
    .where("token_hash", "=", tokenHash)
    .returning("user_id")
    .executeTakeFirst();
  if (ended) await announce(db, userTopic(ended.user_id));
}

/** Deletes sessions that expired before now. @returns how many were removed. */
export async function deleteExpiredSessions(db: Db): Promise<number> {
  const r = await db.deleteFrom("sessions").where("expires_at", "<=", sql<Date>`now()`).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Ends every session of a user, and tells their live streams ({@link userTopic}). @returns how many ended */
export async function deleteSessionsOf(db: Db, userId: number): Promise<number> {
  const r = await db.deleteFrom("sessions").where("user_id", "=", userId).executeTakeFirst();
  await announce(db, userTopic(userId));
  return Number(r.numDeletedRows);
}

/** Records a session's activity (callers do so at most once a minute). */
export async function touchSession(db: Db, sessionId: number): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ last_seen_at: sql<Date>`now()` })
    .where("id", "=", sessionId)
    .execute();
}
