import { createHash } from "node:crypto";
import canonicalize from "canonicalize";
import type { Request, RequestHandler, Response } from "express";
import {
  type ExecutionResult,
  GraphQLError,
  type GraphQLSchema,
  getArgumentValues,
  getVariableValues,
  isObjectType,
  type OperationDefinitionNode,
  subscribe,
} from "graphql";
import { createHandler, type ResponseInit, type Request as SseRequest } from "graphql-sse";
import { liveRead, type Settled } from "../lib/events.ts";
import { limitAddress } from "../lib/rate-limit.ts";
import { userTopic } from "../lib/topics.ts";
import { type AppDeps, type Context, createContext, credentialsOf } from "./context.ts";
import { formatError, isUnexpected } from "./format-error.ts";
import { streamCaps } from "./live.caps.ts";
import { liveDocuments } from "./live.documents.ts";
import { sharedStreams } from "./live.shared.ts";
import { createLoaders } from "./loaders.ts";

/** The context of a stream: graphql-sse asks for an open record type. */
type LiveContext = Context & Record<PropertyKey, unknown>;

/** The live stream's instruments, for the tests and the benchmark. */
export interface LiveFigures {
  /** Streams open now, and executions shared by them. */
  streams(): number;
  executions(): number;
  /** Reads the executions made so far (first answers included), sent or not. */
  reads(): number;
  /** Characters of document text kept parsed now (live.documents.ts). */
  documentChars(): number;
}

/**
 * Live updates over Server-Sent Events (graphql-sse, its distinct-connections mode: one
 * operation per stream, a `fetch` POST from the page), at `/graphql/stream`. Only
 * subscriptions are served here (queries and mutations stay on `/graphql`, behind the admission
 * gate, which a long-lived stream must not hold). In order, before anything is kept for a
 * request: the method (POST only: a GET would carry the document and its link token in the
 * URL, into every proxy's log), the document (`live.documents.ts`: `/graphql`'s limits, field
 * suggestions masked where introspection is off), the caps on open streams (`live.caps.ts`),
 * then the stream joins the execution every stream of the same document, variables and
 * principal shares (`live.shared.ts`). Answers are `Cache-Control: no-store`; errors are
 * masked as on `/graphql`.
 * @param deps the app's services, with the instance's {@link Events}
 * @param explorable whether introspection is on (field suggestions then allowed)
 * @returns the Express handler, its figures, and `close` (ends the document thread)
 */
export function liveHandler(
  deps: AppDeps,
  schema: GraphQLSchema,
  explorable: boolean,
): { handler: RequestHandler; figures: LiveFigures; close(): Promise<void> } {
  const documents = liveDocuments(explorable);
  const caps = streamCaps(deps.config.liveCaps);
  let reads = 0;
  const shared = sharedStreams(
    (result) => {
      if (!result.errors?.length) return result;
      for (const error of result.errors) {
        if (isUnexpected(error)) deps.log.error({ err: error }, "live update failed");
      }
      return { ...result, errors: result.errors.map((e) => formatError(e.toJSON(), e) as GraphQLError) };
    },
    () => {
      reads += 1;
      deps.log.debug("live read");
    },
  );

  async function contextOf(raw: Request, res: Response): Promise<LiveContext> {
    const ctx = (await createContext(deps, raw, res)) as LiveContext;
    ctx.renew = async () => {
      const fresh = await createContext(deps, raw, res);
      Object.assign(ctx, fresh, { renew: ctx.renew });
    };
    return ctx;
  }

  const handler = createHandler<Request, { res: Response }, LiveContext>({
    schema,
    // No single-connection mode: every stream is its own request.
    authenticate: () => null,
    async onSubscribe(req, params) {
      const raw = req.raw;
      const res = req.context.res;
      const address = limitAddress(raw.ip ?? "unknown");
      const checked = await documents.check(params.query, params.operationName, address);
      if ("errors" in checked) {
        const [first] = checked.errors;
        return checked.refused && first ? refusal(first) : { data: null, errors: checked.errors };
      }
      const { document, operation } = checked;
      // A guest is counted (and a flood refused) before anything is built for it; a request with
      // credentials is a signed-in principal only if they are valid.
      const credential = credentialKey(raw);
      const signedCtx = credential === undefined ? undefined : await contextOf(raw, res);
      const admitted = caps.admit({
        principal: signedCtx?.user ? credential : undefined,
        address,
        link: linkTokenKey(schema, operation, params.variables),
      });
      if (admitted instanceof GraphQLError) return refusal(admitted);
      res.once("close", admitted);
      const ctx = signedCtx ?? (await contextOf(raw, res));
      const key = digest([
        ctx.user ? credential : "guest",
        params.operationName ?? null,
        canonicalize(params.variables ?? {}) ?? "{}",
        params.query,
      ]);
      const start = async () => {
        const result = await subscribe({
          schema,
          document,
          operationName: params.operationName,
          variableValues: params.variables,
          contextValue: ctx,
        });
        // Between answers the execution holds no rows: its loaders are let go after each one.
        return isAsyncIterable(result)
          ? releasingAfterEach(result, () => (ctx.loaders = createLoaders(deps.db)))
          : result;
      };
      return shared.join(key, start, () => drained(res));
    },
  });

  const express: RequestHandler = (req, res, next) => {
    if (req.method !== "POST") {
      res.set("Allow", "POST");
      res.status(405).json({
        errors: [
          {
            message:
              "Поток обновлений открывается только запросом POST (graphql-sse, режим отдельных соединений).",
            extensions: { code: "METHOD_NOT_ALLOWED" },
          },
        ],
      });
      return;
    }
    serve(handler, req, res).catch(next);
  };
  return {
    handler: express,
    figures: {
      streams: caps.counted,
      executions: shared.executions,
      reads: () => reads,
      documentChars: documents.keptChars,
    },
    close: documents.close,
  };
}

