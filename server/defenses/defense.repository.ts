import type { Db } from "../lib/database.ts";
import type { DefenseRow } from "./defense.table.ts";

/** All defenses, the newest sitting first. */
export function findAllDefenses(db: Db): Promise<DefenseRow[]> {
  return db.selectFrom("defenses").selectAll().orderBy("defense_at", "desc").orderBy("id", "desc").execute();
}

/** Defenses of the given councils, the soonest sitting first. */
export function findDefensesByBoardIds(db: Db, boardIds: readonly number[]): Promise<DefenseRow[]> {
  if (boardIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("defenses")
    .selectAll()
    .where("board_id", "in", boardIds)
    .orderBy("defense_at")
    .orderBy("id")
    .execute();
}

/** One defense by id, or undefined. */
export function findDefenseById(db: Db, id: number): Promise<DefenseRow | undefined> {
  return db.selectFrom("defenses").selectAll().where("id", "=", id).executeTakeFirst();
}
