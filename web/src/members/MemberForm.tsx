import type { FormEvent } from "react";
import type { AcademicDegree, MemberInput, MemberPosition } from "../__generated__/graphql";
import { Field, FormError, TextField } from "../forms/Field.tsx";
import { useForm, useValues } from "../forms/useForm.ts";
import { academicDegreeLabel, positionLabel } from "../lib/labels.ts";

/** The member form's values: the `MemberInput` the server takes, as strings. */
export interface MemberFormValues {
  fio: string;
  email: string;
  degree: AcademicDegree;
  degreeTitle: string;
  academicTitle: string;
  specialtyCode: string;
  position: MemberPosition;
}

/** A new member: a doctor of science, an ordinary member, of the council's first specialty. */
export function emptyMember(specialtyCode = ""): MemberFormValues {
  return {
    fio: "",
    email: "",
    degree: "DOCTOR",
    degreeTitle: "",
    academicTitle: "",
    specialtyCode,
    position: "MEMBER",
  };
}

const positions: MemberPosition[] = ["CHAIRMAN", "DEPUTY_CHAIRMAN", "SECRETARY", "MEMBER"];
const degrees: AcademicDegree[] = ["DOCTOR", "CANDIDATE"];

/**
 * Member form: «ФИО», «Электронная почта», «Степень» (доктор / кандидат наук), «Ученая степень»
 * (as written), «Ученое звание», «Специальность» (one of the council's), «Должность в совете».
 */
export function MemberForm({
  initial,
  specialties,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: MemberFormValues;
  specialties: readonly { code: string; name: string }[];
  submitLabel: string;
  /** Sends the input; rejects with the server's errors, which the form then shows. */
  onSubmit: (input: MemberInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [values, set] = useValues(initial);
  const { errors, pending, formRef, run } = useForm();
  const f = errors.fields;
  const known = specialties.some((s) => s.code === values.specialtyCode);

  function onFormSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(() =>
      onSubmit({
        fio: values.fio.trim(),
        email: values.email.trim(),
        degree: values.degree,
        degreeTitle: values.degreeTitle.trim(),
        academicTitle: values.academicTitle.trim() || null,
        specialtyCode: values.specialtyCode,
        position: values.position,
      }),
    );
  }

  return (
    <form ref={formRef} className="form form--columns" onSubmit={onFormSubmit} noValidate aria-busy={pending}>
      <FormError message={errors.message} />
      <TextField
        label="ФИО"
        name="fio"
        error={f.fio}
        value={values.fio}
        onChange={(v) => set("fio", v)}
        autoComplete="off"
      />
      <TextField
        label="Электронная почта"
        name="email"
        hint="На нее приходят приглашения."
        error={f.email}
        value={values.email}
        onChange={(v) => set("email", v)}
        type="email"
        autoComplete="off"
      />
      <Field label="Степень" name="degree" error={f.degree}>
        {(control) => (
          <select
            {...control}
            value={values.degree}
            onChange={(e) => set("degree", e.target.value as AcademicDegree)}
          >
            {degrees.map((d) => (
              <option key={d} value={d}>
                {academicDegreeLabel[d]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label="Ученая степень"
        name="degreeTitle"
        hint="Полностью, например: доктор технических наук."
        error={f.degreeTitle}
        value={values.degreeTitle}
        onChange={(v) => set("degreeTitle", v)}
      />
      <TextField
        label="Ученое звание"
        name="academicTitle"
        hint="Необязательно: профессор, доцент."
        error={f.academicTitle}
        value={values.academicTitle}
        onChange={(v) => set("academicTitle", v)}
      />
      <Field label="Специальность" name="specialtyCode" error={f.specialtyCode}>
        {(control) => (
          <select
            {...control}
            value={values.specialtyCode}
            onChange={(e) => set("specialtyCode", e.target.value)}
          >
            {!known && <option value={values.specialtyCode}>{values.specialtyCode || "— выберите —"}</option>}
            {specialties.map((s) => (
              <option key={s.code} value={s.code}>
                {s.code} {s.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Должность в совете" name="position" error={f.position}>
        {(control) => (
          <select
            {...control}
            value={values.position}
            onChange={(e) => set("position", e.target.value as MemberPosition)}
          >
            {positions.map((p) => (
              <option key={p} value={p}>
                {positionLabel[p]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="actions form__wide">
        <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending}>
          {submitLabel}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={pending}>
          Отмена
        </button>
      </div>
    </form>
  );
}
