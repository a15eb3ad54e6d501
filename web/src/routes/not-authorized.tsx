import { Link } from "../components/Link.tsx";
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
      <p className="muted">
        Если вы вошли не под той учетной записью, нажмите «Выход» вверху страницы и войдите снова. Членам
        совета для голосования вход не нужен: достаточно ссылки из письма.
      </p>
      <p>
        <Link to="/desk" className="button button--primary">
          Перейти в кабинет
        </Link>
      </p>
    </section>
  );
}
