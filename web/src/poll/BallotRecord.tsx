import { type FormEvent, useEffect, useState } from "react";
import type { ElectionRecord } from "../../../shared/ballot/index.ts";
import {
  type ElectionRecord_FileFragment,
  ElectionRecordDocument,
} from "../__generated__/fetch/record/graphql";
import { ShortCode } from "../components/ShortCode.tsx";
import { formatCount, plural } from "../lib/format.ts";
import { downloadJson, recordFileName } from "../lib/record.ts";
import { graphqlRequest, RequestError } from "../lib/request.ts";
import type { RecordFindings } from "./ballot-crypto.ts";
import { type KeptBallot, loadBallotCrypto } from "./tracker.ts";

type Load =
  | { state: "loading" }
  | { state: "none" }
  | { state: "failed"; message: string }
  | { state: "ready"; record: ElectionRecord_FileFragment; findings: RecordFindings };

/** «из 14 бюллетеней», «из 21 бюллетеня». */
const ofBallots = (n: number) => `${formatCount(n)} ${plural(n, "бюллетеня", "бюллетеней", "бюллетеней")}`;

/**
 * The public record of the member's election on their ballot page (its own chunk, never in the
 * first view): fetched from the election's one public address (the same record the commission
 * decrypts and the protocol cites), checked in full on this device, with the member's ballot
 * looked for on the board by the receipt this device kept (its place, tracker and the head after
 * it), the member's mark on the roll, the board's code (the one read out at the close), the
 * record as a file, and a field to look for a code from another device.
 */
export default function BallotRecord({
  electionId,
  rollIndex,
  voted,
  kept,
  closed,
  counted,
}: {
  electionId: string;
  /** The member's place on the manifest's roll. */
  rollIndex: number | null;
  /** Whether the server says a ballot was cast with this link. */
  voted: boolean;
  /** The receipt this device kept, if it cast the ballot. */
  kept: KeptBallot | null;
  closed: boolean;
  /** Whether the count is decrypted: the record is read again when the vote closes and when this turns true. */
  counted: boolean;
}) {
  const [load, setLoad] = useState<Load>({ state: "loading" });

  // `closed` and `counted` are not read: they say when the record has changed (read it again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    let current = true;
    Promise.all([graphqlRequest(ElectionRecordDocument, { electionId }), loadBallotCrypto()]).then(
      ([data, crypto]) => {
        if (!current) return;
        const record = data.electionRecord;
        if (!record) return setLoad({ state: "none" });
        const findings = crypto.examineRecord(record as ElectionRecord, kept);
        setLoad({ state: "ready", record, findings });
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
  }, [electionId, kept, closed, counted]);

  return (
    <section className="ballot-record" aria-labelledby="record-title">
      <h2 id="record-title">Урна и запись голосования</h2>
      <p className="small">
        В записи голосования — все зашифрованные бюллетени в порядке поступления, ключ счетной комиссии с
        подписями ее членов и расшифровка итога с доказательствами: любой может проверить подсчет, но не может
        узнать, как голосовал конкретный член совета.
      </p>
      {/* Always present, so that screen readers announce what appears in it. */}
      <div role="status">
        {load.state === "loading" && <p className="muted">Загружаем запись голосования…</p>}
        {load.state === "none" && <p>Запись этого голосования не ведется.</p>}
      </div>
      {load.state === "failed" && (
        <p className="alert alert--error" role="alert">
          {load.message}
        </p>
      )}
      {load.state === "ready" && (
        <Findings load={load} rollIndex={rollIndex} voted={voted} kept={kept} closed={closed} />
      )}
    </section>
  );
}

