import { describe, expect, it } from "vitest";
import { commissionMail } from "./commission.mail.ts";
import { inviteMail } from "./invite.mail.ts";

// The letters name the sitting's day and time in the council's time zone (TIME_ZONE), whatever
// the server's own zone is (these tests run in UTC): 08:00 UTC is 11:00 in Moscow.
const facts = {
  memberFio: "Соколова Мария Игоревна",
  candidate: "Петров Иван Сергеевич",
  thesisTitle: "Численные методы для тестов",
  boardCode: "24.2.345.01",
  defenseAt: new Date("2031-03-14T08:00:00Z"),
  link: "https://dissovet.example/x",
};

describe("the time in a member's letter", () => {
  it("the ballot's letter gives the sitting and the deadline in the council's zone", () => {
    const mail = inviteMail("m@example.org", {
      ...facts,
      timeZone: "Europe/Moscow",
      deadline: new Date("2031-03-14T15:00:00Z"),
      open: true,
    });
    expect(mail.text).toContain(
      "по защите диссертации Петрова Ивана Сергеевича «Численные методы для тестов» (14 марта 2031 г., 11:00, часовой пояс — Москва).",
    );
    expect(mail.text).toContain("Голосование открыто до 14 марта 2031 г., 18:00 (часовой пояс — Москва).");
    expect(mail.html).toContain("14 марта 2031 г., 11:00, часовой пояс — Москва");
  });

  it("the commission's letter follows TIME_ZONE, not the server's clock", () => {
    const mail = commissionMail("m@example.org", { ...facts, timeZone: "Asia/Yekaterinburg", seat: 1 });
    expect(mail.text).toMatch(/\(14 марта 2031 г\., 13:00, часовой пояс — [^)]+\)\.$/m);
    expect(mail.text).not.toContain("08:00");
  });
});
