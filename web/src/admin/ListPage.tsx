import type { ReactNode } from "react";
import { Link } from "../components/Link.tsx";
import type { ListState } from "./listState.ts";
import { Pagination } from "./Pagination.tsx";
import { SortHeader } from "./SortHeader.tsx";

/** A list searched, sorted and paged through the URL (admin/listRoute.ts), as its page shows it. */
export interface PagedList<S extends string = string> {
  state: ListState<S>;
  /** The next page is loading. */
  busy: boolean;
  /** Rows matching the search (or, when `totalExact` is false, how many the server counted). */
  total: number;
  totalExact?: boolean;
}

/**
 * A desk list page: the heading with its «Создать …» button, the list's tools (search,
 * filters), then the table of `rows` (`children`: its head and body) or, for no rows, what to
 * say instead, and for a paged list its pager.
 * @param empty what to say for no rows: `none` when nothing exists; with a search, «Ничего не
 *   найдено.»; in the archive, `archived`
 */
export function ListPage({
  heading,
  create,
  tools,
  intro,
  shown,
  list,
  empty,
  children,
}: {
  heading: string;
  create?: { to: string; label: string } | null;
  /** The search box and filters, for a list searched in the URL. */
  tools?: ReactNode;
  /** A line under the tools. */
  intro?: ReactNode;
  /** How many rows this page shows. */
  shown: number;
  /** The paging, for a list paged in the URL; null for a list shown whole. */
  list: PagedList | null;
  empty: { none: string; archived?: string };
  children: ReactNode;
}) {
  const state = list?.state;
  const nothing =
    shown === 0 && (state?.page ?? 1) === 1
      ? state?.search
        ? "Ничего не найдено."
        : state?.archived && empty.archived
          ? empty.archived
          : empty.none
      : null;
  return (
    <section className="page">
      <div className="page-head">
        <h1>{heading}</h1>
        {create && (
          <Link to={create.to} className="button button--primary">
            {create.label}
          </Link>
        )}
      </div>
      {tools && <div className="list-tools">{tools}</div>}
      {intro}
      {nothing ? (
        <p className="muted">{nothing}</p>
      ) : (
        <div className="table-wrap" aria-busy={list?.busy ?? false}>
          <table className="table">{children}</table>
        </div>
      )}
      {list && (
        <Pagination page={list.state.page} total={list.total} totalExact={list.totalExact} shown={shown} />
      )}
    </section>
  );
}

/**
 * A column's header: sortable (SortHeader) in a list sorted through the URL by `sortKey`, a
 * plain header otherwise.
 */
export function ColumnHeader<S extends string>({
  label,
  sortKey,
  list,
  firstDirection,
  className,
}: {
  label: string;
  sortKey?: S;
  list: PagedList<S> | null;
  firstDirection?: "ASC" | "DESC";
  className?: string;
}) {
  if (list && sortKey)
    return (
      <SortHeader
        label={label}
        sortKey={sortKey}
        state={list.state}
        firstDirection={firstDirection}
        className={className}
      />
    );
  return (
    <th scope="col" className={className}>
      {label}
    </th>
  );
}
