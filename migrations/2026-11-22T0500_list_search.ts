import { type Kysely, sql } from "kysely";

/**
 * The admin lists at national scale (2 500 councils, 30 000 defenses): a lowercase search
 * text kept by PostgreSQL beside each council and defense (no lower() per row per search):
 * a council's code, name and organization; a defense's соискатель, title and its council's
 * code (kept by triggers, also when a council's code changes), so one trigram index answers
 * `like '%…%'` for three characters or more; and the defense list's sort by соискатель as an
 * index, so a page of a broad search is read in order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // A trusted extension: the database's owner may create it; PGlite loads it at open.
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    alter table boards add column search_text text not null
    generated always as (lower(code || ' ' || name || ' ' || organization)) stored
  `.execute(db);
  await sql`alter table defenses add column search_text text not null default ''`.execute(db);
  await sql`
    create function defenses_search_text() returns trigger language plpgsql as $$
    begin
      new.search_text := lower(new.candidate || ' ' || new.thesis_title || ' ' ||
        (select code from boards where id = new.board_id));
      return new;
    end $$
  `.execute(db);
  await sql`
    create trigger defenses_search_text before insert or update of candidate, thesis_title, board_id
    on defenses for each row execute function defenses_search_text()
  `.execute(db);
  await sql`
    create function boards_code_to_defenses() returns trigger language plpgsql as $$
    begin
      update defenses set search_text = lower(candidate || ' ' || thesis_title || ' ' || new.code)
      where board_id = new.id;
      return null;
    end $$
  `.execute(db);
  await sql`
    create trigger boards_code_to_defenses after update of code on boards
    for each row when (old.code is distinct from new.code) execute function boards_code_to_defenses()
  `.execute(db);
  await sql`update defenses set candidate = candidate`.execute(db);
  await sql`create index boards_search_trgm on boards using gin (search_text gin_trgm_ops)`.execute(db);
  await sql`create index defenses_search_trgm on defenses using gin (search_text gin_trgm_ops)`.execute(db);
  await db.schema.createIndex("defenses_candidate_idx").on("defenses").columns(["candidate", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("defenses_candidate_idx").execute();
  await db.schema.dropIndex("defenses_search_trgm").execute();
  await db.schema.dropIndex("boards_search_trgm").execute();
  await sql`drop trigger boards_code_to_defenses on boards`.execute(db);
  await sql`drop function boards_code_to_defenses()`.execute(db);
  await sql`drop trigger defenses_search_text on defenses`.execute(db);
  await sql`drop function defenses_search_text()`.execute(db);
  await db.schema.alterTable("defenses").dropColumn("search_text").execute();
  await db.schema.alterTable("boards").dropColumn("search_text").execute();
}
