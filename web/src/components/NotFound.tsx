import { useDocumentTitle } from "../lib/useDocumentTitle.ts";
import { AppLink } from "../shell/ShellContext.tsx";

/** The 404 page body with the spec's exact message and a link home (spec §8). */
export function NotFound() {
  useDocumentTitle("Страница не найдена");
  return (
    <section className="page page--narrow error-page" aria-labelledby="error-title">
      <p className="error-page__code">404</p>
      <h1 id="error-title">This page could not be found</h1>
      <p>Страница не найдена: возможно, адрес набран с ошибкой или страница была удалена.</p>
      <p>
        <AppLink to="/" className="button button--primary">
          На главную
        </AppLink>
      </p>
    </section>
  );
}
