import { type Kysely, sql } from "kysely";

/**
 * Issue 36 (the commission's side):
 * - `poll_trustees.code_confirmed_at`: when the secretary recorded that this member of the
 *   счетная комиссия said aloud that the election code on their device matched the one read out
 *   (docs/SECURITY.md, «Ballot secrecy and the count»); the ballot opens only with every seat's;
 * - dealings and complaint answers are now signed by the dealer's device key (docs/RECORD.md
 *   §6.2, §6.4): the unsigned ones stored before no longer verify. A draft poll's ceremony starts
 *   again under a new election id (the devices' stored secrets belong to the old one); an open
 *   poll cannot go on (its ballots are sealed for a ceremony no device or voter now accepts) and is
 *   annulled with a reason; a closed one keeps its count.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("poll_trustees").addColumn("code_confirmed_at", "timestamptz").execute();
  await sql`
    update polls set status = 'ANNULLED', annulled_at = now(),
      annul_reason = 'Голосование аннулировано при переходе на подписанные доли ключа счетной комиссии; проведите его заново.'
    where status = 'OPEN'
  `.execute(db);
  await sql`
    update poll_trustees t set device_key = null, device_proof = null, nonce_commitment = null, dealing = null,
      verification_key = null, nonce = null, signature = null, complaint = null, reveals = '[]'::jsonb
    from polls p where p.id = t.poll_id and p.status = 'DRAFT'
  `.execute(db);
  await sql`
    update polls set election_id = gen_random_uuid(), public_key = null, fingerprint = null
    where status = 'DRAFT'
  `.execute(db);
  await sql`
    update polls set manifest = jsonb_set(manifest, '{electionId}', to_jsonb(election_id::text))
    where status = 'DRAFT' and manifest is not null
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("poll_trustees").dropColumn("code_confirmed_at").execute();
}
