import { page } from "./fields.ts";
import { parseInput } from "./validation.ts";

/** Validated paging arguments. @throws AppError BAD_USER_INPUT past the bounds */
export function pageArgs(args: { offset?: number | null; limit?: number | null }): {
  offset: number;
  limit: number;
} {
  return parseInput(page, { offset: args.offset ?? undefined, limit: args.limit ?? undefined });
}

/** How far past a page's end a list counts its matches, in rows (see {@link countMatches}). */
export const COUNT_AHEAD = 1000;

/**
 * A list's total: `total` rows match and `totalExact` is true, or more than `total` match
 * and `totalExact` is false (the count stopped there).
 */
export interface ListTotal {
  total: number;
  totalExact: boolean;
}

/** The most rows {@link countMatches} counts for a page: the next thousand past its end. */
export function countCap(window: { offset: number; limit: number }): number {
  return (Math.floor((window.offset + window.limit) / COUNT_AHEAD) + 1) * COUNT_AHEAD;
}
