import { type FormEvent, useRef, useState } from "react";
import type { Choice } from "../__generated__/fetch/poll/graphql";
import { choiceLabel } from "../lib/labels.ts";
import { RequestError } from "../lib/request.ts";
import type { PollKey } from "./ballot-crypto.ts";
import { submitBallot } from "./poll.api.ts";
import { loadBallotCrypto } from "./tracker.ts";

/** Shown when the vote could not be sent: nothing was stored, the member must send it again. */
export const OFFLINE_VOTE_ERROR =
  "Нет соединения с сетью: голос не отправлен. Проверьте подключение и нажмите «Проголосовать» еще раз — выбранные ответы сохранены на странице.";

/** Shown when the encryption's code could not be downloaded: nothing was sent. */
const CRYPTO_LOAD_ERROR =
  "Не удалось загрузить шифрование бюллетеня: голос не отправлен. Проверьте подключение и нажмите «Проголосовать» еще раз — выбранные ответы сохранены на странице.";

/** Shown when the poll's key cannot encrypt (a key that is not one): nothing was sent. */
const ENCRYPT_ERROR =
  "Не удалось зашифровать бюллетень: ключ голосования поврежден. Голос не отправлен — сообщите ученому секретарю совета.";

/** What the member is told once the server has stored the ballot. */
export interface AcceptedBallot {
  /** The tracker this device computed from the ciphertext it sent. */
  tracker: string;
  /** Whether the server's receipt names the same tracker. */
  confirmed: boolean;
  /** The server's tracker, when it differs. */
  serverTracker: string;
}

/** A ballot question as the form needs it. */
export interface BallotQuestion {
  id: string;
  text: string;
  choices: readonly Choice[];
}

/**
 * The secret ballot: one fieldset per question (legend = the question) with «За» / «Против»
 * radios, and «Проголосовать». On «Проголосовать» each answer is encrypted in the browser to
 * the commission's key (`encryption`; poll/ballot-crypto.ts) and only the ciphertext with its
 * proof is sent. Calls `onAccepted` with the ballot tracker once the server has stored the
 * ballot. A vote sent without a connection is not lost silently: the member is told to send it
 * again, with the choices kept.
 */
export function BallotForm({
  token,
  questions,
  encryption,
  onAccepted,
}: {
  token: string;
  questions: readonly BallotQuestion[];
  encryption: PollKey;
  onAccepted: (ballot: AcceptedBallot) => void;
}) {
  const [answers, setAnswers] = useState<Record<string, Choice>>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);

  function fail(message: string) {
    setError(message);
    // The alert is announced; focus there too, so the next Tab goes back to the ballot.
    queueMicrotask(() => errorRef.current?.focus());
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (questions.some((q) => !answers[q.id])) {
      fail("Выберите вариант ответа: «За» или «Против».");
      return;
    }
    if (!navigator.onLine) {
      fail(OFFLINE_VOTE_ERROR);
      return;
    }
    setError(null);
    setSending(true);
    try {
      let crypto: Awaited<ReturnType<typeof loadBallotCrypto>>;
      try {
        crypto = await loadBallotCrypto();
      } catch {
        fail(CRYPTO_LOAD_ERROR);
        return;
      }
      // Every question was answered (checked above); the choice stays on this device.
      const sealed = questions.map((q) => ({
        questionId: q.id,
        ...crypto.sealChoice(encryption, answers[q.id] ?? "AGAINST"),
      }));
      const receipt = await submitBallot(
        token,
        sealed.map(({ questionId, ballot }) => ({ questionId, ballot })),
      );
      const tracker = sealed[0]?.tracker ?? "";
      if (receipt.accepted) {
        onAccepted({ tracker, confirmed: receipt.tracker === tracker, serverTracker: receipt.tracker });
      } else fail("Голос не принят. Попробуйте еще раз.");
    } catch (err) {
      if (err instanceof RequestError) fail(err.network ? OFFLINE_VOTE_ERROR : err.message);
      else fail(ENCRYPT_ERROR);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="ballot-form" onSubmit={onSubmit} noValidate aria-busy={sending}>
      {questions.map((q) => (
        <fieldset key={q.id} className="question">
          <legend>{q.text}</legend>
          <div className="choices">
            {q.choices.map((choice) => (
              <label key={choice} className={`choice choice--${choice.toLowerCase()}`}>
                <input
                  type="radio"
                  name={`question-${q.id}`}
                  value={choice}
                  checked={answers[q.id] === choice}
                  onChange={() => setAnswers((a) => ({ ...a, [q.id]: choice }))}
                  required
                />
                <span>{choiceLabel[choice]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {error && (
        <p ref={errorRef} className="alert alert--error" role="alert" tabIndex={-1}>
          {error}
        </p>
      )}
      {/* Not disabled while sending: a disabled button would drop the keyboard focus. */}
      <button type="submit" className="button button--primary button--wide" aria-disabled={sending}>
        {sending ? "Отправляем голос…" : "Проголосовать"}
      </button>
      <p className="muted small">
        Голосование тайное: выбор шифруется на этом устройстве, и прочитать отдельный бюллетень не может
        никто, даже администратор. По одной ссылке можно проголосовать один раз.
      </p>
    </form>
  );
}
