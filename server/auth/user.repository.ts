import { sql } from "kysely";
import type { Db } from "../lib/database.ts";
import type { NewUser, RoleName, UserRecord, UserRow } from "./user.table.ts";

const rolesOf = sql<
  RoleName[]
>`coalesce((select array_agg(r.role order by r.role) from user_roles r where r.user_id = users.id), '{}')`;

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
  return db
    .selectFrom("users")
    .select(["id", "email", "fio", rolesOf.as("roles")])
    .where("id", "in", ids)
    .execute();
}

/** Active users holding `role`, ordered by ФИО. */
export function findUsersWithRole(db: Db, role: RoleName): Promise<UserRow[]> {
  return db
    .selectFrom("users")
    .select(["id", "email", "fio", rolesOf.as("roles")])
    .where("disabled_at", "is", null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("user_roles as ur")
          .whereRef("ur.user_id", "=", "users.id")
          .where("ur.role", "=", role)
          .select("ur.user_id"),
      ),
    )
    .orderBy("fio")
    .execute();
}

/** Inserts a user with its roles. @returns the new user's id. */
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
