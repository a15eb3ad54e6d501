import type { GraphQLFormattedError } from "graphql";
import { isUnavailable } from "../lib/errors.ts";

/** The message of every masked error: the details go to the log, never to the caller. */
export const GENERIC_ERROR = "Внутренняя ошибка сервера. Попробуйте еще раз.";

/**
 * An error graphql-js or Apollo raised about the request itself: it wraps no exception and
 * points at no field of the result (graphql-jit's "Cannot return null for non-nullable field"
 * wraps none either, but has the field's path: a server bug, masked and logged).
 * Checked by shape: Apollo may use another copy of graphql-js than ours.
 */
function isRequestError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const e = error as { name?: unknown; originalError?: unknown; path?: unknown };
  return (e.name === "GraphQLError" || e.name === "BadRequestError") && !e.originalError && !e.path;
}

/**
 * An error that {@link formatError} masks as INTERNAL_SERVER_ERROR: no expected code, not about
 * the request itself, not the database being down. Such errors are logged in full.
 */
export function isUnexpected(error: { extensions?: Record<string, unknown> }): boolean {
  const code = error.extensions?.code;
  return (
    (code === undefined || code === "INTERNAL_SERVER_ERROR") &&
    !isRequestError(error) &&
    !isUnavailable(error)
  );
}

/**
 * What a caller of `/graphql` or `/api/v1` sees of an error (Apollo's `formatError`, and the
 * REST layer's): the database being down becomes SERVICE_UNAVAILABLE with `retryAfter` 30 s;
 * expected failures (an AppError's code) and errors about the request itself (parse,
 * validation, variables) keep their message; anything else is masked with
 * {@link GENERIC_ERROR}.
 * @param formatted the error as it would be sent (`extensions.code` INTERNAL_SERVER_ERROR when it had none)
 * @param error the error itself
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (isUnavailable(error)) {
    return {
      message: "База данных недоступна. Повторите через минуту.",
      extensions: { code: "SERVICE_UNAVAILABLE", retryAfter: 30 },
    };
  }
  if (code !== undefined && code !== "INTERNAL_SERVER_ERROR") return formatted;
  if (isRequestError(error)) return { message: formatted.message, extensions: { code: "BAD_REQUEST" } };
  return { message: GENERIC_ERROR, extensions: { code: "INTERNAL_SERVER_ERROR" } };
}
