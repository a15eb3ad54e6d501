import { lazy, Suspense, use, useEffect, useMemo, useRef, useState } from "react";
import { CopyButton } from "../components/CopyButton.tsx";
import { councilName, DefenseFacts, type DefenseFactsOf } from "../components/DefenseFacts.tsx";
import { NotFound } from "../components/NotFound.tsx";
import { ShortCode } from "../components/ShortCode.tsx";
import { formatDateTime } from "../lib/format.ts";
import { RequestError } from "../lib/request.ts";
import { AppLink } from "../lib/ShellContext.tsx";
import { useDocumentTitle } from "../lib/useDocumentTitle.ts";
import { useHydrated } from "../lib/useHydrated.ts";
import { useMinimumLoading } from "../lib/useMinimumLoading.ts";
import { type AcceptedBallot, BallotForm } from "./BallotForm.tsx";
import type { CheckedElection } from "./ballot-crypto.ts";
import {
  arrivedPoll,
  fetchPoll,
  isTokenShaped,
  type MemberPoll,
  RenderedPollContext,
  registerCredential,
  renderedPoll,
  takeRenderedPoll,
} from "./poll.api.ts";
import { forgetBallot, keepBallot, keptBallot, loadBallotCrypto } from "./tracker.ts";
import { forgetCredential, type HeldCredential, heldCredential, keepCredential } from "./voting-key.ts";

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
 * @returns the load, whether the live stream is connected (false while it reconnects), and
 *   `update` for a poll an act of the page answered with
 */
function usePoll(token: string): { load: Load; connected: boolean; update: (poll: MemberPoll) => void } {
  // A page the server rendered holds the ballot already (its answer comes with the page). In the
  // browser alone, the answer to the page's own prefetch (main.tsx) is often in before this code:
  // then the ballot is in the first render, with no loading state held on screen for nothing.
  const provided = use(RenderedPollContext);
  const [rendered] = useState(() => renderedPoll(token, provided));
  const fromServer = rendered !== undefined;
  const [arrived] = useState(() => (rendered ? rendered.poll : arrivedPoll(token)));
  const [load, setLoad] = useState<Load>(() =>
    arrived === undefined
      ? { state: "loading" }
      : arrived
        ? { state: "ready", poll: arrived }
        : { state: "failed", message: rendered?.failure ?? UNKNOWN_LINK },
  );
  const [connected, setConnected] = useState(true);
  useEffect(() => {
    if (arrived !== undefined) {
      // Takes the server's or the prefetch's answer (no request), so that the next visit asks the server.
      if (fromServer) takeRenderedPoll();
      else void fetchPoll(token);
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
  }, [token, arrived, fromServer]);

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
  return { load, connected, update: (poll) => setLoad({ state: "ready", poll }) };
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
  const { load, connected, update } = usePoll(token);
  const loading = useMinimumLoading(load.state === "loading");
  const [accepted, setAccepted] = useState<AcceptedBallot | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  useDocumentTitle("Бюллетень");
  const poll = load.state === "ready" ? load.poll : null;
  const checked = useCheckedElection(poll?.election ?? null);

  useEffect(() => {
    if (accepted) confirmation.current?.focus();
  }, [accepted]);

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

  if (load.state === "failed" || !poll) {
    return (
      <section className="page page--narrow" aria-labelledby="ballot-title">
        <h1 id="ballot-title">Бюллетень недоступен</h1>
        <p className="alert alert--error" role="alert">
          {load.state === "failed" ? load.message : UNKNOWN_LINK}
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

  const { defense } = poll;
  const verified = checked && checked !== "checking" && "manifest" in checked ? checked : null;
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

      {poll.status === "ANNULLED" ? (
        <AnnulledBallot token={token} poll={poll} />
      ) : poll.status === "CLOSED" || (poll.voted && !accepted) ? (
        <ClosedBallot token={token} poll={poll} code={verified?.code ?? null} />
      ) : accepted ? (
        <Accepted ballot={accepted} focus={confirmation} />
      ) : (
        <OpenBallot token={token} poll={poll} checked={checked} onPoll={update} onAccepted={onAccepted} />
      )}

      <h2 className="ballot__details-title">Сведения о защите</h2>
      <DefenseFacts defense={factsOf(defense, verified)} />
    </section>
  );
}

/**
 * The defense's facts the page shows: once the sealed election is checked here, the соискатель,
 * the thesis, the degree and the specialty are the manifest's (what the ballot is bound to);
 * the place comes from the server (no proof covers it).
 */
function factsOf(defense: MemberPoll["defense"], checked: CheckedElection | null): DefenseFactsOf {
  if (!checked) return defense;
  const { candidate, thesisTitle, degree, scienceBranch, specialty } = checked.manifest.defense;
  return { ...defense, candidate, thesisTitle, degree, scienceBranch, specialty };
}

/** The sealed election checked on this device: null before there is one, pending while the check runs. */
type ElectionCheck = null | "checking" | CheckedElection | { problems: string[] };

/**
 * Checks the sealed election on this device (ballot-crypto.ts `checkElection`), again whenever
 * the server shows another: the code, the question and the key list on screen come from the
 * result, never from the server's word.
 */
function useCheckedElection(election: MemberPoll["election"]): ElectionCheck {
  const text = useMemo(() => (election ? JSON.stringify(election) : null), [election]);
  const [check, setCheck] = useState<{ text: string; result: ElectionCheck } | null>(null);
  // The text stands for the election: a new object with the same content is not checked again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!text || !election) return;
    let current = true;
    loadBallotCrypto().then(
      (crypto) => current && setCheck({ text, result: crypto.checkElection(election) }),
      () => current && setCheck({ text, result: { problems: [CRYPTO_LOAD] } }),
    );
    return () => {
      current = false;
    };
  }, [text]);
  if (!text) return null;
  // While a new election is checked, the last checked one stays on screen (its ballot is never
  // sent for another code: BallotForm).
  return check?.result ?? "checking";
}

