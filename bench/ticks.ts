// CPU time as Linux's /proc counts it: in clock ticks (CLK_TCK a second). Small on purpose: the
// sitting day's crypto threads read their own time with it, without the bench's other modules.

import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** Clock ticks a second (/proc's unit of CPU time). */
export const CLK_TCK = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;

/**
 * The CPU time of the calling thread so far (/proc/thread-self/stat: user + system), ms, in
 * steps of one tick (Node 20 has no per-thread CPU clock; a worker's `process.cpuUsage()` is the
 * whole process's).
 */
export function threadCpuMs(): number {
  const stat = readFileSync("/proc/thread-self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
}

/** The calling thread's id (the kernel's: what setpriority takes for one thread). */
export function threadId(): number {
  const stat = readFileSync("/proc/thread-self/stat", "utf8");
  return Number(stat.slice(0, stat.indexOf(" ")));
}
