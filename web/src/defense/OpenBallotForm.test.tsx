import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { COMMISSION_MIN } from "../../../shared/council.ts";
import type { ResultsPanel_ResultPollsFragment } from "../__generated__/graphql";
import { OpenBallotForm } from "./OpenBallotForm.tsx";

const OPEN = "Открыть голосование и разослать приглашения";

/** The poll's results as the form reads them: only the quorum matters to it. */
const results = (met: boolean) =>
  ({
    quorum: { met, missing: met ? null : "Не хватает 2 членов совета." },
  }) as ResultsPanel_ResultPollsFragment;

function renderForm(opts: {
  rollSaved?: boolean;
  met?: boolean;
  commission?: number;
  keyBlocker?: string | null;
}) {
  const onOpen = vi.fn(async (_deadline: string | null, _day: string | null) => true);
  render(
    <OpenBallotForm
      defenseAt={new Date().toISOString()}
      results={results(opts.met ?? true)}
      rollSaved={opts.rollSaved ?? true}
      commissionSize={opts.commission ?? COMMISSION_MIN}
      keyBlocker={opts.keyBlocker ?? null}
      busy={false}
      sending={false}
      onOpen={onOpen}
    />,
  );
  return { onOpen, user: userEvent.setup() };
}

describe("the явочный лист's actions before the ballot opens", () => {
  it("names what stands in the way and keeps the ballot shut until nothing does", () => {
    renderForm({ rollSaved: false, commission: COMMISSION_MIN - 1 });
    const blockers = screen.getByRole("list", { name: "Что нужно, чтобы открыть голосование" });
    expect(blockers.textContent).toContain("Сохраните явочный лист.");
    expect(blockers.textContent).toContain(
      `Изберите счетную комиссию (не менее ${COMMISSION_MIN} членов совета`,
    );
    expect(screen.getByRole("button", { name: OPEN })).toHaveProperty("disabled", true);
  });

  it("a sitting without its quorum, and a commission without its key, are named as the server says", () => {
    renderForm({ met: false, keyBlocker: "Счетная комиссия еще не сформировала ключ." });
    const blockers = screen.getByRole("list", { name: "Что нужно, чтобы открыть голосование" });
    expect(blockers.textContent).toContain("Заседание неправомочно. Не хватает 2 членов совета.");
    expect(blockers.textContent).toContain("Счетная комиссия еще не сформировала ключ.");
  });

  it("refuses an incomplete deadline at the field and sends nothing; a date goes with the opening", async () => {
    const { onOpen, user } = renderForm({});
    const field = screen.getByLabelText(/Срок голосования/);
    await user.type(field, "31.12.20");
    await user.click(screen.getByRole("button", { name: OPEN }));
    expect(onOpen).not.toHaveBeenCalled();
    expect(field.getAttribute("aria-invalid")).toBe("true");

    await user.clear(field);
    await user.type(field, "31.12.2030 18:00");
    await user.click(screen.getByRole("button", { name: OPEN }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(new Date(onOpen.mock.calls[0]?.[0] ?? "").getUTCFullYear()).toBe(2030);
    expect((field as HTMLInputElement).value).toBe("");
  });
});
