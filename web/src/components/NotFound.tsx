import { Link } from "react-router";
import { useDocumentTitle } from "../lib/useDocumentTitle.ts";

/** The 404 page body with the spec's exact message and a link home (spec §8). */
export function NotFound() {
  useDocumentTitle("Страница не найдена");
  return (
    <section className="page page--narrow error-page">
      <p className="error-page__code">404</p>
      <h1>This page could not be found</h1>
      <p>Страница не найдена: возможно, адрес набран с ошибкой или страница была удалена.</p>
      <p>
        <Link to="/" className="button">
          На главную
        </Link>
      </p>
    </section>
  );
}
