import dayjs from "dayjs";
import "dayjs/locale/ru.js";
import relativeTime from "dayjs/plugin/relativeTime.js";

dayjs.extend(relativeTime);
dayjs.locale("ru");

/** Default date format (spec §9). */
export const DATE_FORMAT = "DD.MM.YYYY";
/** Date with time, for sittings and deliveries. */
export const DATE_TIME_FORMAT = "DD.MM.YYYY HH:mm";
/** Default length of shortened text (spec §9). */
export const TRUNCATE_LENGTH = 300;

/** Formats an ISO 8601 date (or Date) as `DD.MM.YYYY` by default; "—" for an empty or invalid value. */
export function formatDate(value: string | Date | null | undefined, format: string = DATE_FORMAT): string {
  if (value == null || value === "") return "—";
  const d = dayjs(value);
  return d.isValid() ? d.format(format) : "—";
}

/** Formats an ISO 8601 date-time as `DD.MM.YYYY HH:mm` in the browser's time zone. */
export function formatDateTime(value: string | Date | null | undefined): string {
  return formatDate(value, DATE_TIME_FORMAT);
}

/** The value format of `<input type="datetime-local">` (local time, minutes). */
const LOCAL_INPUT_FORMAT = "YYYY-MM-DDTHH:mm";

/** A date as the value of `<input type="datetime-local">`, in the browser's time zone. */
export function toLocalInputValue(value: string | Date): string {
  return dayjs(value).format(LOCAL_INPUT_FORMAT);
}

/**
 * The ISO 8601 instant of a `<input type="datetime-local">` value (read in the browser's time
 * zone); null for an empty or invalid value.
 */
export function fromLocalInputValue(value: string): string | null {
  if (!value) return null;
  const d = dayjs(value);
  return d.isValid() ? d.toISOString() : null;
}

/** Relative time in Russian, e.g. «через 3 дня», «5 минут назад». */
export function fromNow(value: string | Date): string {
  return dayjs(value).fromNow();
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

/** The value of `<input type="date">` (`YYYY-MM-DD`) as the ISO instant its day starts, in the browser's time zone; null if empty or invalid. */
export function dayStart(value: string, addDays = 0): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const d = dayjs(value);
  return d.isValid() ? d.add(addDays, "day").toISOString() : null;
}
