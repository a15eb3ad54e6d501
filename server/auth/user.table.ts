import type { Generated, Insertable, Selectable } from "kysely";

/** A staff role as stored (the GraphQL `Role` names). */
export type RoleName = "ADMIN" | "SECRETAR";

/** `users`: staff accounts. Passwords only as argon2id hashes. */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  fio: string;
  password_hash: string;
  created_at: Generated<Date>;
  disabled_at: Date | null;
}

/** `user_roles`: one row per role a user holds. */
export interface UserRolesTable {
  user_id: number;
  role: RoleName;
}

/** `sessions`: server-side sessions; the cookie's token is stored only as its SHA-256. */
export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: Generated<Date>;
  expires_at: Date;
  last_seen_at: Generated<Date>;
}

/**
 * `trusted_devices`: browsers that have signed in to an account (device cookies, stored as
 * SHA-256); sign-in from them is throttled per device, not per address.
 */
export interface TrustedDevicesTable {
  token_hash: string;
  user_id: number;
  created_at: Generated<Date>;
  expires_at: Date;
}

/** A user as resolvers see it: the row without its password hash, plus its roles. */
export interface UserRow {
  id: number;
  email: string;
  fio: string;
  roles: RoleName[];
}

export type NewUser = Insertable<UsersTable>;
export type UserRecord = Selectable<UsersTable>;

/** A user as the admin desk manages it: with roles and whether disabled. */
export interface UserAccountRow extends UserRow {
  disabled_at: Date | null;
}
