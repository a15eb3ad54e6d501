import { describe, expect, it } from "vitest";
import type { InviteMembers_InviteFragment } from "../__generated__/graphql";
import { keyProgress, urnProgress } from "./CommissionKey.tsx";
import { votingBar } from "./eligibility.ts";
import { inviteState } from "./inviteState.ts";
import { sittingDaysToConfirm } from "./sittingDate.ts";

/** An invite as the defense page receives it. */
const invite = (over: Partial<InviteMembers_InviteFragment>): InviteMembers_InviteFragment => ({
  member: { id: "7", fio: "Кузнецова Анна Сергеевна" },
  delivery: "QUEUED",
  attempts: 0,
  sentAt: null,
  sendError: null,
  voted: false,
  ...over,
});

describe("a member's state in the vote, as the secretary sees it", () => {
  it("having voted outranks delivery; never how", () => {
    expect(inviteState(undefined, "OPEN")).toEqual({ kind: "none" });
    expect(inviteState(invite({ voted: true, delivery: "FAILED" }), "OPEN")).toEqual({ kind: "voted" });
    expect(inviteState(invite({ delivery: "SENT", sentAt: "2026-11-26T10:00:00Z" }), "OPEN")).toEqual({
      kind: "sent",
      sentAt: "2026-11-26T10:00:00Z",
    });
    expect(
      inviteState(invite({ delivery: "FAILED", sendError: "550 нет ящика", attempts: 3 }), "OPEN"),
    ).toEqual({
      kind: "failed",
      message: "550 нет ящика",
      attempts: 3,
    });
  });

  it("a letter still queued when the vote closed is never sent: «не отправлено»", () => {
    expect(inviteState(invite({}), "OPEN")).toEqual({ kind: "queued" });
    expect(inviteState(invite({}), "CLOSED")).toEqual({ kind: "unsent" });
    expect(inviteState(invite({}), "ANNULLED")).toEqual({ kind: "unsent" });
  });
});

describe("who may not vote", () => {
  const bars = { candidateMemberId: "7", secretaryVotes: false };
  it("the соискатель, and the ученый секретарь when the rule set gives them no vote", () => {
    expect(votingBar({ id: "7", position: "MEMBER" }, bars)).toBe("соискатель");
    expect(votingBar({ id: "8", position: "SECRETARY" }, bars)).toBe("не голосует по правилам совета");
    expect(votingBar({ id: "8", position: "SECRETARY" }, { ...bars, secretaryVotes: true })).toBeNull();
    expect(votingBar({ id: "9", position: "CHAIRMAN" }, bars)).toBeNull();
  });
});

describe("the commission's key and urn in one line", () => {
  it("the verb agrees with the count", () => {
    expect(keyProgress({ signed: 0, trustees: 3 })).toBe("код подтвердили 0 из 3 членов комиссии");
    expect(keyProgress({ signed: 1, trustees: 3 })).toBe("код подтвердил 1 из 3 членов комиссии");
    expect(keyProgress({ signed: 2, trustees: 3 })).toBe("код подтвердили 2 из 3 членов комиссии");
    expect(keyProgress({ signed: 21, trustees: 21 })).toBe("код подтвердил 21 из 21 члена комиссии");
  });

  it("the urn counts up to the members needed, never past them", () => {
    expect(urnProgress({ decryptions: 1, threshold: 2 })).toBe(
      "Вскрытие урны: 1 из 2 необходимых членов комиссии",
    );
    expect(urnProgress({ decryptions: 3, threshold: 2 })).toBe(
      "Вскрытие урны: 2 из 2 необходимых членов комиссии",
    );
    expect(urnProgress({ decryptions: 0, threshold: 1 })).toBe(
      "Вскрытие урны: 0 из 1 необходимого члена комиссии",
    );
  });
});

describe("the sitting's day", () => {
  const now = new Date("2026-11-26T13:00:00Z");
  it("opening on the scheduled day asks nothing", () => {
    expect(sittingDaysToConfirm("2026-11-26T11:00:00.000Z", now, "Europe/Moscow")).toBeNull();
  });

  it("opening on another day names both, as the council's zone counts days", () => {
    expect(sittingDaysToConfirm("2026-12-03T11:00:00.000Z", now, "Europe/Moscow")).toEqual({
      scheduled: "2026-12-03",
      today: "2026-11-26",
    });
    // 22:30 UTC on the 26th is the 27th in Moscow: a sitting at 01:00 on the 27th is today.
    expect(
      sittingDaysToConfirm("2026-11-26T22:00:00.000Z", new Date("2026-11-26T22:30:00Z"), "Europe/Moscow"),
    ).toBeNull();
    expect(
      sittingDaysToConfirm("2026-11-26T22:00:00.000Z", new Date("2026-11-26T20:30:00Z"), "Europe/Moscow"),
    ).toEqual({
      scheduled: "2026-11-27",
      today: "2026-11-26",
    });
  });
});
