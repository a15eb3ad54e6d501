import { type Kysely, sql } from "kysely";

/**
 * The council flow's tables: users and their roles, server-side sessions, councils with
 * their members and secretaries, defenses, and each defense's poll with its invites and
 * ballots. Enumerations are stored as the GraphQL enum names and checked here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("fio", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("disabled_at", "timestamptz")
    .execute();
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);

  await db.schema
    .createTable("user_roles")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('ADMIN', 'SECRETAR')`))
    .addPrimaryKeyConstraint("user_roles_pkey", ["user_id", "role"])
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("boards")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("organization", "text", (c) => c.notNull())
    .addColumn("specialties", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("archived_at", "timestamptz")
    .execute();

  await db.schema
    .createTable("board_members")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("board_id", "integer", (c) => c.notNull().references("boards.id"))
    .addColumn("fio", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("degree", "text", (c) => c.notNull().check(sql`degree in ('DOCTOR', 'CANDIDATE')`))
    .addColumn("degree_title", "text", (c) => c.notNull())
    .addColumn("academic_title", "text")
    .addColumn("specialty_code", "text", (c) => c.notNull())
    .addColumn("position", "text", (c) =>
      c.notNull().check(sql`position in ('CHAIRMAN', 'DEPUTY_CHAIRMAN', 'SECRETARY', 'MEMBER')`),
    )
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("archived_at", "timestamptz")
    .execute();
  await db.schema.createIndex("board_members_board_id_idx").on("board_members").column("board_id").execute();

  await db.schema
    .createTable("board_secretaries")
    .addColumn("board_id", "integer", (c) => c.notNull().references("boards.id"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("board_secretaries_pkey", ["user_id", "board_id"])
    .execute();

  await db.schema
    .createTable("defenses")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("board_id", "integer", (c) => c.notNull().references("boards.id"))
    .addColumn("candidate", "text", (c) => c.notNull())
    .addColumn("thesis_title", "text", (c) => c.notNull())
    .addColumn("degree", "text", (c) => c.notNull().check(sql`degree in ('CANDIDATE', 'DOCTOR')`))
    .addColumn("science_branch", "text", (c) => c.notNull())
    .addColumn("specialty_code", "text", (c) => c.notNull())
    .addColumn("specialty_name", "text", (c) => c.notNull())
    .addColumn("defense_at", "timestamptz", (c) => c.notNull())
    .addColumn("place", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("defenses_board_id_idx")
    .on("defenses")
    .columns(["board_id", "defense_at"])
    .execute();

  // One poll per defense: the secret vote on awarding the degree.
  await db.schema
    .createTable("polls")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("defense_id", "integer", (c) => c.notNull().unique().references("defenses.id"))
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('OPEN', 'CLOSED')`))
    .addColumn("opened_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("closed_at", "timestamptz")
    .execute();

  // The one-vote guard lives here (used_at), because a ballot carries nothing to constrain on.
  await db.schema
    .createTable("poll_invites")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("poll_id", "integer", (c) => c.notNull().references("polls.id"))
    .addColumn("member_id", "integer", (c) => c.notNull().references("board_members.id"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("sent_at", "timestamptz")
    .addColumn("send_error", "text")
    .addColumn("used_at", "timestamptz")
    .addUniqueConstraint("poll_invites_poll_member_key", ["poll_id", "member_id"])
    .execute();

  // Secret ballots: a random id, the poll and the choice, and nothing else.
  await db.schema
    .createTable("ballots")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("poll_id", "integer", (c) => c.notNull().references("polls.id"))
    .addColumn("choice", "text", (c) => c.notNull().check(sql`choice in ('FOR', 'AGAINST')`))
    .execute();
  await db.schema.createIndex("ballots_poll_id_idx").on("ballots").column("poll_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "ballots",
    "poll_invites",
    "polls",
    "defenses",
    "board_secretaries",
    "board_members",
    "boards",
    "sessions",
    "user_roles",
    "users",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
