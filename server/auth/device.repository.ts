import { sql } from "kysely";
import type { Db } from "../lib/database.ts";
import { insertUserToken } from "./session.repository.ts";

/** Remembers a browser that signed in to `userId`, by its device cookie's hash, until `expiresAt`. */
export const insertTrustedDevice = (db: Db, tokenHash: string, userId: number, expiresAt: Date) =>
  insertUserToken(db, "trusted_devices", tokenHash, userId, expiresAt);

/** The lower-cased email of the account a live device cookie belongs to; undefined for an unknown or expired one. */
export async function findTrustedDeviceEmail(db: Db, tokenHash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("trusted_devices as t")
    .innerJoin("users as u", "u.id", "t.user_id")
    .select(sql<string>`lower(u.email)`.as("email"))
    .where("t.token_hash", "=", tokenHash)
    .where("t.expires_at", ">", sql<Date>`now()`)
    .executeTakeFirst();
  return row?.email;
}

/** Forgets the device cookie of `tokenHash` (its browser signs out of this device): the next sign-in from it waits as a stranger's. */
export async function deleteTrustedDevice(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom("trusted_devices").where("token_hash", "=", tokenHash).execute();
}

/** Forgets every device of an account (its password was reset). */
export async function deleteTrustedDevicesOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom("trusted_devices").where("user_id", "=", userId).execute();
}

/** Forgets device cookies past their expiry. @returns how many */
export async function deleteExpiredDevices(db: Db): Promise<number> {
  const r = await db
    .deleteFrom("trusted_devices")
    .where("expires_at", "<=", sql<Date>`now()`)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
