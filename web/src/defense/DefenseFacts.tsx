import type { ReactNode } from "react";
import type { DefenseForm_DefenseFragment } from "../__generated__/graphql";
import { fromNow } from "../lib/dates.ts";
import { formatDateTime } from "../lib/format.ts";
import { degreeSought } from "../lib/labels.ts";

/** A defense's facts as a definition list; `board` renders the council (a link to the right desk). */
export function DefenseFacts({ defense, board }: { defense: DefenseForm_DefenseFragment; board: ReactNode }) {
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
        {formatDateTime(defense.defenseAt)} <span className="muted">({fromNow(defense.defenseAt)})</span>
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
