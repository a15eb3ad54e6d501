// `npm run bench -- --compare <earlier bench.json>`: each figure of this run beside the same
// figure of an earlier run, so that a change that slows the hot path shows in review. Also
// on its own, without running anything: `node --import tsx bench/compare.ts <earlier> <later>`.

import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { Check } from "./report.ts";

/** The checks of a bench.json (artifacts/bench.json of some run). @throws Error when it has none */
export function checksOf(file: string): Check[] {
  const json = JSON.parse(readFileSync(file, "utf8")) as { checks?: Check[]; commit?: string | null };
  if (!Array.isArray(json.checks)) throw new Error(`${file}: no "checks" (not a bench.json)`);
  return json.checks;
}

/**
 * A table of every figure of `later` beside the same figure of `earlier` (matched by name):
 * both values, the change in per cent, and each run's verdict against its target. Figures in
 * only one of the runs are listed with «—» on the other side.
 */
export function compareChecks(earlier: readonly Check[], later: readonly Check[]): string {
  const before = new Map(earlier.map((c) => [c.figure, c]));
  const names = [
    ...later.map((c) => c.figure),
    ...earlier.map((c) => c.figure).filter((f) => !later.some((c) => c.figure === f)),
  ];
  const value = (c: Check | undefined) =>
    c ? `${c.value.toFixed(c.unit === "×" ? 3 : 1)} ${c.unit}`.trim() : "—";
  const rows = [["figure", "earlier", "this run", "change", "target", "verdict"]];
  for (const name of names) {
    const a = before.get(name);
    const b = later.find((c) => c.figure === name);
    const change =
      a && b && a.value !== 0 ? `${(((b.value - a.value) / Math.abs(a.value)) * 100).toFixed(1)} %` : "—";
    const verdict = `${a ? (a.pass ? "pass" : "MISS") : "—"} → ${b ? (b.pass ? "pass" : "MISS") : "—"}`;
    rows.push([name, value(a), value(b), change, (b ?? a)?.target ?? "", verdict]);
  }
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? "").length))) ?? [];
  return rows.map((r) => r.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join("  ")).join("\n");
}

/** The file named after `--compare` in `argv`, or null. @throws Error when the flag has no file */
export function compareArg(argv: readonly string[]): string | null {
  const at = argv.indexOf("--compare");
  if (at < 0) return null;
  const file = argv[at + 1];
  if (!file) throw new Error("--compare needs the path of an earlier bench.json");
  return file;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [earlier, later] = process.argv.slice(2);
  if (!earlier || !later) {
    console.error("usage: node --import tsx bench/compare.ts <earlier bench.json> <later bench.json>");
    process.exit(2);
  }
  console.log(compareChecks(checksOf(earlier), checksOf(later)));
}
