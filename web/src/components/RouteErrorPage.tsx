import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { errorMessage } from "../lib/errors.ts";
import { useDocumentTitle } from "../lib/useDocumentTitle.ts";
import { NotFound } from "./NotFound.tsx";

/**
 * The error element of every layout: 404 route errors (unknown ids, missing records) show
 * the 404 page; anything else a Russian message with details and a link home (spec §8).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorDetails error={error} />;
}

/** The root route's error element: the layout itself failed, so render without navbar or hero. */
export function RootErrorPage() {
  return (
    <main id="main" className="main container">
      <RouteErrorPage />
    </main>
  );
}

function ErrorDetails({ error }: { error: unknown }) {
  useDocumentTitle("Ошибка");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const details = isRouteErrorResponse(error) ? error.statusText : errorMessage(error);
  return (
    <section className="page page--narrow error-page">
      <p className="error-page__code">{status}</p>
      <h1>Не удалось открыть страницу</h1>
      <p role="alert">{details}</p>
      {error instanceof Error && error.message !== details && (
        <details className="error-page__details">
          <summary>Подробности</summary>
          <pre>{error.message}</pre>
        </details>
      )}
      <p>Попробуйте обновить страницу. Если ошибка повторяется, сообщите администратору.</p>
      <p>
        <Link to="/" className="button">
          На главную
        </Link>
      </p>
    </section>
  );
}
