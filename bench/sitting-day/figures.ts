// The sitting day's figures (day.ts's DayRun → what bench.json and the checks hold): the ballots'
// rate and their tap→«принят» latency, the pushes' latency, the connections and memory of each
// instance, the CPU a sitting costs, what was lost, and how the kill's clients came back.

import { type DayRun, SITTING, UNRECONNECTED_MS } from "./day.ts";
import type { LedgerSummary } from "./ledger.ts";
import { type Distribution, distribution, rounded, slope } from "./stats.ts";

/** One instance's connections and memory over the day. */
export interface InstanceFigures {
  name: string;
  /** The most established client connections at one sample, and the live streams then. */
  peakConnections: number;
  peakStreams: number;
  /** RSS before the first sitting and at the peak of connections, MB. */
  baseRssMb: number;
  peakRssMb: number;
  /**
   * kB of RSS per open connection (which is also MB per 1,000 connections): the slope of the
   * least-squares line of RSS over established connections, through the samples from the first
   * that holds a quarter of the peak's connections to the peak (warmed up by then: an instance's
   * first requests compile code and fill caches). It holds the memory of the requests those
   * connections carry too: the day's load grows with its connections.
   */
  rssKbPerConnection: number;
  /** RSS grown since the start ÷ the peak's connections, kB: the warm-up included, an upper bound. */
  rssKbPerConnectionUpper: number;
  /** Of rssKbPerConnection, V8's heap (the same slope of heapTotal), kB; the rest is outside it (sockets, buffers). */
  heapKbPerConnection: number;
  /**
   * Of heapKbPerConnection, V8's young generation, kB: it grows with the rate of allocation (the
   * load), up to its ceiling (--max-semi-space-size), not with the objects connections keep.
   */
  youngKbPerConnection: number;
  /** CPU the instance spent during the day, ms. */
  cpuMs: number;
}

/** The kill -9 in the middle of the day and how its clients came back. */
export interface KillFigures {
  /** Seconds after the first sitting started. */
  atS: number;
  instance: string;
  /** Streams connected to the killed instance, or broken by themselves, that reconnected (to the other). */
  streamsCut: number;
  /** Kill (or break) → the stream connected again, ms. */
  reconnect: Distribution;
  /** Streams without their channel for longer than day.ts's UNRECONNECTED_MS when their page closed or the day ended. */
  unreconnected: number;
  /** Changes committed during a stream's outage, seen in its first answer after it reconnected: commit → that answer, ms. */
  caughtUp: Distribution;
  /** Requests that did not reach a server (refused, cut off) and were tapped again. */
  networkFailures: number;
  /** Ballots that took more than one «Отправить», and those accepted without their answer (a retry was told «уже проголосовали»). */
  ballotsRetried: number;
  /** Of the ballots that took more than one: the first «Отправить» → «принят», ms. */
  retriedTapToAccepted: Distribution;
  ballotsAnswerLost: number;
  /** Sittings whose «Избрать» went through with its answer lost, found elected on the page and not elected again. */
  electionsAnswerLost: number;
}

