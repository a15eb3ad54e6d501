import { createHash } from "node:crypto";
import { Worker } from "node:worker_threads";
import {
  type DocumentNode,
  GraphQLError,
  getOperationAST,
  type OperationDefinitionNode,
  parse,
  Source,
} from "graphql";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { threadSource } from "../lib/thread-source.ts";
import { MAX_TOKENS, withoutSuggestions } from "./limits.ts";

/** A subscription document that passed every check, with its one operation. */
export interface CheckedDocument {
  document: DocumentNode;
  operation: OperationDefinitionNode;
}

/**
 * The documents of the live stream, checked as `/graphql` checks them before anything is kept:
 * parsed with the same token limit ({@link MAX_TOKENS}: a longer text costs its parse and
 * nothing more), validated with graphql-js's rules and graphql-armor's (depth, aliases,
 * directives, cost), and refused unless they hold one subscription. Only a document that
 * passed is kept, by its text, least recently used first out, at most
 * {@link DOCUMENT_BUDGET_CHARS} characters of text in all (a parsed document takes about 70
 * bytes of heap per character of its text, so some 9 MB): the web's ten documents stay parsed
 * once for every stream, and an unauthenticated client who sends new texts makes the server
 * hold nothing beyond that budget. A refusal is GraphQL errors (field suggestions removed
 * unless the schema is explorable), never kept.
 *
 * Parsing and validating a new text is the costly part (graphql-js's overlapping-fields rule
 * grows with the square of a selection's fields: a 6 kB document of one field repeated takes
 * 20–100 ms here), so it runs in a thread of its own ({@link documentThread}): the event loop
 * that serves every page is never held by it. The same text sent by several pages at once is
 * checked once. Each client address has at most {@link CHECKS_PER_ADDRESS} texts in that thread
 * at a time and {@link CHECK_MS_PER_MINUTE} ms a minute of it: the time a new text took is
 * charged to its address, and an address past its allowance is refused (RATE_LIMITED) until it
 * refills; at most {@link PENDING_CHECKS} texts wait in all. A text validated before (its
 * SHA-256 among the last {@link KNOWN_DOCUMENTS}) is parsed again here without validation and
 * charged nothing, whoever sends it: the pages' own documents count only the first time any
 * client sends them, so the allowance refuses no page the server has seen, even behind an
 * address whose other clients flood. (Until a page's document is first validated after a
 * start, a flood from its own address or from more than {@link PENDING_CHECKS} addresses can
 * delay it: it is refused for a second and the page's client tries again.)
 * @param explorable whether introspection is on (suggestions are then allowed, as on `/graphql`)
 * @returns `check`: the document, or the errors that refuse it (RATE_LIMITED past the
 *   address's allowance, or with its texts or the thread's queue full); `keptChars`: the text
 *   kept now; `close`: ends the thread
 */
export function liveDocuments(explorable: boolean): {
  check(
    query: string,
    operationName: string | undefined,
    address: string,
  ): Promise<CheckedDocument | { errors: GraphQLError[]; refused?: true }>;
  keptChars(): number;
  close(): Promise<void>;
} {
  const kept = new Map<string, DocumentNode>();
  const known = new Set<string>();
  const spent = new RateLimiterMemory({ points: CHECK_MS_PER_MINUTE, duration: 60 });
  const checking = new Map<string, number>();
  const thread = documentThread(explorable);
  let chars = 0;
  const rateLimited = (message: string, retryAfter: number) => ({
    refused: true as const,
    errors: [new GraphQLError(message, { extensions: { code: "RATE_LIMITED", retryAfter } })],
  });
  const refuse = (query: string, problems: NonNullable<CheckReply["problems"]>) => ({
    errors: problems.errors.map(
      (e) =>
        new GraphQLError(
          explorable || problems.code !== "GRAPHQL_VALIDATION_FAILED"
            ? e.message
            : withoutSuggestions(e.message),
          { source: new Source(query), positions: e.positions, extensions: { code: problems.code } },
        ),
    ),
  });
  const inFlight = new Map<string, Promise<CheckReply | undefined>>();
  /**
   * Checks a new text in the thread for `address` ({@link CHECKS_PER_ADDRESS} at a time each),
   * charges the time it took to the address, and remembers a valid one; undefined if the
   * thread died meanwhile.
   */
  const checkCharged = (query: string, digest: string, address: string) => {
    checking.set(address, (checking.get(address) ?? 0) + 1);
    const checked = (async () => {
      try {
        const verdict = await thread.check(query);
        // What this text took is charged to its address, whatever came of it.
        await spent.consume(address, Math.max(1, Math.ceil(verdict.ms))).catch((err: unknown) => {
          if (!(err instanceof RateLimiterRes)) throw err;
        });
        if (!verdict.problems) {
          known.add(digest);
          if (known.size > KNOWN_DOCUMENTS) known.delete(known.values().next().value as string);
        }
        return verdict;
      } catch {
        return undefined;
      } finally {
        const left = (checking.get(address) ?? 1) - 1;
        if (left > 0) checking.set(address, left);
        else checking.delete(address);
        inFlight.delete(digest);
      }
    })();
    inFlight.set(digest, checked);
    return checked;
  };
  const check = async (query: string, operationName: string | undefined, address: string) => {
    let document = kept.get(query);
    if (document) {
      // Most recently used: to the end of the map's order.
      kept.delete(query);
      kept.set(query, document);
    } else {
      const digest = createHash("sha256").update(query).digest("base64");
      if (!known.has(digest)) {
        // The same text already in the thread (the pages of a sitting opening together) is
        // waited for, not checked or charged again.
        let checked = inFlight.get(digest);
        const used = checked ? undefined : await spent.get(address);
        // Another page's request may have sent the same text meanwhile.
        checked ??= inFlight.get(digest);
        if (!checked) {
          if (used && used.consumedPoints >= CHECK_MS_PER_MINUTE) {
            const retryAfter = Math.max(1, Math.ceil(used.msBeforeNext / 1000));
            return rateLimited(
              `Слишком много новых документов GraphQL с этого адреса. Повторите через ${retryAfter} с.`,
              retryAfter,
            );
          }
          if ((checking.get(address) ?? 0) >= CHECKS_PER_ADDRESS || thread.pending() >= PENDING_CHECKS)
            return rateLimited("Документ GraphQL проверяется после других. Повторите через 1 с.", 1);
          checked = checkCharged(query, digest, address);
        }
        const verdict = await checked;
        if (!verdict) return rateLimited("Документ GraphQL не проверен. Повторите через 1 с.", 1);
        if (verdict.problems) return refuse(query, verdict.problems);
      }
      // Validated (by the thread now, or before): parsed here with the same limit, a few ms.
      document = parse(query, { maxTokens: MAX_TOKENS });
      if (query.length <= DOCUMENT_BUDGET_CHARS / 4) {
        kept.set(query, document);
        chars += query.length;
        for (const [text] of kept) {
          if (chars <= DOCUMENT_BUDGET_CHARS) break;
          kept.delete(text);
          chars -= text.length;
        }
      }
    }
    const operation = getOperationAST(document, operationName);
    if (!operation)
      return {
        errors: [
          new GraphQLError("Укажите одну операцию документа (operationName).", {
            extensions: { code: "BAD_REQUEST" },
          }),
        ],
      };
    if (operation.operation !== "subscription")
      return {
        errors: [
          new GraphQLError("Здесь выполняются только подписки (subscription): запросы — на /graphql.", {
            extensions: { code: "BAD_REQUEST" },
          }),
        ],
      };
    return { document, operation };
  };
  return { check, keptChars: () => chars, close: thread.close };
}

