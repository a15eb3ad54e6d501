import type { ResultsPanel_ResultPollsFragment } from "../__generated__/graphql";
import { decisionLabel } from "../lib/labels.ts";

/**
 * The decision of a closed vote («Решение положительное» / «…отрицательное» / «Нет кворума…»)
 * with the server's explanation, or the reason of an annulled one; nothing otherwise.
 */
export function PollOutcome({ results }: { results: ResultsPanel_ResultPollsFragment }) {
  if (results.status === "ANNULLED") {
    return (
      <div className="outcome outcome--annulled">
        <p className="outcome__title">Причина аннулирования</p>
        <p className="outcome__text">{results.annulReason ?? "не указана"}</p>
      </div>
    );
  }
  if (results.status !== "CLOSED" || !results.decision) return null;
  return (
    <div className={`outcome outcome--${results.decision.toLowerCase()}`}>
      <p className="outcome__title">{decisionLabel[results.decision]}</p>
      {results.explanation && <p className="outcome__text">{results.explanation}</p>}
    </div>
  );
}