/** The sitting day's figures (see the module's comment); times in ms unless named otherwise. */
export interface DayFigures {
  sittings: number;
  /** Sittings whose every page reached its end: the count decrypted and shown to all. */
  sittingsFinished: number;
  ballots: {
    /** The roll's, 21 a sitting. */
    expected: number;
    /** Answered «принят» (or «уже проголосовали» to a retry). */
    accepted: number;
    /** Accepted, not in the public urn after the day. */
    lost: number;
    /** On the urn, though its page was never told «принят» by the sitting's deadline. */
    unconfirmed: number;
    /** Members whose ballot was never accepted by the deadline (neither answered «принят» nor in the urn). */
    notAccepted: number;
    /** Sittings whose decrypted count differs from the choices of the ballots in their urn. */
    wrongCounts: number;
    /** Sittings with ballots in their urn and no count by their deadline: unfinished, not wrong. */
    uncounted: number;
    /** Accepted ballots ÷ the seconds from the first accepted to the last. */
    perSecond: number;
    /** The most accepted in one second. */
    peakPerSecond: number;
    /** «Отправить» → the answer «принят» (the submit request), over the ballots whose answer came. */
    tapToAccepted: Distribution;
    /** «Далее»: the election checked and the choice sealed in the page's cryptography (a worker thread here). */
    seal: Distribution;
  };
  push: {
    /** Commit (the mutation's answer) → a subscriber's stream answer reflecting it. */
    latency: Distribution;
    /** The same by kind of change ("seat:#:deal", "ballot:#", "closed", "tallied", …). */
    byKind: Record<string, Distribution>;
    /** Pushes: all, those that showed nothing new, those ahead of their mutation's answer. */
    pushes: number;
    idle: number;
    early: number;
    /** Changes a subscriber should have seen and never did, and the first few of them. */
    lost: number;
    lostExamples: string[];
    /** Changes not yet seen by pages their sitting's deadline closed, unfinished (not counted lost). */
    cutOff: number;
  };
  /** The secretary's act that sends letters (its request) → each letter's arrival in the mailbox, by kind. */
  letters: { commission: Distribution; polls: Distribution };
  instances: InstanceFigures[];
  cpu: {
    /** Per sitting, ms: both instances, the database's backends, and the clients (this process with its crypto threads). */
    appMsPerSitting: number;
    dbMsPerSitting: number;
    clientsMsPerSitting: number;
    /** Of the clients': their cryptography's threads (CPU), and the rest (the pages: HTTP, streams, JSON, the collector). */
    cryptoMsPerSitting: number;
    pagesMsPerSitting: number;
    /** What other processes took during the day, in cores (the machine is shared), and the hypervisor's steal. */
    otherCores: number;
    stealCores: number;
  };
  /** Per sitting: bytes the instances wrote (answers, pushes, queries, letters). */
  bytesPerSitting: number;
  /**
   * Per change a page should see (the ledger's commits: a seat's step, a ballot, the close …): the
   * stream answers it caused, and the database's transactions, rows and pages read meanwhile.
   */
  perChange: { changes: number; pushes: number; transactions: number; rows: number; pages: number };
  conditions: DayRun["conditions"];
  kill: KillFigures | null;
  /** First sitting started → the last page left, s. */
  seconds: number;
  /** A sitting's start → its count decrypted, and its vote opened → that, ms (the sittings that got there). */
  sittingMs: Distribution;
  voteToCountMs: Distribution;
  /** What went wrong on the pages, the first few, and how many in all. */
  problems: number;
  /** The most frequent kinds, «n × what (first: page)». */
  problemExamples: string[];
  /**
   * The sitting's three acts that wake every page (issue 35), each its request's answer, ms:
   * the vote opened (SendInvites), the close (the roll's last ballot, which closes it), a
   * device's decryption (SubmitPartialDecryption).
   */
  actions: { open: Distribution; close: Distribution; decrypt: Distribution };
  /** Requests by operation: how many, failed, network failures. */
  requests: DayRun["requests"];
  mail: DayRun["mail"];
  crypto: DayRun["crypto"];
  clientLoop: DayRun["clientLoop"];
}

/** How many of a list's items bench.json and the log show. */
const EXAMPLES = 10;

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** The ballots' figures: accepted, lost from the urn, counted wrong, their rate and latency. */
function ballotFigures(day: DayRun): DayFigures["ballots"] {
  let lost = 0;
  let unconfirmed = 0;
  let wrongCounts = 0;
  let uncounted = 0;
  day.outcomes.forEach((o, i) => {
    const urn = day.urns[i];
    const inUrn = new Set(urn?.trackers ?? []);
    lost += o.ballots.filter((b) => !inUrn.has(b.tracker)).length;
    const taken = o.unconfirmed.filter((b) => inUrn.has(b.tracker));
    unconfirmed += taken.length;
    const counted = [...o.ballots.filter((b) => inUrn.has(b.tracker)), ...taken];
    const cast = {
      for: counted.filter((b) => b.choice === "FOR").length,
      against: counted.filter((b) => b.choice === "AGAINST").length,
    };
    const result = urn?.result;
    if (!urn?.trackers.length) return;
    if (!result) uncounted++;
    else if (result.for !== cast.for || result.against !== cast.against) wrongCounts++;
  });
  const all = day.outcomes.flatMap((o) => o.ballots);
  const times = all.map((b) => b.at).sort((a, b) => a - b);
  const first = times[0] ?? 0;
  const spanS = ((times.at(-1) ?? 0) - first) / 1000;
  const bySecond = new Map<number, number>();
  for (const t of times) {
    const s = Math.floor((t - first) / 1000);
    bySecond.set(s, (bySecond.get(s) ?? 0) + 1);
  }
  const expected = day.outcomes.length * SITTING.roll;
  return {
    expected,
    accepted: all.length,
    lost,
    unconfirmed,
    notAccepted: expected - all.length - unconfirmed,
    wrongCounts,
    uncounted,
    perSecond: spanS > 0 ? all.length / spanS : Number.NaN,
    peakPerSecond: Math.max(0, ...bySecond.values()),
    tapToAccepted: rounded(distribution(all.flatMap((b) => (b.submitMs === null ? [] : [b.submitMs])))),
    seal: rounded(distribution(all.map((b) => b.sealMs))),
  };
}

