import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import { LINK_TOKEN_SOURCE } from "../../shared/limits.ts";
import { ROUTE_SIZES_FILE } from "../../shared/web-build.ts";

/**
 * The web app's pages (spec §2 and the desks), as the server must know them to answer an
 * unknown page or a malformed id with 404 (the app then shows "This page could not be
 * found"). Ids are decimal; ballot and commission links carry a link token (shared/limits.ts).
 * Every route of web/src/router.tsx must be here: spa.test.ts reads that table and requests
 * each of its pages (a page missing here rendered, but its reload logged a 404 in the console).
 */
export const spaPages: RegExp[] = [
  /^\/$/,
  /^\/(login|register|notAuthenticated|notAuthorized)$/,
  /^\/register\/confirm$/,
  /^\/password\/(forgot|reset)$/,
  /^\/desk$/,
  /^\/desk\/mail$/,
  /^\/desk\/admin$/,
  /^\/desk\/admin\/(boards|defenses|secretaries|users|audit)$/,
  /^\/desk\/admin\/(boards|defenses|users)\/new$/,
  /^\/desk\/admin\/(boards|defenses|secretaries|users)\/[1-9]\d{0,9}$/,
  /^\/desk\/secretar$/,
  /^\/desk\/secretar\/(boards|defenses)$/,
  /^\/desk\/secretar\/defenses\/new$/,
  /^\/desk\/secretar\/(boards|defenses)\/[1-9]\d{0,9}$/,
  /^\/desk\/secretar\/defenses\/[1-9]\d{0,9}\/protocol$/,
  /^\/polls$/,
  new RegExp(`^/polls/${LINK_TOKEN_SOURCE}$`),
  new RegExp(`^/commission/${LINK_TOKEN_SOURCE}$`),
];

/**
 * Serves the built web app's files from `webDist`. When the browser accepts it, the Brotli or
 * gzip copy that `npm run build` wrote beside a file (web/build/precompress.ts) is sent instead,
 * with `Content-Encoding`; `Vary: Accept-Encoding` on every file that has copies. Files under
 * `/assets/` carry a content hash in their name, so they are cached for a year as immutable;
 * any other file keeps a `Cache-Control` set before this handler (the app sets no-store).
 * Directories are not indexed: pages are answered by the server's render (server/graphql/pages.ts).
 */
export function webAssets(webDist: string): RequestHandler {
  return expressStaticGzip(webDist, {
    enableBrotli: true,
    // Brotli's copies are 10–20 % smaller than gzip's; browsers list gzip first.
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: { index: false, maxAge: "1y", immutable: true },
  });
}

