import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  commissionTokenFromMail,
  runKeyCeremonyWithTokens,
  stepDevice,
  type TestTrustee,
} from "../test/ceremony.ts";
import { ApiClient } from "../test/client.ts";
import { inviteAndCollectTokens, prepareSitting, secretaryWithDefense } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";

// One absent member of the счетная комиссия no longer stalls the sitting (issue 30): the
// secretary replaces that seat alone; the members already at work keep their links and their
// devices carry on into the new ceremony, the replaced link stops working, and the act is
// audited. Bad requests are refused and change nothing.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const REPLACE =
  "mutation($d: ID!, $m: ID!, $r: ID!) { replaceCommissionMember(defenseId: $d, memberId: $m, replacementId: $r) { commission { id } } }";
const TASK = "query($t: String!) { commissionTask(token: $t) { seat electionId memberName } }";

/** A sitting of 5 with its commission (members 1–3) elected and no device registered yet; their link tokens. */
async function sittingWithCommission() {
  const s = await secretaryWithDefense(server, 5);
  const since = server.smtp.mails.length;
  const commission = s.members.slice(0, 3);
  expect(
    await prepareSitting(server, s.api, s.defense.id, s.members, commission, { ceremony: false }),
  ).toBeUndefined();
  const mails = await server.smtp.waitForMailTo(
    commission.map((m) => m.email),
    since,
    30_000,
    /\/commission\//,
  );
  const tokens = commission.map((m) =>
    commissionTokenFromMail(mails.get(m.email) ?? ({ text: "" } as never)),
  );
  return { ...s, tokens };
}

async function auditOf(defenseId: number) {
  return server.db
    .selectFrom("audit_log")
    .select(["action", "before", "after"])
    .where("entity", "=", "defense")
    .where("entity_id", "=", String(defenseId))
    .orderBy("id")
    .execute();
}

describe("replacing one member of the счетная комиссия", () => {
  it("seats a member of the roll in the absent chair's place; the others' links and devices carry on into the new ceremony", async () => {
    const s = await sittingWithCommission();
    const [chair, second, third] = s.tokens as [string, string, string];
    const api = new ApiClient(server.url);
    const before = (await api.gql(TASK, { t: second })).body.data?.commissionTask;
    // Seats 2 and 3 are at the sitting: their devices have registered. The chair never came.
    for (const [i, token] of [second, third].entries()) {
      const device: TestTrustee = { token, seat: i + 2, secrets: null };
      expect((await stepDevice(api, device)).kind).toBe("register");
    }
    const stream = new ApiClient(server.url).subscribe(
      "subscription($t: String!) { commissionTaskChanged(token: $t) { electionId } }",
      { t: second },
    );
    expect((await stream.next())?.data?.commissionTaskChanged.electionId).toBe(before.electionId);

    const since = server.smtp.mails.length;
    const replaced = await s.api.gql(REPLACE, {
      d: String(s.defense.id),
      m: String(s.members[0]?.id),
      r: String(s.members[3]?.id),
    });
    expect(replaced.body.errors).toBeUndefined();
    // The replacement holds the chair's seat; the others keep theirs.
    expect(
      replaced.body.data?.replaceCommissionMember.commission.map((m: { id: string }) => Number(m.id)),
    ).toEqual([s.members[3]?.id, s.members[1]?.id, s.members[2]?.id]);

    // The replaced chair's link is dead; the second member's open page hears the new ceremony.
    const dead = await api.gql(TASK, { t: chair });
    expect(dead.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    for (;;) {
      const pushed = await stream.next();
      if (pushed?.data?.commissionTaskChanged.electionId !== before.electionId) break;
    }
    await stream.close();
    const after = (await api.gql(TASK, { t: second })).body.data?.commissionTask;
    expect(after.seat).toBe(2);
    expect(after.electionId).not.toBe(before.electionId);

    // Only the replacement is mailed; the ceremony then completes with the two kept links.
    const mail = await server.smtp.waitForMailTo(
      [s.members[3]?.email ?? ""],
      since,
      30_000,
      /\/commission\//,
    );
    expect(
      server.smtp.mails
        .slice(since)
        .filter((m) => /\/commission\//.test(m.text))
        .flatMap((m) => m.to),
    ).toEqual([s.members[3]?.email]);
    const fresh = commissionTokenFromMail(mail.get(s.members[3]?.email ?? "") as never);
    expect((await api.gql(TASK, { t: fresh })).body.data?.commissionTask.seat).toBe(1);
    const trustees = await runKeyCeremonyWithTokens(api, s.defense.id, [fresh, second, third], s.api);
    expect(trustees.map((t) => t.seat)).toEqual([1, 2, 3]);

    const entry = (await auditOf(s.defense.id)).find((e) => e.action === "poll.commission.replace");
    expect(entry?.before).toMatchObject({
      memberId: s.members[0]?.id,
      seat: 1,
      electionId: before.electionId,
    });
    expect(entry?.after).toMatchObject({ memberId: s.members[3]?.id, seat: 1 });
  });

  it("refuses, changing nothing, a member not on the commission, a replacement already on it or not on the roll, and an open ballot", async () => {
    const s = await secretaryWithDefense(server, 6);
    const roll = s.members.slice(0, 5);
    expect(
      await prepareSitting(server, s.api, s.defense.id, roll, roll.slice(0, 3), { ceremony: false }),
    ).toBeUndefined();
    const d = String(s.defense.id);
    const id = (k: number) => String(s.members[k]?.id);
    const logged = (await auditOf(s.defense.id)).length;
    const cases: [string, string, string, string][] = [
      [id(4), id(3), "memberId", "Не в счетной комиссии"],
      [id(0), id(1), "replacementId", "Уже в счетной комиссии"],
      [id(0), id(5), "replacementId", "не в нем"],
      ["x", id(3), "memberId", ""],
    ];
    for (const [m, r, field, message] of cases) {
      const refused = await s.api.gql(REPLACE, { d, m, r });
      const error = refused.body.errors?.[0];
      expect(error?.extensions?.code, `${m} → ${r}`).toBe("BAD_USER_INPUT");
      if (message) expect(error?.message).toContain(message);
      expect(JSON.stringify(error?.extensions)).toContain(field);
    }
    expect((await auditOf(s.defense.id)).length).toBe(logged);

    // Once the ballot is open the commission is part of the fingerprint: refused.
    await inviteAndCollectTokens(server, s.api, s.defense.id, roll);
    const open = await s.api.gql(REPLACE, { d, m: id(0), r: id(3) });
    expect(open.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(open.body.errors?.[0]?.message).toMatch(/Голосование уже открыто/);
  });

  it("answers through REST as through GraphQL", async () => {
    const s = await sittingWithCommission();
    const r = await s.api.rest("POST", `/secretar/defenses/${s.defense.id}/commission/replace`, {
      memberId: String(s.members[2]?.id),
      replacementId: String(s.members[4]?.id),
    });
    expect(r.status).toBe(200);
    const bad = await s.api.rest("POST", `/secretar/defenses/${s.defense.id}/commission/replace`, {
      memberId: String(s.members[1]?.id),
      replacementId: String(s.members[0]?.id),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.message).toContain("Уже в счетной комиссии");
  });
});
