import { type Kysely, sql } from "kysely";

/**
 * Encrypted ballots (docs/RECORD.md, docs/SECURITY.md): the server never holds a choice.
 * - `polls` gets the election id every proof is bound to, the commission's public key and
 *   threshold once the key ceremony completes, and the count the commission decrypted;
 * - `poll_trustees`: the счетная комиссия's seats in the key ceremony (device key, dealing,
 *   confirmed verification key) and the opening of the urn (partial decryption), each reached
 *   through a personal link stored only as its hash;
 * - `ballots` hold an exponential ElGamal ciphertext and its 0/1 proof instead of a choice.
 * Plaintext ballots of earlier polls are removed: a closed poll keeps its count in `polls`,
 * an open one is annulled (it has no key to continue with) and can be voted again.
 * Also the council's facts the ballot and the protocol print (code, name, organisation, the
 * order that approved its composition) are frozen on the poll when the ballot opens, so an
 * edit of the council during or after the vote changes neither.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("polls")
    .addColumn("election_id", "uuid", (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn("public_key", "text")
    .addColumn("threshold", "integer")
    .addColumn("votes_for", "integer")
    .addColumn("votes_against", "integer")
    .addColumn("tallied_at", "timestamptz")
    .addColumn("board_code", "text")
    .addColumn("board_name", "text")
    .addColumn("organization", "text")
    .addColumn("approved_order", "text")
    .addColumn("approved_on", "date")
    .execute();
  await sql`
    update polls p set board_code = b.code, board_name = b.name, organization = b.organization,
      approved_order = b.approved_order, approved_on = b.approved_on
    from defenses d join boards b on b.id = d.board_id
    where d.id = p.defense_id and p.status <> 'DRAFT'
  `.execute(db);
  await sql`create unique index polls_election_id_key on polls (election_id)`.execute(db);

  // Earlier polls: closed ones keep their count; open ones cannot continue without a key.
  await sql`
    update polls p set
      votes_for = (select count(*)::int from ballots b where b.poll_id = p.id and b.choice = 'FOR'),
      votes_against = (select count(*)::int from ballots b where b.poll_id = p.id and b.choice = 'AGAINST'),
      tallied_at = p.closed_at
    where p.status = 'CLOSED'
  `.execute(db);
  await sql`
    update polls set status = 'ANNULLED', annulled_at = now(),
      annul_reason = 'Голосование аннулировано при переходе на шифрованные бюллетени; проведите его заново.'
    where status = 'OPEN'
  `.execute(db);
  await sql`delete from ballots`.execute(db);
  await db.schema.alterTable("ballots").dropColumn("choice").execute();
  await db.schema
    .alterTable("ballots")
    .addColumn("alpha", "text", (c) => c.notNull())
    .addColumn("beta", "text", (c) => c.notNull())
    .addColumn("proof", "jsonb", (c) => c.notNull())
    .execute();
  // A replayed ballot (the same ciphertext through another link) is refused by the database.
  await sql`create unique index ballots_poll_alpha_key on ballots (poll_id, alpha)`.execute(db);

  await db.schema
    .createTable("poll_trustees")
    .addColumn("poll_id", "integer", (c) => c.notNull().references("polls.id").onDelete("cascade"))
    .addColumn("seat", "integer", (c) => c.notNull().check(sql`seat between 1 and 50`))
    .addColumn("member_id", "integer", (c) => c.notNull().references("board_members.id"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("delivery", "text", (c) =>
      c.notNull().defaultTo("QUEUED").check(sql`delivery in ('QUEUED', 'SENT', 'FAILED')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sent_at", "timestamptz")
    .addColumn("send_error", "text")
    .addColumn("mail_job_id", "text")
    .addColumn("device_key", "text")
    .addColumn("device_proof", "jsonb")
    .addColumn("dealing", "jsonb")
    .addColumn("verification_key", "text")
    .addColumn("factor", "text")
    .addColumn("factor_proof", "jsonb")
    .addPrimaryKeyConstraint("poll_trustees_pkey", ["poll_id", "seat"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("poll_trustees").execute();
  await sql`drop index ballots_poll_alpha_key`.execute(db);
  await db.schema.alterTable("ballots").dropColumn("alpha").dropColumn("beta").dropColumn("proof").execute();
  await db.schema
    .alterTable("ballots")
    .addColumn("choice", "text", (c) => c.notNull().defaultTo("AGAINST"))
    .execute();
  await sql`drop index polls_election_id_key`.execute(db);
  await db.schema
    .alterTable("polls")
    .dropColumn("election_id")
    .dropColumn("public_key")
    .dropColumn("threshold")
    .dropColumn("votes_for")
    .dropColumn("votes_against")
    .dropColumn("tallied_at")
    .dropColumn("board_code")
    .dropColumn("board_name")
    .dropColumn("organization")
    .dropColumn("approved_order")
    .dropColumn("approved_on")
    .execute();
}
