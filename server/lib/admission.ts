import type { RequestHandler, Response } from "express";

/** How long a request may wait for its turn before it runs anyway, in milliseconds. */
const ADMISSION_MAX_WAIT_MS = 1000;

/**
 * A first-come, first-served gate in front of the API routes (`/graphql`, `/api/v1`): at most
 * `limit` requests run at once; the others wait, in arrival order, until one of them answers.
 *
 * Why: under load (the benchmark's 50 connections on a pool of 10) every request in progress
 * holds its context, loaders and rows while it waits for the pool. A request in progress for
 * longer than two young-generation collections is promoted to V8's old generation, and with it
 * everything it points to; the old generation fills in a few hundred milliseconds and each full
 * collection also drops the optimized code of the per-request closures, which V8 then compiles
 * again. A request that waits here holds little (its request, parsed body and response
 * headers); once admitted, it finishes within a collection or two. Measured on the defense
 * page: README, «Производительность».
 *
 * The gate never refuses a request and never holds one for long:
 * - a slot is taken after the body has been read (the route puts the gate after its body
 *   parser), so a client that sends slowly holds none;
 * - a slot is given back when the handler ends the response (`prefinish`), not when the client
 *   has read it, or when the connection closes; a client that reads slowly holds none either;
 * - a request that has waited {@link ADMISSION_MAX_WAIT_MS} runs anyway, beyond the limit, so that
 *   no one (not even one party sending many slow requests at once) can keep another waiting for
 *   longer than that;
 * - a request whose client went away while it waited is dropped from the queue and never runs.
 *
 * @param limit requests that may run at once (≥ 1); the database pool's size is a good value
 * @param maxWaitMs the longest wait before a request runs anyway
 */
export function admission(limit: number, maxWaitMs = ADMISSION_MAX_WAIT_MS): RequestHandler {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`admission limit must be ≥ 1, got ${limit}`);
  let running = 0;
  // Arrival order; the head has waited longest. One timer at a time, for the head's deadline.
  const waiting: Waiter[] = [];
  let timer: NodeJS.Timeout | undefined;

  const admitNext = () => {
    while (running < limit) {
      const next = waiting.shift();
      if (!next) break;
      next.start();
    }
    watchDeadline();
  };
  // Runs, beyond the limit, every request that has waited maxWaitMs; `running` counts them,
  // and each one's end admits the next in turn.
  const overdue = () => {
    timer = undefined;
    const now = performance.now();
    while (waiting[0] && waiting[0].deadline <= now) waiting.shift()?.start();
    watchDeadline();
  };
  const watchDeadline = () => {
    const head = waiting[0];
    if (!head || timer) return;
    timer = setTimeout(overdue, Math.max(0, head.deadline - performance.now()));
    timer.unref();
  };

  return (_req, res, next) => {
    let state: "waiting" | "running" | "done" = "waiting";
    const finish = () => {
      if (state === "running") {
        state = "done";
        running--;
        admitNext();
      } else if (state === "waiting") {
        // The client went away while the request waited: it never runs.
        state = "done";
        const at = waiting.indexOf(waiter);
        if (at >= 0) waiting.splice(at, 1);
      }
    };
    const waiter: Waiter = {
      deadline: performance.now() + maxWaitMs,
      start: () => {
        if (state !== "waiting" || gone(res)) return;
        state = "running";
        running++;
        next();
      },
    };
    res.once("prefinish", finish);
    res.once("close", finish);
    if (running < limit && waiting.length === 0) {
      waiter.start();
      return;
    }
    waiting.push(waiter);
    watchDeadline();
  };
}

interface Waiter {
  /** When it runs anyway (performance.now() milliseconds). */
  deadline: number;
  /** Runs the request (counted in `running`), unless it has ended or its client has gone. */
  start(): void;
}

const gone = (res: Response) => res.destroyed || res.writableEnded;
