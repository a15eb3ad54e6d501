import { type FormEvent, useState } from "react";
import { ErrorAlert } from "../components/ErrorAlert.tsx";
import { errorMessage } from "../lib/errors.ts";
import { AppLink, useShellNavigate } from "../lib/ShellContext.tsx";
import { login } from "../lib/session.ts";
import { useDocumentTitle } from "../lib/useDocumentTitle.ts";
import { useHydrated } from "../lib/useHydrated.ts";

/**
 * `/login`: email and password; the server's Russian error is shown as is; success opens /desk.
 * Rendered by two shells (see main.tsx), so it links and navigates through the shell's context
 * and imports nothing of the router: the sign-in shell (auth/LoginApp.tsx) when /login is opened
 * by address, the router app when one of its links leads here.
 */
export function LoginPage() {
  useDocumentTitle("Вход");
  const navigate = useShellNavigate();
  const [loading, setLoading] = useState(false);
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    // The browser's own validation bubbles speak the browser's language: check here, in Russian.
    if (!email || !password) {
      setError("Введите электронную почту и пароль.");
      return;
    }
    setError(null);
    setLoading(true);
    try {
      await login(email, password);
      await navigate("/desk");
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setLoading(false);
    }
  }

  return (
    <section className="page page--narrow">
      <h1>Вход для сотрудников</h1>
      <p className="muted">Члены совета голосуют по ссылке из письма — входить для этого не нужно.</p>
      {/* POST, and no sending before the page is the app's: a native submission of the server's
          HTML would otherwise put the password in the address. */}
      <form method="post" className="form card" onSubmit={onSubmit} noValidate aria-busy={loading}>
        <div className="field">
          <label htmlFor="login-email">Электронная почта</label>
          <input id="login-email" name="email" type="email" autoComplete="username" required />
        </div>
        <div className="field">
          <label htmlFor="login-password">Пароль</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
        <ErrorAlert error={error} />
        <button type="submit" className="button button--primary" disabled={loading || !hydrated}>
          Войти
        </button>
      </form>
      <p>
        <AppLink to="/password/forgot">Забыли пароль?</AppLink>
      </p>
      <p>
        Нет учетной записи? <AppLink to="/register">Регистрация</AppLink>
      </p>
    </section>
  );
}
