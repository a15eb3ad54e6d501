// The database thread of an embedded data directory (pglite.ts, pgliteInThread): opens PGlite
// at once and answers each request of the main thread in order, with the result or the error's
// message and fields (structured clone keeps an Error's message only).
import { parentPort, workerData } from "node:worker_threads";
import { openPGlite, type ThreadReply, type ThreadRequest } from "./pglite.ts";

const port = parentPort;
if (!port) throw new Error("pglite.worker.ts runs as a worker thread (pglite.ts)");
const opening = openPGlite((workerData as { dir: string }).dir);
// A failed open is answered to every request; it must not end the thread unhandled.
opening.catch(() => {});

/**
 * An error's own string, number and boolean properties but its message and this thread's
 * stack: a PostgreSQL error's fields (`code`, `detail`, `constraint`…).
 */
function fieldsOf(err: unknown): Record<string, string | number | boolean> {
  if (typeof err !== "object" || err === null) return {};
  return Object.fromEntries(
    Object.entries(err).filter(
      ([k, v]) =>
        !["message", "stack", "name"].includes(k) && ["string", "number", "boolean"].includes(typeof v),
    ),
  );
}

/** The reply of request `id` that failed with `err`. */
function errorReply(id: number, err: unknown): ThreadReply {
  const message = err instanceof Error ? err.message : String(err);
  return { id, error: { message, fields: fieldsOf(err) } };
}

// One at a time, in the order sent: PGlite runs one statement at a time anyway, and a reply
// must not overtake an earlier one (begin … commit on the one connection).
let queue: Promise<void> = Promise.resolve();
// Channels the main thread listens to, and how to stop each.
const listening = new Map<string, () => Promise<void>>();
port.on("message", (request: ThreadRequest) => {
  queue = queue.then(async () => {
    let reply: ThreadReply;
    try {
      if (request.kind === "close") {
        // Nothing to close when it never opened: the statements said so already.
        await (await opening.catch(() => undefined))?.close();
        reply = { id: request.id, result: null };
      } else if (request.kind === "listen") {
        const db = await opening;
        const { channel } = request;
        if (!listening.has(channel)) {
          const stop = await db.listen(channel, (payload) =>
            port.postMessage({ notify: { channel, payload } }),
          );
          listening.set(channel, stop);
        }
        reply = { id: request.id, result: null };
      } else if (request.kind === "unlisten") {
        await listening.get(request.channel)?.();
        listening.delete(request.channel);
        reply = { id: request.id, result: null };
      } else {
        const db = await opening;
        const result =
          request.kind === "query"
            ? await db.query(request.text, request.params)
            : await db.exec(request.text);
        reply = { id: request.id, result };
      }
    } catch (err) {
      reply = errorReply(request.id, err);
    }
    try {
      port.postMessage(reply);
    } catch (err) {
      // A value the structured clone cannot carry: the request fails, the thread goes on.
      port.postMessage(errorReply(request.id, err));
    }
  });
});
