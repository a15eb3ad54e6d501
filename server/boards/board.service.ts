import type { Context } from "../graphql/context.ts";
import { fail } from "../lib/errors.ts";
import { runsBoard } from "./board.policy.ts";
import { findAllBoards } from "./board.repository.ts";
import type { BoardRow } from "./board.table.ts";

/** All active councils (admin view). */
export function listAllBoards(ctx: Context): Promise<BoardRow[]> {
  return findAllBoards(ctx.db);
}

/** One council by id (admin view). @throws AppError NOT_FOUND */
export async function getBoard(ctx: Context, id: number): Promise<BoardRow> {
  const board = await ctx.loaders.board.load(id);
  if (!board) throw fail.notFound("Совет не найден.");
  return board;
}

/** The councils the signed-in secretary runs, ordered by code. */
export async function listOwnBoards(ctx: Context): Promise<BoardRow[]> {
  const rows = await ctx.loaders.board.loadMany(await ctx.ownBoardIds());
  return rows.filter((b): b is BoardRow => b !== undefined && !(b instanceof Error));
}

/** One council the signed-in secretary runs. @throws AppError NOT_FOUND for any other council. */
export async function getOwnBoard(ctx: Context, id: number): Promise<BoardRow> {
  if (!ctx.user || !runsBoard(ctx.user, await ctx.ownBoardIds(), id)) throw fail.notFound("Совет не найден.");
  return getBoard(ctx, id);
}
