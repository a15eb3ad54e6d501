// The push bookkeeping of one sitting: when each change was committed (the answer of the
// mutation that made it, on the client that sent it) and when each subscriber's stream first
// answered with a state that reflects it. From these: the push latencies, the changes a
// subscriber never saw (lost events), and those it only saw once its stream was re-established
// (after the kill).
//
// A change is named by what the pages can see of it: "seat:2:deal" (seat 2's dealing), "open",
// "ballot:7" (the urn has 7 ballots), "closed", "tallied". A subscriber is judged only on the
// changes it can see (`sees`) that were committed while it followed the sitting (after its
// stream's first answer, before it left): a change already in a stream's first answer is no push.

/** One subscriber's stream as the ledger knows it. */
interface Observer {
  /** Which changes its page shows (the others are none of its business). */
  sees: (change: string) => boolean;
  /** When its (first) stream first answered, ms; undefined before. */
  since?: number;
  /** When it left (its page closed), ms. */
  until?: number;
  /** It left at its sitting's deadline, unfinished (what it had not seen yet may have been on its way). */
  cut?: boolean;
  /** Pushes it received, and those that showed nothing new (of what it follows). */
  pushes: number;
  idle: number;
  /** Per change, the first answer that reflected it: when, and whether it was a stream's first answer. */
  seen: Map<string, { at: number; first: boolean }>;
}

/** What a sitting's ledger found (times in ms). */
export interface LedgerSummary {
  /** Commit → a subscriber's answer reflecting it, for every push (never negative). */
  pushMs: number[];
  /** The same by kind of change (its numbers as #: "seat:#:deal", "ballot:#", "closed", …). */
  pushMsByKind: Map<string, number[]>;
  /** Pushes that arrived before the mutation's own answer (counted as 0 in pushMs). */
  early: number;
  /** Commit → the first answer of a re-established stream that reflected it (the change fell in an outage). */
  reconnectMs: number[];
  /** Changes a subscriber should have seen and never did: `observer change`. */
  missed: string[];
  /**
   * Changes a subscriber had not seen when its page closed at the sitting's deadline, unfinished:
   * their pushes may have been on their way (an overloaded day), so they are not counted lost.
   */
  cutOff: number;
  /** Answers of the subscribers' streams that were pushes (not a stream's first answer). */
  pushes: number;
  /** Changes committed (each counted once, however many retries answered it). */
  changes: number;
  /** Of those, the pushes that showed their page nothing it follows that it had not seen. */
  idlePushes: number;
}

/** The push bookkeeping of one sitting (see the module's comment). */
export class PushLedger {
  private readonly commits = new Map<string, number>();
  private readonly observers = new Map<string, Observer>();

  /**
   * Change `change` was committed: the answer of the mutation that made it arrived at `at`
   * (ms). The earliest time is kept (a retried mutation answers again).
   */
  commit(change: string, at: number): void {
    const known = this.commits.get(change);
    if (known === undefined || at < known) this.commits.set(change, at);
  }

  /** A subscriber `name` whose page shows the changes `sees` accepts. */
  follow(name: string, sees: (change: string) => boolean): void {
    this.observers.set(name, { sees, seen: new Map(), pushes: 0, idle: 0 });
  }

  /**
   * Subscriber `name`'s stream answered at `at` (ms) with a state reflecting `changes`;
   * `first`: the first answer of a stream (its start, or after it was re-established).
   */
  answer(name: string, changes: Iterable<string>, at: number, first: boolean): void {
    const o = this.observers.get(name);
    if (!o) throw new Error(`ledger: unknown subscriber ${name}`);
    o.since ??= at;
    let news = false;
    for (const change of changes) {
      if (o.seen.has(change)) continue;
      o.seen.set(change, { at, first });
      news = true;
    }
    if (!first) {
      o.pushes++;
      if (!news) o.idle++;
    }
  }

  /**
   * Subscriber `name` left at `at` (ms): changes after that are not its to see. `cut`: its page
   * closed at the sitting's deadline, unfinished.
   */
  leave(name: string, at: number, cut = false): void {
    const o = this.observers.get(name);
    if (o && o.until === undefined) {
      o.until = at;
      o.cut = cut;
    }
  }

  /** The latencies and the losses, over every subscriber and every committed change. */
  summary(): LedgerSummary {
    const out: LedgerSummary = {
      pushMs: [],
      pushMsByKind: new Map(),
      early: 0,
      reconnectMs: [],
      missed: [],
      cutOff: 0,
      pushes: 0,
      idlePushes: 0,
      changes: this.commits.size,
    };
    for (const [name, o] of this.observers) {
      out.pushes += o.pushes;
      out.idlePushes += o.idle;
      if (o.since === undefined) continue;
      for (const [change, at] of this.commits) {
        if (!o.sees(change) || at <= o.since || (o.until !== undefined && at >= o.until)) continue;
        const seen = o.seen.get(change);
        if (!seen) {
          if (o.cut) out.cutOff++;
          else out.missed.push(`${name} ${change}`);
          continue;
        }
        // Reflected by the very first answer: the change was committed before the stream read
        // (its mutation's answer came later than the commit); not a push.
        if (seen.first && seen.at <= o.since) continue;
        const ms = seen.at - at;
        if (seen.first) out.reconnectMs.push(Math.max(0, ms));
        else {
          if (ms < 0) out.early++;
          out.pushMs.push(Math.max(0, ms));
          const kind = change.replace(/\d+/g, "#");
          const list = out.pushMsByKind.get(kind) ?? [];
          out.pushMsByKind.set(kind, list);
          list.push(Math.max(0, ms));
        }
      }
    }
    return out;
  }
}
