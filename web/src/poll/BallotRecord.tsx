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
import { sendConfirmation } from "./poll.api.ts";
import { type KeptBallot, loadBallotCrypto } from "./tracker.ts";
import { forgetCredential, heldCredential } from "./voting-key.ts";

type Load =
  | { state: "loading" }
  | { state: "none" }
  | { state: "failed"; message: string }
  | { state: "late" }
  | { state: "ready"; record: ElectionRecord_FileFragment; findings: RecordFindings };

/** How long the page waits for the urn after the close before it says so (issue 36: 15 s). */
const URN_WAIT_MS = 15_000;

/** What a member says in the hall when their page cannot vouch for the urn. */
const SAY =
  "Скажите об этом сейчас, на заседании, ученому секретарю и председателю счетной комиссии: урну не вскрывают, пока это не выяснено.";

/** Rejects after `ms`, to race a request that the server may never answer. */
const timeout = (ms: number) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), ms));

/** «из 14 бюллетеней», «из 21 бюллетеня». */
const ofBallots = (n: number) => `${formatCount(n)} ${plural(n, "бюллетеня", "бюллетеней", "бюллетеней")}`;

/**
 * The public record of the member's election on their ballot page (its own chunk, never in the
 * first view): fetched from the election's one public address (the same record the commission
 * decrypts and the protocol cites), checked in full on this device, with the member's ballot
 * looked for in the urn by the receipt this device kept (its place, tracker and the head after
 * it) or else by the member's key, the member's mark on the roll, the urn's code (the one read
 * out at the close), the record as a file, and a field to look for a code from another device.
 * Pushed at the close (the page follows the poll live), it checks the final urn at once: only a
 * ballot found there is said to be «в урне», and then the device signs the member's confirmation
 * of this urn (docs/RECORD.md §8.4) and forgets the key; an urn that does not come within
 * {@link URN_WAIT_MS}, or without the ballot, is an alarm telling the member what to say.
 */
export default function BallotRecord({
  token,
  electionId,
  rollIndex,
  voted,
  kept,
  credential,
  closed,
  counted,
}: {
  token: string;
  electionId: string;
  /** The member's place on the manifest's roll. */
  rollIndex: number | null;
  /** Whether the server says a ballot was cast with this link. */
  voted: boolean;
  /** The receipt this device kept, if it cast the ballot. */
  kept: KeptBallot | null;
  /** The member's public voting credential, if any. */
  credential: string | null;
  closed: boolean;
  /** Whether the count is decrypted: the record is read again when the vote closes and when this turns true. */
  counted: boolean;
}) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);

  // `closed`, `counted` and `attempt` are not read: they say when to read the record again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    let current = true;
    setLoad((was) => (was.state === "ready" ? was : { state: "loading" }));
    Promise.race([
      Promise.all([graphqlRequest(ElectionRecordDocument, { electionId }), loadBallotCrypto()]),
      timeout(URN_WAIT_MS),
    ]).then(
      ([data, crypto]) => {
        if (!current) return;
        const record = data.electionRecord;
        if (!record) return setLoad({ state: "none" });
        const findings = crypto.examineRecord(record as ElectionRecord, kept, credential);
        setLoad({ state: "ready", record, findings });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof Error && error.message === "timeout") return setLoad({ state: "late" });
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
  }, [electionId, kept, credential, closed, counted, attempt]);

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
      {(load.state === "failed" || load.state === "late") && (
        <div className="alert alert--error" role="alert">
          <p>
            {load.state === "late"
              ? `Урна не получена за ${URN_WAIT_MS / 1000} ${plural(URN_WAIT_MS / 1000, "секунду", "секунды", "секунд")}: эта страница не может проверить, что ваш бюллетень в ней.`
              : load.message}
          </p>
          {voted && closed && <p>{SAY}</p>}
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            Получить урну снова
          </button>
        </div>
      )}
      {load.state === "ready" && (
        <Findings
          token={token}
          onConfirmed={() => setAttempt((n) => n + 1)}
          load={load}
          rollIndex={rollIndex}
          voted={voted}
          kept={kept}
          credential={credential}
          closed={closed}
        />
      )}
    </section>
  );
}

