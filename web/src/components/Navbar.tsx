import { useState } from "react";
import { appConfig } from "../lib/config.ts";
import { AppLink, useShellNavigate } from "../lib/ShellContext.tsx";
import { logout, notifySignedOut, useSession } from "../lib/session.ts";

/**
 * The top bar (spec §2): the brand links home; a signed-in user gets «Кабинет: {email}» (to
 * /desk) and «Выход» (then the home page); a guest gets «Вход», except on the member's ballot
 * (`signIn` false), where it would suggest that a member must sign in to vote. Until the first
 * lookup of the current user has answered, neither is shown, so the wrong one never flashes.
 */
export function Navbar({ signIn = true }: { signIn?: boolean }) {
  const session = useSession();
  const navigate = useShellNavigate();
  const [leaving, setLeaving] = useState(false);
  const me = session.user;

  async function onLogout() {
    setLeaving(true);
    try {
      await logout();
      await navigate("/");
      notifySignedOut();
    } finally {
      setLeaving(false);
    }
  }

  return (
    <header className="navbar">
      <nav className="navbar__inner container" aria-label="Основное меню">
        <AppLink to="/" className="navbar__brand">
          <span className="navbar__title">{appConfig.title}</span>
        </AppLink>
        <div className="navbar__actions">
          {!session.known ? null : me ? (
            <>
              <AppLink to="/desk" className="button navbar__desk" title={me.email}>
                Кабинет: <span className="navbar__email">{me.email}</span>
              </AppLink>
              <button type="button" className="button" onClick={() => void onLogout()} disabled={leaving}>
                Выход
              </button>
            </>
          ) : (
            signIn && (
              <AppLink to="/login" className="button">
                Вход
              </AppLink>
            )
          )}
        </div>
      </nav>
    </header>
  );
}
