import type { UserRow } from "../auth/user.table.ts";

/**
 * Object-level rule: a secretary reaches only the councils they run. Callers answer
 * NOT_FOUND (not FORBIDDEN) otherwise, so another council's ids are not confirmed.
 * @param ownBoardIds the councils `user` runs (Context.ownBoardIds)
 */
export function runsBoard(user: UserRow, ownBoardIds: readonly number[], boardId: number): boolean {
  return user.roles.includes("SECRETAR") && ownBoardIds.includes(boardId);
}

/** Who may change a council's members and defenses: an admin, or the secretary who runs it. */
export function managesBoard(user: UserRow, ownBoardIds: readonly number[], boardId: number): boolean {
  return user.roles.includes("ADMIN") || runsBoard(user, ownBoardIds, boardId);
}
