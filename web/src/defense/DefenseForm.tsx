import { useEffect } from "react";
import type { DefenseDegree, DefenseInput } from "../__generated__/graphql";
import { DateInput } from "../forms/DateInput.tsx";
import { Field, SelectField, TextField } from "../forms/Field.tsx";
import { Form } from "../forms/Form.tsx";
import { RowsFieldset } from "../forms/RowsFieldset.tsx";
import { SpecialtyOptions } from "../forms/SpecialtyOptions.tsx";
import { useForm } from "../forms/useForm.ts";
import type { DeskArea } from "../layouts/deskAreas.ts";
import { councilZoneName } from "../lib/dates.ts";
import { CouncilChoice } from "./CouncilChoice.tsx";
import {
  type DefenseFormValues,
  defenseInput,
  filledOpponents,
  withChoiceHints,
} from "./defenseFormValues.ts";
import { type BoardChoice, useBoardDetails } from "./useDefenseFormBoards.ts";

/** At most this many official opponents. */
const MAX_OPPONENTS = 4;

const degrees: { value: DefenseDegree; label: string }[] = [
  { value: "CANDIDATE", label: "кандидат наук" },
  { value: "DOCTOR", label: "доктор наук" },
];

/**
 * Defense form: «Совет» (CouncilChoice: the admin can search it with «Найти совет»),
 * «Соискатель», «Тема диссертации», «Степень», «Отрасль науки», «Специальность» (of the chosen
 * council), «Дата и время», «Место», «Оппонент N» (up to four, «Добавить оппонента»), «Ведущая
 * организация» and «Соискатель — член совета». Server errors show beside each field.
 */
export function DefenseForm({
  area,
  initial,
  initialBoard,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  /** Whose councils the form offers: any current one (admin), or the secretary's own. */
  area: DeskArea;
  initial: DefenseFormValues;
  /** The council of an existing defense (or a preselected one), shown even if a search leaves it out. */
  initialBoard?: BoardChoice | null;
  submitLabel: string;
  /** Sends the input; rejects with the server's errors, which the form then shows. */
  onSubmit: (input: DefenseInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useForm({
    initial,
    submit: (v) => {
      // Empty opponent rows are dropped here, so the server's `opponents.N` errors match the rows shown.
      const opponents = filledOpponents(v);
      form.set("opponents", opponents.length > 0 ? opponents : [""]);
      return onSubmit(defenseInput(v));
    },
  });
  const { values, set, setValues } = form;
  const details = useBoardDetails(area, values.boardId);
  const errors = withChoiceHints(form.errors, values);
  const f = errors.fields;
  const specialties = details?.specialties ?? [];
  const members = details?.members ?? [];

  // A council with a single specialty needs no choice.
  const onlySpecialty = specialties.length === 1 ? specialties[0] : undefined;
  useEffect(() => {
    if (onlySpecialty && !values.specialtyCode) {
      setValues((v) => ({ ...v, specialtyCode: onlySpecialty.code, specialtyName: onlySpecialty.name }));
    }
  }, [onlySpecialty, values.specialtyCode, setValues]);

  return (
    <Form
      form={form}
      className="form form--columns"
      message={errors.message}
      submitLabel={submitLabel}
      onCancel={onCancel}
    >
      <CouncilChoice
        area={area}
        boardId={values.boardId}
        initialBoard={initialBoard ?? null}
        error={f.boardId}
        // The specialty and the member-candidate belong to the council: choose them again.
        onChoose={(boardId) =>
          setValues((v) => ({ ...v, boardId, specialtyCode: "", specialtyName: "", candidateMemberId: "" }))
        }
      />
      <TextField
        label="Соискатель"
        hint="Фамилия, имя и отчество полностью."
        {...form.field("candidate")}
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
      <SelectField label="Степень" {...form.field("degree")}>
        {degrees.map((d) => (
          <option key={d.value} value={d.value}>
            {d.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Отрасль науки"
        hint="Как в названии степени, например: технических наук."
        {...form.field("scienceBranch")}
      />
      <SelectField
        label="Специальность"
        name="specialtyCode"
        error={f.specialtyCode ?? f.specialtyName}
        hint={values.boardId ? undefined : "Сначала выберите совет."}
        value={values.specialtyCode}
        onChange={(code) => {
          const specialty = specialties.find((s) => s.code === code);
          setValues((v) => ({
            ...v,
            specialtyCode: code,
            specialtyName: specialty?.name ?? v.specialtyName,
          }));
        }}
      >
        <SpecialtyOptions specialties={specialties} code={values.specialtyCode} name={values.specialtyName} />
      </SelectField>
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
        hint="Необязательно, например: ауд. 1101, корпус 2."
        {...form.field("place")}
      />
      <RowsFieldset
        legend="Официальные оппоненты"
        className="group form__wide"
        error={f.opponents}
        rows={values.opponents}
        max={MAX_OPPONENTS}
        empty=""
        addLabel="Добавить оппонента"
        removeLabel={(index) => `Удалить оппонента ${index + 1}`}
        onChange={(opponents) => set("opponents", opponents)}
      >
        {(opponent, index, setOpponent) => (
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
                onChange={(e) => setOpponent(e.target.value)}
              />
            )}
          </Field>
        )}
      </RowsFieldset>
      <TextField label="Ведущая организация" {...form.field("leadingOrganization")} />
      <SelectField
        label="Соискатель — член совета"
        hint="Если соискатель входит в состав совета, он не участвует в голосовании."
        {...form.field("candidateMemberId")}
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
      </SelectField>
    </Form>
  );
}
