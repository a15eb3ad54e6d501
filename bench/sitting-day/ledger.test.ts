import { describe, expect, it } from "vitest";
import { PushLedger } from "./ledger.ts";

describe("the sitting day's push ledger", () => {
  it("times a push from the commit to the first answer that reflects it, by kind", () => {
    const ledger = new PushLedger();
    ledger.follow("s0/secretary", () => true);
    ledger.answer("s0/secretary", [], 100, true);
    ledger.commit("ballot:1", 200);
    ledger.answer("s0/secretary", ["ballot:1"], 230, false);
    ledger.answer("s0/secretary", ["ballot:1"], 260, false);
    const s = ledger.summary();
    expect(s.pushMs).toEqual([30]);
    expect([...s.pushMsByKind]).toEqual([["ballot:#", [30]]]);
    expect(s.pushes).toBe(2);
    expect(s.idlePushes).toBe(1);
    expect(s.missed).toEqual([]);
  });

  it("counts a push ahead of its mutation's answer as 0 ms and early", () => {
    const ledger = new PushLedger();
    ledger.follow("s0/device1", () => true);
    ledger.answer("s0/device1", [], 0, true);
    ledger.answer("s0/device1", ["open"], 90, false);
    ledger.commit("open", 100);
    const s = ledger.summary();
    expect(s.pushMs).toEqual([0]);
    expect(s.early).toBe(1);
  });

  it("names a change a follower never saw while it followed, and only the changes it sees", () => {
    const ledger = new PushLedger();
    ledger.follow("s0/voter1", (c) => c === "closed" || c === "tallied");
    ledger.answer("s0/voter1", [], 100, true);
    ledger.commit("ballot:1", 150);
    ledger.commit("closed", 200);
    ledger.leave("s0/voter1", 300);
    ledger.commit("tallied", 400);
    expect(ledger.summary()).toMatchObject({ missed: ["s0/voter1 closed"], cutOff: 0 });
  });

  it("does not count lost what a page closed at its sitting's deadline had not seen yet", () => {
    const ledger = new PushLedger();
    ledger.follow("s0/secretary", () => true);
    ledger.answer("s0/secretary", [], 100, true);
    ledger.commit("ballot:14", 290_000);
    ledger.leave("s0/secretary", 300_000, true);
    const s = ledger.summary();
    expect(s.missed).toEqual([]);
    expect(s.cutOff).toBe(1);
  });

  it("times a change caught up by a reconnected stream apart from the pushes", () => {
    const ledger = new PushLedger();
    ledger.follow("s0/voter1", () => true);
    ledger.answer("s0/voter1", [], 100, true);
    ledger.commit("closed", 200);
    ledger.answer("s0/voter1", ["closed"], 1_500, true);
    const s = ledger.summary();
    expect(s.reconnectMs).toEqual([1_300]);
    expect(s.pushMs).toEqual([]);
  });

  it("times from the earliest commit of a change a retry committed again", () => {
    const ledger = new PushLedger();
    ledger.follow("s0/secretary", () => true);
    ledger.answer("s0/secretary", [], 100, true);
    ledger.commit("open", 300);
    ledger.commit("open", 200);
    ledger.answer("s0/secretary", ["open"], 350, false);
    expect(ledger.summary().pushMs).toEqual([150]);
  });
});
