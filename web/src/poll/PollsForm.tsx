import { type FormEvent, useState } from "react";
import { useShellNavigate } from "../lib/ShellContext.tsx";
import { useDocumentTitle } from "../lib/useDocumentTitle.ts";
import { useHydrated } from "../lib/useHydrated.ts";
import { extractToken } from "./token.ts";

/** `/polls` without a token: the member pastes the link or code from the email (both shells render it). */
export function PollsPage() {
  useDocumentTitle("Бюллетень");
  const navigate = useShellNavigate();
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const token = extractToken(String(new FormData(event.currentTarget).get("link") ?? ""));
    if (!token) {
      setError("Вставьте ссылку или код из письма с приглашением.");
      return;
    }
    void navigate(`/polls/${encodeURIComponent(token)}`);
  }

  return (
    <section className="page page--narrow">
      <h1>Бюллетень тайного голосования</h1>
      <p>
        Члены совета голосуют по личной ссылке из письма с приглашением. Если ссылка не открывается,
        скопируйте ее целиком (или только код в конце) и вставьте сюда.
      </p>
      {/* POST, and no sending before the page is the app's: the link's token never goes into an address. */}
      <form method="post" className="form card" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="poll-link">Ссылка или код из письма</label>
          <input
            id="poll-link"
            name="link"
            type="text"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="https://…/polls/…"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "poll-link-error" : undefined}
          />
        </div>
        {error && (
          <p id="poll-link-error" className="alert alert--error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary button--wide" disabled={!hydrated}>
          Открыть бюллетень
        </button>
      </form>
    </section>
  );
}
