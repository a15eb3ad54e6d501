import { spawnSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asciiOnly, buildServerIfChanged, startCommand } from "./build.ts";
import { outOfDate, writeBuildStamp } from "./build-check.ts";

it("the benchmark and the tests start the server with npm start's own environment and flags", () => {
  const script = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).scripts.start;
  const { env, nodeArgs } = startCommand();
  // Every VAR=value of the script, whole (a value may itself hold "=" and ":").
  const assignments = [...script.matchAll(/\b([A-Z_]+)=(\S+)/g)].map(([, key, value]) => [key, value]);
  expect(assignments.length).toBeGreaterThan(0);
  expect(Object.entries(env)).toEqual(assignments);
  expect(`node ${nodeArgs.join(" ")} dist/server/main.mjs`).toBe(script.slice(script.lastIndexOf("node ")));
});

it("writes the bundle's Cyrillic patterns and strings in ASCII with the same meaning", () => {
  const source = 'return [/^[А-ЯЁ][а-яё]*(-[А-ЯЁ][а-яё]*)?$/u, /(вич|ич|\\sоглы)$/i, "Ёлкина’s 😀"];';
  const ascii = asciiOnly(source);
  expect(ascii).toMatch(/^[\x20-\x7e]*$/);
  const [name, patronymic, text] = new Function(ascii)() as [RegExp, RegExp, string];
  expect(name.test("Салтыков-Щедрин")).toBe(true);
  expect(name.test("Smith")).toBe(false);
  expect(patronymic.test("Петр Ильич")).toBe(true);
  expect(text).toBe("Ёлкина’s 😀");
  expect(() => asciiOnly("/\\ё/")).toThrow(/backslash/);
});

describe("the bundle npm start builds", () => {
  let outdir: string;
  let firstBuild: string | null;
  /** Runs the built check as `npm start` does: its status and what it printed. */
  const check = () =>
    spawnSync(process.execPath, [path.join(outdir, "build-check.mjs")], { encoding: "utf8" });
  beforeAll(async () => {
    // Two levels below the project's root, as dist/server: the built check finds the root there.
    outdir = mkdtempSync(fileURLToPath(new URL("../dist/build-test-", import.meta.url)));
    firstBuild = await buildServerIfChanged(outdir);
  }, 120_000);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it("hashes GraphQL operations with Node's crypto, not a JavaScript SHA-256", () => {
    // Apollo's createHash picks `crypto` only where CommonJS's module.require exists; bundled,
    // it fell back to sha.js for every operation's text (build.ts, EXTERNAL).
    const scripts = readdirSync(outdir).filter((f) => f.endsWith(".mjs"));
    const start = scripts.find((f) => /^start-[^/]+\.mjs$/.test(f));
    expect(start && readFileSync(path.join(outdir, start), "utf8")).toMatch(
      /from\s*"@apollo\/utils\.createhash"/,
    );
    for (const file of scripts) {
      expect(readFileSync(path.join(outdir, file), "utf8")).not.toContain("node_modules/sha.js");
    }
  });

  it("is built once, then not again while nothing it is made from has changed", async () => {
    expect(firstBuild).toBe("сборки сервера нет");
    expect(await buildServerIfChanged(outdir)).toBeNull();
    expect(check()).toMatchObject({ status: 0, stderr: "" });
    // What it is made from: the server's modules, the shared ones, the bundled packages' files,
    // the packages' versions and the build script itself.
    const stampFile = path.join(outdir, "build-inputs.json");
    const stamp = JSON.parse(readFileSync(stampFile, "utf8"));
    const inputs = Object.keys(stamp.inputs);
    expect(inputs).toEqual(
      expect.arrayContaining([
        "server/main.ts",
        "server/start.ts",
        "server/lib/pglite.worker.ts",
        "server/graphql/documents.worker.ts",
        "server/build-check.ts",
        "shared/limits.ts",
        "migrations/index.ts",
        "package-lock.json",
        "server/build.ts",
      ]),
    );
    expect(inputs.some((f) => f.includes("node_modules/graphql/"))).toBe(true);

    // The bundle as if built from another server/main.ts (the source itself is left alone:
    // others work in this tree): the check npm start runs says so, and fails.
    stamp.inputs["server/main.ts"].mtimeMs -= 1;
    stamp.inputs["server/main.ts"].sha256 = "0".repeat(64);
    writeFileSync(stampFile, JSON.stringify(stamp));
    expect(check()).toMatchObject({ status: 1, stderr: "изменился server/main.ts: собираю сервер…\n" });
  });
});

