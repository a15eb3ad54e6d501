// What tells one sitting day's figures from another's besides the code's speed: the commit, the
// day's settings, how fast this machine's core is today (a fixed yardstick, timed), how loaded
// the machine was before the day, and how much of it the rest of the machine and the hypervisor
// (steal) took while the day ran. The same commit at 30 sittings measured 0.3 s or 3.3 s tap →
// «принят» on two days: a sitting's CPU and the machine's spare cores tell which side of
// saturation a run was on.

import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { loadavg } from "node:os";
import { root } from "../config.ts";

/** A run's conditions (see the module's comment). */
export interface DayConditions {
  /** HEAD's short hash, and whether the work tree had changes besides. */
  commit: string | null;
  uncommitted: boolean;
  /** The one-minute load average just before the day (runnable threads, the machine's cores apart). */
  loadBefore: number;
  /**
   * The yardstick: ms one core takes for a fixed piece of JavaScript (JSON and SHA-256 of a
   * defense-sized answer, {@link YARDSTICK_ROUNDS} times), the best of three: lower is faster.
   * Tells a slower machine (or a busier hypervisor) from slower code.
   */
  yardstickMs: number;
}

/** Rounds of the yardstick's work (about 0.2 s on this machine's core when quiet). */
const YARDSTICK_ROUNDS = 2000;

/** The yardstick's time, ms (see {@link DayConditions.yardstickMs}). */
export function yardstick(): number {
  const answer = {
    defense: Array.from({ length: 40 }, (_, i) => ({
      id: String(i),
      fio: `Членов Член Членович ${i}`,
      stage: "SIGNED",
      key: "ab".repeat(32),
    })),
  };
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run++) {
    const t0 = performance.now();
    let sink = 0;
    for (let i = 0; i < YARDSTICK_ROUNDS; i++) {
      const text = JSON.stringify(answer);
      sink += (JSON.parse(text) as typeof answer).defense.length;
      sink += createHash("sha256").update(text).digest()[0] ?? 0;
    }
    if (sink < 0) throw new Error("unreachable");
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

const git = (args: string[]): string | null => {
  try {
    return execFileSync("git", args, { cwd: root, stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return null;
  }
};

/** The conditions before a day: the commit, the load, the yardstick. */
export function conditionsBefore(): DayConditions {
  return {
    commit: git(["rev-parse", "--short", "HEAD"]),
    uncommitted: (git(["status", "--porcelain", "--untracked-files=no"]) ?? "") !== "",
    loadBefore: loadavg()[0] ?? 0,
    yardstickMs: yardstick(),
  };
}
