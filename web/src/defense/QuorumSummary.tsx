import type { ReactNode } from "react";
import type { ResultsPanel_ResultPollsFragment } from "../__generated__/graphql";

type Quorum = ResultsPanel_ResultPollsFragment["quorum"];

/**
 * «Кворум есть» / «Кворума нет» with both conditions as the server computed them: the share of
 * the списочный состав taking part, and the doctors of science of the defense's specialty.
 */
export function QuorumSummary({ quorum, past }: { quorum: Quorum; past: boolean }) {
  const { list, specialty } = quorum;
  return (
    <div className={`quorum quorum--${quorum.met ? "met" : "unmet"}`}>
      <p className="quorum__verdict">{quorum.met ? "Кворум есть" : "Кворума нет"}</p>
      <ul className="quorum__conditions">
        <Condition met={list.met}>
          {past ? "Участвовали" : "Участвуют"} {list.present} из {list.listSize}, требуется не менее{" "}
          {list.required}
        </Condition>
        <Condition met={specialty.met}>
          Докторов наук по специальности {specialty.specialtyCode}: {specialty.present}, требуется не менее{" "}
          {specialty.required}
        </Condition>
      </ul>
    </div>
  );
}

/** One quorum condition, marked as met or not (in words for screen readers). */
function Condition({ met, children }: { met: boolean; children: ReactNode }) {
  return (
    <li className={met ? "quorum__met" : "quorum__unmet"}>
      <span className="quorum__mark" aria-hidden="true">
        {met ? "✓" : "✗"}
      </span>
      <span>
        {children}
        <span className="visually-hidden">{met ? " — выполнено" : " — не выполнено"}</span>
      </span>
    </li>
  );
}
