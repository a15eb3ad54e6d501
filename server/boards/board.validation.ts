import { z } from "zod";
import { SPECIALTIES_MAX } from "../../shared/council.ts";
import { count } from "../../shared/plural.ts";
import { email, fio, optionalText, specialtyCode, text } from "../lib/fields.ts";

/** A council code: the current format `24.2.327.01`, or an older one such as `Д 212.203.28`. */
const boardCode = z
  .string({ error: "Укажите шифр совета." })
  .trim()
  .regex(/^(\d{2}\.\d\.\d{3}\.\d{2}|Д\s?\d{3}\.\d{3}\.\d{2})$/, "Шифр совета, например 24.2.327.01.");

/** A specialty of a council: its code and name. */
export const specialtyInput = z.object({ code: specialtyCode, name: text("Название специальности", 3, 300) });

/** Creating or editing a council. */
export const boardInput = z.object({
  code: boardCode,
  name: text("Название", 3, 300),
  organization: text("Организация", 3, 500),
  specialties: z
    .array(specialtyInput, { error: "Укажите специальности совета." })
    .min(1, "Укажите хотя бы одну специальность.")
    .max(
      SPECIALTIES_MAX,
      `Совет ведет не более ${count(SPECIALTIES_MAX, ["специальности", "специальностей", "специальностей"])}.`,
    )
    .refine((list) => new Set(list.map((s) => s.code)).size === list.length, "Специальности повторяются."),
  /** Omitted: "1093" for a new council, unchanged for an edited one. */
  ruleSetCode: z.string().trim().min(1).max(50).nullish(),
  /** Состав утвержден в количестве; omitted: unchanged when editing; null: not entered. */
  approvedSize: z
    .number({ error: "Утвержденный состав: целое число." })
    .int("Утвержденный состав: целое число.")
    .min(1, "Утвержденный состав: от 1 до 200 членов.")
    .max(200, "Утвержденный состав: от 1 до 200 членов.")
    .nullish(),
  approvedOrder: z
    .string()
    .trim()
    .max(300, "«Приказ об утверждении состава»: не длиннее 300 символов.")
    .nullish()
    .transform((v) => (v === "" ? null : v)),
  approvedOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Дата приказа: ДД.ММ.ГГГГ.")
    .refine((v) => !Number.isNaN(Date.parse(v)), "Дата приказа: ДД.ММ.ГГГГ.")
    .nullish()
    .or(z.literal("").transform(() => null)),
});

/** Creating or editing a council member. */
export const memberInput = z.object({
  fio,
  email,
  degree: z.enum(["DOCTOR", "CANDIDATE"], { error: "Степень: доктор или кандидат наук." }),
  degreeTitle: text("Ученая степень", 5, 200),
  academicTitle: optionalText("Ученое звание", 100),
  specialtyCode,
  position: z.enum(["CHAIRMAN", "DEPUTY_CHAIRMAN", "SECRETARY", "MEMBER"], {
    error: "Должность: председатель, заместитель председателя, ученый секретарь или член совета.",
  }),
});

export type BoardInput = z.output<typeof boardInput>;
export type MemberInput = z.output<typeof memberInput>;
