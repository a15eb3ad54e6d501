import { useEffect, useRef, useState } from "react";
import { NotFound } from "../components/NotFound.tsx";
import { formatDateTime } from "../lib/format.ts";
import { degreeSought } from "../lib/labels.ts";
import { RequestError } from "../lib/request.ts";
import { useDocumentTitle } from "../lib/useDocumentTitle.ts";
import { useMinimumLoading } from "../lib/useMinimumLoading.ts";
import { AppLink } from "../shell/ShellContext.tsx";
import { BallotForm } from "./BallotForm.tsx";
import { fetchPoll, isTokenShaped, type MemberPoll } from "./poll.api.ts";

/** Shown when the server found no ballot but gave no reason. */
const UNKNOWN_LINK = "Ссылка недействительна: приглашение не найдено. Проверьте последнее письмо.";
/** Shown when the ballot could not be loaded for want of a connection. */
const OFFLINE_LOAD =
  "Нет соединения с сетью: бюллетень не загрузился. Проверьте подключение и обновите страницу.";

type Load =
  | { state: "loading" }
  | { state: "ready"; poll: MemberPoll }
  | { state: "failed"; message: string };

/**
 * The ballot behind `token`, loaded when the token changes. A failure is not an error page:
 * the member must read the server's reason (an unknown or replaced link) and what to do next.
 */
function usePoll(token: string): Load {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  useEffect(() => {
    let current = true;
    setLoad({ state: "loading" });
    fetchPoll(token).then(
      (poll) => {
        if (current) setLoad(poll ? { state: "ready", poll } : { state: "failed", message: UNKNOWN_LINK });
      },
      (error: unknown) => {
        if (!current) return;
        const offline = error instanceof RequestError && error.network;
        setLoad({ state: "failed", message: offline ? OFFLINE_LOAD : errorText(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);
  return load;
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UNKNOWN_LINK;
}

/**
 * `/polls/:token`: the member's secret ballot for one defense (both shells render it). A token
 * that cannot be one is the 404 page (spec §8: failed page validation).
 */
export function PollView({ token }: { token: string }) {
  if (!isTokenShaped(token)) return <NotFound />;
  return <Ballot key={token} token={token} />;
}

function Ballot({ token }: { token: string }) {
  const load = usePoll(token);
  const loading = useMinimumLoading(load.state === "loading");
  const [accepted, setAccepted] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  useDocumentTitle("Бюллетень");

  useEffect(() => {
    if (accepted) confirmation.current?.focus();
  }, [accepted]);

  if (loading || load.state === "loading") {
    return (
      <section className="page page--narrow ballot" aria-busy="true" aria-labelledby="ballot-title">
        <h1 id="ballot-title">Бюллетень тайного голосования</h1>
        <p className="ballot__loading muted" role="status" data-loading="">
          Загружаем бюллетень…
        </p>
      </section>
    );
  }

  if (load.state === "failed") {
    return (
      <section className="page page--narrow" aria-labelledby="ballot-title">
        <h1 id="ballot-title">Бюллетень недоступен</h1>
        <p className="alert alert--error" role="alert">
          {load.message}
        </p>
        <p>
          Если вы получили несколько писем, откройте ссылку из последнего: при повторной рассылке прежняя
          ссылка перестает действовать. Если не получается, обратитесь к ученому секретарю совета.
        </p>
        <p>
          <AppLink to="/polls">Ввести ссылку или код заново</AppLink>
        </p>
      </section>
    );
  }

  const { poll } = load;
  const { defense } = poll;
  // The council once: its name usually holds its code already.
  const council = defense.boardName.includes(defense.boardCode)
    ? defense.boardName
    : `${defense.boardName} ${defense.boardCode}`;
  return (
    <section className="page page--narrow ballot" aria-labelledby="ballot-title">
      <h1 id="ballot-title">Бюллетень тайного голосования</h1>
      <p className="ballot__context">
        {council} · заседание {formatDateTime(defense.defenseAt)}
      </p>
      {poll.status === "OPEN" && poll.deadline && (
        <p className="ballot__deadline">Голосование открыто до {formatDateTime(poll.deadline)}</p>
      )}

      {accepted ? (
        <div ref={confirmation} className="alert alert--success alert--big" role="status" tabIndex={-1}>
          Ваш голос принят. Спасибо!
        </div>
      ) : poll.voted || poll.status !== "OPEN" ? (
        <div className="alert alert--big" role="status">
          {poll.voted && <p>Вы уже проголосовали по этой ссылке.</p>}
          {poll.status === "CLOSED" && <p>Голосование закрыто.</p>}
          {poll.status === "ANNULLED" && <p>Голосование аннулировано.</p>}
          {poll.status === "DRAFT" && <p>Голосование еще не открыто.</p>}
        </div>
      ) : (
        <BallotForm token={token} questions={poll.questions} onAccepted={() => setAccepted(true)} />
      )}

      <h2 className="ballot__details-title">Сведения о защите</h2>
      <dl className="facts facts--stacked">
        <dt>Соискатель</dt>
        <dd>{defense.candidate}</dd>
        <dt>Тема диссертации</dt>
        <dd>{defense.thesisTitle}</dd>
        <dt>Ученая степень</dt>
        <dd>{degreeSought(defense.degree, defense.scienceBranch)}</dd>
        <dt>Специальность</dt>
        <dd>
          {defense.specialty.code} {defense.specialty.name}
        </dd>
        {defense.place && (
          <>
            <dt>Место заседания</dt>
            <dd>{defense.place}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
