import { getGender, incline } from "lvovich";

/**
 * Russian grammar for the interface, the emails and the protocol: people's names declined,
 * gender for agreement (numerals with their nouns: shared/plural.ts). The declension itself is
 * the `lvovich` library's (rules for Russian first names, patronymics and surnames, including
 * the indeclinable ones: -их/-ых, -ко, -о, a woman's surname ending in a consonant); this module
 * decides when a name is Russian enough to decline at all, and fixes what the library gets
 * wrong (each fix tested in russian.test.ts).
 */

/** Grammatical gender of a person. */
export type Gender = "male" | "female";

/** The cases the interface needs. */
export type Case = "genitive" | "dative" | "accusative" | "instrumental" | "prepositional";

/** A ФИО split into its parts; the patronymic may be two words («Гейдар оглы»). */
interface Fio {
  last: string;
  first: string;
  middle: string;
}

const MALE_PATRONYMIC = /(вич|ич|\sоглы)$/i;
const FEMALE_PATRONYMIC = /(вна|чна|\sкызы)$/i;

/** «Фамилия Имя Отчество» as stored, or null when it is not three parts with a patronymic. */
function parseFio(fio: string): Fio | null {
  const words = fio.trim().split(/\s+/);
  if (words.length < 3 || words.length > 4) return null;
  const [last = "", first = "", ...rest] = words;
  const middle = rest.join(" ");
  // A two-word patronymic only as Turkic ones are written: «Гейдар оглы», «Алиевна» is one word.
  if (rest.length === 2 && !/^(оглы|кызы)$/i.test(rest[1] ?? "")) return null;
  if (!MALE_PATRONYMIC.test(middle) && !FEMALE_PATRONYMIC.test(middle)) return null;
  const cyrillic = /^[А-ЯЁа-яё-]+$/;
  if (![last, first, ...rest].every((w) => cyrillic.test(w))) return null;
  return { last, first, middle };
}

/**
 * Grammatical gender of a person: from the patronymic (-вич/-ич, -оглы: male; -вна/-чна,
 * -кызы: female), else from the first name and surname through the library; null when
 * neither tells (a foreign name, «Саша Ким»).
 */
export function genderOf(fio: string): Gender | null {
  const words = fio.trim().split(/\s+/);
  const middle = words.slice(2).join(" ");
  if (MALE_PATRONYMIC.test(middle)) return "male";
  if (FEMALE_PATRONYMIC.test(middle)) return "female";
  const g = getGender({ last: words[0] ?? null, first: words[1] ?? null });
  return g === "male" || g === "female" ? g : null;
}

// A man's surname ending in a consonant keeps its vowels in every case («Кузнец» → «Кузнеца»,
// not the library's «Кузнца»: the fleeting vowel of the noun кузнец does not apply to names).
const CONSONANT_ENDINGS: Record<Case, string> = {
  genitive: "а",
  dative: "у",
  accusative: "а",
  instrumental: "ом",
  prepositional: "е",
};

function fixSurname(nominative: string, declined: string, gender: Gender, gcase: Case): string {
  if (gender !== "male" || declined.toLowerCase().startsWith(nominative.toLowerCase())) return declined;
  if (!/[бвгджзклмнпрстфхцчшщ]$/i.test(nominative)) return declined;
  return nominative + CONSONANT_ENDINGS[gcase];
}

/**
 * The ФИО («Фамилия Имя Отчество», as stored) declined into `gcase`, keeping the word order
 * and hyphenated parts, e.g. genitive «Кузнецова Анна Сергеевна» → «Кузнецовой Анны
 * Сергеевны». Indeclinable surnames stay as they are while the first name and patronymic
 * decline.
 * @returns null when the name cannot be declined reliably (not three Cyrillic parts with a
 *   patronymic: a foreign or a two-part name); callers then use a wording that needs no case
 */
export function declineFio(fio: string, gcase: Case): string | null {
  const parts = parseFio(fio);
  const gender = genderOf(fio);
  if (!parts || !gender) return null;
  const d = incline({ ...parts, gender }, gcase);
  if (!d.last || !d.first || !d.middle) return null;
  return `${fixSurname(parts.last, d.last, gender, gcase)} ${d.first} ${d.middle}`;
}

/**
 * The greeting of a letter: «Уважаемая Марина Игоревна!» / «Уважаемый Иван Петрович!» (first
 * name and patronymic); «Здравствуйте, <ФИО>!» when the patronymic or the gender is unknown.
 */
export function greeting(fio: string): string {
  const parts = parseFio(fio);
  const gender = genderOf(fio);
  if (!parts || !gender) return `Здравствуйте, ${fio.trim()}!`;
  return `${gender === "female" ? "Уважаемая" : "Уважаемый"} ${parts.first} ${parts.middle}!`;
}

/**
 * `text` ended with a full stop, unless it ends with one already (a list closing on initials,
 * «…Васильева Е. С.», takes no second one).
 */
export function sentence(text: string): string {
  return text.endsWith(".") ? text : `${text}.`;
}

/**
 * Surname and initials, «Кузнецова А. С.», for signature lines and short mentions; the input
 * unchanged (trimmed) when it is not a Cyrillic «Фамилия Имя [Отчество]».
 */
export function shortFio(fio: string): string {
  const words = fio.trim().split(/\s+/);
  if (words.length < 2 || words.length > 3 || !words.every((w) => /^[А-ЯЁ][а-яё]*(-[А-ЯЁа-яё]+)*$/.test(w)))
    return fio.trim();
  const [last, ...names] = words;
  return `${last} ${names.map((n) => `${n[0]}.`).join(" ")}`;
}
