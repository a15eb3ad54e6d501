// What the web's build leaves for the server to read: no dependencies (the server, the build's
// Vite plugins and the benchmark import it).

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
