// The benchmark's settings: the environment's knobs (see run.ts), the targets, and
// the few helpers every part shares.

import os from "node:os";
import { fileURLToPath } from "node:url";

/** The repository's root: the children run there, artifacts/ is written there. */
export const root = fileURLToPath(new URL("../", import.meta.url));
export const env = process.env;
const num = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);

/**
 * The default day's sittings per core. A sitting costs this machine 5–9 CPU-seconds (instances,
 * database and clients, issue 38) over about two minutes, so past about 15 sittings a core the
 * day saturates it and measures the queue, not the code; 300 at once (issue 32) finished 35.
 */
export const DAY_SITTINGS_PER_CORE = 5;

/** BENCH_SITTINGS as sizes: a comma list of sittings; unset, sized to the machine's cores. */
function sizes(value: string | undefined): number[] {
  if (!value) return [DAY_SITTINGS_PER_CORE * Math.max(1, os.cpus().length)];
  const list = value.split(",").map((v) => Number(v.trim()));
  if (list.some((n) => !Number.isSafeInteger(n) || n < 0))
    throw new Error(
      `BENCH_SITTINGS: sittings as whole numbers separated by commas, e.g. 10,30,60 (given ${value})`,
    );
  return list.filter((n) => n > 0);
}

/** The knobs, as the environment sets them (written to bench.json as `config`). */
export const cfg = {
  connections: num("BENCH_CONNECTIONS", 50),
  duration: num("BENCH_DURATION", 5),
  warmup: num("BENCH_WARMUP", 2),
  rounds: num("BENCH_ROUNDS", 3),
  scale: num("BENCH_SCALE", 1),
  pglite: env.BENCH_PGLITE !== "0",
  lighthouse: env.BENCH_LIGHTHOUSE !== "0",
  pgliteScale: num("BENCH_PGLITE_SCALE", 1),
  scenarios: env.BENCH_SCENARIOS?.split(",").map((s) => s.trim()),
  cpuProf: env.BENCH_CPU_PROF,
  /**
   * The sitting day (run.ts 3b): its sizes in sittings, each a day of its own (BENCH_SITTINGS,
   * e.g. "10,30,60"; "0" skips the day; default {@link DAY_SITTINGS_PER_CORE} a core, a day this
   * machine plays without saturating), s to start them over, s to vote, kill -9 or not, s before
   * one is given up.
   */
  sittings: sizes(env.BENCH_SITTINGS),
  sittingSpread: num("BENCH_SITTING_SPREAD", 60),
  sittingVote: num("BENCH_SITTING_VOTE", 60),
  sittingKill: env.BENCH_SITTING_KILL !== "0",
  sittingTimeout: num("BENCH_SITTING_TIMEOUT", 300),
  /** The idle soak (its id in BENCH_SCENARIOS: "soak"): idle streams on one instance (0 skips it), changes of one defense under them. */
  soakStreams: num("BENCH_SOAK_STREAMS", 10_000),
  soakChanges: num("BENCH_SOAK_CHANGES", 30),
  /**
   * A directory: the soak's instance writes a V8 heap snapshot there before its idle streams
   * open and once they are open and settled (--heapsnapshot-signal; for finding what a stream
   * keeps, e.g. with BENCH_SOAK_STREAMS=2000). Unset: none (a snapshot stops the instance for
   * seconds and doubles its memory meanwhile).
   */
  soakHeap: env.BENCH_SOAK_HEAP,
};

/** Whether BENCH_SCENARIOS asks for scenario `id` (a name also selects its `name@…` variants). */
export const wanted = (id: string): boolean =>
  !cfg.scenarios || cfg.scenarios.some((s) => id === s || id.startsWith(`${s}@`));

/**
 * The targets (issue 17): ratios to the floor in the same run, p99 over `rounds` rounds; the
 * sitting day's (issue 32): its latencies in ms, its memory in kB per open connection.
 */
export const TARGETS = {
  readGraphql: 0.7,
  readRest: 0.7,
  write: 0.75,
  p99: 2,
  listP50Ms: 20,
  pgliteRead: 0.12,
  pgliteReadyMs: 1500,
  rssMb: 150,
  ballotPageKb: 100,
  dayTapP99Ms: 500,
  dayPushP99Ms: 250,
  dayRssKbPerConnection: 50,
  /** Issue 35: opening the vote, the close and a decryption, each with a sitting's 25 pages live. */
  sittingActMs: 1000,
  soakRssKbPerStream: 30,
  soakDeliveryP99Ms: 100,
  soakHealthP99Ms: 50,
};

export const log = (line: string): void => console.log(line);
export const sleep = (ms: number): Promise<unknown> => new Promise((r) => setTimeout(r, ms));
