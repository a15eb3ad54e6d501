import { describe, expect, it } from "vitest";
import { defenseChanges, pollChanges, seeded, sees, taskChanges } from "./sitting.ts";

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

  it("shows a member's ballot only the close and the count", () => {
    const poll: Poll = { status: "CLOSED", voted: true, counted: true, questions: [], election: null };
    expect(pollChanges(poll)).toEqual(["closed", "tallied"]);
    expect(["ballot:3", "open", "closed", "tallied"].filter(sees.voter)).toEqual(["closed", "tallied"]);
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
