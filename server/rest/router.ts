import express, { type Request, type RequestHandler, type Response, type Router } from "express";
import { GraphQLError, type GraphQLSchema, validate } from "graphql";
import type { RoleName } from "../auth/user.table.ts";
import { requiredRoles, requireRole } from "../graphql/auth.directive.ts";
import { type AppDeps, createContext } from "../graphql/context.ts";
import type { Executor } from "../graphql/executor.ts";
import { formatError, GENERIC_ERROR, isUnexpected } from "../graphql/format-error.ts";
import { statusForCode } from "../lib/errors.ts";
import { refuseNul } from "../lib/http-security.ts";
import { restInputError } from "./input-errors.ts";
import type { RestRoute } from "./route.types.ts";
import { routes } from "./routes.ts";
import { lowercaseRoles, metaOf, parseQuery, present } from "./shape.ts";

/**
 * Writes `{ errors: { message, code } }` with the status of `code`, plus `fields` (field →
 * message) and `rows` (a file's bad rows) when the error carries them, and `Retry-After`
 * for a rate limit.
 */
export function sendError(
  res: Response,
  code: string,
  message: string,
  extensions: Record<string, unknown> = {},
): void {
  const extra = Object.fromEntries(
    Object.entries(extensions).filter(([key]) => key === "fields" || key === "rows"),
  );
  if (typeof extensions.retryAfter === "number") res.set("Retry-After", String(extensions.retryAfter));
  res.status(statusForCode(code)).json({ errors: { message, code, ...extra } });
}

/** An error's extensions with its `fields` keyed as the route's body names them ({@link RestRoute.fieldNames}). */
function restFields(route: RestRoute, extensions: Record<string, unknown>): Record<string, unknown> {
  const fields = extensions.fields;
  const names = route.fieldNames;
  if (!names || !fields || typeof fields !== "object") return extensions;
  const renamed = Object.entries(fields as Record<string, unknown>).map(([key, message]) => {
    const [first = "", ...rest] = key.split(".");
    return [[names[first] ?? first, ...rest].join("."), message];
  });
  return { ...extensions, fields: Object.fromEntries(renamed) };
}

/**
 * Runs a route's operation: the request's context and the operation's `@auth` decision, then
 * the same executor and schema as `/graphql` (graphql-jit once the operation has run; its
 * `@auth` wrappers and resolvers), with the document validated once, at its first request.
 * Errors are formatted as Apollo's `formatError` formats them for `/graphql`, unexpected ones
 * logged in full.
 */
async function run(
  deps: AppDeps,
  schema: GraphQLSchema,
  executor: Executor,
  route: RestRoute,
  access: () => RoleName[] | null,
  req: Request,
  res: Response,
) {
  const roles = access();
  const contextValue = await createContext(deps, req, res);
  // The operation's own @auth decision, taken before the request's parameters are read, so a
  // caller without access learns nothing from validation messages.
  if (roles) requireRole(contextValue, roles);
  const query = parseQuery(req, route.query);
  const variableValues = route.variables?.(req, query) ?? {};
  const { data, errors } = await executor({ document: route.operation, variableValues, contextValue });
  const error = errors?.[0];
  if (error) {
    // Variables that do not fit the operation are refused before anything runs (no data),
    // answered in the REST request's terms (graphql-js's message names GraphQL variables).
    if (data === undefined) {
      const bad = restInputError(schema, route, variableValues);
      return sendError(res, "BAD_USER_INPUT", bad.message, bad.extensions);
    }
    if (isUnexpected(error)) contextValue.log.error({ err: error }, "GraphQL resolver failed");
    const code = error.extensions?.code ?? "INTERNAL_SERVER_ERROR";
    const formatted = formatError(
      { message: error.message, extensions: { ...error.extensions, code } },
      error,
    );
    return sendError(
      res,
      String(formatted.extensions?.code),
      formatted.message,
      restFields(route, formatted.extensions ?? {}),
    );
  }
  const raw = (data ?? {}) as Record<string, unknown>;
  let shaped = present(route.shape, raw);
  if (shaped === null && route.whenNull) throw route.whenNull();
  if (route.lowercaseRoles) shaped = lowercaseRoles(shaped);
  if (route.file) return route.file.write(res, shaped, contextValue);
  const meta = metaOf(route.shape, raw);
  res.json(meta ? { data: shaped, meta } : { data: shaped });
}

/**
 * A route's `@auth` decision (see {@link requiredRoles}), taken at its first request after its
 * document is validated against `schema`, so the server's start does not validate all of them
 * (about 60 ms). The documents are generated from schema.graphql (`npm run codegen`, checked
 * for drift in CI) and `router.test.ts` validates every one.
 * @throws Error at each request of a route whose document does not fit the schema (answered 500)
 */
export function routeAccess(schema: GraphQLSchema, route: RestRoute): () => RoleName[] | null {
  let roles: RoleName[] | null | undefined;
  return () => {
    if (roles !== undefined) return roles;
    const invalid = validate(schema, route.operation);
    if (invalid.length) throw new Error(`REST ${route.path}: ${invalid.map(String).join("; ")}`);
    roles = requiredRoles(schema, route.operation);
    return roles;
  };
}

/**
 * The REST `/api/v1` layer: each route runs its GraphQL operation through the same schema,
 * context and `@auth` checks as `/graphql`, and answers `{ data }` (lists add `meta.total`)
 * or `{ errors: { message, code } }` with the code's HTTP status. `turn` runs after a route's
 * body has been read, before its operation (app.ts passes the API's admission gate).
 */
export function restRouter(
  deps: AppDeps,
  schema: GraphQLSchema,
  executor: Executor,
  turn: RequestHandler = (_req, _res, next) => next(),
): Router {
  const router = express.Router();
  for (const route of routes) {
    const access = routeAccess(schema, route);
    // Bodies up to 100 kB (413 beyond), file uploads up to their own limit.
    router[route.method](
      route.path,
      express.json({ limit: route.bodyLimit ?? "100kb" }),
      refuseNul(),
      turn,
      async (req, res) => {
        try {
          await run(deps, schema, executor, route, access, req, res);
        } catch (err) {
          if (err instanceof GraphQLError) {
            return sendError(
              res,
              String(err.extensions.code ?? "BAD_USER_INPUT"),
              err.message,
              restFields(route, err.extensions),
            );
          }
          (req.log ?? deps.log).error({ err, route: route.path }, "REST route failed");
          sendError(res, "INTERNAL_SERVER_ERROR", GENERIC_ERROR);
        }
      },
    );
  }
  router.use((_req, res) => sendError(res, "NOT_FOUND", "Такого метода API нет."));
  return router;
}
