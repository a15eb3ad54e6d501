import { type Kysely, sql } from "kysely";

/**
 * One outbox for every letter (issue 37): `letters` holds each queued letter's delivery status
 * whatever its kind (an invite, a commission link, an account letter, a reminder), keyed by its
 * job's id; `sitting_reminders` records the reminders of a sitting already sent, by the time
 * they announced, so a sitting that moves is reminded of anew and one that does not, once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("letters")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("QUEUED").check(sql`status in ('QUEUED', 'SENT', 'FAILED', 'CANCELLED')`),
    )
    .addColumn("recipient", "text")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("settled_at", "timestamptz")
    .execute();
  await db.schema
    .createTable("sitting_reminders")
    .addColumn("defense_id", "integer", (c) => c.notNull().references("defenses.id").onDelete("cascade"))
    .addColumn("lead", "text", (c) => c.notNull().check(sql`lead in ('DAY', 'HOUR')`))
    .addColumn("defense_at", "timestamptz", (c) => c.notNull())
    .addColumn("sent_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("sitting_reminders_pkey", ["defense_id", "lead", "defense_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sitting_reminders").execute();
  await db.schema.dropTable("letters").execute();
}