/** The push latencies of every sitting by kind of change, the kinds in alphabetical order. */
function pushByKind(ledgers: readonly LedgerSummary[]): Record<string, Distribution> {
  const all = new Map<string, number[]>();
  for (const l of ledgers)
    for (const [kind, ms] of l.pushMsByKind) {
      const list = all.get(kind) ?? [];
      all.set(kind, list);
      list.push(...ms);
    }
  return Object.fromEntries(
    [...all].sort(([a], [b]) => a.localeCompare(b)).map(([kind, ms]) => [kind, rounded(distribution(ms))]),
  );
}

/** Each instance's peak of connections, its RSS then and per connection, and its CPU over the day. */
function instanceFigures(day: DayRun): InstanceFigures[] {
  const last = day.samples.at(-1);
  return day.names.map((name, i) => {
    const own = day.samples.flatMap((s) => (s.instances[i] ? [s.instances[i]] : []));
    let peakAt = 0;
    own.forEach((s, k) => {
      if (s.connections > (own[peakAt]?.connections ?? 0)) peakAt = k;
    });
    const peak = own[peakAt] ?? { connections: 0, streams: 0, rssMb: 0 };
    const rampFrom = Math.max(
      0,
      own.findIndex((s) => s.connections >= peak.connections / 4),
    );
    const ramp = own.slice(rampFrom, peakAt + 1);
    const traced = ramp.filter((s) => s.heapMb > 0);
    const baseRssMb = day.baseRssMb[i] ?? 0;
    return {
      name,
      peakConnections: peak.connections,
      peakStreams: peak.streams,
      baseRssMb,
      peakRssMb: peak.rssMb,
      rssKbPerConnection: slope(ramp.map((s) => ({ x: s.connections, y: s.rssMb }))) * 1024,
      rssKbPerConnectionUpper: peak.connections
        ? ((peak.rssMb - baseRssMb) * 1024) / peak.connections
        : Number.NaN,
      heapKbPerConnection: slope(traced.map((s) => ({ x: s.connections, y: s.heapMb }))) * 1024,
      youngKbPerConnection: slope(traced.map((s) => ({ x: s.connections, y: s.youngMb }))) * 1024,
      cpuMs: last?.instances[i]?.cpuMs ?? 0,
    };
  });
}

/** The kill's figures: the streams cut and their reconnection, the requests and ballots tapped again. */
function killFigures(day: DayRun, caughtUpMs: number[]): KillFigures | null {
  if (!day.kill) return null;
  const cut = day.streams.filter((s) => s.outages.length > 0);
  const ballots = day.outcomes.flatMap((o) => o.ballots);
  return {
    atS: (day.kill.at - day.t0) / 1000,
    instance: day.names[day.kill.instance] ?? String(day.kill.instance),
    streamsCut: cut.length,
    reconnect: rounded(distribution(cut.flatMap((s) => s.outages))),
    unreconnected: day.unreconnected,
    caughtUp: rounded(distribution(caughtUpMs)),
    networkFailures: sum(Object.values(day.requests).map((r) => r.network)),
    ballotsRetried: ballots.filter((b) => b.attempts > 1).length,
    retriedTapToAccepted: rounded(
      distribution(ballots.flatMap((b) => (b.attempts > 1 ? [b.firstTapMs] : []))),
    ),
    ballotsAnswerLost: ballots.filter((b) => b.submitMs === null).length,
    electionsAnswerLost: day.outcomes.filter((o) => o.electedUnanswered).length,
  };
}

/** Problems («page: what») grouped by what, the most frequent first: «n × what (first: page)». */
function problemKinds(problems: readonly string[]): string[] {
  const kinds = new Map<string, { n: number; first: string }>();
  for (const p of problems) {
    const at = p.indexOf(": ");
    const what = p.slice(at + 2);
    const kind = kinds.get(what) ?? { n: 0, first: p.slice(0, at) };
    kinds.set(what, { ...kind, n: kind.n + 1 });
  }
  return [...kinds]
    .sort(([, a], [, b]) => b.n - a.n)
    .slice(0, EXAMPLES)
    .map(([what, { n, first }]) => `${n} × ${what} (first: ${first})`);
}

