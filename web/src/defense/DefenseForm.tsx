import { type FormEvent, useEffect, useState } from "react";
import type { DefenseDegree, DefenseForm_DefenseFragment, DefenseInput } from "../__generated__/graphql";
import { DateInput } from "../forms/DateInput.tsx";
import { Field, FormError, GroupError, TextField } from "../forms/Field.tsx";
import { useForm, useValues } from "../forms/useForm.ts";
import { councilZoneName, DATE_TIME_HINT, fromDateTimeInput, toDateTimeInput } from "../lib/dates.ts";
import {
  type BoardChoice,
  type DefenseFormScope,
  useBoardChoices,
  useBoardDetails,
} from "./useDefenseFormBoards.ts";

/** At most this many official opponents. */
const MAX_OPPONENTS = 4;

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

const degrees: { value: DefenseDegree; label: string }[] = [
  { value: "CANDIDATE", label: "кандидат наук" },
  { value: "DOCTOR", label: "доктор наук" },
];

/**
 * Defense form: «Совет» (the admin can search it with «Найти совет»), «Соискатель», «Тема
 * диссертации», «Степень», «Отрасль науки», «Специальность» (of the chosen council), «Дата и
 * время», «Место», «Оппонент N» (up to four, «Добавить оппонента»), «Ведущая организация» and
 * «Соискатель — член совета». Server errors show beside each field.
 */
