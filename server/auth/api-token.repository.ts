import { sql } from "kysely";
import { announce } from "../lib/database.events.ts";
import type { Db } from "../lib/database.ts";
import { userTopic } from "../lib/topics.ts";
import type { ApiTokenRow } from "./api-token.table.ts";
import { joinedUserColumns } from "./user.repository.ts";
import type { UserRow } from "./user.table.ts";

/** Stores a new token (by hash). @returns the row */
export function insertApiToken(
  db: Db,
  values: {
    user_id: number;
    name: string;
    token_hash: string;
    created_by: number | null;
    expires_at: Date | null;
  },
): Promise<ApiTokenRow> {
  return db.insertInto("api_tokens").values(values).returningAll().executeTakeFirstOrThrow();
}

/** A user's tokens, newest first (revoked ones included). */
export function findApiTokensOfUsers(db: Db, userIds: readonly number[]): Promise<ApiTokenRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("api_tokens")
    .selectAll()
    .where("user_id", "in", userIds)
    .orderBy("id", "desc")
    .execute();
}

/** Revokes a token; its user's live streams are told ({@link userTopic}). @returns the row, or undefined if none */
export async function revokeApiToken(db: Db, id: number): Promise<ApiTokenRow | undefined> {
  const row = await db
    .updateTable("api_tokens")
    .set({ revoked_at: sql<Date>`coalesce(revoked_at, now())` })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (row) await announce(db, userTopic(row.user_id));
  return row;
}

/**
 * The active user behind a live token (not revoked, not expired, user not disabled), with
 * roles; records the use at most once a minute.
 */
export async function findApiTokenUser(db: Db, tokenHash: string): Promise<UserRow | undefined> {
  const row = await db
    .selectFrom("api_tokens as t")
    .innerJoin("users as u", "u.id", "t.user_id")
    .select(["t.id as token_id", "t.last_used_at", ...joinedUserColumns])
    .where("t.token_hash", "=", tokenHash)
    .where("t.revoked_at", "is", null)
    .where((eb) => eb.or([eb("t.expires_at", "is", null), eb("t.expires_at", ">", sql<Date>`now()`)]))
    .where("u.disabled_at", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  if (!row.last_used_at || Date.now() - row.last_used_at.getTime() > 60_000) {
    await db
      .updateTable("api_tokens")
      .set({ last_used_at: sql<Date>`now()` })
      .where("id", "=", row.token_id)
      .execute();
  }
  return { id: row.id, email: row.email, fio: row.fio, roles: row.roles };
}
