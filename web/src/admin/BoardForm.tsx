import { useQuery } from "@apollo/client/react";
import { SPECIALTIES_MAX } from "../../../shared/council.ts";
import { graphql } from "../__generated__";
import type { BoardInput } from "../__generated__/graphql";
import { Field, GroupError, SelectField, TextField } from "../forms/Field.tsx";
import { Form } from "../forms/Form.tsx";
import { useForm } from "../forms/useForm.ts";

const RuleSetsQuery = graphql(`
  query RuleSets {
    ruleSets {
      code
      name
    }
  }
`);

/** The council form's values: the `BoardInput` the server takes. */
interface BoardFormValues {
  code: string;
  name: string;
  organization: string;
  specialties: { code: string; name: string }[];
  ruleSetCode: string;
  /** Состав утвержден в количестве, digits; empty: not entered. */
  approvedSize: string;
  approvedOrder: string;
  /** The order's date as typed, ДД.ММ.ГГГГ. */
  approvedOn: string;
}

/** An empty council: one empty specialty row, the default rule set. */
export const emptyBoard: BoardFormValues = {
  code: "",
  name: "",
  organization: "",
  specialties: [{ code: "", name: "" }],
  ruleSetCode: "1093",
  approvedSize: "",
  approvedOrder: "",
  approvedOn: "",
};

/** «30.11.2026» → «2026-11-30»; anything else is passed on for the server to refuse. */
function isoDate(typed: string): string | null {
  const t = typed.trim();
  if (t === "") return null;
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(t);
  return m ? `${m[3]}-${m[2]?.padStart(2, "0")}-${m[1]?.padStart(2, "0")}` : t;
}

/** «2026-11-30» → «30.11.2026», for the form's initial value. */
export function typedDate(iso: string | null | undefined): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return m ? `${m[3]}.${m[2]}.${m[1]}` : "";
}

/**
 * Council form: «Шифр совета», «Название», «Организация», one to three specialties (each
 * «Шифр специальности N» and «Название специальности N», «Добавить специальность» /
 * «Удалить специальность N») and «Правила голосования». Server errors show beside each field.
 */
export function BoardForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: BoardFormValues;
  submitLabel: string;
  /** Sends the input; rejects with the server's errors, which the form then shows. */
  onSubmit: (input: BoardInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { data } = useQuery(RuleSetsQuery);
  const ruleSets = data?.ruleSets ?? [];
  const form = useForm({
    initial,
    submit: (v) =>
      onSubmit({
        code: v.code.trim(),
        name: v.name.trim(),
        organization: v.organization.trim(),
        specialties: v.specialties.map((s) => ({ code: s.code.trim(), name: s.name.trim() })),
        ruleSetCode: v.ruleSetCode || null,
        approvedSize: v.approvedSize.trim() === "" ? null : Number(v.approvedSize),
        approvedOrder: v.approvedOrder.trim() || null,
        approvedOn: isoDate(v.approvedOn),
      }),
  });
  const { values, set } = form;
  const f = form.errors.fields;

  function setSpecialty(index: number, key: "code" | "name", value: string) {
    set(
      "specialties",
      values.specialties.map((s, i) => (i === index ? { ...s, [key]: value } : s)),
    );
  }

  return (
    <Form form={form} submitLabel={submitLabel} onCancel={onCancel}>
      <TextField label="Шифр совета" hint="Например, 24.2.327.01" {...form.field("code")} />
      <TextField label="Название" {...form.field("name")} />
      <TextField label="Организация" hint="Где работает совет." {...form.field("organization")} />
      <fieldset className="group" aria-describedby={f.specialties ? "board-specialties-error" : undefined}>
        <legend>Специальности (от 1 до {SPECIALTIES_MAX})</legend>
        <GroupError id="board-specialties-error" message={f.specialties} />
        {values.specialties.map((s, index) => (
          // Rows have no id of their own; the position is what the server's errors refer to.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are addressed by position
          <div key={index} className="group__row">
            <Field
              label={`Шифр специальности ${index + 1}`}
              name={`specialties.${index}.code`}
              error={f[`specialties.${index}.code`]}
              className="group__code"
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  value={s.code}
                  placeholder="1.2.2"
                  onChange={(e) => setSpecialty(index, "code", e.target.value)}
                />
              )}
            </Field>
            <Field
              label={`Название специальности ${index + 1}`}
              name={`specialties.${index}.name`}
              error={f[`specialties.${index}.name`] ?? f[`specialties.${index}`]}
              className="group__name"
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  value={s.name}
                  onChange={(e) => setSpecialty(index, "name", e.target.value)}
                />
              )}
            </Field>
            {values.specialties.length > 1 && (
              <button
                type="button"
                className="button button--ghost button--small group__remove"
                onClick={() =>
                  set(
                    "specialties",
                    values.specialties.filter((_, i) => i !== index),
                  )
                }
                aria-label={`Удалить специальность ${index + 1}`}
              >
                Удалить
              </button>
            )}
          </div>
        ))}
        {values.specialties.length < SPECIALTIES_MAX && (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => set("specialties", [...values.specialties, { code: "", name: "" }])}
          >
            Добавить специальность
          </button>
        )}
      </fieldset>
      <SelectField label="Правила голосования" {...form.field("ruleSetCode")}>
        {ruleSets.length === 0 && <option value={values.ruleSetCode}>{values.ruleSetCode}</option>}
        {ruleSets.map((r) => (
          <option key={r.code} value={r.code}>
            {r.name}
          </option>
        ))}
      </SelectField>
      <fieldset className="group">
        <legend>Утвержденный состав совета</legend>
        <TextField
          label="Состав утвержден в количестве (человек)"
          inputMode="numeric"
          hint="Кворум считается от утвержденного состава, а не от числа строк в списке."
          {...form.field("approvedSize")}
        />
        <TextField
          label="Приказ об утверждении состава"
          hint="Например, приказ Минобрнауки России № 1234/нк"
          {...form.field("approvedOrder")}
        />
        <TextField label="Дата приказа" hint="ДД.ММ.ГГГГ" {...form.field("approvedOn")} />
      </fieldset>
    </Form>
  );
}
