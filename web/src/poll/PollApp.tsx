import { type MouseEvent, use, useEffect, useMemo, useSyncExternalStore } from "react";
import { type AppLinkProps, type Shell, ShellContext } from "../lib/ShellContext.tsx";
import { getMe } from "../lib/session.ts";
import { RenderedPath } from "../shell/RenderedPath.tsx";
import { StandaloneFrame } from "../shell/StandaloneFrame.tsx";
import { memberPage } from "./member-path.ts";
import { PollsPage } from "./PollsForm.tsx";
import { PollView } from "./PollView.tsx";

/**
 * The ballot's own shell: what a member opening the link from the email loads. React Router's
 * data router and Apollo Client together weigh more than the whole ballot page may (its budget
 * is checked by `npm run build`, see web/build/bundle-budget.ts), so the member's pages
 * (`/polls`, `/polls/{token}`) run without them: the login layout (navbar and footer), the
 * progress bar and the offline notice, as in the router app. Moving between the two member
 * pages stays in this shell; any other link is a normal page load into the router app.
 */

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentPath = () => window.location.pathname;

function navigate(to: string): void {
  if (memberPage(new URL(to, window.location.href).pathname) === null) {
    window.location.assign(to);
    return;
  }
  window.history.pushState(null, "", to);
  for (const listener of listeners) listener();
  window.scrollTo(0, 0);
  document.getElementById("main")?.focus({ preventScroll: true });
}

function MemberLink({ to, onClick, ...rest }: AppLinkProps) {
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !plainClick || memberPage(to) === null) return;
    event.preventDefault();
    navigate(to);
  }
  return <a href={to} onClick={follow} {...rest} />;
}

const memberShell: Shell = { Link: MemberLink, navigate };

/** The ballot's shell (see the module comment). */
export default function PollApp() {
  const rendered = use(RenderedPath);
  const path = useSyncExternalStore(subscribe, currentPath, () => rendered ?? currentPath());
  const token = useMemo(() => memberPage(path), [path]);

  useEffect(() => {
    void getMe();
    const onPopState = () => {
      for (const listener of listeners) listener();
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  return (
    <ShellContext value={memberShell}>
      <StandaloneFrame signIn={false} resetKey={path}>
        {token ? <PollView token={token} /> : <PollsPage />}
      </StandaloneFrame>
    </ShellContext>
  );
}
