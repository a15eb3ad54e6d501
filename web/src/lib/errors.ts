import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";

/** Shown when no Russian message came from the server (spec §8's fallback wording). */
export const GENERIC_ERROR = "Ооопс, что-то пошло не так, попробуйте еще раз!";
/** Shown when the server could not be reached at all. */
export const NETWORK_ERROR = "Нет связи с сервером. Проверьте подключение к интернету и попробуйте еще раз.";

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
 * read from the first GraphQL error's `extensions.code`; undefined for network failures.
 */
export function errorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === "string" ? code : undefined;
  }
  if (ServerError.is(error)) {
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
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || GENERIC_ERROR;
  if (ServerError.is(error)) {
    const message = bodyError(error)?.message;
    return typeof message === "string" && message ? message : GENERIC_ERROR;
  }
  if (error instanceof TypeError) return NETWORK_ERROR;
  return GENERIC_ERROR;
}
