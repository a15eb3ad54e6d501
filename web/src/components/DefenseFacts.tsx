import type { ReactNode } from "react";
import type { DefenseDegree } from "../__generated__/graphql";
import { degreeSought } from "../lib/labels.ts";

/** What every page that names a defense knows of it: the ballot, the commission's page, the desk. */
export interface DefenseFactsOf {
  candidate: string;
  thesisTitle: string;
  degree: DefenseDegree;
  scienceBranch: string;
  specialty: { code: string; name: string };
  place?: string | null;
}

/** What the desk shows of the sitting besides: its council, time, opponents and organization. */
interface SittingFacts {
  /** The date and time, and how far off it is while that still means something. */
  when: ReactNode;
  /** The council, a link to its page in the desk's area. */
  board: ReactNode;
  opponents: readonly string[];
  leadingOrganization?: string | null;
  /** The council member who is the соискатель (they do not vote), if any. */
  candidateMember?: { fio: string } | null;
}

/**
 * A defense's facts as a definition list. On the member's pages (the ballot, the commission's
 * page: no `sitting`), stacked under the page's own «Сведения о защите»: the соискатель, the
 * thesis, the degree, the specialty and, when known, the place. On the desk (`sitting`), whose
 * heading names the соискатель: the thesis, the degree, the specialty, then the sitting's facts.
 */
export function DefenseFacts({ defense, sitting }: { defense: DefenseFactsOf; sitting?: SittingFacts }) {
  return (
    <dl className={sitting ? "facts" : "facts facts--stacked"}>
      {!sitting && (
        <>
          <dt>Соискатель</dt>
          <dd>{defense.candidate}</dd>
        </>
      )}
      <dt>Тема диссертации</dt>
      <dd>{defense.thesisTitle}</dd>
      <dt>Ученая степень</dt>
      <dd>{degreeSought(defense.degree, defense.scienceBranch)}</dd>
      <dt>Специальность</dt>
      <dd>
        {defense.specialty.code} {defense.specialty.name}
      </dd>
      {sitting ? (
        <>
          <dt>Дата и время</dt>
          <dd>{sitting.when}</dd>
          <dt>Место</dt>
          <dd>{defense.place ?? "не указано"}</dd>
          <dt>Совет</dt>
          <dd>{sitting.board}</dd>
          <dt>Официальные оппоненты</dt>
          <dd>
            {sitting.opponents.length === 0
              ? "не указаны"
              : sitting.opponents.map((o) => <div key={o}>{o}</div>)}
          </dd>
          <dt>Ведущая организация</dt>
          <dd>{sitting.leadingOrganization ?? "не указана"}</dd>
          {sitting.candidateMember && (
            <>
              <dt>Соискатель — член совета</dt>
              <dd>{sitting.candidateMember.fio} (не голосует)</dd>
            </>
          )}
        </>
      ) : (
        defense.place && (
          <>
            <dt>Место заседания</dt>
            <dd>{defense.place}</dd>
          </>
        )
      )}
    </dl>
  );
}

/** The council once, as a member's page names it: its name usually holds its code already. */
export function councilName(defense: { boardName: string; boardCode: string }): string {
  return defense.boardName.includes(defense.boardCode)
    ? defense.boardName
    : `${defense.boardName} ${defense.boardCode}`;
}
