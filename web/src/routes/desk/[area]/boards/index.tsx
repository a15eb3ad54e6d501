import { graphql } from "../../../../__generated__";
import type { BoardRow_BoardFragment, BoardSort } from "../../../../__generated__/graphql";
import { type AreaList, pagedAreaList, wholeAreaList } from "../../../../admin/areaList.ts";
import { ArchiveTabs } from "../../../../admin/FilterTabs.tsx";
import { ColumnHeader, ListPage } from "../../../../admin/ListPage.tsx";
import { ListSearch } from "../../../../admin/ListSearch.tsx";
import type { ListSpec } from "../../../../admin/listState.ts";
import { Link } from "../../../../components/Link.tsx";
import { type DeskArea, deskAreas, eachArea } from "../../../../layouts/deskAreas.ts";
import type { RouteModule } from "../../../../lib/route.ts";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";

/** A council as its row in the list shows it. */
export const BoardRow_board = graphql(`
  fragment BoardRow_board on Board {
    id
    code
    name
    organization
    memberCount
    specialties {
      code
      name
    }
  }
`);

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
        ...BoardRow_board
        archived
      }
    }
  }
`);

const SecretarBoardsQuery = graphql(`
  query SecretarBoards {
    secretarBoards {
      ...BoardRow_board
    }
  }
`);

/** How one area lists its councils, and the words of its page. */
interface BoardAreaList extends AreaList<BoardRow_BoardFragment, BoardSort> {
  /** The page's title and heading. */
  title: string;
  heading: string;
  /** «Создать совет», for the area that creates councils. */
  create: { to: string; label: string } | null;
  /** What the list says when there is no council. */
  none: string;
}

/** Each area's list: the admin's of every council (paged, with the archive), the secretary's of their own. */
const areaLists: Record<DeskArea, BoardAreaList> = {
  admin: {
    ...pagedAreaList(
      AdminBoardsQuery,
      {
        sorts: ["CODE", "NAME", "ORGANIZATION", "CREATED_AT"],
        sort: "CODE",
        direction: "ASC",
      } satisfies ListSpec<BoardSort>,
      (data) => data.adminBoards,
    ),
    title: "Советы",
    heading: "Диссертационные советы",
    create: { to: "/desk/admin/boards/new", label: "Создать совет" },
    none: "Советов пока нет.",
  },
  secretar: {
    ...wholeAreaList(SecretarBoardsQuery, (data) => data.secretarBoards),
    title: "Мои советы",
    heading: "Мои советы",
    create: null,
    none: "Вы пока не ведете ни одного совета.",
  },
};

/**
 * `/desk/<area>/boards`: the councils the area sees (the admin's every council, with search,
 * sortable columns, pages and the archive: `?search=&sort=&direction=&page=&archived=1`; the
 * secretary's those they run).
 */
function boardList(area: DeskArea): RouteModule {
  const { loader, useList, title, heading, create, none } = areaLists[area];
  const { home } = deskAreas[area];
  function BoardsPage() {
    useDocumentTitle(title);
    const { rows, list } = useList();
    return (
      <ListPage
        heading={heading}
        create={create}
        tools={
          list && (
            <>
              <ListSearch search={list.state.search} hint="По шифру, названию или организации." />
              <ArchiveTabs archived={list.state.archived} />
            </>
          )
        }
        shown={rows.length}
        list={list}
        empty={{ none, archived: "В архиве советов нет." }}
      >
        <thead>
          <tr>
            <ColumnHeader label="Шифр" sortKey="CODE" list={list} />
            <ColumnHeader label="Название" sortKey="NAME" list={list} />
            <ColumnHeader label="Организация" sortKey="ORGANIZATION" list={list} />
            <ColumnHeader label="Специальности" list={list} />
            <ColumnHeader label="Членов" list={list} className="num" />
          </tr>
        </thead>
        <tbody>
          {rows.map((board) => (
            <tr key={board.id}>
              <td className="nowrap">
                <Link to={`${home}/boards/${board.id}`}>{board.code}</Link>
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
      </ListPage>
    );
  }
  return { loader, Component: BoardsPage };
}

export const boardListPages = eachArea(boardList);
