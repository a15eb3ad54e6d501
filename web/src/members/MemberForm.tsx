import type { AcademicDegree, MemberInput, MemberPosition } from "../__generated__/graphql";
import { SelectField, TextField } from "../forms/Field.tsx";
import { Form } from "../forms/Form.tsx";
import { SpecialtyOptions } from "../forms/SpecialtyOptions.tsx";
import { useForm } from "../forms/useForm.ts";
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
  const form = useForm({
    initial,
    submit: (v) =>
      onSubmit({
        fio: v.fio.trim(),
        email: v.email.trim(),
        degree: v.degree,
        degreeTitle: v.degreeTitle.trim(),
        academicTitle: v.academicTitle.trim() || null,
        specialtyCode: v.specialtyCode,
        position: v.position,
      }),
  });

  return (
    <Form form={form} className="form form--columns" submitLabel={submitLabel} onCancel={onCancel}>
      <TextField label="ФИО" {...form.field("fio")} autoComplete="off" />
      <TextField
        label="Электронная почта"
        hint="На нее приходят приглашения."
        {...form.field("email")}
        type="email"
        autoComplete="off"
      />
      <SelectField label="Степень" {...form.field("degree")}>
        {degrees.map((d) => (
          <option key={d} value={d}>
            {academicDegreeLabel[d]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Ученая степень"
        hint="Полностью, например: доктор технических наук."
        {...form.field("degreeTitle")}
      />
      <TextField
        label="Ученое звание"
        hint="Необязательно: профессор, доцент."
        {...form.field("academicTitle")}
      />
      <SelectField label="Специальность" {...form.field("specialtyCode")}>
        <SpecialtyOptions specialties={specialties} code={form.values.specialtyCode} />
      </SelectField>
      <SelectField label="Должность в совете" {...form.field("position")}>
        {positions.map((p) => (
          <option key={p} value={p}>
            {positionLabel[p]}
          </option>
        ))}
      </SelectField>
    </Form>
  );
}
