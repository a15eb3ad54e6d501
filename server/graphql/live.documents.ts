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
 * @returns `check`: the document, or the errors that refuse it; `keptChars`: the text kept now
 */
export function liveDocuments(
  schema: GraphQLSchema,
  rules: readonly ValidationRule[],
  explorable: boolean,
): {
  check(query: string, operationName: string | undefined): CheckedDocument | { errors: GraphQLError[] };
  keptChars(): number;
} {
  const kept = new Map<string, DocumentNode>();
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
  const check = (query: string, operationName: string | undefined) => {
    let document = kept.get(query);
    if (document) {
      // Most recently used: to the end of the map's order.
      kept.delete(query);
      kept.set(query, document);
    } else {
      try {
        document = parse(query, { maxTokens: MAX_TOKENS });
      } catch (err) {
        const error = err instanceof GraphQLError ? err : new GraphQLError("Некорректный документ GraphQL.");
        return {
          errors: [new GraphQLError(error.message, { extensions: { code: "GRAPHQL_PARSE_FAILED" } })],
        };
      }
      const errors = validate(schema, document, allRules);
      if (errors.length) return refuse(errors);
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

/** The characters of text the parsed documents kept may hold in all; a larger single text is never kept. */
export const DOCUMENT_BUDGET_CHARS = 128 * 1024;