/**
 * Serves one request with graphql-sse's handler, as its Express adapter does, with our headers:
 * `Cache-Control: no-store` (graphql-sse sets `no-cache`, which lets a cache keep the answer).
 */
async function serve(
  handler: ReturnType<typeof createHandler<Request, { res: Response }, LiveContext>>,
  req: Request,
  res: Response,
): Promise<void> {
  const [body, init] = await handler({
    method: req.method,
    url: req.url,
    headers: {
      get(key) {
        const header = req.headers[key];
        return Array.isArray(header) ? header.join("\n") : header;
      },
    },
    body: () => Promise.resolve(req.body),
    raw: req,
    context: { res },
  } satisfies SseRequest<Request, { res: Response }>);
  const headers = { ...init.headers, "cache-control": "no-store" };
  res.writeHead(init.status, init.statusText, headers);
  if (!body || typeof body === "string") {
    await new Promise<void>((resolve) => res.end(body, () => resolve()));
    return;
  }
  const stop = () => void body.return?.(undefined);
  res.once("close", stop);
  for await (const chunk of body) {
    if (!res.writable) break;
    await new Promise<void>((resolve, reject) => res.write(chunk, (err) => (err ? reject(err) : resolve())));
  }
  res.off("close", stop);
  await new Promise<void>((resolve) => res.end(() => resolve()));
}

/** Resolves when `res` can take more (its buffer drained) or is gone. */
function drained(res: Response): Promise<void> {
  if (!res.writableNeedDrain || res.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.once("drain", done);
    res.once("close", done);
  });
}

/** A refusal before the stream opens: 429 in GraphQL's error shape, with `Retry-After` (the page's client tries again). */
function refusal(error: GraphQLError): [string, ResponseInit] {
  const retryAfter = typeof error.extensions.retryAfter === "number" ? error.extensions.retryAfter : 15;
  return [
    JSON.stringify({ errors: [error.toJSON()] }),
    {
      status: 429,
      statusText: "Too Many Requests",
      headers: { "content-type": "application/json; charset=utf-8", "retry-after": String(retryAfter) },
    },
  ];
}

const digest = (parts: unknown[]) => createHash("sha256").update(JSON.stringify(parts)).digest("base64");

/** A key of the request's session or API token (its hash): the principal of a signed-in stream; undefined for a guest. */
function credentialKey(req: Request): string | undefined {
  const { sessionToken, apiToken } = credentialsOf(req);
  if (!sessionToken && !apiToken) return undefined;
  return digest([sessionToken ? "session" : "api", sessionToken ?? apiToken ?? ""]);
}

/**
 * A key of the link token the subscription's field is given (its `token` argument, written in
 * the document or passed as a variable), for the cap per link; undefined when there is none or
 * the variables do not coerce (the subscription then fails at once and holds nothing).
 */
