import type { DefenseDegree, DefenseForm_DefenseFragment, DefenseInput } from "../__generated__/graphql";
import type { FormErrors } from "../forms/errors.ts";
import { DATE_TIME_HINT, fromDateTimeInput, toDateTimeInput } from "../lib/dates.ts";

/** The defense form's values, as the inputs hold them (date and time as `ДД.ММ.ГГГГ ЧЧ:ММ`). */
export interface DefenseFormValues {
  boardId: string;
  candidate: string;
  thesisTitle: string;
  degree: DefenseDegree;
  scienceBranch: string;
  specialtyCode: string;
  specialtyName: string;
  defenseAt: string;
  place: string;
  opponents: string[];
  leadingOrganization: string;
  /** "" when the соискатель is not a member of the council. */
  candidateMemberId: string;
}

/** A new defense, optionally of a given council. */
export function emptyDefense(boardId = ""): DefenseFormValues {
  return {
    boardId,
    candidate: "",
    thesisTitle: "",
    degree: "CANDIDATE",
    scienceBranch: "",
    specialtyCode: "",
    specialtyName: "",
    defenseAt: "",
    place: "",
    opponents: [""],
    leadingOrganization: "",
    candidateMemberId: "",
  };
}

/** The form's values for an existing defense. */
export function defenseValues(d: DefenseForm_DefenseFragment): DefenseFormValues {
  return {
    boardId: d.board.id,
    candidate: d.candidate,
    thesisTitle: d.thesisTitle,
    degree: d.degree,
    scienceBranch: d.scienceBranch,
    specialtyCode: d.specialty.code,
    specialtyName: d.specialty.name,
    defenseAt: toDateTimeInput(d.defenseAt),
    place: d.place ?? "",
    opponents: d.opponents.length > 0 ? [...d.opponents] : [""],
    leadingOrganization: d.leadingOrganization ?? "",
    candidateMemberId: d.candidateMember?.id ?? "",
  };
}

/** The opponents to send: trimmed, the empty rows dropped. */
export function filledOpponents(values: DefenseFormValues): string[] {
  return values.opponents.map((o) => o.trim()).filter(Boolean);
}

/** The `DefenseInput` of the form's values: text trimmed, empty optional fields as null. */
export function defenseInput(values: DefenseFormValues): DefenseInput {
  return {
    boardId: values.boardId,
    candidate: values.candidate.trim(),
    thesisTitle: values.thesisTitle.trim(),
    degree: values.degree,
    scienceBranch: values.scienceBranch.trim(),
    specialtyCode: values.specialtyCode,
    specialtyName: values.specialtyName,
    defenseAt: fromDateTimeInput(values.defenseAt) ?? "",
    place: values.place.trim() || null,
    opponents: filledOpponents(values),
    leadingOrganization: values.leadingOrganization.trim() || null,
    candidateMemberId: values.candidateMemberId || null,
  };
}

/**
 * The server's errors, reworded where a choice was left empty: the server answers it as a
 * malformed value, the form says what to do instead («Выберите совет.»), beside the field and,
 * when it was the message on top, there too.
 */
export function withChoiceHints(errors: FormErrors, values: DefenseFormValues): FormErrors {
  const fields = { ...errors.fields };
  let message = errors.message;
  for (const [field, hint] of [
    ["boardId", values.boardId ? null : "Выберите совет."],
    ["specialtyCode", values.specialtyCode ? null : "Выберите специальность."],
    ["defenseAt", fromDateTimeInput(values.defenseAt) ? null : DATE_TIME_HINT],
  ] as const) {
    const reported = fields[field];
    if (!reported || !hint) continue;
    fields[field] = hint;
    if (message === reported) message = hint;
  }
  return { message, fields };
}
