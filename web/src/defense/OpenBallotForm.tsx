import { useState } from "react";
import { COMMISSION_MIN } from "../../../shared/council.ts";
import { count, MEMBERS_GENITIVE } from "../../../shared/plural.ts";
import type { ResultsPanel_ResultPollsFragment } from "../__generated__/graphql";
import { DateInput } from "../forms/DateInput.tsx";
import { Field } from "../forms/Field.tsx";
import { councilZoneName, DATE_TIME_HINT, fromDateTimeInput } from "../lib/dates.ts";
import { OpenBallot } from "./OpenBallot.tsx";

/**
 * The opening of the ballot, after the commission is elected and has its key (its
 * precondition, so the desk shows it below «Ключ счетной комиссии»): the vote's optional deadline (ДД.ММ.ГГГГ ЧЧ:ММ in the council's time zone; text that is not a date is
 * refused at the field and nothing is sent), what still stands between the secretary and
 * opening (the roll unsaved, the quorum, the commission and its key), and the opening itself
 * (`OpenBallot`, which asks to confirm the sitting's day when it is not the scheduled one).
 * `onOpen` gets the deadline (an ISO instant or null) and the confirmed day; the field is
 * cleared once it resolves true.
 */
export function OpenBallotForm({
  defenseAt,
  results,
  rollSaved,
  commissionSize,
  keyBlocker,
  busy,
  sending,
  onOpen,
}: {
  defenseAt: string;
  results: ResultsPanel_ResultPollsFragment;
  /** Whether the ticked members are the roll saved. */
  rollSaved: boolean;
  commissionSize: number;
  keyBlocker: string | null;
  /** Another act of the sitting is under way. */
  busy: boolean;
  sending: boolean;
  onOpen: (deadline: string | null, sittingDate: string | null) => Promise<boolean>;
}) {
  const [deadlineInput, setDeadlineInput] = useState("");
  const [deadlineError, setDeadlineError] = useState<string | null>(null);
  const blockers = openBlockers(results, rollSaved, commissionSize, keyBlocker);

  async function open(sittingDate: string | null) {
    const typed = deadlineInput.trim() !== "";
    const deadline = typed ? fromDateTimeInput(deadlineInput) : null;
    setDeadlineError(typed && !deadline ? DATE_TIME_HINT : null);
    if (typed && !deadline) return;
    if (await onOpen(deadline, sittingDate)) setDeadlineInput("");
  }

  return (
    <div className="invite-form">
      <Field
        label="Срок голосования"
        name="deadline"
        error={deadlineError}
        hint={`Необязательно, ДД.ММ.ГГГГ ЧЧ:ММ (${councilZoneName()}). В указанное время голосование закроется само; без срока его закрывает секретарь.`}
      >
        {(control) => (
          <DateInput kind="dateTime" control={control} value={deadlineInput} onChange={setDeadlineInput} />
        )}
      </Field>
      {blockers.length > 0 && (
        <ul id="open-blockers" className="muted small" aria-label="Что нужно, чтобы открыть голосование">
          {blockers.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      )}
      <OpenBallot
        defenseAt={defenseAt}
        disabled={busy || blockers.length > 0}
        busy={sending}
        describedBy={blockers.length > 0 ? "open-blockers" : undefined}
        onOpen={(sittingDate) => void open(sittingDate)}
      />
    </div>
  );
}

/** What still stands between the secretary and opening the ballot, in Russian. */
function openBlockers(
  results: ResultsPanel_ResultPollsFragment,
  rollSaved: boolean,
  commission: number,
  keyBlocker: string | null,
): string[] {
  const out: string[] = [];
  if (!rollSaved) out.push("Сохраните явочный лист.");
  else if (!results.quorum.met) out.push(`Заседание неправомочно. ${results.quorum.missing ?? ""}`.trim());
  if (commission < COMMISSION_MIN)
    out.push(
      `Изберите счетную комиссию (не менее ${count(COMMISSION_MIN, MEMBERS_GENITIVE)} совета из явочного листа).`,
    );
  else if (keyBlocker) out.push(keyBlocker);
  return out;
}
