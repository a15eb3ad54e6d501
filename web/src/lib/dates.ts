import dayjs from "dayjs";
import "dayjs/locale/ru.js";
import relativeTime from "dayjs/plugin/relativeTime.js";

dayjs.extend(relativeTime);
dayjs.locale("ru");

/** dayjs in Russian (spec §9: relative time is shown in Russian), for the desks' date arithmetic. */
export { dayjs };

/** Relative time in Russian, e.g. «через 3 дня», «5 минут назад». */
export function fromNow(value: string | Date): string {
  return dayjs(value).fromNow();
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

/** The value of `<input type="date">` (`YYYY-MM-DD`) as the ISO instant its day starts, in the browser's time zone; null if empty or invalid. */
export function dayStart(value: string, addDays = 0): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const d = dayjs(value);
  return d.isValid() ? d.add(addDays, "day").toISOString() : null;
}
