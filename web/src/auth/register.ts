import {
  ConfirmRegistrationDocument,
  RegisterDocument,
  type RegisterInput,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
} from "../__generated__/fetch/account/graphql";
import type { FormErrors } from "../forms/errors.ts";
import { GENERIC_ERROR, graphqlRequest, RequestError } from "../lib/request.ts";

/**
 * Registration and password reset (spec §7) through plain `fetch`: the GraphQL mutations
 * `register`, `confirmRegistration`, `requestPasswordReset` and `resetPassword` (account.graphql),
 * the operations REST `/api/v1/users/*` runs too.
 */

/** What the registration form sends. */
export type RegisterForm = RegisterInput;

/** The server's receipt (what to do next), or the errors to show: the error's message and its `fields`. */
export type AccountOutcome = { ok: true; message: string } | { ok: false; errors: FormErrors };

/**
 * Sends an account form: the failure's message is the server's when there is one, otherwise
 * «Ооопс, что-то пошло не так, попробуйте еще раз!» (spec §8), also for a network failure or an
 * answer that is not JSON.
 * @param done the text to show on success, from the answer's `data`
 */
async function accountCall<TData>(
  call: () => Promise<TData>,
  done: (data: TData) => string,
): Promise<AccountOutcome> {
  try {
    return { ok: true, message: done(await call()) };
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
 * Starts a registration: the server mails a link that creates the account; its answer is the
 * same whether or not the address has an account.
 */
export function registerAccount(form: RegisterForm): Promise<AccountOutcome> {
  return accountCall(
    () => graphqlRequest(RegisterDocument, { input: form }),
    (data) => data.register.message,
  );
}

/** Creates the account of a registration link (the token from the link's `#` part). */
export function confirmRegistration(token: string): Promise<AccountOutcome> {
  return accountCall(
    () => graphqlRequest(ConfirmRegistrationDocument, { token }),
    () => "Регистрация завершена. Войдите с вашим адресом и паролем.",
  );
}

/** Asks for a password-reset link; the answer is the same for any address. */
export function requestPasswordReset(email: string): Promise<AccountOutcome> {
  return accountCall(
    () => graphqlRequest(RequestPasswordResetDocument, { email }),
    () => "Если этот адрес зарегистрирован, на него отправлено письмо со ссылкой. Ссылка действует один час.",
  );
}

/** Sets a new password by a reset link. */
export function resetPassword(token: string, password: string): Promise<AccountOutcome> {
  return accountCall(
    () => graphqlRequest(ResetPasswordDocument, { token, password }),
    () => "Пароль изменен, все прежние сеансы завершены. Войдите с новым паролем.",
  );
}
