// Russian numerals with their nouns, for every message that states a number: the server's
// errors, letters and protocol, the record's checks, the web's pages. No dependencies: the web
// may import this module.

/** The noun after 1 / 2–4 / 5 and more, in the case the sentence needs. */
export type PluralForms = readonly [one: string, few: string, many: string];

const pluralRules = new Intl.PluralRules("ru");

/**
 * The noun form for `n` by the Russian plural rules (Intl.PluralRules("ru")): `forms` are
 * the noun after 1 / 2–4 / 5 and more, in the case the sentence needs, e.g. for «из 21 члена»
 * `["члена", "членов", "членов"]`. Fractions take the «few» form (as «2,5 члена»).
 */
export function pluralForm(n: number, forms: PluralForms): string {
  const rule = pluralRules.select(n);
  if (rule === "one") return forms[0];
  return rule === "few" || !Number.isInteger(n) ? forms[1] : forms[2];
}

const numberFormat = new Intl.NumberFormat("ru-RU");

/**
 * The numeral and its noun, e.g. `count(21, ["члена", "членов", "членов"])` → «21 члена»,
 * `count(3, ["член", "члена", "членов"])` → «3 члена». Numbers are written as ru-RU writes
 * them (a no-break space between thousands from 10 000).
 */
export function count(n: number, forms: PluralForms): string {
  return `${numberFormat.format(n)} ${pluralForm(n, forms)}`;
}

/** «член» in the genitive, after «не менее», «из», «для»: 1 члена, 3 членов, 21 члена. */
export const MEMBERS_GENITIVE: PluralForms = ["члена", "членов", "членов"];

/** «символ» in the genitive after «не короче / длиннее N»: 1 символа, 5 символов, 21 символа. */
export const CHARS: PluralForms = ["символа", "символов", "символов"];
