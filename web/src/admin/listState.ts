import { useCallback } from "react";
import { useLocation } from "react-router";
import type { SortDirection } from "../__generated__/graphql";

/** Rows per page of the admin lists. */
export const PAGE_SIZE = 25;
/** The server pages no further than this offset (search narrows the list instead). */
const MAX_OFFSET = 10_000;

/** A list's search, sort, page and archive filter, as kept in the URL's query string. */
export interface ListState<S extends string = string> {
  /** Trimmed search text; "" for none. */
  search: string;
  sort: S;
  direction: SortDirection;
  /** Page number, from 1. */
  page: number;
  /** Whether the archive is shown instead of the current rows. */
  archived: boolean;
}

/** The sort keys a list accepts and its default order. */
export interface ListSpec<S extends string> {
  sorts: readonly S[];
  sort: S;
  direction: SortDirection;
  pageSize?: number;
}

/** The last page number the server still serves for `pageSize` rows a page. */
export function maxPage(pageSize: number = PAGE_SIZE): number {
  return Math.floor(MAX_OFFSET / pageSize) + 1;
}

/**
 * Reads `?search=&sort=&direction=&page=&archived=` (sort and direction in lowercase, e.g.
 * `sort=defense_at&direction=desc`); anything unknown or out of range falls back to the default.
 */
export function readListState<S extends string>(params: URLSearchParams, spec: ListSpec<S>): ListState<S> {
  const sortParam = (params.get("sort") ?? "").toUpperCase();
  const sort = (spec.sorts as readonly string[]).includes(sortParam) ? (sortParam as S) : spec.sort;
  const directionParam = (params.get("direction") ?? "").toUpperCase();
  const direction: SortDirection =
    directionParam === "ASC" || directionParam === "DESC" ? directionParam : spec.direction;
  const pageParam = Number(params.get("page") ?? "1");
  const page = Number.isInteger(pageParam) ? Math.min(Math.max(pageParam, 1), maxPage(spec.pageSize)) : 1;
  return {
    search: (params.get("search") ?? "").trim().slice(0, 200),
    sort,
    direction,
    page,
    archived: params.get("archived") === "1",
  };
}

/** `offset` and `limit` of a page number. */
export function pageWindow(page: number, pageSize: number = PAGE_SIZE): { offset: number; limit: number } {
  return { offset: (page - 1) * pageSize, limit: pageSize };
}

/** Query-string changes: a value sets the parameter, null or "" removes it. */
export type ParamChanges = Record<string, string | number | null | undefined>;

/** `params` with `changes` applied, as `?a=b` (or "" when nothing is left). */
export function searchWith(params: URLSearchParams, changes: ParamChanges): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") next.delete(key);
    else next.set(key, String(value));
  }
  const text = next.toString();
  return text ? `?${text}` : "";
}

/** A function giving the current page's address with query-string changes applied (for links). */
export function useListHref(): (changes: ParamChanges) => string {
  const { pathname, search } = useLocation();
  return useCallback(
    (changes: ParamChanges) => `${pathname}${searchWith(new URLSearchParams(search), changes)}`,
    [pathname, search],
  );
}
