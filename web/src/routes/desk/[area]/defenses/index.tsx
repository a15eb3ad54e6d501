import { graphql } from "../../../../__generated__";
import type { DefenseRow_DefenseFragment, DefenseSort } from "../../../../__generated__/graphql";
import { type AreaList, pagedAreaList, wholeAreaList } from "../../../../admin/areaList.ts";
import { ArchiveTabs } from "../../../../admin/FilterTabs.tsx";
import { ColumnHeader, ListPage } from "../../../../admin/ListPage.tsx";
import { ListSearch } from "../../../../admin/ListSearch.tsx";
import type { ListSpec } from "../../../../admin/listState.ts";
import { Link } from "../../../../components/Link.tsx";
import { type DeskArea, deskAreas, eachArea } from "../../../../layouts/deskAreas.ts";
import { formatDateTime, truncate } from "../../../../lib/format.ts";
import { pollStatusLabel } from "../../../../lib/labels.ts";
import type { RouteModule } from "../../../../lib/route.ts";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";

/** A defense as its row in the list shows it. */
export const DefenseRow_defense = graphql(`
  fragment DefenseRow_defense on Defense {
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
`);

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
        ...DefenseRow_defense
      }
    }
  }
`);

const SecretarDefensesQuery = graphql(`
  query SecretarDefenses {
    secretarDefenses {
      ...DefenseRow_defense
    }
  }
`);

/** Each area's list: the admin's of every defense (paged), the secretary's of their councils' (whole, soonest first). */
const areaLists: Record<DeskArea, AreaList<DefenseRow_DefenseFragment, DefenseSort>> = {
  // Newest first unless the URL sorts them otherwise.
  admin: pagedAreaList(
    AdminDefensesQuery,
    {
      sorts: ["DEFENSE_AT", "CANDIDATE", "BOARD_CODE", "CREATED_AT"],
      sort: "DEFENSE_AT",
      direction: "DESC",
    } satisfies ListSpec<DefenseSort>,
    (data) => data.adminDefenses,
  ),
  secretar: wholeAreaList(SecretarDefensesQuery, (data) => data.secretarDefenses),
};

/**
 * `/desk/<area>/defenses`: the defenses the area sees, «Назначить защиту» above them; the
 * admin's list (`?search=&sort=&direction=&page=&archived=1`) with search, sorting, pages and
 * the archive.
 */
function defenseList(area: DeskArea): RouteModule {
  const { loader, useList } = areaLists[area];
  const { home } = deskAreas[area];
  function DefensesPage() {
    useDocumentTitle("Защиты");
    const { rows, list } = useList();
    return (
      <ListPage
        heading="Защиты"
        create={{ to: `${home}/defenses/new`, label: "Назначить защиту" }}
        tools={
          list && (
            <>
              <ListSearch
                search={list.state.search}
                hint="По соискателю, теме диссертации или шифру совета."
              />
              <ArchiveTabs archived={list.state.archived} />
            </>
          )
        }
        shown={rows.length}
        list={list}
        empty={{ none: "Защит пока нет.", archived: "В архиве защит нет." }}
      >
        <thead>
          <tr>
            <ColumnHeader label="Дата" sortKey="DEFENSE_AT" list={list} firstDirection="DESC" />
            <ColumnHeader label="Соискатель" sortKey="CANDIDATE" list={list} />
            <ColumnHeader label="Тема диссертации" list={list} />
            <ColumnHeader label="Совет" sortKey="BOARD_CODE" list={list} />
            <ColumnHeader label="Голосование" list={list} />
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d.id}>
              <td className="nowrap">{formatDateTime(d.defenseAt)}</td>
              <td>
                <Link to={`${home}/defenses/${d.id}`}>{d.candidate}</Link>
                {d.archived && <div className="muted small">в архиве</div>}
              </td>
              <td title={d.thesisTitle}>
                {truncate(d.thesisTitle, 120)}
                <div className="muted small">
                  {d.specialty.code} {d.specialty.name}
                </div>
              </td>
              <td className="nowrap">
                <Link to={`${home}/boards/${d.board.id}`}>{d.board.code}</Link>
              </td>
              <td>
                <span className={`badge badge--${d.resultPolls.status.toLowerCase()}`}>
                  {pollStatusLabel[d.resultPolls.status]}
                </span>
                {d.resultPolls.status !== "DRAFT" && (
                  <div className="muted small">
                    проголосовали {d.resultPolls.voted} из {d.resultPolls.participants}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </ListPage>
    );
  }
  return { loader, Component: DefensesPage };
}

export const defenseListPages = eachArea(defenseList);
