import { useMemo } from "react";
import { assessCeremony, type CeremonyState } from "../../../shared/ballot/index.ts";
import { councilName, DefenseFacts } from "../components/DefenseFacts.tsx";
import { NotFound } from "../components/NotFound.tsx";
import { formatDateTime } from "../lib/format.ts";
import { useDocumentTitle } from "../lib/useDocumentTitle.ts";
import { useMinimumLoading } from "../lib/useMinimumLoading.ts";
import { Backup } from "./Backup.tsx";
import { BoardCheck, CodeCheck, ElectionCode } from "./Checks.tsx";
import { CeremonyProgress, Disputes, statusText } from "./CommissionStatus.tsx";
import type { CommissionTask } from "./commission.api.ts";
import { isCommissionToken } from "./commission-path.ts";
import { ceremonyOf } from "./device.ts";
import { type DeviceView, useCommissionDevice } from "./useCommissionDevice.ts";

/** The member's role on the commission: seat 1 chairs it. */
const commissionRole = (seat: number) =>
  seat === 1 ? "председатель счетной комиссии" : "член счетной комиссии";

/**
 * `/commission/:token`: a commission member's page. It names the defense, the member and their
 * role, and while it is open runs the member's device (useCommissionDevice): the key ceremony
 * before the vote (with the one tap that confirms the code read out at the sitting), the backup
 * of the key, and after the close the check of the board and the partial decryption (with the
 * tap that confirms the count and the board's code announced). Whatever the server relays that
 * does not verify stops the device and is shown as an alarm.
 */
export function CommissionView({ token }: { token: string }) {
  if (!isCommissionToken(token)) return <NotFound />;
  return <CommissionDevice key={token} token={token} />;
}

function CommissionDevice({ token }: { token: string }) {
  const [view, actions] = useCommissionDevice(token);
  const loading = useMinimumLoading(view.load === "loading");
  useDocumentTitle("Счетная комиссия");
  const ceremony = view.task ? ceremonyOf(view.task) : null;
  // The page's own check of the ceremony (the device ran the same): progress and disputes.
  const state = useMemo(() => (ceremony ? assessCeremony(ceremony) : null), [ceremony]);

  if (loading || view.load === "loading" || (view.load === "ready" && !view.task)) {
    return (
      <section className="page page--narrow" aria-busy="true" aria-labelledby="commission-title">
        <h1 id="commission-title">Счетная комиссия</h1>
        <p className="muted" role="status" data-loading="">
          Загружаем задание счетной комиссии…
        </p>
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
      <Backup view={view} onRestore={actions.restore} />
      {view.error && (
        <p className="alert alert--error" role="alert">
          {view.error}
        </p>
      )}
      {!view.connected && (
        <p className="muted small" role="status">
          Связь с сервером прервалась: устройство продолжит само, как только она восстановится.
        </p>
      )}
      {state && (
        <>
          <h2 className="commission-page__subtitle">Ход работы</h2>
          <CeremonyProgress task={task} state={state} keyHere={view.step?.kind !== "no-key"} />
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

/** What the member must see or do now: the code, the board, a dispute, an alarm, or the status. */
function Main({
  view,
  state,
  actions,
}: {
  view: DeviceView;
  state: CeremonyState | null;
  actions: ReturnType<typeof useCommissionDevice>[1];
}) {
  const { step, task } = view;
  if (!task) return null;
  if (step?.kind === "alarm") {
    return (
      <div className="alert alert--error alert--big" role="alert">
        <p>Устройство остановилось: данные, полученные от сервера, не прошли проверку.</p>
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
        rejected={view.rejectedCode === step.fingerprint}
        onConfirm={() => actions.confirmCode(step.fingerprint)}
        onReject={() => actions.rejectCode(step.fingerprint)}
      />
    );
  if (step?.kind === "ask-board")
    return <BoardCheck step={step} onConfirm={() => actions.confirmBoard(step.head)} />;
  return (
    <>
      <div className="alert alert--big commission-page__status" role="status">
        <p>{statusText(view, state)}</p>
      </div>
      {state && state.disputes.length > 0 && <Disputes disputes={state.disputes} />}
      {state?.code && (step?.kind === "ready" || step?.kind === "wait") && task.status !== "CLOSED" && (
        <ElectionCode code={state.code} />
      )}
    </>
  );
}
