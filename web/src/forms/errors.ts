import { PASSWORD } from "../../../shared/limits.ts";
import { CHARS, count } from "../../../shared/plural.ts";
import { errorMessage, GENERIC_ERROR, isGraphQLErrors, isServerError } from "../lib/errors.ts";
import { fieldMessages, RequestError } from "../lib/request.ts";

export { fieldMessages };

/** What a form shows after a failed submit: a message at the top and a message beside each field. */
export interface FormErrors {
  /** The server's message (or a fallback), shown above the form; null when there is nothing to say. */
  message: string | null;
  /** Field path (as in the input: `code`, `specialties.0.code`, `opponents.1`) → its Russian message. */
  fields: Readonly<Record<string, string>>;
}

export const NO_ERRORS: FormErrors = { message: null, fields: {} };

/** Shown when a request body is over the server's size limit (HTTP 413). */
export const TOO_LARGE_ERROR = "Слишком большой запрос: уменьшите файл или разделите его на части.";

/** A failure that already says what the form shows (e.g. an account call's, auth/register.ts). */
export class FormFailure extends Error {
  constructor(readonly errors: FormErrors) {
    super(errors.message ?? "");
  }
}

/**
 * The {@link FormErrors} of a failed mutation: BAD_USER_INPUT and CONFLICT errors carry
 * `extensions.fields`; every error's fields are merged, the first error's message goes on top; a
 * {@link FormFailure} carries its own.
 */
export function formErrors(error: unknown): FormErrors {
  if (error instanceof FormFailure) return error.errors;
  if (error instanceof RequestError) {
    if (error.status === 413) return { message: TOO_LARGE_ERROR, fields: error.fields };
    return { message: error.message, fields: error.fields };
  }
  if (isGraphQLErrors(error)) {
    const fields: Record<string, string> = {};
    for (const e of error.errors) {
      for (const [key, message] of Object.entries(fieldMessages(e.extensions?.fields)))
        fields[key] ??= message;
    }
    return { message: error.errors[0]?.message || GENERIC_ERROR, fields };
  }
  if (isServerError(error) && error.statusCode === 413) return { message: TOO_LARGE_ERROR, fields: {} };
  return { message: errorMessage(error), fields: {} };
}

/** The password's length as a field's hint says it: «не короче 8 символов и не длиннее 128 символов». */
export const PASSWORD_LENGTH = `не короче ${count(PASSWORD.min, CHARS)} и не длиннее ${count(PASSWORD.max, CHARS)}`;

/**
 * What is wrong with a new password's length, checked before sending (shared/limits.ts
 * `PASSWORD`, the server's rule as well), or null; the server still refuses a common password.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD.min) return `Пароль должен быть не короче ${count(PASSWORD.min, CHARS)}.`;
  if (password.length > PASSWORD.max) return `Пароль должен быть не длиннее ${count(PASSWORD.max, CHARS)}.`;
  return null;
}

/** Field errors found on the client before sending, e.g. a password that is too short. */
export function clientErrors(fields: Record<string, string | null | undefined>): FormErrors | null {
  const found = fieldMessages(fields);
  const first = Object.values(found)[0];
  return first ? { message: "Проверьте выделенные поля.", fields: found } : null;
}
