import type { ReactNode } from "react";
import { AppLink } from "../lib/ShellContext.tsx";

/**
 * What every error page shows (spec §8): the status, the title, what `children` says, and a
 * button home. `plain` draws the button as a plain link, for the pages shown when the app
 * around them may be what failed; `home` is its text («На главную» by default).
 */
export function ErrorFrame({
  status,
  title,
  plain = false,
  home = "На главную",
  children,
}: {
  status: number;
  title: string;
  plain?: boolean;
  home?: string;
  children: ReactNode;
}) {
  return (
    <section className="page page--narrow error-page" aria-labelledby="error-title">
      <p className="error-page__code">{status}</p>
      <h1 id="error-title">{title}</h1>
      {children}
      <p>
        {plain ? (
          <a href="/" className="button button--primary">
            {home}
          </a>
        ) : (
          <AppLink to="/" className="button button--primary">
            {home}
          </AppLink>
        )}
      </p>
    </section>
  );
}
