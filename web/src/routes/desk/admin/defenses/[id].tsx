import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { graphql } from "../../../../__generated__";
import type { AdminDefensePageQuery as AdminDefensePageData } from "../../../../__generated__/graphql";
import { ArchiveToggle } from "../../../../admin/ArchiveToggle.tsx";
import { loadQuery } from "../../../../apollo/loadQuery.ts";
import { type LiveStatus, useLive } from "../../../../apollo/useLive.ts";
import { Breadcrumb } from "../../../../components/Breadcrumb.tsx";
import { Link } from "../../../../components/Link.tsx";
import { urnProgress } from "../../../../defense/CommissionKey.tsx";
import { DefenseFacts } from "../../../../defense/DefenseFacts.tsx";
import { DefenseForm, defenseValues } from "../../../../defense/DefenseForm.tsx";
import { RecordDownload } from "../../../../defense/RecordDownload.tsx";
import {
  useArchiveDefenseMutation,
  useUpdateDefenseMutation,
} from "../../../../defense/useDefenseMutations.ts";
import { formatDateTime } from "../../../../lib/format.ts";
import { decisionLabel, pollStatusLabel } from "../../../../lib/labels.ts";
import { notFound, numericId } from "../../../../lib/route.ts";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";

/** Everything the page shows of the defense: in its query and in each live answer. */
export const AdminDefensePage_defense = graphql(`
  fragment AdminDefensePage_defense on Defense {
    id
    ...DefenseForm_defense
    resultPolls {
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
    encryption {
      electionId
      trustees
      threshold
      publicKey
      decryptions
      tallied
    }
  }
`);

const AdminDefensePageQuery = graphql(`
  query AdminDefensePage($id: ID!) {
    adminDefense(id: $id) {
      ...AdminDefensePage_defense
    }
  }
`);

/** The defense as it changes (its vote, the commission's work, the count): at once, then after every change (lib/live.ts). */
const AdminDefenseChangedSubscription = graphql(`
  subscription AdminDefenseChanged($id: ID!) {
    adminDefenseChanged(id: $id) {
      ...AdminDefensePage_defense
    }
  }
`);

type ResultPolls = NonNullable<AdminDefensePageData["adminDefense"]>["resultPolls"];
type Encryption = NonNullable<AdminDefensePageData["adminDefense"]>["encryption"];

/** Loads one defense; a non-numeric or unknown id is a 404. */
export async function adminDefenseLoader({ params }: LoaderFunctionArgs): Promise<{ id: string }> {
  const id = numericId(params);
  const data = await loadQuery(AdminDefensePageQuery, { id });
  if (!data.adminDefense) throw notFound();
  return { id };
}

/**
 * `/desk/admin/defenses/:id`: the defense's facts with «Изменить данные защиты» and archive /
 * restore, and its vote's summary (read only: the secretary runs the vote).
 */
export function AdminDefensePage() {
  const { id } = useLoaderData<typeof adminDefenseLoader>();
  const { data } = useQuery(AdminDefensePageQuery, { variables: { id } });
  const live = useLive(AdminDefenseChangedSubscription, { id });
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [updateDefense] = useUpdateDefenseMutation();
  const [archiveDefense, { loading: archiving }] = useArchiveDefenseMutation();
  const defense = data?.adminDefense;
  useDocumentTitle(defense ? `Защита: ${defense.candidate}` : null);
  if (!defense) return null;
  return (
    <section className="page">
      <Breadcrumb to="/desk/admin/defenses">Все защиты</Breadcrumb>
      <h1>
        Защита диссертации: {defense.candidate}
        {defense.archived && <span className="badge badge--annulled heading-badge">в архиве</span>}
      </h1>
      <DefenseFacts
        defense={defense}
        board={
          <>
            <Link to={`/desk/admin/boards/${defense.board.id}`}>{defense.board.code}</Link>{" "}
            {defense.board.name}
          </>
        }
      />
      <div role="status">{notice && <p className="alert alert--success">{notice}</p>}</div>
      {editing ? (
        <>
          <h2>Изменить данные защиты</h2>
          <DefenseForm
            scope="admin"
            initial={defenseValues(defense)}
            initialBoard={defense.board}
            submitLabel="Сохранить изменения"
            onSubmit={async (input) => {
              await updateDefense({ variables: { id: defense.id, input } });
              setEditing(false);
              setNotice("Данные защиты сохранены.");
            }}
            onCancel={() => setEditing(false)}
          />
        </>
      ) : (
        <div className="actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              setNotice(null);
              setEditing(true);
            }}
          >
            Изменить данные защиты
          </button>
          <Link
            to={`/desk/admin/audit?entity=defense&entityId=${defense.id}`}
            className="button button--ghost"
          >
            История изменений
          </Link>
        </div>
      )}
      <ArchiveToggle
        archived={defense.archived}
        archiveLabel="Архивировать защиту"
        restoreLabel="Вернуть защиту из архива"
        question="Архивировать (отменить) защиту? Она останется в истории, но пропадет из текущих списков."
        busy={archiving}
        onChange={async (archived) => {
          await archiveDefense({ variables: { id: defense.id, archived } });
          setNotice(archived ? "Защита перенесена в архив." : "Защита возвращена из архива.");
        }}
      />
      <PollSummary results={defense.resultPolls} encryption={defense.encryption} live={live} />
    </section>
  );
}

/**
 * The vote's state, turnout and, once closed, the opening of the urn by the commission, the
 * tally and decision, and the election record to download; nothing else to press.
 */
function PollSummary({
  results,
  encryption,
  live,
}: {
  results: ResultPolls;
  encryption: Encryption | null | undefined;
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
