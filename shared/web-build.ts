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
