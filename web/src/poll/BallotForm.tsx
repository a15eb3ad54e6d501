import { type FormEvent, useRef, useState } from "react";
import type { Choice } from "../__generated__/fetch/poll/graphql";
import { ShortCode } from "../components/ShortCode.tsx";
import { choiceLabel } from "../lib/labels.ts";
import { downloadJson } from "../lib/record.ts";
import { RequestError } from "../lib/request.ts";
import type { ElectionHeader, SealedAnswer } from "./ballot-crypto.ts";
import { submitBallot } from "./poll.api.ts";
import { loadBallotCrypto } from "./tracker.ts";

/** Shown when the vote could not be sent: nothing was stored, the member must send it again. */
export const OFFLINE_VOTE_ERROR =
  "Нет соединения с сетью: голос не отправлен. Проверьте подключение и нажмите «Отправить» еще раз — выбор сохранен на странице.";

/** Shown when the encryption's code could not be downloaded: nothing was sent. */
const CRYPTO_LOAD_ERROR =
  "Не удалось загрузить шифрование бюллетеня: голос не отправлен. Проверьте подключение и попробуйте еще раз — выбор сохранен на странице.";

/** What the member is told once the server has stored the ballot. */
export interface AcceptedBallot {
  /** The tracker this device computed from the ciphertext it sent, and its short form. */
  tracker: string;
  trackerCode: string;
  /** Whether the server's receipt names the same tracker. */
  confirmed: boolean;
  /** The server's tracker, when it differs. */
  serverTracker: string;
  /** The ballot's place on the board and the board's head after it (and its code). */
  position: number;
  head: string;
  headCode: string;
  /** The fingerprint the ballot was bound to, and its code. */
  fingerprint: string;
  code: string;
}

/** A ballot question as the form needs it. */
export interface BallotQuestion {
  id: string;
  text: string;
  choices: readonly Choice[];
}

type Stage =
  | { kind: "choose" }
  | { kind: "review"; sealed: SealedAnswer; fingerprint: string; code: string }
  | { kind: "audited"; sealed: SealedAnswer; ok: boolean };

/**
 * The secret ballot (spec §7; docs/SECURITY.md «Trust model»): the question (the manifest's,
 * which the election's fingerprint covers) with «За» / «Против»; «Далее» checks the sealed
 * election on this device (every commission device's signature, the key), encrypts the choice
 * and shows a review: the choice, the encrypted ballot's short tracker and the election's code
 * to compare with the one read out; «Отправить» casts it, «Изменить» goes back, «Проверить
 * шифрование» audits it instead (Benaloh: the choice and randomness are revealed, the ballot is
 * never cast, and a fresh one is encrypted). Calls `onAccepted` once the server has stored the
 * ballot. A vote sent without a connection is not lost silently: the member is told to send it
 * again, with the choice kept.
 */
