import { describe, expect, it } from "vitest";
import { count, pluralForm } from "./plural.ts";

describe("numerals agree with their nouns", () => {
  const member: [string, string, string] = ["член", "члена", "членов"];
  const ofMembers: [string, string, string] = ["члена", "членов", "членов"];
  it.each([
    [0, "0 членов", "0 членов"],
    [1, "1 член", "1 члена"],
    [2, "2 члена", "2 членов"],
    [4, "4 члена", "4 членов"],
    [5, "5 членов", "5 членов"],
    [11, "11 членов", "11 членов"],
    [12, "12 членов", "12 членов"],
    [14, "14 членов", "14 членов"],
    [21, "21 член", "21 члена"],
    [22, "22 члена", "22 членов"],
    [25, "25 членов", "25 членов"],
    [101, "101 член", "101 члена"],
    [111, "111 членов", "111 членов"],
  ])("%i: «%s», «из %s»", (n, nominative, genitive) => {
    expect(count(n, member)).toBe(nominative);
    expect(count(n, ofMembers)).toBe(genitive);
  });

  it("thousands are grouped as ru-RU writes them; the noun alone", () => {
    expect(count(21_001, member)).toBe("21\u00a0001 член");
    expect(pluralForm(3, ["человек", "человека", "человек"])).toBe("человека");
  });
});
