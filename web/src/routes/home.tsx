import { Link } from "../components/Link.tsx";
import { useMe } from "../lib/session.ts";
import { useDocumentTitle } from "../lib/useDocumentTitle.ts";

/** `/`: what the app is for, and the way in (the desk, sign-in, or a member's ballot). */
export function HomePage() {
  useDocumentTitle(null);
  const me = useMe();
  return (
    <section className="page">
      <h1>Как проходит тайное голосование</h1>
      <p className="lead">
        Диссовет помогает ученому секретарю провести тайное голосование по защите диссертации: выбрать членов
        совета, разослать им персональные ссылки на бюллетень и получить итоги голосования.
      </p>
      <ul className="steps">
        <li>Секретарь выбирает защиту и отмечает членов совета, участвующих в заседании.</li>
        <li>
          Каждый член совета получает письмо с личной ссылкой и голосует «за» или «против» без входа в
          систему.
        </li>
        <li>
          Голос хранится отдельно от имени: секретарь видит явку, а итоги — только после закрытия голосования.
        </li>
      </ul>
      <div className="actions">
        {me ? (
          <Link to="/desk" className="button button--primary">
            Перейти в кабинет
          </Link>
        ) : (
          <Link to="/login" className="button button--primary">
            Войти в кабинет
          </Link>
        )}
        <Link to="/polls" className="button button--ghost">
          У меня есть ссылка на бюллетень
        </Link>
      </div>
    </section>
  );
}