/** Runtime configuration the web app reads from a `<meta>` tag (no inline script under the CSP). */
export interface WebConfig {
  /** Base URL of the API, e.g. "/" or "https://api.example.org/". */
  apiBaseUrl: string;
  /** The university named in the footer. */
  universityName: string;
  /** The council's IANA time zone, in which the web app shows and reads dates. */
  timeZone: string;
}

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The `<link rel="modulepreload">` and stylesheet tags of each page whose first view the build
 * measured (web/build/bundle-budget.ts writes `ROUTE_SIZES_FILE`: a page's route and every file
 * its first view loads): the page's own chunks are then fetched with the entry, instead of after
 * the entry has run and chosen the shell (on a phone's slow CPU that was about 1.5 s before the
 * commission's page started to download its code). Files index.html already names are left out.
 * @returns per page, its path's test and the tags to add; none when the table was not built
 */
function pagePreloads(webDist: string, html: string): { test: RegExp; tags: string }[] {
  const file = path.join(webDist, ROUTE_SIZES_FILE);
  if (!existsSync(file)) return [];
  const routes = JSON.parse(readFileSync(file, "utf8")) as { route: string; files: string[] }[];
  return routes.map(({ route, files }) => ({
    test: new RegExp(`^${route.replace(/:[a-z]+/gi, "[^/]+")}/?$`),
    tags: files
      .filter((f) => !html.includes(`/${f}"`))
      .map((f) =>
        f.endsWith(".css")
          ? `<link rel="stylesheet" crossorigin href="/${f}">`
          : `<link rel="modulepreload" crossorigin href="/${f}">`,
      )
      .join("\n    "),
  }));
}

/** Whether `page` (a path without its trailing "/") is a page of the app ({@link spaPages}): else its answer is 404. */
export function isKnownPage(page: string): boolean {
  return spaPages.some((p) => p.test(page));
}

/** index.html cut where the app goes: before `#root`'s content (a loading line, left out) and after it. */
export interface PageTemplate {
  before: string;
  after: string;
  /** The CSP hash sources (`'sha256-…'`) of the stylesheets `before` carries inline ({@link inlineStylesheets}). */
  styleHashes: string[];
}

/**
 * The page's stylesheets put into its `<head>` as `<style>` elements, so that the server's HTML
 * is painted as soon as it arrives: a stylesheet linked from the head blocks the first paint for
 * its own round trip (on Lighthouse's slow 4G, 150 ms and more; issue 39). Each `<link>` stays,
 * `disabled` (the browser neither fetches nor applies it: HTML Living Standard, link type
 * "stylesheet"; section unverified): the app's loader of a lazy page's code (Vite's preload
 * helper) takes a `<link rel="stylesheet">` with that address as the stylesheet already there,
 * and does not fetch it again.
 * @param html the head's tags, as index.html and {@link pagePreloads} give them
 * @returns the tags with every stylesheet inline, and each one's hash for the CSP's `style-src`
 *   (CSP Level 3 §6.7.2.3 hash sources; our own files, so a hash, fixed per build, not a nonce)
 * @throws when a stylesheet holds `</style` (it could not be inlined as it is)
 */
function inlineStylesheets(webDist: string, html: string): { html: string; styleHashes: string[] } {
  const styleHashes: string[] = [];
  const inlined = html.replace(
    /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
    (link, file: string) => {
      const css = readFileSync(path.join(webDist, file), "utf8");
      if (/<\/style/i.test(css)) throw new Error(`${file}: в таблице стилей есть «</style»`);
      styleHashes.push(`'sha256-${createHash("sha256").update(css).digest("base64")}'`);
      return `<style>${css}</style>${link.replace(">", " disabled>")}`;
    },
  );
  return { html: inlined, styleHashes };
}

/**
 * The web app's index.html for each page, read once: the runtime configuration injected as
 * `<meta name="dissovet-config" content="{json}">` and, for a page whose first view the build
 * measured, its chunks named for preloading ({@link pagePreloads}), its stylesheets inline
 * ({@link inlineStylesheets}); cut at `#root`'s content,
 * where the server's render goes (server/graphql/pages.ts).
 * @returns the template of a page, by its path without the trailing "/"
 * @throws when index.html has no `<div id="root">…</div>`
 */
export function webTemplate(webDist: string, config: WebConfig): (page: string) => PageTemplate {
  let base: { html: string; preloads: { test: RegExp; tags: string }[] } | undefined;
  const cut = new Map<string, PageTemplate>();
  return (page) => {
    if (!base) {
      const html = readFileSync(path.join(webDist, "index.html"), "utf8").replace(
        "</head>",
        `<meta name="dissovet-config" content="${escapeAttr(JSON.stringify(config))}" />\n  </head>`,
      );
      base = { html, preloads: pagePreloads(webDist, html) };
    }
    const tags = (isKnownPage(page) ? base.preloads.find((p) => p.test.test(page)) : undefined)?.tags ?? "";
    let template = cut.get(tags);
    if (!template) {
      const { html, styleHashes } = inlineStylesheets(
        webDist,
        tags ? base.html.replace("</head>", `${tags}\n  </head>`) : base.html,
      );
      const root = /(<div id="root">)([\s\S]*?)(<\/div>)/.exec(html);
      if (!root) throw new Error('В index.html нет элемента <div id="root">.');
      const start = root.index + (root[1] ?? "").length;
      const end = start + (root[2] ?? "").length;
      template = { before: html.slice(0, start), after: html.slice(end), styleHashes };
      cut.set(tags, template);
    }
    return template;
  };
}

/**
 * The self-hosted GraphiQL's page (`web/dist/graphiql/index.html`, built by `npm run build`):
 * 200 with the page, or 404 when it has not been built. Its scripts and styles are files
 * under `/graphiql/assets/`, served by {@link webAssets} under the same CSP as the app.
 */
export function graphiqlPage(webDist: string): RequestHandler {
  const file = path.join(webDist, "graphiql", "index.html");
  let html: string | undefined;
  return (_req, res) => {
    if (html === undefined && existsSync(file)) html = readFileSync(file, "utf8");
    if (html === undefined) {
      res.status(404).type("text").send("GraphiQL не собран: выполните npm run build.");
      return;
    }
    res.type("html").send(html);
  };
}
