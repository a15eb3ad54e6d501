// The thread that parses and validates the live stream's documents never validated before
// (live.documents.ts, documentThread): a costly text (graphql-js's overlapping-fields rule
// grows with the square of a selection) holds this thread, not the server's event loop. The
// schema is built from schema.graphql's SDL alone: validation reads the types, not resolvers.
import { readFileSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { buildSchema, type DocumentNode, GraphQLError, parse, specifiedRules, validate } from "graphql";
import { fromRoot } from "../lib/paths.ts";
import { apiLimits, MAX_TOKENS } from "./limits.ts";
import type { CheckReply, CheckRequest } from "./live.documents.ts";

const port = parentPort;
if (!port) throw new Error("documents.worker.ts runs as a worker thread (live.documents.ts)");
const { explorable } = workerData as { explorable: boolean };
const schema = buildSchema(readFileSync(fromRoot("schema.graphql"), "utf8"));
const rules = [...specifiedRules, ...(apiLimits(explorable).validationRules ?? [])];
// Warmed before the first text: a cold validation takes several times a warm one (73 ms against
// 13 for a page's document here), and the first text's time is charged to its address.
validate(schema, parse('subscription { pollChanged(token: "") { status defense { place } } }'), rules);

port.on("message", ({ id, query }: CheckRequest) => {
  const started = performance.now();
  const reply = (problems: CheckReply["problems"]) =>
    port.postMessage({ id, ms: performance.now() - started, problems } satisfies CheckReply);
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: MAX_TOKENS });
  } catch (err) {
    const error = err instanceof GraphQLError ? err : new GraphQLError("Некорректный документ GraphQL.");
    reply({ code: "GRAPHQL_PARSE_FAILED", errors: [{ message: error.message, positions: error.positions }] });
    return;
  }
  const errors = validate(schema, document, rules);
  reply(
    errors.length === 0
      ? undefined
      : {
          code: "GRAPHQL_VALIDATION_FAILED",
          errors: errors.map((e) => ({ message: e.message, positions: e.positions })),
        },
  );
});
