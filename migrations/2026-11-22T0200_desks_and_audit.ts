import { type Kysely, sql } from "kysely";

/**
 * The desks manage real data: an append-only audit log, a member's email unique within a
 * council's current list, and indexes for the admin lists' filters and sorts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("actor_id", "integer", (c) => c.references("users.id"))
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", "text")
    .addColumn("before", "jsonb")
    .addColumn("after", "jsonb")
    .execute();
  await db.schema.createIndex("audit_log_at_idx").on("audit_log").column("at").execute();
  await db.schema
    .createIndex("audit_log_entity_idx")
    .on("audit_log")
    .columns(["entity", "entity_id"])
    .execute();
  await db.schema.createIndex("audit_log_actor_idx").on("audit_log").column("actor_id").execute();
  // Append-only: the application never rewrites history, and the database refuses to.
  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only';
    end
    $$
  `.execute(db);
  await sql`
    create trigger audit_log_no_change before update or delete or truncate on audit_log
    for each statement execute function audit_log_append_only()
  `.execute(db);

  await sql`
    create unique index board_members_board_email_key on board_members (board_id, lower(email))
    where archived_at is null
  `.execute(db);
  await sql`create index boards_code_lower_idx on boards (lower(code))`.execute(db);
  await sql`create index boards_name_lower_idx on boards (lower(name))`.execute(db);
  await db.schema
    .createIndex("defenses_defense_at_idx")
    .on("defenses")
    .columns(["defense_at", "id"])
    .execute();
  await sql`create index users_fio_lower_idx on users (lower(fio))`.execute(db);

  // The rule set a vote was decided by, frozen when it closes: a council changing its rules
  // later does not rewrite past decisions.
  await db.schema
    .alterTable("polls")
    .addColumn("rule_set_code", "text", (c) => c.references("rule_sets.code"))
    .execute();

  // The order in which the secretary listed the счетная комиссия: the first is its chair.
  await db.schema
    .alterTable("poll_commission")
    .addColumn("seat", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .alterTable("defenses")
    .addColumn("opponents", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("leading_organization", "text")
    .addColumn("archived_at", "timestamptz")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("poll_commission").dropColumn("seat").execute();
  await db.schema.alterTable("polls").dropColumn("rule_set_code").execute();
  await db.schema
    .alterTable("defenses")
    .dropColumn("opponents")
    .dropColumn("leading_organization")
    .dropColumn("archived_at")
    .execute();
  await sql`drop index users_fio_lower_idx`.execute(db);
  await db.schema.dropIndex("defenses_defense_at_idx").execute();
  await sql`drop index boards_name_lower_idx`.execute(db);
  await sql`drop index boards_code_lower_idx`.execute(db);
  await sql`drop index board_members_board_email_key`.execute(db);
  await db.schema.dropTable("audit_log").execute();
  await sql`drop function audit_log_append_only()`.execute(db);
}
