import { Link } from "../components/Link.tsx";
import { SignInButton } from "../components/SignInButton.tsx";
import { useDocumentTitle } from "../lib/useDocumentTitle.ts";

/** `/notAuthenticated`: where the desk guard sends guests; explains and offers sign-in. */
export function NotAuthenticatedPage() {
  useDocumentTitle("Требуется вход");
  return (
    <section className="page page--narrow">
      <h1>Требуется вход</h1>
      <p>
        Эта страница доступна только сотрудникам, вошедшим в систему. Войдите со своей электронной почтой и
        паролем.
      </p>
      <p className="muted">
        Если вы член совета и пришли проголосовать, откройте ссылку из письма с приглашением или вставьте ее
        на <Link to="/polls">странице бюллетеня</Link>.
      </p>
      <SignInButton />
    </section>
  );
}