const CRYPTO_LOAD =
  "не удалось загрузить проверку на это устройство: проверьте подключение и обновите страницу";

/** The voting key on this device: being made, ready, held by another device, or not made. */
type KeyState =
  | { kind: "checking" }
  | { kind: "making" }
  | { kind: "ready"; credential: HeldCredential }
  | { kind: "elsewhere" }
  | { kind: "failed"; message: string };

/**
 * The member's voting credential (voting-key.ts): the one this device holds for the poll's
 * registered key; or, when none is registered, one drawn here, kept and registered now (when the
 * member first opens the link: from the roll on, before the seal); or «elsewhere», with `replace`
 * to draw one here instead (the first is revoked, and the hall hears it at the close).
 */
function useVotingKey(token: string, poll: MemberPoll, onPoll: (poll: MemberPoll) => void) {
  const readable = useHydrated();
  const held = readable ? heldCredential(poll.credential) : null;
  const [failure, setFailure] = useState<string | null>(null);
  const making = useRef(false);

  async function make(replace: boolean) {
    if (making.current) return;
    making.current = true;
    setFailure(null);
    try {
      const crypto = await loadBallotCrypto();
      const fresh = crypto.makeCredential();
      if (!keepCredential(fresh)) {
        setFailure(
          "Браузер не сохраняет данные этой страницы (например, в режиме инкогнито), и ключ для голосования негде хранить. Откройте ссылку в обычном окне браузера.",
        );
        return;
      }
      onPoll(await registerCredential(token, fresh.publicKey, replace));
    } catch (error) {
      // Another tab of this browser may have registered first: its key is here too.
      const again = await fetchPoll(token).catch(() => null);
      if (again?.credential && heldCredential(again.credential)) onPoll(again);
      else setFailure(error instanceof RequestError && !error.network ? error.message : KEY_OFFLINE);
    } finally {
      making.current = false;
    }
  }

  const needed = poll.credential === null && !poll.voted;
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once, when the poll has no key
  useEffect(() => {
    if (needed) void make(false);
  }, [needed]);

  const state: KeyState = failure
    ? { kind: "failed", message: failure }
    : !readable
      ? { kind: "checking" }
      : held
        ? { kind: "ready", credential: held }
        : poll.credential
          ? { kind: "elsewhere" }
          : { kind: "making" };
  return { state, replace: () => void make(true) };
}

const KEY_OFFLINE =
  "Нет соединения с сетью: ключ для голосования не зарегистрирован. Проверьте подключение и обновите страницу.";

