import { z } from "zod";
import { ID_PATTERN } from "./ids.ts";

// Field schemas shared by the inputs of several domains, with Russian messages.

/** An email address, trimmed and lowercased. */
export const email = z
  .string({ error: "Укажите адрес электронной почты." })
  .trim()
  .toLowerCase()
  .max(254, "Адрес электронной почты слишком длинный.")
  .email("Неверный адрес электронной почты.");

/** A person's full name (ФИО): letters, spaces, hyphens, dots and apostrophes. */
export const fio = z
  .string({ error: "Укажите ФИО." })
  .trim()
  .min(5, "Укажите ФИО полностью.")
  .max(200, "ФИО длиннее 200 символов.")
  .regex(/^[\p{L}][\p{L}\s.'’-]*$/u, "ФИО: только буквы, пробелы, дефис, точка и апостроф.");

/** A scientific specialty code in the current nomenclature, e.g. `1.2.2` or `2.3.5.` (stored without the trailing dot). */
export const specialtyCode = z
  .string({ error: "Укажите шифр специальности." })
  .trim()
  .regex(/^\d\.\d\.\d{1,2}\.?$/, "Шифр специальности в действующей номенклатуре, например 1.2.2.")
  .transform((s) => s.replace(/\.$/, ""));

/** A required line of text of at most `max` characters. */
export const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `Заполните поле «${label}».` })
    .trim()
    .min(min, min <= 1 ? `Заполните поле «${label}».` : `«${label}»: не короче ${min} символов.`)
    .max(max, `«${label}»: не длиннее ${max} символов.`);

/** An optional line of text: empty becomes null. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `«${label}»: не длиннее ${max} символов.`)
    .nullish()
    .transform((s) => (s ? s : null));

/**
 * A database id as GraphQL and REST pass it: a positive integer, or a string of its decimal
 * digits as `parseId` takes them (`ID_SOURCE`: no sign, no leading zero, no spaces, no `0x1`
 * or `1e3`), so that every id, in a list or alone, is read the same way.
 */
export const id = z
  .union([z.number(), z.string().regex(ID_PATTERN)], { error: "Неверный идентификатор." })
  .transform(Number)
  .pipe(
    z
      .number({ error: "Неверный идентификатор." })
      .int("Неверный идентификатор.")
      .positive("Неверный идентификатор.")
      .max(2_147_483_647, "Неверный идентификатор."),
  );

/** Paging of admin lists: bounded offset, at most 100 rows a page. */
export const page = z.object({
  offset: z
    .number()
    .int()
    .min(0, "Смещение не может быть отрицательным.")
    .max(10_000, "Слишком далеко: уточните поиск.")
    .default(0),
  limit: z.number().int().min(1).max(100, "Не более 100 строк на странице.").default(25),
});

/** An optional ISO 8601 date-time; a bad one is refused as «{subject}: укажите дату…». */
const isoDate = (subject: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((s, ctx) => {
      if (!s) return null;
      const d = new Date(s);
      if (Number.isNaN(d.getTime())) {
        ctx.addIssue({ code: "custom", message: `${subject}: укажите дату в формате ГГГГ-ММ-ДД.` });
        return z.NEVER;
      }
      return d;
    });

/** An optional ISO 8601 date-time field of a form, named by its label: «Срок действия». */
export const optionalDate = (label: string) => isoDate(`«${label}»`);

/**
 * A list's optional `from` (inclusive) and `to` (exclusive) date-time filters, checked
 * together so that an error names the parameter (`fields.from`, «Параметр from: …») as
 * GraphQL's arguments and REST's query parameters both call it. @throws through parseInput
 * BAD_USER_INPUT
 */
export const dateRange = z.object({ from: isoDate("Параметр from"), to: isoDate("Параметр to") });
