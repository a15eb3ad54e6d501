import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { CopyButton } from "../components/CopyButton.tsx";
import { councilName, DefenseFacts } from "../components/DefenseFacts.tsx";
import { NotFound } from "../components/NotFound.tsx";
import { ShortCode } from "../components/ShortCode.tsx";
import { formatDateTime } from "../lib/format.ts";
import { RequestError } from "../lib/request.ts";
import { AppLink } from "../lib/ShellContext.tsx";
import { useDocumentTitle } from "../lib/useDocumentTitle.ts";
import { useMinimumLoading } from "../lib/useMinimumLoading.ts";
import { type AcceptedBallot, BallotForm } from "./BallotForm.tsx";
import { arrivedPoll, fetchPoll, isTokenShaped, type MemberPoll } from "./poll.api.ts";
import { keepBallot, keptBallot, loadBallotCrypto } from "./tracker.ts";

/**
 * The election record of a closed poll: its own chunk (with the crypto to check it), loaded
 * only when the page shows a closed poll. If its code cannot be downloaded the section says so
 * instead of taking the page down.
 */
const BallotRecord = lazy(() =>
  import("./BallotRecord.tsx").catch(() => ({
    default: () => (
      <p className="alert alert--error" role="alert">
        Не удалось загрузить запись голосования. Проверьте подключение и обновите страницу.
      </p>
    ),
  })),
);

