import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { trusteesOfDefense } from "../test/ceremony.ts";
import { ApiClient } from "../test/client.ts";
import { inviteAndCollectTokens, openUrn, secretaryWithDefense, signedIn, vote } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it("records every poll event, never a choice; the admin reads and exports it; nobody can rewrite it", async () => {
  const { api, members, defense } = await secretaryWithDefense(server, 3);
  const tokens = await inviteAndCollectTokens(server, api, defense.id, members);
  for (const [i, m] of members.entries())
    await vote(new ApiClient(server.url), tokens.get(m.id), i ? "FOR" : "AGAINST");
  await openUrn(new ApiClient(server.url), defense.id);

  const rows = await server.db
    .selectFrom("audit_log")
    .selectAll()
    .where("entity", "=", "defense")
    .where("entity_id", "=", String(defense.id))
    .orderBy("id")
    .execute();
  expect(rows.map((r) => r.action)).toEqual([
    "poll.roll",
    "poll.commission",
    "poll.key",
    // The three members of the commission said «совпал» aloud, and the secretary recorded each.
    "poll.key.spoken",
    "poll.key.spoken",
    "poll.key.spoken",
    "poll.open",
    "poll.invites",
    "poll.close.complete",
    "poll.tally",
  ]);
  expect(rows.at(-1)?.actor).toBe("система");
  expect(rows.at(-2)?.actor).toBe("система");
  const everything = JSON.stringify(await server.db.selectFrom("audit_log").selectAll().execute());
  expect(everything).not.toMatch(/"(FOR|AGAINST)"/);
  for (const token of tokens.values()) expect(everything).not.toContain(token);
  for (const { token } of trusteesOfDefense(defense.id)) expect(everything).not.toContain(token);

  const { api: admin } = await signedIn(server, ["ADMIN"]);
  const page = await admin.gql(
    `query($id: String) { auditLog(entity: "defense", entityId: $id, action: [POLL_ROLL, POLL_COMMISSION, POLL_KEY, POLL_OPEN, POLL_INVITES, POLL_CLOSE_COMPLETE, POLL_TALLY]) { total items { action actor } } }`,
    {
      id: String(defense.id),
    },
  );
  expect(page.body.data?.auditLog.total).toBe(7);
  expect(page.body.data?.auditLog.items[0]).toEqual({ action: "POLL_TALLY", actor: "система" });
  expect(page.body.data?.auditLog.items[1]).toEqual({ action: "POLL_CLOSE_COMPLETE", actor: "система" });
  const closes = await admin.gql(
    `query($id: String) { auditLog(entityId: $id, action: POLL_OPEN) { items { action } } }`,
    {
      id: String(defense.id),
    },
  );
  expect(closes.body.data?.auditLog.items).toEqual([{ action: "POLL_OPEN" }]);
  const none = await admin.gql(`query($id: String) { auditLog(entityId: $id, action: []) { total } }`, {
    id: String(defense.id),
  });
  expect(none.body.data?.auditLog.total).toBe(0);
  const unknown = await admin.gql(`{ auditLog(action: "poll.") { total } }`);
  expect(unknown.body.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");

  const csv = await admin.request("GET", `/api/v1/admin/audit.csv?entity=defense&entityId=${defense.id}`);
  expect(csv.status).toBe(200);
  expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
  const lines = String(csv.body)
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe("id;время;кто;действие;объект;id объекта;до;после");
  expect(lines).toHaveLength(rows.length + 1);
  expect(lines[1]).toContain(";poll.roll;defense;");
  // REST filters by the start of the names the log writes, as it always has.
  const keyCsv = await admin.request(
    "GET",
    `/api/v1/admin/audit.csv?entity=defense&entityId=${defense.id}&action=poll.key`,
  );
  expect(
    String(keyCsv.body)
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((l) => l.split(";")[3]),
  ).toEqual(["poll.key", "poll.key.spoken", "poll.key.spoken", "poll.key.spoken"]);
  const pollCsv = await admin.request("GET", `/api/v1/admin/audit.csv?entityId=${defense.id}&action=poll.`);
  expect(String(pollCsv.body).trim().split(/\r?\n/)).toHaveLength(rows.length + 1);

  await expect(sql`update audit_log set actor = 'someone'`.execute(server.db)).rejects.toThrow(/append-only/);
  await expect(sql`delete from audit_log`.execute(server.db)).rejects.toThrow(/append-only/);
  expect((await admin.rest("GET", "/admin/audit.csv?from=not-a-date")).status).toBe(422);
});

it("a long log is counted to the next thousand past the page, and says so", async () => {
  const { api: admin } = await signedIn(server, ["ADMIN"]);
  await sql`
    insert into audit_log (actor, action, entity, entity_id)
    select 'система', 'poll.protocol', 'bulk-check', g::text from generate_series(1, 1030) g
  `.execute(server.db);
  const PAGE = `query($o: Int) { auditLog(entity: "bulk-check", action: POLL_PROTOCOL, offset: $o, limit: 50) { total totalExact items { entityId } } }`;
  const first = await admin.gql(PAGE, { o: 0 });
  expect(first.body.data?.auditLog).toMatchObject({ total: 1000, totalExact: false });
  expect(first.body.data?.auditLog.items[0]).toEqual({ entityId: "1030" });
  const last = await admin.gql(PAGE, { o: 1000 });
  expect(last.body.data?.auditLog).toMatchObject({ total: 1030, totalExact: true });
  expect(last.body.data?.auditLog.items).toHaveLength(30);
});
