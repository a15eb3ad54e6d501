// What the web's build leaves for the server to read, and the contract of its render of the
// pages: no dependencies at run time (the server, the build's Vite plugins and the benchmark
// import it).

import type { ServerResponse } from "node:http";
import type { DocumentNode, FormattedExecutionResult } from "graphql";

/**
 * Where `npm run build` writes the first view of each measured page (web/build/bundle-budget.ts):
 * a JSON list of `{ route, files, js, css, total, limit }`, `route` as `/polls/:token`, `files`
 * relative to web/dist. The build prints it as its budget table; the server names each page's
 * files for preloading (server/lib/spa.ts); the benchmark reads the ballot's size. Under
 * web/dist, in a dot-folder that is not served.
 */
export const ROUTE_SIZES_FILE = ".vite/route-sizes.json";

/**
 * Where `npm run build` writes the server's render of the pages (`vite build --ssr` of
 * web/src/entry-server.tsx), relative to web/: the server imports {@link WEB_RENDER_ENTRY} from it.
 */
export const WEB_RENDER_DIR = "dist-server";

/** The render's module in {@link WEB_RENDER_DIR}. */
export const WEB_RENDER_ENTRY = "entry-server.js";

/**
 * Runs one GraphQL operation of a page as the request's own user (its session cookie), with
 * the same checks as `/graphql`: the server's executor (server/graphql/pages.ts). Never rejects
 * for a resolver's error: errors come formatted as `/graphql` formats them.
 */
export type PageExecutor = (
  document: DocumentNode,
  variables: Record<string, unknown>,
) => Promise<FormattedExecutionResult>;

/** One page to render: what the server knows of the request. */
export interface PageRender {
  /** The page's absolute URL, e.g. `http://localhost:3000/desk/secretar/defenses/7`. */
  url: string;
  /** Whether the server knows the path as a page of the app (server/lib/spa.ts): else 404. */
  known: boolean;
  execute: PageExecutor;
  /** This answer's CSP nonce (base64), for the inline scripts and the data block. */
  nonce: string;
  /** The runtime configuration's JSON, as the `<meta name="dissovet-config">` tag carries it. */
  config: string;
  /** index.html cut at `#root`'s content: what goes before the rendered app and what goes after. */
  html: { before: string; after: string };
  /** Reports a failure while rendering (the server's log). */
  log(error: unknown): void;
}

/** What {@link WEB_RENDER_ENTRY} exports: web/src/entry-server.tsx `renderPage`, which writes and ends `res`. */
export type RenderPage = (page: PageRender, res: ServerResponse) => Promise<void>;
