import { type FormEvent, useEffect, useRef, useState } from "react";
import type { Choice } from "../__generated__/fetch/poll/graphql";
import { ShortCode } from "../components/ShortCode.tsx";
import { choiceLabel } from "../lib/labels.ts";
import { downloadJson } from "../lib/record.ts";
import { RequestError } from "../lib/request.ts";
import type { CheckedElection, SealedAnswer } from "./ballot-crypto.ts";
import { publishSpoiled, submitBallot } from "./poll.api.ts";
import { loadBallotCrypto } from "./tracker.ts";
import type { HeldCredential } from "./voting-key.ts";

/** Shown when the vote could not be sent: nothing was stored, the member must send it again. */
export const OFFLINE_VOTE_ERROR =
  "Нет соединения с сетью: голос не отправлен. Проверьте подключение и нажмите «Отправить» еще раз — выбор сохранен на странице.";

/** Shown when an audited ballot could not be published for want of a connection. */
const OFFLINE_PUBLISH_ERROR =
  "Нет соединения с сетью: проверочный бюллетень не опубликован. Попробуйте еще раз.";

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
  /** The ballot's place in the urn and the urn's head after it (and its code). */
  position: number;
  head: string;
  headCode: string;
  /** The fingerprint the ballot was bound to, and its code. */
  fingerprint: string;
  code: string;
}

/** The ballot's one question as the server names it: its id and the answers offered. */
interface BallotQuestion {
  id: string;
  choices: readonly Choice[];
}

type Stage =
  | { kind: "choose" }
  | { kind: "review"; sealed: SealedAnswer }
  | { kind: "audited"; sealed: SealedAnswer; ok: boolean };

/** Said when the election changed under the open page (a new code): never silently. */
const REKEYED =
  "Сведения о голосовании изменились: код голосования теперь другой. Бюллетень зашифрован заново для нового кода — сверьте его с тем, что зачитал председатель счетной комиссии. Если голосование уже было открыто, так быть не должно: не голосуйте и сообщите об этом на заседании.";

/**
 * The secret ballot (spec §7; docs/SECURITY.md «Trust model»), from the sealed election this
 * device checked (`election`): the question is the checked manifest's (never the server's other
 * fields), with «За» / «Против»; «Далее» encrypts the choice to the checked key and signs it with
 * the member's credential; the review shows the choice and the ballot's short tracker;
 * «Отправить» casts it, «Изменить» goes back, «Проверить шифрование» audits it instead (Benaloh:
 * the choice and randomness are revealed, the ballot is never cast, it may be published in the
 * record, and a fresh one is encrypted). A ballot is sent only for the fingerprint whose code is
 * on screen: when the election changes under the open page, a ballot sealed for the old one is
 * dropped and the choice encrypted afresh, and the member is told. Calls `onAccepted` once the
 * server has stored the ballot. A vote sent without a connection is not lost silently: the member
 * is told to send it again, with the choice kept.
 */
