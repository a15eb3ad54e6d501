import type { ReactNode } from "react";
import type { SortDirection } from "../__generated__/graphql";
import { Link } from "../components/Link.tsx";
import { type ListState, useListHref } from "./listState.ts";

/**
 * A sortable column header: `aria-sort` tells the current order, the link sorts by this column
 * (again: the other way round), back on page 1.
 */
export function SortHeader<S extends string>({
  label,
  sortKey,
  state,
  firstDirection = "ASC",
  className,
}: {
  label: ReactNode;
  sortKey: S;
  state: ListState<S>;
  /** The order of the first click, e.g. DESC for dates (newest first). */
  firstDirection?: SortDirection;
  className?: string;
}) {
  const href = useListHref();
  const active = state.sort === sortKey;
  const next: SortDirection = active ? (state.direction === "ASC" ? "DESC" : "ASC") : firstDirection;
  const ariaSort = active ? (state.direction === "ASC" ? "ascending" : "descending") : "none";
  return (
    <th scope="col" aria-sort={ariaSort} className={className}>
      <Link
        to={href({ sort: sortKey.toLowerCase(), direction: next.toLowerCase(), page: null })}
        className="sort-link"
      >
        {label}
        <span aria-hidden="true" className="sort-link__mark">
          {active ? (state.direction === "ASC" ? "▲" : "▼") : "↕"}
        </span>
      </Link>
    </th>
  );
}
