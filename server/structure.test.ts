import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Micromatch } from "@boundaries/elements";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARROWS, KYSELY_VALUES, PARTS, type PartId, WEB_OWN } from "../eslint.config.ts";

// The layer rules (eslint.config.ts) prove themselves here: every part's import of every other
// part is planted in a copy of the repository, and the linter must refuse exactly those no
// arrow allows; a cycle, a file outside every part and a Kysely value are planted too. The map
// in docs/ARCHITECTURE.md is the same data, rendered.

const root = fileURLToPath(new URL("..", import.meta.url));
const ids = Object.keys(PARTS) as PartId[];
/** The folders the linter checks (`npm run lint:layers`), and so the ones copied. */
const CHECKED = ["server", "web", "shared", "migrations", "bench"];

/** Every source file (and stylesheet) of the checked folders, relative to the root, generated code included. */
function sources(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.name === "node_modules" || entry.name === "dist") continue;
      if (entry.isDirectory()) walk(rel);
      else if (/\.(tsx?|css)$/.test(entry.name)) out.push(rel);
    }
  };
  for (const dir of CHECKED) walk(dir);
  return out.sort();
}

// The linter's own matcher (micromatch's capture), so that this test classifies as it does.
const matcher = new Micromatch(false);
/** The part a file belongs to: the first, in the table's order, whose globs match it. */
const partOf = (file: string): PartId | undefined =>
  ids.find((id) => PARTS[id].files.some((glob) => Boolean(matcher.capture(glob, file))));

describe("the parts", () => {
  const files = sources();

  it("every source file belongs to exactly one part, and every part holds a file", () => {
    expect(files.filter((f) => !partOf(f))).toEqual([]);
    const held = new Set(files.map(partOf));
    expect(ids.filter((id) => !held.has(id))).toEqual([]);
  });

  it("a file outside every part is seen as such", () => {
    expect(partOf("server/misc/helpers.ts")).toBeUndefined();
    expect(partOf("web/src/widgets/Thing.tsx")).toBeUndefined();
  });
});

/** Whether an import of `kind` from part `from` to part `to` follows an arrow. */
function allowed(from: PartId, to: PartId, kind: "value" | "type", fromFile: string): boolean {
  if (from === "tests" && fromFile.startsWith("server/") && WEB_OWN.includes(to)) return false;
  return ARROWS.some((a) => a.from === from && a.to.includes(to) && (!a.types || kind === "type"));
}

const relative = (from: string, to: string) => {
  const rel = path.relative(path.dirname(from), to);
  return rel.startsWith(".") ? rel : `./${rel}`;
};

