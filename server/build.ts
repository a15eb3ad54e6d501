// `npm run build:server` (and before `npm start`): the server as one ES module,
// dist/server/main.mjs, with the packages it imports left in node_modules. Node then runs
// plain JavaScript: no TypeScript loader thread, a faster start and less memory than
// `node --import tsx server/main.ts` (which `npm run dev` and the tests still use).

import { readFileSync } from "node:fs";
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

/**
 * How `npm start` runs the built server, read from package.json's `start` script (its last
 * command: `VAR=value … node --flag … dist/server/main.mjs`): the environment and Node flags,
 * so that the benchmark and the tests start the server exactly as deployments do.
 * @throws Error when the script no longer has that form
 */
export function startCommand(): { env: Record<string, string>; nodeArgs: string[] } {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
    scripts: Record<string, string>;
  };
  const last = (pkg.scripts.start ?? "").split("&&").at(-1)?.trim().split(/\s+/) ?? [];
  const env: Record<string, string> = {};
  let i = 0;
  for (; i < last.length && /^[A-Z_]+=/.test(last[i] ?? ""); i++) {
    const [key = "", ...value] = (last[i] ?? "").split("=");
    env[key] = value.join("=");
  }
  const nodeArgs = last.slice(i + 1, -1);
  if (
    last[i] !== "node" ||
    last.at(-1) !== "dist/server/main.mjs" ||
    nodeArgs.some((a) => !a.startsWith("--"))
  )
    throw new Error(
      `package.json's start script is not "[VAR=value …] node [--flag …] dist/server/main.mjs"`,
    );
  return { env, nodeArgs };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await buildServer();
