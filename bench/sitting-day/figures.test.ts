import { describe, expect, it } from "vitest";
import { dayChecks } from "./checks.ts";
import type { DayRun, DaySample } from "./day.ts";
import { dayFigures } from "./figures.ts";
import { PushLedger } from "./ledger.ts";
import type { CastBallot, SittingOutcome } from "./sitting.ts";

const cast = (voter: number, choice: "FOR" | "AGAINST", at: number, attempts = 1): CastBallot => ({
  voter,
  choice,
  tracker: `t${voter}`,
  position: voter + 1,
  submitMs: 100 + voter,
  sealMs: 20,
  at,
  attempts,
  firstTapMs: 100 + voter,
});

/** One sitting: 20 ballots answered «принят», the 21st in the urn without its answer. */
function sitting(ledger: PushLedger): SittingOutcome {
  return {
    index: 0,
    defenseId: 12,
    electionId: "e1",
    ballots: Array.from({ length: 20 }, (_, k) => cast(k, k < 5 ? "AGAINST" : "FOR", 10_000 + k * 500)),
    unconfirmed: [{ voter: 20, choice: "FOR", tracker: "t20" }],
    finished: { secretary: true, devices: 3, voters: 21 },
    problems: [
      "s0/voter21: INTERNAL_SERVER_ERROR: Unexpected error.",
      "s0/voter21: INTERNAL_SERVER_ERROR: Unexpected error.",
    ],
    electedUnanswered: false,
    letterMs: { commission: [200], polls: [900] },
    startedAt: 1_000,
    openedAt: 5_000,
    talliedAt: 41_000,
    ledger,
  };
}

/** Instance a holds 100 → 300 connections as its RSS grows 0.25 MB a connection; b is killed early. */
function samples(): DaySample[] {
  return Array.from({ length: 5 }, (_, k) => {
    const connections = 100 + 50 * k;
    return {
      t: k,
      instances: [
        {
          rssMb: 100 + connections / 4,
          heapMb: 50 + connections / 4,
          youngMb: 16,
          cpuMs: 1_000 * k,
          bytesOut: 100_000 * k,
          connections,
          streams: connections - 10,
        },
        { rssMb: 0, heapMb: 0, youngMb: 0, cpuMs: 500, bytesOut: 20_000, connections: 0, streams: 0 },
      ],
      dbCpuMs: 400 * k,
      machineMs: 4_000 * k,
      stealMs: 100 * k,
      clientsMs: 600 * k,
    };
  });
}

function day(): DayRun {
  const ledger = new PushLedger();
  ledger.follow("s0/secretary", () => true);
  ledger.answer("s0/secretary", [], 0, true);
  ledger.commit("ballot:1", 10_000);
  ledger.answer("s0/secretary", ["ballot:1"], 10_080, false);
  ledger.commit("closed", 20_000);
  return {
    options: { sittings: 1, spreadS: 1, voteS: 10, kill: true, timeoutS: 60, cryptoThreads: 1 },
    names: ["day-a", "day-b"],
    outcomes: [sitting(ledger)],
    samples: samples(),
    t0: 0,
    endedAt: 45_000,
    baseRssMb: [100, 100],
    kill: { at: 2_000, instance: 1 },
    streams: [
      { name: "s0/voter1", outages: [1_200] },
      { name: "s0/voter2", outages: [] },
    ],
    unreconnected: 0,
    requests: { SubmitBallot: { n: 25, failed: 4, network: 1 } },
    urns: [
      {
        trackers: Array.from({ length: 21 }, (_, k) => `t${k}`),
        result: { for: 16, against: 5 },
        voted: 21,
      },
    ],
    clientLoop: { p50Ms: 10, p99Ms: 20, maxMs: 30 },
    crypto: { jobs: 30, wallMs: 900, cpuMs: 700 },
    conditions: { commit: "abc1234", uncommitted: false, loadBefore: 0.1, yardstickMs: 200 },
    reads: { transactions: 40, rowsReturned: 300, rowsFetched: 100, pages: 800 },
    mail: { received: 24, unclaimed: 0, broken: 0 },
    serverLog: [[], []],
  };
}

