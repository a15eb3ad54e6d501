import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CodeCheck, Stopped, UrnCheck, type UrnQuestion } from "./Checks.tsx";

const urn: UrnQuestion = {
  head: "h".repeat(64),
  headCode: "ДШ8Л-ПМХК-ЛЖ29-42КЧ",
  typed: false,
  mistyped: false,
  ballots: 10,
  marks: 10,
  found: 7,
  keys: { sealed: 9, late: 1, revoked: 0 },
};

describe("the member's comparisons on the commission page", () => {
  it("«Код другой» asks first; only «Да, код другой» stops the device, «Отмена» brings the buttons back", async () => {
    const onReject = vi.fn();
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(
      <CodeCheck
        seat={2}
        code="П8МИ-УНЖ2-СКЮЖ-КУ8Ф"
        credentials={21}
        onConfirm={onConfirm}
        onReject={onReject}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Код другой" }));
    expect(onReject).not.toHaveBeenCalled();
    expect(screen.getByText("Код на вашем экране другой?")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Отмена" }));
    await user.click(screen.getByRole("button", { name: "Код другой" }));
    await user.click(screen.getByRole("button", { name: "Да, код другой — остановить устройство" }));
    expect(onReject).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("a stopped device says what to say to the hall, as an alert", () => {
    render(<Stopped reason="code" />);
    expect(screen.getByRole("alert").textContent).toContain(
      "Скажите сейчас вслух на заседании: «Код голосования на моем устройстве другой».",
    );
  });

  it("decrypts only with both ticks: the code read aloud and the turnout", async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<UrnCheck seat={2} urn={urn} onConfirm={onConfirm} onReject={() => {}} />);
    // The voters' signed «нашел свой бюллетень» is counted on the device before it decrypts.
    expect(
      screen.getByText(/Нашли свой бюллетень в этой урне и подтвердили это со своих страниц: 7 из 10\./),
    ).toBeTruthy();
    // The keys registered after the commission was seated are read aloud with the urn's code.
    expect(
      screen.getByText(
        "Ключи голосующих: в коде голосования — 9, добавлено после избрания комиссии — 1, заменено — 0. Председатель комиссии зачитывает эти числа: добавленные и замененные ключи должны быть известны заседанию.",
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Совпадает — расшифровать" }));
    expect(screen.getByRole("alert").textContent).toBe("Отметьте, что код урны совпал с зачитанным.");
    await user.click(screen.getByRole("checkbox", { name: "Код урны совпал с зачитанным" }));
    await user.click(screen.getByRole("button", { name: "Совпадает — расшифровать" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Отметьте, что число бюллетеней равно объявленной явке.",
    );
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(
      screen.getByRole("checkbox", { name: "Объявленная явка — 10, как и бюллетеней в урне" }),
    );
    await user.click(screen.getByRole("button", { name: "Совпадает — расшифровать" }));
    expect(onConfirm).toHaveBeenCalledWith({ head: urn.head, ballots: 10 });
  });

  it("a restored device shows no code: its member types the one heard, and a code that is not the urn's is an alert", async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    const typed = { ...urn, headCode: null, typed: true };
    const { rerender } = render(<UrnCheck seat={1} urn={typed} onConfirm={onConfirm} onReject={() => {}} />);
    expect(document.querySelector(".short-code")).toBeNull();
    await user.type(screen.getByLabelText("Код урны, зачитанный на заседании"), "дш8л пмхк лж29 42кч");
    await user.click(
      screen.getByRole("checkbox", { name: "Объявленная явка — 10, как и бюллетеней в урне" }),
    );
    await user.click(screen.getByRole("button", { name: "Совпадает — расшифровать" }));
    expect(onConfirm).toHaveBeenCalledWith({ code: "дш8л пмхк лж29 42кч", ballots: 10 });
    rerender(
      <UrnCheck seat={1} urn={{ ...typed, mistyped: true }} onConfirm={onConfirm} onReject={() => {}} />,
    );
    expect(screen.getByRole("alert").textContent).toMatch(/^Введенный код не совпадает с кодом урны/);
  });
});
