// The commission device's protocol (trustee.ts trusteeStep) end to end with an honest relay:
// three devices form the key at the sitting, the poll opens, members vote, the poll closes, the
// devices check the record, ask their members to confirm the urn, decrypt, and forget their keys.
import { describe, expect, it } from "vitest";
import { assessCeremony, findInUrn, trusteeStep, verifyRecord } from "./index.ts";
import { sampleCredential, sampleManifest } from "./testing.ts";
import {
  type Device,
  drive,
  HonestRelay,
  newDevice,
  newSitting,
  type Sitting,
  stepDevice,
  voterBallot,
} from "./testing-relay.ts";

const manifest = sampleManifest("5e0c1a2b-3d4e-4f60-8a7b-9c0d1e2f3a4b");
const kinds = (d: Device) => d.steps.map((s) => s.kind);

/** A fresh relay with three devices driven through the ceremony. */
function ceremony() {
  const relay = new HonestRelay(manifest);
  const devices = [1, 2, 3].map(newDevice);
  const sitting = newSitting();
  const last = drive(relay, devices, sitting);
  return { relay, devices, sitting, last };
}

/** Votes of roll entries 0, 2, 3, 5, 6: 1, 0, 1, 1, 0; returns their receipts. */
function vote(relay: HonestRelay, sitting: Sitting) {
  const votes: [number, 0 | 1][] = [
    [0, 1],
    [2, 0],
    [3, 1],
    [5, 1],
    [6, 0],
  ];
  return votes.map(([voter, v]) => {
    const ballot = voterBallot(relay.ceremony, sitting.code as string, v, sampleCredential(voter));
    if (!ballot) throw new Error("the voter's browser refused the ceremony");
    return relay.cast(voter, ballot);
  });
}

describe("trusteeStep with an honest relay", () => {
  it("forms the key: register, deal, confirm, ask the code, sign once the member confirmed it", () => {
    const { relay, devices, sitting, last } = ceremony();
    for (const d of devices)
      expect(kinds(d)).toEqual(["register", "deal", "confirm", "ask-code", "sign", "ready"]);
    expect(last.map((s) => s.kind)).toEqual(["ready", "ready", "ready"]);
    const state = assessCeremony(relay.ceremony);
    expect(state.complete).toBe(true);
    expect(state.problems).toEqual([]);
    expect(state.signed).toEqual([1, 2, 3]);
    expect(sitting.code).toBe(state.code);
    expect(sitting.code).toMatch(/^(.{4}-){3}.{4}$/);
    for (const d of devices) {
      expect(d.secrets?.fingerprint).toBe(state.fingerprint);
      expect(d.secrets?.share).toMatch(/^[0-9a-f]{64}$/);
      expect(d.confirmed.fingerprint).toBe(state.fingerprint);
    }
  });

  it("never signs before its member confirmed the code on the screen", () => {
    const relay = new HonestRelay(manifest);
    const devices = [1, 2, 3].map(newDevice);
    // Nobody reads a code aloud: the members have nothing to compare with, and confirm nothing.
    const silent: Sitting = { code: "nothing read aloud", said: {}, urn: null, disagreement: false };
    drive(relay, devices, silent);
    for (const d of devices) {
      expect(kinds(d)).not.toContain("sign");
      expect(kinds(d)).toContain("ask-code");
      expect(d.steps.at(-1)?.kind).toBe("stopped");
    }
    expect(relay.ceremony.seats.every((s) => s.signature === null)).toBe(true);
    expect(() => relay.open()).toThrow(/not complete/);
  });

  it("a browser that does not hold the seat's key says so instead of acting", () => {
    const { relay } = ceremony();
    expect(trusteeStep(relay.view(2), null).kind).toBe("no-key");
  });

  it("stays ready while the poll is open, then decrypts the confirmed urn and forgets its key", () => {
    const { relay, devices, sitting } = ceremony();
    relay.open();
    const receipts = vote(relay, sitting);
    expect(drive(relay, devices, sitting).map((s) => s.kind)).toEqual(["ready", "ready", "ready"]);
    relay.close();
    const closing = relay.record();
    expect(verifyRecord(closing)).toEqual({ ok: true, errors: [] });
    // The head's code and the count are announced at the close; each member compares.
    sitting.urn = { headCode: closing.headCode, ballots: closing.ballots.length };
    const last = drive(relay, devices, sitting);
    expect(last.map((s) => s.kind)).toEqual(["done", "done", "done"]);
    expect(kinds(devices[0]!).slice(-4)).toEqual(["ask-urn", "decrypt", "erase", "done"]);
    expect(kinds(devices[1]!).slice(-4)).toEqual(["ask-urn", "decrypt", "erase", "done"]);
    // Seat 3 was not needed (t = 2): the count was in before its turn, and it forgot its key unused.
    expect(kinds(devices[2]!).slice(-4)).toEqual(["ask-urn", "erase", "done", "done"]);
    for (const d of devices) {
      expect(d.secrets).not.toBeNull();
      expect(d.secrets?.deviceSecret).toBeNull();
      expect(d.secrets?.share).toBeNull();
      expect(d.secrets?.nonce).toBeNull();
      expect(d.secrets?.dealingNonces).toBeNull();
    }
    const final = relay.record();
    expect(final.result).toEqual({ for: 3, against: 2 });
    expect(final.partialDecryptions.map((p) => p.seat)).toEqual([1, 2]);
    expect(verifyRecord(final)).toEqual({ ok: true, errors: [] });
    expect(final.head).toBe(closing.head);
    for (const r of receipts) expect(findInUrn(final.fingerprint, final.ballots, r)).toBe("found");
  });

  it("does not decrypt until its member confirmed the urn announced at the close", () => {
    const { relay, devices, sitting } = ceremony();
    relay.open();
    vote(relay, sitting);
    relay.close();
    const device = devices[0]!;
    // Before anything is announced the device only asks, with what it shows its member.
    const ask = stepDevice(device, relay, sitting);
    const record = relay.record();
    expect(ask).toMatchObject({
      kind: "ask-urn",
      head: record.head,
      headCode: record.headCode,
      typed: false,
      mistyped: false,
      ballots: 5,
      marks: 5,
    });
    expect(stepDevice(device, relay, sitting).kind).toBe("ask-urn");
    expect(relay.partials).toEqual([]);
    sitting.urn = { headCode: record.headCode, ballots: 5 };
    expect(stepDevice(device, relay, sitting).kind).toBe("ask-urn"); // the member confirms now
    expect(stepDevice(device, relay, sitting).kind).toBe("decrypt");
    expect(relay.partials.map((p) => p.seat)).toEqual([1]);
  });

  it("forgets its key when the poll is annulled", () => {
    const { relay, devices } = ceremony();
    relay.status = "ANNULLED";
    const step = trusteeStep(relay.view(1), devices[0]!.secrets);
    expect(step).toEqual({ kind: "erase", secrets: null });
    expect(trusteeStep(relay.view(1), null).kind).toBe("done");
  });
});
