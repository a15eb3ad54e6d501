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
   * An async iterator that yields once at once, then once after each change of `topic`
   * (changes that arrive while the consumer is busy are coalesced into one) and after a gap in
   * the notifications (the database connection was lost and is back). `return()` ends it at
   * once, even while it waits. Costs nothing while nothing changes: no timer, no query.
   */
  changes(topic: string): AsyncIterableIterator<void>;
  /** How many consumers are listening now (for the benchmark's figures). */
  listeners(): number;
  /** Stops listening to the database; every open iterator ends. */
  close(): Promise<void>;
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

  function changes(topic: string): AsyncIterableIterator<void> {
    let dirty = true;
    let done = false;
    let pending: ((r: IteratorResult<void>) => void) | null = null;
    const set = consumers.get(topic) ?? new Set();
    const finish = () => {
      if (done) return;
      done = true;
      set.delete(poke);
      if (set.size === 0 && consumers.get(topic) === set) consumers.delete(topic);
      pending?.(DONE);
      pending = null;
    };
    function poke(end?: boolean) {
      if (end) return finish();
      if (!pending) {
        dirty = true;
        return;
      }
      const resolve = pending;
      pending = null;
      resolve({ value: undefined, done: false });
    }
    set.add(poke);
    consumers.set(topic, set);
    return {
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
    listeners: () => [...consumers.values()].reduce((n, s) => n + s.size, 0),
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
 * and right after a read that failed (a link no longer valid, a session ended): that error is
 * its last item, for the subscription to answer as a GraphQL error. Its `return()` ends
 * `changes` at once (a client that leaves is let go while the page waits).
 */
export function liveRead<T>(
  changes: AsyncIterableIterator<void>,
  first: T,
  load: () => Promise<T>,
): AsyncIterableIterator<Settled<T>> {
  let reads = 0;
  let failed = false;
  // Held until it is answered, not for the stream's life (a page's whole state).
  let firstRead: T | undefined = first;
  const end = async () => {
    await changes.return?.();
    return DONE;
  };
  return {
    async next() {
      if (failed) return end();
      const r = await changes.next();
      if (r.done) return DONE;
      reads += 1;
      if (reads === 1) {
        const value = firstRead as T;
        firstRead = undefined;
        return { value: { ok: true, value }, done: false };
      }
      try {
        return { value: { ok: true, value: await load() }, done: false };
      } catch (error) {
        failed = true;
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
