import { useFragment } from "@apollo/client/react";
import type { ReactNode } from "react";
import { graphql } from "../__generated__";
import type { DefenseForm_DefenseFragment } from "../__generated__/graphql";
import { fromNow } from "../lib/dates.ts";
import { formatDateTime } from "../lib/format.ts";
import { degreeSought } from "../lib/labels.ts";

/**
 * Whether the defense's vote is over, read from what the page loaded (both defense pages load
 * `resultPolls.status`), never fetched.
 */
export const DefenseFacts_vote = graphql(`
  fragment DefenseFacts_vote on Defense {
    id
    resultPolls {
      status
    }
  }
`);

/**
 * A defense's facts as a definition list; `board` renders the council (a link to the right
 * desk). The date says how far off it is («через 7 дней») only until the vote is closed or
 * annulled: after it, a sitting «in 7 days» would contradict the vote already held.
 */
export function DefenseFacts({ defense, board }: { defense: DefenseForm_DefenseFragment; board: ReactNode }) {
  const vote = useFragment({ fragment: DefenseFacts_vote, from: { __typename: "Defense", id: defense.id } });
  const status = vote.complete ? vote.data.resultPolls.status : null;
  const over = status === "CLOSED" || status === "ANNULLED";
  return (
    <dl className="facts">
      <dt>Тема диссертации</dt>
      <dd>{defense.thesisTitle}</dd>
      <dt>Ученая степень</dt>
      <dd>{degreeSought(defense.degree, defense.scienceBranch)}</dd>
      <dt>Специальность</dt>
      <dd>
        {defense.specialty.code} {defense.specialty.name}
      </dd>
      <dt>Дата и время</dt>
      <dd>
        {formatDateTime(defense.defenseAt)}
        {!over && <span className="muted"> ({fromNow(defense.defenseAt)})</span>}
      </dd>
      <dt>Место</dt>
      <dd>{defense.place ?? "не указано"}</dd>
      <dt>Совет</dt>
      <dd>{board}</dd>
      <dt>Официальные оппоненты</dt>
      <dd>
        {defense.opponents.length === 0 ? "не указаны" : defense.opponents.map((o) => <div key={o}>{o}</div>)}
      </dd>
      <dt>Ведущая организация</dt>
      <dd>{defense.leadingOrganization ?? "не указана"}</dd>
      {defense.candidateMember && (
        <>
          <dt>Соискатель — член совета</dt>
          <dd>{defense.candidateMember.fio} (не голосует)</dd>
        </>
      )}
    </dl>
  );
}
