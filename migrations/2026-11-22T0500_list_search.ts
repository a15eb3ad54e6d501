import { type Kysely, sql } from "kysely";

/**
 * The admin lists at national scale (2 500 councils, 30 000 defenses): a lowercase search
 * text kept by PostgreSQL beside each council and defense (no lower() per row per search),
 * trigram indexes that answer `like '%…%'` for three characters or more, the council code's
 * own trigram index (the defense list also matches its council's code), and the defense
 * list's sort by соискатель as an index, so a page of a broad search is read in order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // A trusted extension: the database's owner may create it; PGlite loads it at open.
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    alter table boards add column search_text text not null
    generated always as (lower(code || ' ' || name || ' ' || organization)) stored
  `.execute(db);
  await sql`
    alter table defenses add column search_text text not null
    generated always as (lower(candidate || ' ' || thesis_title)) stored
  `.execute(db);
  await sql`create index boards_search_trgm on boards using gin (search_text gin_trgm_ops)`.execute(db);
  await sql`create index boards_code_trgm on boards using gin (lower(code) gin_trgm_ops)`.execute(db);
  await sql`create index defenses_search_trgm on defenses using gin (search_text gin_trgm_ops)`.execute(db);
  await db.schema.createIndex("defenses_candidate_idx").on("defenses").columns(["candidate", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("defenses_candidate_idx").execute();
  await db.schema.dropIndex("defenses_search_trgm").execute();
  await db.schema.dropIndex("boards_code_trgm").execute();
  await db.schema.dropIndex("boards_search_trgm").execute();
  await db.schema.alterTable("defenses").dropColumn("search_text").execute();
  await db.schema.alterTable("boards").dropColumn("search_text").execute();
}
