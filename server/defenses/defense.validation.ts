import { z } from "zod";
import { fio, id, optionalText, specialtyCode, text } from "../lib/fields.ts";

/** Scheduling or editing a defense. */
export const defenseInput = z.object({
  boardId: id,
  candidate: fio,
  thesisTitle: text("Тема диссертации", 10, 1000),
  degree: z.enum(["CANDIDATE", "DOCTOR"], { error: "Степень: кандидат или доктор наук." }),
  scienceBranch: text("Отрасль науки", 5, 100),
  specialtyCode,
  /** Optional: the council's name for the specialty is used; a different one is refused. */
  specialtyName: optionalText("Название специальности", 300),
  defenseAt: z.coerce.date({ error: "Укажите дату и время защиты." }),
  place: optionalText("Место", 300),
  opponents: z
    .array(text("Оппонент", 5, 300), { error: "Оппоненты: список ФИО." })
    .max(4, "Не более четырех официальных оппонентов.")
    .default([]),
  leadingOrganization: optionalText("Ведущая организация", 500),
  candidateMemberId: id.nullish().transform((v) => v ?? null),
});

export type DefenseInput = z.output<typeof defenseInput>;
