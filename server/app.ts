import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { ApolloServer } from "@apollo/server";
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from "@apollo/server/plugin/disabled";
import { expressMiddleware } from "@as-integrations/express5";
import cookieParser from "cookie-parser";
import express, { type ErrorRequestHandler } from "express";
import { pinoHttp } from "pino-http";
import { type AppDeps, type Context, createContext, sessionCookieOf } from "./graphql/context.ts";
import { executorGateway, jitExecutor } from "./graphql/executor.ts";
import { formatError, GENERIC_ERROR, isUnexpected } from "./graphql/format-error.ts";
import { sandboxLanding } from "./graphql/landing-page.ts";
import { apiLimits, MAX_TOKENS } from "./graphql/limits.ts";
import { STREAM_BODY_LIMIT } from "./graphql/live.documents.ts";
import { type LiveFigures, liveHandler } from "./graphql/live.ts";
import { pagesHandler } from "./graphql/pages.ts";
import { buildSchema, typeDefs } from "./graphql/schema.ts";
import { admission } from "./lib/admission.ts";
import { DEFAULT_POOL_SIZE, databaseAnswers } from "./lib/database.ts";
import { forwardedHeaders } from "./lib/http-proxy.ts";
import { refuse, refuseCrossSite, refuseNul, securityHeaders } from "./lib/http-security.ts";
import { redactUrl } from "./lib/log.ts";
import { pageCompression } from "./lib/page-compression.ts";
import { fromRoot } from "./lib/paths.ts";
import { graphiqlPage, webAssets } from "./lib/spa.ts";
import { buildOpenApi } from "./rest/openapi.ts";
import { restRouter } from "./rest/router.ts";
import { routes } from "./rest/routes.ts";

/** The application's version (package.json). */
export const version = (JSON.parse(readFileSync(fromRoot("package.json"), "utf8")) as { version: string })
  .version;

/** The web app's folder: `npm run build` puts its files in `dist`, the server's render of its pages in `dist-server`. */
const webRoot = fromRoot("web/");
/** Where `npm run build` puts the web app's files. */
export const webDist = path.join(webRoot, "dist");

/** The Express app with its Apollo Server, ready to listen; `stop` releases both. */
export interface App {
  app: express.Express;
  apollo: ApolloServer<Context>;
  /** The live stream's figures (open streams, shared executions, reads). */
  live: LiveFigures;
  stop(): Promise<void>;
}

/**
 * Builds the HTTP app: `/graphql` (Apollo Server 5), `/api/v1` (REST over the same
 * operations), `/healthz`, and the built web app with a history fallback.
 * Unexpected errors are logged in full and answered with a generic Russian message.
 */
