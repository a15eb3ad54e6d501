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

/**
 * The parts of docs/ARCHITECTURE.md's table, as predicates on a repository path: every source
 * file of the server, the web and shared/ belongs to exactly one of them.
 */
const anyTest = (f: string) => isTest(f) || /\.test\.tsx?$/.test(f) || f.startsWith("web/src/test/");
const PARTS: Record<string, (f: string) => boolean> = {
  "API layer": (f) => apiLayer(f) || f.endsWith(".resolvers.ts"),
  "composition root": (f) =>
    compositionRoot.has(f) || f === "server/build.ts" || f === "server/build-check.ts",
  services: (f) =>
    f.endsWith(".service.ts") ||
    f.startsWith("server/polls/sitting/") ||
    f === "server/auth/actor.ts" ||
    f === "server/auth/password.ts",
  "domain rules": (f) =>
    /^server\/polls\/(rules|tally|wording|protocol\.document|protocol\.pdf)\.ts$/.test(f) ||
    f === "server/boards/composition.ts" ||
    f.endsWith(".validation.ts"),
  policies: (f) => f.endsWith(".policy.ts"),
  repositories: (f) => f.endsWith(".repository.ts") || f.endsWith(".table.ts"),
  delivery: (f) =>
    f.endsWith(".jobs.ts") ||
    f.endsWith(".delivery.ts") ||
    f.endsWith(".mail.ts") ||
    f === "server/polls/mail.queue.ts",
  database: (f) => /^server\/lib\/(database[^/]*|pglite[^/]*|migrate)\.ts$/.test(f),
  "cross-cutting": (f) =>
    /^server\/lib\/[^/]+\.ts$/.test(f) &&
    !/^server\/lib\/(database[^/]*|pglite[^/]*|migrate)\.ts$/.test(f) &&
    !f.endsWith(".cli.ts"),
  "command line and demo": (f) => f.endsWith(".cli.ts") || f.startsWith("server/demo/"),
  "ballot cryptography": (f) => f.startsWith("shared/ballot/"),
  "shared facts": (f) => /^shared\/[^/]+\.ts$/.test(f),
  "web: shells and plumbing": (f) =>
    /^web\/src\/(main|App|router|config)\.tsx?$/.test(f) || /^web\/src\/(apollo|lib|shell)\//.test(f),
  "web: standalone pages": (f) => /^web\/src\/(poll|commission|record|auth)\//.test(f),
  "web: desk pages": (f) => f.startsWith("web/src/routes/"),
  "web: desk parts": (f) => /^web\/src\/(admin|defense|members|forms|layouts|components)\//.test(f),
  tests: anyTest,
};

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

  it("the server imports nothing from web/, and its tests only the web's generated operations", () => {
    const intoWeb = (i: Import) => resolved(i)?.startsWith("web/") ?? false;
    const wrong = [
      ...server.flatMap(importsOf).filter(intoWeb),
      // A test may read the operations the web sends (limits.test checks each against the limits).
      ...sources("server")
        .filter(isTest)
        .flatMap(importsOf)
        .filter((i) => intoWeb(i) && !resolved(i)?.startsWith("web/src/__generated__/")),
    ].map((i) => `${i.from} → ${i.spec}`);
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

/** The files of `files` that belong to no part or to several, each with what it belongs to. */
function misplaced(files: string[]): string[] {
  return files.flatMap((f) => {
    const of = Object.keys(PARTS).filter((p) => (p === "tests" || !anyTest(f)) && PARTS[p]?.(f));
    return of.length === 1 ? [] : [`${f}: ${of.length === 0 ? "no part" : of.join(" + ")}`];
  });
}

/** A file's part (the first that holds it; `misplaced` checks there is one). */
const partOf = (f: string) => Object.keys(PARTS).find((p) => (p === "tests" || !anyTest(f)) && PARTS[p]?.(f));

/** The imports from files of part `from` into files of the parts `to`, as «file → spec» (`values`: type imports left out). */
function arrows(from: string, to: string[], opts: { values?: boolean } = {}): string[] {
  return [...sources("server"), ...sources("web/src"), ...sources("shared")]
    .filter((f) => partOf(f) === from)
    .flatMap(importsOf)
    .filter((i) => {
      const target = resolved(i);
      return target !== null && to.includes(partOf(target) ?? "") && !(opts.values && i.typeOnly);
    })
    .map((i) => `${i.from} → ${i.spec}`);
}

describe("the parts", () => {
  it("every source file of the server, the web and shared/ belongs to exactly one part", () => {
    expect(misplaced([...sources("server"), ...sources("web/src"), ...sources("shared")])).toEqual([]);
  });

  it("a file outside every part is reported", () => {
    expect(misplaced(["server/misc/helpers.ts", "web/src/widgets/Thing.tsx"])).toEqual([
      "server/misc/helpers.ts: no part",
      "web/src/widgets/Thing.tsx: no part",
    ]);
  });

  it("policies are called by services alone", () => {
    const callers = Object.keys(PARTS).filter((p) => p !== "services" && p !== "policies" && p !== "tests");
    expect(callers.flatMap((p) => arrows(p, ["policies"]))).toEqual([]);
  });

  it("repositories call nothing above them: no service, policy, job, API or rule (a rule's types they fill)", () => {
    expect([
      ...arrows("repositories", ["services", "policies", "delivery", "API layer", "composition root"]),
      ...arrows("repositories", ["domain rules"], { values: true }),
    ]).toEqual([]);
  });

  it("the cross-cutting helpers and the database know no part above them", () => {
    const above = ["services", "policies", "delivery", "API layer", "domain rules", "composition root"];
    expect([...arrows("cross-cutting", above), ...arrows("database", above)]).toEqual([]);
  });

  it("shared/ imports neither the server nor the web", () => {
    const wrong = sources("shared")
      .flatMap(importsOf)
      .filter((i) => /^(server|web)\//.test(resolved(i) ?? ""))
      .map((i) => `${i.from} → ${i.spec}`);
    expect(wrong).toEqual([]);
  });

  it("the web imports nothing from server/, and its plumbing no page, part or shell", () => {
    const wrong = sources("web/src")
      .flatMap(importsOf)
      .filter((i) => resolved(i)?.startsWith("server/"))
      .map((i) => `${i.from} → ${i.spec}`);
    const above = ["web: shells", "web: standalone pages", "web: desk pages", "web: desk parts"];
    expect([...wrong, ...arrows("web: plumbing", above)]).toEqual([]);
  });
});
