import { Link } from "react-router";
import { useDocumentTitle } from "../lib/useDocumentTitle.ts";

/** `/notAuthorized`: where the role guards send users without the needed role. */
export function NotAuthorizedPage() {
  useDocumentTitle("Недостаточно прав");
  return (
    <section className="page page--narrow">
      <h1>Недостаточно прав</h1>
      <p>
        У вашей учетной записи нет роли, нужной для этой страницы. Если она должна быть, обратитесь к
        администратору системы.
      </p>
      <p>
        <Link to="/desk" className="button button--primary">
          Перейти в кабинет
        </Link>
      </p>
    </section>
  );
}
