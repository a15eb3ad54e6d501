import { type ComponentType, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { guardChunk } from "./lib/chunk-guard.ts";
import { memberPage } from "./poll/member-path.ts";
import "./styles/base.css";

/**
 * Two shells share this entry. A member opening the link from the email gets the ballot's own
 * shell (poll/PollApp.tsx: React and the ballot, no router, no GraphQL client), so the first
 * view on a phone stays small; every other page gets the router app (App.tsx). Both are chunks
 * loaded with the chunk-error reload guard (spec §8).
 */
const container = document.getElementById("root");
if (!container) throw new Error("В index.html нет элемента #root.");
const root = createRoot(container);

const loadShell = guardChunk<{ default: ComponentType }>(
  memberPage(window.location.pathname) === null
    ? () => import("./App.tsx")
    : () => import("./poll/PollApp.tsx"),
);

/** The last resort when even the shell cannot be loaded: plain text, a plain link. */
function ShellFailure({ error }: { error: unknown }) {
  return (
    <main id="main" className="main container">
      <section className="page page--narrow error-page" aria-labelledby="error-title">
        <p className="error-page__code">500</p>
        <h1 id="error-title">Не удалось открыть страницу</h1>
        <p role="alert">{error instanceof Error ? error.message : String(error)}</p>
        <p>
          <a href="/" className="button button--primary">
            На главную
          </a>
        </p>
      </section>
    </main>
  );
}

loadShell().then(
  ({ default: Shell }) =>
    root.render(
      <StrictMode>
        <Shell />
      </StrictMode>,
    ),
  (error: unknown) => root.render(<ShellFailure error={error} />),
);
