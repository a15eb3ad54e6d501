// Preloaded into the benchmark's servers (`node --import ./bench/trace.mjs`, app and floor
// alike): the event loop's delay and the garbage collector's pauses, read by the benchmark
// over the child's IPC channel around each measured run (bench/measure.ts), so that bench.json
// says per round whether a slow tail came from a blocked loop or from GC.
//
// Messages: "trace:reset" starts a new window; "trace:read" answers
// { type: "trace", eventLoop: { p50Ms, p99Ms, maxMs }, gc: { count, totalMs, maxMs, major, majorMs },
//   memory: { rss, heapTotal, heapUsed, external, arrayBuffers, spaces: { new, old, code, … } }
//   (MB, at the read) }
// for the window so far. Plain JavaScript: the built app runs without a TypeScript loader.

import { constants, monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";
import { getHeapSpaceStatistics } from "node:v8";

if (process.send) {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let gc = { count: 0, totalMs: 0, maxMs: 0, major: 0, majorMs: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count++;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        gc.major++;
        gc.majorMs += entry.duration;
      }
    }
  }).observe({ entryTypes: ["gc"] });
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  const tenth = (x) => Math.round(x * 10) / 10;
  const mb = (bytes) => tenth(bytes / 2 ** 20);
  const memoryMb = () => ({
    ...Object.fromEntries(Object.entries(process.memoryUsage()).map(([k, v]) => [k, mb(v)])),
    // V8's heap by space, resident MB: young objects, old ones, code, large objects…
    spaces: Object.fromEntries(
      getHeapSpaceStatistics().map((s) => [s.space_name.replace(/_space$/, ""), mb(s.physical_space_size)]),
    ),
  });
  process.on("message", (message) => {
    if (message === "trace:reset") {
      loop.reset();
      gc = { count: 0, totalMs: 0, maxMs: 0, major: 0, majorMs: 0 };
    } else if (message === "trace:read") {
      process.send?.({
        type: "trace",
        eventLoop: { p50Ms: ms(loop.percentile(50)), p99Ms: ms(loop.percentile(99)), maxMs: ms(loop.max) },
        gc: { ...gc, totalMs: tenth(gc.totalMs), maxMs: tenth(gc.maxMs), majorMs: tenth(gc.majorMs) },
        memory: memoryMb(),
      });
    }
  });
  // The channel must not keep a server alive that was asked to stop.
  process.channel?.unref();
}
