import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CountingCommission } from "./CountingCommission.tsx";

// The commission's minimum changed in shared/council.ts alone: the form follows it.
vi.mock("../../../shared/council.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../shared/council.ts")>()),
  COMMISSION_MIN: 5,
}));

const setCommission = vi.fn(async (_ids: readonly string[]) => {});
vi.mock("./useSetCountingCommissionMutation.ts", () => ({
  useSetCountingCommissionMutation: () => [setCommission, { loading: false }],
}));

const participants = Array.from({ length: 6 }, (_, i) => ({
  __typename: "BoardMember" as const,
  id: String(i + 1),
  fio: `Членов Член Членович ${i + 1}`,
}));

describe("«Счетная комиссия» with a minimum of five", () => {
  it("asks for five, keeps «Избрать комиссию» shut at four, and elects five", async () => {
    render(
      <CountingCommission
        defenseId="7"
        status="DRAFT"
        participants={participants}
        commission={[]}
        keys={4}
      />,
    );
    expect(screen.getByText(/из членов совета в явочном листе \(не менее 5 человек\)/)).toBeTruthy();
    // Before electing, the secretary sees how many members' devices have made their voting keys.
    expect(
      screen.getByText(/^Сервер получил ключи для голосования с устройств 4 из 6 членов явочного листа\./),
    ).toBeTruthy();
    const user = userEvent.setup();
    const elect = screen.getByRole("button", { name: "Избрать комиссию" });
    for (const m of participants.slice(0, 4))
      await user.click(screen.getByLabelText(`В счетную комиссию: ${m.fio}`));
    expect(screen.getByText("Выбрано: 4, нужно не менее 5")).toBeTruthy();
    expect(elect).toHaveProperty("disabled", true);
    await user.click(screen.getByLabelText(`В счетную комиссию: ${participants[4]?.fio}`));
    expect(screen.getByText("Выбрано: 5")).toBeTruthy();
    expect(elect).toHaveProperty("disabled", false);
    await user.click(elect);
    expect(setCommission).toHaveBeenCalledWith(["1", "2", "3", "4", "5"]);
  });
});
