import { type FormEvent, useEffect, useState } from "react";
import { PollRecordDocument, type PollRecordQuery } from "../__generated__/fetch/record/graphql";
import { formatCount, plural } from "../lib/format.ts";
import { graphqlRequest, RequestError } from "../lib/request.ts";
import { downloadJson, recordFileName } from "../record/record.ts";
import { loadBallotCrypto } from "./tracker.ts";

type ElectionRecord = NonNullable<NonNullable<PollRecordQuery["poll"]>["record"]>;

/** What this device found in the record. */
interface Checked {
  record: ElectionRecord;
  /** The tracker of every ballot in the record. */
  trackers: ReadonlySet<string>;
  /** The record's own check (proofs, sum, decryption), once the count is in it; null before. */
  verified: { ok: boolean; errors: string[] } | null;
}

type Load =
  | { state: "loading" }
  | { state: "none" }
  | { state: "failed"; message: string }
  | ({ state: "ready" } & Checked);

/** «среди 14 бюллетеней», «среди 21 бюллетеня». */
const amongBallots = (n: number) => `${formatCount(n)} ${plural(n, "бюллетеня", "бюллетеней", "бюллетеней")}`;

/**
 * The election record of a closed poll on the member's ballot page (loaded as its own chunk,
 * never in the first view): whether the member's ballot tracker (kept on this device when they
 * voted) is among the record's ballots, the record checked on this device once the commission
 * has decrypted the count, a field to look for a code from another device, and «Скачать запись
 * голосования» (the record as a JSON file).
 */
export default function BallotRecord({
  token,
  voted,
  tracker,
}: {
  token: string;
  /** Whether a ballot was cast with this link. */
  voted: boolean;
  /** Its tracker, when this device kept it. */
  tracker: string | null;
}) {
  const [load, setLoad] = useState<Load>({ state: "loading" });

  useEffect(() => {
    let current = true;
    Promise.all([graphqlRequest(PollRecordDocument, { token }), loadBallotCrypto()]).then(
      ([data, crypto]) => {
        if (!current) return;
        const record = data.poll?.record;
        if (!record) {
          setLoad({ state: "none" });
          return;
        }
        const trackers = new Set(record.ballots.map((b) => crypto.ballotTracker(b)));
        const verified = record.result ? crypto.checkRecord(record) : null;
        setLoad({ state: "ready", record, trackers, verified });
      },
      (error: unknown) => {
        if (!current) return;
        setLoad({
          state: "failed",
          message:
            error instanceof RequestError && !error.network
              ? error.message
              : "Не удалось загрузить запись голосования. Проверьте подключение и обновите страницу.",
        });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <section className="ballot-record" aria-labelledby="record-title">
      <h2 id="record-title">Запись голосования</h2>
      <p className="small">
        В записи голосования — все зашифрованные бюллетени, ключ счетной комиссии и расшифровка итога с
        доказательствами: любой может проверить подсчет, но не может узнать, как голосовал конкретный член
        совета.
      </p>
      {/* Always present, so that screen readers announce what appears in it. */}
      <div role="status">
        {load.state === "loading" && <p className="muted">Загружаем запись голосования…</p>}
        {load.state === "none" && <p>Запись голосования для этого бюллетеня не ведется.</p>}
      </div>
      {load.state === "failed" && (
        <p className="alert alert--error" role="alert">
          {load.message}
        </p>
      )}
      {load.state === "ready" && <RecordFindings voted={voted} tracker={tracker} checked={load} />}
    </section>
  );
}

function RecordFindings({
  voted,
  tracker,
  checked,
}: {
  voted: boolean;
  tracker: string | null;
  checked: Checked;
}) {
  const { record, trackers, verified } = checked;
  const found = tracker !== null && trackers.has(tracker);
  return (
    <>
      {!voted ? null : tracker === null ? (
        <p role="status">
          Код проверки вашего бюллетеня на этом устройстве не сохранен (например, вы голосовали с другого
          устройства). Введите код, показанный после голосования, ниже — страница найдет его в записи.
        </p>
      ) : found ? (
        <p className="alert alert--success" role="status">
          Ваш бюллетень есть в записи голосования: код проверки <code className="tracker">{tracker}</code>{" "}
          найден среди {amongBallots(record.ballots.length)}.
        </p>
      ) : (
        <p className="alert alert--error" role="alert">
          Бюллетеня с вашим кодом проверки <code className="tracker">{tracker}</code> нет в записи
          голосования. Сообщите об этом ученому секретарю совета и председателю счетной комиссии.
        </p>
      )}
      {record.result === null || record.result === undefined ? (
        <p className="small">
          Счетная комиссия еще не вскрыла урну: итог появится в записи, когда его расшифрует большинство
          членов комиссии.
        </p>
      ) : verified?.ok ? (
        <p className="small">
          Запись проверена на этом устройстве: все доказательства верны. Итог: «за» — {record.result.for},
          «против» — {record.result.against}.
        </p>
      ) : (
        <div className="alert alert--error" role="alert">
          <p>
            Запись голосования не прошла проверку на этом устройстве. Сообщите об этом ученому секретарю
            совета и председателю счетной комиссии.
          </p>
          {verified && verified.errors.length > 0 && (
            <details>
              <summary>Технические подробности для специалиста (на английском)</summary>
              <ul lang="en">
                {verified.errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
      <p>
        <button type="button" className="button" onClick={() => downloadJson(recordFileName(record), record)}>
          Скачать запись голосования (JSON)
        </button>
      </p>
      <FindCode trackers={trackers} />
    </>
  );
}

/** A code from another device, looked up among the record's trackers. */
function FindCode({ trackers }: { trackers: ReadonlySet<string> }) {
  const [answer, setAnswer] = useState<{ code: string; found: boolean } | null>(null);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    setAnswer(code ? { code, found: trackers.has(code) } : null);
  }
  return (
    <form className="ballot-record__find" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label htmlFor="record-code">Найти код проверки в записи</label>
        <input
          id="record-code"
          name="code"
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-describedby="record-code-answer"
        />
      </div>
      <button type="submit" className="button button--ghost">
        Найти
      </button>
      <p id="record-code-answer" role="status">
        {answer &&
          (answer.found
            ? `Код ${answer.code} есть в записи голосования.`
            : `Кода ${answer.code} нет в записи голосования.`)}
      </p>
    </form>
  );
}
