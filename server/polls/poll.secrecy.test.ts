import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSchema } from "../graphql/schema.ts";
import { ApiClient } from "../test/client.ts";
import { inviteAndCollectTokens, secretaryWithDefense, vote } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";

let server: TestServer;
const logLines: string[] = [];
beforeAll(async () => {
  server = await startTestServer({ logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(() => server.close());

describe("after close, nothing links a member to a choice", () => {
  it("ballots share the closing transaction's xmin, carry no time, and their physical order is not the order of voting", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 20);
    const tokens = await inviteAndCollectTokens(server, api, defense.id, members);
    const guest = new ApiClient(server.url);
    // Vote in a known order with a known pattern: FOR, AGAINST, FOR, AGAINST, …
    const pattern = members.map((_, i) => (i % 2 === 0 ? "FOR" : "AGAINST"));
    const idsWhileOpen: string[] = [];
    for (const [i, m] of members.entries()) {
      expect((await vote(guest, tokens.get(m.id), pattern[i] ?? "FOR")).body.errors).toBeUndefined();
      if (i === 18) {
        const rows = await server.db.selectFrom("ballots").select("id").execute();
        idsWhileOpen.push(...rows.map((r) => r.id));
      }
    }
    // The 20th ballot closed the poll (every participant voted).
    const { rows } = await sql<{ xmin: string; ctid: string; id: string; choice: string }>`
      select b.xmin::text as xmin, b.ctid::text as ctid, b.id::text as id, b.choice
      from ballots b join polls p on p.id = b.poll_id where p.defense_id = ${defense.id}
      order by b.ctid
    `.execute(server.db);
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.xmin)).size).toBe(1);
    const inviteXmins = await sql<{ xmin: string }>`
      select i.xmin::text as xmin from poll_invites i join polls p on p.id = i.poll_id where p.defense_id = ${defense.id}
    `.execute(server.db);
    expect(inviteXmins.rows.map((r) => r.xmin)).not.toContain(rows[0]?.xmin);
    // Fresh ids: none of the ids ballots had while the vote was open survives.
    expect(rows.filter((r) => idsWhileOpen.includes(r.id))).toEqual([]);
    // Physical order does not replay the voting order (a chance of 1 in C(20,10) = 184 756).
    expect(rows.map((r) => r.choice)).not.toEqual(pattern);
    const columns = await sql<{ data_type: string }>`
      select data_type from information_schema.columns where table_name = 'ballots'
    `.execute(server.db);
    expect(columns.rows.map((c) => c.data_type).filter((t) => t.includes("time"))).toEqual([]);
  });

  it("no GraphQL field reachable by staff returns a ballot choice; REST answers of a closed vote hold none", async () => {
    const schema = buildSchema();
    const choiceFields: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith("__") || !("getFields" in type)) continue;
      for (const field of Object.values(type.getFields())) {
        if (String(field.type).replace(/[[\]!]/g, "") === "Choice")
          choiceFields.push(`${type.name}.${field.name}`);
      }
    }
    // Only the ballot's own question (its options) and the member's answer input mention a choice.
    expect(choiceFields.sort()).toEqual(["AnswerInput.choice", "PollQuestion.choices"]);

    const { api, members, defense } = await secretaryWithDefense(server, 3);
    const tokens = await inviteAndCollectTokens(server, api, defense.id, members);
    for (const m of members) await vote(new ApiClient(server.url), tokens.get(m.id), "AGAINST");
    for (const path of [
      `/secretar/defenses/${defense.id}`,
      "/secretar/defenses",
      `/secretar/boards/${defense.board_id}`,
    ]) {
      const res = await api.rest("GET", path);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toMatch(/"(FOR|AGAINST)"/);
    }
  });

  it("the log holds no poll token and no choice", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 3);
    const tokens = await inviteAndCollectTokens(server, api, defense.id, members);
    for (const m of members) {
      const member = new ApiClient(server.url);
      expect((await member.rest("GET", `/member/polls/${tokens.get(m.id)}`)).status).toBe(200);
      const ballot = { token: tokens.get(m.id), answers: [{ questionId: "award", choice: "FOR" }] };
      expect((await member.rest("POST", "/member/polls", ballot)).status).toBe(200);
    }
    const log = logLines.join("");
    // The requests were logged (the member's GET of the ballot included), without their tokens.
    expect(log).toContain("/api/v1/member/polls");
    expect(log).toContain("/graphql");
    for (const token of tokens.values()) expect(log).not.toContain(token);
    expect(log).not.toMatch(/"(FOR|AGAINST)"/);
  });
});
