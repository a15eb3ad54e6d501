import { useQuery } from "@apollo/client/react";
import dayjs from "dayjs";
import { Link } from "react-router";
import { graphql } from "../../../__generated__";
import { loadQuery } from "../../../apollo/loadQuery.ts";
import { formatDateTime, fromNow } from "../../../lib/format.ts";
import { pollStatusLabel } from "../../../lib/labels.ts";
import { useDocumentTitle } from "../../../lib/useDocumentTitle.ts";

/** How many upcoming defenses the home page lists. */
const UPCOMING_LIMIT = 5;

const SecretarHomeQuery = graphql(`
  query SecretarHome {
    secretarDefenses {
      id
      candidate
      defenseAt
      place
      board {
        id
        code
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
export async function secretarHomeLoader(): Promise<null> {
  await loadQuery(SecretarHomeQuery, {});
  return null;
}

/** `/desk/secretar`: the next defenses (soonest first) and the way to all defenses and councils. */
export function SecretarHomePage() {
  useDocumentTitle("Кабинет ученого секретаря");
  const { data } = useQuery(SecretarHomeQuery);
  const today = dayjs().startOf("day");
  const upcoming = (data?.secretarDefenses ?? [])
    .filter((d) => !dayjs(d.defenseAt).isBefore(today))
    .slice(0, UPCOMING_LIMIT);
  return (
    <section className="page">
      <h1>Кабинет ученого секретаря</h1>
      <h2>Ближайшие защиты</h2>
      {upcoming.length === 0 ? (
        <p className="muted">Ближайших защит нет.</p>
      ) : (
        <ul className="cards">
          {upcoming.map((d) => (
            <li key={d.id} className="card">
              <Link to={`/desk/secretar/defenses/${d.id}`} className="card__title">
                {d.candidate}
              </Link>
              <p>
                {formatDateTime(d.defenseAt)} <span className="muted">({fromNow(d.defenseAt)})</span>
              </p>
              <p className="muted">
                Совет {d.board.code}
                {d.place ? `, ${d.place}` : ""}
              </p>
              <p>
                <span className={`badge badge--${d.resultPolls.status.toLowerCase()}`}>
                  {pollStatusLabel[d.resultPolls.status]}
                </span>
                {d.resultPolls.status !== "DRAFT" && (
                  <span className="muted">
                    {" "}
                    проголосовали {d.resultPolls.voted} из {d.resultPolls.participants}
                  </span>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      <div className="actions">
        <Link to="/desk/secretar/defenses" className="button button--primary">
          Все защиты
        </Link>
        <Link to="/desk/secretar/boards" className="button button--ghost">
          Мои советы
        </Link>
      </div>
    </section>
  );
}