describe("whether the bundle is out of date", () => {
  let root: string;
  let out: string;
  const write = (file: string, text: string) => writeFileSync(path.join(root, file), text);
  /** Every input as if saved a minute before the build started. */
  const age = (...files: string[]) => {
    const then = new Date(Date.now() - 60_000);
    for (const file of files) utimesSync(path.join(root, file), then, then);
  };
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "dissovet-stamp-"));
    out = path.join(root, "dist");
    mkdirSync(path.join(root, "src"));
    mkdirSync(out);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("rebuilds after a source, the package lock or the bundle changed; not after a mere touch", () => {
    write("src/app.ts", "export const a = 1;\n");
    write("package-lock.json", '{"lockfileVersion":3}\n');
    writeFileSync(path.join(out, "main.mjs"), "export{};\n");
    age("src/app.ts", "package-lock.json");
    expect(outOfDate(out, root)).toBe("сборки сервера нет");
    expect(writeBuildStamp(out, root, ["src/app.ts", "package-lock.json"], ["main.mjs"], Date.now())).toBe(
      true,
    );
    expect(outOfDate(out, root)).toBeNull();

    // Saved again as it was (an editor's save, a checkout): the same content, nothing to build.
    utimesSync(path.join(root, "src/app.ts"), new Date(), new Date());
    expect(outOfDate(out, root)).toBeNull();
    // The same size, another content; then another size.
    write("src/app.ts", "export const a = 2;\n");
    expect(outOfDate(out, root)).toBe("изменился src/app.ts");
    write("src/app.ts", "export const a = 12;\n");
    expect(outOfDate(out, root)).toBe("изменился src/app.ts");
    write("src/app.ts", "export const a = 1;\n");
    expect(outOfDate(out, root)).toBeNull();

    write("package-lock.json", '{"lockfileVersion":4}\n');
    expect(outOfDate(out, root)).toBe("изменился package-lock.json");
    write("package-lock.json", '{"lockfileVersion":3}\n');
    expect(outOfDate(out, root)).toBeNull();

    rmSync(path.join(root, "src/app.ts"));
    expect(outOfDate(out, root)).toBe("удален src/app.ts");
    write("src/app.ts", "export const a = 1;\n");
    expect(outOfDate(out, root)).toBeNull();

    rmSync(path.join(out, "main.mjs"));
    expect(outOfDate(out, root)).toBe("файл сборки main.mjs удален или изменен");
  });

  it("writes no stamp when a source changed while the build was reading it, so the next start rebuilds", () => {
    write("src/app.ts", "export const a = 1;\n");
    writeFileSync(path.join(out, "main.mjs"), "export{};\n");
    age("src/app.ts");
    const startedAt = Date.now();
    expect(writeBuildStamp(out, root, ["src/app.ts"], ["main.mjs"], startedAt)).toBe(true);
    expect(outOfDate(out, root)).toBeNull();
    // Saved during the next build: that build may hold the file's old text.
    write("src/app.ts", "export const a = 3;\n");
    expect(writeBuildStamp(out, root, ["src/app.ts"], ["main.mjs"], startedAt)).toBe(false);
    expect(outOfDate(out, root)).toBe("сборки сервера нет");
  });
});
