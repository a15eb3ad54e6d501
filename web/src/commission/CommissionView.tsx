import { type ChangeEvent, useRef, useState } from "react";
import { NotFound } from "../components/NotFound.tsx";
import { formatCount, formatDateTime, plural } from "../lib/format.ts";
import { degreeSought } from "../lib/labels.ts";
import { useDocumentTitle } from "../lib/useDocumentTitle.ts";
import { useMinimumLoading } from "../lib/useMinimumLoading.ts";
import { downloadJson } from "../record/record.ts";
import type { CommissionTask } from "./commission.api.ts";
import { isCommissionToken } from "./commission-path.ts";
import { type DeviceSecrets, recoveryFile } from "./device.ts";
import { type DeviceView, useCommissionDevice } from "./useCommissionDevice.ts";

/** «из 3 членов комиссии», «из 21 члена комиссии». */
const ofMembers = (n: number) => `из ${formatCount(n)} ${plural(n, "члена", "членов", "членов")} комиссии`;

/** «1 из 2 необходимых членов комиссии», «1 из 1 необходимого члена комиссии». */
const ofNeeded = (n: number) =>
  `из ${formatCount(n)} ${plural(n, "необходимого члена", "необходимых членов", "необходимых членов")} комиссии`;

/** «14 бюллетеней» (accusative after «проверило»). */
const ballots = (n: number) => `${formatCount(n)} ${plural(n, "бюллетень", "бюллетеня", "бюллетеней")}`;

/** The member's role on the commission: seat 1 chairs it. */
const commissionRole = (seat: number) =>
  seat === 1 ? "председатель счетной комиссии" : "член счетной комиссии";

/** One line of the ceremony's progress list. */
interface Stage {
  label: string;
  state: "done" | "current" | "waiting";
}

/** Where the ceremony and the opening of the urn stand, as a list the member can follow. */
function stages(task: CommissionTask, record: DeviceView["record"]): Stage[] {
  const n = task.trustees;
  const devices = task.deviceKeys.filter(Boolean).length;
  const dealt = task.dealings.filter(Boolean).length;
  const confirmed = task.confirmed.length;
  const mine = task.deviceKeys[task.seat - 1] != null;
  const list: [string, boolean][] = [
    ["Ваше устройство подключено", mine],
    [`Устройства членов комиссии подключены: ${devices} из ${n}`, devices === n],
    [`Части ключа разосланы: ${dealt} из ${n}`, dealt === n],
    ["Ваша часть ключа проверена", task.confirmed.includes(task.seat)],
    [`Ключ готов у членов комиссии: ${confirmed} из ${n}`, task.publicKey != null],
  ];
  if (task.status === "CLOSED") {
    list.push(["Бюллетени проверены вашим устройством", task.decrypted]);
    const partials = record?.partials ?? (task.decrypted ? 1 : 0);
    list.push([
      `Урна вскрыта: ${Math.min(partials, task.threshold)} из ${task.threshold} необходимых`,
      task.tallied,
    ]);
  }
  let current = false;
  return list.map(([label, done]) => {
    if (done) return { label, state: "done" };
    const state = current ? "waiting" : "current";
    current = true;
    return { label, state };
  });
}

