import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { requireGuest } from "../auth/guards.ts";
import { login } from "../auth/session.ts";
import { Link } from "../components/Link.tsx";
import { errorMessage } from "../lib/errors.ts";
import { useDocumentTitle } from "../lib/useDocumentTitle.ts";

/** Guest guard (spec §6): a signed-in user has nothing to do here and goes to /. */
export const loginLoader = requireGuest;

/** `/login`: email and password; the server's Russian error is shown as is; success opens /desk. */
export function LoginPage() {
  useDocumentTitle("Вход");
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);
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
      <form className="form card" onSubmit={onSubmit} noValidate aria-busy={loading}>
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
        {error && (
          <p className="alert alert--error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={loading}>
          Войти
        </button>
      </form>
      <p>
        <Link to="/password/forgot">Забыли пароль?</Link>
      </p>
      <p>
        Нет учетной записи? <Link to="/register">Регистрация</Link>
      </p>
    </section>
  );
}
