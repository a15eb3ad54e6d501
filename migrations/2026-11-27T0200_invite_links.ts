import { type Kysely, sql } from "kysely";

/**
 * An invite's links (issue 30, «links that never die under a member's finger»): every letter
 * carries a link of its own, and a link stays valid until the member votes by any of the
 * invite's links (the invite's `used_at`, the one-vote guard, is unchanged) or the secretary
 * revokes it on purpose (a resend to a corrected address). Each link is stored only as the
 * SHA-256 of its token, as before; `poll_invites.token_hash`, the one link an invite had, moves
 * here with the invite's created and sent times.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("poll_invite_links")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("invite_id", "integer", (c) => c.notNull().references("poll_invites.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("sent_at", "timestamptz")
    .addColumn("revoked_at", "timestamptz")
    .execute();
  await sql`create index poll_invite_links_invite_idx on poll_invite_links (invite_id)`.execute(db);
  await sql`
    insert into poll_invite_links (token_hash, invite_id, created_at, sent_at)
    select token_hash, id, created_at, sent_at from poll_invites
  `.execute(db);
  await db.schema.alterTable("poll_invites").dropColumn("token_hash").execute();
}

/** Back to one link per invite: the newest link not revoked, or a random hash no token has. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("poll_invites").addColumn("token_hash", "text").execute();
  await sql`
    update poll_invites i set token_hash = coalesce(
      (select l.token_hash from poll_invite_links l where l.invite_id = i.id and l.revoked_at is null
        order by l.created_at desc limit 1),
      encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'hex'))
  `.execute(db);
  await sql`alter table poll_invites alter column token_hash set not null`.execute(db);
  await sql`alter table poll_invites add constraint poll_invites_token_hash_key unique (token_hash)`.execute(
    db,
  );
  await db.schema.dropTable("poll_invite_links").execute();
}