export function BallotForm({
  token,
  questions,
  election,
  onAccepted,
}: {
  token: string;
  questions: readonly BallotQuestion[];
  election: ElectionHeader;
  onAccepted: (ballot: AcceptedBallot) => void;
}) {
  const [answers, setAnswers] = useState<Record<string, Choice>>({});
  const [stage, setStage] = useState<Stage>({ kind: "choose" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<null | "sealing" | "sending">(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const question = questions[0];
  const choice = question ? answers[question.id] : undefined;

  function fail(message: string) {
    setError(message);
    // The alert is announced; focus there too, so the next Tab goes back to the ballot.
    queueMicrotask(() => errorRef.current?.focus());
  }

  /** Checks the election and encrypts the choice afresh; the review shows the result. */
  async function seal() {
    if (!question || !choice) {
      fail("Выберите вариант ответа: «За» или «Против».");
      return;
    }
    setError(null);
    setBusy("sealing");
    try {
      let crypto: Awaited<ReturnType<typeof loadBallotCrypto>>;
      try {
        crypto = await loadBallotCrypto();
      } catch {
        fail(CRYPTO_LOAD_ERROR);
        return;
      }
      const checked = crypto.checkElection(election);
      if ("problems" in checked) {
        fail(
          `Бюллетень не зашифрован: сведения о голосовании не прошли проверку на этом устройстве (${checked.problems.join("; ")}). Не голосуйте и сообщите об этом на заседании.`,
        );
        return;
      }
      setStage({
        kind: "review",
        sealed: crypto.sealChoice(checked, choice),
        fingerprint: checked.fingerprint,
        code: checked.code,
      });
    } finally {
      setBusy(null);
    }
  }

  async function audit(sealed: SealedAnswer) {
    const crypto = await loadBallotCrypto();
    setStage({ kind: "audited", sealed, ok: crypto.auditBallot(sealed.audit).ok });
  }

  async function send(stageNow: Extract<Stage, { kind: "review" }>) {
    if (!question || busy) return;
    if (!navigator.onLine) {
      fail(OFFLINE_VOTE_ERROR);
      return;
    }
    setError(null);
    setBusy("sending");
    try {
      const { sealed } = stageNow;
      const receipt = await submitBallot(token, [{ questionId: question.id, ballot: sealed.ballot }]);
      if (!receipt.accepted) return fail("Голос не принят. Попробуйте еще раз.");
      onAccepted({
        tracker: sealed.tracker,
        trackerCode: sealed.trackerCode,
        confirmed: receipt.tracker === sealed.tracker,
        serverTracker: receipt.tracker,
        position: receipt.position,
        head: receipt.head,
        headCode: receipt.headCode,
        fingerprint: stageNow.fingerprint,
        code: stageNow.code,
      });
    } catch (err) {
      fail(
        err instanceof RequestError ? (err.network ? OFFLINE_VOTE_ERROR : err.message) : OFFLINE_VOTE_ERROR,
      );
    } finally {
      setBusy(null);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (stage.kind === "choose") void seal();
    else if (stage.kind === "review") void send(stage);
  }

  const errorLine = error && (
    <p ref={errorRef} className="alert alert--error" role="alert" tabIndex={-1}>
      {error}
    </p>
  );

  if (stage.kind === "audited") {
    return <Audited stage={stage} onContinue={() => void seal()} busy={busy !== null} />;
  }

  return (
    <form className="ballot-form" onSubmit={onSubmit} noValidate aria-busy={busy !== null}>
      {stage.kind === "choose" ? (
        questions.map((q) => (
          <fieldset key={q.id} className="question">
            <legend>{q.text}</legend>
            <div className="choices">
              {q.choices.map((c) => (
                <label key={c} className={`choice choice--${c.toLowerCase()}`}>
                  <input
                    type="radio"
                    name={`question-${q.id}`}
                    value={c}
                    checked={answers[q.id] === c}
                    onChange={() => setAnswers((a) => ({ ...a, [q.id]: c }))}
                    required
                  />
                  <span>{choiceLabel[c]}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))
      ) : (
        <Review stage={stage} choice={choice} />
      )}
      {errorLine}
      {/* Not disabled while busy: a disabled button would drop the keyboard focus. */}
      <button type="submit" className="button button--primary button--wide" aria-disabled={busy !== null}>
        {busy === "sealing"
          ? "Шифруем бюллетень…"
          : busy === "sending"
            ? "Отправляем голос…"
            : stage.kind === "choose"
              ? "Далее"
              : "Отправить"}
      </button>
      {stage.kind === "review" && (
        <div className="ballot-form__secondary">
          <button
            type="button"
            className="button"
            onClick={() => setStage({ kind: "choose" })}
            disabled={busy !== null}
          >
            Изменить
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void audit(stage.sealed)}
            disabled={busy !== null}
          >
            Проверить шифрование
          </button>
        </div>
      )}
      <p className="muted small">
        Голосование тайное: выбор шифруется на этом устройстве, и прочитать отдельный бюллетень не может
        никто, даже администратор. Проголосовать можно один раз, по любой из присланных вам ссылок.
      </p>
    </form>
  );
}

/** The review before the irreversible vote: the choice and the ballot's short tracker (the election's code is above the form). */
function Review({
  stage,
  choice,
}: {
  stage: Extract<Stage, { kind: "review" }>;
  choice: Choice | undefined;
}) {
  return (
    <div className="ballot-review" role="status">
      <p className="ballot-review__choice">
        Вы выбрали: <strong>«{choice ? choiceLabel[choice] : ""}»</strong>
      </p>
      <p>
        Бюллетень зашифрован на этом устройстве. Код проверки бюллетеня:{" "}
        <ShortCode code={stage.sealed.trackerCode} size="inline" />
      </p>
    </div>
  );
}

/** An audited (spoiled) ballot: what it held, the device's check, the file, and the way on. */
function Audited({
  stage,
  onContinue,
  busy,
}: {
  stage: Extract<Stage, { kind: "audited" }>;
  onContinue: () => void;
  busy: boolean;
}) {
  const { sealed, ok } = stage;
  return (
    <section className="ballot-audit" aria-labelledby="audit-title">
      <h2 id="audit-title">Проверка шифрования</h2>
      <p>
        В бюллетене с кодом <ShortCode code={sealed.trackerCode} size="inline" /> зашифровано «
        {sealed.audit.vote === 1 ? "за" : "против"}».
      </p>
      {ok ? (
        <p className="alert alert--success">
          Устройство проверило: бюллетень зашифрован верно, для этого голосования.
        </p>
      ) : (
        <p className="alert alert--error" role="alert">
          Проверка не прошла: бюллетень зашифрован неверно. Не голосуйте с этого устройства и сообщите об этом
          на заседании.
        </p>
      )}
      <p className="small">
        Этот бюллетень раскрыт и не будет отправлен. Файл проверочного бюллетеня можно проверить на другом
        компьютере: <code>npm run verify-record -- --audit файл.json</code>.
      </p>
      <p>
        <button
          type="button"
          className="button"
          onClick={() => downloadJson(`dissovet-spoiled-${sealed.tracker}.json`, sealed.audit)}
        >
          Скачать проверочный бюллетень
        </button>
      </p>
      {ok && (
        <button
          type="button"
          className="button button--primary button--wide"
          onClick={onContinue}
          aria-disabled={busy}
        >
          {busy ? "Шифруем бюллетень…" : "Зашифровать заново и продолжить"}
        </button>
      )}
    </section>
  );
}
