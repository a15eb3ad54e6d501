import { describe, expect, it } from "vitest";
import { Balancer } from "./balancer.ts";

const backends = [
  { name: "a", url: "http://127.0.0.1:1001" },
  { name: "b", url: "http://127.0.0.1:1002" },
];

describe("the sitting day's balancer", () => {
  it("spreads participants round robin and sends them to the other instance while theirs is down", async () => {
    let now = 0;
    let bUp = false;
    const balancer = new Balancer(
      backends,
      async () => bUp,
      2_000,
      () => now,
    );
    expect([0, 1, 2, 3].map((k) => balancer.home(k))).toEqual([0, 1, 0, 1]);
    expect(balancer.pick(1)).toBe(1);
    balancer.failed("http://127.0.0.1:1002/graphql/stream");
    expect(balancer.urlFor(1)).toBe("http://127.0.0.1:1001");
    // Probed once the probe is due, and up again only when the probe says so.
    now = 2_000;
    expect(balancer.pick(1)).toBe(0);
    await new Promise((r) => setTimeout(r, 0));
    expect(balancer.pick(1)).toBe(0);
    bUp = true;
    now = 4_000;
    balancer.isUp(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(balancer.pick(1)).toBe(1);
  });

  it("sends a participant home when every instance is down", () => {
    const balancer = new Balancer(backends);
    balancer.failed(backends[0]?.url ?? "");
    balancer.failed(backends[1]?.url ?? "");
    expect(balancer.pick(1)).toBe(1);
  });
});
