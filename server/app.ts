import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { Server } from "node:http";
import { fileURLToPath } from "node:url";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { ApolloServerPluginLandingPageLocalDefault } from "@apollo/server/plugin/landingPage/default";
import { expressMiddleware } from "@as-integrations/express5";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import cookieParser from "cookie-parser";
import express, { type ErrorRequestHandler } from "express";
import { sql } from "kysely";
import { pinoHttp } from "pino-http";
import { type AppDeps, type Context, createContext } from "./graphql/context.ts";
import { buildSchema } from "./graphql/schema.ts";
import { statusForCode } from "./lib/errors.ts";
import { refuseCrossSite, securityHeaders } from "./lib/http-security.ts";
import { redactUrl } from "./lib/log.ts";
import { spaHandler } from "./lib/spa.ts";
import { buildOpenApi } from "./rest/openapi.ts";
import { restRouter, sendError } from "./rest/router.ts";
import { routes } from "./rest/routes.ts";

/** The application's version (package.json). */
export const version = (
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }
).version;

/** Where `npm run build` puts the web app. */
export const webDist = fileURLToPath(new URL("../web/dist", import.meta.url));

const GENERIC_ERROR = "Внутренняя ошибка сервера. Попробуйте ещё раз.";

/** The Express app with its Apollo Server, ready to listen; `stop` releases both. */
export interface App {
  app: express.Express;
  apollo: ApolloServer<Context>;
  stop(): Promise<void>;
}

/**
 * Builds the HTTP app: `/graphql` (Apollo Server 5), `/api/v1` (REST over the same
 * operations), `/healthz`, and the built web app with a history fallback.
 * Unexpected errors are logged in full and answered with a generic Russian message.
 */
export async function createApp(deps: AppDeps): Promise<App> {
  const schema = buildSchema();
  // In production introspection and the Sandbox landing page are off unless asked for.
  const explorable = !deps.config.production || deps.config.graphqlIntrospection;
  // Depth, aliases, cost, tokens and directives bounded; batching off; no field suggestions
  // unless the schema is explorable.
  const armor = new ApolloArmor({
    maxDepth: { n: 10 },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    maxTokens: { n: 3000 },
    costLimit: { maxCost: 5000 },
    blockFieldSuggestion: { enabled: !explorable },
  }).protect();
  const apollo = new ApolloServer<Context>({
    schema,
    ...armor,
    plugins: [
      ...armor.plugins,
      explorable
        ? ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true })
        : ApolloServerPluginLandingPageDisabled(),
    ],
    introspection: explorable,
    // main.ts owns shutdown (HTTP, queue, database in order); Apollo's own signal handler
    // would race it and leave stop() waiting.
    stopOnTerminationSignals: false,
    formatError(formatted, error) {
      const code = formatted.extensions?.code;
      if (statusForCode(code) !== 500) return formatted;
      deps.log.error({ err: error }, "GraphQL resolver failed");
      return { message: GENERIC_ERROR, extensions: { code: "INTERNAL_SERVER_ERROR" } };
    },
  });
  await apollo.start();

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", deps.config.trustProxy);
  // One line per request with its id; never a token (in the URL or a header) or a body.
  app.use(
    pinoHttp({
      logger: deps.log,
      genReqId: (_req, res) => {
        const id = randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url === "/healthz" || (req.url?.startsWith("/assets/") ?? false) },
    }),
  );
  app.use(securityHeaders({ sandbox: explorable }));
  app.use(cookieParser());
  // API answers and pages are per user (and poll pages carry a token): never cache them.
  app.use((req, res, next) => {
    if (!req.path.startsWith("/assets/")) res.set("Cache-Control", "no-store");
    next();
  });

  app.get("/healthz", async (_req, res) => {
    try {
      await sql`select 1`.execute(deps.db);
      res.json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });

  app.use(
    "/graphql",
    express.json({ limit: "100kb" }),
    expressMiddleware(apollo, { context: ({ req, res }) => createContext(deps, req, res) }),
  );
  const openapi = buildOpenApi(schema, routes, version);
  app.get("/api/v1/openapi.json", (_req, res) => {
    res.json(openapi);
  });
  app.use("/api/v1", refuseCrossSite(), restRouter(apollo, deps, schema));

  if (existsSync(webDist)) {
    app.use(express.static(webDist, { index: false, maxAge: "1y", immutable: true }));
    app.get(
      "/{*splat}",
      spaHandler(webDist, { apiBaseUrl: deps.config.apiBaseUrl, universityName: deps.config.universityName }),
    );
  }

  const onError: ErrorRequestHandler = (err: { type?: string; status?: number }, _req, res, _next) => {
    if (err.type === "entity.parse.failed")
      return sendError(res, "BAD_REQUEST", "Некорректный JSON в теле запроса.");
    if (err.type === "entity.too.large") {
      return res
        .status(413)
        .json({ errors: { message: "Слишком большой запрос.", code: "PAYLOAD_TOO_LARGE" } });
    }
    deps.log.error({ err }, "request failed");
    sendError(res, "INTERNAL_SERVER_ERROR", GENERIC_ERROR);
  };
  app.use(onError);

  return { app, apollo, stop: () => apollo.stop() };
}

/** Starts listening; resolves with the server once it accepts connections. */
export function listen(app: express.Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (err?: Error) => (err ? reject(err) : resolve(server)));
  });
}
