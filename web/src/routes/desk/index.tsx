import { type LoaderFunctionArgs, redirect } from "react-router";
import { requireUser } from "../../auth/guards.ts";
import { Link } from "../../components/Link.tsx";
import { hasRole, useMe } from "../../lib/session.ts";
import { useDocumentTitle } from "../../lib/useDocumentTitle.ts";

/**
 * `/desk`: who is signed in and the areas their roles open. A user with one desk (admin or
 * secretary) is taken straight into it (see deskHomeLoader).
 */
export function DeskPage() {
  useDocumentTitle("Кабинет");
  const me = useMe();
  if (!me) return null;
  const isAdmin = hasRole(me, "ADMIN");
  const isSecretar = hasRole(me, "SECRETAR");
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

/** An admin or a secretary (not both) lands in their one desk; others see the desk's home. */
export async function deskHomeLoader({ context }: LoaderFunctionArgs): Promise<null> {
  const me = await requireUser(context);
  const isAdmin = hasRole(me, "ADMIN");
  const isSecretar = hasRole(me, "SECRETAR");
  if (isAdmin !== isSecretar) throw redirect(isAdmin ? "/desk/admin" : "/desk/secretar");
  return null;
}
