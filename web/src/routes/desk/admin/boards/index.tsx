import { graphql } from "../../../../__generated__";
import type { BoardSort } from "../../../../__generated__/graphql";
import { ArchiveTabs } from "../../../../admin/FilterTabs.tsx";
import { ListSearch } from "../../../../admin/ListSearch.tsx";
import { listRoute, sortedListVariables } from "../../../../admin/listRoute.ts";
import type { ListSpec } from "../../../../admin/listState.ts";
import { Pagination } from "../../../../admin/Pagination.tsx";
import { SortHeader } from "../../../../admin/SortHeader.tsx";
import { Link } from "../../../../components/Link.tsx";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";

const AdminBoardsQuery = graphql(`
  query AdminBoards(
    $search: String
    $archived: Boolean
    $sort: BoardSort
    $direction: SortDirection
    $offset: Int
    $limit: Int
  ) {
    adminBoards(
      search: $search
      archived: $archived
      sort: $sort
      direction: $direction
      offset: $offset
      limit: $limit
    ) {
      total
      totalExact
      items {
        id
        code
        name
        organization
        memberCount
        archived
        specialties {
          code
          name
        }
      }
    }
  }
`);

const spec: ListSpec<BoardSort> = {
  sorts: ["CODE", "NAME", "ORGANIZATION", "CREATED_AT"],
  sort: "CODE",
  direction: "ASC",
};

const list = listRoute(AdminBoardsQuery, spec, sortedListVariables);
/** Loads the page of councils the URL asks for (`?search=&sort=&direction=&page=&archived=1`). */
export const adminBoardsLoader = list.loader;

/** `/desk/admin/boards`: councils with search, sortable columns, pages and the archive. */
export function AdminBoardsPage() {
  useDocumentTitle("Советы");
  const { state, data, busy } = list.useList();
  const boards = data?.adminBoards.items ?? [];
  const total = data?.adminBoards.total ?? 0;
  const totalExact = data?.adminBoards.totalExact ?? true;
  return (
    <section className="page">
      <div className="page-head">
        <h1>Диссертационные советы</h1>
        <Link to="/desk/admin/boards/new" className="button button--primary">
          Создать совет
        </Link>
      </div>
      <div className="list-tools">
        <ListSearch search={state.search} hint="По шифру, названию или организации." />
        <ArchiveTabs archived={state.archived} />
      </div>
      {boards.length === 0 && state.page === 1 ? (
        <p className="muted">
          {state.search
            ? "Ничего не найдено."
            : state.archived
              ? "В архиве советов нет."
              : "Советов пока нет."}
        </p>
      ) : (
        <div className="table-wrap" aria-busy={busy}>
          <table className="table">
            <thead>
              <tr>
                <SortHeader label="Шифр" sortKey="CODE" state={state} />
                <SortHeader label="Название" sortKey="NAME" state={state} />
                <SortHeader label="Организация" sortKey="ORGANIZATION" state={state} />
                <th scope="col">Специальности</th>
                <th scope="col" className="num">
                  Членов
                </th>
              </tr>
            </thead>
            <tbody>
              {boards.map((board) => (
                <tr key={board.id}>
                  <td className="nowrap">
                    <Link to={`/desk/admin/boards/${board.id}`}>{board.code}</Link>
                  </td>
                  <td>{board.name}</td>
                  <td>{board.organization}</td>
                  <td>
                    {board.specialties.map((s) => (
                      <div key={s.code}>
                        {s.code} {s.name}
                      </div>
                    ))}
                  </td>
                  <td className="num">{board.memberCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={state.page} total={total} totalExact={totalExact} shown={boards.length} />
    </section>
  );
}
