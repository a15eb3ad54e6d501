import { graphql } from "../../../../__generated__";
import type { DefenseSort } from "../../../../__generated__/graphql";
import { ArchiveTabs } from "../../../../admin/FilterTabs.tsx";
import { ListSearch } from "../../../../admin/ListSearch.tsx";
import { listRoute, sortedListVariables } from "../../../../admin/listRoute.ts";
import type { ListSpec } from "../../../../admin/listState.ts";
import { Pagination } from "../../../../admin/Pagination.tsx";
import { SortHeader } from "../../../../admin/SortHeader.tsx";
import { Link } from "../../../../components/Link.tsx";
import { formatDateTime, truncate } from "../../../../lib/format.ts";
import { pollStatusLabel } from "../../../../lib/labels.ts";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";

const AdminDefensesQuery = graphql(`
  query AdminDefenses(
    $search: String
    $archived: Boolean
    $sort: DefenseSort
    $direction: SortDirection
    $offset: Int
    $limit: Int
  ) {
    adminDefenses(
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
        candidate
        thesisTitle
        defenseAt
        archived
        board {
          id
          code
        }
        specialty {
          code
          name
        }
        resultPolls {
          status
          participants
          voted
        }
      }
    }
  }
`);

const spec: ListSpec<DefenseSort> = {
  sorts: ["DEFENSE_AT", "CANDIDATE", "BOARD_CODE", "CREATED_AT"],
  sort: "DEFENSE_AT",
  direction: "DESC",
};

const list = listRoute(AdminDefensesQuery, spec, sortedListVariables);
/** Loads the page of defenses the URL asks for (`?search=&sort=&direction=&page=&archived=1`). */
export const adminDefensesLoader = list.loader;

/** `/desk/admin/defenses`: defenses (newest first by default) with search, sorting, pages and the archive. */
export function AdminDefensesPage() {
  useDocumentTitle("Защиты");
  const { state, data, busy } = list.useList();
  const defenses = data?.adminDefenses.items ?? [];
  const total = data?.adminDefenses.total ?? 0;
  const totalExact = data?.adminDefenses.totalExact ?? true;
  return (
    <section className="page">
      <div className="page-head">
        <h1>Защиты</h1>
        <Link to="/desk/admin/defenses/new" className="button button--primary">
          Назначить защиту
        </Link>
      </div>
      <div className="list-tools">
        <ListSearch search={state.search} hint="По соискателю, теме диссертации или шифру совета." />
        <ArchiveTabs archived={state.archived} />
      </div>
      {defenses.length === 0 && state.page === 1 ? (
        <p className="muted">
          {state.search ? "Ничего не найдено." : state.archived ? "В архиве защит нет." : "Защит пока нет."}
        </p>
      ) : (
        <div className="table-wrap" aria-busy={busy}>
          <table className="table">
            <thead>
              <tr>
                <SortHeader label="Дата" sortKey="DEFENSE_AT" state={state} firstDirection="DESC" />
                <SortHeader label="Соискатель" sortKey="CANDIDATE" state={state} />
                <th scope="col">Тема</th>
                <SortHeader label="Совет" sortKey="BOARD_CODE" state={state} />
                <th scope="col">Специальность</th>
                <th scope="col">Голосование</th>
              </tr>
            </thead>
            <tbody>
              {defenses.map((d) => (
                <tr key={d.id}>
                  <td className="nowrap">{formatDateTime(d.defenseAt)}</td>
                  <td>
                    <Link to={`/desk/admin/defenses/${d.id}`}>{d.candidate}</Link>
                  </td>
                  <td title={d.thesisTitle}>{truncate(d.thesisTitle, 120)}</td>
                  <td className="nowrap">
                    <Link to={`/desk/admin/boards/${d.board.id}`}>{d.board.code}</Link>
                  </td>
                  <td className="nowrap" title={d.specialty.name}>
                    {d.specialty.code}
                  </td>
                  <td>
                    {pollStatusLabel[d.resultPolls.status]}
                    {d.resultPolls.status !== "DRAFT" && (
                      <span className="muted">
                        {" "}
                        ({d.resultPolls.voted} из {d.resultPolls.participants})
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={state.page} total={total} totalExact={totalExact} shown={defenses.length} />
    </section>
  );
}
