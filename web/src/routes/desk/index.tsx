import { useQuery } from "@apollo/client/react";
import { graphql } from "../../__generated__";
import { hasRole, useMe } from "../../auth/session.ts";
import { Link } from "../../components/Link.tsx";
import { useDocumentTitle } from "../../lib/useDocumentTitle.ts";

const MailboxEnabledQuery = graphql(`
  query MailboxEnabled {
    demoMailbox {
      enabled
    }
  }
`);

/** `/desk`: who is signed in, the areas their roles open, and the demo mailbox when there is one. */
export function DeskPage() {
  useDocumentTitle("Кабинет");
  const me = useMe();
  const isAdmin = me ? hasRole(me, "ADMIN") : false;
  const isSecretar = me ? hasRole(me, "SECRETAR") : false;
  const mailbox = useQuery(MailboxEnabledQuery, { skip: !isAdmin && !isSecretar });
  if (!me) return null;
  return (
    <section className="page">
      <h1>Личный кабинет</h1>
      <div className="card profile">
        <p className="profile__name">{me.fio}</p>
        <p className="muted">{me.email}</p>
      </div>
      {isAdmin || isSecretar ? (
        <ul className="tiles">
          {isSecretar && (
            <li>
              <Link to="/desk/secretar" className="tile">
                <span className="tile__title">Кабинет ученого секретаря</span>
                <span className="tile__text">
                  Защиты, выбор членов совета, приглашения и итоги голосования.
                </span>
              </Link>
            </li>
          )}
          {isAdmin && (
            <li>
              <Link to="/desk/admin" className="tile">
                <span className="tile__title">Кабинет администратора</span>
                <span className="tile__text">Советы, защиты и ученые секретари.</span>
              </Link>
            </li>
          )}
          {mailbox.data?.demoMailbox.enabled && (
            <li>
              <Link to="/desk/mail" className="tile">
                <span className="tile__title">Почта демо-режима</span>
                <span className="tile__text">
                  Письма, которые приложение записало без почтового сервера: приглашения со ссылками.
                </span>
              </Link>
            </li>
          )}
        </ul>
      ) : (
        <p className="alert">
          У вашей учетной записи пока нет ролей. Чтобы работать с советами и защитами, обратитесь к
          администратору.
        </p>
      )}
    </section>
  );
}
