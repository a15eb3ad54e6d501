import { type Kysely, sql } from "kysely";

/**
 * Voting credentials (issue 36, docs/RECORD.md `dissovet-record/3`): ballots only members can
 * make.
 * - `poll_credentials`: the public credential each member's own device registered through the
 *   member's ballot link (the private one never leaves the device), one valid at a time per
 *   invite; a replaced one keeps its row, revoked. The manifest fixes those registered before
 *   the commission is seated; the record lists the later ones and the revoked ones.
 * - `ballots` carry the credential that signed each and its signature.
 * - `ballot_confirmations`: a voter's signed word, after the close, that their ballot is on the
 *   final board.
 * - `spoiled_ballots`: audited ballots a voter chose to publish in the record.
 * A vote sealed under format 2 cannot take a signed ballot: an open one is annulled (it is held
 * again), a draft one loses its stale key ceremony (the secretary starts it again).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("poll_credentials")
    .addColumn("poll_id", "integer", (c) => c.notNull().references("polls.id").onDelete("cascade"))
    .addColumn("invite_id", "integer", (c) => c.notNull().references("poll_invites.id").onDelete("cascade"))
    .addColumn("credential", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("revoked_at", "timestamptz")
    .addPrimaryKeyConstraint("poll_credentials_pkey", ["poll_id", "credential"])
    .execute();
  await sql`create unique index poll_credentials_valid_key on poll_credentials (invite_id) where revoked_at is null`.execute(
    db,
  );

  await db.schema
    .alterTable("ballots")
    .addColumn("credential", "text")
    .addColumn("signature", "jsonb")
    .execute();
  // One ballot per credential, whatever link or invite it comes through.
  await sql`create unique index ballots_poll_credential_key on ballots (poll_id, credential)`.execute(db);

  await db.schema
    .createTable("ballot_confirmations")
    .addColumn("poll_id", "integer", (c) => c.notNull().references("polls.id").onDelete("cascade"))
    .addColumn("credential", "text", (c) => c.notNull())
    .addColumn("signature", "jsonb", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("ballot_confirmations_pkey", ["poll_id", "credential"])
    .execute();

  await db.schema
    .createTable("spoiled_ballots")
    .addColumn("poll_id", "integer", (c) => c.notNull().references("polls.id").onDelete("cascade"))
    .addColumn("tracker", "text", (c) => c.notNull())
    .addColumn("file", "jsonb", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("spoiled_ballots_pkey", ["poll_id", "tracker"])
    .execute();

  await sql`
    update polls set status = 'ANNULLED', annulled_at = now(),
      annul_reason = 'Голосование аннулировано при переходе на бюллетени, подписанные ключами членов совета; проведите его заново.'
    where status = 'OPEN' and manifest->>'format' is distinct from 'dissovet-manifest/3'
  `.execute(db);
  await sql`
    update poll_trustees t set device_key = null, device_proof = null, dealing = null,
      nonce_commitment = null, verification_key = null, nonce = null, signature = null,
      complaint = null, reveals = '[]'
    from polls p
    where p.id = t.poll_id and p.status = 'DRAFT' and p.manifest is not null
      and p.manifest->>'format' is distinct from 'dissovet-manifest/3'
  `.execute(db);
  await sql`
    update polls set manifest = null, fingerprint = null, public_key = null
    where status = 'DRAFT' and manifest is not null and manifest->>'format' is distinct from 'dissovet-manifest/3'
  `.execute(db);
}

/** Back to unsigned ballots: the credentials, confirmations and published audits are dropped. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("spoiled_ballots").execute();
  await db.schema.dropTable("ballot_confirmations").execute();
  await sql`drop index ballots_poll_credential_key`.execute(db);
  await db.schema.alterTable("ballots").dropColumn("credential").dropColumn("signature").execute();
  await db.schema.dropTable("poll_credentials").execute();
}
