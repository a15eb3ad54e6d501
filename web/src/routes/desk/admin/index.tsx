import { Link } from "react-router";
import { useDocumentTitle } from "../../../lib/useDocumentTitle.ts";

/** `/desk/admin`: the admin area's home, linking its three lists. */
export function AdminHomePage() {
  useDocumentTitle("Кабинет администратора");
  return (
    <section className="page">
      <h1>Кабинет администратора</h1>
      <ul className="tiles">
        <li>
          <Link to="/desk/admin/boards" className="tile">
            <span className="tile__title">Диссертационные советы</span>
            <span className="tile__text">Шифры, организации, специальности и численность составов.</span>
          </Link>
        </li>
        <li>
          <Link to="/desk/admin/defenses" className="tile">
            <span className="tile__title">Защиты</span>
            <span className="tile__text">Все защиты и состояние голосования по ним.</span>
          </Link>
        </li>
        <li>
          <Link to="/desk/admin/secretaries" className="tile">
            <span className="tile__title">Ученые секретари</span>
            <span className="tile__text">Кто из сотрудников ведет какие советы.</span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
