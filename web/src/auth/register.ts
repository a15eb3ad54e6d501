import {
  ConfirmRegistrationDocument,
  RegisterDocument,
  type RegisterInput,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
} from "../__generated__/fetch/account/graphql";
import { FormFailure } from "../forms/errors.ts";
import { GENERIC_ERROR, graphqlRequest, RequestError } from "../lib/request.ts";

/**
 * Registration and password reset (spec §7) through plain `fetch`: the GraphQL mutations
 * `register`, `confirmRegistration`, `requestPasswordReset` and `resetPassword` (account.graphql),
 * the operations REST `/api/v1/users/*` runs too.
 */

/**
 * Sends an account form. Resolves to the server's receipt (what to do next); rejects with a
 * {@link FormFailure}: the server's message and its `fields`, otherwise «Ооопс, что-то пошло
 * не так, попробуйте еще раз!» (spec §8), also for a network failure or an answer that is not JSON.
 * @param done the text to show on success, from the answer's `data`
 */
async function accountCall<TData>(
  call: () => Promise<TData>,
  done: (data: TData) => string,
): Promise<string> {
  try {
    return done(await call());
  } catch (error) {
    const known = error instanceof RequestError && !error.network;
    throw new FormFailure({
      message: known ? error.message : GENERIC_ERROR,
      fields: error instanceof RequestError ? error.fields : {},
    });
  }
}

/**
 * Starts a registration: the server mails a link that creates the account; its answer is the
 * same whether or not the address has an account.
 */
export function registerAccount(form: RegisterInput): Promise<string> {
  return accountCall(
    () => graphqlRequest(RegisterDocument, { input: form }),
    (data) => data.register.message,
  );
}

/** Creates the account of a registration link (the token from the link's `#` part). */
export function confirmRegistration(token: string): Promise<string> {
  return accountCall(
    () => graphqlRequest(ConfirmRegistrationDocument, { token }),
    () => "Регистрация завершена. Войдите с вашим адресом и паролем.",
  );
}

/** Asks for a password-reset link; the answer is the same for any address. */
export function requestPasswordReset(email: string): Promise<string> {
  return accountCall(
    () => graphqlRequest(RequestPasswordResetDocument, { email }),
    () => "Если этот адрес зарегистрирован, на него отправлено письмо со ссылкой. Ссылка действует один час.",
  );
}

/** Sets a new password by a reset link. */
export function resetPassword(token: string, password: string): Promise<string> {
  return accountCall(
    () => graphqlRequest(ResetPasswordDocument, { token, password }),
    () => "Пароль изменен, все прежние сеансы завершены. Войдите с новым паролем.",
  );
}
