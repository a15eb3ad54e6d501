import { type Client, createClient, type ExecutionResult, NetworkError, type Sink } from "graphql-sse";
import { apiUrl } from "./config.ts";
import { errorOf, type FetchDocument, type GraphQLError, type RequestError } from "./request.ts";

/**
 * Live updates: GraphQL subscriptions over Server-Sent Events (graphql-sse's client, one stream
 * per subscription, at `${apiBaseUrl}graphql/stream`; server/graphql/live.ts). A subscription
 * answers the current state at once and again whenever it changes, so a page never asks on a
 * timer: an idle page sends nothing (the server's keep-alive comment every 12 s is all that
 * moves). A lost connection is retried for as long as the page is open (1, 2, 4 … 15 s
 * apart), and the first answer after it is again the whole current state: nothing is missed.
 * This module is loaded on its own (the ballot's first view does not carry it).
 */

/** The longest wait between two attempts to reconnect, in ms. */
const RETRY_MAX_MS = 15_000;

let client: Client | undefined;

/**
 * `fetch` for the stream: a refusal (a 4xx other than 408 and 429: a document the server no
 * longer accepts after an update, a wrong request) is not worth retrying, yet graphql-sse retries
 * every non-2xx answer. It is handed over as a stream of one error result instead, which ends
 * the subscription with that error; a 5xx, 408, 429 or no answer is retried as a lost connection.
 */
async function fetchStream(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  const { status } = response;
  if (status < 400 || status >= 500 || status === 408 || status === 429) return response;
  const body = (await response.json().catch(() => null)) as { errors?: unknown } | null;
  // GraphQL's `errors` list, or REST's one `errors` object (the cross-site refusal, http-security.ts).
  const given = body?.errors;
  const errors =
    Array.isArray(given) && given.length > 0 ? given : given && typeof given === "object" ? [given] : [{}];
  const events = `event: next\ndata: ${JSON.stringify({ errors })}\n\nevent: complete\ndata:\n\n`;
  return new Response(events, { status: 200, headers: { "content-type": "text/event-stream" } });
}

/** The one graphql-sse client of the page (also under the desk's Apollo link, apollo/client.ts). */
function liveClient(): Client {
  client ??= createClient({
    url: apiUrl("graphql/stream"),
    credentials: "include",
    fetchFn: fetchStream,
    retryAttempts: Number.POSITIVE_INFINITY,
    retry: (retries) =>
      new Promise((resolve) => setTimeout(resolve, Math.min(RETRY_MAX_MS, 1000 * 2 ** retries))),
  });
  return client;
}

/** The streams being re-established now (their connection was lost). */
const reconnecting = new Set<object>();
const connectionListeners = new Set<() => void>();

/** Marks one stream as connected or not, and tells {@link liveConnection}'s listeners of a change. */
function setConnected(stream: object, connected: boolean): void {
  const had = reconnecting.size === 0;
  if (connected) reconnecting.delete(stream);
  else reconnecting.add(stream);
  if (had !== (reconnecting.size === 0)) for (const listener of connectionListeners) listener();
}

/**
 * Whether every live stream of the page is connected (none is being re-established): a store
 * for `useSyncExternalStore`, e.g. the desk's «связь прервалась» line.
 */
export const liveConnection = {
  subscribe(listener: () => void): () => void {
    connectionListeners.add(listener);
    return () => connectionListeners.delete(listener);
  },
  connected: (): boolean => reconnecting.size === 0,
};

/**
 * Subscribes through the page's client, keeping {@link liveConnection} up to date.
 * @returns stop
 */
export function stream<TData>(
  request: { query: string; variables?: Record<string, unknown>; operationName?: string },
  sink: Sink<ExecutionResult<TData, unknown>>,
  connection?: (connected: boolean) => void,
): () => void {
  const self = {};
  const stop = liveClient().subscribe<TData>(request, sink, {
    connecting: (again) => {
      if (!again) return;
      setConnected(self, false);
      connection?.(false);
    },
    connected: () => {
      setConnected(self, true);
      connection?.(true);
    },
  });
  return () => {
    setConnected(self, true);
    stop();
  };
}

/** What a page hears of a subscription. */
export interface LiveHandlers<TData> {
  /** Each answer: the state at once, then after every change. */
  next(data: TData): void;
  /**
   * The subscription ended with an error (its read failed: a link replaced since, a session
   * ended; or the server refused the request); nothing more comes.
   */
  error(error: RequestError): void;
  /** Whether the stream is connected (false while it is being re-established). */
  connection?(connected: boolean): void;
}

/**
 * Follows a subscription document of `__generated__/fetch/<name>/` (e.g.
 * `CommissionTaskChangedDocument`) until the returned function is called.
 * @returns stop: closes the stream
 */
export function follow<TData, TVariables>(
  document: FetchDocument<TData, TVariables>,
  variables: TVariables,
  handlers: LiveHandlers<TData>,
): () => void {
  return stream<TData>(
    { query: document.toString(), variables: variables as Record<string, unknown> },
    {
      next(result) {
        const errors = result.errors as readonly GraphQLError[] | undefined;
        if (errors?.length) handlers.error(errorOf(200, errors[0]));
        else if (result.data) handlers.next(result.data);
      },
      error(error) {
        const status = error instanceof NetworkError ? (error.response?.status ?? 0) : 0;
        handlers.error(errorOf(status, undefined));
      },
      complete() {},
    },
    handlers.connection,
  );
}
