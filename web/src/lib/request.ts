import { requestActivity } from "./activity.ts";
import { apiUrl } from "./config.ts";

/**
 * Requests without Apollo Client: the member's ballot, the commission's page, the session,
 * registration and the REST uploads use plain `fetch`, so the pages a member opens from an email
 * stay small (Apollo Client and the graphql parser weigh more than the ballot itself). Their
 * operations are `.graphql` files typed by codegen into `__generated__/fetch/<name>/` as
 * `TypedDocumentString`s, whose result and variables types the helpers below infer. Every
 * request is reported to the progress bar; a failure (network, non-2xx, GraphQL errors) turns
 * it red.
 */

/** A failed request: the server's Russian message and typed code when it sent one. */
export class RequestError extends Error {
  override name = "RequestError";
  constructor(
    message: string,
    /** HTTP status; 0 when the server was not reached. */
    readonly status: number,
    /** The typed error code (`NOT_FOUND`, `BAD_USER_INPUT`, …), if any. */
    readonly code: string | undefined,
    /** Field → Russian message, for forms. */
    readonly fields: Readonly<Record<string, string>> = {},
    /** Extra details of the error (e.g. a file's bad rows). */
    readonly details: unknown = undefined,
  ) {
    super(message);
  }

  /** Whether the server could not be reached at all (offline, DNS, connection refused). */
  get network(): boolean {
    return this.status === 0;
  }
}

/** Shown when no Russian message came from the server (spec §8's fallback wording). */
export const GENERIC_ERROR = "Ооопс, что-то пошло не так, попробуйте еще раз!";
/** Shown when the server could not be reached at all. */
export const NETWORK_ERROR = "Нет связи с сервером. Проверьте подключение к интернету и попробуйте еще раз.";

/**
 * A typed document of `__generated__/fetch/<name>/graphql` (a `TypedDocumentString`, e.g.
 * `PollDocument`): the operation's text with its result and variables types.
 */
export interface FetchDocument<TData, TVariables> {
  /** Never set: carries the types (`DocumentTypeDecoration` of @graphql-typed-document-node). */
  readonly __apiType?: (variables: TVariables) => TData;
  toString(): string;
}

/** A GraphQL error as an answer carries it (any field may be missing or of another type). */
export interface GraphQLError {
  message?: unknown;
  extensions?: { code?: unknown; fields?: unknown; rows?: unknown };
}

/** The string entries of an `extensions.fields`-like object; anything else is ignored. */
export function fieldMessages(value: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, message] of Object.entries(value)) {
      if (typeof message === "string" && message) fields[key] = message;
    }
  }
  return fields;
}

/**
 * The {@link RequestError} of an answer: the first GraphQL error's message (or {@link GENERIC_ERROR}),
 * code and fields.
 * @param status the answer's HTTP status; 0 when the server was not reached
 */
export function errorOf(status: number, error: GraphQLError | undefined, rows?: unknown): RequestError {
  const message = typeof error?.message === "string" && error.message ? error.message : GENERIC_ERROR;
  const code = error?.extensions?.code;
  return new RequestError(
    message,
    status,
    typeof code === "string" ? code : undefined,
    fieldMessages(error?.extensions?.fields),
    rows ?? error?.extensions?.rows,
  );
}

/** `fetch` reported to the progress bar; a network failure becomes a {@link RequestError} with status 0. */
async function tracked<T>(run: () => Promise<T>): Promise<T> {
  requestActivity.start();
  let failed = true;
  try {
    const result = await run();
    failed = false;
    return result;
  } catch (error) {
    if (error instanceof RequestError) throw error;
    throw new RequestError(NETWORK_ERROR, 0, undefined);
  } finally {
    requestActivity.end(failed);
  }
}

async function jsonOf(response: Response): Promise<unknown> {
  return response.json().catch(() => null);
}

/**
 * Runs a GraphQL operation against `${apiBaseUrl}graphql` with the session cookie.
 * @param document the operation (e.g. `PollDocument`): its result and variables types are this call's
 * @returns the `data` of the answer
 * @throws {RequestError} with the first GraphQL error's message and `extensions.code`
 *   (and `extensions.fields`), the HTTP status for a non-2xx answer, status 0 offline
 */
export function graphqlRequest<TData, TVariables>(
  document: FetchDocument<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return tracked(async () => {
    const response = await fetch(apiUrl("graphql"), {
      method: "POST",
      credentials: "include",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/graphql-response+json, application/json",
      },
      body: JSON.stringify({ query: document.toString(), variables }),
    });
    const body = (await jsonOf(response)) as { data?: TData | null; errors?: GraphQLError[] } | null;
    if (body?.errors?.length) throw errorOf(response.status, body.errors[0]);
    if (!response.ok || body?.data == null) throw errorOf(response.status, undefined);
    return body.data;
  });
}

/**
 * Calls a REST route of `/api/v1` (spec §7) with a JSON body. A route answers the one field of
 * its GraphQL operation (server/rest/operations); the first argument is the web's copy of that
 * operation, whose field's type is the answer's.
 * @param path e.g. `api/v1/boards/3/members/preview`, relative to the API base URL
 * @returns the answer's `data`
 * @throws {RequestError} from the answer's `{ errors: { message, code, fields?, rows? } }`
 */
export function restRequest<TData, TVariables>(
  _document: FetchDocument<TData, TVariables>,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<TData[keyof TData]> {
  type T = TData[keyof TData];
  return tracked(async () => {
    const response = await fetch(apiUrl(path), {
      method,
      credentials: "include",
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await jsonOf(response)) as {
      data?: T;
      errors?: { message?: unknown; code?: unknown; fields?: unknown; rows?: unknown };
    } | null;
    if (!response.ok || answer?.data === undefined) {
      const e = answer?.errors;
      throw errorOf(
        response.status,
        e && { message: e.message, extensions: { code: e.code, fields: e.fields } },
        e?.rows,
      );
    }
    return answer.data;
  });
}