/**
 * A ballot not cast yet, from the moment the link comes with the roll (DRAFT) to the vote: the
 * voting key made on this device, the checked election's code with the number of keys in its
 * list and whether this member's is among them, then (once open) the ballot itself.
 */
function OpenBallot({
  token,
  poll,
  checked,
  onPoll,
  onAccepted,
}: {
  token: string;
  poll: MemberPoll;
  checked: ElectionCheck;
  onPoll: (poll: MemberPoll) => void;
  onAccepted: (ballot: AcceptedBallot) => void;
}) {
  const key = useVotingKey(token, poll, onPoll);
  const question = poll.questions[0];
  const ok = checked && checked !== "checking" && "manifest" in checked ? checked : null;
  return (
    <>
      <VotingKey state={key.state} onReplace={key.replace} />
      {checked === null ? (
        poll.status === "DRAFT" ? (
          <p className="alert" role="status">
            Голосование еще не открыто. Оставьте эту страницу открытой: когда счетная комиссия сформирует
            ключ, здесь появится код голосования, а когда ученый секретарь откроет голосование — бюллетень.
          </p>
        ) : (
          <div className="alert alert--error alert--big" role="alert">
            <p>
              Проголосовать пока нельзя: ключ счетной комиссии для этого голосования не сформирован, и
              бюллетень не зашифровать.
            </p>
            <p className="small">
              Бюллетень появится на этой странице сам, как только комиссия сформирует ключ. Если этого долго
              не происходит, обратитесь к ученому секретарю совета.
            </p>
          </div>
        )
      ) : checked === "checking" ? (
        <p className="muted" role="status">
          Проверяем сведения о голосовании на этом устройстве…
        </p>
      ) : !ok ? (
        <p className="alert alert--error" role="alert">
          Сведения о голосовании не прошли проверку на этом устройстве (
          {"problems" in checked ? checked.problems.join("; ") : ""}). Не голосуйте и сообщите об этом на
          заседании.
        </p>
      ) : (
        <>
          <ElectionCode election={ok} credential={poll.credential} />
          {poll.status === "DRAFT" ? (
            <p className="alert" role="status">
              Голосование еще не открыто: бюллетень появится на этой странице сам, когда ученый секретарь его
              откроет.
            </p>
          ) : key.state.kind === "ready" && question ? (
            <BallotForm
              token={token}
              question={question}
              election={ok}
              credential={key.state.credential}
              onAccepted={onAccepted}
            />
          ) : null}
        </>
      )}
    </>
  );
}

/** Where this device's voting key stands; only what the member must know or do is said. */
function VotingKey({ state, onReplace }: { state: KeyState; onReplace: () => void }) {
  const [asking, setAsking] = useState(false);
  if (state.kind === "ready") return null;
  if (state.kind === "checking")
    return (
      <p className="muted small" role="status">
        Проверяем ключ для голосования на этом устройстве…
      </p>
    );
  if (state.kind === "making")
    return (
      <p className="muted small" role="status">
        Создаем на этом устройстве ваш ключ для голосования…
      </p>
    );
  if (state.kind === "failed")
    return (
      <p className="alert alert--error" role="alert">
        {state.message}
      </p>
    );
  return (
    <div className="alert alert--error" role="alert">
      <p>
        Ваш ключ для голосования хранится на другом устройстве — на том, где вы впервые открыли эту ссылку.
        Проголосуйте с него.
      </p>
      {asking ? (
        <>
          <p className="small">
            Если того устройства нет, ключ можно заменить: прежний будет отозван, и при закрытии голосования
            объявят, что один ключ заменен. Скажите об этом на заседании.
          </p>
          <button type="button" className="button" onClick={onReplace}>
            Заменить ключ на этом устройстве
          </button>
        </>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
          Того устройства нет
        </button>
      )}
    </div>
  );
}

/**
 * The checked election's code, to compare with the one read out, with the number of keys in its
 * list (read out with it) and whether this member's key is one of them.
 */
