import { type SelectQueryBuilder, sql } from "kysely";
import type { Database, Db } from "./database.ts";
import { countCap, type ListTotal } from "./paging.ts";

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