/** A text for the document thread (documents.worker.ts) to parse and validate. */
export interface CheckRequest {
  id: number;
  query: string;
}

/**
 * The document thread's verdict on a text: the milliseconds its parse and validation took in
 * that thread, and its errors (their messages and positions in the text), if any.
 */
export interface CheckReply {
  id: number;
  ms: number;
  problems?: {
    code: "GRAPHQL_PARSE_FAILED" | "GRAPHQL_VALIDATION_FAILED";
    errors: { message: string; positions: readonly number[] | undefined }[];
  };
}

/**
 * The thread that parses and validates new texts (documents.worker.ts, with `/graphql`'s rules
 * for `explorable`), started at the first text and again after it died; texts are answered in
 * order. It keeps the process alive only while a text waits.
 * @returns `check`: the verdict (rejects if the thread died meanwhile); `pending`: the texts
 *   waiting; `close`: ends the thread
 */
function documentThread(explorable: boolean) {
  let worker: Worker | undefined;
  const waiting = new Map<number, { resolve(reply: CheckReply): void; reject(err: Error): void }>();
  let nextId = 1;
  const start = () => {
    const source = threadSource(import.meta.url, "documents.worker");
    const started = new Worker(source.code, { eval: source.eval, workerData: { explorable } });
    started.on("message", (reply: CheckReply) => {
      const w = waiting.get(reply.id);
      if (!w) return;
      waiting.delete(reply.id);
      if (waiting.size === 0) started.unref();
      w.resolve(reply);
    });
    const die = (err: Error) => {
      if (worker === started) worker = undefined;
      for (const w of waiting.values()) w.reject(err);
      waiting.clear();
    };
    started.on("error", die);
    started.on("exit", (code) => die(new Error(`the document thread ended (${code})`)));
    return started;
  };
  return {
    check(query: string): Promise<CheckReply> {
      worker ??= start();
      const id = nextId++;
      worker.ref();
      worker.postMessage({ id, query } satisfies CheckRequest);
      return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
    },
    pending: () => waiting.size,
    async close() {
      const ending = worker;
      worker = undefined;
      await ending?.terminate();
    },
  };
}

/**
 * The largest body `/graphql/stream` reads (body-parser's `limit`); a larger one is refused with
 * 413 before it is read or parsed. A document within {@link MAX_TOKENS} of ordinary names is
 * under 25 kB; the web's own are about 1 kB.
 */
export const STREAM_BODY_LIMIT = "32kb";

/** The characters of text the parsed documents kept may hold in all; a larger single text is never kept. */
export const DOCUMENT_BUDGET_CHARS = 128 * 1024;

/**
 * Milliseconds a minute one client address may spend parsing and validating texts not validated
 * before, in the document thread: a second. The web's own take 10–20 ms each, once, and a hall's
 * pages share one address (a quarter of a second, before the thread was warmed at its start,
 * refused a sitting's desk its stream for a minute in the browser suite).
 */
export const CHECK_MS_PER_MINUTE = 1000;

/**
 * How many texts of one address may wait for the document thread at once: a page asks for one
 * or two, a hall's pages behind one NAT address for a few (the same text is waited for once).
 */
const CHECKS_PER_ADDRESS = 4;

/**
 * How many texts may wait for the document thread at once, from every address together (each at
 * most {@link STREAM_BODY_LIMIT}): past it a new text is refused for a second.
 */
const PENDING_CHECKS = 256;

/** How many validated documents are remembered by digest (32 bytes each, about 1 MB in all). */
const KNOWN_DOCUMENTS = 10_000;
