import { graphql } from "../__generated__";
import type {
  CommissionKey_EncryptionFragment,
  ProtocolLinks_ProtocolFragment,
  ResultsPanel_PollRoundFragment,
  ResultsPanel_ResultPollsFragment,
} from "../__generated__/graphql";
import type { LiveStatus } from "../apollo/useLive.ts";
import { formatDate, formatDateTime } from "../lib/format.ts";
import { pollStatusLabel } from "../lib/labels.ts";
import { urnProgress } from "./CommissionKey.tsx";
import { PollActions } from "./PollActions.tsx";
import { PollOutcome } from "./PollOutcome.tsx";
import { ProtocolLinks } from "./ProtocolLinks.tsx";
import { QuorumSummary } from "./QuorumSummary.tsx";
import { RecordDownload } from "./RecordDownload.tsx";
import { useRefreshResults } from "./useRefreshResults.ts";

/** What the results panel shows of a defense's vote. */
export const ResultsPanel_resultPolls = graphql(`
  fragment ResultsPanel_resultPolls on ResultPolls {
    ...PollSummary_resultPolls
    round
    approvedSize
    addedForDefense
    failed
    quorum {
      missing
      list {
        met
        present
        required
        listSize
      }
      specialty {
        met
        present
        required
        specialtyCode
      }
    }
  }
`);

/** An earlier round of the vote, as the panel lists it. */
export const ResultsPanel_pollRound = graphql(`
  fragment ResultsPanel_pollRound on PollRound {
    round
    status
    closedAt
    annulReason
  }
`);

/**
 * «Результаты голосования»: status, turnout, quorum, the tally and decision once the poll is
 * closed and the commission has decrypted the count (the server withholds them before; until
 * then, how many of the commission have opened the urn), the protocol's links and the election
 * record, «Обновить результаты» (the page is also kept fresh live: `updatedAt`), and closing or
 * annulling the vote.
 */