export async function createApp(deps: AppDeps): Promise<App> {
  const schema = buildSchema();
  const executor = jitExecutor(schema);
  // In production introspection and the Sandbox landing page are off unless asked for.
  const explorable = !deps.config.production || deps.config.graphqlIntrospection;
  const armor = apiLimits(explorable);
  // Apollo Sandbox for browsers on /graphql, served by its own route under its own CSP.
  const landing = explorable ? sandboxLanding() : null;
  const apollo = new ApolloServer<Context>({
    // Apollo parses, validates and formats; the operations run on the compiled executor.
    gateway: executorGateway(schema, typeDefs, executor),
    ...armor,
    plugins: [
      ...armor.plugins,
      // No HTTP caching of GraphQL answers: skip the per-field cache-control hook.
      ApolloServerPluginCacheControlDisabled(),
      // The errors formatError masks, logged in full with the request's id.
      {
        async requestDidStart() {
          return {
            async didEncounterErrors({ errors, contextValue }) {
              for (const error of errors) {
                if (isUnexpected(error))
                  (contextValue?.log ?? deps.log).error({ err: error }, "GraphQL resolver failed");
              }
            },
          };
        },
      },
      // Apollo never renders a page itself: `landing.page` does, with the CSP it needs.
      ApolloServerPluginLandingPageDisabled(),
      ...(landing ? [landing.plugin] : []),
    ],
    introspection: explorable,
    parseOptions: { maxTokens: MAX_TOKENS },
    // main.ts owns shutdown (HTTP, queue, database in order); Apollo's own signal handler
    // would race it and leave stop() waiting.
    stopOnTerminationSignals: false,
    formatError,
  });
  await apollo.start();

  const app = express();
  app.disable("x-powered-by");
  // No ETag on `res.send`: API answers are per user and `no-store`, and hashing each one (after
  // copying it into a Buffer) only cost time. The web's files keep theirs (serve-static's own).
  app.set("etag", false);
  app.set("trust proxy", deps.config.trustProxy);
  if (deps.config.proxyHeader === "forwarded") app.use(forwardedHeaders());
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
      // req.log carries the request id only; the request itself is serialized when its
      // line is written, not for every request whatever the level.
      quietReqLogger: true,
    }),
  );
  app.use(securityHeaders());
  app.use(cookieParser());
  // API answers and pages are per user (and poll pages carry a token): never cache them.
  app.use((req, res, next) => {
    if (!req.path.startsWith("/assets/")) res.set("Cache-Control", "no-store");
    next();
  });

  app.get("/healthz", async (_req, res) => {
    if (await databaseAnswers(deps.db)) res.json({ status: "ok" });
    else res.status(503).json({ status: "unavailable" });
  });

  // The API routes take their turn (lib/admission.ts): at most as many at once as the pool
  // has connections, the rest first come, first served, none held back for long.
  const turn = admission(deps.config.databasePoolSize ?? DEFAULT_POOL_SIZE);
  if (landing) app.get("/graphql", landing.page);
  // Live updates: long-lived streams, so outside the admission gate (they hold no connection of
  // the pool between events).
  const live = liveHandler(deps, schema, explorable);
  app.use(
    "/graphql/stream",
    refuseCrossSite((req) => sessionCookieOf(req) !== undefined),
    express.json({ limit: STREAM_BODY_LIMIT }),
    refuseNul(),
    live.handler,
  );
  app.use(
    "/graphql",
    express.json({ limit: "100kb" }),
    refuseNul(),
    turn,
    expressMiddleware(apollo, { context: ({ req, res }) => createContext(deps, req, res) }),
  );
  // The OpenAPI document describes every field, as introspection does: it follows the same
  // switch (off in production unless GRAPHQL_INTROSPECTION=1), so that production does not
  // publish through REST what it hides from GraphQL (OWASP ASVS 5.0 V13.4.5).
  if (explorable) {
    const openapi = buildOpenApi(schema, routes, version);
    app.get("/api/v1/openapi.json", (_req, res) => {
      res.json(openapi);
    });
  }
  app.use(
    "/api/v1",
    refuseCrossSite((req) => sessionCookieOf(req) !== undefined),
    restRouter(deps, schema, executor, turn),
  );

  if (existsSync(webDist)) {
    // The self-hosted GraphiQL (web/graphiql): a page only where the schema is explorable.
    if (explorable) app.get(["/graphiql", "/graphiql/"], graphiqlPage(webDist));
    else app.use("/graphiql", (_req, res) => void res.status(404).end());
    app.use(webAssets(webDist));
    // A page runs the API's reads on the server: it takes its turn with them.
    app.get(
      "/{*splat}",
      turn,
      pageCompression(),
      pagesHandler(deps, executor, webRoot, {
        apiBaseUrl: deps.config.apiBaseUrl,
        universityName: deps.config.universityName,
        timeZone: deps.config.timeZone,
      }),
    );
  }

  // Refusals before a route runs: a body that is not JSON, too large, in an unsupported
  // charset or encoding, or a malformed URL keep their 4xx status. On /graphql they are
  // answered in GraphQL's error shape, elsewhere in REST's.
  const onError: ErrorRequestHandler = (err: { type?: string; status?: number }, req, res, _next) => {
    const status = err.status ?? 500;
    const [code, message] =
      err.type === "entity.parse.failed"
        ? ["BAD_REQUEST", "Некорректный JSON в теле запроса."]
        : status === 413
          ? ["PAYLOAD_TOO_LARGE", "Слишком большой запрос."]
          : status >= 400 && status < 500
            ? ["BAD_REQUEST", "Некорректный запрос."]
            : ["INTERNAL_SERVER_ERROR", GENERIC_ERROR];
    if (code === "INTERNAL_SERVER_ERROR") (req.log ?? deps.log).error({ err }, "request failed");
    const httpStatus = code === "INTERNAL_SERVER_ERROR" ? 500 : status;
    refuse(req, res, httpStatus, code, message);
  };
  app.use(onError);

  return {
    app,
    apollo,
    live: live.figures,
    stop: async () => {
      await apollo.stop();
      await live.close();
    },
  };
}

/** Starts listening; resolves with the server once it accepts connections. */
export function listen(app: express.Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (err?: Error) => (err ? reject(err) : resolve(server)));
  });
}
