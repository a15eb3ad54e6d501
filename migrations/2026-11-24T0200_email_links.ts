import { type Kysely, sql } from "kysely";

/**
 * Links mailed to an address that prove the reader owns it: confirming a registration (the
 * account is created only when the link is opened; the pending name and password hash wait
 * here) and resetting a password. Each token is stored only as its SHA-256, expires, and is
 * used once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("email_links")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("purpose", "text", (c) => c.notNull().check(sql`purpose in ('REGISTER', 'RESET')`))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("fio", "text")
    .addColumn("password_hash", "text")
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .execute();
  await sql`create index email_links_email_idx on email_links (lower(email))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("email_links").execute();
}
