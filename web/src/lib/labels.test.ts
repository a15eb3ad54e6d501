import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTION_GROUPS, AUDIT_ACTIONS } from "../../../shared/audit.ts";
import { inviteStateText } from "../defense/inviteState.ts";
import { auditActionGroupLabel, auditActionLabel, decisionLabel, pollStatusLabel } from "./labels.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../../..");
const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve("typescript/package.json")),
  "bin/tsc",
);

/**
 * Type-checks labels.ts as written, or with the lines matching `drop` taken out, in a directory
 * of its own (its imports pointed back at the repository): what `npm run typecheck` says of it.
 */
function typecheckLabels(drop?: RegExp): { ok: boolean; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "dissovet-labels-"));
  try {
    const source = readFileSync(path.join(here, "labels.ts"), "utf8")
      .split("\n")
      .filter((line) => !drop?.test(line))
      .join("\n")
      .replace(/from "(\.[^"]+)"/g, (_m, spec: string) => `from ${JSON.stringify(path.resolve(here, spec))}`);
    writeFileSync(path.join(dir, "labels.ts"), source);
    writeFileSync(
      path.join(dir, "tsconfig.json"),
      JSON.stringify({
        extends: path.join(root, "tsconfig.json"),
        compilerOptions: { types: [] },
        include: ["labels.ts"],
      }),
    );
    try {
      execFileSync(process.execPath, [tsc, "--noEmit", "-p", path.join(dir, "tsconfig.json")], {
        encoding: "utf8",
        stdio: "pipe",
      });
      return { ok: true, output: "" };
    } catch (error) {
      return { ok: false, output: String((error as { stdout?: string }).stdout ?? error) };
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the journal names every action the server writes", () => {
  it("in Russian, each its own words: none is «Другое действие»", () => {
    for (const action of AUDIT_ACTIONS) expect(auditActionLabel[action], action).toMatch(/^\p{Lu}.*[^.\s]$/u);
    expect(new Set(Object.values(auditActionLabel)).size).toBe(AUDIT_ACTIONS.length);
    expect(Object.keys(auditActionLabel).sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(auditActionLabel["poll.key"]).toBe("Ключ счетной комиссии сформирован");
    expect(auditActionLabel["poll.tally"]).toBe("Урна вскрыта, итог подсчитан");
    for (const group of AUDIT_ACTION_GROUPS) expect(auditActionGroupLabel[group]).toMatch(/^Все действия с /);
  });

  it("a label left out fails the type check, naming the action", () => {
    expect(typecheckLabels()).toEqual({ ok: true, output: "" });
    const missing = typecheckLabels(/^\s*"poll\.tally": /);
    expect(missing.ok).toBe(false);
    expect(missing.output).toMatch(/TS2741: Property '"poll\.tally"' is missing/);
    const missingGroup = typecheckLabels(/^\s*api_token: "Все действия/);
    expect(missingGroup.output).toMatch(/TS2741: Property 'api_token' is missing/);
  }, 60_000);
});

describe("the secretary's words for a vote and a member", () => {
  it("states and decisions", () => {
    expect(pollStatusLabel.OPEN).toBe("Голосование открыто");
    expect(decisionLabel.NO_QUORUM).toBe("Нет кворума — решение не принимается");
  });

  it("«проголосовала» / «проголосовал» by the member's gender; without one, a wording that needs none", () => {
    expect(inviteStateText({ kind: "voted" }, "FEMALE")).toBe("проголосовала");
    expect(inviteStateText({ kind: "voted" }, "MALE")).toBe("проголосовал");
    expect(inviteStateText({ kind: "voted" }, null)).toBe("голос подан");
    expect(inviteStateText({ kind: "failed", message: "", attempts: 2 }, "MALE")).toBe(
      "ошибка: письмо не принято (попытка 2)",
    );
    expect(inviteStateText({ kind: "unsent" }, "FEMALE")).toBe("не отправлено");
  });
});
