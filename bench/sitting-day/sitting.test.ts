import { describe, expect, it } from "vitest";
import { trusteeStep } from "../../shared/ballot/index.ts";
import { sampleManifest } from "../../shared/ballot/testing.ts";
import { applyPost, emptyCeremony } from "../../shared/ballot/testing-relay.ts";
import {
  DeviceSecrets,
  defenseChanges,
  electedAlready,
  pollChanges,
  seeded,
  sees,
  taskChanges,
} from "./sitting.ts";

type Defense = Parameters<typeof defenseChanges>[0];
type Task = Parameters<typeof taskChanges>[0];
type Poll = Parameters<typeof pollChanges>[0];

describe("the changes the sitting's pages show (the ledger's vocabulary)", () => {
  it("names a seat's steps alike on the secretary's page and on a device", () => {
    const defense: Defense = {
      resultPolls: { status: "OPEN", voted: 2 },
      roll: [{}],
      commission: [{}],
      encryption: {
        electionId: "e1",
        publicKey: "pk",
        headCode: null,
        tallied: false,
        seats: [
          { seat: 1, stage: "SIGNED", decrypted: false },
          { seat: 2, stage: "DEALT", decrypted: false },
        ],
      },
    };
    const task = {
      seat: 3,
      status: "OPEN",
      electionId: "e1",
      decrypted: false,
      tallied: false,
      ceremony: {
        seats: [
          { seat: 1, deviceKey: "k", dealing: {}, verificationKey: "v", signature: "s" },
          { seat: 2, deviceKey: "k", dealing: {} },
        ],
      },
    } as unknown as Task;
    const steps = [
      "seat:1:register",
      "seat:1:deal",
      "seat:1:confirm",
      "seat:1:sign",
      "seat:2:register",
      "seat:2:deal",
    ];
    expect(defenseChanges(defense)).toEqual(["roll", "commission", ...steps, "open", "ballot:1", "ballot:2"]);
    expect(taskChanges(task)).toEqual([...steps, "open"]);
  });

  it("shows a member's ballot the opening (it is open from the roll's letter before), the close and the count", () => {
    const before: Poll = { status: "DRAFT", voted: false, counted: false, questions: [], election: null };
    expect(pollChanges(before)).toEqual([]);
    const poll: Poll = { status: "CLOSED", voted: true, counted: true, questions: [], election: null };
    expect(pollChanges(poll)).toEqual(["open", "closed", "tallied"]);
    expect(["ballot:3", "open", "closed", "tallied"].filter(sees.voter)).toEqual([
      "open",
      "closed",
      "tallied",
    ]);
  });

  it("has a device follow the other seats' steps and the vote, not its own", () => {
    const device2 = sees.device(2);
    expect(
      ["seat:1:deal", "seat:2:deal", "seat:2:decrypt", "open", "ballot:1", "tallied"].filter(device2),
    ).toEqual(["seat:1:deal", "open", "tallied"]);
  });

  it("draws the same moments for the same sitting", () => {
    const a = seeded(7);
    const b = seeded(7);
    const draws = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(draws);
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe("a commission device across a ceremony started over (the kill's lost «Избрать»)", () => {
  // The ceremony of one manifest, seat 1 registered on it as its device would.
  const registered = (electionId: string, kept: DeviceSecrets) => {
    const ceremony = emptyCeremony(sampleManifest(electionId));
    const step = trusteeStep({ seat: 1, status: "DRAFT", ceremony, record: null }, kept.read(electionId));
    if (!("secrets" in step) || !step.secrets) throw new Error(`expected a registration, got ${step.kind}`);
    kept.write(electionId, step.secrets);
    applyPost(ceremony, 1, step);
    return ceremony;
  };
  const first = "0b5d6a52-3c1e-4f7a-9b2d-8e4f1a6c7d90";
  const again = "7c0e2f1a-5b4d-4e3c-8a9f-1d2e3f4a5b6c";

  it("joins the new ceremony afresh, as the page does, instead of raising the alarm", () => {
    const kept = new DeviceSecrets();
    registered(first, kept);
    // The same seat after the commission was elected again: a new manifest, nothing posted.
    const restarted = emptyCeremony(sampleManifest(again));
    const step = trusteeStep(
      { seat: 1, status: "DRAFT", ceremony: restarted, record: null },
      kept.read(again),
    );
    expect(step.kind).toBe("register");
    // What the day's device did before: the first election's secrets on the new manifest.
    const stale = trusteeStep(
      { seat: 1, status: "DRAFT", ceremony: restarted, record: null },
      kept.read(first),
    );
    expect(stale).toMatchObject({ kind: "alarm", problems: [expect.stringMatching(/изменил манифест/)] });
  });

  it("keeps each election's secrets and forgets one when told", () => {
    const kept = new DeviceSecrets();
    const ceremony = registered(first, kept);
    const next = trusteeStep({ seat: 1, status: "DRAFT", ceremony, record: null }, kept.read(first));
    expect(next).toEqual({ kind: "wait", for: "keys" });
    kept.write(first, null);
    expect(kept.read(first)).toBeNull();
  });
});

describe("the secretary before tapping «Избрать» again", () => {
  it("sees the commission elected only when the page shows the same members, chair first", () => {
    const ids = ["4", "5", "6"];
    expect(electedAlready([{ id: "4" }, { id: "5" }, { id: "6" }], ids)).toBe(true);
    expect(electedAlready([{ id: "5" }, { id: "4" }, { id: "6" }], ids)).toBe(false);
    expect(electedAlready([], ids)).toBe(false);
  });
});
