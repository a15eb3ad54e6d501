import type { FormErrors } from "../forms/errors.ts";
import { GENERIC_ERROR, RequestError, restRequest } from "../lib/request.ts";

/** What the registration form sends (spec §7: `POST /api/v1/users/register`). */
export interface RegisterForm {
  email: string;
  fio: string;
  password: string;
}

/** The server's receipt (what to do next), or the errors to show: the answer's `errors.message` and `errors.fields`. */
export type AccountOutcome = { ok: true; message: string } | { ok: false; errors: FormErrors };

/**
 * Sends an account form through REST: the failure's message is the answer's
 * `errors.message` when there is one, otherwise «Ооопс, что-то пошло не так, попробуйте еще
 * раз!» (spec §8), also for a network failure or a body that is not JSON.
 * @param done the text to show on success, from the answer's `data`
 */
async function accountCall<T>(
  path: string,
  body: unknown,
  done: (data: T) => string,
): Promise<AccountOutcome> {
  try {
    const data = await restRequest<T>("POST", path, body);
    return { ok: true, message: done(data) };
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

/**
 * Starts a registration (`POST /api/v1/users/register`, spec §7): the server mails a link that
 * creates the account; its answer is the same whether or not the address has an account.
 */
export function registerAccount(form: RegisterForm): Promise<AccountOutcome> {
  return accountCall<{ message: string }>("api/v1/users/register", form, (d) => d.message);
}

/** Creates the account of a registration link (the token from the link's `#` part). */
export function confirmRegistration(token: string): Promise<AccountOutcome> {
  return accountCall(
    "api/v1/users/confirm",
    { token },
    () => "Регистрация завершена. Войдите с вашим адресом и паролем.",
  );
}

/** Asks for a password-reset link; the answer is the same for any address. */
export function requestPasswordReset(email: string): Promise<AccountOutcome> {
  return accountCall(
    "api/v1/users/password/forgot",
    { email },
    () => "Если этот адрес зарегистрирован, на него отправлено письмо со ссылкой. Ссылка действует один час.",
  );
}

/** Sets a new password by a reset link. */
export function resetPassword(token: string, password: string): Promise<AccountOutcome> {
  return accountCall(
    "api/v1/users/password/reset",
    { token, password },
    () => "Пароль изменен, все прежние сеансы завершены. Войдите с новым паролем.",
  );
}
