import type { FormErrors } from "../forms/errors.ts";
import { GENERIC_ERROR, RequestError, restRequest } from "../lib/request.ts";

/** What the registration form sends (spec §7: `POST /api/v1/users/register`). */
export interface RegisterForm {
  email: string;
  fio: string;
  password: string;
}

/** The new account, or the errors to show: the answer's `errors.message` and `errors.fields`. */
export type RegisterOutcome = { ok: true } | { ok: false; errors: FormErrors };

/**
 * Registers a plain account (no role, not signed in) through REST. On failure the message is
 * the answer's `errors.message` when there is one, otherwise «Ооопс, что-то пошло не так,
 * попробуйте еще раз!» (spec §8), also for a network failure or a body that is not JSON.
 */
export async function registerAccount(form: RegisterForm): Promise<RegisterOutcome> {
  try {
    const data = await restRequest<unknown>("POST", "api/v1/users/register", form);
    if (data) return { ok: true };
    return { ok: false, errors: { message: GENERIC_ERROR, fields: {} } };
  } catch (error) {
    const known = error instanceof RequestError && !error.network;
    return {
      ok: false,
      errors: {
        message: known ? error.message : GENERIC_ERROR,
        fields: error instanceof RequestError ? error.fields : {},
      },
    };
  }
}
