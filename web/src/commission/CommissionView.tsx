import { use, useEffect, useMemo, useRef } from "react";
import { assessCeremony, type CeremonyState } from "../../../shared/ballot/index.ts";
import { councilName, DefenseFacts } from "../components/DefenseFacts.tsx";
import { ErrorAlert } from "../components/ErrorAlert.tsx";
import { NotFound } from "../components/NotFound.tsx";
import { formatDateTime } from "../lib/format.ts";
import { useDocumentTitle } from "../lib/useDocumentTitle.ts";
import { useMinimumLoading } from "../lib/useMinimumLoading.ts";
import { Backup } from "./Backup.tsx";
import { CodeCheck, ElectionCode, Stopped, UrnCheck } from "./Checks.tsx";
import { CeremonyProgress, Disputes, statusText } from "./CommissionStatus.tsx";
import { type CommissionTask, RenderedTaskContext, renderedTask } from "./commission.api.ts";
import { isCommissionToken } from "./commission-path.ts";
import { ceremonyOf } from "./device.ts";
import { type DeviceActions, type DeviceView, useCommissionDevice } from "./useCommissionDevice.ts";

/** The member's role on the commission: seat 1 chairs it. */
const commissionRole = (seat: number) =>
  seat === 1 ? "председатель счетной комиссии" : "член счетной комиссии";

/**
 * `/commission/:token`: a commission member's page. It names the defense, the member and their
 * role, and while it is open runs the member's device (useCommissionDevice): the key ceremony
 * before the vote (with the one tap that confirms the code read out at the sitting), the backup
 * of the key, and after the close the check of the urn and the partial decryption (its member
 * confirms the urn's code read aloud and the turnout announced). Whatever the server relays that
 * does not verify stops the device and is shown as an alarm; a member who says a code differs
 * stops it for good. The step that needs the member takes the screen (scrolled to, its heading
 * focused) when it appears, and again once the backup is saved.
 */
export function CommissionView({ token }: { token: string }) {
  if (!isCommissionToken(token)) return <NotFound />;
  return <CommissionDevice key={token} token={token} />;
}

function CommissionDevice({ token }: { token: string }) {
  const [view, actions] = useCommissionDevice(token);
  // The server rendered the page with the task: shown until the device has taken its first step.
  const rendered = renderedTask(token, use(RenderedTaskContext));
  const loading = useMinimumLoading(view.load === "loading");
  useDocumentTitle("Счетная комиссия");
  const ceremony = view.task ? ceremonyOf(view.task) : null;
  // The page's own check of the ceremony (the device ran the same): progress and disputes.
  const state = useMemo(() => (ceremony ? assessCeremony(ceremony) : null), [ceremony]);

  if (loading || view.load === "loading" || (view.load === "ready" && !view.task)) {
    return (
      <section className="page page--narrow" aria-busy="true" aria-labelledby="commission-title">
        <h1 id="commission-title">Счетная комиссия</h1>
        {rendered && (
          <>
            <p className="commission-page__who">
              {rendered.memberName} — {commissionRole(rendered.seat)}
            </p>
            <Context task={rendered} />
          </>
        )}
        <p className="muted" role="status" data-loading="">
          {rendered ? "Устройство проверяет задание и свой ключ…" : "Загружаем задание счетной комиссии…"}
        </p>
        {rendered && (
          <>
            <h2 className="commission-page__subtitle">Сведения о защите</h2>
            <DefenseFacts defense={rendered.defense} />
          </>
        )}
      </section>
    );
  }
  if (view.load === "failed" || !view.task) {
    return (
      <section className="page page--narrow" aria-labelledby="commission-title">
        <h1 id="commission-title">Страница комиссии недоступна</h1>
        <p className="alert alert--error" role="alert">
          {view.failure}
        </p>
        <p>
          Если вы получили несколько писем, откройте ссылку из последнего. Если не получается, обратитесь к
          ученому секретарю совета.
        </p>
      </section>
    );
  }

  const { task } = view;
  return (
    <section className="page page--narrow commission-page" aria-labelledby="commission-title">
      <h1 id="commission-title">Счетная комиссия</h1>
      <p className="commission-page__who">
        {task.memberName} — {commissionRole(task.seat)}
      </p>
      <Context task={task} />
      <Main view={view} state={state} actions={actions} />
      {/* Right under the task: once the key is ready, saving its copy is the member's next step. */}
      <Backup view={view} onRestore={actions.restore} onSaved={() => actions.attend()} />
      <ErrorAlert error={view.error} />
      {!view.connected && (
        <p className="muted small" role="status">
          Связь с сервером прервалась: устройство продолжит само, как только она восстановится.
        </p>
      )}
      {state && (
        <>
          <h2 className="commission-page__subtitle">Ход работы</h2>
          <CeremonyProgress
            task={task}
            state={state}
            keyHere={view.step?.kind !== "no-key"}
            asking={view.step?.kind === "ask-code" || view.step?.kind === "ask-urn"}
          />
        </>
      )}
      <h2 className="commission-page__subtitle">Сведения о защите</h2>
      <DefenseFacts defense={task.defense} />
    </section>
  );
}