function linkTokenKey(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): string | undefined {
  const type = schema.getSubscriptionType();
  const selection = operation.selectionSet.selections[0];
  if (!type || !isObjectType(type) || selection?.kind !== "Field") return undefined;
  const field = type.getFields()[selection.name.value];
  if (!field) return undefined;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  if (coerced.errors) return undefined;
  const token = getArgumentValues(field, selection, coerced.coerced).token;
  return typeof token === "string" ? digest(["link", token]) : undefined;
}

/**
 * A subscription field that answers what a query reads, at once and again at every change of
 * the topics its first answer names (lib/database.events.ts), of its user's access
 * (`userTopic`: a logout, a role or council taken away) and when its session would end:
 * `read` runs with the request's checks each time, on a context built afresh (`Context.renew`:
 * the session checked anew, the loaders empty). A read that fails (NOT_FOUND for a link
 * replaced since, UNAUTHENTICATED for a session ended) is the stream's last answer, as that
 * GraphQL error; so is an answer `last` accepts (nothing it shows can change any more).
 * @param read the query's read, e.g. the commission task by its token
 * @param topicsOf the topics the field shows, from its first answer and its arguments, e.g. its
 *   defense's `defenseTopic(id, "commission")`
 * @param last whether an answer is final (the vote annulled, the count decrypted)
 * @returns the field's `subscribe` and `resolve` (the resolvers' `SubscriptionResolvers` entry)
 */
export function liveField<A, T>(
  read: (ctx: Context, args: A, first: boolean) => Promise<T>,
  topicsOf: (first: T, args: A) => string[],
  last?: (value: T) => boolean,
) {
  return {
    async subscribe(_parent: unknown, args: A, ctx: Context): Promise<AsyncIterableIterator<Settled<T>>> {
      const first = await read(ctx, args, true);
      const topics = topicsOf(first, args);
      if (ctx.user) topics.push(userTopic(ctx.user.id));
      const changes = ctx.events.changes(topics);
      // When the session would end: read again then (it is refused unless it was used meanwhile).
      let expiry: ReturnType<typeof setTimeout> | undefined;
      const watch = () => {
        clearTimeout(expiry);
        if (!ctx.sessionEndsAt) return;
        const ms = Math.min(MAX_TIMER_MS, Math.max(0, ctx.sessionEndsAt.getTime() - Date.now()) + 1000);
        expiry = setTimeout(() => changes.wake(), ms);
        expiry.unref();
      };
      watch();
      const answers = liveRead(
        changes,
        first,
        async () => {
          await ctx.renew?.();
          try {
            return await read(ctx, args, false);
          } finally {
            watch();
          }
        },
        last,
      );
      const stream: AsyncIterableIterator<Settled<T>> = {
        next: async () => {
          const r = await answers.next();
          if (r.done) clearTimeout(expiry);
          return r;
        },
        return: async () => {
          clearTimeout(expiry);
          return (await answers.return?.()) ?? { value: undefined, done: true };
        },
        throw: async (err: unknown) => {
          clearTimeout(expiry);
          await answers.return?.();
          throw err;
        },
        [Symbol.asyncIterator]: () => stream,
      };
      return stream;
    },
    resolve(payload: Settled<T>): T {
      if (payload.ok) return payload.value;
      throw payload.error;
    },
  };
}

/** The longest a timer of Node may wait (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

const isAsyncIterable = (x: unknown): x is AsyncIterableIterator<ExecutionResult> =>
  typeof x === "object" && x !== null && Symbol.asyncIterator in x;

/**
 * A stream's answers, each passed on as it comes, with `settled` run after each one (the
 * execution's loaders let go of what they read, so that an idle stream holds no rows).
 * @param results the subscription's results, as graphql-js's `subscribe` gives them
 */
function releasingAfterEach(
  results: AsyncIterableIterator<ExecutionResult>,
  settled: () => void,
): AsyncIterableIterator<ExecutionResult> {
  return {
    async next() {
      const r = await results.next();
      if (!r.done) settled();
      return r;
    },
    return: () => results.return?.() ?? Promise.resolve({ value: undefined, done: true }),
    throw: (err: unknown) => results.throw?.(err) ?? Promise.reject(err),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
