import { describe, expect, it } from "vitest";
import { DATE_TIME_HINT } from "../lib/dates.ts";
import { defenseInput, emptyDefense, withChoiceHints } from "./defenseFormValues.ts";

describe("the defense form's values", () => {
  it("are sent trimmed, without empty opponent rows, the optional fields empty as null", () => {
    const values = {
      ...emptyDefense("4"),
      candidate: "  Кузнецова Анна Сергеевна ",
      opponents: [" Иванов И. И. ", "", "  "],
      specialtyCode: "1.2.2",
      defenseAt: "03.12.2026 14:00",
    };
    const input = defenseInput(values);
    expect(input).toMatchObject({
      boardId: "4",
      candidate: "Кузнецова Анна Сергеевна",
      opponents: ["Иванов И. И."],
      place: null,
      leadingOrganization: null,
      candidateMemberId: null,
    });
    expect(input.defenseAt).toMatch(/^2026-12-03T/);
  });

  it("a choice left empty is said as what to do, beside the field and on top when it was the message", () => {
    const refused = {
      message: "Некорректное значение boardId.",
      fields: { boardId: "Некорректное значение boardId.", candidate: "Укажите соискателя." },
    };
    expect(withChoiceHints(refused, emptyDefense())).toEqual({
      message: "Выберите совет.",
      fields: { boardId: "Выберите совет.", candidate: "Укажите соискателя." },
    });
    // A council was chosen: the server's words stand.
    expect(withChoiceHints(refused, emptyDefense("4"))).toEqual(refused);
    expect(
      withChoiceHints(
        { message: "Проверьте поля.", fields: { defenseAt: "Неверная дата." } },
        emptyDefense("4"),
      ),
    ).toEqual({ message: "Проверьте поля.", fields: { defenseAt: DATE_TIME_HINT } });
  });
});
