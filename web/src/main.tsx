import { type ComponentType, type ReactNode, StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { commissionPage } from "./commission/commission-path.ts";
import { ShellFailure } from "./components/ShellFailure.tsx";
import { guardChunk } from "./lib/chunk-guard.ts";
import { HYDRATION_PROBLEM, renderedState } from "./lib/rendered-state.ts";
import { adoptSession, getMe } from "./lib/session.ts";
import { memberPage } from "./poll/member-path.ts";
import { prefetchPoll } from "./poll/poll.api.ts";
import "./styles/base.css";

/**
 * Four shells share this entry. A member opening the link from the email gets the ballot's own
 * shell (poll/PollApp.tsx: React and the ballot, no router, no GraphQL client), so the first
 * view on a phone stays small; a member of the счетная комиссия opening their link
 * (`/commission/{token}`) gets the commission's shell (commission/CommissionApp.tsx: the same
 * frame, with the key ceremony's code); `/login` opened by address gets the sign-in shell
 * (auth/LoginApp.tsx: the form alone, no router); every other page gets the router app
 * (App.tsx). All are chunks loaded with the chunk-error reload guard (spec §8).
 */
const container = document.getElementById("root");
if (!container) throw new Error("В index.html нет элемента #root.");

// A page the server rendered (server/graphql/pages.ts) comes with who it was rendered for: that is
// the session, and the page is hydrated. Otherwise both shells ask who is signed in as they start
// (the router app's root loader waits for the answer before it renders a page; the ballot's navbar
// shows it), and the ballot's page asks for its ballot: ask now, while their code downloads,
// rather than after it has run.
const rendered = renderedState();
if (rendered) adoptSession(rendered.me);
else void getMe();
const memberToken = memberPage(window.location.pathname);
if (memberToken && !rendered) prefetchPoll(memberToken);
const commissionToken = commissionPage(window.location.pathname);
const signInPage = /^\/login\/?$/.test(window.location.pathname);

const loadShell = guardChunk<{ default: ComponentType; prepare?: (hydrating: boolean) => Promise<void> }>(
  memberToken !== null
    ? () => import("./poll/PollApp.tsx")
    : commissionToken !== null
      ? () => import("./commission/CommissionApp.tsx")
      : signInPage
        ? () => import("./auth/LoginApp.tsx")
        : () => import("./App.tsx"),
);

/**
 * Marks the page interactive once the shell has committed (`<html data-ready>`): until then a
 * server-rendered page shows its HTML, whose links are plain page loads and whose buttons do
 * nothing. The browser suite waits for the mark before it clicks (web/e2e/browser.ts).
 */
function Ready({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.ready = "";
  }, []);
  return children;
}

/**
 * What React recovered from while hydrating: above all, HTML that differs from the browser's
 * first render (React then renders that part anew, and the page flickers). Logged with
 * {@link HYDRATION_PROBLEM} in front, which the browser suite fails on (web/e2e/browser.ts).
 */
function reportHydration(error: unknown, info: { componentStack?: string }): void {
  console.error(HYDRATION_PROBLEM, error, info.componentStack ?? "");
}

// The first render as a transition: React renders in slices and lets the browser handle input in
// between, rather than holding the main thread for the whole tree (on a slow phone, hundreds of
// milliseconds during which a tap goes unanswered). Hydration is done in slices of its own.
loadShell()
  .then(async ({ default: Shell, prepare }) => {
    await prepare?.(rendered !== null);
    const app = (
      <StrictMode>
        <Ready>
          <Shell />
        </Ready>
      </StrictMode>
    );
    if (rendered) hydrateRoot(container, app, { onRecoverableError: reportHydration });
    else startTransition(() => createRoot(container).render(app));
  })
  .catch((error: unknown) =>
    createRoot(container).render(
      <ShellFailure message={error instanceof Error ? error.message : String(error)} />,
    ),
  );
