import { randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import type { GraphQLError } from "graphql";
import { type RenderPage, WEB_RENDER_DIR, WEB_RENDER_ENTRY } from "../../shared/web-build.ts";
import { pagePolicy } from "../lib/http-security.ts";
import { isKnownPage, type WebConfig, webTemplate } from "../lib/spa.ts";
import { type AppDeps, createContext } from "./context.ts";
import type { Executor } from "./executor.ts";
import { formatError, isUnexpected } from "./format-error.ts";

/** What the server's render module (web/src/entry-server.tsx, built by `npm run build`) exports. */
interface WebRender {
  renderPage: RenderPage;
}

/**
 * The web app's pages rendered on the server (spec §4; issue 39): each GET of a page runs the
 * web's own render (web/src/entry-server.tsx: the same route table, guards and loaders as the
 * browser) with the request's user, loaded from its session cookie by the same context as
 * `/graphql`'s, and its operations run by `/graphql`'s executor with the same `@auth` checks and
 * the same error masking. Each answer carries a fresh CSP nonce (`pagePolicy`) for the inline
 * hydration data, and its inline stylesheets' hashes; pages are `no-store` like every answer but
 * the hashed files.
 * @param webRoot the web app's folder (`web/`): index.html from `web/dist`, the render from
 *   {@link WEB_RENDER_DIR}
 * @param config the runtime configuration the page carries (`<meta name="dissovet-config">`)
 */
export function pagesHandler(
  deps: AppDeps,
  executor: Executor,
  webRoot: string,
  config: WebConfig,
): RequestHandler {
  const template = webTemplate(path.join(webRoot, "dist"), config);
  const configJson = JSON.stringify(config);
  let render: Promise<WebRender> | undefined;
  return (req, res, next) => {
    render ??= import(
      pathToFileURL(path.join(webRoot, WEB_RENDER_DIR, WEB_RENDER_ENTRY)).href
    ) as Promise<WebRender>;
    const page = req.path.replace(/\/+$/, "") || "/";
    const html = template(page);
    const nonce = randomBytes(16).toString("base64");
    res.setHeader("Content-Security-Policy", pagePolicy(nonce, html.styleHashes));
    (async () => {
      const [{ renderPage }, ctx] = await Promise.all([render, createContext(deps, req, res)]);
      await renderPage(
        {
          url: `${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`,
          known: isKnownPage(page),
          async execute(document, variables) {
            const { data, errors } = await executor({
              document,
              variableValues: variables,
              contextValue: ctx,
            });
            if (!errors?.length) return { data };
            return { data, errors: errors.map((error) => formatted(error, ctx.log)) };
          },
          nonce,
          config: configJson,
          html,
          log: (err) => (req.log ?? deps.log).error({ err }, "page render failed"),
        },
        res,
      );
    })().catch(next);
  };
}

/** A resolver's error as `/graphql` answers it (masked when unexpected, logged then). */
function formatted(error: GraphQLError, log: AppDeps["log"]) {
  if (isUnexpected(error)) log.error({ err: error }, "GraphQL resolver failed");
  return formatError(error.toJSON(), error);
}
