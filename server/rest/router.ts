import type { ApolloServer } from "@apollo/server";
import express, { type Request, type Response, type Router } from "express";
import { GraphQLError, type GraphQLSchema, print } from "graphql";
import type { RoleName } from "../auth/user.table.ts";
import { requiredRoles, requireRole } from "../graphql/auth.directive.ts";
import { type AppDeps, type Context, createContext } from "../graphql/context.ts";
import { statusForCode } from "../lib/errors.ts";
import { refuseNul } from "../lib/http-security.ts";
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

async function run(
  apollo: ApolloServer<Context>,
  deps: AppDeps,
  route: RestRoute,
  roles: RoleName[] | null,
  req: Request,
  res: Response,
) {
  const contextValue = await createContext(deps, req, res);
  // The operation's own @auth decision, taken before the request's parameters are read, so a
  // caller without access learns nothing from validation messages.
  if (roles) requireRole(contextValue, roles);
  const query = parseQuery(req, route.query);
  const variables = route.variables?.(req, query) ?? {};
  const response = await apollo.executeOperation({ query: route.operation, variables }, { contextValue });
  if (response.body.kind !== "single") throw new Error("REST routes run single-result operations only");
  const { data, errors } = response.body.singleResult;
  const error = errors?.[0];
  if (error) {
    const code = String(error.extensions?.code ?? "INTERNAL_SERVER_ERROR");
    return sendError(res, code, error.message, error.extensions ?? {});
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
 * The REST `/api/v1` layer: each route runs its GraphQL operation through the same schema,
 * context and `@auth` checks as `/graphql`, and answers `{ data }` (lists add `meta.total`)
 * or `{ errors: { message, code } }` with the code's HTTP status.
 */
export function restRouter(apollo: ApolloServer<Context>, deps: AppDeps, schema: GraphQLSchema): Router {
  const router = express.Router();
  for (const route of routes) {
    const roles = requiredRoles(schema, print(route.operation));
    // Bodies up to 100 kB (413 beyond), file uploads up to their own limit.
    router[route.method](
      route.path,
      express.json({ limit: route.bodyLimit ?? "100kb" }),
      refuseNul(),
      async (req, res) => {
        try {
          await run(apollo, deps, route, roles, req, res);
        } catch (err) {
          if (err instanceof GraphQLError) {
            return sendError(
              res,
              String(err.extensions.code ?? "BAD_USER_INPUT"),
              err.message,
              err.extensions,
            );
          }
          (req.log ?? deps.log).error({ err, route: route.path }, "REST route failed");
          sendError(res, "INTERNAL_SERVER_ERROR", "Внутренняя ошибка сервера. Попробуйте ещё раз.");
        }
      },
    );
  }
  router.use((_req, res) => sendError(res, "NOT_FOUND", "Такого метода API нет."));
  return router;
}
