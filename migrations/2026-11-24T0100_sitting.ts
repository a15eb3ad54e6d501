import { type Kysely, sql } from "kysely";

/**
 * The sitting (заседание) of a defense as the regulation runs it:
 * - a council's approved size (утвержденный состав) with the order that approved it;
 * - members added to the council for one defense (дополнительно введенные), limited by the
 *   rule set (`added_members_max`), and the composition minimums the desk checks;
 * - polls per defense in rounds: a DRAFT poll holds the явочный лист while it is prepared,
 *   an annulled vote is kept and a new round can follow it (at most one round not annulled);
 * - the явочный лист (`poll_participants`): each participant's degree, specialty and position
 *   copied when the ballot opens, so later edits of members change nothing about the vote;
 * - the approved size, the members added and the list size frozen when the ballot opens.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("boards")
    .addColumn("approved_size", "integer", (c) => c.check(sql`approved_size between 1 and 200`))
    .addColumn("approved_order", "text")
    .addColumn("approved_on", "date")
    .execute();

  await db.schema
    .alterTable("rule_sets")
    .addColumn("added_members_max", "integer", (c) =>
      c.notNull().defaultTo(3).check(sql`added_members_max >= 0`),
    )
    .addColumn("min_members", "integer", (c) => c.notNull().defaultTo(11))
    .addColumn("min_specialty_doctors", "integer", (c) => c.notNull().defaultTo(5))
    .execute();

  await db.schema
    .alterTable("board_members")
    .addColumn("added_for_defense_id", "integer", (c) => c.references("defenses.id"))
    .execute();
  // A member added for one defense is not on the council's list: the list's email rule is
  // about the list; an added member's email is unique among those added for the defense.
  await sql`drop index board_members_board_email_key`.execute(db);
  await sql`
    create unique index board_members_board_email_key on board_members (board_id, lower(email))
    where archived_at is null and added_for_defense_id is null
  `.execute(db);
  await sql`
    create unique index board_members_added_email_key on board_members (added_for_defense_id, lower(email))
    where archived_at is null and added_for_defense_id is not null
  `.execute(db);

  await sql`alter table polls drop constraint polls_defense_id_key`.execute(db);
  await sql`alter table polls drop constraint polls_status_check`.execute(db);
  await sql`alter table polls add constraint polls_status_check check (status in ('DRAFT', 'OPEN', 'CLOSED', 'ANNULLED'))`.execute(
    db,
  );
  await db.schema
    .alterTable("polls")
    .addColumn("round", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("approved_size", "integer")
    .addColumn("added_count", "integer")
    .execute();
  await sql`alter table polls alter column opened_at drop not null, alter column opened_at drop default`.execute(
    db,
  );
  await sql`alter table polls add constraint polls_defense_round_key unique (defense_id, round)`.execute(db);
  await sql`create unique index polls_one_live_key on polls (defense_id) where status <> 'ANNULLED'`.execute(
    db,
  );

  await db.schema
    .createTable("poll_participants")
    .addColumn("poll_id", "integer", (c) => c.notNull().references("polls.id"))
    .addColumn("member_id", "integer", (c) => c.notNull().references("board_members.id"))
    .addColumn("fio", "text", (c) => c.notNull())
    .addColumn("degree", "text", (c) => c.notNull())
    .addColumn("degree_title", "text", (c) => c.notNull())
    .addColumn("academic_title", "text")
    .addColumn("specialty_code", "text", (c) => c.notNull())
    .addColumn("position", "text", (c) => c.notNull())
    .addColumn("added", "boolean", (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint("poll_participants_pkey", ["poll_id", "member_id"])
    .execute();
  // Earlier polls: their invites were the roll.
  await sql`
    insert into poll_participants (poll_id, member_id, fio, degree, degree_title, academic_title, specialty_code, position)
    select i.poll_id, m.id, m.fio, m.degree, m.degree_title, m.academic_title, m.specialty_code, m.position
    from poll_invites i join board_members m on m.id = i.member_id
  `.execute(db);
  await sql`update polls set added_count = 0, approved_size = list_size where list_size is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("poll_participants").execute();
  await sql`drop index polls_one_live_key`.execute(db);
  await sql`alter table polls drop constraint polls_defense_round_key`.execute(db);
  await sql`delete from polls where status = 'DRAFT'`.execute(db);
  await sql`update polls set opened_at = coalesce(opened_at, now())`.execute(db);
  await sql`alter table polls alter column opened_at set not null, alter column opened_at set default now()`.execute(
    db,
  );
  await db.schema
    .alterTable("polls")
    .dropColumn("round")
    .dropColumn("approved_size")
    .dropColumn("added_count")
    .execute();
  await sql`alter table polls drop constraint polls_status_check`.execute(db);
  await sql`alter table polls add constraint polls_status_check check (status in ('OPEN', 'CLOSED', 'ANNULLED'))`.execute(
    db,
  );
  await sql`alter table polls add constraint polls_defense_id_key unique (defense_id)`.execute(db);
  await sql`drop index board_members_added_email_key`.execute(db);
  await sql`drop index board_members_board_email_key`.execute(db);
  await sql`delete from board_members where added_for_defense_id is not null`.execute(db);
  await sql`
    create unique index board_members_board_email_key on board_members (board_id, lower(email))
    where archived_at is null
  `.execute(db);
  await db.schema.alterTable("board_members").dropColumn("added_for_defense_id").execute();
  await db.schema
    .alterTable("rule_sets")
    .dropColumn("added_members_max")
    .dropColumn("min_members")
    .dropColumn("min_specialty_doctors")
    .execute();
  await db.schema
    .alterTable("boards")
    .dropColumn("approved_size")
    .dropColumn("approved_order")
    .dropColumn("approved_on")
    .execute();
}
