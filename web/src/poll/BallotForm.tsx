import { type FormEvent, useRef, useState } from "react";
import type { Choice } from "../__generated__/graphql";
import { choiceLabel } from "../lib/labels.ts";
import { RequestError } from "../lib/request.ts";
import { submitBallot } from "./poll.api.ts";

/** Shown when the vote could not be sent: nothing was stored, the member must send it again. */
export const OFFLINE_VOTE_ERROR =
  "Нет соединения с сетью: голос не отправлен. Проверьте подключение и нажмите «Проголосовать» еще раз — выбранные ответы сохранены на странице.";

/** A ballot question as the form needs it. */
export interface BallotQuestion {
  id: string;
  text: string;
  choices: readonly Choice[];
}

/**
 * The secret ballot: one fieldset per question (legend = the question) with «За» / «Против»
 * radios, and «Проголосовать». Calls `onAccepted` once the server has stored the ballot. A vote
 * sent without a connection is not lost silently: the member is told to send it again, with
 * the choices kept.
 */
export function BallotForm({
  token,
  questions,
  onAccepted,
}: {
  token: string;
  questions: readonly BallotQuestion[];
  onAccepted: () => void;
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
      const accepted = await submitBallot(
        token,
        questions.map((q) => ({ questionId: q.id, choice: answers[q.id] ?? "AGAINST" })),
      );
      if (accepted) onAccepted();
      else fail("Голос не принят. Попробуйте еще раз.");
    } catch (err) {
      fail(err instanceof RequestError && !err.network ? err.message : OFFLINE_VOTE_ERROR);
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
        Голосование тайное: выбор хранится отдельно от вашего имени. По одной ссылке можно проголосовать один
        раз.
      </p>
    </form>
  );
}
