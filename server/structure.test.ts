import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The house's allowed arrows (docs/ARCHITECTURE.md), checked on the import statements of every
// source file: the domain does not know the API layer, SQL stays in repositories, the server
// does not reach into the web, and no module imports itself back through others.

const root = fileURLToPath(new URL("..", import.meta.url));

/** Source files under `dir` (relative to the repository), skipping generated code. */
function sources(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(path.join(root, d))) {
      const rel = path.join(d, name);
      if (name === "node_modules" || name === "__generated__" || name === "dist") continue;
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(name)) out.push(rel);
    }
  };
  walk(dir);
  return out;
}

/** An import of a file: the module it names and whether it imports types only. */
interface Import {
  from: string;
  spec: string;
  typeOnly: boolean;
}

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*"([^"]+)"/g;

function importsOf(file: string): Import[] {
  const text = readFileSync(path.join(root, file), "utf8");
  const out: Import[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const names = m[3] ?? "";
    const braces = /^\{([^}]*)\}$/.exec(names.trim());
    const everyType =
      braces?.[1]
        ?.split(",")
        .map((n) => n.trim())
        .filter(Boolean)
        .every((n) => n.startsWith("type ")) ?? false;
    out.push({ from: file, spec: m[4] ?? "", typeOnly: Boolean(m[2]) || everyType });
  }
  for (const m of text.matchAll(/import\(\s*"([^"]+)"\s*\)/g))
    out.push({ from: file, spec: m[1] ?? "", typeOnly: false });
  return out;
}

/** The repository path a relative import resolves to, or null for a package. */
function resolved(i: Import): string | null {
  if (!i.spec.startsWith(".")) return null;
  return path.normalize(path.join(path.dirname(i.from), i.spec));
}

/** Tests and their helpers (test/, the heavy fault and load tests) check the house, not build it. */
const isTest = (f: string) =>
  f.endsWith(".test.ts") || f.startsWith("server/test/") || f.startsWith("server/hardening/");
const server = sources("server").filter((f) => !isTest(f));
const apiLayer = (f: string) => f.startsWith("server/graphql/") || f.startsWith("server/rest/");
/** The composition root wires the API layer to the domain. */
const compositionRoot = new Set(["server/app.ts", "server/main.ts", "server/start.ts"]);

describe("the allowed arrows", () => {
  it("nothing outside the API layer imports server/graphql or server/rest", () => {
    const wrong = server
      .filter((f) => !apiLayer(f) && !compositionRoot.has(f) && !f.endsWith(".resolvers.ts"))
      .flatMap(importsOf)
      .filter((i) => {
        const to = resolved(i);
        return to !== null && (to.startsWith("server/graphql/") || to.startsWith("server/rest/"));
      })
      .map((i) => `${i.from} → ${i.spec}`);
    expect(wrong).toEqual([]);
  });

  it("only repositories, migrations, server/lib/database* and data builders import a Kysely value", () => {
    const allowed = (f: string) =>
      f.endsWith(".repository.ts") ||
      f.startsWith("migrations/") ||
      /^server\/lib\/database[^/]*\.ts$/.test(f) ||
      f === "server/lib/migrate.ts" ||
      f === "server/demo/seed.ts" ||
      f.startsWith("bench/");
    const files = [...server, ...sources("migrations")].filter((f) => !allowed(f));
    const wrong = files
      .flatMap(importsOf)
      .filter((i) => i.spec === "kysely" && !i.typeOnly)
      .map((i) => i.from);
    expect(wrong).toEqual([]);
  });

  it("the server imports nothing from web/", () => {
    const wrong = sources("server")
      .flatMap(importsOf)
      .filter((i) => resolved(i)?.startsWith("web/"))
      .map((i) => `${i.from} → ${i.spec}`);
    expect(wrong).toEqual([]);
  });

  it("no server module imports itself back through others, types included (no cycle)", () => {
    const graph = new Map<string, string[]>();
    for (const f of server)
      graph.set(
        f,
        importsOf(f)
          .map(resolved)
          .filter((t): t is string => t !== null),
      );
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (f: string, trail: string[]) => {
      if (state.get(f) === "done") return;
      if (state.get(f) === "open") {
        cycles.push([...trail.slice(trail.indexOf(f)), f].join(" → "));
        return;
      }
      state.set(f, "open");
      for (const t of graph.get(f) ?? []) visit(t, [...trail, f]);
      state.set(f, "done");
    };
    for (const f of graph.keys()) visit(f, []);
    expect(cycles).toEqual([]);
  });
});
