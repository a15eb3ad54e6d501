import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import { dayStart, fromDateTimeInput } from "../lib/dates.ts";
import { GENERIC_ERROR, RequestError } from "../lib/request.ts";
import { extractToken } from "../poll/token.ts";
import { clientErrors, formErrors, passwordProblem, TOO_LARGE_ERROR } from "./errors.ts";

describe("what a form says before sending", () => {
  it("a password too short or too long, by the rule the server applies", () => {
    expect(passwordProblem("1234567")).toBe("Пароль должен быть не короче 8 символов.");
    expect(passwordProblem("12345678")).toBeNull();
    expect(passwordProblem("x".repeat(128))).toBeNull();
    expect(passwordProblem("x".repeat(129))).toBe("Пароль должен быть не длиннее 128 символов.");
  });

  it("the fields with a problem, under one message on top; none: nothing to show", () => {
    expect(clientErrors({ email: null, password: passwordProblem("short") })).toEqual({
      message: "Проверьте выделенные поля.",
      fields: { password: "Пароль должен быть не короче 8 символов." },
    });
    expect(clientErrors({ email: null, fio: undefined, password: "" })).toBeNull();
  });
});

describe("what a form says after the server refused", () => {
  it("the server's message on top and each field's beside it", () => {
    const error = new RequestError("Проверьте поля.", 422, "BAD_USER_INPUT", { email: "Неверный адрес." });
    expect(formErrors(error)).toEqual({ message: "Проверьте поля.", fields: { email: "Неверный адрес." } });
    expect(formErrors(new RequestError("большой", 413, undefined)).message).toBe(TOO_LARGE_ERROR);
  });

  it("every GraphQL error's fields, the first message on top, a field named twice keeping its first message", () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: "Совет с таким шифром уже есть.",
          extensions: { code: "CONFLICT", fields: { code: "Шифр занят." } },
        },
        {
          message: "Второе.",
          extensions: {
            fields: { code: "Другое.", "specialties.0.code": "Нет такой специальности.", bad: 3 },
          },
        },
      ],
    });
    expect(formErrors(error)).toEqual({
      message: "Совет с таким шифром уже есть.",
      fields: { code: "Шифр занят.", "specialties.0.code": "Нет такой специальности." },
    });
    expect(formErrors(new CombinedGraphQLErrors({ errors: [{ message: "" }] })).message).toBe(GENERIC_ERROR);
  });
});

describe("dates typed in a form are read in the council's time zone", () => {
  it("ДД.ММ.ГГГГ ЧЧ:ММ, 24-hour; impossible or partial text is nothing", () => {
    expect(fromDateTimeInput("30.11.2026 14:00")).toBe("2026-11-30T11:00:00.000Z");
    expect(fromDateTimeInput(" 30.11.2026 14:00 ")).toBe("2026-11-30T11:00:00.000Z");
    for (const bad of ["31.02.2026 10:00", "30.11.2026 24:00", "30.11.2026", "2026-11-30 14:00", ""])
      expect(fromDateTimeInput(bad), bad).toBeNull();
  });

  it("a day's filter starts at the council's midnight; «по» a day ends at the next one", () => {
    expect(dayStart("26.11.2026")).toBe("2026-11-25T21:00:00.000Z");
    expect(dayStart("26.11.2026", 1)).toBe("2026-11-26T21:00:00.000Z");
    expect(dayStart("26.11")).toBeNull();
  });
});

describe("the ballot link a member pastes", () => {
  const token = "a".repeat(43);
  it("the whole link, a path or the bare code give the token", () => {
    expect(extractToken(`https://dissovet.example.org/polls/${token}`)).toBe(token);
    expect(extractToken(`https://dissovet.example.org/polls/${token}?utm=mail#top`)).toBe(token);
    expect(extractToken(`/polls/${token}/`)).toBe(token);
    expect(extractToken(`  ${token}  `)).toBe(token);
    expect(extractToken("   ")).toBe("");
  });
});
