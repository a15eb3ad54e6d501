import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../__generated__";
import { loadQuery } from "../../../apollo/loadQuery.ts";
import { useDocumentTitle } from "../../../lib/useDocumentTitle.ts";

const AdminBoardsQuery = graphql(`
  query AdminBoards {
    adminBoards {
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
  }
`);

/** Loads all councils before the page renders. */
export async function adminBoardsLoader(): Promise<null> {
  await loadQuery(AdminBoardsQuery, {});
  return null;
}

/** `/desk/admin/boards`: every council with its specialties and size. */
export function AdminBoardsPage() {
  useDocumentTitle("Советы");
  const { data } = useQuery(AdminBoardsQuery);
  const boards = data?.adminBoards ?? [];
  return (
    <section className="page">
      <h1>Диссертационные советы</h1>
      {boards.length === 0 ? (
        <p className="muted">Советов пока нет.</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Шифр</th>
                <th scope="col">Название</th>
                <th scope="col">Организация</th>
                <th scope="col">Специальности</th>
                <th scope="col" className="num">
                  Членов
                </th>
              </tr>
            </thead>
            <tbody>
              {boards.map((board) => (
                <tr key={board.id}>
                  <td className="nowrap">{board.code}</td>
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
    </section>
  );
}
