import { sql } from "kysely";
import type { Db } from "../lib/database.ts";
import type { RoleName, UserRow } from "./user.table.ts";

/** Stores a session by its token's hash. */
export async function insertSession(
  db: Db,
  tokenHash: string,
  userId: number,
  expiresAt: Date,
): Promise<void> {
  await db
    .insertInto("sessions")
    .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt })
    .execute();
}

/**
 * The active user behind an unexpired session, with roles, in one statement;
 * undefined when the session is unknown, expired, or its user disabled.
 */
export function findSessionUser(db: Db, tokenHash: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select([
      "u.id",
      "u.email",
      "u.fio",
      sql<
        RoleName[]
      >`coalesce((select array_agg(r.role order by r.role) from user_roles r where r.user_id = u.id), '{}')`.as(
        "roles",
      ),
    ])
    .where("s.token_hash", "=", tokenHash)
    .where("s.expires_at", ">", sql<Date>`now()`)
    .where("u.disabled_at", "is", null)
    .executeTakeFirst();
}

/** Deletes the session with this token hash, if any. */
export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
}

/** Deletes sessions that expired before now. @returns how many were removed. */
export async function deleteExpiredSessions(db: Db): Promise<number> {
  const r = await db.deleteFrom("sessions").where("expires_at", "<=", sql<Date>`now()`).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Ends every session of a user. @returns how many ended */
export async function deleteSessionsOf(db: Db, userId: number): Promise<number> {
  const r = await db.deleteFrom("sessions").where("user_id", "=", userId).executeTakeFirst();
  return Number(r.numDeletedRows);
}