export function DefenseForm({
  scope,
  initial,
  initialBoard,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  scope: DefenseFormScope;
  initial: DefenseFormValues;
  /** The council of an existing defense (or a preselected one), shown even if a search leaves it out. */
  initialBoard?: BoardChoice | null;
  submitLabel: string;
  /** Sends the input; rejects with the server's errors, which the form then shows. */
  onSubmit: (input: DefenseInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [values, set, setValues] = useValues(initial);
  const [boardSearch, setBoardSearch] = useState("");
  const [chosenBoard, setChosenBoard] = useState<BoardChoice | null>(initialBoard ?? null);
  const { boards, more } = useBoardChoices(scope, boardSearch);
  const details = useBoardDetails(scope, values.boardId);
  const { errors, pending, formRef, run } = useForm();
  // An empty choice is answered by the server as a malformed value: say what to do instead.
  const f = { ...errors.fields };
  let message = errors.message;
  for (const [field, hint] of [
    ["boardId", values.boardId ? null : "Выберите совет."],
    ["specialtyCode", values.specialtyCode ? null : "Выберите специальность."],
    ["defenseAt", fromDateTimeInput(values.defenseAt) ? null : DATE_TIME_HINT],
  ] as const) {
    const reported = f[field];
    if (!reported || !hint) continue;
    f[field] = hint;
    if (message === reported) message = hint;
  }
  const specialties = details?.specialties ?? [];
  const members = details?.members ?? [];
  const options =
    chosenBoard && !boards.some((b) => b.id === chosenBoard.id) ? [chosenBoard, ...boards] : boards;

  // A council with a single specialty needs no choice.
  const onlySpecialty = specialties.length === 1 ? specialties[0] : undefined;
  useEffect(() => {
    if (onlySpecialty && !values.specialtyCode) {
      setValues((v) => ({ ...v, specialtyCode: onlySpecialty.code, specialtyName: onlySpecialty.name }));
    }
  }, [onlySpecialty, values.specialtyCode, setValues]);

  function chooseBoard(id: string) {
    setChosenBoard(options.find((b) => b.id === id) ?? null);
    // The specialty and the member-candidate belong to the council: choose them again.
    setValues((v) => ({ ...v, boardId: id, specialtyCode: "", specialtyName: "", candidateMemberId: "" }));
  }

  function chooseSpecialty(code: string) {
    const specialty = specialties.find((s) => s.code === code);
    setValues((v) => ({ ...v, specialtyCode: code, specialtyName: specialty?.name ?? v.specialtyName }));
  }

  function setOpponent(index: number, value: string) {
    set(
      "opponents",
      values.opponents.map((o, i) => (i === index ? value : o)),
    );
  }

  function onFormSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Empty opponent rows are dropped here, so the server's `opponents.N` errors match the rows shown.
    const opponents = values.opponents.map((o) => o.trim()).filter(Boolean);
    set("opponents", opponents.length > 0 ? opponents : [""]);
    void run(() =>
      onSubmit({
        boardId: values.boardId,
        candidate: values.candidate.trim(),
        thesisTitle: values.thesisTitle.trim(),
        degree: values.degree,
        scienceBranch: values.scienceBranch.trim(),
        specialtyCode: values.specialtyCode,
        specialtyName: values.specialtyName,
        defenseAt: fromDateTimeInput(values.defenseAt) ?? "",
        place: values.place.trim() || null,
        opponents,
        leadingOrganization: values.leadingOrganization.trim() || null,
        candidateMemberId: values.candidateMemberId || null,
      }),
    );
  }

  return (
    <form ref={formRef} className="form form--columns" onSubmit={onFormSubmit} noValidate aria-busy={pending}>
      <FormError message={message} />
      {scope === "admin" && (
        <Field
          label="Найти совет"
          name="boardSearch"
          hint={
            more > 0
              ? `Показаны первые ${options.length}; уточните поиск, чтобы найти другие.`
              : "По шифру, названию или организации."
          }
        >
          {(control) => (
            <input
              {...control}
              type="search"
              value={boardSearch}
              onChange={(e) => setBoardSearch(e.target.value)}
              // Enter narrows the councils; it must not submit the defense.
              onKeyDown={(e) => {
                if (e.key === "Enter") e.preventDefault();
              }}
            />
          )}
        </Field>
      )}
      <Field label="Совет" name="boardId" error={f.boardId}>
        {(control) => (
          <select {...control} value={values.boardId} onChange={(e) => chooseBoard(e.target.value)}>
            <option value="">— выберите совет —</option>
            {options.map((b) => (
              <option key={b.id} value={b.id}>
                {b.code} {b.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label="Соискатель"
        name="candidate"
        hint="Фамилия, имя и отчество полностью."
        error={f.candidate}
        value={values.candidate}
        onChange={(v) => set("candidate", v)}
        autoComplete="off"
      />
      <Field label="Тема диссертации" name="thesisTitle" error={f.thesisTitle} className="form__wide">
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={values.thesisTitle}
            onChange={(e) => set("thesisTitle", e.target.value)}
          />
        )}
      </Field>
      <Field label="Степень" name="degree" error={f.degree}>
        {(control) => (
          <select
            {...control}
            value={values.degree}
            onChange={(e) => set("degree", e.target.value as DefenseDegree)}
          >
            {degrees.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label="Отрасль науки"
        name="scienceBranch"
        hint="Как в названии степени, например: технических наук."
        error={f.scienceBranch}
        value={values.scienceBranch}
        onChange={(v) => set("scienceBranch", v)}
      />
      <Field
        label="Специальность"
        name="specialtyCode"
        error={f.specialtyCode ?? f.specialtyName}
        hint={values.boardId ? undefined : "Сначала выберите совет."}
      >
        {(control) => (
          <select {...control} value={values.specialtyCode} onChange={(e) => chooseSpecialty(e.target.value)}>
            {!specialties.some((s) => s.code === values.specialtyCode) && (
              <option value={values.specialtyCode}>
                {values.specialtyCode ? `${values.specialtyCode} ${values.specialtyName}` : "— выберите —"}
              </option>
            )}
            {specialties.map((s) => (
              <option key={s.code} value={s.code}>
                {s.code} {s.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label="Дата и время"
        name="defenseAt"
        error={f.defenseAt}
        hint={`ДД.ММ.ГГГГ ЧЧ:ММ, время 24-часовое, часовой пояс совета (${councilZoneName()})`}
      >
        {(control) => (
          <DateInput
            kind="dateTime"
            control={control}
            value={values.defenseAt}
            onChange={(v) => set("defenseAt", v)}
          />
        )}
      </Field>
      <TextField
        label="Место"
        name="place"
        hint="Необязательно, например: ауд. 1101, корпус 2."
        error={f.place}
        value={values.place}
        onChange={(v) => set("place", v)}
      />
      <fieldset className="group form__wide">
        <legend>Официальные оппоненты</legend>
        <GroupError message={f.opponents} />
        {values.opponents.map((opponent, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are addressed by position, as the server's errors are
          <div key={index} className="group__row">
            <Field
              label={`Оппонент ${index + 1}`}
              name={`opponents.${index}`}
              error={f[`opponents.${index}`]}
              className="group__name"
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  value={opponent}
                  placeholder="ФИО, ученая степень"
                  onChange={(e) => setOpponent(index, e.target.value)}
                />
              )}
            </Field>
            {values.opponents.length > 1 && (
              <button
                type="button"
                className="button button--ghost button--small group__remove"
                onClick={() =>
                  set(
                    "opponents",
                    values.opponents.filter((_, i) => i !== index),
                  )
                }
                aria-label={`Удалить оппонента ${index + 1}`}
              >
                Удалить
              </button>
            )}
          </div>
        ))}
        {values.opponents.length < MAX_OPPONENTS && (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => set("opponents", [...values.opponents, ""])}
          >
            Добавить оппонента
          </button>
        )}
      </fieldset>
      <TextField
        label="Ведущая организация"
        name="leadingOrganization"
        error={f.leadingOrganization}
        value={values.leadingOrganization}
        onChange={(v) => set("leadingOrganization", v)}
      />
      <Field
        label="Соискатель — член совета"
        name="candidateMemberId"
        error={f.candidateMemberId}
        hint="Если соискатель входит в состав совета, он не участвует в голосовании."
      >
        {(control) => (
          <select
            {...control}
            value={values.candidateMemberId}
            onChange={(e) => set("candidateMemberId", e.target.value)}
          >
            <option value="">— нет —</option>
            {values.candidateMemberId && !members.some((m) => m.id === values.candidateMemberId) && (
              <option value={values.candidateMemberId}>Член совета № {values.candidateMemberId}</option>
            )}
            {members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.fio}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="actions form__wide">
        <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={pending}>
            Отмена
          </button>
        )}
      </div>
    </form>
  );
}
