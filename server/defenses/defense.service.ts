import { runsBoard } from "../boards/board.policy.ts";
import type { Context } from "../graphql/context.ts";
import { fail } from "../lib/errors.ts";
import { findAllDefenses, findDefenseById, findDefensesByBoardIds } from "./defense.repository.ts";
import type { DefenseRow } from "./defense.table.ts";

/** All defenses, newest first (admin view). */
export function listAllDefenses(ctx: Context): Promise<DefenseRow[]> {
  return findAllDefenses(ctx.db);
}

/** One defense (admin view). @throws AppError NOT_FOUND */
export async function getDefense(ctx: Context, id: number): Promise<DefenseRow> {
  const defense = await findDefenseById(ctx.db, id);
  if (!defense) throw fail.notFound("Защита не найдена.");
  return defense;
}

/** Defenses of the secretary's councils, soonest first. */
export async function listOwnDefenses(ctx: Context): Promise<DefenseRow[]> {
  return findDefensesByBoardIds(ctx.db, await ctx.ownBoardIds());
}

/** One defense of the secretary's councils. @throws AppError NOT_FOUND for any other. */
export async function getOwnDefense(ctx: Context, id: number): Promise<DefenseRow> {
  const defense = await findDefenseById(ctx.db, id);
  if (!defense || !ctx.user || !runsBoard(ctx.user, await ctx.ownBoardIds(), defense.board_id)) {
    throw fail.notFound("Защита не найдена.");
  }
  return defense;
}
