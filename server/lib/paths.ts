import { fileURLToPath } from "node:url";

/**
 * The project's root (where package.json is), as a URL ending in "/": two levels above this
 * module in the sources (server/lib/) and above the built server (dist/server/*.mjs),
 * which holds this module too. Files the server reads at run time are found from here.
 */
export const rootUrl = new URL("../../", import.meta.url);

/** A file or directory under the project's root, as a path. */
export const fromRoot = (relative: string): string => fileURLToPath(new URL(relative, rootUrl));
