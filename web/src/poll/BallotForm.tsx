import { useMutation } from "@apollo/client/react";
import { type FormEvent, useState } from "react";
import { graphql } from "../__generated__";
import type { Choice } from "../__generated__/graphql";
import { errorMessage } from "../lib/errors.ts";
import { choiceLabel } from "../lib/labels.ts";

const SubmitBallotMutation = graphql(`
  mutation SubmitBallot($token: String!, $answers: [AnswerInput!]!) {
    submitBallot(token: $token, answers: $answers) {
      accepted
    }
  }
`);

/** A ballot question as the form needs it. */
export interface BallotQuestion {
  id: string;
  text: string;
  choices: readonly Choice[];
}

/**
 * The secret ballot: one fieldset per question (legend = the question) with «За» / «Против»
 * radios, and «Проголосовать». Calls `onAccepted` once the server has stored the ballot.
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
  const [submit, { loading }] = useMutation(SubmitBallotMutation);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = questions.some((q) => !answers[q.id]);
    if (missing) {
      setError("Выберите вариант ответа: «За» или «Против».");
      return;
    }
    setError(null);
    try {
      const { data } = await submit({
        variables: {
          token,
          answers: questions.map((q) => ({ questionId: q.id, choice: answers[q.id] ?? "AGAINST" })),
        },
      });
      if (data?.submitBallot.accepted) onAccepted();
      else setError("Голос не принят. Попробуйте еще раз.");
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <form className="ballot-form" onSubmit={onSubmit} noValidate aria-busy={loading}>
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
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary button--wide" disabled={loading}>
        Проголосовать
      </button>
      <p className="muted small">
        Голосование тайное: выбор хранится отдельно от вашего имени. По одной ссылке можно проголосовать один
        раз.
      </p>
    </form>
  );
}
