import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const file = path.resolve("artifacts/security-figures.json");

/**
 * Records a measured figure of a security or fault test (printed, and merged into
 * artifacts/security-figures.json, which docs/SECURITY.md quotes).
 */
export function reportFigure(name: string, value: Record<string, unknown>): void {
  console.log(`[figure] ${name}: ${JSON.stringify(value)}`);
  mkdirSync(path.dirname(file), { recursive: true });
  let all: Record<string, unknown> = {};
  try {
    all = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  } catch {}
  all[name] = { ...value, at: new Date().toISOString() };
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
}
