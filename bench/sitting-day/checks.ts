// The sitting day's targets (issue 32), each judged on the day's figures (figures.ts): the
// latencies, the memory per connection, and that nothing was lost, the kill included.

import { TARGETS } from "../config.ts";
import type { Check } from "../report.ts";
import { UNRECONNECTED_MS } from "./day.ts";
import type { DayFigures } from "./figures.ts";

/** A check that a count is zero. */
const none = (figure: string, value: number): Check => ({
  figure,
  value,
  unit: "",
  target: "= 0",
  pass: value === 0,
});

/**
 * The day's figures against the targets (bench.json's `checks`; the names start «day:»
 * and stay the same from run to run, for `--compare`).
 */
export function dayChecks(f: DayFigures): Check[] {
  const tap = f.ballots.tapToAccepted.p99;
  const push = f.push.latency.p99;
  // The instance that held the most connections (after the kill, the one left) measures it best.
  const busiest = f.instances.reduce((a, b) => (b.peakConnections > a.peakConnections ? b : a));
  const rss = busiest.rssKbPerConnection;
  const checks: Check[] = [
    {
      figure: "day: p99 tap→«принят»",
      value: tap,
      unit: "ms",
      target: `≤ ${TARGETS.dayTapP99Ms}`,
      pass: tap <= TARGETS.dayTapP99Ms,
    },
    {
      figure: "day: push p99",
      value: push,
      unit: "ms",
      target: `≤ ${TARGETS.dayPushP99Ms}`,
      pass: push <= TARGETS.dayPushP99Ms,
    },
    {
      figure: "day: RSS per open connection (the instance that held the most)",
      value: rss,
      unit: "kB",
      target: `≤ ${TARGETS.dayRssKbPerConnection}`,
      pass: rss <= TARGETS.dayRssKbPerConnection,
    },
    none("day: ballots accepted and not in the public urn", f.ballots.lost),
    none("day: ballots never accepted", f.ballots.notAccepted),
    none("day: ballots in the urn whose page was never told «принят»", f.ballots.unconfirmed),
    none("day: counts that differ from the choices in the urn", f.ballots.wrongCounts),
    none("day: sittings with ballots and no count (unfinished)", f.ballots.uncounted),
    none("day: events lost (a change a page never saw)", f.push.lost),
    {
      figure: "day: sittings finished (every page saw the count)",
      value: f.sittingsFinished,
      unit: "",
      target: `= ${f.sittings}`,
      pass: f.sittingsFinished === f.sittings,
    },
  ];
  // Issue 35: with one sitting, its 25 pages are all that is live; with more, the acts also
  // wait behind the other sittings' reads, and the figures are the day's, not the target's.
  if (f.sittings === 1)
    for (const [name, d] of [
      ["vote opened", f.actions.open],
      ["close (the last ballot)", f.actions.close],
      ["decryption", f.actions.decrypt],
    ] as const)
      checks.push({
        figure: `day: ${name} with 25 pages live, slowest answer`,
        value: d.max,
        unit: "ms",
        target: `≤ ${TARGETS.sittingActMs}`,
        pass: d.n > 0 && d.max <= TARGETS.sittingActMs,
      });
  if (f.kill) {
    checks.push(
      none(
        `day: streams without their channel for over ${UNRECONNECTED_MS / 1000} s (the kill)`,
        f.kill.unreconnected,
      ),
      {
        figure: "day: streams cut by the kill that reconnected",
        value: f.kill.streamsCut,
        unit: "",
        target: "> 0",
        pass: f.kill.streamsCut > 0,
      },
    );
  }
  return checks;
}
