// The CPU profile of the app during a bench run (BENCH_CPU_PROF=<dir>: the app child runs with
// --cpu-prof), summarised into the functions that took the most time themselves, so that a
// regression in bench.json points at its cause.

import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** A V8 `.cpuprofile` (the parts used here). */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }[];
  /** Node id of each sample. */
  samples: number[];
  /** Microseconds since the previous sample, one per sample. */
  timeDeltas: number[];
}

/** One function's own time (not its callees'). */
export interface Frame {
  /** `functionName (file:line)`; «(anonymous)» for an unnamed function, V8's names for its own frames («(garbage collector)», «(program)», «(idle)»). */
  name: string;
  selfMs: number;
  /** Of the profile's sampled time outside «(idle)», 0–1. */
  share: number;
}

/**
 * Where a frame's code lives: the npm package (`graphql`, `@apollo/server`), `node:…` for
 * Node's own modules, `app` for the rest of the sources (or the app's bundle), and V8's own
 * names for frames without code («(garbage collector)», «(program)», a native call such as
 * `writev`).
 */
export function packageOf(frame: { functionName: string; url: string }): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url)?.[1];
  if (pkg) return pkg;
  if (frame.url.startsWith("node:")) return `node:${frame.url.slice(5).split("/")[0]}`;
  if (frame.url) return "app";
  return frame.functionName || "(native)";
}

/** Adds up samples' time by a key of their node; «(idle)» left out. */
function selfTime(profile: CpuProfile, keyOf: (frame: CpuProfile["nodes"][number]["callFrame"]) => string) {
  const keys = new Map(profile.nodes.map((n) => [n.id, keyOf(n.callFrame)]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const key = keys.get(id) ?? "(unknown)";
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  self.delete("(idle)");
  return self;
}

/**
 * The `top` frames by self time: each sample's time delta goes to the function it was taken
 * in; frames of one function (same name, file and line) are added together; «(idle)» time is
 * left out of the shares (the server waiting for work is not work). `packages` adds the same
 * time up by where the code lives ({@link packageOf}). Time is the sampler's wall time: a
 * native call such as `writev` also holds the time its thread waited for a core.
 */
export function summarizeProfile(
  profile: CpuProfile,
  top = 15,
): { busyMs: number; frames: Frame[]; packages: Frame[] } {
  const self = selfTime(profile, (f) => {
    const fn = f.functionName || "(anonymous)";
    return `${fn}${f.url ? ` (${path.basename(f.url)}:${f.lineNumber + 1})` : ""}`;
  });
  const busyUs = [...self.values()].reduce((a, b) => a + b, 0);
  const ranked = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, selfMs: Math.round(us / 100) / 10, share: busyUs ? us / busyUs : 0 }));
  const byPackage = selfTime(profile, (f) => (f.functionName === "(idle)" ? "(idle)" : packageOf(f)));
  return { busyMs: Math.round(busyUs / 1000), frames: ranked(self), packages: ranked(byPackage) };
}

/** The newest `.cpuprofile` in `dir`, summarised; null when there is none. */
export function newestProfileSummary(dir: string, top = 15): ReturnType<typeof summarizeProfile> | null {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".cpuprofile"))
    .map((f) => path.join(dir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!files[0]) return null;
  return summarizeProfile(JSON.parse(readFileSync(files[0], "utf8")) as CpuProfile, top);
}
