import { Link } from "./Link.tsx";

/** «Войти» as the page's main button: where a guest goes next (after a new password, a registration, a guard). */
export function SignInButton() {
  return (
    <p>
      <Link to="/login" className="button button--primary">
        Войти
      </Link>
    </p>
  );
}
