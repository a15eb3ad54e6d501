import { type Kysely, sql } from "kysely";

/** Personal API tokens for programs: stored only as SHA-256, named, with optional expiry. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("api_tokens")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("created_by", "integer", (c) => c.references("users.id"))
    .addColumn("expires_at", "timestamptz")
    .addColumn("last_used_at", "timestamptz")
    .addColumn("revoked_at", "timestamptz")
    .execute();
  await db.schema.createIndex("api_tokens_user_id_idx").on("api_tokens").column("user_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("api_tokens").execute();
}
