import { type Kysely, sql } from "kysely";

/**
 * Device cookies (OWASP, «Slow Down Online Guessing Attacks with Device Cookies»): a browser
 * that has signed in to an account gets a long-lived random cookie, stored here only as its
 * SHA-256, so that throttling aimed at an attacker sharing the owner's address (a university's
 * NAT) does not hold the owner back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("trusted_devices")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
  await sql`create index trusted_devices_user_idx on trusted_devices (user_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("trusted_devices").execute();
}
