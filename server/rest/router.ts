import type { ApolloServer } from "@apollo/server";
import express, { type Request, type Response, type Router } from "express";
import { GraphQLError } from "graphql";
import { type AppDeps, type Context, createContext } from "../graphql/context.ts";
import { statusForCode } from "../lib/errors.ts";
import { type RestRoute, routes } from "./routes.ts";

/** Writes `{ errors: { message, code } }` with the status of `code`. */
export function sendError(res: Response, code: string, message: string): void {
  res.status(statusForCode(code)).json({ errors: { message, code } });
}

async function run(
  apollo: ApolloServer<Context>,
  deps: AppDeps,
  route: RestRoute,
  req: Request,
  res: Response,
) {
  const contextValue = await createContext(deps, req, res);
  const variables = route.variables?.(req) ?? {};
  const response = await apollo.executeOperation({ query: route.operation, variables }, { contextValue });
  if (response.body.kind !== "single") throw new Error("REST routes run single-result operations only");
  const { data, errors } = response.body.singleResult;
  const error = errors?.[0];
  if (error) {
    const code = String(error.extensions?.code ?? "INTERNAL_SERVER_ERROR");
    return sendError(res, code, error.message);
  }
  const shaped = route.present((data ?? {}) as Record<string, unknown>);
  if (route.respond) return route.respond(res, shaped);
  res.json({ data: shaped });
}

/**
 * The REST `/api/v1` layer: each route runs its GraphQL operation through the same schema,
 * context and `@auth` checks as `/graphql`, and answers `{ data }` or
 * `{ errors: { message, code } }` with the code's HTTP status.
 */
export function restRouter(apollo: ApolloServer<Context>, deps: AppDeps): Router {
  const router = express.Router();
  for (const route of routes) {
    router[route.method](route.path, async (req, res) => {
      try {
        await run(apollo, deps, route, req, res);
      } catch (err) {
        if (err instanceof GraphQLError) {
          return sendError(res, String(err.extensions.code ?? "BAD_USER_INPUT"), err.message);
        }
        deps.log.error({ err, route: route.path }, "REST route failed");
        sendError(res, "INTERNAL_SERVER_ERROR", "Внутренняя ошибка сервера. Попробуйте ещё раз.");
      }
    });
  }
  router.use((_req, res) => sendError(res, "NOT_FOUND", "Такого метода API нет."));
  return router;
}