function ElectionCode({ election, credential }: { election: CheckedElection; credential: string | null }) {
  const keys = election.manifest.credentials;
  const listed = credential !== null && keys.includes(credential);
  return (
    <div className="ballot__code">
      <p>
        Код голосования: <ShortCode code={election.code} size="inline" />
        <span className="small muted">
          {" "}
          — сверьте с кодом, который зачитал председатель счетной комиссии; ключей голосующих в списке:{" "}
          {keys.length}
        </span>
      </p>
      {listed ? (
        <p className="small ballot__key">ваш ключ в списке</p>
      ) : (
        credential !== null && (
          <p className="small ballot__key ballot__key--late" role="status">
            Вашего ключа нет в списке, который вошел в код: он добавлен после избрания счетной комиссии, и при
            закрытии голосования его назовут среди поздних. Если вы открыли эту ссылку до избрания комиссии,
            скажите об этом на заседании.
          </p>
        )
      )}
    </div>
  );
}

/** The confirmation once the ballot is accepted: one code to keep; the others on request. */
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
        <p>Голос принят: ваш бюллетень зашифрован и подан под № {ballot.position}.</p>
        <p className="tracker-line">
          Код проверки бюллетеня: <ShortCode code={ballot.trackerCode} size="inline" />{" "}
          <CopyButton text={ballot.trackerCode} label="Скопировать код проверки" />
        </p>
      </div>
      {ballot.confirmed ? (
        <p className="small">
          Оставьте страницу открытой: после закрытия голосования она сама найдет ваш бюллетень в урне и
          покажет код урны, который зачитают при закрытии. Как вы проголосовали, по коду проверки узнать
          нельзя.
        </p>
      ) : (
        <p className="alert alert--error" role="alert">
          Сервер подтвердил бюллетень с другим кодом проверки ({ballot.serverTracker}). Сообщите об этом на
          заседании ученому секретарю совета и председателю счетной комиссии.
        </p>
      )}
      <details className="small">
        <summary>Другие коды</summary>
        <p className="tracker-line">
          Код урны после вашего бюллетеня: <ShortCode code={ballot.headCode} size="inline" />
        </p>
        <p className="tracker-line">
          Код голосования: <ShortCode code={ballot.code} size="inline" />
        </p>
      </details>
    </>
  );
}

/**
 * A ballot that cannot be cast (already voted, or the poll closed): why, and, once the election
 * is sealed, its public record checked on this device: the member's ballot in the urn (by the
 * receipt kept here, or by the member's key), their mark on the roll, the urn's code.
 */
function ClosedBallot({ token, poll, code }: { token: string; poll: MemberPoll; code: string | null }) {
  const readable = useHydrated();
  const kept = useMemo(() => (readable ? keptBallot(token) : null), [readable, token]);
  return (
    <>
      <div className="alert alert--big" role="status">
        {poll.voted && <p>Вы уже проголосовали.</p>}
        {poll.status === "CLOSED" && <p>Голосование закрыто.</p>}
      </div>
      {code && (
        <p className="ballot__code">
          Код голосования: <ShortCode code={code} size="inline" />
        </p>
      )}
      {poll.election && (
        <Suspense
          fallback={
            <p className="muted" role="status">
              Загружаем запись голосования…
            </p>
          }
        >
          <BallotRecord
            token={token}
            electionId={poll.election.manifest.electionId}
            rollIndex={poll.rollIndex ?? null}
            voted={poll.voted}
            kept={kept}
            credential={poll.credential ?? null}
            closed={poll.status === "CLOSED"}
            counted={poll.counted}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * An annulled round's link: what happened, nothing else (no ballot of it counts), and where the
 * defense's vote stands now. The voting key and the receipt kept for it are forgotten here.
 */
function AnnulledBallot({ token, poll }: { token: string; poll: MemberPoll }) {
  useEffect(() => {
    forgetCredential(poll.credential);
    forgetBallot(token);
  }, [token, poll.credential]);
  const next = poll.annulled?.newRound ?? "NONE";
  return (
    <div className="alert alert--big" role="status">
      <p>
        Это голосование аннулировано{poll.annulled?.reason ? `: ${poll.annulled.reason}` : "."} Бюллетени в
        нем не учитываются, и эта ссылка больше не действует.
      </p>
      <p>
        {next === "INVITED"
          ? "Назначено новое голосование: ссылка на него пришла вам новым письмом. Откройте ее."
          : next === "PREPARED"
            ? "Готовится новое голосование: если вас отметят в явочном листе, ссылка на него придет новым письмом."
            : "О новом голосовании сообщит ученый секретарь совета; ссылка на него придет новым письмом."}
      </p>
    </div>
  );
}
