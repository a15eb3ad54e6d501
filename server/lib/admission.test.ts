import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { admission } from "./admission.ts";

// A real Express app on a real port: every request to /work/:name is counted on arrival (before
// the gate), then waits behind the gate, then is held open until the test ends it.
interface Rig {
  url: string;
  arrived: string[];
  started: string[];
  /** Ends the response of a started request. */
  end(name: string): void;
  /** Resolves once `n` requests have arrived, or `name` has started. */
  arrivals(n: number): Promise<void>;
  start(name: string): Promise<void>;
}

let servers: Server[] = [];
afterEach(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
  servers = [];
});

async function rig(limit: number, maxWaitMs?: number): Promise<Rig> {
  const arrived: string[] = [];
  const started: string[] = [];
  const open = new Map<string, express.Response>();
  const watchers: (() => void)[] = [];
  const notify = () => {
    for (const w of watchers.splice(0)) w();
  };
  const until = (ok: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => (ok() ? resolve() : watchers.push(check));
      check();
    });
  const app = express();
  app.use("/work/:name", (req, _res, next) => {
    arrived.push(String(req.params.name));
    notify();
    next();
  });
  app.use("/work/:name", admission(limit, maxWaitMs), (req, res) => {
    const name = String(req.params.name);
    started.push(name);
    open.set(name, res);
    notify();
    // More than the socket buffers hold: the client must read it for it to be sent in full.
    if (name.startsWith("big")) res.end(Buffer.alloc(64 * 1024 * 1024));
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  servers.push(server);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrived,
    started,
    end: (name) => open.get(name)?.end(name),
    arrivals: (n) => until(() => arrived.length >= n),
    start: (name) => until(() => started.includes(name)),
  };
}

const tick = (ms = 30) => new Promise((r) => setTimeout(r, ms));

describe("admission", () => {
  it("runs at most `limit` requests at once and the rest in arrival order", async () => {
    const r = await rig(2);
    const answers = ["a", "b", "c", "d"].map((name, i) =>
      r.arrivals(i).then(() => fetch(`${r.url}/work/${name}`).then((res) => res.text())),
    );
    await r.arrivals(4);
    await tick();
    expect(r.started).toEqual(["a", "b"]);

    r.end("b");
    await r.start("c");
    await tick();
    expect(r.started).toEqual(["a", "b", "c"]);
    r.end("a");
    await r.start("d");
    r.end("c");
    r.end("d");
    expect(await Promise.all(answers)).toEqual(["a", "b", "c", "d"]);
  });

  it("drops a waiting request whose client went away, and gives its turn to the next", async () => {
    const r = await rig(1);
    const first = fetch(`${r.url}/work/first`);
    await r.start("first");
    const abort = new AbortController();
    const gone = fetch(`${r.url}/work/gone`, { signal: abort.signal }).catch((err: Error) => err.name);
    await r.arrivals(2);
    const third = fetch(`${r.url}/work/third`);
    await r.arrivals(3);
    abort.abort();
    expect(await gone).toBe("AbortError");
    await tick();

    r.end("first");
    await r.start("third");
    expect(r.started).toEqual(["first", "third"]);
    r.end("third");
    expect(await (await third).text()).toBe("third");
    expect(await (await first).text()).toBe("first");
  });

  it("frees the slot of a running request whose client went away", async () => {
    const r = await rig(1);
    const abort = new AbortController();
    const first = fetch(`${r.url}/work/first`, { signal: abort.signal }).catch((err: Error) => err.name);
    await r.start("first");
    const second = fetch(`${r.url}/work/second`);
    await r.arrivals(2);
    await tick();
    expect(r.started).toEqual(["first"]);

    abort.abort();
    expect(await first).toBe("AbortError");
    await r.start("second");
    r.end("second");
    expect(await (await second).text()).toBe("second");
  });

  it("frees the slot when the handler ends the response, before a slow client has read it", async () => {
    const r = await rig(1, 60_000);
    const unread = await fetch(`${r.url}/work/big`);
    expect(unread.status).toBe(200);
    const next = fetch(`${r.url}/work/next`);
    await r.start("next");
    r.end("next");
    expect(await (await next).text()).toBe("next");
    await unread.body?.cancel();
  });

  it("runs a request that has waited too long anyway, so no one holds the others back", async () => {
    const r = await rig(1, 100);
    void fetch(`${r.url}/work/stuck`).catch(() => {});
    await r.start("stuck");
    const before = performance.now();
    const late = fetch(`${r.url}/work/late`);
    await r.start("late");
    const waited = performance.now() - before;
    expect(waited).toBeGreaterThanOrEqual(90);
    expect(r.started).toEqual(["stuck", "late"]);
    r.end("late");
    expect(await (await late).text()).toBe("late");
  });

  it("refuses a limit below one", () => {
    expect(() => admission(0)).toThrow(RangeError);
  });
});
