import { describe, expect, it } from "vitest";
import type { CeremonyState, ElectionRecord, TrusteeStep } from "../../../shared/ballot/index.ts";
import { stages, statusText } from "./CommissionStatus.tsx";
import type { CommissionTask } from "./commission.api.ts";
import type { DeviceView } from "./useCommissionDevice.ts";

/** A device's view with the task's state and its last step; the rest as on a loaded page. */
function view(
  task: Partial<CommissionTask>,
  step: TrusteeStep | null,
  record?: Partial<ElectionRecord>,
): DeviceView {
  return {
    load: "ready",
    failure: null,
    task: { seat: 2, status: "DRAFT", decrypted: false, tallied: false, ...task } as CommissionTask,
    step,
    record: (record ?? null) as ElectionRecord | null,
    secrets: null,
    error: null,
    connected: true,
    attention: 0,
  };
}

/** A ceremony of three seats, `n` of each stage done. */
function ceremony(
  done: Partial<Record<"registered" | "dealt" | "confirmed" | "signed", number[]>>,
): CeremonyState {
  return {
    base: "b",
    n: 3,
    t: 2,
    credentials: 0,
    problems: [],
    registered: [],
    dealt: [],
    confirmed: [],
    disputes: [],
    publicKey: null,
    fingerprint: null,
    code: null,
    signed: [],
    complete: false,
    ...done,
  };
}

const wait = (what: Extract<TrusteeStep, { kind: "wait" }>["for"]): TrusteeStep => ({
  kind: "wait",
  for: what,
});

describe("the commission page says what the device does, in one or two sentences", () => {
  it("before a commission, after an annulment, and on a browser without the seat's key", () => {
    expect(statusText(view({}, null), null)).toBe("Ждем, пока ученый секретарь изберет счетную комиссию.");
    expect(statusText(view({ status: "ANNULLED" }, null), null)).toBe(
      "Голосование аннулировано: ключ этой комиссии больше не нужен и стерт.",
    );
    expect(statusText(view({}, { kind: "no-key" }), ceremony({}))).toMatch(
      /^Ваше место в комиссии уже подключено с другого устройства или из другого браузера: ключа в этом браузере нет\./,
    );
    // Before the vote opens, a seat taken by a device the member never used (puppet seats):
    // the page says what to tell the sitting.
    expect(statusText(view({}, { kind: "no-key" }), ceremony({}))).toMatch(
      /скажите на заседании: «Мое место в комиссии занято чужим устройством, код я не подтверждал»: голосование открывать нельзя\.$/,
    );
    expect(statusText(view({ status: "CLOSED" }, { kind: "no-key" }), ceremony({}))).not.toMatch(/занято/);
  });

  it("while the key is made, counting the others as the progress list does", () => {
    expect(statusText(view({}, wait("keys")), ceremony({ registered: [1] }))).toBe(
      "Ждем, пока подключатся устройства остальных членов комиссии. Подключены: 1 из 3.",
    );
    expect(statusText(view({}, wait("dealings")), ceremony({ dealt: [1, 2] }))).toBe(
      "Устройства членов комиссии рассылают друг другу доли ключа. Разослали: 2 из 3.",
    );
    expect(statusText(view({}, wait("confirmations")), ceremony({ confirmed: [2] }))).toBe(
      "Ваша часть ключа проверена. Ждем остальных членов комиссии. Проверили свою часть: 1 из 3.",
    );
    expect(statusText(view({}, wait("signatures")), ceremony({ signed: [1, 2] }))).toBe(
      "Вы подтвердили код — скажите вслух: «Код совпал». Ждем остальных членов комиссии. Подтвердили код: 2 из 3.",
    );
    // The devices' confirmations are what they report; the vote opens on the members' spoken words.
    expect(statusText(view({}, { kind: "ready" }), ceremony({}))).toBe(
      "Устройства всех членов комиссии сообщили, что код подтвержден. Если вы еще не сказали вслух, что код совпал, скажите это сейчас: ученый секретарь откроет голосование, когда запишет ответ каждого члена комиссии.",
    );
    expect(statusText(view({ status: "OPEN" }, { kind: "ready" }), ceremony({}))).toMatch(
      /^Голосование открыто\. Когда его закроют, откройте эту ссылку снова на этом же устройстве/,
    );
  });

  it("after the close: checking the urn, its own part sent, the count", () => {
    const closed = { status: "CLOSED" as const };
    expect(statusText(view(closed, wait("record")), ceremony({}))).toBe(
      "Голосование закрыто. Устройство проверяет урну…",
    );
    expect(
      statusText(
        view(
          { ...closed, decrypted: true },
          { kind: "done" },
          { ballots: [{}, {}, {}] as ElectionRecord["ballots"] },
        ),
        ceremony({}),
      ),
    ).toBe(
      "Ваше устройство проверило 3 бюллетеня и отправило свою часть итога; ключ на этом устройстве стерт. Ждем остальных членов комиссии.",
    );
    expect(
      statusText(
        view(
          { ...closed, decrypted: true, tallied: true },
          { kind: "done" },
          { result: { for: 21, against: 1 } },
        ),
        ceremony({}),
      ),
    ).toBe("Урна вскрыта: итог подсчитан. «За» — 21, «против» — 1.");
  });
});

describe("the progress list", () => {
  const task = { seat: 2, status: "DRAFT", decrypted: false, tallied: false } as CommissionTask;
  const joined = ceremony({ registered: [1, 2] });

  it("marks the member's device «готово» when this browser holds the seat's key", () => {
    expect(stages(task, joined, true)[0]).toEqual({ label: "Подключение вашего устройства", state: "done" });
  });

  it("names steps, never outcomes: the current line waiting for the member says so and does not sound done", () => {
    const closed = { ...task, status: "CLOSED" } as CommissionTask;
    const sealed = {
      ...ceremony({ registered: [1, 2, 3], dealt: [1, 2, 3], confirmed: [1, 2, 3], signed: [1, 2, 3] }),
      complete: true,
    };
    const list = stages(closed, sealed, true, true);
    expect(list.slice(-2)).toEqual([
      { label: "Сверка урны с объявленными кодом и явкой, расшифровка вашей части итога", state: "yours" },
      { label: "Подсчет итога", state: "waiting" },
    ]);
    for (const s of list) expect(s.label).not.toMatch(/проверена|расшифрована|подсчитан|подтвердили код:/);
    expect(stages(closed, sealed, true, false).at(-2)?.state).toBe("current");
  });

  it("never says «готово» for a seat joined from another device: this browser has no key", () => {
    expect(stages(task, joined, false)[0]).toEqual({
      label: "Ваше место подключено с другого устройства: ключа в этом браузере нет",
      state: "current",
    });
  });
});
