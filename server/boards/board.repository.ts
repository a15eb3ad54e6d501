import { type Insertable, sql, type Updateable } from "kysely";
import { announce } from "../lib/database.events.ts";
import { countMatches } from "../lib/database.paging.ts";
import { anyOf, prepared } from "../lib/database.prepared.ts";
import type { Db } from "../lib/database.ts";
import type { ListTotal } from "../lib/paging.ts";
import { userTopic } from "../lib/topics.ts";
import type { BoardMembersTable, BoardRow, BoardsTable, MemberRow, RuleSetRow } from "./board.table.ts";

/** Councils by id (archived included), in no particular order. */
export function findBoardsByIds(db: Db, ids: readonly number[]): Promise<BoardRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return boardsByIds.all(db, ids);
}
const boardsByIds = prepared(1, (db, ids: readonly number[]) =>
  db.selectFrom("boards").selectAll().where("id", "=", anyOf(ids)),
);

/** One council by id (archived included). */
export function findBoardById(db: Db, id: number): Promise<BoardRow | undefined> {
  return db.selectFrom("boards").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Ids of the active councils each of `userIds` runs as secretary. */
export async function findBoardIdsBySecretaries(
  db: Db,
  userIds: readonly number[],
): Promise<{ user_id: number; board_id: number }[]> {
  if (userIds.length === 0) return [];
  return boardIdsBySecretaries.all(db, userIds);
}
const boardIdsBySecretaries = prepared(1, (db, userIds: readonly number[]) =>
  db
    .selectFrom("board_secretaries as bs")
    .innerJoin("boards as b", "b.id", "bs.board_id")
    .select(["bs.user_id", "bs.board_id"])
    .where("bs.user_id", "=", anyOf(userIds))
    .where("b.archived_at", "is", null)
    .orderBy("b.code"),
);

const positionOrder = sql<number>`array_position(array['CHAIRMAN','DEPUTY_CHAIRMAN','SECRETARY','MEMBER'], position)`;

/**
 * Current (or, with `archived`, archived) members of the given councils, ordered within a
 * council: chairman, deputies, secretary, then members by ФИО.
 */
export function findMembersByBoardIds(
  db: Db,
  boardIds: readonly number[],
  archived = false,
): Promise<MemberRow[]> {
  if (boardIds.length === 0) return Promise.resolve([]);
  return (archived ? archivedMembersOfBoards : membersOfBoards).all(db, boardIds);
}
const membersOfBoardsStatement = (archived: boolean) =>
  prepared(1, (db, boardIds: readonly number[]) =>
    db
      .selectFrom("board_members")
      .selectAll()
      .where("board_id", "=", anyOf(boardIds))
      .where("archived_at", archived ? "is not" : "is", null)
      .where("added_for_defense_id", "is", null)
      .orderBy("board_id")
      .orderBy(positionOrder)
      .orderBy("fio"),
  );
const membersOfBoards = membersOfBoardsStatement(false);
const archivedMembersOfBoards = membersOfBoardsStatement(true);

/** The списочный состав's size (current members) of each given council that has any. */
export async function countMembersByBoardIds(
  db: Db,
  boardIds: readonly number[],
): Promise<{ board_id: number; n: number }[]> {
  if (boardIds.length === 0) return [];
  return memberCounts.all(db, boardIds);
}
const memberCounts = prepared(1, (db, boardIds: readonly number[]) =>
  db
    .selectFrom("board_members")
    .where("added_for_defense_id", "is", null)
    .select(["board_id", sql<number>`count(*)::int`.as("n")])
    .where("board_id", "=", anyOf(boardIds))
    .where("archived_at", "is", null)
    .groupBy("board_id"),
);

/** Members added to the council for the given defenses (дополнительно введенные), current ones, by ФИО. */
export function findAddedMembersByDefenseIds(db: Db, defenseIds: readonly number[]): Promise<MemberRow[]> {
  if (defenseIds.length === 0) return Promise.resolve([]);
  return addedMembers.all(db, defenseIds);
}
const addedMembers = prepared(1, (db, defenseIds: readonly number[]) =>
  db
    .selectFrom("board_members")
    .selectAll()
    .where("added_for_defense_id", "=", anyOf(defenseIds))
    .where("archived_at", "is", null)
    .orderBy("fio"),
);

/**
 * The columns of a council member joined as `m` to a row that names it by `member_id` (an
 * invite, a commission seat, a roll entry), each as `member_<column>`; the member's id is the
 * row's own `member_id`. {@link withMember} folds them into the row's `member`, so that a page
 * listing such rows reads their members in the same statement (archived members included: a
 * row keeps the member it was made for).
 */
export const JOINED_MEMBER = [
  "m.board_id as member_board_id",
  "m.fio as member_fio",
  "m.email as member_email",
  "m.degree as member_degree",
  "m.degree_title as member_degree_title",
  "m.academic_title as member_academic_title",
  "m.specialty_code as member_specialty_code",
  "m.position as member_position",
  "m.created_at as member_created_at",
  "m.archived_at as member_archived_at",
  "m.added_for_defense_id as member_added_for_defense_id",
] as const;

/** A row's {@link JOINED_MEMBER} columns, with its `member_id`: the member's row, each column prefixed. */
export type JoinedMember = { [K in keyof MemberRow as `member_${K}`]: MemberRow[K] };

/** A row read with {@link JOINED_MEMBER}, its member's columns folded into `member`. */
export function withMember<R extends JoinedMember>(
  row: R,
): Omit<R, keyof JoinedMember> & { member_id: number; member: MemberRow } {
  const {
    member_id,
    member_board_id,
    member_fio,
    member_email,
    member_degree,
    member_degree_title,
    member_academic_title,
    member_specialty_code,
    member_position,
    member_created_at,
    member_archived_at,
    member_added_for_defense_id,
    ...rest
  } = row;
  return {
    ...rest,
    member_id,
    member: {
      id: member_id,
      board_id: member_board_id,
      fio: member_fio,
      email: member_email,
      degree: member_degree,
      degree_title: member_degree_title,
      academic_title: member_academic_title,
      specialty_code: member_specialty_code,
      position: member_position,
      created_at: member_created_at,
      archived_at: member_archived_at,
      added_for_defense_id: member_added_for_defense_id,
    },
  };
}

/** Members by id (archived included), in no particular order. */
export function findMembersByIds(db: Db, ids: readonly number[]): Promise<MemberRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return membersByIds.all(db, ids);
}
const membersByIds = prepared(1, (db, ids: readonly number[]) =>
  db.selectFrom("board_members").selectAll().where("id", "=", anyOf(ids)),
);

