import { createHash } from "node:crypto";
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  type OperationDefinitionNode,
  parse,
  specifiedRules,
  type ValidationRule,
  validate,
} from "graphql";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
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
 * @param rules graphql-armor's validation rules (`apiLimits(…).validationRules`)
 * @param explorable whether introspection is on (suggestions are then allowed, as on `/graphql`)
 *
 * Parsing and validating a new text is the costly part (graphql-js's overlapping-fields rule
 * grows with the square of a selection's fields: a 6 kB document of one field repeated takes
 * 0.1–0.3 s here), so each client address has {@link CHECK_MS_PER_MINUTE} ms a minute of it:
 * the time a new text took is charged to its address, and an address past its allowance is
 * refused (RATE_LIMITED) until it refills. A text validated before (its SHA-256 among the last
 * {@link KNOWN_DOCUMENTS}) is parsed again without validation and charged nothing, whoever
 * sends it: the pages' own documents (a few milliseconds each, once) never count, so the
 * allowance refuses no page, even behind an address whose other clients flood.
 * @returns `check`: the document, or the errors that refuse it (RATE_LIMITED past the
 *   address's allowance); `keptChars`: the text kept now
 */
export function liveDocuments(
  schema: GraphQLSchema,
  rules: readonly ValidationRule[],
  explorable: boolean,
): {
  check(
    query: string,
    operationName: string | undefined,
    address: string,
  ): Promise<CheckedDocument | { errors: GraphQLError[]; refused?: true }>;
  keptChars(): number;
} {
  const kept = new Map<string, DocumentNode>();
  const known = new Set<string>();
  const spent = new RateLimiterMemory({ points: CHECK_MS_PER_MINUTE, duration: 60 });
  let chars = 0;
  const allRules = [...specifiedRules, ...rules];
  const refuse = (errors: readonly GraphQLError[]) => ({
    errors: errors.map(
      (e) =>
        new GraphQLError(explorable ? e.message : withoutSuggestions(e.message), {
          nodes: e.nodes,
          extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
        }),
    ),
  });
  const check = async (query: string, operationName: string | undefined, address: string) => {
    let document = kept.get(query);
    if (document) {
      // Most recently used: to the end of the map's order.
      kept.delete(query);
      kept.set(query, document);
    } else {
      const digest = createHash("sha256").update(query).digest("base64");
      const validated = known.has(digest);
      if (!validated) {
        const used = await spent.get(address);
        if (used && used.consumedPoints >= CHECK_MS_PER_MINUTE) {
          const retryAfter = Math.max(1, Math.ceil(used.msBeforeNext / 1000));
          return {
            refused: true as const,
            errors: [
              new GraphQLError(
                `Слишком много новых документов GraphQL с этого адреса. Повторите через ${retryAfter} с.`,
                { extensions: { code: "RATE_LIMITED", retryAfter } },
              ),
            ],
          };
        }
      }
      // What this text took is charged to its address, whatever comes of it.
      const started = performance.now();
      const charge = () =>
        validated
          ? undefined
          : spent
              .consume(address, Math.max(1, Math.ceil(performance.now() - started)))
              .catch((err: unknown) => {
                if (!(err instanceof RateLimiterRes)) throw err;
              });
      try {
        document = parse(query, { maxTokens: MAX_TOKENS });
      } catch (err) {
        await charge();
        const error = err instanceof GraphQLError ? err : new GraphQLError("Некорректный документ GraphQL.");
        return {
          errors: [new GraphQLError(error.message, { extensions: { code: "GRAPHQL_PARSE_FAILED" } })],
        };
      }
      if (!validated) {
        const errors = validate(schema, document, allRules);
        await charge();
        if (errors.length) return refuse(errors);
        known.add(digest);
        if (known.size > KNOWN_DOCUMENTS) known.delete(known.values().next().value as string);
      }
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
  return { check, keptChars: () => chars };
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
 * before (the web's own take a few each, once): a quarter of a second, so that a flood from a
 * few addresses holds the event loop for a small part of each minute.
 */
export const CHECK_MS_PER_MINUTE = 250;

/** How many validated documents are remembered by digest (32 bytes each, about 1 MB in all). */
const KNOWN_DOCUMENTS = 10_000;
