import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The council's rules live in one document, docs/DOMAIN.md, and the code cites it by section:
// `docs/DOMAIN.md, «Счетная комиссия»`. A comment that names another file for them (a
// `domain.md` outside the repository, a bare `DOMAIN.md`) or a section that is not one of the
// document's headings points a reader nowhere; this test finds both.

const root = fileURLToPath(new URL("..", import.meta.url));
const DOMAIN = "docs/DOMAIN.md";
const SELF = "server/docs.test.ts";

/** Text files under `dir` (relative to the repository) that may carry a citation. */
function texts(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(path.join(root, d))) {
      const rel = path.join(d, name);
      if (name === "node_modules" || name === "dist" || name === "data") continue;
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
      else if (/\.(tsx?|mjs|js|md|graphql|css|html)$/.test(name)) out.push(rel);
    }
  };
  walk(dir);
  return out;
}

/** The headings of a Markdown document, without their `#`s. */
function headingsOf(markdown: string): Set<string> {
  const out = new Set<string>();
  for (const line of markdown.split("\n")) {
    const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (m?.[1]) out.add(m[1]);
  }
  return out;
}

/** A section's name as cited, with a comment's line break (` * `, `// `) read as one space. */
const sectionName = (raw: string) =>
  raw
    .replace(/\s*\n\s*(?:\*|\/\/|#)?\s*/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Any name of a file called domain.md, in any case and with any path before it. */
const ANY_DOMAIN = /[\w./-]*\bdomain\.md\b/gi;
/** `docs/DOMAIN.md` followed by «a section» (a comma, spaces, a comment's `*` or `//`, `(` between). */
const CITATION = /docs\/DOMAIN\.md[,\s*/(]*«([^»]*)»/g;
/** Another «section» right after one cited: `docs/DOMAIN.md («Quorum», «Decision»)`. */
const NEXT_SECTION = /[,;\s*/]*«([^»]*)»/y;

/**
 * What is wrong with the citations of docs/DOMAIN.md in one file's text: a domain.md named by
 * any other path, and a cited section that is not a heading of the document.
 * @returns one line per problem, `file: …`; empty when every citation holds
 */
function citationProblems(file: string, text: string, headings: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const m of text.matchAll(ANY_DOMAIN))
    if (m[0] !== DOMAIN) problems.push(`${file}: cites ${m[0]}, not ${DOMAIN}`);
  for (const m of text.matchAll(CITATION)) {
    const cited = [sectionName(m[1] ?? "")];
    NEXT_SECTION.lastIndex = (m.index ?? 0) + m[0].length;
    for (let next = NEXT_SECTION.exec(text); next; next = NEXT_SECTION.exec(text))
      cited.push(sectionName(next[1] ?? ""));
    for (const section of cited)
      if (!headings.has(section)) problems.push(`${file}: cites ${DOMAIN} «${section}», no such heading`);
  }
  return problems;
}

/** Every place that may cite the document: the code, its tests, the bench, the documents. */
const files = [
  ...["server", "web/src", "web/e2e", "shared", "bench", "docs", "migrations"].flatMap(texts),
  "README.md",
  "schema.graphql",
].filter((f) => f !== SELF);
const headings = headingsOf(readFileSync(path.join(root, DOMAIN), "utf8"));

describe(`citations of ${DOMAIN}`, () => {
  it("the document has the sections the code cites", () => {
    for (const section of ["Явочный лист", "Quorum", "Decision", "Счетная комиссия", "Differences"])
      expect(headings).toContain(section);
  });

  it("every file cites the rules as docs/DOMAIN.md, by a heading it has", () => {
    let cited = 0;
    const problems = files.flatMap((f) => {
      const text = readFileSync(path.join(root, f), "utf8");
      cited += [...text.matchAll(CITATION)].length;
      return citationProblems(f, text, headings);
    });
    expect(problems).toEqual([]);
    // The code does cite it: a pattern that stopped matching would pass every file.
    expect(cited).toBeGreaterThanOrEqual(10);
  });

  it("fails on a domain.md elsewhere, a bare DOMAIN.md and a section that does not exist", () => {
    const known = new Set(["Счетная комиссия", "No partial results", "Quorum", "Decision"]);
    const check = (text: string) => citationProblems("x.ts", text, known);
    expect(check("// at least 3 (docs/DOMAIN.md, «Счетная комиссия»)")).toEqual([]);
    expect(check("/** would reveal (docs/DOMAIN.md, «No\n * partial results») */")).toEqual([]);
    expect(check("// as summarised in docs/DOMAIN.md («Quorum», «Decision»)")).toEqual([]);
    expect(check("// the rules (domain.md, «Счетная комиссия»)")).toEqual([
      "x.ts: cites domain.md, not docs/DOMAIN.md",
    ]);
    expect(check("// see /work/shared/domain.md and DOMAIN.md")).toEqual([
      "x.ts: cites /work/shared/domain.md, not docs/DOMAIN.md",
      "x.ts: cites DOMAIN.md, not docs/DOMAIN.md",
    ]);
    expect(check("// docs/DOMAIN.md, «Ballot»")).toEqual([
      "x.ts: cites docs/DOMAIN.md «Ballot», no such heading",
    ]);
    expect(check("/* docs/DOMAIN.md («Quorum»,\n * «The sitting») */")).toEqual([
      "x.ts: cites docs/DOMAIN.md «The sitting», no such heading",
    ]);
  });
});

/** A file of the repository named in a document: `server/…/x.ts`, then the names right after it. */
const CODE_REF =
  /`((?:server|web|shared|bench|migrations|docs)\/[\w./[\]-]+\.(?:tsx?|md|graphql|sql|json))`((?:[ ,]+`[A-Za-z_]\w*`)*)/g;

/**
 * What a document names that the code does not have: a path to no file, or a name (a
 * function, a type, a constant) given right after a path that the file does not contain.
 * @returns one line per problem, `doc: …`
 */
function staleReferences(doc: string, text: string, exists: (f: string) => string | null): string[] {
  const problems: string[] = [];
  for (const m of text.matchAll(CODE_REF)) {
    const file = m[1] ?? "";
    const content = exists(file);
    if (content === null) {
      problems.push(`${doc}: names ${file}, no such file`);
      continue;
    }
    for (const name of (m[2] ?? "").matchAll(/`(\w+)`/g))
      if (!new RegExp(`\\b${name[1]}\\b`).test(content)) problems.push(`${doc}: ${file} has no ${name[1]}`);
  }
  return problems;
}

const read = (f: string) => {
  try {
    return readFileSync(path.join(root, f), "utf8");
  } catch {
    return null;
  }
};

describe("the documents name code that exists", () => {
  it("every file the documents name is there, with the names they give it", () => {
    const docs = [...texts("docs").filter((f) => f.endsWith(".md")), "README.md"];
    let named = 0;
    const problems = docs.flatMap((d) => {
      const text = read(d) ?? "";
      named += [...text.matchAll(CODE_REF)].length;
      return staleReferences(d, text, read);
    });
    expect(problems).toEqual([]);
    expect(named).toBeGreaterThanOrEqual(50);
  });

  it("fails on a moved file and a renamed function", () => {
    const files: Record<string, string> = { "server/a.service.ts": "export function openBallot() {}" };
    const exists = (f: string) => files[f] ?? null;
    expect(staleReferences("d.md", "`server/a.service.ts` `openBallot`", exists)).toEqual([]);
    expect(staleReferences("d.md", "`server/polls/poll.service.ts` `openBallot`", exists)).toEqual([
      "d.md: names server/polls/poll.service.ts, no such file",
    ]);
    expect(staleReferences("d.md", "`server/a.service.ts` `openBallot`, `closePoll`", exists)).toEqual([
      "d.md: server/a.service.ts has no closePoll",
    ]);
  });
});
