import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { TrusteeSecrets } from "../../../shared/ballot/index.ts";
import { Backup } from "./Backup.tsx";
import type { CommissionTask } from "./commission.api.ts";
import type { DeviceView } from "./useCommissionDevice.ts";

const opened = vi.hoisted(() => ({ result: undefined as unknown, fails: false }));
// The file's key derivation is backup.test.ts's; here the form only needs what it returns.
vi.mock("./backup.ts", () => ({
  openBackup: async () => {
    if (opened.fails) throw new Error("the chunk did not load");
    return opened.result;
  },
}));

const task = {
  electionId: "e1",
  seat: 2,
  status: "CLOSED",
  tallied: false,
  decrypted: false,
  memberName: "Петров Петр Петрович",
  defense: { boardCode: "24.2.000.00", boardName: "Совет" },
} as unknown as CommissionTask;

const view = (step: DeviceView["step"]): DeviceView => ({
  load: "ready",
  failure: null,
  task,
  step,
  record: null,
  secrets: null,
  error: null,
  connected: true,
  attention: 0,
});

async function restoreFrom(user: ReturnType<typeof userEvent.setup>) {
  const file = new File(["{}"], "key.json", { type: "application/json" });
  await user.upload(screen.getByLabelText("Файл резервной копии"), file);
  await user.type(screen.getByLabelText("Фраза-пароль"), "длинная фраза-пароль");
  await user.click(screen.getByRole("button", { name: "Восстановить ключ" }));
}

describe("restoring the commission key from its backup file", () => {
  it("says the key is restored, and keeps saying it when the device moves on to the urn", async () => {
    opened.fails = false;
    opened.result = { seat: 2 } as TrusteeSecrets;
    const user = userEvent.setup();
    const onRestore = vi.fn(async () => null);
    const { rerender } = render(
      <Backup view={view({ kind: "no-key" })} onRestore={onRestore} onSaved={() => {}} />,
    );
    await restoreFrom(user);
    expect(onRestore).toHaveBeenCalledWith({ seat: 2 });
    await screen.findByText("Ключ восстановлен. Устройство продолжает работу.");
    // The restored device takes its next step at once: the form goes under «Открываете ссылку
    // на новом устройстве?», the member still reads what became of the file.
    rerender(<Backup view={view({ kind: "wait", for: "keys" })} onRestore={onRestore} onSaved={() => {}} />);
    expect(screen.getByRole("status").textContent).toBe("Ключ восстановлен. Устройство продолжает работу.");
  });

  it("says why when the file cannot be opened at all, instead of staying silent", async () => {
    opened.fails = true;
    const user = userEvent.setup();
    const onRestore = vi.fn(async () => null);
    render(<Backup view={view({ kind: "no-key" })} onRestore={onRestore} onSaved={() => {}} />);
    await restoreFrom(user);
    await screen.findByText(/^Не удалось открыть файл резервной копии\./);
    expect(onRestore).not.toHaveBeenCalled();
  });

  it("asks for the file when none is chosen", async () => {
    const user = userEvent.setup();
    render(<Backup view={view({ kind: "no-key" })} onRestore={vi.fn()} onSaved={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Восстановить ключ" }));
    expect(screen.getByRole("status").textContent).toBe("Выберите файл резервной копии.");
  });
});
