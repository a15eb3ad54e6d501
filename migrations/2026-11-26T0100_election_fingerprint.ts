import { type Kysely, sql } from "kysely";

/**
 * The election fingerprint and the public ballot board (docs/RECORD.md `dissovet-record/2`,
 * docs/SECURITY.md «Trust model»):
 * - `polls.manifest`: what is voted on and by whom, fixed when the commission is seated (the
 *   question, the roll, the commission, n and t); `polls.fingerprint`: H_E once every device
 *   signed it;
 * - `poll_trustees`: each seat's nonce commitment and revealed nonce, its signature on the
 *   fingerprint, its signed complaint about a dealer's share and its answers to complaints;
 * - `ballots` get their place on the board and the chain's head after them; the board is
 *   append-only, in the order ballots were accepted (no shuffle at close).
 * Earlier polls were held under `dissovet-record/1`: an open one cannot go on (its ballots are
 * bound to no fingerprint) and is annulled with a reason; a draft one starts its key ceremony
 * again; a closed one keeps its count, and its record (which v2 cannot express) is no longer
 * served.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("polls")
    .addColumn("manifest", "jsonb")
    .addColumn("fingerprint", "text")
    .execute();
  await db.schema
    .alterTable("poll_trustees")
    .addColumn("nonce_commitment", "text")
    .addColumn("nonce", "text")
    .addColumn("signature", "jsonb")
    .addColumn("complaint", "jsonb")
    .addColumn("reveals", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema.alterTable("ballots").addColumn("position", "integer").addColumn("head", "text").execute();
  await sql`
    update ballots b set position = n.k
    from (select id, row_number() over (partition by poll_id order by id) as k from ballots) n
    where n.id = b.id
  `.execute(db);
  await sql`alter table ballots alter column position set not null`.execute(db);
  await sql`create unique index ballots_poll_position_key on ballots (poll_id, position)`.execute(db);

  await sql`
    update polls set status = 'ANNULLED', annulled_at = now(),
      annul_reason = 'Голосование аннулировано при переходе на отпечаток голосования и общую урну; проведите его заново.'
    where status = 'OPEN'
  `.execute(db);
  await sql`
    update poll_trustees t set device_key = null, device_proof = null, dealing = null, verification_key = null
    from polls p where p.id = t.poll_id and p.status = 'DRAFT'
  `.execute(db);
  await sql`update polls set public_key = null, threshold = null where status = 'DRAFT'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index ballots_poll_position_key`.execute(db);
  await db.schema.alterTable("ballots").dropColumn("position").dropColumn("head").execute();
  await db.schema
    .alterTable("poll_trustees")
    .dropColumn("nonce_commitment")
    .dropColumn("nonce")
    .dropColumn("signature")
    .dropColumn("complaint")
    .dropColumn("reveals")
    .execute();
  await db.schema.alterTable("polls").dropColumn("manifest").dropColumn("fingerprint").execute();
}