/** The defense and the sitting, one line. */
function Context({ task }: { task: CommissionTask }) {
  const { defense } = task;
  return (
    <p className="commission-page__context">
      Защита диссертации: {defense.candidate} · {councilName(defense)} · заседание{" "}
      {formatDateTime(defense.defenseAt)}
    </p>
  );
}

/** The kinds of step that wait for the member (or must be read by them now): they take the screen. */
const ATTENTION = new Set(["ask-code", "ask-urn", "stopped", "alarm"]);

/**
 * Scrolls to the element and focuses its first heading when `key` changes to a non-null value:
 * the step that needs the member appears on screen even when the page was scrolled down (say, to
 * the backup form), and a screen reader reads it.
 */
function useTakeScreen(key: string | null) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (key === null) return;
    const box = ref.current;
    box?.scrollIntoView({ block: "start", behavior: "auto" });
    box?.querySelector<HTMLElement>("[tabindex='-1']")?.focus({ preventScroll: true });
  }, [key]);
  return ref;
}

/** What the member must see or do now: the code, the urn, a stop, a dispute, an alarm, or the status. */
function Main(props: { view: DeviceView; state: CeremonyState | null; actions: DeviceActions }) {
  const { step, attention } = props.view;
  const key =
    step && ATTENTION.has(step.kind)
      ? `${step.kind}:${attention}`
      : attention > 0
        ? `saved:${attention}`
        : null;
  const ref = useTakeScreen(key);
  return (
    <div ref={ref} className="commission-page__main">
      <Step {...props} />
    </div>
  );
}

function Step({
  view,
  state,
  actions,
}: {
  view: DeviceView;
  state: CeremonyState | null;
  actions: DeviceActions;
}) {
  const { step, task } = view;
  if (!task) return null;
  if (step?.kind === "stopped") return <Stopped reason={step.reason} />;
  if (step?.kind === "alarm") {
    return (
      <div className="alert alert--error alert--big" role="alert">
        <h2 className="code-check__title" tabIndex={-1}>
          Устройство остановилось
        </h2>
        <p>Данные, полученные от сервера, не прошли проверку.</p>
        <ul>
          {step.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
        <p>
          Ничего не подтверждайте на этом устройстве. Сообщите об этом на заседании председателю счетной
          комиссии и ученому секретарю совета.
        </p>
      </div>
    );
  }
  if (step?.kind === "ask-code")
    return (
      <CodeCheck
        seat={task.seat}
        code={step.code}
        credentials={step.credentials}
        onConfirm={() => actions.confirmCode(step.fingerprint)}
        onReject={() => void actions.stop("code")}
      />
    );
  if (step?.kind === "ask-urn")
    return (
      <UrnCheck
        key={step.head}
        seat={task.seat}
        urn={step}
        onConfirm={actions.confirmUrn}
        onReject={() => void actions.stop("urn")}
      />
    );
  return (
    <>
      <div className="alert alert--big commission-page__status" role="status" tabIndex={-1}>
        <p>{statusText(view, state)}</p>
      </div>
      {state && state.disputes.length > 0 && <Disputes disputes={state.disputes} />}
      {state?.code && (step?.kind === "ready" || step?.kind === "wait") && task.status !== "CLOSED" && (
        <ElectionCode code={state.code} />
      )}
    </>
  );
}
