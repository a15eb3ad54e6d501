import { describe, expect, it } from "vitest";
import { RULES_1093 } from "../../shared/council.ts";
import { atLeast, decide, explain, quorum, shortfall } from "./rules.ts";

describe("quorum of the списочный состав (2/3, integers)", () => {
  it.each([
    { listSize: 21, participants: 14, met: true, required: 14 },
    { listSize: 21, participants: 13, met: false, required: 14 },
    { listSize: 9, participants: 6, met: true, required: 6 },
    { listSize: 9, participants: 5, met: false, required: 6 },
    { listSize: 20, participants: 14, met: true, required: 14 },
    { listSize: 20, participants: 13, met: false, required: 14 },
  ])("list $listSize with $participants participants → $met", ({ listSize, participants, met, required }) => {
    const q = quorum(RULES_1093, "CANDIDATE", listSize, participants, 5);
    expect(q.list).toEqual({ met, present: participants, required, listSize });
    expect(q.met).toBe(met);
  });
});

describe("specialty quorum: 3 doctors for a кандидатская, 5 for a докторская", () => {
  it.each([
    { degree: "CANDIDATE" as const, doctors: 3, met: true },
    { degree: "CANDIDATE" as const, doctors: 2, met: false },
    { degree: "DOCTOR" as const, doctors: 5, met: true },
    { degree: "DOCTOR" as const, doctors: 4, met: false },
  ])("$degree with $doctors doctors → $met", ({ degree, doctors, met }) => {
    const q = quorum(RULES_1093, degree, 21, 18, doctors);
    expect(q.specialty.met).toBe(met);
    expect(q.met).toBe(met);
  });
});

describe("decision: 2/3 of the participants voted «за»", () => {
  it.each([
    { participants: 18, votesFor: 12, decision: "POSITIVE" },
    { participants: 18, votesFor: 11, decision: "NEGATIVE" },
    { participants: 9, votesFor: 6, decision: "POSITIVE" },
    { participants: 9, votesFor: 5, decision: "NEGATIVE" },
    { participants: 14, votesFor: 10, decision: "POSITIVE" },
    { participants: 14, votesFor: 9, decision: "NEGATIVE" },
  ])("$votesFor of $participants → $decision", ({ participants, votesFor, decision }) => {
    const q = quorum(RULES_1093, "CANDIDATE", participants, participants, 5);
    expect(decide(RULES_1093, q, participants, votesFor)).toBe(decision);
  });

  it("is NO_QUORUM without quorum, whatever the votes", () => {
    const q = quorum(RULES_1093, "DOCTOR", 21, 18, 4);
    expect(decide(RULES_1093, q, 18, 18)).toBe("NO_QUORUM");
    expect(explain(RULES_1093, q, 18, 18)).toBe(
      "Нет кворума: докторов наук по специальности защиты 4, требуется не менее 5.",
    );
  });

  it("explains the count in Russian", () => {
    const q = quorum(RULES_1093, "CANDIDATE", 21, 18, 6);
    expect(explain(RULES_1093, q, 18, 14)).toBe(
      "За — 14 из 18 участвовавших, требуется не менее 12: решение положительное.",
    );
    expect(explain(RULES_1093, quorum(RULES_1093, "CANDIDATE", 21, 13, 6), 13, 13)).toBe(
      "Нет кворума: присутствовало 13 из 21 члена совета, требуется не менее 14.",
    );
  });

  it("agrees the numerals with their nouns (из 21 члена, из 21 участвовавшего)", () => {
    expect(explain(RULES_1093, quorum(RULES_1093, "CANDIDATE", 33, 21, 6), 21, 15)).toBe(
      "Нет кворума: присутствовал 21 из 33 членов совета, требуется не менее 22.",
    );
    expect(explain(RULES_1093, quorum(RULES_1093, "CANDIDATE", 41, 21, 6), 21, 15)).toBe(
      "Нет кворума: присутствовал 21 из 41 члена совета, требуется не менее 28.",
    );
    expect(explain(RULES_1093, quorum(RULES_1093, "CANDIDATE", 21, 21, 6), 21, 15)).toBe(
      "За — 15 из 21 участвовавшего, требуется не менее 14: решение положительное.",
    );
  });

  it.each([
    [9, 6, 3, null],
    [9, 3, 2, "Нужно еще 3 члена совета, из них 1 доктор наук по специальности 1.2.2."],
    [9, 5, 3, "Нужно еще 1 член совета."],
    [9, 6, 1, "Нужно еще 2 доктора наук по специальности 1.2.2."],
    [21, 9, 0, "Нужно еще 5 членов совета, из них 3 доктора наук по специальности 1.2.2."],
  ])("shortfall: list %i, roll %i with %i doctors → %s", (list, roll, doctors, text) => {
    const q = quorum(RULES_1093, "CANDIDATE", list, roll, doctors);
    expect(shortfall(q, "1.2.2")).toBe(text);
  });

  it("rounds thresholds up exactly", () => {
    expect([9, 18, 14, 21, 20, 1, 0].map((n) => atLeast(n, { num: 2, den: 3 }))).toEqual([
      6, 12, 10, 14, 14, 1, 0,
    ]);
  });
});
