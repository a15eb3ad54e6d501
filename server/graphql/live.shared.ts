import { createHash } from "node:crypto";
import type { ExecutionResult } from "graphql";

/** What a stream is given: the subscription's results, or the one result that refused it. */
export type Upstream = AsyncIterableIterator<ExecutionResult> | ExecutionResult;

/** A stream's view of a shared execution: its answers, the newest first when it joins late. */
export type Downstream = AsyncIterableIterator<ExecutionResult>;

interface Source {
  consumers: Set<Consumer>;
  /** The newest answer, for a stream that joins (the whole state: nothing before it is needed). */
  last: ExecutionResult | undefined;
  digest: string | undefined;
  upstream: AsyncIterableIterator<ExecutionResult> | undefined;
  closed: boolean;
}

interface Consumer {
  offer(result: ExecutionResult): void;
  end(): void;
}

const DONE: IteratorResult<never, undefined> = { value: undefined, done: true };

const isAsyncIterable = (x: unknown): x is AsyncIterableIterator<ExecutionResult> =>
  typeof x === "object" && x !== null && Symbol.asyncIterator in x;

/**
 * Shared executions of the live stream (issue 35): every stream that asks for the same thing
 * (its `key`: the document, its variables and its principal) hears one execution of it, so a
 * change reads once whatever the number of pages that show it. An answer equal to the last one
 * is not sent (the pages' cues are the changes they show: see ARCHITECTURE.md, walk 3); a
 * stream that joins gets the newest answer at once. The execution stops when its last stream
 * leaves, and ends every stream when it ends (its read failed, or nothing more can change).
 * A stream is handed answers only as fast as its client takes them (`ready`): a client that
 * does not read holds one answer, not every change.
 * @param format each result as it is sent (errors masked), once for every stream
 * @param onAnswer told of each result the executions produce, sent or not (the figures' reads)
 */
export function sharedStreams(
  format: (result: ExecutionResult) => ExecutionResult,
  onAnswer: (key: string) => void = () => {},
) {
  const sources = new Map<string, Source>();

  function open(key: string, start: () => Promise<Upstream>): Source {
    const source: Source = {
      consumers: new Set(),
      last: undefined,
      digest: undefined,
      upstream: undefined,
      closed: false,
    };
    const broadcast = (raw: ExecutionResult) => {
      onAnswer(key);
      const result = format(raw);
      const digest = createHash("sha256").update(JSON.stringify(result)).digest("base64");
      if (digest === source.digest) return;
      source.digest = digest;
      source.last = result;
      for (const c of source.consumers) c.offer(result);
    };
    const finish = () => {
      source.closed = true;
      if (sources.get(key) === source) sources.delete(key);
      for (const c of source.consumers) c.end();
    };
    void (async () => {
      let upstream: Upstream;
      try {
        upstream = await start();
      } catch (err) {
        finish();
        throw err;
      }
      if (!isAsyncIterable(upstream)) {
        broadcast(upstream);
        return finish();
      }
      source.upstream = upstream;
      if (source.closed) {
        await upstream.return?.();
        return;
      }
      for (;;) {
        const r = await upstream.next();
        if (r.done) break;
        broadcast(r.value);
      }
      finish();
    })().catch(() => finish());
    return source;
  }

  function detach(key: string, source: Source, consumer: Consumer): void {
    source.consumers.delete(consumer);
    if (source.consumers.size > 0 || source.closed) return;
    source.closed = true;
    if (sources.get(key) === source) sources.delete(key);
    void source.upstream?.return?.();
  }

  return {
    /**
     * The stream of `key`: joins its execution, or starts it with `start` (the subscription,
     * run on the context of the stream that starts it).
     * @param ready resolves when the stream's client can take another answer (its socket drained)
     */
    join(key: string, start: () => Promise<Upstream>, ready: () => Promise<void>): Downstream {
      let source = sources.get(key);
      if (!source) {
        source = open(key, start);
        sources.set(key, source);
      }
      const joined = source;
      let queued = joined.last;
      let ended = false;
      let waiting: ((r: IteratorResult<ExecutionResult>) => void) | null = null;
      const consumer: Consumer = {
        offer(result) {
          queued = result;
          const w = waiting;
          waiting = null;
          if (w) void next().then(w);
        },
        end() {
          ended = true;
          const w = waiting;
          waiting = null;
          if (w) void next().then(w);
        },
      };
      joined.consumers.add(consumer);
      async function next(): Promise<IteratorResult<ExecutionResult>> {
        if (queued) {
          await ready();
          const value = queued;
          queued = undefined;
          if (value) return { value, done: false };
        }
        if (ended) return DONE;
        return new Promise((resolve) => {
          waiting = resolve;
        });
      }
      const leave = async () => {
        ended = true;
        queued = undefined;
        detach(key, joined, consumer);
        const w = waiting;
        waiting = null;
        w?.(DONE);
        return DONE;
      };
      return {
        next,
        return: leave,
        async throw(err: unknown) {
          await leave();
          throw err;
        },
        [Symbol.asyncIterator]() {
          return this;
        },
      };
    },
    /** Executions running now (for the tests' and the benchmark's figures). */
    executions: () => sources.size,
  };
}
