import { type Actor, hasRole } from "../lib/actor.ts";
import type { Db } from "../lib/database.ts";
import { AppError, fail } from "../lib/errors.ts";
import { findBoardById, findMemberById } from "./board.repository.ts";
import type { BoardRow, MemberRow } from "./board.table.ts";

/**
 * Ownership of councils and their members, in one place; called by services only (the API
 * layer checks roles through `@auth`, services check ownership here, so REST and jobs get the
 * same answer). A council that is not the actor's is answered NOT_FOUND, never FORBIDDEN, so
 * another council's ids are not confirmed.
 */

const boardNotFound = "Совет не найден.";
const memberNotFound = "Член совета не найден.";

/** Whether the actor runs the council as its ученый секретарь (the SECRETAR role and the council among theirs). */
export function runsBoard(actor: Actor | null, boardId: number): boolean {
  return hasRole(actor, "SECRETAR") && (actor?.ownBoardIds.includes(boardId) ?? false);
}

/** Who may change a council's members and defenses: an admin, or the secretary who runs it. */
export function managesBoard(actor: Actor | null, boardId: number): boolean {
  return hasRole(actor, "ADMIN") || runsBoard(actor, boardId);
}

/**
 * The council the actor runs as secretary (archived included, as the secretary's list has it).
 * @throws AppError NOT_FOUND «Совет не найден.» for a guest, any other council or an unknown id
 */
export async function loadOwnBoard(db: Db, actor: Actor | null, boardId: number): Promise<BoardRow> {
  const board = runsBoard(actor, boardId) ? await findBoardById(db, boardId) : undefined;
  if (!board) throw fail.notFound(boardNotFound);
  return board;
}

/**
 * A council the actor may change: any for an admin, their own for a secretary.
 * @param field when given, the error also names this input field (`extensions.fields[field]`),
 *   for a council chosen in a form (a defense's `boardId`)
 * @throws AppError NOT_FOUND «Совет не найден.» for a guest, any other council or an unknown id
 */
export async function loadManagedBoard(
  db: Db,
  actor: Actor | null,
  boardId: number,
  field?: string,
): Promise<BoardRow> {
  const board = managesBoard(actor, boardId) ? await findBoardById(db, boardId) : undefined;
  if (!board) {
    throw field
      ? new AppError("NOT_FOUND", boardNotFound, { fields: { [field]: boardNotFound } })
      : fail.notFound(boardNotFound);
  }
  return board;
}

/**
 * A member (archived included) of a council the actor may change (see {@link loadManagedBoard}).
 * @throws AppError NOT_FOUND «Член совета не найден.» for a guest, a member of another council or an unknown id
 */
export async function loadManagedMember(db: Db, actor: Actor | null, memberId: number): Promise<MemberRow> {
  const member = actor ? await findMemberById(db, memberId) : undefined;
  if (!member || !managesBoard(actor, member.board_id)) throw fail.notFound(memberNotFound);
  return member;
}
