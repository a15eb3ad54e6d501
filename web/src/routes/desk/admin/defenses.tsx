import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../__generated__";
import { loadQuery } from "../../../apollo/loadQuery.ts";
import { formatDateTime, truncate } from "../../../lib/format.ts";
import { pollStatusLabel } from "../../../lib/labels.ts";
import { useDocumentTitle } from "../../../lib/useDocumentTitle.ts";

const AdminDefensesQuery = graphql(`
  query AdminDefenses {
    adminDefenses {
      id
      candidate
      thesisTitle
      defenseAt
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
`);

/** Loads all defenses before the page renders. */
export async function adminDefensesLoader(): Promise<null> {
  await loadQuery(AdminDefensesQuery, {});
  return null;
}

/** `/desk/admin/defenses`: every defense, newest first, with its vote's state. */
export function AdminDefensesPage() {
  useDocumentTitle("Защиты");
  const { data } = useQuery(AdminDefensesQuery);
  const defenses = data?.adminDefenses ?? [];
  return (
    <section className="page">
      <h1>Защиты</h1>
      {defenses.length === 0 ? (
        <p className="muted">Защит пока нет.</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Дата</th>
                <th scope="col">Соискатель</th>
                <th scope="col">Тема</th>
                <th scope="col">Совет</th>
                <th scope="col">Специальность</th>
                <th scope="col">Голосование</th>
              </tr>
            </thead>
            <tbody>
              {defenses.map((d) => (
                <tr key={d.id}>
                  <td className="nowrap">{formatDateTime(d.defenseAt)}</td>
                  <td>{d.candidate}</td>
                  <td title={d.thesisTitle}>{truncate(d.thesisTitle, 120)}</td>
                  <td className="nowrap">{d.board.code}</td>
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
    </section>
  );
}
