import { describe, expect, it } from "vitest";
import { dayIn, isCalendarDay, russianDate, sittingDateNotice } from "./sitting-date.ts";

describe("the sitting's day", () => {
  it("is the day in the council's zone, not in UTC: 21:30 UTC on the 26th is the 27th in Moscow", () => {
    const at = new Date("2026-11-26T21:30:00Z");
    expect(dayIn(at, "Europe/Moscow")).toBe("2026-11-27");
    expect(dayIn(at, "UTC")).toBe("2026-11-26");
    expect(dayIn("2026-12-03T07:00:00.000Z", "Asia/Vladivostok")).toBe("2026-12-03");
    expect(dayIn("2026-12-03T07:00:00.000Z", "America/Los_Angeles")).toBe("2026-12-02");
  });

  it("reads only days that exist, written YYYY-MM-DD", () => {
    expect(isCalendarDay("2026-11-26")).toBe(true);
    expect(isCalendarDay("2028-02-29")).toBe(true);
    for (const bad of ["2026-02-29", "2026-13-01", "2026-11-31", "26.11.2026", "2026-11-26T00:00", ""])
      expect(isCalendarDay(bad), bad).toBe(false);
  });

  it("is written in a document as ДД.ММ.ГГГГ, and the secretary is told both days", () => {
    expect(russianDate("2026-11-26")).toBe("26.11.2026");
    expect(sittingDateNotice("2026-12-03", "2026-11-26")).toBe(
      "Заседание назначено на 03.12.2026, а голосование проводится сегодня, 26.11.2026. Протокол будет датирован 26.11.2026.",
    );
  });
});
