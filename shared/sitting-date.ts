// The day of the sitting, written once for the server and the web. The protocol is dated by
// the day the vote was held (its ballot opened) in the council's time zone, not by the day the
// defense was scheduled for; when the two differ, the secretary confirms the day before the
// ballot opens (issue 30: a protocol signed with the scheduled 03.12.2026 for a vote held on
// 26.11.2026). No dependencies: the web may import this module (never anything under server/).

/** The calendar day `instant` falls on in the IANA time zone `timeZone`, as `YYYY-MM-DD`. */
export function dayIn(instant: Date | string, timeZone: string): string {
  const at = instant instanceof Date ? instant : new Date(instant);
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(at);
  const field = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${field("year").padStart(4, "0")}-${field("month")}-${field("day")}`;
}

/**
 * A moment as a letter names it, in the IANA time zone `timeZone` (the council's TIME_ZONE, not
 * the server's): `day` «14 марта 2027 г.», `time` «11:00», `zone` «Москва» (the zone's generic
 * Russian name, or the IANA id where the platform has none).
 */
export function momentIn(at: Date, timeZone: string): { day: string; time: string; zone: string } {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("ru-RU", { timeZone, ...options });
  const zone = format({ timeZoneName: "shortGeneric" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")?.value;
  return {
    day: format({ day: "numeric", month: "long", year: "numeric" }).format(at),
    time: format({ hour: "2-digit", minute: "2-digit" }).format(at),
    zone: zone ?? timeZone,
  };
}

/** Whether `text` is a calendar day that exists, written `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return at.toISOString().slice(0, 10) === text;
}

/** A day `YYYY-MM-DD` as a Russian document writes it: `26.11.2026`. */
export function russianDate(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}.${month}.${year}`;
}

/**
 * What the secretary confirms when the vote is held on another day than the sitting was
 * scheduled for: «Заседание назначено на 03.12.2026, а голосование проводится сегодня,
 * 26.11.2026. Протокол будет датирован 26.11.2026.» Days as `YYYY-MM-DD`.
 */
export function sittingDateNotice(scheduled: string, today: string): string {
  return `Заседание назначено на ${russianDate(scheduled)}, а голосование проводится сегодня, ${russianDate(today)}. Протокол будет датирован ${russianDate(today)}.`;
}
