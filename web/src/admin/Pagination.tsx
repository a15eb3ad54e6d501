import { Link } from "../components/Link.tsx";
import { formatCount } from "../lib/format.ts";
import { maxPage, PAGE_SIZE, useListHref } from "./listState.ts";

/**
 * «Назад» / «Показано 1–25 из N» (or «из более чем N» when the server stopped counting) /
 * «Вперед» under an admin list; the page number lives in the URL.
 */
export function Pagination({
  page,
  total,
  totalExact = true,
  shown,
  pageSize = PAGE_SIZE,
}: {
  page: number;
  /** Rows matching the filter, or, when `totalExact` is false, how many the server counted. */
  total: number;
  /** false: more than `total` rows match. */
  totalExact?: boolean;
  /** Rows on this page. */
  shown: number;
  pageSize?: number;
}) {
  const href = useListHref();
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  if (shown === 0) {
    return (
      <p className="pager">
        На этой странице ничего нет. <Link to={href({ page: null })}>К первой странице</Link>
      </p>
    );
  }
  const to = from + shown - 1;
  const hasNext = to < total && page < maxPage(pageSize);
  return (
    <nav className="pager" aria-label="Страницы списка">
      {page > 1 ? (
        <Link to={href({ page: page > 2 ? page - 1 : null })} className="button button--ghost" rel="prev">
          Назад
        </Link>
      ) : (
        <span className="button button--ghost" aria-disabled="true">
          Назад
        </span>
      )}
      <p className="pager__status">
        Показано {formatCount(from)}–{formatCount(to)} {totalExact ? "из" : "из более чем"}{" "}
        {formatCount(total)}
      </p>
      {hasNext ? (
        <Link to={href({ page: page + 1 })} className="button button--ghost" rel="next">
          Вперед
        </Link>
      ) : (
        <span className="button button--ghost" aria-disabled="true">
          Вперед
        </span>
      )}
    </nav>
  );
}
