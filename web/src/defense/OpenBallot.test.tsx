import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { dayIn, russianDate } from "../../../shared/sitting-date.ts";
import { OpenBallot } from "./OpenBallot.tsx";

const OPEN = "Открыть голосование и разослать приглашения";

function renderButton(defenseAt: Date, disabled = false) {
  const onOpen = vi.fn<(sittingDate: string | null) => void>();
  const view = render(
    <OpenBallot defenseAt={defenseAt.toISOString()} disabled={disabled} busy={false} onOpen={onOpen} />,
  );
  return { onOpen, user: userEvent.setup(), view };
}

describe("«Открыть голосование и разослать приглашения»", () => {
  it("on the day the sitting was scheduled for, opens at once, confirming nothing", async () => {
    const { onOpen, user } = renderButton(new Date());
    await user.click(screen.getByRole("button", { name: OPEN }));
    expect(onOpen).toHaveBeenCalledWith(null);
  });

  it("on another day, names both days and opens only once the secretary confirms today", async () => {
    const scheduled = new Date(Date.now() + 7 * 86_400_000);
    const today = dayIn(new Date(), "Europe/Moscow");
    const { onOpen, user } = renderButton(scheduled);
    await user.click(screen.getByRole("button", { name: OPEN }));
    expect(onOpen).not.toHaveBeenCalled();
    expect(
      screen.getByText(
        `Заседание назначено на ${russianDate(dayIn(scheduled, "Europe/Moscow"))}, а голосование проводится сегодня, ${russianDate(today)}. Протокол будет датирован ${russianDate(today)}.`,
      ),
    ).toBeTruthy();
    expect(document.activeElement?.className).toBe("confirm");

    await user.click(screen.getByRole("button", { name: "Отмена" }));
    expect(onOpen).not.toHaveBeenCalled();
    expect(screen.queryByText(/Протокол будет датирован/)).toBeNull();

    await user.click(screen.getByRole("button", { name: OPEN }));
    await user.click(screen.getByRole("button", { name: "Подтвердить дату и открыть голосование" }));
    expect(onOpen).toHaveBeenCalledWith(today);
    expect(screen.queryByText(/Протокол будет датирован/)).toBeNull();
  });

  it("the question goes away when something again stands in the way", async () => {
    const at = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const onOpen = vi.fn();
    const { rerender } = render(<OpenBallot defenseAt={at} disabled={false} busy={false} onOpen={onOpen} />);
    await userEvent.setup().click(screen.getByRole("button", { name: OPEN }));
    expect(screen.getByText(/Протокол будет датирован/)).toBeTruthy();
    rerender(<OpenBallot defenseAt={at} disabled busy={false} onOpen={onOpen} />);
    expect(screen.queryByText(/Протокол будет датирован/)).toBeNull();
    expect(screen.getByRole("button", { name: OPEN })).toHaveProperty("disabled", true);
  });
});