/** What the device is doing or waiting for, in one sentence or two (the live status). */
function statusText(view: DeviceView, task: CommissionTask): string {
  const n = task.trustees;
  const devices = task.deviceKeys.filter(Boolean).length;
  const confirmed = task.confirmed.length;
  const record = view.record;
  if (task.status === "ANNULLED") return "Голосование аннулировано: ключ этой комиссии больше не нужен.";
  if (task.status === "CLOSED") {
    if (task.tallied) {
      return record?.result
        ? `Урна вскрыта: итог подсчитан. «За» — ${record.result.for}, «против» — ${record.result.against}.`
        : "Урна вскрыта: итог подсчитан.";
    }
    if (task.decrypted) {
      const partials = Math.min(record?.partials ?? 1, task.threshold);
      return `Ваше устройство проверило ${ballots(record?.ballots ?? 0)} и отправило свою часть расшифровки. Вскрытие урны: ${partials} ${ofNeeded(task.threshold)}.`;
    }
    return "Голосование закрыто. Устройство проверяет бюллетени и вскрывает урну…";
  }
  if (task.publicKey) {
    return task.status === "OPEN"
      ? "Голосование открыто. Когда оно закроется, откройте эту ссылку снова на этом же устройстве: оно проверит бюллетени и расшифрует свою часть итога."
      : "Ключ счетной комиссии сформирован: секретарь может открывать голосование.";
  }
  if (task.confirmed.includes(task.seat))
    return `Ваша часть ключа готова. Ключ готов у ${confirmed} ${ofMembers(n)} — ждем остальных.`;
  if (task.dealings[task.seat - 1])
    return "Ваше устройство разослало доли ключа. Ждем доли от остальных членов комиссии…";
  if (devices === n) return "Устройства всех членов комиссии подключены. Рассылаем доли ключа…";
  if (task.deviceKeys[task.seat - 1])
    return `Ключ формируется: ${devices} ${ofMembers(n)} ${plural(devices, "подключился", "подключились", "подключились")}.`;
  return "Подключаем ваше устройство…";
}

/**
 * `/commission/:token`: a commission member's page. It names the defense, the member and their
 * role, and while it is open runs the member's device (useCommissionDevice): the key ceremony
 * before the vote, the checks and the partial decryption after it. The progress is a live
 * status and a list; the share of the key can be saved to a recovery file and loaded back.
 */
export function CommissionView({ token }: { token: string }) {
  if (!isCommissionToken(token)) return <NotFound />;
  return <CommissionDevice key={token} token={token} />;
}

