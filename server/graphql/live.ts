import type { Request, RequestHandler, Response } from "express";
import {
  type DocumentNode,
  type ExecutionResult,
  GraphQLError,
  type GraphQLSchema,
  parse,
  specifiedRules,
  type ValidationRule,
  validate,
} from "graphql";
import { createHandler } from "graphql-sse/lib/use/express";
import { type Events, liveRead, type Settled } from "../lib/events.ts";
import { type AppDeps, type Context, createContext } from "./context.ts";
import { formatError, isUnexpected } from "./format-error.ts";
import { createLoaders } from "./loaders.ts";

/** The context of a stream: graphql-sse asks for an open record type. */
type LiveContext = Context & Record<PropertyKey, unknown>;

/**
 * Live updates over Server-Sent Events (graphql-sse, its distinct-connections mode: one
 * operation per stream, a plain `fetch` or `EventSource` on the client), at `/graphql/stream`.
 * Only subscriptions are served here (queries and mutations stay on `/graphql`, behind the
 * admission gate, which a long-lived stream must not hold). Each stream's context is built as
 * for a request, and built again before every event (`Context.renew`): the session is checked
 * anew, the loaders start empty, so an event never shows stale data or outlives a session. The
 * documents are validated with the same limits as `/graphql` (graphql-armor's rules), and
 * errors are masked the same way.
 * @param deps the app's services, with the instance's {@link Events}
 * @param rules graphql-armor's validation rules (depth, aliases, directives, cost)
 */
export function liveHandler(
  deps: AppDeps & { events: Events },
  schema: GraphQLSchema,
  rules: readonly ValidationRule[],
): RequestHandler {
  const documents = documentCache();
  const checked = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  async function contextOf(raw: Request, res: Response): Promise<LiveContext> {
    const ctx = (await createContext(deps, raw, res)) as LiveContext;
    ctx.renew = async () => {
      const fresh = await createContext(deps, raw, res);
      Object.assign(ctx, fresh, { renew: ctx.renew });
    };
    return ctx;
  }
  const handler = createHandler<LiveContext>({
    schema,
    // No single-connection mode: every stream is its own request.
    authenticate: () => null,
    // One parsed document for every stream of the same text (graphql-sse would parse it per
    // stream, and each stream would hold its own syntax tree for its whole life).
    async onSubscribe(req, params) {
      let document: DocumentNode;
      try {
        document = documents(params.query);
      } catch {
        return; // graphql-sse parses it again and answers its syntax error with a 400
      }
      return {
        schema,
        document,
        operationName: params.operationName,
        variableValues: params.variables,
        contextValue: await contextOf(req.raw as Request, req.context.res as Response),
      };
    },
    validate(s, document) {
      let errors = checked.get(document);
      if (!errors) {
        errors = validate(s, document, [...specifiedRules, ...rules]);
        checked.set(document, errors);
      }
      return errors;
    },
    // Queries and mutations are not run here (graphql-sse calls `execute` for them).
    execute: () => ({
      errors: [
        new GraphQLError("Здесь выполняются только подписки (subscription): запросы — на /graphql.", {
          extensions: { code: "BAD_REQUEST" },
        }),
      ],
    }),
    onOperation(ctx, _req, _args, result) {
      return isAsyncIterable(result)
        ? releasingAfterEach(result, () => (ctx.loaders = createLoaders(deps.db)))
        : result;
    },
    onNext(ctx, _req, result) {
      const r = result as ExecutionResult;
      if (!r.errors?.length) return r;
      for (const error of r.errors) {
        if (isUnexpected(error)) (ctx?.log ?? deps.log).error({ err: error }, "live update failed");
      }
      return { ...r, errors: r.errors.map((e) => formatError(e.toJSON(), e) as GraphQLError) };
    },
  });
  return (req, res, next) => {
    handler(req, res).catch(next);
  };
}

/**
 * A subscription field that answers what a query reads, at once and again at every change of
 * the topic its first answer names (lib/database.events.ts): `read` runs with the request's
 * checks each time, on a context built afresh (`Context.renew`: the session checked anew, the
 * loaders empty). A read that fails (NOT_FOUND for a link replaced since, UNAUTHENTICATED for a
 * session ended) is the stream's last answer, as that GraphQL error.
 * @param read the query's read, e.g. the commission task by its token
 * @param topicOf the topic of the first answer, e.g. its defense's `defenseTopic(id)`
 * @returns the field's `subscribe` and `resolve` (the resolvers' `SubscriptionResolvers` entry)
 */
export function liveField<A, T>(
  read: (ctx: Context, args: A, first: boolean) => Promise<T>,
  topicOf: (first: T) => string,
) {
  return {
    async subscribe(_parent: unknown, args: A, ctx: Context): Promise<AsyncIterableIterator<Settled<T>>> {
      const first = await read(ctx, args, true);
      return liveRead(ctx.events.changes(topicOf(first)), first, async () => {
        await ctx.renew?.();
        return read(ctx, args, false);
      });
    },
    resolve(payload: Settled<T>): T {
      if (payload.ok) return payload.value;
      throw payload.error;
    },
  };
}

/** Parsed documents by their text, at most {@link DOCUMENTS_KEPT} (then the cache starts over). */
function documentCache(): (query: string) => DocumentNode {
  const kept = new Map<string, DocumentNode>();
  return (query) => {
    let document = kept.get(query);
    if (!document) {
      document = parse(query);
      if (kept.size >= DOCUMENTS_KEPT) kept.clear();
      kept.set(query, document);
    }
    return document;
  };
}

/** How many distinct subscription texts stay parsed (the web sends about ten). */
const DOCUMENTS_KEPT = 500;

const isAsyncIterable = (x: unknown): x is AsyncIterableIterator<ExecutionResult> =>
  typeof x === "object" && x !== null && Symbol.asyncIterator in x;

/**
 * A stream's answers, each passed on as it comes (every change is a page's cue to act, even
 * one that leaves its answer as it was: the commission's device steps on it), with `settled`
 * run after each one (the stream's loaders let go of what they read, so that an idle stream
 * holds no rows).
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
