import { useQuery } from "@apollo/client/react";
import type { ReactNode } from "react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { graphql } from "../../../__generated__";
import { loadQuery } from "../../../apollo/loadQuery.ts";
import { Link } from "../../../components/Link.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { useDocumentTitle } from "../../../lib/useDocumentTitle.ts";

const AdminHomeQuery = graphql(`
  query AdminHome($now: String!) {
    boards: adminBoards(limit: 1) {
      total
    }
    secretars: adminSecretars(limit: 1) {
      total
    }
    users: adminUsers(limit: 1) {
      total
    }
    upcoming: adminDefenses(from: $now, sort: DEFENSE_AT, direction: ASC, limit: 5) {
      total
      items {
        id
        candidate
        defenseAt
        board {
          id
          code
        }
      }
    }
  }
`);

/** Loads the counts and the next defenses; `now` is fixed here so the page reads the same cache entry. */
export async function adminHomeLoader({ context }: LoaderFunctionArgs) {
  const variables = { now: new Date().toISOString() };
  await loadQuery(context, AdminHomeQuery, variables);
  return { variables };
}

/** `/desk/admin`: the admin area's home: its sections with counts, and the next defenses. */
export function AdminHomePage() {
  useDocumentTitle("Кабинет администратора");
  const { variables } = useLoaderData<typeof adminHomeLoader>();
  const { data } = useQuery(AdminHomeQuery, { variables });
  const upcoming = data?.upcoming.items ?? [];
  return (
    <section className="page">
      <h1>Кабинет администратора</h1>
      <ul className="tiles">
        <Tile to="/desk/admin/boards" title="Диссертационные советы" count={data?.boards.total}>
          Шифры, организации, специальности и составы; создание и архив.
        </Tile>
        <Tile to="/desk/admin/defenses" title="Защиты" count={data?.upcoming.total} countLabel="предстоит">
          Все защиты, их данные и состояние голосования.
        </Tile>
        <Tile to="/desk/admin/secretaries" title="Ученые секретари" count={data?.secretars.total}>
          Кто из сотрудников ведет какие советы.
        </Tile>
        <Tile to="/desk/admin/users" title="Пользователи" count={data?.users.total}>
          Учетные записи, роли и доступ.
        </Tile>
        <Tile to="/desk/admin/audit" title="Журнал изменений">
          Кто, что и когда изменил; выгрузка в CSV.
        </Tile>
      </ul>
      <h2>Ближайшие защиты</h2>
      {upcoming.length === 0 ? (
        <p className="muted">Ближайших защит нет.</p>
      ) : (
        <ul className="plain-list">
          {upcoming.map((d) => (
            <li key={d.id}>
              <span className="nowrap">{formatDateTime(d.defenseAt)}</span> —{" "}
              <Link to={`/desk/admin/defenses/${d.id}`}>{d.candidate}</Link>{" "}
              <span className="muted">(совет {d.board.code})</span>
            </li>
          ))}
        </ul>
      )}
      <div className="actions">
        <Link to="/desk/admin/boards/new" className="button">
          Создать совет
        </Link>
        <Link to="/desk/admin/defenses/new" className="button">
          Назначить защиту
        </Link>
        <Link to="/desk/admin/users/new" className="button">
          Создать учетную запись
        </Link>
      </div>
    </section>
  );
}

/** A section of the admin area, with its count when known. */
function Tile({
  to,
  title,
  count,
  countLabel = "всего",
  children,
}: {
  to: string;
  title: string;
  count?: number;
  countLabel?: string;
  children: ReactNode;
}) {
  return (
    <li>
      <Link to={to} className="tile">
        <span className="tile__title">{title}</span>
        {count !== undefined && (
          <span className="tile__count">
            {countLabel}: {count}
          </span>
        )}
        <span className="tile__text">{children}</span>
      </Link>
    </li>
  );
}
