import { dayIn } from "../../../shared/sitting-date.ts";

/** The scheduled day and today, both `YYYY-MM-DD` in the council's time zone. */
export interface SittingDays {
  scheduled: string;
  today: string;
}

/**
 * Whether opening the ballot now needs the secretary to confirm the sitting's day: the protocol
 * is dated by the day the ballot opens (shared/sitting-date.ts), so a vote held on another day
 * than `defenseAt` (ISO 8601) was scheduled for names both days; null when they are the same.
 * @param now the moment the secretary opens the ballot
 * @param timeZone the council's IANA time zone (appConfig.timeZone)
 */
export function sittingDaysToConfirm(defenseAt: string, now: Date, timeZone: string): SittingDays | null {
  const scheduled = dayIn(defenseAt, timeZone);
  const today = dayIn(now, timeZone);
  return scheduled === today ? null : { scheduled, today };
}
