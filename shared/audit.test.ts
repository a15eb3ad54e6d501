import { describe, expect, it } from "vitest";
import {
  AUDIT_ACTION_BY_ENUM,
  AUDIT_ACTION_GROUPS,
  AUDIT_ACTIONS,
  auditActionEnum,
  auditActionsWithPrefix,
} from "./audit.ts";

describe("the audit log's actions", () => {
  it("spell as GraphQL enum values one to one, and back", () => {
    expect(auditActionEnum("poll.key.complaint")).toBe("POLL_KEY_COMPLAINT");
    expect(auditActionEnum("api_token.create")).toBe("API_TOKEN_CREATE");
    const values = AUDIT_ACTIONS.map(auditActionEnum);
    expect(new Set(values).size).toBe(AUDIT_ACTIONS.length);
    for (const value of values) expect(value).toMatch(/^[A-Z][A-Z0-9_]*$/);
    expect(Object.values(AUDIT_ACTION_BY_ENUM)).toEqual([...AUDIT_ACTIONS]);
    expect(AUDIT_ACTION_BY_ENUM.POLL_COMMISSION_RESEND).toBe("poll.commission.resend");
  });

  it("are filtered by the start of their name, as REST's ?action= has always read it", () => {
    expect(auditActionsWithPrefix("poll.close")).toEqual([
      "poll.close",
      "poll.close.deadline",
      "poll.close.complete",
    ]);
    expect(auditActionsWithPrefix("poll.key")).toEqual([
      "poll.key",
      "poll.key.complaint",
      "poll.key.restart",
      "poll.key.spoken",
    ]);
    expect(auditActionsWithPrefix("api_token.")).toEqual(["api_token.create", "api_token.revoke"]);
    expect(auditActionsWithPrefix("nothing.")).toEqual([]);
  });

  it("fall into the groups the journal's filter offers", () => {
    expect(AUDIT_ACTION_GROUPS).toEqual(["board", "member", "defense", "poll", "user", "api_token"]);
  });
});
