import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../__generated__";
import { loadQuery } from "../../../../apollo/loadQuery.ts";
import { Link } from "../../../../components/Link.tsx";
import { formatDateTime, truncate } from "../../../../lib/format.ts";
import { pollStatusLabel } from "../../../../lib/labels.ts";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";

const SecretarDefensesQuery = graphql(`
  query SecretarDefenses {
    secretarDefenses {
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
`);

/** Loads the secretary's defenses before the page renders. */
export async function secretarDefensesLoader(): Promise<null> {
  await loadQuery(SecretarDefensesQuery, {});
  return null;
}

/** `/desk/secretar/defenses`: the defenses of the secretary's councils, soonest first. */
export function SecretarDefensesPage() {
  useDocumentTitle("Защиты");
  const { data } = useQuery(SecretarDefensesQuery);
  const defenses = data?.secretarDefenses ?? [];
  return (
    <section className="page">
      <div className="page-head">
        <h1>Защиты</h1>
        <Link to="/desk/secretar/defenses/new" className="button button--primary">
          Назначить защиту
        </Link>
      </div>
      {defenses.length === 0 ? (
        <p className="muted">Защит пока нет.</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Дата</th>
                <th scope="col">Соискатель</th>
                <th scope="col">Тема диссертации</th>
                <th scope="col">Совет</th>
                <th scope="col">Голосование</th>
              </tr>
            </thead>
            <tbody>
              {defenses.map((d) => (
                <tr key={d.id}>
                  <td className="nowrap">{formatDateTime(d.defenseAt)}</td>
                  <td>
                    <Link to={`/desk/secretar/defenses/${d.id}`}>{d.candidate}</Link>
                    {d.archived && <div className="muted small">в архиве</div>}
                  </td>
                  <td title={d.thesisTitle}>
                    {truncate(d.thesisTitle, 120)}
                    <div className="muted small">
                      {d.specialty.code} {d.specialty.name}
                    </div>
                  </td>
                  <td className="nowrap">{d.board.code}</td>
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
          </table>
        </div>
      )}
    </section>
  );
}
