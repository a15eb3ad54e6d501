import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { resendable } from "./inviteState.ts";
import { ResendConfirm } from "./ResendConfirm.tsx";

const KEEPS =
  "Новая ссылка придет письмом; прежняя продолжит действовать, пока член совета не проголосует по одной из них.";
const REVOKES = "Новая ссылка придет письмом; прежняя перестанет действовать сразу.";
const REVOKE_BOX = "Прежнее письмо ушло не по тому адресу: отменить прежнюю ссылку";

describe("the confirmation before a resend", () => {
  it("for one member: the old link keeps working unless the secretary ticks that the address was wrong", async () => {
    const onConfirm = vi.fn<(revokeOld: boolean) => void>();
    const user = userEvent.setup();
    render(
      <ResendConfirm
        question="Отправить ссылку заново: Гончаров Игорь Владимирович?"
        revocable
        busy={false}
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByText("Отправить ссылку заново: Гончаров Игорь Владимирович?")).toBeTruthy();
    expect(screen.getByText(KEEPS)).toBeTruthy();
    expect(document.activeElement?.className).toBe("confirm confirm--plain");

    await user.click(screen.getByRole("checkbox", { name: REVOKE_BOX }));
    expect(screen.getByText(REVOKES)).toBeTruthy();
    expect(screen.queryByText(KEEPS)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Да, отправить" }));
    expect(onConfirm).toHaveBeenCalledWith(true);
  });

  it("for everyone who has not voted: no revoking offered, those whose letter is queued are named", async () => {
    const onConfirm = vi.fn<(revokeOld: boolean) => void>();
    const onCancel = vi.fn();
    const user = userEvent.setup();
    render(
      <ResendConfirm
        question="Отправить новые ссылки всем, кто не проголосовал (12)?"
        skipped={["Егорова Наталья Александровна", "Жуков Алексей Юрьевич"]}
        busy={false}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(
      screen.getByText(
        "Каждому из них новая ссылка придет письмом; прежняя продолжит действовать, пока член совета не проголосует по одной из них.",
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Не получат новой ссылки, пока письмо с приглашением в очереди на отправку: Егорова Наталья Александровна, Жуков Алексей Юрьевич.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("checkbox")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Отмена" }));
    expect(onCancel).toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Да, отправить" }));
    expect(onConfirm).toHaveBeenCalledWith(false);
  });

  it("while the resend is under way its button says so and takes no second click", () => {
    const onConfirm = vi.fn();
    render(<ResendConfirm question="?" busy onConfirm={onConfirm} onCancel={() => {}} />);
    const button = screen.getByRole("button", { name: "Отправляем…" });
    expect(button).toHaveProperty("disabled", true);
  });
});

describe("who a resend is offered to", () => {
  it("a member who has not voted and whose letter has gone or failed; never while it is queued", () => {
    expect(resendable({ voted: false, delivery: "SENT" })).toBe(true);
    expect(resendable({ voted: false, delivery: "FAILED" })).toBe(true);
    expect(resendable({ voted: false, delivery: "QUEUED" })).toBe(false);
    expect(resendable({ voted: true, delivery: "SENT" })).toBe(false);
  });
});
