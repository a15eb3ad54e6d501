// The sitting day's HTTP side: GraphQL requests as lib/request.ts sends them (POST /graphql,
// JSON) and live streams as lib/live.ts opens them (graphql-sse's client, one stream per
// subscription, retried for as long as the page is open: 1, 2, 4 … 15 s apart), each
// participant with its own address and, for the secretary, its session cookie, through the
// balancer (balancer.ts). Every stream is followed: on which instance it is, whether it is
// connected, and how long it was without a channel.

import { createClient, type ExecutionResult, NetworkError } from "graphql-sse";
import type { Balancer } from "./balancer.ts";
import type { PageOperation } from "./documents.ts";

/** Who is asking: a page of one participant. */
export interface Identity {
  /** e.g. "s12/voter7" */
  name: string;
  /** Its home instance (balancer.ts). */
  home: number;
  /** Its client address (X-Forwarded-For: the app trusts a proxy on loopback). */
  ip: string;
  /** The session cookie's value (the secretary's desk); none for a link's page. */
  session?: string;
}

/** A GraphQL error as an answer carries it. */
export interface GqlError {
  message?: string;
  extensions?: { code?: string };
}

/** An answer to one request (times: performance.now() ms). */
export interface Answer<T> {
  /** HTTP status; 0 when the server was not reached (or the connection broke). */
  status: number;
  data: T | null;
  errors: GqlError[];
  /** When the request was sent and when its answer was read. */
  sentAt: number;
  at: number;
  /** The instance it went to. */
  instance: number;
}

/** Whether an answer is a success: 200 with data and no errors. */
export const ok = <T>(a: Answer<T>): a is Answer<T> & { data: T } =>
  a.status === 200 && a.errors.length === 0 && a.data !== null;

/** The first error's code (`CONFLICT`, …), "NETWORK" when the server was not reached. */
export const codeOf = (a: Answer<unknown>): string | undefined =>
  a.status === 0 ? "NETWORK" : a.errors[0]?.extensions?.code;

/** The first error's message, "" when there is none. */
export const messageOf = (a: Answer<unknown>): string => a.errors[0]?.message ?? "";

/** One live stream of a page, as the day follows it. */
export interface StreamState {
  name: string;
  /** The instance its current connection goes to; -1 before the first connection. */
  instance: number;
  connected: boolean;
  /** When the channel was lost (the kill, or the stream's own break), ms; undefined while connected. */
  lostAt?: number;
  /** How long each outage lasted, ms (lost → connected again). */
  outages: number[];
  /** The next answer is the first of a (re)connected stream. */
  fresh: boolean;
  closed: boolean;
  /** How long it had been without its channel when its page closed it, ms (0: it was connected). */
  lostAtCloseMs: number;
}

/** What a stream's page hears. */
export interface StreamHandlers<T> {
  /** An answer, `at` ms, `first`: the first of a (re)connected stream (the whole state, not a push). */
  next(data: T, at: number, first: boolean): void;
  /** The stream ended with an error (nothing more comes). */
  error(message: string, code: string | undefined): void;
}

/** The longest wait between two attempts to reconnect, as lib/live.ts, ms. */
export const RETRY_MAX_MS = 15_000;

/** The acts whose answer times the day keeps (issue 35): the vote opened, a device's decryption. */
const TIMED = ["SendInvites", "SubmitPartialDecryption"];

/** The sitting day's requests and streams over the balancer (see the module's comment). */
export class DayClient {
  /** Every stream opened, open or not. */
  readonly streams: StreamState[] = [];
  /**
   * Requests by operation: how many, how many failed (not 200 with data), network failures; and
   * for the sitting's acts the issue times ({@link TIMED}), each one that went through, ms.
   */
  readonly requests = new Map<string, { n: number; failed: number; network: number; ms?: number[] }>();

  constructor(private readonly balancer: Balancer) {}

  private headers(id: Identity): Record<string, string> {
    return {
      "x-forwarded-for": id.ip,
      // A browser's same-origin request (the API refuses a session cookie without it).
      "sec-fetch-site": "same-origin",
      ...(id.session ? { cookie: `dissovet_session=${id.session}` } : {}),
    };
  }

