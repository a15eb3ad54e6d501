/**
 * Display formats (spec §9): dates as DD.MM.YYYY by default, text shortened to 300 characters.
 * Plain code (Intl) without a date library, so the member's ballot stays small; relative times and
 * date arithmetic live in `dates.ts` (dayjs with its Russian locale).
 */

import { appConfig } from "./config.ts";

/** Default date format (spec §9). */
export const DATE_FORMAT = "DD.MM.YYYY";
/** Date with time, for sittings and deliveries. */
export const DATE_TIME_FORMAT = "DD.MM.YYYY HH:mm";
/** Default length of shortened text (spec §9). */
const TRUNCATE_LENGTH = 300;

let zonedFormat: { zone: string; format: Intl.DateTimeFormat } | undefined;

/**
 * The calendar fields of a moment in the council's time zone (24-hour clock), made at first
 * use: on the server the configuration is given after this module has loaded.
 */
function zoned(): Intl.DateTimeFormat {
  if (zonedFormat?.zone !== appConfig.timeZone) {
    const format = new Intl.DateTimeFormat("en-GB", {
      timeZone: appConfig.timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    zonedFormat = { zone: appConfig.timeZone, format };
  }
  return zonedFormat.format;
}

/**
 * Formats an ISO 8601 date-time (or Date) in the council's time zone ({@link appConfig.timeZone}),
 * whatever the browser's: `DD.MM.YYYY` by default; the tokens `YYYY`, `MM`, `DD`, `HH`, `mm`,
 * `ss` are replaced (as in dayjs). A bare `YYYY-MM-DD` is that calendar day. "—" for an empty or
 * invalid value.
 */
export function formatDate(value: string | Date | null | undefined, format: string = DATE_FORMAT): string {
  if (value == null || value === "") return "—";
  const day = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  let parts: Record<string, string>;
  if (day) {
    parts = { YYYY: day[1] ?? "", MM: day[2] ?? "", DD: day[3] ?? "", HH: "00", mm: "00", ss: "00" };
  } else {
    const d = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(d.getTime())) return "—";
    const field = Object.fromEntries(
      zoned()
        .formatToParts(d)
        .map((p) => [p.type, p.value]),
    );
    parts = {
      YYYY: (field.year ?? "").padStart(4, "0"),
      MM: field.month ?? "",
      DD: field.day ?? "",
      HH: field.hour ?? "",
      mm: field.minute ?? "",
      ss: field.second ?? "",
    };
  }
  return format.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token] ?? token);
}

/** Formats an ISO 8601 date-time as `DD.MM.YYYY HH:mm` in the council's time zone. */
export function formatDateTime(value: string | Date | null | undefined): string {
  return formatDate(value, DATE_TIME_FORMAT);
}

/** Shortens `text` to its first `length` characters (default 300) followed by «…»; shorter text is kept. */
export function truncate(text: string, length: number = TRUNCATE_LENGTH): string {
  if (text.length <= length) return text;
  return `${text.slice(0, length).trimEnd()}…`;
}

const pluralRules = new Intl.PluralRules("ru-RU");

/**
 * The Russian plural form for `n` by `Intl.PluralRules` (CLDR): `one` for 1, 21, 31…; `few` for
 * 2–4, 22–24…; `many` otherwise (e.g. «член», «члена», «членов»).
 */
export function plural(n: number, one: string, few: string, many: string): string {
  const form = pluralRules.select(n);
  return form === "one" ? one : form === "few" ? few : many;
}

const counts = new Intl.NumberFormat("ru-RU");

/** A count as Russian text writes it: 1 000, 26 821. */
export function formatCount(n: number): string {
  return counts.format(n);
}