function CommissionDevice({ token }: { token: string }) {
  const [view, importRecovery] = useCommissionDevice(token);
  const loading = useMinimumLoading(view.load === "loading");
  useDocumentTitle("Счетная комиссия");

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
          Если вы получили несколько писем, откройте ссылку из последнего: при повторной отправке прежняя
          ссылка перестает действовать. Если не получается, обратитесь к ученому секретарю совета.
        </p>
      </section>
    );
  }

  const { task } = view;
  const { defense } = task;
  const council = defense.boardName.includes(defense.boardCode)
    ? defense.boardName
    : `${defense.boardName} ${defense.boardCode}`;
  return (
    <section className="page page--narrow commission-page" aria-labelledby="commission-title">
      <h1 id="commission-title">Счетная комиссия</h1>
      <p className="commission-page__who">
        {task.memberName} — {commissionRole(task.seat)}
      </p>
      <p className="commission-page__context">
        Защита диссертации: {defense.candidate} · {council} · заседание {formatDateTime(defense.defenseAt)}
      </p>

      <div className="alert alert--big commission-page__status" role="status">
        <p>{statusText(view, task)}</p>
      </div>
      <Problems view={view} task={task} />

      <h2 className="commission-page__subtitle">Ход работы</h2>
      <ol className="commission-steps">
        {stages(task, view.record).map((s) => (
          <li key={s.label} className={`commission-steps__item commission-steps__item--${s.state}`}>
            {s.label}
            <span className="visually-hidden">
              {s.state === "done" ? " — готово" : s.state === "current" ? " — сейчас" : " — впереди"}
            </span>
          </li>
        ))}
      </ol>
      <p className="small muted">
        Страница сама выполняет шаги вашего устройства, пока она открыта. Ключ и ваша часть ключа хранятся
        только в этом браузере: прочитать отдельный бюллетень не может никто, а итог открывается, когда свои
        части расшифровки отправит большинство комиссии ({task.threshold} {ofMembers(task.trustees)}).
      </p>

      <Recovery
        task={task}
        device={view.device}
        needed={view.blocker?.kind === "noDeviceKey" || view.blocker?.kind === "noShare"}
        onImport={importRecovery}
      />

      <h2 className="commission-page__subtitle">Сведения о защите</h2>
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

/** What stops the device, and the last failed attempt, as alerts. */
function Problems({ view, task }: { view: DeviceView; task: CommissionTask }) {
  const { blocker } = view;
  return (
    <>
      {view.lastAction === "reported" &&
        view.reportedSeat !== null &&
        !task.confirmed.includes(task.seat) && (
          <p className="alert" role="status">
            Доля ключа от члена комиссии на месте {view.reportedSeat} не прошла проверку. Устройство сообщило
            об этом, и ключ формируется заново.
          </p>
        )}
      {blocker?.kind === "noDeviceKey" && (
        <div className="alert alert--error" role="alert">
          <p>
            Ваше место в комиссии уже подключено с другого устройства или из другого браузера: ключа в этом
            браузере нет.
          </p>
          <p>Откройте ссылку там, где открывали ее впервые, или загрузите резервную копию ключа ниже.</p>
        </div>
      )}
      {blocker?.kind === "noShare" && (
        <div className="alert alert--error" role="alert">
          <p>
            В этом браузере нет вашей части ключа, а без нее ваше устройство не может участвовать во вскрытии
            урны.
          </p>
          <p>
            Откройте ссылку на устройстве, где формировался ключ, или загрузите резервную копию ключа ниже.
          </p>
        </div>
      )}
      {blocker?.kind === "keyMismatch" && (
        <p className="alert alert--error" role="alert">
          Ключ голосования на сервере не совпадает с ключом, который сформировали устройства комиссии.
          Сообщите об этом ученому секретарю совета: с таким ключом голосование проводить нельзя.
        </p>
      )}
      {blocker?.kind === "recordRefused" && (
        <div className="alert alert--error" role="alert">
          <p>Ваше устройство не стало расшифровывать итог: запись голосования не прошла проверку.</p>
          <ul>
            {blocker.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <p>Сообщите об этом ученому секретарю совета и другим членам комиссии.</p>
        </div>
      )}
      {blocker?.kind === "stuck" && (
        <p className="alert alert--error" role="alert">
          {blocker.reason} Обратитесь к ученому секретарю совета.
        </p>
      )}
      {view.error && (
        <p className="alert alert--error" role="alert">
          {view.error}
        </p>
      )}
    </>
  );
}

/**
 * «Резервная копия ключа»: the member's share saved to a file once the ceremony gave it, and a
 * file brought back to an other device (or this one after its storage was cleared).
 */
function Recovery({
  task,
  device,
  needed,
  onImport,
}: {
  task: CommissionTask;
  device: DeviceSecrets | null;
  /** Whether this browser lacks the seat's key, so the file is what the member needs now. */
  needed: boolean;
  onImport: (text: string) => Promise<string | null>;
}) {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  if (task.status === "ANNULLED" || task.tallied) return null;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setMessage(null);
    const refused = await onImport(await file.text());
    setMessage(
      refused
        ? { ok: false, text: refused }
        : { ok: true, text: "Ключ загружен из резервной копии. Устройство продолжает работу." },
    );
    if (input.current) input.current.value = "";
  }

  const importField = (
    <div className="field">
      <label htmlFor="recovery-file">Загрузить резервную копию ключа</label>
      <input
        ref={input}
        id="recovery-file"
        type="file"
        accept="application/json,.json"
        onChange={(event) => void onFile(event)}
        aria-describedby="recovery-answer"
      />
    </div>
  );

  return (
    <section className="commission-recovery" aria-labelledby="recovery-title">
      <h2 id="recovery-title" className="commission-page__subtitle">
        Резервная копия ключа
      </h2>
      {device?.share ? (
        <>
          <p className="small">
            Файл с вашей частью ключа позволит участвовать во вскрытии урны с другого устройства, если это
            потеряется или браузер очистит данные. Храните его как пароль и никому не передавайте.
          </p>
          <p>
            <button
              type="button"
              className="button"
              onClick={() =>
                downloadJson(`dissovet-commission-key-seat-${device.seat}.json`, recoveryFile(device))
              }
            >
              Скачать резервную копию ключа
            </button>
          </p>
        </>
      ) : (
        !needed && (
          <p className="small">Резервную копию можно будет скачать, когда ваша часть ключа будет готова.</p>
        )
      )}
      {needed ? (
        importField
      ) : (
        <details className="commission-recovery__other">
          <summary>Открываете ссылку на новом устройстве? Загрузите резервную копию</summary>
          {importField}
        </details>
      )}
      <p
        id="recovery-answer"
        role="status"
        className={message ? (message.ok ? "alert alert--success" : "alert alert--error") : undefined}
      >
        {message?.text}
      </p>
    </section>
  );
}
