import { type FormErrors, fieldMessages } from "../forms/errors.ts";
import { GENERIC_ERROR } from "../lib/errors.ts";

/** What the registration form sends (spec §7: `POST /api/v1/users/register`). */
export interface RegisterForm {
  email: string;
  fio: string;
  password: string;
}

/** The new account, or the errors to show: the answer's `errors.message` and `errors.fields`. */
export type RegisterOutcome = { ok: true } | { ok: false; errors: FormErrors };

interface RegisterAnswer {
  data?: unknown;
  errors?: { message?: unknown; fields?: unknown };
}

/**
 * Registers a plain account (no role, not signed in) through REST. On failure the message is
 * the answer's `errors.message` when there is one, otherwise «Ооопс, что-то пошло не так,
 * попробуйте еще раз!» (spec §8), also for a network failure or a body that is not JSON.
 */
export async function registerAccount(form: RegisterForm): Promise<RegisterOutcome> {
  let answer: RegisterAnswer | null = null;
  let ok = false;
  try {
    const response = await fetch("/api/v1/users/register", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(form),
    });
    ok = response.ok;
    answer = (await response.json().catch(() => null)) as RegisterAnswer | null;
  } catch {
    answer = null;
  }
  if (ok && answer?.data) return { ok: true };
  const message = answer?.errors?.message;
  return {
    ok: false,
    errors: {
      message: typeof message === "string" && message ? message : GENERIC_ERROR,
      fields: fieldMessages(answer?.errors?.fields),
    },
  };
}