function Findings({
  load,
  rollIndex,
  voted,
  kept,
  closed,
}: {
  load: Extract<Load, { state: "ready" }>;
  rollIndex: number | null;
  voted: boolean;
  kept: KeptBallot | null;
  closed: boolean;
}) {
  const { record, findings } = load;
  const name = rollIndex === null ? null : record.manifest.roll[rollIndex];
  const mark = rollIndex === null ? null : record.voted[rollIndex];
  return (
    <>
      {findings.sameElection === false && (
        <p className="alert alert--error" role="alert">
          Эта запись относится к другому голосованию, чем то, для которого зашифрован ваш бюллетень. Сообщите
          об этом на заседании ученому секретарю совета и председателю счетной комиссии.
        </p>
      )}
      {findings.ballot === "found" && kept && (
        <p className="alert alert--success" role="status">
          Ваш бюллетень в урне: № {kept.receipt.position} {`из ${ofBallots(record.ballots.length)}`}, и урна
          не менялась после него.
        </p>
      )}
      {(findings.ballot === "missing" || findings.ballot === "rewritten") && (
        <p className="alert alert--error" role="alert">
          {findings.ballot === "missing"
            ? "Вашего бюллетеня нет в урне."
            : "Урна изменена после того, как в нее лег ваш бюллетень."}{" "}
          Сообщите об этом на заседании ученому секретарю совета и председателю счетной комиссии.
        </p>
      )}
      {voted && !kept && (
        <p role="status">
          По этой ссылке бюллетень подан, но его код проверки на этом устройстве не сохранен (например, вы
          голосовали с другого устройства). Введите код проверки ниже — страница найдет его в урне.
        </p>
      )}
      <p>
        {closed ? "Код урны при закрытии голосования: " : "Код урны сейчас: "}
        <ShortCode code={record.headCode} size="inline" />
        {closed && <span className="small muted"> — сверьте с кодом, который зачитали на заседании</span>}
      </p>
      {name !== null && mark !== null && mark !== undefined && (
        <p
          className={mark === voted ? undefined : "alert alert--error"}
          role={mark === voted ? undefined : "alert"}
        >
          Явочный лист: {name} — бюллетень {mark ? "записан" : "не записан"}.
          {mark !== voted &&
            " Это расходится с тем, что сервер сообщает об этой ссылке: сообщите об этом на заседании."}
          {mark && mark === voted && !kept && " Если вы не голосовали, сообщите об этом на заседании."}
        </p>
      )}
      <Verification record={record} verified={findings.verified} />
      <p>
        <button
          type="button"
          className="button"
          onClick={() => downloadJson(recordFileName(record.manifest.electionId), record)}
        >
          Скачать запись голосования (JSON)
        </button>
      </p>
      <FindCode codes={findings.trackerCodes} />
    </>
  );
}

/** The record's own check on this device, and the count once decrypted. */
function Verification({
  record,
  verified,
}: {
  record: ElectionRecord_FileFragment;
  verified: RecordFindings["verified"];
}) {
  if (!verified.ok) {
    return (
      <div className="alert alert--error" role="alert">
        <p>
          Запись голосования не прошла проверку на этом устройстве. Сообщите об этом ученому секретарю совета
          и председателю счетной комиссии.
        </p>
        <ul>
          {verified.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      </div>
    );
  }
  return record.result ? (
    <p className="small">
      Запись проверена на этом устройстве: все доказательства верны. Итог: «за» —{" "}
      {formatCount(record.result.for)}, «против» — {formatCount(record.result.against)}.
    </p>
  ) : (
    <p className="small">
      Запись проверена на этом устройстве: все доказательства верны. Итог появится, когда урну вскроет счетная
      комиссия.
    </p>
  );
}

/** A code from another device (the short form or the full tracker), looked up on the board. */
function FindCode({ codes }: { codes: ReadonlySet<string> }) {
  const [answer, setAnswer] = useState<{ code: string; found: boolean } | null>(null);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "")
      .trim()
      .toUpperCase();
    const full = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    setAnswer(code ? { code: full, found: codes.has(code) || codes.has(full) } : null);
  }
  return (
    <form className="ballot-record__find" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label htmlFor="record-code">Найти код проверки в урне</label>
        <input
          id="record-code"
          name="code"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby="record-code-answer"
        />
      </div>
      <button type="submit" className="button button--ghost">
        Найти
      </button>
      <p id="record-code-answer" role="status">
        {answer && (answer.found ? `Код ${answer.code} есть в урне.` : `Кода ${answer.code} нет в урне.`)}
      </p>
    </form>
  );
}