describe.skipIf(process.env.TEST_DB === "postgres")("the layer rules catch each planted violation", () => {
  let copy: string;
  let eslint: ESLint;
  const files = sources();
  /**
   * One file of each linted part, the first; for the tests, one of the server's and one of the
   * web's. (Generated code is not linted: its imports are codegen's.)
   */
  const samples = new Map<string, PartId>();
  for (const id of ids.filter((i) => i !== "serverGenerated" && i !== "webGenerated")) {
    const own = files.filter((f) => partOf(f) === id && !f.endsWith(".css"));
    if (id === "tests") {
      for (const side of ["server/", "web/src/"]) {
        const f = own.find((g) => g.startsWith(side));
        if (f) samples.set(f, id);
      }
    } else if (own[0]) samples.set(own[0], id);
  }
  /** The file each part is imported through. */
  const targets = new Map(ids.map((id) => [id, files.find((f) => partOf(f) === id) ?? ""]));

  beforeAll(() => {
    copy = mkdtempSync(path.join(tmpdir(), "structure-"));
    for (const dir of CHECKED) cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true });
    for (const f of ["eslint.config.ts", "package.json"]) cpSync(path.join(root, f), path.join(copy, f));
    symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"));
    eslint = new ESLint({ cwd: copy, overrideConfig: { rules: { "import-x/no-cycle": "off" } } });
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("an import between two parts is refused unless an arrow allows it, a type import by a types-only arrow", async () => {
    const expected: string[] = [];
    const planted = new Map<string, string[]>();
    for (const [file, from] of samples) {
      const lines: string[] = [];
      for (const to of ids) {
        const target = targets.get(to) ?? "";
        const spec = relative(file, target);
        for (const kind of target.endsWith(".css") ? (["value"] as const) : (["value", "type"] as const)) {
          lines.push(
            target.endsWith(".css")
              ? `import "${spec}";`
              : `import ${kind === "type" ? "type " : ""}* as p${lines.length} from "${spec}";`,
          );
          if (!allowed(from, to, kind, file))
            expected.push(`${file}:${lines.length} ${PARTS[from].name} → ${PARTS[to].name}`);
        }
      }
      planted.set(file, lines);
      writeFileSync(path.join(copy, file), `${lines.join("\n")}\n`);
    }
    const results = await eslint.lintFiles([...planted.keys()]);
    const reported = results.flatMap((r) =>
      r.messages
        .filter((m) => m.ruleId === "boundaries/dependencies")
        .map((m) => {
          const file = path.relative(copy, r.filePath);
          const parts = /category "([^"]+)" to file of category "([^"]+)"/.exec(m.message);
          return `${file}:${m.line} ${parts?.[1]} → ${parts?.[2]}`;
        }),
    );
    expect(reported.sort()).toEqual(expected.sort());
    // Each arrow was planted, allowed, at least once; each pair without one was refused.
    expect(expected.length).toBeGreaterThan(ids.length);
  }, 300_000);

  it("a value import of Kysely is refused outside the parts that build SQL; its types are not", async () => {
    const expected: string[] = [];
    for (const [file, from] of samples) {
      writeFileSync(
        path.join(copy, file),
        `import { sql } from "kysely";\nimport type { Kysely } from "kysely";\n`,
      );
      if (!KYSELY_VALUES.includes(from)) expected.push(`${file}:1`);
    }
    const results = await eslint.lintFiles([...samples.keys()]);
    const reported = results.flatMap((r) =>
      r.messages
        .filter((m) => /Kysely/.test(m.message))
        .map((m) => `${path.relative(copy, r.filePath)}:${m.line}`),
    );
    expect(reported.sort()).toEqual(expected.sort());
  }, 300_000);

  it("a file outside every part, and an import of one, are refused", async () => {
    mkdirSync(path.join(copy, "server/misc"), { recursive: true });
    writeFileSync(path.join(copy, "server/misc/helpers.ts"), "export const x = 1;\n");
    const service = "server/boards/board.service.ts";
    writeFileSync(path.join(copy, service), `import { x } from "../misc/helpers.ts";\nexport const y = x;\n`);
    const results = await eslint.lintFiles(["server/misc/helpers.ts", service]);
    const rules = results.flatMap((r) =>
      r.messages.map((m) => `${path.relative(copy, r.filePath)} ${m.ruleId}`),
    );
    expect(rules).toContain("server/misc/helpers.ts boundaries/no-unknown-files");
    expect(rules).toContain(`${service} boundaries/no-unknown-dependencies`);
  }, 300_000);

  it("a server module that imports itself back through another is refused", async () => {
    const a = "server/boards/planted-a.service.ts";
    const b = "server/boards/planted-b.service.ts";
    writeFileSync(
      path.join(copy, a),
      `import { b } from "./planted-b.service.ts";\nexport const a = () => b;\n`,
    );
    writeFileSync(
      path.join(copy, b),
      `import { a } from "./planted-a.service.ts";\nexport const b = () => a;\n`,
    );
    const withCycles = new ESLint({ cwd: copy });
    const results = await withCycles.lintFiles([a]);
    expect(results.flatMap((r) => r.messages.map((m) => m.ruleId))).toContain("import-x/no-cycle");
  }, 300_000);
});

/** The map's two tables, from the same data as the linter's configuration. */
function renderMap(): string {
  const cell = (text: string) => text.replaceAll("|", "\\|");
  const parts = ids.map(
    (id) =>
      `| ${PARTS[id].name} | ${PARTS[id].files.map((g) => `\`${cell(g)}\``).join(", ")} | ${cell(PARTS[id].holds)} |`,
  );
  const own = ARROWS.filter((a) => a.to.length === 1 && a.to[0] === a.from);
  const alone = ids.filter((id) => !own.some((a) => a.from === id)).map((id) => PARTS[id].name);
  const arrows = ARROWS.filter((a) => !own.includes(a)).map(
    (a) =>
      `| ${PARTS[a.from].name} | ${a.to.map((t) => PARTS[t].name).join(", ")} | ${a.types ? "types only" : "all"} | ${cell(a.why)} |`,
  );
  return [
    "| part | files (the first part whose globs match holds the file) | what it holds |",
    "| --- | --- | --- |",
    ...parts,
    "",
    `Every part may import its own files, except ${alone.join(", ")}. Between parts, only these arrows:`,
    "",
    "| from | may import | imports | why |",
    "| --- | --- | --- | --- |",
    ...arrows,
  ].join("\n");
}

const MAP_START = "<!-- map: rendered from eslint.config.ts by `npm run map`; do not edit by hand -->";
const MAP_END = "<!-- map end -->";

describe("docs/ARCHITECTURE.md", () => {
  it("draws the map the linter checks", () => {
    const file = path.join(root, "docs/ARCHITECTURE.md");
    const doc = readFileSync(file, "utf8");
    const start = doc.indexOf(MAP_START);
    const end = doc.indexOf(MAP_END);
    expect(start).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    const drawn = doc.slice(start + MAP_START.length, end).trim();
    if (process.env.WRITE_MAP && drawn !== renderMap()) {
      writeFileSync(file, `${doc.slice(0, start + MAP_START.length)}\n${renderMap()}\n${doc.slice(end)}`);
      return;
    }
    expect(drawn, "docs/ARCHITECTURE.md's map differs from eslint.config.ts: run `npm run map`").toBe(
      renderMap(),
    );
  });
});
