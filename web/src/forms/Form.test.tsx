import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RequestError } from "../lib/request.ts";
import { FormFailure } from "./errors.ts";
import { TextField } from "./Field.tsx";
import { Form } from "./Form.tsx";
import { useForm } from "./useForm.ts";

type Values = { email: string; fio: string };

/** A two-field form on the scaffold, sending through `submit`. */
function Subject({
  submit,
  done,
  onCancel,
}: {
  submit: (values: Values) => Promise<string>;
  done?: (result: string) => void;
  onCancel?: () => void;
}) {
  const form = useForm({
    initial: { email: "", fio: "" },
    check: (v) => ({ fio: v.fio.trim() ? null : "Укажите ФИО." }),
    submit,
    ...(done ? { done } : {}),
  });
  return (
    <Form form={form} submitLabel="Сохранить" onCancel={onCancel}>
      <TextField label="Электронная почта" {...form.field("email")} />
      <TextField label="ФИО" {...form.field("fio")} />
    </Form>
  );
}

/** The text of what describes `element` (aria-describedby), as a screen reader reads it after its name. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

/** A promise and its settlers, to hold a submit open. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("the form scaffold", () => {
  it("checks before sending: nothing sent, the field's problem beside it and focused, the summary on top", async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => "ok");
    render(<Subject submit={submit} />);
    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toContain("Проверьте выделенные поля.");
    const fio = screen.getByLabelText("ФИО");
    expect(fio.getAttribute("aria-invalid")).toBe("true");
    expect(description(fio)).toBe("Укажите ФИО.");
    await waitFor(() => expect(document.activeElement).toBe(fio));
  });

  it("sends the values typed, busy until the answer, then hands on the result", async () => {
    const user = userEvent.setup();
    const answer = deferred<string>();
    const submit = vi.fn(() => answer.promise);
    const done = vi.fn();
    render(<Subject submit={submit} done={done} />);
    await user.type(screen.getByLabelText("Электронная почта"), "a@b.ru");
    await user.type(screen.getByLabelText("ФИО"), "Иванов И. И.");
    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    expect(submit).toHaveBeenCalledWith({ email: "a@b.ru", fio: "Иванов И. И." });
    const button = screen.getByRole("button", { name: "Сохранить" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.closest("form")?.getAttribute("aria-busy")).toBe("true");
    answer.resolve("готово");
    await waitFor(() => expect(done).toHaveBeenCalledWith("готово"));
    expect((screen.getByRole("button", { name: "Сохранить" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the server's refusal: its message on top, each field's beside it, the focus on the first", async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async (): Promise<string> => {
      throw new RequestError("Проверьте поля.", 422, "BAD_USER_INPUT", { email: "Неверный адрес." });
    });
    render(<Subject submit={submit} />);
    await user.type(screen.getByLabelText("ФИО"), "Иванов");
    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Проверьте поля.");
    const email = screen.getByLabelText("Электронная почта");
    expect(description(email)).toBe("Неверный адрес.");
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.getByLabelText("ФИО").hasAttribute("aria-invalid")).toBe(false);
  });

  it("a failure that says what to show (an account call's) is shown as it is; the next submit clears it", async () => {
    const user = userEvent.setup();
    const submit = vi
      .fn<(values: Values) => Promise<string>>()
      .mockRejectedValueOnce(new FormFailure({ message: "Ооопс", fields: {} }))
      .mockResolvedValueOnce("ok");
    render(<Subject submit={submit} />);
    await user.type(screen.getByLabelText("ФИО"), "Иванов");
    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Ооопс");
    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("offers «Отмена» only with onCancel", async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const { unmount } = render(<Subject submit={async () => "ok"} onCancel={onCancel} />);
    await user.click(screen.getByRole("button", { name: "Отмена" }));
    expect(onCancel).toHaveBeenCalledOnce();
    unmount();
    render(<Subject submit={async () => "ok"} />);
    expect(screen.queryByRole("button", { name: "Отмена" })).toBeNull();
  });
});