export function ResultsPanel({
  defenseId,
  results,
  protocol,
  live,
  history = [],
  notVoted = [],
  encryption,
}: {
  defenseId: string;
  results: ResultsPanel_ResultPollsFragment;
  /** Every round of the vote, oldest first (the last is `results`). */
  history?: readonly ResultsPanel_PollRoundFragment[];
  /** ФИО of the members of the roll who have not voted (for the closing confirmation). */
  notVoted?: readonly string[];
  protocol: ProtocolLinks_ProtocolFragment | null | undefined;
  /** The page's live subscription: when it last brought the defense, whether it is connected. */
  live: LiveStatus;
  /** The commission's key and the opening of the urn; null for a vote without encryption. */
  encryption?: Pick<
    CommissionKey_EncryptionFragment,
    "electionId" | "publicKey" | "threshold" | "decryptions" | "tallied"
  > | null;
}) {
  const [refresh, refreshState] = useRefreshResults(defenseId);
  const { updatedAt } = live;
  // One «обновлено» time: the later of the live answer and the button's.
  const freshAt =
    refreshState.refreshedAt && (!updatedAt || refreshState.refreshedAt > updatedAt)
      ? refreshState.refreshedAt
      : updatedAt;
  const closed = results.status === "CLOSED";
  const over = closed || results.status === "ANNULLED";
  const awaitingCount = closed && results.votesFor == null && !!encryption && !encryption.tallied;

  return (
    <section className="panel results" aria-labelledby="results-title">
      <h2 id="results-title">Результаты голосования</h2>
      <p>
        Статус:{" "}
        <span className={`badge badge--${results.status.toLowerCase()}`}>
          {pollStatusLabel[results.status]}
        </span>
      </p>
      {results.deadline && <p className="small">Срок голосования: {formatDateTime(results.deadline)}</p>}
      {results.closedAt && <p className="small">Закрыто: {formatDateTime(results.closedAt)}</p>}
      {results.round > 1 && <p className="small">Голосование № {results.round}</p>}
      <ul className="results__numbers">
        <li>Состав утвержден: {results.approvedSize}</li>
        {results.addedForDefense > 0 && <li>Дополнительно введены: {results.addedForDefense}</li>}
        <li>В явочном листе: {results.participants}</li>
        {results.status !== "DRAFT" && (
          <li>
            Приглашения доставлены: {results.invited} из {results.participants}
          </li>
        )}
        {results.failed > 0 && <li className="results__failed">Ошибки доставки: {results.failed}</li>}
        <li>Проголосовало: {results.voted}</li>
        {closed && results.votesFor != null && (
          <>
            <li className="results__for">За: {results.votesFor}</li>
            <li className="results__against">Против: {results.votesAgainst ?? 0}</li>
            <li>Не проголосовали: {results.notReturned ?? 0}</li>
          </>
        )}
        {awaitingCount && encryption && <li className="results__urn">{urnProgress(encryption)}</li>}
      </ul>
      {awaitingCount && (
        <p className="muted small">
          Бюллетени зашифрованы: итог и протокол появятся, когда большинство членов счетной комиссии откроют
          свои ссылки и расшифруют итог.
        </p>
      )}
      {results.status === "DRAFT" && (
        <p className="muted small">
          {!results.quorum.met
            ? `Заседание неправомочно: голосование не откроется. ${results.quorum.missing ?? ""}`
            : !encryption
              ? "Заседание правомочно. Следующий шаг — избрать счетную комиссию: голосование откроется, когда ее ключ будет готов и вы разошлете приглашения."
              : !encryption.publicKey
                ? "Заседание правомочно. Голосование откроется, когда ключ счетной комиссии будет готов и вы разошлете приглашения."
                : "Заседание правомочно, ключ счетной комиссии готов: голосование откроется, когда вы разошлете приглашения."}
        </p>
      )}
      {results.status === "OPEN" && (
        <p className="muted small">
          Итоги будут видны после закрытия голосования, когда счетная комиссия вскроет урну, — так сохраняется
          тайна голосования.
        </p>
      )}
      <QuorumSummary quorum={results.quorum} past={over} />
      {history
        .filter((r) => r.status === "ANNULLED")
        .map((r) => (
          <p key={r.round} className="small">
            Голосование № {r.round} аннулировано{r.closedAt ? ` ${formatDateTime(r.closedAt)}` : ""}:{" "}
            {r.annulReason}
          </p>
        ))}
      <PollOutcome results={results} />
      <ProtocolLinks defenseId={defenseId} protocol={protocol} />
      {closed && encryption?.publicKey && <RecordDownload electionId={encryption.electionId} />}

      <div className="actions">
        <button
          type="button"
          className="button"
          onClick={() => void refresh()}
          disabled={refreshState.loading}
        >
          Обновить результаты
        </button>
      </div>
      <p className="muted small">
        {refreshState.loading
          ? "Обновление…"
          : freshAt &&
            `Явка, доставка писем и работа комиссии обновляются сами. Обновлено в ${formatDate(freshAt, "HH:mm:ss")}.`}
      </p>
      {/* Announced only for the button: a live answer changes the line above without a word. */}
      <p className="visually-hidden" aria-live="polite">
        {refreshState.loading
          ? "Обновление…"
          : refreshState.refreshedAt && `Обновлено в ${formatDate(refreshState.refreshedAt, "HH:mm:ss")}`}
      </p>
      {!live.connected && (
        <p className="muted small" role="status">
          Связь с сервером прервалась: страница обновится сама, как только связь восстановится.
        </p>
      )}
      {(refreshState.error ?? live.error) && (
        <p className="alert alert--error" role="alert">
          {refreshState.error ?? `Страница больше не обновляется сама: ${live.error} Обновите ее.`}
        </p>
      )}
      <PollActions
        defenseId={defenseId}
        status={results.status}
        notVoted={notVoted}
        counted={results.votesFor != null}
      />
    </section>
  );
}
