/**
 * Display formats (spec §9): dates as DD.MM.YYYY by default, text shortened to 300 characters.
 * Plain code without a date library, so the member's ballot stays small; relative times and
 * date arithmetic live in `dates.ts` (dayjs with its Russian locale).
 */

/** Default date format (spec §9). */
export const DATE_FORMAT = "DD.MM.YYYY";
/** Date with time, for sittings and deliveries. */
export const DATE_TIME_FORMAT = "DD.MM.YYYY HH:mm";
/** Default length of shortened text (spec §9). */
export const TRUNCATE_LENGTH = 300;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** A date from an ISO 8601 string (a bare `YYYY-MM-DD` is that day in the browser's time zone). */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/**
 * Formats an ISO 8601 date (or Date) in the browser's time zone: `DD.MM.YYYY` by default; the
 * tokens `YYYY`, `MM`, `DD`, `HH`, `mm`, `ss` are replaced (as in dayjs). "—" for an empty or
 * invalid value.
 */
export function formatDate(value: string | Date | null | undefined, format: string = DATE_FORMAT): string {
  if (value == null || value === "") return "—";
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return "—";
  const parts: Record<string, string> = {
    YYYY: pad(d.getFullYear(), 4),
    MM: pad(d.getMonth() + 1),
    DD: pad(d.getDate()),
    HH: pad(d.getHours()),
    mm: pad(d.getMinutes()),
    ss: pad(d.getSeconds()),
  };
  return format.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token] ?? token);
}

/** Formats an ISO 8601 date-time as `DD.MM.YYYY HH:mm` in the browser's time zone. */
export function formatDateTime(value: string | Date | null | undefined): string {
  return formatDate(value, DATE_TIME_FORMAT);
}

/** Shortens `text` to its first `length` characters (default 300) followed by «…»; shorter text is kept. */
export function truncate(text: string, length: number = TRUNCATE_LENGTH): string {
  if (text.length <= length) return text;
  return `${text.slice(0, length).trimEnd()}…`;
}

/**
 * The Russian plural form for `n`: `one` for 1, 21, 31…; `few` for 2–4, 22–24…; `many` otherwise
 * (e.g. «член», «члена», «членов»).
 */
export function plural(n: number, one: string, few: string, many: string): string {
  const tens = Math.abs(n) % 100;
  const units = tens % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

const counts = new Intl.NumberFormat("ru-RU");

/** A count as Russian text writes it: 1 000, 26 821. */
export function formatCount(n: number): string {
  return counts.format(n);
}
