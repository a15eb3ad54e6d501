import { type ComponentType, StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { commissionPage } from "./commission/commission-path.ts";
import { ErrorFrame } from "./components/ErrorFrame.tsx";
import { guardChunk } from "./lib/chunk-guard.ts";
import { getMe } from "./lib/session.ts";
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
const root = createRoot(container);

// Both shells ask who is signed in as they start (the router app's root loader waits for the
// answer before it renders a page; the ballot's navbar shows it), and the ballot's page asks for
// its ballot: ask now, while their code downloads, rather than after it has run.
void getMe();
const memberToken = memberPage(window.location.pathname);
if (memberToken) prefetchPoll(memberToken);
const commissionToken = commissionPage(window.location.pathname);
const signInPage = /^\/login\/?$/.test(window.location.pathname);

const loadShell = guardChunk<{ default: ComponentType }>(
  memberToken !== null
    ? () => import("./poll/PollApp.tsx")
    : commissionToken !== null
      ? () => import("./commission/CommissionApp.tsx")
      : signInPage
        ? () => import("./auth/LoginApp.tsx")
        : () => import("./App.tsx"),
);

/** The last resort when even the shell cannot be loaded: plain text, a plain link. */
function ShellFailure({ error }: { error: unknown }) {
  return (
    <main id="main" className="main container">
      <ErrorFrame status={500} title="Не удалось открыть страницу" plain>
        <p role="alert">{error instanceof Error ? error.message : String(error)}</p>
      </ErrorFrame>
    </main>
  );
}

// The first render as a transition: React renders in slices and lets the browser handle input in
// between, rather than holding the main thread for the whole tree (on a slow phone, hundreds of
// milliseconds during which a tap goes unanswered).
loadShell().then(
  ({ default: Shell }) =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <Shell />
        </StrictMode>,
      ),
    ),
  (error: unknown) => root.render(<ShellFailure error={error} />),
);
