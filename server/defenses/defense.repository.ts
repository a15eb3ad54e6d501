import { type Insertable, sql, type Updateable } from "kysely";
import { likeEscape } from "../boards/board.repository.ts";
import { countMatches } from "../lib/database.paging.ts";
import { anyOf, prepared } from "../lib/database.prepared.ts";
import type { Db } from "../lib/database.ts";
import type { ListTotal } from "../lib/paging.ts";
import type { PollStatus } from "../polls/poll.table.ts";
import type { DefenseRow, DefensesTable } from "./defense.table.ts";

/** Defenses of the given councils, the soonest sitting first. */
export function findDefensesByBoardIds(db: Db, boardIds: readonly number[]): Promise<DefenseRow[]> {
  if (boardIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("defenses")
    .selectAll()
    .where("board_id", "in", boardIds)
    .where("archived_at", "is", null)
    .orderBy("defense_at")
    .orderBy("id")
    .execute();
}

/** The defense `id`, archived or not (a prepared statement: the defense page reads it on every request); undefined when there is none. */
export function findDefenseById(db: Db, id: number): Promise<DefenseRow | undefined> {
  return defenseById.first(db, id);
}
const defenseById = prepared(1, (db, id: number) =>
  db.selectFrom("defenses").selectAll().where("id", "=", id),
);

/** Defenses by id, in no particular order. */
export function findDefensesByIds(db: Db, ids: readonly number[]): Promise<DefenseRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return defensesByIds.all(db, ids);
}
const defensesByIds = prepared(1, (db, ids: readonly number[]) =>
  db.selectFrom("defenses").selectAll().where("id", "=", anyOf(ids)),
);

/** Sort keys of the defense list. */
export type DefenseSort = "DEFENSE_AT" | "CANDIDATE" | "BOARD_CODE" | "CREATED_AT";

/**
 * A page of defenses (admin list): `search` matches the соискатель, the thesis title or the
 * council's code (`search_text`, kept by triggers, and its trigram index);
 * `boardId` and a date range narrow it. Ties are broken by id. The total is counted as far as
 * {@link countMatches} goes. Two statements, run side by side.
 */
export async function listDefensesPage(
  db: Db,
  opts: {
    search?: string | null;
    boardId?: number | null;
    from?: Date | null;
    to?: Date | null;
    archived?: boolean | null;
    sort: DefenseSort;
    desc: boolean;
    offset: number;
    limit: number;
  },
): Promise<{ items: DefenseRow[] } & ListTotal> {
  let q = db.selectFrom("defenses as d");
  q = opts.archived ? q.where("d.archived_at", "is not", null) : q.where("d.archived_at", "is", null);
  if (opts.boardId) q = q.where("d.board_id", "=", opts.boardId);
  if (opts.from) q = q.where("d.defense_at", ">=", opts.from);
  if (opts.to) q = q.where("d.defense_at", "<", opts.to);
  if (opts.search) q = q.where("d.search_text", "like", `%${likeEscape(opts.search.toLowerCase())}%`);
  const column = {
    DEFENSE_AT: sql.ref("d.defense_at"),
    CANDIDATE: sql.ref("d.candidate"),
    BOARD_CODE: sql`(select b.code from boards b where b.id = d.board_id)`,
    CREATED_AT: sql.ref("d.created_at"),
  };
  const dir = opts.desc ? "desc" : "asc";
  const [items, total] = await Promise.all([
    q
      .selectAll("d")
      .orderBy(column[opts.sort], dir)
      .orderBy("d.id", dir)
      .offset(opts.offset)
      .limit(opts.limit)
      .execute(),
    countMatches(db, q, opts),
  ]);
  return { items, ...total };
}

/** Stores a new defense; its search text is kept by a trigger. @returns the row as stored, with its id */
export function insertDefense(db: Db, values: Insertable<DefensesTable>): Promise<DefenseRow> {
  return db.insertInto("defenses").values(values).returningAll().executeTakeFirstOrThrow();
}

/** Sets `values` on defense `id`. @returns the row as stored, undefined for an unknown id */
export function updateDefense(
  db: Db,
  id: number,
  values: Updateable<DefensesTable>,
): Promise<DefenseRow | undefined> {
  return db.updateTable("defenses").set(values).where("id", "=", id).returningAll().executeTakeFirst();
}

/**
 * A defense by id, locked for update, with the status of its current poll (the latest
 * round; null before any).
 */
export function lockDefense(db: Db, id: number) {
  return db
    .selectFrom("defenses as d")
    .selectAll("d")
    .select(
      sql<PollStatus | null>`(select p.status from polls p where p.defense_id = d.id order by p.round desc limit 1)`.as(
        "poll_status",
      ),
    )
    .where("d.id", "=", id)
    .forUpdate("d")
    .executeTakeFirst();
}

/** Member ids on the roll of the defense's current poll unless it was annulled. */
export async function findLiveRollMemberIds(db: Db, defenseId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("poll_participants as r")
    .innerJoin("polls as p", "p.id", "r.poll_id")
    .select("r.member_id")
    .where("p.defense_id", "=", defenseId)
    .where("p.status", "<>", "ANNULLED")
    .execute();
  return rows.map((r) => r.member_id);
}

/** Current members added to the council for this defense (дополнительно введенные). */
export async function countAddedMembers(db: Db, defenseId: number): Promise<number> {
  const row = await db
    .selectFrom("board_members")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("added_for_defense_id", "=", defenseId)
    .where("archived_at", "is", null)
    .executeTakeFirst();
  return row?.n ?? 0;
}
