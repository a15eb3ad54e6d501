import { EVENTS_CHANNEL } from "./database.events.ts";
import type { DatabaseHandle } from "./database.ts";

/**
 * Live updates inside one instance, fed by the database's LISTEN (database.events.ts
 * `announce` is the NOTIFY side, written in the same transaction as the change): every
 * instance on one database hears every change, whichever instance made it, so a member on one
 * instance sees at once what the secretary did on another. A listener is told that its topic
 * changed, never what changed: it reads the state afresh, through the same checks as any read.
 */
export interface Events {
  /**
   * An async iterator that yields once at once, then once after each change of any of `topics`
   * (changes that arrive while the consumer is busy are coalesced into one), after a gap in
   * the notifications (the database connection was lost and is back) and after each
   * `wake()`. `return()` ends it at once, even while it waits. Costs nothing while nothing
   * changes: no timer, no query.
   */
  changes(topics: readonly string[]): Changes;
  /** How many consumers are listening now (for the benchmark's figures). */
  listeners(): number;
  /** Stops listening to the database; every open iterator ends. */
  close(): Promise<void>;
}

/** {@link Events.changes}: the pokes of a consumer's topics, and its own. */
export interface Changes extends AsyncIterableIterator<void> {
  /** Pokes this consumer alone, as a change of its topics would (e.g. its session's expiry). */
  wake(): void;
}

const DONE: IteratorResult<never, undefined> = { value: undefined, done: true };

/**
 * Listens on the database's events channel. Returns at once (the app is built before the
 * embedded database has booted): the LISTEN starts meanwhile, and `changes` work from the
 * start (a consumer yields once at once and hears changes from when the LISTEN is in place).
 * @param onError called if the LISTEN cannot start (the server then has no live updates; pages
 *   read their state when they load)
 */
export function createEvents(handle: Pick<DatabaseHandle, "listen">, onError: (err: Error) => void): Events {
  /** Per topic, the consumers' pokes; a poke with `true` ends the consumer. */
  const consumers = new Map<string, Set<(end?: boolean) => void>>();
  const each = (fn: (poke: (end?: boolean) => void) => void, topic?: string) => {
    const sets = topic === undefined ? [...consumers.values()] : [consumers.get(topic) ?? new Set()];
    // A consumer of several topics is poked once per set (a poke while it waits is one answer).
    for (const set of sets) for (const poke of [...set]) fn(poke);
  };
  const stopping = handle
    .listen(
      EVENTS_CHANNEL,
      (topic) => each((poke) => poke(), topic),
      () => each((poke) => poke()),
    )
    .catch((err: Error) => {
      onError(err);
      return async () => {};
    });

  function changes(topics: readonly string[]): Changes {
    let dirty = true;
    let done = false;
    let scheduled = false;
    let pending: ((r: IteratorResult<void>) => void) | null = null;
    const unique = [...new Set(topics)];
    const finish = () => {
      if (done) return;
      done = true;
      for (const topic of unique) {
        const set = consumers.get(topic);
        set?.delete(poke);
        if (set?.size === 0) consumers.delete(topic);
      }
      pending?.(DONE);
      pending = null;
    };
    // The pokes of one commit (its topics arrive one after the other in the same turn of the
    // event loop) are one answer: the waiting consumer is resumed on the next turn.
    function poke(end?: boolean) {
      if (end) return finish();
      dirty = true;
      if (!pending || scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        if (!pending || !dirty) return;
        dirty = false;
        const resolve = pending;
        pending = null;
        resolve({ value: undefined, done: false });
      });
    }
    for (const topic of unique) {
      const set = consumers.get(topic) ?? new Set();
      set.add(poke);
      consumers.set(topic, set);
    }
    return {
      wake: () => {
        if (!done) poke();
      },
      next() {
        if (done) return Promise.resolve(DONE);
        if (dirty) {
          dirty = false;
          return Promise.resolve({ value: undefined, done: false });
        }
        return new Promise((resolve) => {
          pending = resolve;
        });
      },
      return() {
        finish();
        return Promise.resolve(DONE);
      },
      throw(err: unknown) {
        finish();
        return Promise.reject(err);
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  return {
    changes,
    listeners: () => new Set([...consumers.values()].flatMap((s) => [...s])).size,
    async close() {
      each((poke) => poke(true));
      await (await stopping)();
    },
  };
}

/** One read of a live answer: its value, or the error it ended with. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * The live answer of a subscription: `first` at once, then `load()` read afresh at each later
 * change `changes` yields, as an iterator of {@link Settled} reads. It ends when `changes` ends,
 * right after a read that failed (a link no longer valid, a session ended): that error is its
 * last item, for the subscription to answer as a GraphQL error; and right after a value that
 * `last` accepts (nothing it shows can change any more). Its `return()` ends `changes` at once
 * (a client that leaves is let go while the page waits).
 */
export function liveRead<T>(
  changes: AsyncIterableIterator<void>,
  first: T,
  load: () => Promise<T>,
  last: (value: T) => boolean = () => false,
): AsyncIterableIterator<Settled<T>> {
  let reads = 0;
  // The last item was given (a ended read, or a value `last` accepts): the next call ends.
  let ended = false;
  // Held until it is answered, not for the stream's life (a page's whole state).
  let firstRead: T | undefined = first;
  const end = async () => {
    await changes.return?.();
    return DONE;
  };
  return {
    async next() {
      if (ended) return end();
      const r = await changes.next();
      if (r.done) return DONE;
      reads += 1;
      if (reads === 1) {
        const value = firstRead as T;
        firstRead = undefined;
        ended = last(value);
        return { value: { ok: true, value }, done: false };
      }
      try {
        const value = await load();
        ended = last(value);
        return { value: { ok: true, value }, done: false };
      } catch (error) {
        ended = true;
        return { value: { ok: false, error }, done: false };
      }
    },
    return: end,
    async throw(err: unknown) {
      await end();
      throw err;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
