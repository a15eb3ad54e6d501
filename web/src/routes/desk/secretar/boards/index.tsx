import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../__generated__";
import { loadQuery } from "../../../../apollo/loadQuery.ts";
import { Link } from "../../../../components/Link.tsx";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";

const SecretarBoardsQuery = graphql(`
  query SecretarBoards {
    secretarBoards {
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

/** Loads the secretary's councils before the page renders. */
export async function secretarBoardsLoader(): Promise<null> {
  await loadQuery(SecretarBoardsQuery, {});
  return null;
}

/** `/desk/secretar/boards`: the councils this secretary runs. */
export function SecretarBoardsPage() {
  useDocumentTitle("Мои советы");
  const { data } = useQuery(SecretarBoardsQuery);
  const boards = data?.secretarBoards ?? [];
  return (
    <section className="page">
      <h1>Мои советы</h1>
      {boards.length === 0 ? (
        <p className="muted">Вы пока не ведете ни одного совета.</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Шифр</th>
                <th scope="col">Название</th>
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
                    <Link to={`/desk/secretar/boards/${board.id}`}>{board.code}</Link>
                  </td>
                  <td>
                    {board.name}
                    <div className="muted small">{board.organization}</div>
                  </td>
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