/** Runs `task` when the browser is idle (at the latest after 2 s), after the first paint. */
function whenIdle(task: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

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
 * The ballot behind `token`, loaded when the token changes, then followed live once it is on
 * screen (poll.live.ts, its own chunk): a sealed key, the close, the count, a ballot cast from
 * another tab show up by themselves. A failure is not an error page: the member must read the
 * server's reason (an unknown or replaced link) and what to do next.
 * @returns the load and whether the live stream is connected (false while it reconnects)
 */
function usePoll(token: string): { load: Load; connected: boolean } {
  // The answer to the page's own prefetch (main.tsx) is often in before this code: then the
  // ballot is in the first render, with no loading state held on screen for nothing.
  const [arrived] = useState(() => arrivedPoll(token));
  const [load, setLoad] = useState<Load>(() =>
    arrived === undefined
      ? { state: "loading" }
      : arrived
        ? { state: "ready", poll: arrived }
        : { state: "failed", message: UNKNOWN_LINK },
  );
  const [connected, setConnected] = useState(true);
  useEffect(() => {
    if (arrived !== undefined) {
      // Takes the prefetch's answer (no request), so that the next visit asks the server.
      void fetchPoll(token);
      return;
    }
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
  }, [token, arrived]);

  const shown = load.state === "ready";
  useEffect(() => {
    if (!shown) return;
    let current = true;
    let stop = () => {};
    const started = whenIdle(() => {
      void import("./poll.live.ts").then(({ followPoll }) => {
        if (!current) return;
        stop = followPoll(token, {
          next: (poll) => setLoad({ state: "ready", poll }),
          // A link revoked since (the secretary sent a new one to a corrected address): the
          // page says so. Any other end leaves the page as it is, updated up to then.
          error: (error) => {
            if (error.code === "NOT_FOUND") setLoad({ state: "failed", message: errorText(error) });
          },
          connection: setConnected,
        });
      });
    });
    return () => {
      current = false;
      started();
      stop();
    };
  }, [token, shown]);
  return { load, connected };
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
  const { load, connected } = usePoll(token);
  const loading = useMinimumLoading(load.state === "loading");
  const [accepted, setAccepted] = useState<AcceptedBallot | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  useDocumentTitle("Бюллетень");
  const castable =
    load.state === "ready" && load.poll.status === "OPEN" && !load.poll.voted && !!load.poll.election;

  useEffect(() => {
    if (accepted) confirmation.current?.focus();
  }, [accepted]);

  // The encryption's code downloads once the ballot is on screen, while the member reads it.
  useEffect(() => {
    if (!castable) return;
    return whenIdle(() => void loadBallotCrypto().catch(() => {}));
  }, [castable]);

  function onAccepted(ballot: AcceptedBallot) {
    keepBallot(token, {
      receipt: { tracker: ballot.tracker, position: ballot.position, head: ballot.head },
      fingerprint: ballot.fingerprint,
    });
    setAccepted(ballot);
  }

  if (loading || load.state === "loading") {
    return (
      <section className="page page--narrow ballot" aria-busy="true" aria-labelledby="ballot-title">
        <h1 id="ballot-title">Бюллетень тайного голосования</h1>
        {/* A div, not a p: the loaded page's first paragraph is a new element and does not
            jump from this box's place (a layout shift Lighthouse counted at 0.08). */}
        <div className="ballot__loading muted" role="status" data-loading="">
          Загружаем бюллетень…
        </div>
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
          Если вы получили несколько писем, откройте ссылку из последнего. Если не получается, обратитесь к
          ученому секретарю совета.
        </p>
        <p>
          <AppLink to="/polls">Ввести ссылку или код заново</AppLink>
        </p>
      </section>
    );
  }

  const { poll } = load;
  const { defense } = poll;
  return (
    <section className="page page--narrow ballot" aria-labelledby="ballot-title">
      <h1 id="ballot-title">Бюллетень тайного голосования</h1>
      <p className="ballot__context">
        {councilName(defense)} · заседание {formatDateTime(defense.defenseAt)}
      </p>
      {poll.status === "OPEN" && poll.deadline && (
        <p className="ballot__deadline">Голосование открыто до {formatDateTime(poll.deadline)}</p>
      )}

      {!connected && (
        <p className="muted small" role="status">
          Связь с сервером прервалась: страница обновится сама, как только связь восстановится.
        </p>
      )}

      {accepted ? (
        <Accepted ballot={accepted} focus={confirmation} />
      ) : poll.voted || poll.status !== "OPEN" ? (
        <ClosedBallot token={token} poll={poll} />
      ) : poll.election ? (
        <>
          <p className="ballot__code">
            Код голосования: <ShortCode code={poll.election.code} size="inline" />
            <span className="small muted">
              {" "}
              — сверьте с кодом, который зачитал председатель счетной комиссии
            </span>
          </p>
          <BallotForm
            token={token}
            questions={poll.questions}
            election={poll.election}
            onAccepted={onAccepted}
          />
        </>
      ) : (
        <div className="alert alert--error alert--big" role="alert">
          <p>
            Проголосовать пока нельзя: ключ счетной комиссии для этого голосования не сформирован, и бюллетень
            не зашифровать.
          </p>
          <p className="small">
            Бюллетень появится на этой странице сам, как только комиссия сформирует ключ. Если этого долго не
            происходит, обратитесь к ученому секретарю совета.
          </p>
        </div>
      )}

      <h2 className="ballot__details-title">Сведения о защите</h2>
      <DefenseFacts defense={defense} />
    </section>
  );
}

/** The confirmation once the ballot is in the urn: its place, its short tracker, the board's head code. */
function Accepted({
  ballot,
  focus,
}: {
  ballot: AcceptedBallot;
  focus: React.RefObject<HTMLDivElement | null>;
}) {
  return (
    <>
      <div ref={focus} className="alert alert--success alert--big" role="status" tabIndex={-1}>
        <p>Ваш бюллетень зашифрован и принят: он в урне под № {ballot.position}.</p>
        <p className="tracker-line">
          Код проверки бюллетеня: <ShortCode code={ballot.trackerCode} size="inline" />{" "}
          <CopyButton text={ballot.trackerCode} label="Скопировать код проверки" />
        </p>
        <p className="tracker-line">
          Код урны после вашего бюллетеня: <ShortCode code={ballot.headCode} size="inline" />
        </p>
        <p className="tracker-line">
          Код голосования: <ShortCode code={ballot.code} size="inline" />
        </p>
      </div>
      {ballot.confirmed ? (
        <p className="small">
          Код проверки вычислен на этом устройстве из зашифрованного бюллетеня и совпал с подтверждением
          сервера. Как вы проголосовали, по нему узнать нельзя. После закрытия голосования откройте эту ссылку
          снова: страница найдет ваш бюллетень в общей урне, которую может проверить каждый, и покажет код
          урны, который зачитают при закрытии.
        </p>
      ) : (
        <p className="alert alert--error" role="alert">
          Сервер подтвердил бюллетень с другим кодом проверки ({ballot.serverTracker}). Сообщите об этом на
          заседании ученому секретарю совета и председателю счетной комиссии.
        </p>
      )}
    </>
  );
}

/**
 * A ballot that cannot be cast (already voted, or the poll is not open): why, and, once the
 * election is sealed, its public record checked on this device: the member's ballot on the
 * board (by the receipt kept here), their mark on the roll, the board's code.
 */
function ClosedBallot({ token, poll }: { token: string; poll: MemberPoll }) {
  const [kept] = useState(() => keptBallot(token));
  return (
    <>
      <div className="alert alert--big" role="status">
        {poll.voted && <p>Вы уже проголосовали: ваш бюллетень в урне.</p>}
        {poll.status === "CLOSED" && <p>Голосование закрыто.</p>}
        {poll.status === "ANNULLED" && <p>Голосование аннулировано.</p>}
      </div>
      {poll.election && (
        <p className="ballot__code">
          Код голосования: <ShortCode code={poll.election.code} size="inline" />
        </p>
      )}
      {poll.election && poll.status !== "ANNULLED" && (
        <Suspense
          fallback={
            <p className="muted" role="status">
              Загружаем запись голосования…
            </p>
          }
        >
          <BallotRecord
            electionId={poll.election.manifest.electionId}
            rollIndex={poll.rollIndex ?? null}
            voted={poll.voted}
            kept={kept}
            closed={poll.status === "CLOSED"}
            counted={poll.counted}
          />
        </Suspense>
      )}
    </>
  );
}
