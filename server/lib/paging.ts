import { type SelectQueryBuilder, sql } from "kysely";
import type { Database, Db } from "./database.ts";
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

/**
 * Counts the rows of `query` (its WHERE, without ORDER/LIMIT) up to the next multiple of
 * {@link COUNT_AHEAD} past the page's end: the first page of «ов» over 30 000 defenses reads
 * 1 001 rows, not all of them, while every page the list can reach (offset ≤ 10 000) still
 * knows whether a next one exists. One statement.
 */
export async function countMatches(
  db: Db,
  // biome-ignore lint/suspicious/noExplicitAny: any list's filtered query
  query: SelectQueryBuilder<Database, any, object>,
  window: { offset: number; limit: number },
): Promise<ListTotal> {
  const cap = countCap(window);
  const { n } = await db
    .selectFrom(
      query
        .select(sql<number>`1`.as("one"))
        .limit(cap + 1)
        .as("matches"),
    )
    .select(sql<number>`count(*)::int`.as("n"))
    .executeTakeFirstOrThrow();
  return n > cap ? { total: cap, totalExact: false } : { total: n, totalExact: true };
}
