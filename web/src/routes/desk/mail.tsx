import { useQuery } from "@apollo/client/react";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { graphql } from "../../__generated__";
import { loadQuery } from "../../apollo/loadQuery.ts";
import { requireUser } from "../../auth/guards.ts";
import { Breadcrumb } from "../../components/Breadcrumb.tsx";
import { AreaNav, loadAreaNav } from "../../layouts/AreaNav.tsx";
import { deskAreas, useDeskArea, useMailboxFrom } from "../../layouts/deskAreas.ts";
import { formatDateTime } from "../../lib/format.ts";
import { hasRole } from "../../lib/session.ts";
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

/**
 * Loads the demo mailbox before the page renders. Staff only, as the mailbox's query: a guest
 * is sent to /notAuthenticated, a user with neither role to /notAuthorized (spec §6).
 */
export async function demoMailLoader({ context }: LoaderFunctionArgs): Promise<null> {
  const me = await requireUser(context);
  if (!hasRole(me, "ADMIN") && !hasRole(me, "SECRETAR")) throw redirect("/notAuthorized");
  await Promise.all([loadQuery(context, DemoMailboxQuery, {}), loadAreaNav(context)]);
  return null;
}

/**
 * `/desk/mail`: the letters the app wrote when no SMTP server is configured (demo mode, never
 * in production), newest first, each with its recipient, subject, text and links, so the
 * whole flow (invites, registration, a new password) can be walked in one browser. Both desk
 * areas open it from their tabs: it shows the tabs of the area it was opened from (or the
 * user's), and its way back leads to the page it was opened from (or the area's home).
 */
export function DemoMailPage() {
  useDocumentTitle("Почта демо-режима");
  // The loader lets in only users with one of the roles.
  const areaName = useDeskArea() ?? "secretar";
  const area = deskAreas[areaName];
  // Letters are written by the mail queue after the action that sent them: new ones appear by themselves.
  const { data } = useQuery(DemoMailboxQuery, { pollInterval: REFRESH_MS });
  const box = data?.demoMailbox;
  const from = useMailboxFrom();
  const back = from ? { to: from.path, label: from.title ?? "Назад" } : { to: area.home, label: area.title };
  if (!box) return null;
  return (
    <>
      <AreaNav area={areaName} />
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
    </>
  );
}
