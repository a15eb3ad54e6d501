import { type Kysely, sql } from "kysely";

/**
 * The poll's full lifecycle: rule sets as data (default: Положение № 1093), the соискатель
 * as a possible member, deadlines, annulment, the values frozen at close, invite delivery
 * through the job queue, and the счетная комиссия.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rule_sets")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("list_quorum_num", "integer", (c) => c.notNull().check(sql`list_quorum_num > 0`))
    .addColumn("list_quorum_den", "integer", (c) =>
      c.notNull().check(sql`list_quorum_den >= list_quorum_num`),
    )
    .addColumn("specialty_doctors_candidate", "integer", (c) =>
      c.notNull().check(sql`specialty_doctors_candidate >= 0`),
    )
    .addColumn("specialty_doctors_doctoral", "integer", (c) =>
      c.notNull().check(sql`specialty_doctors_doctoral >= 0`),
    )
    .addColumn("decision_num", "integer", (c) => c.notNull().check(sql`decision_num > 0`))
    .addColumn("decision_den", "integer", (c) => c.notNull().check(sql`decision_den >= decision_num`))
    .addColumn("secretary_votes", "boolean", (c) => c.notNull().defaultTo(true))
    .execute();
  await db
    .insertInto("rule_sets")
    .values({
      code: "1093",
      name: "Положение о совете по защите диссертаций (приказ Минобрнауки России № 1093 от 10.11.2017)",
      list_quorum_num: 2,
      list_quorum_den: 3,
      specialty_doctors_candidate: 3,
      specialty_doctors_doctoral: 5,
      decision_num: 2,
      decision_den: 3,
      secretary_votes: true,
    })
    .execute();
  await db.schema
    .alterTable("boards")
    .addColumn("rule_set_code", "text", (c) => c.notNull().defaultTo("1093").references("rule_sets.code"))
    .execute();

  await db.schema
    .alterTable("defenses")
    .addColumn("candidate_member_id", "integer", (c) => c.references("board_members.id"))
    .execute();

  await sql`alter table polls drop constraint polls_status_check`.execute(db);
  await sql`alter table polls add constraint polls_status_check check (status in ('OPEN', 'CLOSED', 'ANNULLED'))`.execute(
    db,
  );
  await db.schema
    .alterTable("polls")
    .addColumn("deadline", "timestamptz")
    .addColumn("annulled_at", "timestamptz")
    .addColumn("annul_reason", "text")
    // Frozen when the poll closes, so later changes of the list do not rewrite the result.
    .addColumn("list_size", "integer")
    .addColumn("specialty_doctors", "integer")
    .execute();
  await db.schema
    .createIndex("polls_open_deadline_idx")
    .on("polls")
    .column("deadline")
    .where(sql.ref("status"), "=", "OPEN")
    .execute();

  await db.schema
    .alterTable("poll_invites")
    .addColumn("delivery", "text", (c) =>
      c.notNull().defaultTo("QUEUED").check(sql`delivery in ('QUEUED', 'SENT', 'FAILED')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    // The queue job that owns delivery; an older job finding another id here was superseded.
    .addColumn("mail_job_id", "uuid")
    .execute();
  await sql`update poll_invites set delivery = case when sent_at is not null then 'SENT' when send_error is not null then 'FAILED' else 'QUEUED' end`.execute(
    db,
  );

  await db.schema
    .createTable("poll_commission")
    .addColumn("poll_id", "integer", (c) => c.notNull().references("polls.id"))
    .addColumn("member_id", "integer", (c) => c.notNull().references("board_members.id"))
    .addPrimaryKeyConstraint("poll_commission_pkey", ["poll_id", "member_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("poll_commission").execute();
  await db.schema
    .alterTable("poll_invites")
    .dropColumn("delivery")
    .dropColumn("attempts")
    .dropColumn("mail_job_id")
    .execute();
  await db.schema.dropIndex("polls_open_deadline_idx").execute();
  await db.schema
    .alterTable("polls")
    .dropColumn("deadline")
    .dropColumn("annulled_at")
    .dropColumn("annul_reason")
    .dropColumn("list_size")
    .dropColumn("specialty_doctors")
    .execute();
  await sql`alter table polls drop constraint polls_status_check`.execute(db);
  await sql`alter table polls add constraint polls_status_check check (status in ('OPEN', 'CLOSED'))`.execute(
    db,
  );
  await db.schema.alterTable("defenses").dropColumn("candidate_member_id").execute();
  await db.schema.alterTable("boards").dropColumn("rule_set_code").execute();
  await db.schema.dropTable("rule_sets").execute();
}