  /** Runs `op` as the page does (POST /graphql); never throws: a failure is in the answer. */
  async request<T>(id: Identity, op: PageOperation, variables: Record<string, unknown>): Promise<Answer<T>> {
    const instance = this.balancer.pick(id.home);
    const base = this.balancer.backends[instance]?.url ?? "";
    const count = this.requests.get(op.operationName) ?? { n: 0, failed: 0, network: 0 };
    this.requests.set(op.operationName, count);
    count.n++;
    const sentAt = performance.now();
    try {
      const res = await fetch(`${base}/graphql`, {
        method: "POST",
        headers: {
          ...this.headers(id),
          "content-type": "application/json",
          accept: "application/graphql-response+json, application/json",
        },
        body: JSON.stringify({ query: op.query, operationName: op.operationName, variables }),
      });
      const body = (await res.json().catch(() => null)) as { data?: T | null; errors?: GqlError[] } | null;
      const answer: Answer<T> = {
        status: res.status,
        data: body?.data ?? null,
        errors: body?.errors ?? [],
        sentAt,
        at: performance.now(),
        instance,
      };
      if (!ok(answer)) count.failed++;
      else if (TIMED.includes(op.operationName)) {
        count.ms ??= [];
        count.ms.push(answer.at - sentAt);
      }
      return answer;
    } catch {
      // Refused, reset, cut off: the instance is taken for down (the balancer probes it).
      this.balancer.failed(base);
      count.failed++;
      count.network++;
      return { status: 0, data: null, errors: [], sentAt, at: performance.now(), instance };
    }
  }

  /**
   * Follows subscription `op` as lib/live.ts does (graphql-sse, retried for as long as the page
   * is open) until the returned function is called.
   * @returns stop
   */
  follow<T>(
    id: Identity,
    op: PageOperation,
    variables: Record<string, unknown>,
    handlers: StreamHandlers<T>,
  ): () => void {
    const state: StreamState = {
      name: id.name,
      instance: -1,
      connected: false,
      outages: [],
      fresh: true,
      closed: false,
      lostAtCloseMs: 0,
    };
    this.streams.push(state);
    let target = -1;
    const balancer = this.balancer;
    const client = createClient({
      url: () => {
        target = balancer.pick(id.home);
        return `${balancer.backends[target]?.url}/graphql/stream`;
      },
      headers: () => this.headers(id),
      retryAttempts: Number.POSITIVE_INFINITY,
      retry: (retries) =>
        new Promise((resolve) => setTimeout(resolve, Math.min(RETRY_MAX_MS, 1000 * 2 ** retries))),
      // lib/live.ts's fetchStream: a 4xx other than 408 and 429 ends the stream with its error.
      fetchFn: async (input: RequestInfo | URL, init?: RequestInit) => {
        let response: Response;
        try {
          response = await fetch(input, init);
        } catch (err) {
          if (!init?.signal?.aborted) balancer.failed(String(input));
          throw err;
        }
        const { status } = response;
        if (status < 400 || status >= 500 || status === 408 || status === 429) return response;
        const body = (await response.json().catch(() => null)) as { errors?: unknown } | null;
        const given = body?.errors;
        const errors =
          Array.isArray(given) && given.length > 0
            ? given
            : given && typeof given === "object"
              ? [given]
              : [{}];
        const events = `event: next\ndata: ${JSON.stringify({ errors })}\n\nevent: complete\ndata:\n\n`;
        return new Response(events, { status: 200, headers: { "content-type": "text/event-stream" } });
      },
    });
    const stop = client.subscribe<T>(
      { query: op.query, operationName: op.operationName, variables },
      {
        next: (result: ExecutionResult<T, unknown>) => {
          const at = performance.now();
          const errors = result.errors as readonly GqlError[] | undefined;
          if (errors?.length) {
            handlers.error(errors[0]?.message ?? "error", errors[0]?.extensions?.code);
            return;
          }
          if (!result.data) return;
          const first = state.fresh;
          state.fresh = false;
          handlers.next(result.data, at, first);
        },
        error: (err: unknown) => {
          const status = err instanceof NetworkError ? (err.response?.status ?? 0) : 0;
          handlers.error(String(err), status ? `HTTP ${status}` : "NETWORK");
        },
        complete: () => {},
      },
      {
        connecting: (again) => {
          if (!again) return;
          // A stream cut off is a failed connection to its instance (a balancer's passive check).
          if (state.instance >= 0) balancer.failed(balancer.backends[state.instance]?.url ?? "");
          // The stream broke by itself (not through a kill the day announced): lost from now.
          if (state.connected) {
            state.connected = false;
            state.lostAt ??= performance.now();
          }
        },
        connected: () => {
          state.instance = target;
          state.connected = true;
          state.fresh = true;
          if (state.lostAt !== undefined) {
            state.outages.push(performance.now() - state.lostAt);
            state.lostAt = undefined;
          }
        },
      },
    );
    return () => {
      state.lostAtCloseMs = state.lostAt === undefined ? 0 : performance.now() - state.lostAt;
      state.closed = true;
      state.connected = false;
      state.lostAt = undefined;
      stop();
      client.dispose();
    };
  }

  /** Instance `b` was killed at `at` (ms): its connected streams are without a channel from then. */
  killed(b: number, at: number): void {
    for (const s of this.streams) {
      if (s.closed || !s.connected || s.instance !== b) continue;
      s.connected = false;
      s.lostAt = at;
    }
  }

  /** Open, connected streams per instance (index → count). */
  connectedStreams(n: number): number[] {
    return Array.from(
      { length: n },
      (_, i) => this.streams.filter((s) => !s.closed && s.connected && s.instance === i).length,
    );
  }
}
