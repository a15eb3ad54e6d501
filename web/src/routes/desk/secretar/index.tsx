import { useQuery } from "@apollo/client/react";
import type { LoaderFunctionArgs } from "react-router";
import { graphql } from "../../../__generated__";
import { loadQuery } from "../../../apollo/loadQuery.ts";
import { FromNow } from "../../../components/FromNow.tsx";
import { Link } from "../../../components/Link.tsx";
import { dayjs } from "../../../lib/dates.ts";
import { formatDateTime, truncate } from "../../../lib/format.ts";
import { pollStatusLabel } from "../../../lib/labels.ts";
import { useDocumentTitle } from "../../../lib/useDocumentTitle.ts";

/** How many upcoming defenses the home page lists. */
const UPCOMING_LIMIT = 5;

const SecretarHomeQuery = graphql(`
  query SecretarHome {
    secretarDefenses {
      id
      candidate
      thesisTitle
      defenseAt
      place
      archived
      board {
        id
        code
      }
      resultPolls {
        status
        participants
        voted
        deadline
      }
      invites {
        member {
          id
          fio
        }
        delivery
        attempts
        sendError
        voted
      }
    }
  }
`);

/** Loads the secretary's defenses before the page renders. */
export async function secretarHomeLoader({ context }: LoaderFunctionArgs): Promise<null> {
  await loadQuery(context, SecretarHomeQuery, {});
  return null;
}

/**
 * `/desk/secretar`: what needs attention: invites that could not be delivered, votes in
 * progress with their turnout, and the next defenses (soonest first).
 */
export function SecretarHomePage() {
  useDocumentTitle("Кабинет ученого секретаря");
  const { data } = useQuery(SecretarHomeQuery);
  const today = dayjs().startOf("day");
  const defenses = (data?.secretarDefenses ?? []).filter((d) => !d.archived);
  const upcoming = defenses.filter((d) => !dayjs(d.defenseAt).isBefore(today)).slice(0, UPCOMING_LIMIT);
  const open = defenses.filter((d) => d.resultPolls.status === "OPEN");
  const failed = open.flatMap((d) =>
    d.invites.filter((i) => i.delivery === "FAILED" && !i.voted).map((invite) => ({ defense: d, invite })),
  );
  return (
    <section className="page">
      <h1>Кабинет ученого секретаря</h1>

      {failed.length > 0 && (
        <section className="attention" aria-labelledby="failed-title">
          <h2 id="failed-title">Письма не доставлены ({failed.length})</h2>
          <p className="muted small">
            Повторная отправка идет сама; если адрес неверен, исправьте его в составе совета и отправьте
            ссылку заново на странице защиты.
          </p>
          <ul className="plain-list">
            {failed.map(({ defense, invite }) => (
              <li key={`${defense.id}-${invite.member.id}`}>
                <strong>{invite.member.fio}</strong> —{" "}
                <Link to={`/desk/secretar/defenses/${defense.id}`}>защита: {defense.candidate}</Link>
                <div className="text-error small">
                  {invite.sendError ?? "ошибка отправки"} (попыток: {invite.attempts})
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      <h2>Идет голосование</h2>
      {open.length === 0 ? (
        <p className="muted">Открытых голосований нет.</p>
      ) : (
        <ul className="cards">
          {open.map((d) => (
            <li key={d.id} className="card">
              <Link to={`/desk/secretar/defenses/${d.id}`} className="card__title">
                {d.candidate}
              </Link>
              <p>
                проголосовали {d.resultPolls.voted} из {d.resultPolls.participants}
              </p>
              <p className="muted">
                Совет {d.board.code}
                {d.resultPolls.deadline ? `, до ${formatDateTime(d.resultPolls.deadline)}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}

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
              <p className="small">{truncate(d.thesisTitle)}</p>
              <p>
                {formatDateTime(d.defenseAt)}{" "}
                <span className="muted">
                  (<FromNow value={d.defenseAt} />)
                </span>
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
        <Link to="/desk/secretar/defenses/new" className="button button--primary">
          Назначить защиту
        </Link>
        <Link to="/desk/secretar/defenses" className="button button--ghost">
          Все защиты
        </Link>
        <Link to="/desk/secretar/boards" className="button button--ghost">
          Мои советы
        </Link>
      </div>
    </section>
  );
}
