import { graphql } from "../__generated__";
import type {
  PollSummary_EncryptionFragment,
  PollSummary_ResultPollsFragment,
} from "../__generated__/graphql";
import type { LiveStatus } from "../apollo/useLive.ts";
import { formatDateTime } from "../lib/format.ts";
import { decisionLabel, pollStatusLabel } from "../lib/labels.ts";
import { urnProgress } from "./CommissionKey.tsx";
import { RecordDownload } from "./RecordDownload.tsx";

/** A vote's figures and outcome: what the summary shows, and part of what the results panel shows. */
export const PollSummary_resultPolls = graphql(`
  fragment PollSummary_resultPolls on ResultPolls {
    status
    listSize
    participants
    invited
    voted
    deadline
    closedAt
    votesFor
    votesAgainst
    notReturned
    decision
    explanation
    annulReason
    quorum {
      met
    }
  }
`);

/** The urn's key and its opening, as far as the summary follows them. */
export const PollSummary_encryption = graphql(`
  fragment PollSummary_encryption on PollEncryption {
    electionId
    trustees
    threshold
    publicKey
    decryptions
    tallied
  }
`);

/**
 * The vote's state, turnout and, once closed, the opening of the urn by the commission, the
 * tally and decision, and the election record to download; nothing else to press (the admin's
 * defense page: the secretary runs the vote).
 */
export function PollSummary({
  results,
  encryption,
  live,
}: {
  results: PollSummary_ResultPollsFragment;
  encryption: PollSummary_EncryptionFragment | null | undefined;
  /** The page's live subscription (the summary updates itself). */
  live: LiveStatus;
}) {
  const closed = results.status === "CLOSED";
  const counted = results.votesFor != null;
  return (
    <section className="panel poll-summary" aria-labelledby="poll-summary-title">
      <h2 id="poll-summary-title">Голосование</h2>
      <p>
        <span className={`badge badge--${results.status.toLowerCase()}`}>
          {pollStatusLabel[results.status]}
        </span>
      </p>
      <dl className="facts">
        <dt>Списочный состав</dt>
        <dd>{results.listSize}</dd>
        <dt>Участники</dt>
        <dd>{results.participants}</dd>
        <dt>Проголосовали</dt>
        <dd>
          {results.voted} из {results.participants}
        </dd>
        {results.deadline && (
          <>
            <dt>Срок голосования</dt>
            <dd>{formatDateTime(results.deadline)}</dd>
          </>
        )}
        {results.closedAt && (
          <>
            <dt>Закрыто</dt>
            <dd>{formatDateTime(results.closedAt)}</dd>
          </>
        )}
        {closed && !counted && encryption && !encryption.tallied && (
          <>
            <dt>Итог</dt>
            <dd>{urnProgress(encryption)}</dd>
          </>
        )}
        {closed && counted && (
          <>
            <dt>За / против / не проголосовали</dt>
            <dd>
              {results.votesFor ?? 0} / {results.votesAgainst ?? 0} / {results.notReturned ?? 0}
            </dd>
            <dt>Кворум</dt>
            <dd>{results.quorum.met ? "есть" : "нет"}</dd>
          </>
        )}
      </dl>
      {closed && results.decision && (
        <p className={`outcome outcome--${results.decision.toLowerCase()}`}>
          <strong>{decisionLabel[results.decision]}</strong>
          {results.explanation && <span className="small"> {results.explanation}</span>}
        </p>
      )}
      {results.status === "ANNULLED" && results.annulReason && (
        <p className="outcome outcome--annulled">Причина аннулирования: {results.annulReason}</p>
      )}
      {results.status === "DRAFT" && <p className="muted small">Приглашения еще не отправлялись.</p>}
      {closed && encryption?.publicKey && <RecordDownload electionId={encryption.electionId} />}
      {!live.connected && (
        <p className="muted small" role="status">
          Связь с сервером прервалась: сводка обновится сама, как только связь восстановится.
        </p>
      )}
      {live.error && (
        <p className="alert alert--error" role="alert">
          Сводка больше не обновляется сама: {live.error} Обновите страницу.
        </p>
      )}
    </section>
  );
}
