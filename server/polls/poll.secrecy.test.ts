import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ballotTracker } from "../../shared/ballot/index.ts";
import { buildSchema } from "../graphql/schema.ts";
import { ballotFor, trusteesOfDefense } from "../test/ceremony.ts";
import { ApiClient } from "../test/client.ts";
import { inviteAndCollectTokens, openUrn, secretaryWithDefense, vote } from "../test/flow.ts";
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
    // Each receipt's tracker (the hash of the ciphertext) names the ballot's row below.
    const trackers: string[] = [];
    for (const [i, m] of members.entries()) {
      const receipt = await vote(guest, tokens.get(m.id), pattern[i] ?? "FOR");
      expect(receipt.body.errors).toBeUndefined();
      trackers.push(receipt.body.data?.submitBallot.tracker);
      if (i === 18) {
        const rows = await server.db.selectFrom("ballots").select("id").execute();
        idsWhileOpen.push(...rows.map((r) => r.id));
      }
    }
    // The 20th ballot closed the poll (every participant voted).
    const { rows } = await sql<{ xmin: string; ctid: string; id: string; alpha: string; beta: string }>`
      select b.xmin::text as xmin, b.ctid::text as ctid, b.id::text as id, b.alpha, b.beta
      from ballots b join polls p on p.id = b.poll_id where p.defense_id = ${defense.id}
      order by b.ctid
    `.execute(server.db);
    expect(rows).toHaveLength(20);
    // The table holds ciphertexts and proofs only: no choice column, no choice value.
    const columns = await sql<{ column_name: string; data_type: string }>`
      select column_name, data_type from information_schema.columns where table_name = 'ballots'
    `.execute(server.db);
    expect(columns.rows.map((c) => c.column_name).sort()).toEqual([
      "alpha",
      "beta",
      "id",
      "poll_id",
      "proof",
    ]);
    const stored = JSON.stringify(
      await server.db
        .selectFrom("ballots")
        .innerJoin("polls", "polls.id", "ballots.poll_id")
        .selectAll("ballots")
        .where("polls.defense_id", "=", defense.id)
        .execute(),
    );
    expect(stored).not.toMatch(/choice|FOR|AGAINST|«за»|«против»/);
    expect(new Set(rows.map((r) => r.xmin)).size).toBe(1);
    const inviteXmins = await sql<{ xmin: string }>`
      select i.xmin::text as xmin from poll_invites i join polls p on p.id = i.poll_id where p.defense_id = ${defense.id}
    `.execute(server.db);
    expect(inviteXmins.rows.map((r) => r.xmin)).not.toContain(rows[0]?.xmin);
    // Fresh ids: none of the ids ballots had while the vote was open survives.
    expect(rows.filter((r) => idsWhileOpen.includes(r.id))).toEqual([]);
    // Physical order does not replay the voting order: the voters behind the rows, in
    // physical order, are not 1…20, and their choices are not the pattern (a chance of 1 in
    // C(20,10) = 184 756); the test knows the choices only because it cast them.
    const voterOf = rows.map((r) => trackers.indexOf(ballotTracker(r)));
    expect([...voterOf].sort((a, b) => a - b)).toEqual(members.map((_, i) => i));
    expect(voterOf).not.toEqual(members.map((_, i) => i));
    expect(voterOf.map((i) => pattern[i])).not.toEqual(pattern);
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
    // Only the ballot's own question (its options) mentions a choice: the member's answer is
    // an encrypted ballot, never a Choice.
    expect(choiceFields.sort()).toEqual(["PollQuestion.choices"]);

    const { api, members, defense } = await secretaryWithDefense(server, 3);
    const tokens = await inviteAndCollectTokens(server, api, defense.id, members);
    for (const m of members) await vote(new ApiClient(server.url), tokens.get(m.id), "AGAINST");
    await openUrn(new ApiClient(server.url), defense.id);
    for (const path of [
      `/secretar/defenses/${defense.id}`,
      "/secretar/defenses",
      `/secretar/boards/${defense.board_id}`,
      `/secretar/defenses/${defense.id}/record`,
      `/member/polls/${tokens.get(members[0]!.id)}/record`,
    ]) {
      const res = await api.rest("GET", path);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toMatch(/"(FOR|AGAINST)"/);
    }
  });

  it("the log holds no poll or commission token and no choice, before and after the urn is opened", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 3);
    const tokens = await inviteAndCollectTokens(server, api, defense.id, members);
    for (const m of members) {
      const member = new ApiClient(server.url);
      expect((await member.rest("GET", `/member/polls/${tokens.get(m.id)}`)).status).toBe(200);
      const ballot = {
        token: tokens.get(m.id),
        answers: [{ questionId: "award", ballot: await ballotFor(member, tokens.get(m.id), "FOR") }],
      };
      expect((await member.rest("POST", "/member/polls", ballot)).status).toBe(200);
    }
    await openUrn(new ApiClient(server.url), defense.id);
    const log = logLines.join("");
    // The requests were logged (the member's GET of the ballot included), without their tokens.
    expect(log).toContain("/api/v1/member/polls");
    expect(log).toContain("/graphql");
    for (const token of tokens.values()) expect(log).not.toContain(token);
    for (const { token } of trusteesOfDefense(defense.id)) expect(log).not.toContain(token);
    expect(log).not.toMatch(/"(FOR|AGAINST)"/);
  });
});
