import dayjs from "dayjs";
import "dayjs/locale/ru.js";
import customParseFormat from "dayjs/plugin/customParseFormat.js";
import relativeTime from "dayjs/plugin/relativeTime.js";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { appConfig } from "./config.ts";
import { DATE_FORMAT, DATE_TIME_FORMAT } from "./format.ts";

dayjs.extend(customParseFormat);
dayjs.extend(relativeTime);
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale("ru");

/** dayjs in Russian (spec §9: relative time is shown in Russian), for the desks' date arithmetic. */
export { dayjs };

/** Relative time in Russian, e.g. «через 3 дня», «5 минут назад». */
export function fromNow(value: string | Date): string {
  return dayjs(value).fromNow();
}

/** What to type in a date-time field, as its error says it. */
export const DATE_TIME_HINT = "Введите дату и время в виде ДД.ММ.ГГГГ ЧЧ:ММ, например 30.11.2026 14:00.";

/** What to type in a date field, as its error says it. */
/**
 * The council's time zone as a reader knows it, e.g. «Москва, стандартное время» (Intl's long
 * name of {@link appConfig.timeZone}): date-time fields are read in it, whatever the browser's zone.
 */
export function councilZoneName(): string {
  const parts = new Intl.DateTimeFormat("ru-RU", {
    timeZone: appConfig.timeZone,
    timeZoneName: "long",
  }).formatToParts(new Date());
  return parts.find((p) => p.type === "timeZoneName")?.value ?? appConfig.timeZone;
}

export const DATE_HINT = "Введите дату в виде ДД.ММ.ГГГГ, например 30.11.2026.";

/**
 * A moment as a date-time field shows it: `ДД.ММ.ГГГГ ЧЧ:ММ` (24-hour) in the council's time
 * zone ({@link appConfig.timeZone}), whatever the browser's language or zone.
 */
export function toDateTimeInput(value: string | Date): string {
  return dayjs(value).tz(appConfig.timeZone).format(DATE_TIME_FORMAT);
}

/**
 * The ISO 8601 instant of a date-time field's text `ДД.ММ.ГГГГ ЧЧ:ММ`, read in the council's
 * time zone: "30.11.2026 14:00" in Europe/Moscow is "2026-11-30T11:00:00.000Z". Null for empty,
 * incomplete or impossible text (31.02.2026, 24:00).
 */
export function fromDateTimeInput(text: string): string | null {
  const value = text.trim();
  if (!dayjs(value, DATE_TIME_FORMAT, true).isValid()) return null;
  return dayjs.tz(value, DATE_TIME_FORMAT, appConfig.timeZone).toISOString();
}

/**
 * The instant the day `ДД.ММ.ГГГГ` (plus `addDays`) starts in the council's time zone, as ISO
 * 8601; null for empty, incomplete or impossible text.
 */
export function dayStart(text: string, addDays = 0): string | null {
  const value = text.trim();
  if (!dayjs(value, DATE_FORMAT, true).isValid()) return null;
  return dayjs.tz(value, DATE_FORMAT, appConfig.timeZone).add(addDays, "day").toISOString();
}