/**
 * Once the ballot was found in the closed urn, the member's confirmation of this urn, signed
 * with the key this device holds, is sent once; then the key is forgotten (it has nothing left to
 * sign) and `onSent` reads the record again (it now holds the confirmation). The count comes back;
 * a failure is said, never blocking anything.
 */
function useConfirmation(
  token: string,
  record: ElectionRecord_FileFragment,
  credential: string | null,
  found: boolean,
  onSent: () => void,
) {
  const [sent, setSent] = useState<null | { confirmed: number; ballots: number } | "failed">(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `onSent` is a new function at each render
  useEffect(() => {
    const held = heldCredential(credential);
    if (!found || !held) return;
    let current = true;
    loadBallotCrypto()
      .then((crypto) => sendConfirmation(token, crypto.confirmUrn(record as ElectionRecord, held)))
      .then(
        (count) => {
          forgetCredential(held.publicKey);
          if (!current) return;
          setSent(count);
          onSent();
        },
        () => current && setSent("failed"),
      );
    return () => {
      current = false;
    };
  }, [token, record, credential, found]);
  return sent;
}

function Findings({
  token,
  onConfirmed,
  load,
  rollIndex,
  voted,
  kept,
  credential,
  closed,
}: {
  token: string;
  onConfirmed: () => void;
  load: Extract<Load, { state: "ready" }>;
  rollIndex: number | null;
  voted: boolean;
  kept: KeptBallot | null;
  credential: string | null;
  closed: boolean;
}) {
  const { record, findings } = load;
  const name = rollIndex === null ? null : record.manifest.roll[rollIndex];
  const mark = rollIndex === null ? null : record.voted[rollIndex];
  const found = findings.ballot === "found" && findings.verified.ok && findings.sameElection !== false;
  const confirmation = useConfirmation(token, record, credential, closed && found, onConfirmed);
  const { late, revoked } = findings.credentials;
  return (
    <>
      {findings.sameElection === false && (
        <p className="alert alert--error" role="alert">
          Эта запись относится к другому голосованию, чем то, для которого зашифрован ваш бюллетень. Сообщите
          об этом на заседании ученому секретарю совета и председателю счетной комиссии.
        </p>
      )}
      {found && (
        <p className="alert alert--success" role="status">
          Ваш бюллетень в урне
          {kept
            ? `: № ${kept.receipt.position} из ${ofBallots(record.ballots.length)}, и урна не менялась до него.`
            : ": в урне есть бюллетень, подписанный вашим ключом."}
        </p>
      )}
      {voted && (findings.ballot === "missing" || findings.ballot === "rewritten") && (
        <div className="alert alert--error" role="alert">
          <p>
            {findings.ballot === "missing"
              ? "Вашего бюллетеня нет в урне."
              : "Урна изменена до вашего бюллетеня: он не на том месте, где был принят."}
          </p>
          <p>{SAY}</p>
        </div>
      )}
      {confirmation && confirmation !== "failed" && (
        <p className="small" role="status">
          Ваше подтверждение отправлено: бюллетень в урне подтвердили {formatCount(confirmation.confirmed)} из{" "}
          {formatCount(confirmation.ballots)} проголосовавших.
        </p>
      )}
      {confirmation === "failed" && (
        <p className="small" role="status">
          Подтверждение не отправлено (нет связи): если на заседании спросят, скажите, что бюллетень в урне.
        </p>
      )}
      {voted && !kept && !findings.ballot && (
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
      {(late > 0 || revoked > 0) && (
        <p className="small">
          Ключей голосующих добавлено после избрания комиссии: {formatCount(late)}, из них взамен отозванных:{" "}
          {formatCount(revoked)}. Их число объявляют при закрытии голосования.
        </p>
      )}
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

/**
 * A code from another device (the short form as a person types it, or the full tracker), looked
 * up in the urn through the one reading of a typed code (ballot-crypto.ts `findTyped`).
 */
function FindCode({ codes }: { codes: ReadonlySet<string> }) {
  const [answer, setAnswer] = useState<{ code: string; found: boolean } | null>(null);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    if (!typed) return setAnswer(null);
    const crypto = await loadBallotCrypto();
    setAnswer({ code: typed, found: crypto.findTyped(codes, typed) });
  }
  return (
    <form className="ballot-record__find" onSubmit={(event) => void onSubmit(event)} noValidate>
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
