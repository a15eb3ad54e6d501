import { GraphQLError } from "graphql";

/** The expected failures of Диссовет, each with its HTTP status for the REST layer. */
export const errorStatus = {
  BAD_REQUEST: 400,
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  OPERATION_RESOLUTION_FAILURE: 400,
  PERSISTED_QUERY_NOT_FOUND: 400,
  PERSISTED_QUERY_NOT_SUPPORTED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  BAD_USER_INPUT: 422,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

/** A typed error code: the GraphQL error's `extensions.code`, and over REST the status `errorStatus` gives it. */
export type ErrorCode = keyof typeof errorStatus;

/**
 * An expected failure with a Russian message for the user. Resolvers let it propagate;
 * GraphQL answers it as `extensions.code`, REST as `{ errors: { message, code } }` with
 * the status from {@link errorStatus}.
 */
export class AppError extends GraphQLError {
  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra } });
  }
}

/** Shorthands for the common failures, with the default Russian messages. */
export const fail = {
  unauthenticated: (msg = "Войдите в систему.") => new AppError("UNAUTHENTICATED", msg),
  forbidden: (msg = "Недостаточно прав для этого действия.") => new AppError("FORBIDDEN", msg),
  notFound: (msg = "Не найдено.") => new AppError("NOT_FOUND", msg),
  conflict: (msg: string) => new AppError("CONFLICT", msg),
  badInput: (msg: string, field?: string, extra: Record<string, unknown> = {}) =>
    new AppError("BAD_USER_INPUT", msg, { ...(field ? { fields: { [field]: msg } } : {}), ...extra }),
};

/** HTTP status for an error code; unknown codes are 500. */
export function statusForCode(code: unknown): number {
  if (typeof code === "string" && code in errorStatus) return errorStatus[code as ErrorCode];
  return 500;
}

/** Whether a database error is a unique-constraint violation (SQLSTATE 23505), on pg or PGlite. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === "object" && err !== null && (err as { code?: unknown }).code === "23505";
}

/**
 * Whether an error means the database cannot be reached (connection refused or dropped,
 * server shutting down or starting): answered 503, not 500.
 */
export function isUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|57P0[123]|08\w{3})$/.test(code))
      return true;
    e = (e as { originalError?: unknown; cause?: unknown }).originalError ?? (e as { cause?: unknown }).cause;
  }
  return false;
}