/** The figures of a sitting day. */
export function dayFigures(day: DayRun): DayFigures {
  const ledgers = day.outcomes.map((o) => o.ledger.summary());
  const missed = ledgers.flatMap((l) => l.missed);
  const last = day.samples.at(-1);
  const n = day.outcomes.length || 1;
  const appMs = sum(last?.instances.map((i) => i.cpuMs) ?? []);
  const dbMs = last?.dbCpuMs ?? 0;
  const clientsMs = last?.clientsMs ?? 0;
  const stealMs = last?.stealMs ?? 0;
  const changes = sum(ledgers.map((l) => l.changes));
  const pushes = sum(ledgers.map((l) => l.pushes));
  const perChange = (x: number) => (changes ? x / changes : Number.NaN);
  const elapsedMs = ((last?.t ?? 0) - (day.samples[0]?.t ?? 0)) * 1000;
  const problems = day.outcomes.flatMap((o) => o.problems);
  const finished = day.outcomes.filter(
    (o) =>
      o.finished.secretary && o.finished.devices === SITTING.commission && o.finished.voters === SITTING.roll,
  );
  return {
    sittings: day.outcomes.length,
    sittingsFinished: finished.length,
    ballots: ballotFigures(day),
    push: {
      latency: rounded(distribution(ledgers.flatMap((l) => l.pushMs))),
      byKind: pushByKind(ledgers),
      pushes,
      idle: sum(ledgers.map((l) => l.idlePushes)),
      early: sum(ledgers.map((l) => l.early)),
      lost: missed.length,
      lostExamples: missed.slice(0, EXAMPLES),
      cutOff: sum(ledgers.map((l) => l.cutOff)),
    },
    letters: {
      commission: rounded(distribution(day.outcomes.flatMap((o) => o.letterMs.commission))),
      polls: rounded(distribution(day.outcomes.flatMap((o) => o.letterMs.polls))),
    },
    instances: instanceFigures(day),
    cpu: {
      appMsPerSitting: appMs / n,
      dbMsPerSitting: dbMs / n,
      clientsMsPerSitting: clientsMs / n,
      cryptoMsPerSitting: day.crypto.cpuMs / n,
      pagesMsPerSitting: Math.max(0, clientsMs - day.crypto.cpuMs) / n,
      otherCores:
        elapsedMs > 0
          ? Math.max(0, (last?.machineMs ?? 0) - stealMs - appMs - dbMs - clientsMs) / elapsedMs
          : 0,
      stealCores: elapsedMs > 0 ? stealMs / elapsedMs : 0,
    },
    bytesPerSitting: sum(last?.instances.map((i) => i.bytesOut) ?? []) / n,
    perChange: {
      changes,
      pushes: perChange(pushes),
      transactions: perChange(day.reads.transactions),
      rows: perChange(day.reads.rowsReturned + day.reads.rowsFetched),
      pages: perChange(day.reads.pages),
    },
    conditions: day.conditions,
    kill: killFigures(
      day,
      ledgers.flatMap((l) => l.reconnectMs),
    ),
    seconds: (day.endedAt - day.t0) / 1000,
    sittingMs: rounded(
      distribution(day.outcomes.flatMap((o) => (o.talliedAt ? [o.talliedAt - o.startedAt] : []))),
    ),
    voteToCountMs: rounded(
      distribution(
        day.outcomes.flatMap((o) => (o.talliedAt && o.openedAt ? [o.talliedAt - o.openedAt] : [])),
      ),
    ),
    problems: problems.length,
    problemExamples: problemKinds(problems),
    actions: {
      open: rounded(distribution(day.requests.SendInvites?.ms ?? [])),
      close: rounded(
        distribution(
          day.outcomes.flatMap((o) =>
            o.ballots.flatMap((b) =>
              b.position === SITTING.roll && b.submitMs !== null ? [b.submitMs] : [],
            ),
          ),
        ),
      ),
      decrypt: rounded(distribution(day.requests.SubmitPartialDecryption?.ms ?? [])),
    },
    requests: day.requests,
    mail: day.mail,
    crypto: day.crypto,
    clientLoop: day.clientLoop,
  };
}

const ms = (d: Distribution) =>
  d.n
    ? `p50 ${d.p50.toFixed(0)} p90 ${d.p90.toFixed(0)} p99 ${d.p99.toFixed(0)} max ${d.max.toFixed(0)} ms`
    : "none";

