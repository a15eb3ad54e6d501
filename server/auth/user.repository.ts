import { sql } from "kysely";
import { likeEscape } from "../boards/board.repository.ts";
import { announce } from "../lib/database.events.ts";
import { anyOf, prepared } from "../lib/database.prepared.ts";
import type { Db } from "../lib/database.ts";
import { userTopic } from "../lib/topics.ts";
import type { NewUser, RoleName, UserRecord, UserRow } from "./user.table.ts";

/** A user's roles as a sorted array ({} for none); `userId` is the column holding the user's id. */
export function rolesOfUser(userId: string) {
  return sql<
    RoleName[]
  >`coalesce((select array_agg(r.role order by r.role) from user_roles r where r.user_id = ${sql.ref(userId)}), '{}')`;
}

const rolesOf = rolesOfUser("users.id");

/** A `UserRow`'s columns from `users` joined as `u` (a session's or an API token's user), roles included. */
export const joinedUserColumns = ["u.id", "u.email", "u.fio", rolesOfUser("u.id").as("roles")] as const;

/** An active user's row with its password hash, by email (case-insensitive); undefined if none. */
export function findActiveUserByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .where("disabled_at", "is", null)
    .executeTakeFirst();
}

/** Users (with roles) by id, in no particular order; disabled users included. */
export function findUsersByIds(db: Db, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return usersByIds.all(db, ids);
}
const usersByIds = prepared(1, (db, ids: readonly number[]) =>
  db
    .selectFrom("users")
    .select(["id", "email", "fio", rolesOf.as("roles")])
    .where("id", "=", anyOf(ids)),
);

/** Stores a new account and its roles, in the caller's transaction. @returns the account's id @throws a unique violation for a taken email */
export async function insertUser(db: Db, user: NewUser, roles: RoleName[]): Promise<number> {
  const { id } = await db.insertInto("users").values(user).returning("id").executeTakeFirstOrThrow();
  if (roles.length > 0) {
    await db
      .insertInto("user_roles")
      .values(roles.map((role) => ({ user_id: id, role })))
      .execute();
  }
  return id;
}

/**
 * A page of users (active and disabled), by ФИО: `search` matches ФИО or email; `role`
 * keeps holders of that role only.
 */
export async function listUsersPage(
  db: Db,
  opts: { search?: string | null; role?: RoleName | null; offset: number; limit: number },
): Promise<{ items: (UserRow & { disabled_at: Date | null })[]; total: number }> {
  let q = db.selectFrom("users");
  if (opts.search) {
    const pattern = `%${likeEscape(opts.search.toLowerCase())}%`;
    q = q.where((eb) =>
      eb.or([eb(eb.fn("lower", ["fio"]), "like", pattern), eb(eb.fn("lower", ["email"]), "like", pattern)]),
    );
  }
  if (opts.role) {
    const role = opts.role;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom("user_roles as ur")
          .whereRef("ur.user_id", "=", "users.id")
          .where("ur.role", "=", role)
          .select("ur.user_id"),
      ),
    );
  }
  const [items, total] = await Promise.all([
    q
      .select(["id", "email", "fio", "disabled_at", rolesOf.as("roles")])
      .orderBy("fio")
      .orderBy("id")
      .offset(opts.offset)
      .limit(opts.limit)
      .execute(),
    q.select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return { items, total: total.n };
}

/** A user's row by email (any state), case-insensitive. */
export function findUserByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .executeTakeFirst();
}

/**
 * Makes `roles` a user's only roles (those missing are taken away), in the caller's transaction so
 * a reader sees the old set or the new; their live streams are told ({@link userTopic}).
 */
export async function replaceRoles(db: Db, userId: number, roles: readonly RoleName[]): Promise<void> {
  await announce(db, userTopic(userId));
  await db.deleteFrom("user_roles").where("user_id", "=", userId).execute();
  if (roles.length) {
    await db
      .insertInto("user_roles")
      .values(roles.map((role) => ({ user_id: userId, role })))
      .execute();
  }
}

/** Disables or re-enables a user; their live streams are told ({@link userTopic}). @returns whether the user exists */
export async function setDisabled(db: Db, userId: number, disabled: boolean): Promise<boolean> {
  await announce(db, userTopic(userId));
  const r = await db
    .updateTable("users")
    .set({ disabled_at: disabled ? sql<Date>`now()` : null })
    .where("id", "=", userId)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** Accounts (any state) by id, with roles and their disabled time. */
export function findAccountsByIds(
  db: Db,
  ids: readonly number[],
): Promise<(UserRow & { disabled_at: Date | null })[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("users")
    .select(["id", "email", "fio", "disabled_at", rolesOf.as("roles")])
    .where("id", "in", ids)
    .execute();
}

/** Stores a user's new argon2id PHC string (a rehash at sign-in, a reset, an admin's new password). */
export async function updatePasswordHash(db: Db, userId: number, hash: string): Promise<void> {
  await db.updateTable("users").set({ password_hash: hash }).where("id", "=", userId).execute();
}