/** The member `id` of any council, archived or added for one defense included; undefined when there is none. */
export function findMemberById(db: Db, id: number): Promise<MemberRow | undefined> {
  return db.selectFrom("board_members").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The rule set of each of the given councils. */
export function findRuleSetsByBoardIds(
  db: Db,
  boardIds: readonly number[],
): Promise<(RuleSetRow & { board_id: number })[]> {
  if (boardIds.length === 0) return Promise.resolve([]);
  return ruleSetsOfBoards.all(db, boardIds);
}
const ruleSetsOfBoards = prepared(1, (db, boardIds: readonly number[]) =>
  db
    .selectFrom("boards as b")
    .innerJoin("rule_sets as r", "r.code", "b.rule_set_code")
    .selectAll("r")
    .select("b.id as board_id")
    .where("b.id", "=", anyOf(boardIds)),
);

/** Sort keys of the council list. */
export type BoardSort = "CODE" | "NAME" | "ORGANIZATION" | "CREATED_AT";

const boardSortColumn = {
  CODE: "code",
  NAME: "name",
  ORGANIZATION: "organization",
  CREATED_AT: "created_at",
} as const;

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
export function likeEscape(s: string): string {
  return s.replace(/[%_\\]/g, "\\$&");
}

/** Filter, sort and page of the council list. */
export interface BoardListOptions {
  search?: string | null;
  archived?: boolean | null;
  sort: BoardSort;
  desc: boolean;
  offset: number;
  limit: number;
}

/**
 * A page of councils: `search` matches code, name or organization (case-insensitive, through
 * the `search_text` column and its trigram index); archived ones only when `archived` is
 * true. Ties are broken by id, so pages are stable. The total is counted as far as
 * {@link countMatches} goes. Two statements, run side by side.
 */
export async function listBoardsPage(
  db: Db,
  opts: BoardListOptions,
): Promise<{ items: BoardRow[] } & ListTotal> {
  let q = db.selectFrom("boards");
  q = opts.archived ? q.where("archived_at", "is not", null) : q.where("archived_at", "is", null);
  if (opts.search) q = q.where("search_text", "like", `%${likeEscape(opts.search.toLowerCase())}%`);
  const dir = opts.desc ? "desc" : "asc";
  const [items, total] = await Promise.all([
    q
      .selectAll()
      .orderBy(boardSortColumn[opts.sort], dir)
      .orderBy("id", dir)
      .offset(opts.offset)
      .limit(opts.limit)
      .execute(),
    countMatches(db, q, opts),
  ]);
  return { items, ...total };
}

/** A council (archived or not) by code, case-insensitive. */
export function findBoardByCode(db: Db, code: string): Promise<BoardRow | undefined> {
  return db
    .selectFrom("boards")
    .selectAll()
    .where(sql<boolean>`lower(code) = lower(${code})`)
    .executeTakeFirst();
}

/** Stores a new council. @returns the row as stored, with its id @throws a unique violation for a taken code */
export function insertBoard(db: Db, values: Insertable<BoardsTable>): Promise<BoardRow> {
  return db.insertInto("boards").values(values).returningAll().executeTakeFirstOrThrow();
}

/** Sets `values` on council `id`. @returns the row as stored, undefined for an unknown id @throws a unique violation for a taken code */
export function updateBoard(
  db: Db,
  id: number,
  values: Updateable<BoardsTable>,
): Promise<BoardRow | undefined> {
  return db.updateTable("boards").set(values).where("id", "=", id).returningAll().executeTakeFirst();
}

/** A council by id, locked for update. */
export function lockBoard(db: Db, id: number): Promise<BoardRow | undefined> {
  return db.selectFrom("boards").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

/** Whether `code` names a rule set (a council must name one, e.g. «1093»). */
export async function ruleSetExists(db: Db, code: string): Promise<boolean> {
  return (
    (await db.selectFrom("rule_sets").select("code").where("code", "=", code).executeTakeFirst()) !==
    undefined
  );
}

/** Every rule set, ordered by name (a handful: the form's choice). */
export function findRuleSets(db: Db): Promise<RuleSetRow[]> {
  return db.selectFrom("rule_sets").selectAll().orderBy("name").execute();
}

/** Current members of a council whose email (case-insensitive) is one of `emails`. */
export function findActiveMembersByEmails(
  db: Db,
  boardId: number,
  emails: readonly string[],
): Promise<MemberRow[]> {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("board_members")
    .where("added_for_defense_id", "is", null)
    .selectAll()
    .where("board_id", "=", boardId)
    .where("archived_at", "is", null)
    .where(
      sql<string>`lower(email)`,
      "in",
      emails.map((e) => e.toLowerCase()),
    )
    .execute();
}

/** Stores new members (none: no statement). @returns the rows as stored, in `values`' order */
export function insertMembers(db: Db, values: Insertable<BoardMembersTable>[]): Promise<MemberRow[]> {
  if (values.length === 0) return Promise.resolve([]);
  return db.insertInto("board_members").values(values).returningAll().execute();
}

/** Sets `values` on member `id`. @returns the row as stored, undefined for an unknown id */
export function updateMember(
  db: Db,
  id: number,
  values: Updateable<BoardMembersTable>,
): Promise<MemberRow | undefined> {
  return db.updateTable("board_members").set(values).where("id", "=", id).returningAll().executeTakeFirst();
}

/** A member by id, locked for update. */
export function lockMember(db: Db, id: number): Promise<MemberRow | undefined> {
  return db.selectFrom("board_members").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

/**
 * Makes `boardIds` the only councils user `userId` runs as ученый секретарь, in the caller's
 * transaction; their live streams are told ({@link userTopic}).
 */
export async function replaceSecretaryBoards(
  db: Db,
  userId: number,
  boardIds: readonly number[],
): Promise<void> {
  await announce(db, userTopic(userId));
  await db.deleteFrom("board_secretaries").where("user_id", "=", userId).execute();
  if (boardIds.length) {
    await db
      .insertInto("board_secretaries")
      .values(boardIds.map((board_id) => ({ board_id, user_id: userId })))
      .execute();
  }
}

/** Secretaries (user ids) of the given councils; disabled users excluded. */
export function findSecretaryIdsByBoards(
  db: Db,
  boardIds: readonly number[],
): Promise<{ board_id: number; user_id: number }[]> {
  if (boardIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("board_secretaries as bs")
    .innerJoin("users as u", "u.id", "bs.user_id")
    .select(["bs.board_id", "bs.user_id"])
    .where("bs.board_id", "in", boardIds)
    .where("u.disabled_at", "is", null)
    .orderBy("u.fio")
    .execute();
}
