import type { ApolloServerPlugin, LandingPage } from "@apollo/server";
import { ApolloServerPluginLandingPageLocalDefault } from "@apollo/server/plugin/landingPage/default";
import type { Request, RequestHandler } from "express";
import { sandboxPolicy } from "../lib/http-security.ts";
import { localSandboxPage } from "./sandbox-page.ts";

/**
 * What Apollo answers with a page rather than JSON: a GET whose `Accept` prefers `text/html`
 * over every GraphQL answer type, negotiated over the same list as Apollo Server's
 * `prefersHTML`, so a GraphQL GET (`Accept: application/json`, or `*\/*`) is never taken for
 * the page.
 */
function prefersHtml(req: Request): boolean {
  if (req.method !== "GET" || !req.get("accept")) return false;
  const best = req.accepts([
    "application/json; charset=utf-8",
    "application/graphql-response+json; charset=utf-8",
    "multipart/mixed; deferSpec=20220824",
    "multipart/mixed; incrementalSpec=v0.2",
    "multipart/mixed",
    "text/html",
  ]);
  return best === "text/html";
}

/** Apollo Sandbox as `/graphql`'s page in a browser: the Apollo plugin that renders it, and the route that serves it. */
export interface SandboxLanding {
  /**
   * Renders Apollo's local default page (embedded Sandbox, with the session cookie) once the
   * server starts; it gives Apollo no landing page of its own (app.ts adds
   * ApolloServerPluginLandingPageDisabled), so the page is only ever served by {@link page}.
   */
  plugin: ApolloServerPlugin;
  /**
   * `GET /graphql` from a browser: the page as {@link localSandboxPage} makes it (in Russian,
   * without Apollo's favicon, manifest and web font, linking to the self-hosted GraphiQL at
   * `/graphiql`, which is its one message on a network without internet access, issue #15),
   * under the CSP {@link sandboxPolicy} built on the page's own nonce. Anything else goes on
   * to Apollo.
   */
  page: RequestHandler;
}

/** Apollo Sandbox on `/graphql` for browsers (outside production, or with GRAPHQL_INTROSPECTION=1). */
export function sandboxLanding(): SandboxLanding {
  const sandbox = ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true });
  let landing: LandingPage | undefined;
  return {
    plugin: {
      async serverWillStart(service) {
        const listener = await sandbox.serverWillStart?.(service);
        landing = await listener?.renderLandingPage?.();
      },
    },
    page: async (req, res, next) => {
      if (!landing || !prefersHtml(req)) return next();
      const html = typeof landing.html === "string" ? landing.html : await landing.html();
      // Apollo makes a fresh nonce for each page; its inline script and styles carry it.
      const nonce = /nonce=["']?([0-9a-f]{16,})/.exec(html)?.[1];
      if (!nonce) return next(new Error("Apollo's landing page has no CSP nonce"));
      res
        .set("Content-Security-Policy", sandboxPolicy(nonce))
        .type("html")
        .send(localSandboxPage(html, nonce));
    },
  };
}
