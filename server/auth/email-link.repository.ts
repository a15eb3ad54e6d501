import type { Insertable } from "kysely";
import { sql } from "kysely";
import type { Db } from "../lib/database.ts";
import type { EmailLinkRow, EmailLinksTable, LinkPurpose } from "./email-link.table.ts";

/** Stores a mailed link (its token only as a hash). @returns its id */
export async function insertEmailLink(db: Db, link: Insertable<EmailLinksTable>): Promise<number> {
  const { id } = await db.insertInto("email_links").values(link).returning("id").executeTakeFirstOrThrow();
  return id;
}

/**
 * A link still usable (unused, unexpired) by its id, with its account's ФИО (a reset link's),
 * locked for update: its letter is being made.
 */
export function lockLinkForLetter(
  db: Db,
  id: number,
): Promise<(EmailLinkRow & { user_fio: string | null }) | undefined> {
  return db
    .selectFrom("email_links as l")
    .leftJoin("users as u", "u.id", "l.user_id")
    .selectAll("l")
    .select("u.fio as user_fio")
    .where("l.id", "=", id)
    .where("l.used_at", "is", null)
    .where("l.expires_at", ">", sql<Date>`now()`)
    .forUpdate("l")
    .executeTakeFirst();
}

/** Gives a link the hash of the token its letter carries (the token was made for that letter). */
export async function setLinkToken(db: Db, id: number, tokenHash: string): Promise<void> {
  await db.updateTable("email_links").set({ token_hash: tokenHash }).where("id", "=", id).execute();
}

/** An unused, unexpired link of `purpose` by its token's hash, locked for update. */
export function lockUsableLink(
  db: Db,
  purpose: LinkPurpose,
  tokenHash: string,
): Promise<EmailLinkRow | undefined> {
  return db
    .selectFrom("email_links")
    .selectAll()
    .where("purpose", "=", purpose)
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", sql<Date>`now()`)
    .forUpdate()
    .executeTakeFirst();
}

/** Marks every unused link of `purpose` for this address used (the one opened and its siblings). */
export async function useLinksOf(db: Db, purpose: LinkPurpose, email: string): Promise<void> {
  await db
    .updateTable("email_links")
    .set({ used_at: sql<Date>`now()` })
    .where("purpose", "=", purpose)
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .where("used_at", "is", null)
    .execute();
}

/** Deletes links that expired or were used more than a day ago. @returns how many. */
export async function deleteStaleLinks(db: Db): Promise<number> {
  const r = await db
    .deleteFrom("email_links")
    .where((eb) =>
      eb.or([
        eb("expires_at", "<", sql<Date>`now()`),
        eb("used_at", "<", sql<Date>`now() - interval '1 day'`),
      ]),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