export function BallotForm({
  token,
  question,
  election,
  credential,
  onAccepted,
}: {
  token: string;
  question: BallotQuestion;
  election: CheckedElection;
  credential: HeldCredential;
  onAccepted: (ballot: AcceptedBallot) => void;
}) {
  const [choice, setChoice] = useState<Choice | undefined>(undefined);
  const [stage, setStage] = useState<Stage>({ kind: "choose" });
  const [error, setError] = useState<string | null>(null);
  const [rekeyed, setRekeyed] = useState(false);
  const [busy, setBusy] = useState<null | "sealing" | "sending">(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const shownFor = useRef(election.fingerprint);

  function fail(message: string) {
    setError(message);
    // The alert is announced; focus there too, so the next Tab goes back to the ballot.
    queueMicrotask(() => errorRef.current?.focus());
  }

  /** Encrypts the choice afresh for the election on screen; the review shows the result. */
  async function seal(chosen = choice) {
    if (!chosen) {
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
      setStage({ kind: "review", sealed: crypto.sealChoice(election, chosen, credential) });
    } finally {
      setBusy(null);
    }
  }

  // The election changed under the open page: what was sealed for the old one is never sent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new fingerprint re-seals
  useEffect(() => {
    if (shownFor.current === election.fingerprint) return;
    shownFor.current = election.fingerprint;
    setRekeyed(true);
    if (stage.kind !== "choose") void seal();
  }, [election.fingerprint]);

  async function audit(sealed: SealedAnswer) {
    const crypto = await loadBallotCrypto();
    setStage({ kind: "audited", sealed, ok: crypto.auditBallot(sealed.audit).ok });
  }

  async function send(sealed: SealedAnswer) {
    if (busy) return;
    // Never a ballot sealed for another election than the code on screen.
    if (sealed.fingerprint !== election.fingerprint) return void seal();
    if (!navigator.onLine) {
      fail(OFFLINE_VOTE_ERROR);
      return;
    }
    setError(null);
    setBusy("sending");
    try {
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
        fingerprint: sealed.fingerprint,
        code: election.code,
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
    else if (stage.kind === "review") void send(stage.sealed);
  }

  const errorLine = error && (
    <p ref={errorRef} className="alert alert--error" role="alert" tabIndex={-1}>
      {error}
    </p>
  );
  const rekeyedLine = rekeyed && (
    <p className="alert alert--error" role="alert">
      {REKEYED}
    </p>
  );

  if (stage.kind === "audited") {
    return <Audited token={token} stage={stage} onContinue={() => void seal()} busy={busy !== null} />;
  }

  return (
    <form className="ballot-form" onSubmit={onSubmit} noValidate aria-busy={busy !== null}>
      {rekeyedLine}
      {stage.kind === "choose" ? (
        <fieldset className="question">
          <legend>{election.manifest.question}</legend>
          <div className="choices">
            {question.choices.map((c) => (
              <label key={c} className={`choice choice--${c.toLowerCase()}`}>
                <input
                  type="radio"
                  name={`question-${question.id}`}
                  value={c}
                  checked={choice === c}
                  onChange={() => setChoice(c)}
                  required
                />
                <span>{choiceLabel[c]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <Review sealed={stage.sealed} choice={choice} />
      )}
      {errorLine}
      {/* Not disabled while busy: a disabled button would drop the keyboard focus. */}
      <button
        type="submit"
        className="button button--primary button--wide ballot-form__next"
        aria-disabled={busy !== null}
      >
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
        никто, даже администратор. Проголосовать можно один раз.
      </p>
    </form>
  );
}

/** The review before the irreversible vote: the choice and the ballot's short tracker (the election's code is above the form). */
function Review({ sealed, choice }: { sealed: SealedAnswer; choice: Choice | undefined }) {
  return (
    <div className="ballot-review" role="status">
      <p className="ballot-review__choice">
        Вы выбрали: <strong>«{choice ? choiceLabel[choice] : ""}»</strong>
      </p>
      <p>
        Бюллетень зашифрован на этом устройстве. Код проверки бюллетеня:{" "}
        <ShortCode code={sealed.trackerCode} size="inline" />
      </p>
    </div>
  );
}

/**
 * An audited (spoiled) ballot: what it held, the device's check, its publication in the
 * election's record (anyone can then check it, docs/RECORD.md §13) and its file, and the way on.
 */
function Audited({
  token,
  stage,
  onContinue,
  busy,
}: {
  token: string;
  stage: Extract<Stage, { kind: "audited" }>;
  onContinue: () => void;
  busy: boolean;
}) {
  const { sealed, ok } = stage;
  const [published, setPublished] = useState<null | "sending" | "done" | string>(null);
  async function publish() {
    setPublished("sending");
    try {
      await publishSpoiled(token, sealed.audit);
      setPublished("done");
    } catch (err) {
      setPublished(err instanceof RequestError && !err.network ? err.message : OFFLINE_PUBLISH_ERROR);
    }
  }
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
        Этот бюллетень раскрыт и не будет отправлен. Его можно опубликовать в записи голосования: тогда его
        проверит любой, кто проверяет запись.
      </p>
      <div className="ballot-form__secondary">
        <button
          type="button"
          className="button"
          onClick={() => void publish()}
          disabled={published === "sending" || published === "done"}
        >
          Опубликовать в записи голосования
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => downloadJson(`dissovet-spoiled-${sealed.tracker}.json`, sealed.audit)}
        >
          Скачать файл
        </button>
      </div>
      <p role="status" className="small">
        {published === "done" && "Проверочный бюллетень опубликован в записи голосования."}
      </p>
      {published !== null && published !== "sending" && published !== "done" && (
        <p className="alert alert--error" role="alert">
          {published}
        </p>
      )}
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
