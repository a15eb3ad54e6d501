// `npm run build:server` (and `npm start` when something changed): the server as ES modules
// in dist/server, with the packages it imports bundled in (but those in EXTERNAL), whitespace
// and syntax minified: main.mjs (the settings and what it shares with the rest), start-*.mjs
// (the rest of the server, which main.mjs imports once it has started the embedded database's
// thread), pglite.worker.mjs (that thread), documents.worker.mjs (the thread that validates the
// live stream's new documents), build-check.mjs (see below) and a few shared
// chunks. Node then reads a few files instead of 1 238 modules (1 126 of them from
// node_modules) and runs plain JavaScript: no TypeScript loader thread, a faster start and less
// memory than `node --import tsx server/main.ts` (which `npm run dev` and the tests still use).
// Names are kept, so a stack trace still names its functions; `node --enable-source-maps` maps
// it to the sources (the .map beside each file). `npm start` first runs build-check.mjs
// (server/build-check.ts) and this script only when that finds the bundle out of date: a
// restart spends no seconds bundling what has not changed.

import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type OutputFile } from "esbuild";
import { outOfDate, STAMP, writeBuildStamp } from "./build-check.ts";

/** The built server's entry, two levels below the root as lib/paths.ts expects. */
export const serverBundle = fileURLToPath(new URL("../dist/server/main.mjs", import.meta.url));

/** The project's root: esbuild resolves from it, and the build's stamp names files from it. */
const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * Packages left in node_modules and imported from there: a native addon (argon2), packages
 * that read their own files at run time (PGlite's WebAssembly and data, pdfkit's font
 * metrics, the DejaVu fonts, pino's worker transports), the web build (vite, esbuild), and
 * the libraries loaded at first use only (mail, the common-password list), which the bundle
 * would otherwise carry in memory from the start.
 *
 * Also Apollo's hash helper: it picks Node's `crypto` only where CommonJS's `module.require`
 * exists, so in the bundle it took the SHA-256 of every GraphQL operation's text with the
 * pure-JavaScript sha.js (about 0.09 ms of CPU a request in a profile of the bench's R-GQL,
 * 26.11.2026). It is a direct dependency in package.json, so that dist/server resolves it.
 */
const EXTERNAL = [
  "argon2",
  "@electric-sql/pglite",
  "pdfkit",
  "dejavu-fonts-ttf",
  "pino",
  "pino-http",
  "vite",
  "esbuild",
  "pg-native",
  "nodemailer",
  "postal-mime",
  "@zxcvbn-ts/language-common",
  "@apollo/utils.createhash",
];

/**
 * `code` with every non-ASCII character written as a `\u` escape of its four hex digits
 * (`ё` → `\u0451`). esbuild escapes them in
 * strings and names but leaves regular expression literals as they are (evanw/esbuild PR 4205),
 * and one Cyrillic letter in a pattern (lib/russian.ts) makes V8 hold the whole bundle's
 * source as a two-byte string: 8.9 MB of heap instead of 4.4. An escape means the same
 * character in a string, a name, a pattern and a comment (only a pattern's `source` text
 * shows the escape). @throws Error when a backslash precedes a non-ASCII character, whose
 * escape would change the meaning
 */
export function asciiOnly(code: string): string {
  if (/\\[\u0080-\uffff]/.test(code)) throw new Error("a backslash before a non-ASCII character");
  // Each UTF-16 unit on its own: a character beyond U+FFFF becomes its two surrogates' escapes.
  return code.replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`,
  );
}

/**
 * What a bundle depends on besides the modules esbuild reads (which its metafile lists): this
 * script (how it bundles), package-lock.json (the packages' versions: the bundled ones, and the
 * external ones the bundle imports by path), package.json and tsconfig.json (settings esbuild
 * reads). Paths from the project's root.
 */
export const BUILD_SCRIPT_INPUTS = ["server/build.ts", "package.json", "package-lock.json", "tsconfig.json"];

/** What esbuild bundles, from the project's root: each becomes dist/server/<name>.mjs. */
const ENTRY_POINTS = [
  "server/main.ts",
  "server/lib/pglite.worker.ts",
  "server/graphql/documents.worker.ts",
  "server/build-check.ts",
];

/** The bundle's files and what they were made from. */
export interface ServerBundle {
  /** The files as esbuild made them: `path` under `outdir`, `.mjs` text not yet in ASCII. */
  files: OutputFile[];
  /**
   * Every file the bundle depends on, from the project's root (`server/main.ts`,
   * `node_modules/zod/v4/core/core.js`, …): the modules esbuild read and {@link BUILD_SCRIPT_INPUTS}.
   */
  inputs: string[];
}

/**
 * Bundles server/main.ts and, beside it, the embedded database's thread
 * (lib/pglite.worker.ts → pglite.worker.mjs, which lib/pglite.ts starts), the live stream's
 * document thread (graphql/documents.worker.ts → documents.worker.mjs) and the check
 * `npm start` runs first (build-check.ts → build-check.mjs), in memory, for
 * `outdir` (dist/server unless a test says otherwise; the chunks import each other by
 * relative path). @throws on a build error (printed)
 */
export async function bundleServer(outdir = path.dirname(serverBundle)): Promise<ServerBundle> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRY_POINTS,
    outdir,
    entryNames: "[name]",
    splitting: true,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: EXTERNAL.flatMap((name) => [name, `${name}/*`]),
    // The CommonJS packages in the bundle call require() for Node's own modules.
    banner: {
      js: 'import { createRequire as __require_ } from "node:module"; const require = __require_(import.meta.url);',
    },
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: "linked",
    logLevel: "warning",
    metafile: true,
    write: false,
  });
  // Metafile paths are relative to absWorkingDir, with "/" on every system; a path with a
  // namespace ("ns:…") is not a file.
  const read = Object.keys(result.metafile.inputs).filter((file) => !file.includes(":"));
  return { files: result.outputFiles, inputs: [...new Set([...read, ...BUILD_SCRIPT_INPUTS])] };
}

/**
 * Writes {@link bundleServer}'s files into `outdir` (dist/server), the scripts in ASCII, then
 * the stamp {@link outOfDate} reads (removed first, so a build that fails halfway leaves none).
 * @returns the main bundle's path ({@link serverBundle} for dist/server). @throws on a build
 * error (printed)
 */
export async function buildServer(outdir = path.dirname(serverBundle)): Promise<string> {
  const startedAt = Date.now();
  const { files, inputs } = await bundleServer(outdir);
  mkdirSync(outdir, { recursive: true });
  rmSync(path.join(outdir, STAMP), { force: true });
  for (const file of files) {
    writeFileSync(file.path, file.path.endsWith(".mjs") ? asciiOnly(file.text) : file.contents);
  }
  const outputs = files.map((file) => path.relative(outdir, file.path));
  writeBuildStamp(outdir, root, inputs, outputs, startedAt);
  return path.join(outdir, path.basename(serverBundle));
}

/**
 * {@link buildServer} only when {@link outOfDate} finds a reason, as `npm start` does (through
 * the built check, dist/server/build-check.mjs, without loading this module).
 * @returns the reason it built, or null when `outdir` was up to date
 */
export async function buildServerIfChanged(outdir = path.dirname(serverBundle)): Promise<string | null> {
  const reason = outOfDate(outdir, root);
  if (reason !== null) await buildServer(outdir);
  return reason;
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