/** The day's figures as the run's log prints them, a few lines. */
export function dayReport(f: DayFigures): string {
  const b = f.ballots;
  const lines = [
    `sitting day: ${f.sittings} sittings, ${f.sittingsFinished} finished, in ${f.seconds.toFixed(0)} s; ${b.accepted} of ${b.expected} ballots accepted (${b.lost} lost from the urn, ${b.unconfirmed} on it never confirmed to their page, ${b.notAccepted} never accepted); counts: ${b.wrongCounts} wrong, ${b.uncounted} never made (unfinished); ${b.perSecond.toFixed(1)} ballots/s (peak ${b.peakPerSecond} in a second)`,
    `  a sitting, start → count: ${ms(f.sittingMs)}; vote opened → count: ${ms(f.voteToCountMs)}`,
    `  tap→«принят» (${b.tapToAccepted.n}): ${ms(b.tapToAccepted)}; «Далее» (check + seal): ${ms(b.seal)}`,
    `  push (${f.push.latency.n}): ${ms(f.push.latency)}; ${f.push.idle} of ${f.push.pushes} pushes showed nothing new, ${f.push.early} came before their mutation's answer; ${f.push.lost} events lost; ${f.push.cutOff} not yet seen by pages their sitting's deadline closed`,
    `  push p50 / p99 by change: ${Object.entries(f.push.byKind)
      .map(([kind, d]) => `${kind} ${d.p50.toFixed(0)} / ${d.p99.toFixed(0)}`)
      .join(", ")} ms`,
    `  acts with every page live: vote opened ${ms(f.actions.open)}; close (the last ballot) ${ms(f.actions.close)}; decryption ${ms(f.actions.decrypt)}`,
    `  letters: commission ${ms(f.letters.commission)}; ballots ${ms(f.letters.polls)}; ${f.mail.received} received, ${f.mail.unclaimed} unclaimed, ${f.mail.broken} connections broken`,
    ...f.instances.map(
      (i) =>
        `  ${i.name}: peak ${i.peakConnections} connections (${i.peakStreams} streams), RSS ${i.baseRssMb.toFixed(0)} → ${i.peakRssMb.toFixed(0)} MB: ${i.rssKbPerConnection.toFixed(0)} kB per connection (MB per 1,000) on the way to the peak (V8's heap ${i.heapKbPerConnection.toFixed(0)} kB of it, its young generation ${i.youngKbPerConnection.toFixed(0)} kB), ${i.rssKbPerConnectionUpper.toFixed(0)} kB with the warm-up; CPU ${(i.cpuMs / 1000).toFixed(1)} s`,
    ),
    `  CPU per sitting: instances ${f.cpu.appMsPerSitting.toFixed(0)} ms, database ${f.cpu.dbMsPerSitting.toFixed(0)} ms, clients ${f.cpu.clientsMsPerSitting.toFixed(0)} ms (of it their cryptography's threads ${f.cpu.cryptoMsPerSitting.toFixed(0)} ms CPU in ${f.crypto.jobs} jobs in all, ${(f.crypto.wallMs / f.sittings).toFixed(0)} ms wall; the pages ${f.cpu.pagesMsPerSitting.toFixed(0)} ms); meanwhile other processes ${f.cpu.otherCores.toFixed(2)} cores, steal ${f.cpu.stealCores.toFixed(2)} cores; the clients' event loop late by p99 ${f.clientLoop.p99Ms.toFixed(0)} ms, max ${f.clientLoop.maxMs.toFixed(0)} ms`,
    `  per sitting ${(f.bytesPerSitting / 1e6).toFixed(2)} MB written by the instances; per change (${f.perChange.changes}): ${f.perChange.pushes.toFixed(1)} stream answers, ${f.perChange.transactions.toFixed(1)} transactions, ${f.perChange.rows.toFixed(0)} rows and ${f.perChange.pages.toFixed(0)} pages read`,
  ];
  const k = f.kill;
  if (k)
    lines.push(
      `  kill -9 ${k.instance} at ${k.atS.toFixed(1)} s: ${k.streamsCut} streams reconnected (${ms(k.reconnect)}), ${k.unreconnected} without it for over ${UNRECONNECTED_MS / 1000} s; changes caught up on reconnection: ${ms(k.caughtUp)}; ${k.networkFailures} requests refused or cut off, ${k.ballotsRetried} ballots sent again (first tap→«принят» ${ms(k.retriedTapToAccepted)}), ${k.ballotsAnswerLost} answers lost; ${k.electionsAnswerLost} commissions elected with the answer lost (found on the page, not elected again)`,
    );
  if (f.problems)
    lines.push(`  ${f.problems} problems on the pages:`, ...f.problemExamples.map((p) => `    ${p}`));
  if (f.push.lost) lines.push("  events lost:", ...f.push.lostExamples.map((e) => `    ${e}`));
  return lines.join("\n");
}
