import { type Kysely, sql } from "kysely";

/**
 * Rate limits kept in PostgreSQL (so a restart or a second instance does not reset them),
 * in rate-limiter-flexible's table layout; and sessions' last activity, for idle expiry.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "varchar(255)", (c) => c.primaryKey())
    .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expire", "bigint")
    .execute();
  await db.schema
    .alterTable("sessions")
    .addColumn("last_seen_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("last_seen_at").execute();
  await db.schema.dropTable("rate_limits").execute();
}
