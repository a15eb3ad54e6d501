import { useState } from "react";
import { graphql } from "../__generated__";
import type { ResultsPanel_ResultPollsFragment } from "../__generated__/graphql";
import { errorMessage } from "../lib/errors.ts";
import { formatDate, formatDateTime } from "../lib/format.ts";
import { pollStatusLabel } from "../lib/labels.ts";
import { useClosePollMutation } from "./useClosePollMutation.ts";
import { useRefreshResults } from "./useRefreshResults.ts";

/** What the results panel shows of a defense's vote. */
export const ResultsPanel_resultPolls = graphql(`
  fragment ResultsPanel_resultPolls on ResultPolls {
    status
    invited
    voted
    votesFor
    votesAgainst
    closedAt
  }
`);

/**
 * «Результаты голосования»: status, turnout, the tally once the poll is closed (the server
 * withholds it before), «Обновить результаты», and «Закрыть голосование» with a confirm step.
 */
export function ResultsPanel({
  defenseId,
  results,
}: {
  defenseId: string;
  results: ResultsPanel_ResultPollsFragment;
}) {
  const [refresh, refreshState] = useRefreshResults(defenseId);
  const [closePoll, { loading: closing }] = useClosePollMutation(defenseId);
  const [confirming, setConfirming] = useState(false);
  const [closeError, setCloseError] = useState<string | null>(null);

  async function confirmClose() {
    setCloseError(null);
    try {
      await closePoll();
      setConfirming(false);
    } catch (error) {
      setCloseError(errorMessage(error));
    }
  }

  return (
    <section className="panel results" aria-labelledby="results-title">
      <h2 id="results-title">Результаты голосования</h2>
      <p>
        Статус:{" "}
        <span className={`badge badge--${results.status.toLowerCase()}`}>
          {pollStatusLabel[results.status]}
        </span>
      </p>
      <ul className="results__numbers">
        <li>Приглашено: {results.invited}</li>
        <li>Проголосовало: {results.voted}</li>
        {results.votesFor != null && (
          <>
            <li className="results__for">За: {results.votesFor}</li>
            <li className="results__against">Против: {results.votesAgainst ?? 0}</li>
          </>
        )}
      </ul>
      {results.status === "OPEN" && (
        <p className="muted small">
          Итоги будут видны после закрытия голосования: до этого известна только явка.
        </p>
      )}
      {results.closedAt && (
        <p className="muted small">Голосование закрыто {formatDateTime(results.closedAt)}.</p>
      )}

      <div className="actions">
        <button
          type="button"
          className="button"
          onClick={() => void refresh()}
          disabled={refreshState.loading}
        >
          Обновить результаты
        </button>
        {results.status === "OPEN" && !confirming && (
          <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
            Закрыть голосование
          </button>
        )}
      </div>
      <p className="muted small" aria-live="polite">
        {refreshState.loading
          ? "Обновление…"
          : refreshState.refreshedAt && `Обновлено в ${formatDate(refreshState.refreshedAt, "HH:mm:ss")}`}
      </p>
      {refreshState.error && (
        <p className="alert alert--error" role="alert">
          {refreshState.error}
        </p>
      )}

      {results.status === "OPEN" && confirming && (
        <div className="confirm">
          <p className="confirm__text">
            Закрыть голосование? После закрытия бюллетени больше не принимаются, а итоги становятся видны.
            Отменить это нельзя.
          </p>
          <div className="actions">
            <button
              type="button"
              className="button button--danger"
              onClick={() => void confirmClose()}
              disabled={closing}
            >
              Да, закрыть голосование
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setConfirming(false)}
              disabled={closing}
            >
              Отмена
            </button>
          </div>
        </div>
      )}
      {closeError && (
        <p className="alert alert--error" role="alert">
          {closeError}
        </p>
      )}
    </section>
  );
}
