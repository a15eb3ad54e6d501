import { Link } from "react-router";
import { useMe } from "../auth/session.ts";
import { useLogoutMutation } from "../auth/useLogoutMutation.ts";
import { appConfig } from "../config.ts";

/**
 * The top bar (spec §2): the brand links home; a signed-in user gets «Кабинет: {email}» (to
 * /desk) and «Выход»; a guest gets «Вход».
 */
export function Navbar() {
  const me = useMe();
  const [logout, { loading }] = useLogoutMutation();
  return (
    <header className="navbar">
      <nav className="navbar__inner container" aria-label="Основное меню">
        <Link to="/" className="navbar__brand">
          {appConfig.appName}
        </Link>
        <div className="navbar__actions">
          {me ? (
            <>
              <Link to="/desk" className="button button--ghost navbar__desk" title={me.email}>
                Кабинет: <span className="navbar__email">{me.email}</span>
              </Link>
              <button type="button" className="button" onClick={() => void logout()} disabled={loading}>
                Выход
              </button>
            </>
          ) : (
            <Link to="/login" className="button">
              Вход
            </Link>
          )}
        </div>
      </nav>
    </header>
  );
}
