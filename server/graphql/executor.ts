import type { ApolloServerOptionsWithGateway } from "@apollo/server";
import {
  BREAK,
  type DocumentNode,
  type ExecutionResult,
  execute,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  Kind,
  type OperationDefinitionNode,
  visit,
} from "graphql";
import { type CompiledQuery, compileQuery, isCompiledQuery } from "graphql-jit";
import { withoutValues } from "./variable-errors.ts";

/** One operation to run: what graphql-js's `execute` takes, less the schema. */
export interface Execution {
  document: DocumentNode;
  operationName?: string | null;
  /** The operation when the caller has resolved it already (Apollo has). */
  operation?: OperationDefinitionNode | null;
  variableValues?: Record<string, unknown> | null;
  contextValue: unknown;
}

/** Runs an operation on the executor's schema; never rejects for a resolver's error. */
export type Executor = (run: Execution) => Promise<ExecutionResult>;

/** How many times an operation runs through graphql-js before it is compiled. */
const COMPILE_AFTER = 2;

interface Compilation {
  runs: number;
  /** The compiled operation; null: never compiled (introspection, a string literal, or the compiler refused it). */
  compiled?: CompiledQuery | null;
}

/**
 * The executor of `/graphql` and `/api/v1`: an operation that has run {@link COMPILE_AFTER}
 * times is compiled by graphql-jit into one function (no per-field resolve info, argument
 * coercion or path objects at run time), which then runs every later request of it.
 *
 * The same schema object is compiled, so every field's `resolve` (the `@auth` wrappers of
 * auth.directive.ts included) runs as under graphql-js; results and errors have graphql-js's
 * shape. graphql-js's `execute` still runs:
 * - an operation's first runs (a one-off query costs no compilation);
 * - introspection (`__schema`, `__type`), which graphql-jit does not implement;
 * - a document with a string literal anywhere (`poll(token: "…")`): graphql-jit 0.8.9 (pinned
 *   exactly in package.json; check `objectStringify` again before upgrading) writes
 *   an argument's literal value into the code it compiles as JSON, then rewrites its own date
 *   markers in that text with a regular expression (`objectStringify`), so a string holding the
 *   marker becomes code: a remote code execution for anyone who may send a query. Clients pass
 *   strings as variables, which never enter the code (the web app's and the REST layer's
 *   documents have no string literal);
 * - a request whose variables do not fit the operation: graphql-jit refuses it before any
 *   resolver runs, and graphql-js then answers with its canonical errors, less the values
 *   they would repeat (`variable-errors.ts` `withoutValues`);
 * - anything the compiler refuses.
 * Compilations are keyed by the operation's AST node, so they live as long as the parsed
 * document does (Apollo's document cache, the REST routes' constants).
 */
export function jitExecutor(schema: GraphQLSchema): Executor {
  const compilations = new WeakMap<OperationDefinitionNode, Compilation>();

  function compiledFor(run: Execution): CompiledQuery | null {
    const operation = run.operation ?? getOperationAST(run.document, run.operationName);
    if (!operation) return null;
    let entry = compilations.get(operation);
    if (!entry) {
      entry = { runs: 0 };
      compilations.set(operation, entry);
    }
    if (entry.compiled !== undefined) return entry.compiled;
    if (++entry.runs < COMPILE_AFTER) return null;
    entry.compiled = compile(schema, run.document, operation);
    return entry.compiled;
  }

  return async (run) => {
    const compiled = compiledFor(run);
    if (compiled) {
      const result = await compiled.query(undefined, run.contextValue, run.variableValues ?? {});
      if ("data" in result)
        return result.errors ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
    }
    const result = await execute({ schema, ...run });
    if (result.data !== undefined || !result.errors) return result;
    // Variables that do not fit: graphql-js's messages repeat the values sent; ours do not.
    const operation = run.operation ?? getOperationAST(run.document, run.operationName) ?? null;
    return { errors: withoutValues(result.errors, schema, operation, run.variableValues ?? {}) };
  };
}

/**
 * A graphql-jit error as graphql-js's own, with the same message, path, locations, extensions
 * and original error. graphql-jit defines `message` read-only; Apollo's plugins may rewrite it
 * (graphql-armor's field-suggestion mask does, in production, for every error), and the write
 * threw: every expected error of a compiled operation (a guest's UNAUTHENTICATED, a repeated
 * vote's CONFLICT) was answered as a 500.
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  const copy = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
  // graphql-js derives locations from AST nodes, which graphql-jit does not keep.
  Object.defineProperty(copy, "locations", {
    value: error.locations,
    enumerable: Boolean(error.locations?.length),
  });
  return copy;
}

/** graphql-jit's function for `operation`, or null where graphql-js must run it. */
function compile(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): CompiledQuery | null {
  if (uncompilable(document)) return null;
  try {
    const compiled = compileQuery(schema, document, operation.name?.value, {
      disablingCapturingStackErrors: true,
    });
    return isCompiledQuery(compiled) ? compiled : null;
  } catch {
    return null;
  }
}

/**
 * Whether graphql-js must run `document`: it introspects (`__schema`, `__type`), or it holds a
 * string literal, which graphql-jit would put into the compiled code (see {@link jitExecutor}).
 * Names (fields, aliases, variables, fragments) are safe there: the GraphQL lexer allows only
 * `[_A-Za-z][_0-9A-Za-z]*` (GraphQL spec, §2.1.9 Names).
 */
function uncompilable(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.FIELD](node) {
      if (node.name.value !== "__schema" && node.name.value !== "__type") return;
      found = true;
      return BREAK;
    },
    [Kind.STRING]() {
      found = true;
      return BREAK;
    },
  });
  return found;
}

type Gateway = ApolloServerOptionsWithGateway<object>["gateway"];

/**
 * Apollo Server's way to run its operations through another executor: a "gateway" that
 * serves `schema` (with `sdl`, its source) and executes with `executor`. Apollo still parses,
 * validates (armor's limits included), runs its plugins and formats errors.
 */
export function executorGateway(schema: GraphQLSchema, sdl: string, executor: Executor): Gateway {
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: sdl });
      return () => {};
    },
    async load() {
      return {
        executor: (rc) =>
          executor({
            document: rc.document,
            // Apollo's resolved operation, or none: then the name the client asked for (not
            // `rc.operationName`, which is the resolved operation's and null here), so that an
            // unknown name is refused instead of running the document's only operation.
            operation: rc.operation,
            operationName: rc.request.operationName ?? null,
            variableValues: rc.request.variables,
            contextValue: rc.context,
          }),
      };
    },
    async stop() {},
  };
}
