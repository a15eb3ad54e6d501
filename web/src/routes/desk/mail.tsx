import { useQuery } from "@apollo/client/react";
import { graphql } from "../../__generated__";
import { loadQuery } from "../../apollo/loadQuery.ts";
import { hasRole, useMe } from "../../auth/session.ts";
import { Breadcrumb } from "../../components/Breadcrumb.tsx";
import { formatDateTime } from "../../lib/format.ts";
import { useDocumentTitle } from "../../lib/useDocumentTitle.ts";

const DemoMailboxQuery = graphql(`
  query DemoMailbox {
    demoMailbox {
      enabled
      letters {
        id
        to
        subject
        sentAt
        text
        links
      }
    }
  }
`);

/** How often the page looks for new letters (the queue writes them in the background). */
const REFRESH_MS = 3000;

/** Loads the demo mailbox before the page renders. */
export async function demoMailLoader(): Promise<null> {
  await loadQuery(DemoMailboxQuery, {});
  return null;
}

/**
 * `/desk/mail`: the letters the app wrote when no SMTP server is configured (demo mode, never
 * in production), newest first, each with its recipient, subject, text and links, so the
 * whole flow (invites, registration, a new password) can be walked in one browser.
 */
export function DemoMailPage() {
  useDocumentTitle("Почта демо-режима");
  const me = useMe();
  // Letters are written by the mail queue after the action that sent them: new ones appear by themselves.
  const { data } = useQuery(DemoMailboxQuery, { pollInterval: REFRESH_MS });
  const box = data?.demoMailbox;
  if (!box) return null;
  const back = hasRole(me, "SECRETAR")
    ? { to: "/desk/secretar/defenses", label: "Защиты" }
    : { to: "/desk/admin", label: "Кабинет администратора" };
  return (
    <section className="page">
      <Breadcrumb to={back.to}>{back.label}</Breadcrumb>
      <h1>Почта демо-режима</h1>
      {!box.enabled ? (
        <p className="alert">Письма уходят на почтовый сервер (SMTP): здесь их нет.</p>
      ) : box.letters.length === 0 ? (
        <p>
          Писем пока нет. Здесь появятся приглашения, подтверждения регистрации и ссылки для нового пароля.
        </p>
      ) : (
        <>
          <p className="muted">
            Почтовый сервер не настроен, поэтому письма записываются в каталог данных и показываются здесь
            сотрудникам; новые письма появляются сами. Ссылки из писем открывайте в отдельной вкладке: так
            член совета голосует, а член счетной комиссии формирует свою часть ключа.
          </p>
          <ul className="letters">
            {box.letters.map((letter) => (
              <li key={letter.id} className="card letter">
                <p className="letter__head">
                  <strong>{letter.subject}</strong>
                  <span className="muted small">
                    {" "}
                    Кому: {letter.to} · {formatDateTime(letter.sentAt)}
                  </span>
                </p>
                {letter.links.map((url) => (
                  <p key={url}>
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      {url.includes("/polls/")
                        ? "Открыть бюллетень"
                        : url.includes("/commission/")
                          ? "Открыть страницу счетной комиссии"
                          : url.includes("/register/")
                            ? "Подтвердить регистрацию"
                            : url.includes("/password/")
                              ? "Задать новый пароль"
                              : url}
                    </a>
                  </p>
                ))}
                <details>
                  <summary>Текст письма</summary>
                  <pre className="letter__text">{letter.text}</pre>
                </details>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
