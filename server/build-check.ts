// Whether dist/server is up to date with what it was built from, without building anything:
// `npm start` runs this module as built (dist/server/build-check.mjs, a few milliseconds of
// plain Node) and bundles the server (server/build.ts, through tsx and esbuild: seconds) only
// when it exits with status 1. It imports Node's own modules alone, so that it stays small.

import { createHash } from "node:crypto";
import { readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The stamp's file in the bundle's directory: see {@link writeBuildStamp}. */
export const STAMP = "build-inputs.json";

/** An input as the build read it. */
interface InputStamp {
  size: number;
  mtimeMs: number;
  sha256: string;
}

/** `build-inputs.json`: the inputs of the bundle beside it, and its files with their sizes. */
interface BuildStamp {
  inputs: Record<string, InputStamp>;
  outputs: Record<string, number>;
}

const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

/**
 * Records, in `outdir`/build-inputs.json, what the bundle just written there was made from:
 * each input's size, modification time and SHA-256 (paths from `projectRoot`), and the size
 * of each output (paths from `outdir`). An input modified after `startedAt` (ms since the
 * epoch, taken before the build read anything; a second's margin for coarse file clocks) may
 * have changed while esbuild read it: then no stamp is written, and the next check rebuilds.
 * @returns whether the stamp was written
 */
export function writeBuildStamp(
  outdir: string,
  projectRoot: string,
  inputs: string[],
  outputs: string[],
  startedAt: number,
): boolean {
  const stamp: BuildStamp = { inputs: {}, outputs: {} };
  for (const input of inputs) {
    const file = path.join(projectRoot, input);
    const { size, mtimeMs } = statSync(file);
    if (mtimeMs >= startedAt - 1000) {
      rmSync(path.join(outdir, STAMP), { force: true });
      return false;
    }
    stamp.inputs[input] = { size, mtimeMs, sha256: sha256(file) };
  }
  for (const output of outputs) stamp.outputs[output] = statSync(path.join(outdir, output)).size;
  writeFileSync(path.join(outdir, STAMP), JSON.stringify(stamp));
  return true;
}

/**
 * Why the bundle in `outdir` is out of date, or null when it is not: no stamp (never built
 * here, or a build that did not finish), an output missing or of another size, or an input
 * missing or changed. An input whose size and modification time are as recorded is taken as
 * unchanged; one touched with the same size is compared by SHA-256, so a checkout that
 * rewrites a file as it was does not rebuild (its new time is then written to the stamp).
 * Writes nothing else. @returns the reason in Russian, as `npm start` prints it: «изменился
 * server/app.ts», «сборки сервера нет»
 */
export function outOfDate(outdir: string, projectRoot: string): string | null {
  let stamp: BuildStamp;
  try {
    stamp = JSON.parse(readFileSync(path.join(outdir, STAMP), "utf8")) as BuildStamp;
  } catch {
    return "сборки сервера нет";
  }
  for (const [output, size] of Object.entries(stamp.outputs)) {
    const now = statSync(path.join(outdir, output), { throwIfNoEntry: false });
    if (now?.size !== size) return `файл сборки ${output} удален или изменен`;
  }
  let touched = false;
  for (const [input, was] of Object.entries(stamp.inputs)) {
    const file = path.join(projectRoot, input);
    const now = statSync(file, { throwIfNoEntry: false });
    if (!now) return `удален ${input}`;
    if (now.size !== was.size) return `изменился ${input}`;
    if (now.mtimeMs === was.mtimeMs) continue;
    if (sha256(file) !== was.sha256) return `изменился ${input}`;
    // The same content: remember the new time, so the next check need not read the file again.
    was.mtimeMs = now.mtimeMs;
    touched = true;
  }
  if (touched) writeFileSync(path.join(outdir, STAMP), JSON.stringify(stamp));
  return null;
}

// As dist/server/build-check.mjs: status 0 when the bundle beside it is up to date, 1 (with the
// reason) when it must be built; the project's root is two levels up (lib/paths.ts).
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const outdir = path.dirname(fileURLToPath(import.meta.url));
  const reason = outOfDate(outdir, path.resolve(outdir, "../.."));
  if (reason !== null) {
    console.error(`${reason}: собираю сервер…`);
    process.exitCode = 1;
  }
}
