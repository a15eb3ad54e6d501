import { sql } from "kysely";
import type { Db } from "../lib/database.ts";
import type { BoardRow, MemberRow, RuleSetRow } from "./board.table.ts";

/** Active councils, ordered by code. */
export function findAllBoards(db: Db): Promise<BoardRow[]> {
  return db.selectFrom("boards").selectAll().where("archived_at", "is", null).orderBy("code").execute();
}

/** Councils by id (archived included), in no particular order. */
export function findBoardsByIds(db: Db, ids: readonly number[]): Promise<BoardRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom("boards").selectAll().where("id", "in", ids).execute();
}

/** Ids of the active councils each of `userIds` runs as secretary. */
export async function findBoardIdsBySecretaries(
  db: Db,
  userIds: readonly number[],
): Promise<{ user_id: number; board_id: number }[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom("board_secretaries as bs")
    .innerJoin("boards as b", "b.id", "bs.board_id")
    .select(["bs.user_id", "bs.board_id"])
    .where("bs.user_id", "in", userIds)
    .where("b.archived_at", "is", null)
    .orderBy("b.code")
    .execute();
}

const positionOrder = sql<number>`array_position(array['CHAIRMAN','DEPUTY_CHAIRMAN','SECRETARY','MEMBER'], position)`;

/**
 * Current (not archived) members of the given councils, ordered within a council:
 * chairman, deputies, secretary, then members by ФИО.
 */
export function findMembersByBoardIds(db: Db, boardIds: readonly number[]): Promise<MemberRow[]> {
  if (boardIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("board_members")
    .selectAll()
    .where("board_id", "in", boardIds)
    .where("archived_at", "is", null)
    .orderBy("board_id")
    .orderBy(positionOrder)
    .orderBy("fio")
    .execute();
}

/** Members by id (archived included), in no particular order. */
export function findMembersByIds(db: Db, ids: readonly number[]): Promise<MemberRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom("board_members").selectAll().where("id", "in", ids).execute();
}

/** The rule set of each of the given councils. */
export function findRuleSetsByBoardIds(
  db: Db,
  boardIds: readonly number[],
): Promise<(RuleSetRow & { board_id: number })[]> {
  if (boardIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("boards as b")
    .innerJoin("rule_sets as r", "r.code", "b.rule_set_code")
    .selectAll("r")
    .select("b.id as board_id")
    .where("b.id", "in", boardIds)
    .execute();
}
