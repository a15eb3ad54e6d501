import type { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { GENERIC_ERROR, NETWORK_ERROR, RequestError } from "./request.ts";

export { GENERIC_ERROR, NETWORK_ERROR };

/**
 * Apollo Client's error classes mark their instances with `Symbol.for("apollo.error")` set to
 * the class name; their own `is()` checks the same. Reading the mark here keeps Apollo Client
 * out of the pages that never load it (the shells' error pages use these functions too).
 */
function isApolloError(error: unknown, name: "CombinedGraphQLErrors"): error is CombinedGraphQLErrors;
function isApolloError(error: unknown, name: "ServerError"): error is ServerError;
function isApolloError(error: unknown, name: string): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    (error as Record<symbol, unknown>)[Symbol.for("apollo.error")] === name
  );
}

/** Whether `error` is Apollo Client's CombinedGraphQLErrors (the answer carried GraphQL errors). */
export const isGraphQLErrors = (error: unknown): error is CombinedGraphQLErrors =>
  isApolloError(error, "CombinedGraphQLErrors");

/** Whether `error` is Apollo Client's ServerError (a non-2xx answer). */
export const isServerError = (error: unknown): error is ServerError => isApolloError(error, "ServerError");

interface GraphQLErrorBody {
  errors?: { message?: unknown; extensions?: { code?: unknown } }[];
}

/** The first GraphQL error of a non-2xx answer's body, if it carries one. */
function bodyError(error: ServerError): { message?: unknown; extensions?: { code?: unknown } } | undefined {
  try {
    return (JSON.parse(error.bodyText) as GraphQLErrorBody).errors?.[0];
  } catch {
    return undefined;
  }
}

/**
 * The typed error code of a failed operation (`NOT_FOUND`, `UNAUTHENTICATED`, `CONFLICT`, …),
 * read from the first GraphQL error's `extensions.code` (Apollo Client's errors and the plain
 * {@link RequestError}); undefined for network failures.
 */
export function errorCode(error: unknown): string | undefined {
  if (error instanceof RequestError) return error.code;
  if (isGraphQLErrors(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === "string" ? code : undefined;
  }
  if (isServerError(error)) {
    const code = bodyError(error)?.extensions?.code;
    return typeof code === "string" ? code : undefined;
  }
  return undefined;
}

/**
 * The message to show for a failed operation: the server's Russian message when there is one
 * (the server phrases every expected failure for the user), otherwise a Russian fallback.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof RequestError) return error.message;
  if (isGraphQLErrors(error)) return error.errors[0]?.message || GENERIC_ERROR;
  if (isServerError(error)) {
    const message = bodyError(error)?.message;
    return typeof message === "string" && message ? message : GENERIC_ERROR;
  }
  if (error instanceof TypeError) return NETWORK_ERROR;
  return GENERIC_ERROR;
}
