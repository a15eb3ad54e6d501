// `npm run build:server` (and before `npm start`): the server as one ES module,
// dist/server/main.mjs, with the packages it imports left in node_modules. Node then runs
// plain JavaScript: no TypeScript loader thread, a faster start and less memory than
// `node --import tsx server/main.ts` (which `npm run dev` and the tests still use).

import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

/** The built server's entry, two levels below the root as lib/paths.ts expects. */
export const serverBundle = fileURLToPath(new URL("../dist/server/main.mjs", import.meta.url));

/** Bundles server/main.ts into {@link serverBundle}. @throws on a build error (printed) */
export async function buildServer(): Promise<string> {
  await build({
    entryPoints: [fileURLToPath(new URL("./main.ts", import.meta.url))],
    outfile: serverBundle,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
  });
  return serverBundle;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await buildServer();
