import { describe, expect, it } from "vitest";
import { ballotsCount } from "../commission/CommissionStatus.tsx";
import { formatCount, formatDate, formatDateTime, plural, truncate } from "./format.ts";

const members = (n: number) => `${formatCount(n)} ${plural(n, "член", "члена", "членов")} совета`;

describe("numerals agree with their nouns, as in an official document", () => {
  it("one, few and many by the last digits, 11–14 being many", () => {
    expect([1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 0].map(members)).toEqual([
      "1 член совета",
      "2 члена совета",
      "4 члена совета",
      "5 членов совета",
      "11 членов совета",
      "12 членов совета",
      "14 членов совета",
      "21 член совета",
      "22 члена совета",
      "25 членов совета",
      "101 член совета",
      "111 членов совета",
      "0 членов совета",
    ]);
  });

  it("counts of ballots on the commission's page", () => {
    expect([1, 3, 14, 21, 1000].map(ballotsCount)).toEqual([
      "1 бюллетень",
      "3 бюллетеня",
      "14 бюллетеней",
      "21 бюллетень",
      "1\u00a0000 бюллетеней",
    ]);
  });

  it("thousands are set apart by a non-breaking space", () => {
    expect(formatCount(26821)).toBe("26\u00a0821");
    expect(formatCount(999)).toBe("999");
  });
});

describe("dates, in the council's time zone whatever the browser's", () => {
  it("an instant is shown on the council's day and clock (Europe/Moscow by default)", () => {
    expect(formatDate("2026-11-26T21:30:00Z")).toBe("27.11.2026");
    expect(formatDateTime("2026-11-26T21:30:00Z")).toBe("27.11.2026 00:30");
    expect(formatDate(new Date("2026-12-03T07:00:00Z"), "HH:mm:ss")).toBe("10:00:00");
  });

  it("a bare day is that day; nothing or nonsense is a dash", () => {
    expect(formatDate("2026-11-26")).toBe("26.11.2026");
    expect(formatDate(null)).toBe("—");
    expect(formatDate("")).toBe("—");
    expect(formatDate("вчера")).toBe("—");
  });
});

describe("truncate", () => {
  it("keeps short text and cuts long text at a word's end with an ellipsis", () => {
    expect(truncate("Численные методы", 300)).toBe("Численные методы");
    expect(truncate("Численные методы для тестов", 10)).toBe("Численные…");
  });
});