describe("the sitting day's figures and checks", () => {
  it("counts the ballots in the urn, those never confirmed, and the count against them", () => {
    const f = dayFigures(day());
    expect(f.ballots).toMatchObject({
      expected: 21,
      accepted: 20,
      lost: 0,
      unconfirmed: 1,
      notAccepted: 0,
      wrongCounts: 0,
    });
    expect(f.ballots.perSecond).toBeCloseTo(20 / 9.5);
    expect(f.ballots.tapToAccepted.p99).toBe(119);
    expect(f.sittingsFinished).toBe(1);
    expect(f.sittingMs.p50).toBe(40_000);
  });

  it("finds a count that differs from the choices in the urn", () => {
    const run = day();
    const urn = run.urns[0];
    if (urn) urn.result = { for: 15, against: 6 };
    expect(dayFigures(run).ballots).toMatchObject({ wrongCounts: 1, uncounted: 0 });
  });

  it("tells a sitting that never reached its count from a wrong count", () => {
    const run = day();
    const urn = run.urns[0];
    if (urn) urn.result = null;
    const f = dayFigures(run);
    expect(f.ballots).toMatchObject({ wrongCounts: 0, uncounted: 1 });
    const verdict = Object.fromEntries(dayChecks(f).map((c) => [c.figure, c.pass]));
    expect(verdict["day: counts that differ from the choices in the urn"]).toBe(true);
  });

  it("puts memory on connections by the slope up to the peak, CPU on sittings", () => {
    const f = dayFigures(day());
    const [a] = f.instances;
    expect(a?.peakConnections).toBe(300);
    expect(a?.rssKbPerConnection).toBeCloseTo(256);
    expect(a?.heapKbPerConnection).toBeCloseTo(256);
    expect(a?.youngKbPerConnection).toBeCloseTo(0);
    expect(a?.rssKbPerConnectionUpper).toBeCloseTo((75 * 1024) / 300);
    expect(f.cpu.appMsPerSitting).toBe(4_500);
    expect(f.cpu.dbMsPerSitting).toBe(1_600);
    // The clients' 2,400 ms: 700 in the crypto threads, the rest the pages'; steal is not other load.
    expect(f.cpu).toMatchObject({ cryptoMsPerSitting: 700, pagesMsPerSitting: 1_700 });
    expect(f.cpu.stealCores).toBeCloseTo(0.1);
    expect(f.cpu.otherCores).toBeCloseTo((16_000 - 400 - 4_500 - 1_600 - 2_400) / 4_000);
    expect(f.bytesPerSitting).toBe(420_000);
    // Two changes committed (ballot:1, closed): 40 transactions and 400 rows over them.
    expect(f.perChange).toMatchObject({ changes: 2, transactions: 20, rows: 200, pages: 400 });
  });

  it("judges the targets: the pushes and the losses, the kill's streams", () => {
    const f = dayFigures(day());
    expect(f.push.latency.p99).toBe(80);
    expect(f.push.lostExamples).toEqual(["s0/secretary closed"]);
    expect(f.problemExamples).toEqual(["2 × INTERNAL_SERVER_ERROR: Unexpected error. (first: s0/voter21)"]);
    expect(f.kill).toMatchObject({ atS: 2, instance: "day-b", streamsCut: 1, networkFailures: 1 });
    const verdict = Object.fromEntries(dayChecks(f).map((c) => [c.figure, c.pass]));
    expect(verdict).toMatchObject({
      "day: p99 tap→«принят»": true,
      "day: push p99": true,
      "day: RSS per open connection (the instance that held the most)": false,
      "day: ballots in the urn whose page was never told «принят»": false,
      "day: events lost (a change a page never saw)": false,
      "day: streams cut by the kill that reconnected": true,
    });
  });
});
