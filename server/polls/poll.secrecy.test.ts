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
  // Twenty members each register their key and vote (three requests a ballot): 60 s.
  it("the urn holds ciphertexts, their places, the chain's heads and the voters' keys: no time, no choice, no invite", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 20);
    const tokens = await inviteAndCollectTokens(server, api, defense.id, members);
    const guest = new ApiClient(server.url);
    const pattern = members.map((_, i) => (i % 2 === 0 ? "FOR" : "AGAINST"));
    const trackers: string[] = [];
    for (const [i, m] of members.entries()) {
      const receipt = await vote(guest, tokens.get(m.id), pattern[i] ?? "FOR");
      expect(receipt.body.errors).toBeUndefined();
      trackers.push(receipt.body.data?.submitBallot.tracker);
    }
    // The 20th ballot closed the poll (every participant voted).
    const { rows } = await sql<{ position: number; alpha: string; beta: string }>`
      select b.position, b.alpha, b.beta from ballots b join polls p on p.id = b.poll_id
      where p.defense_id = ${defense.id} order by b.position
    `.execute(server.db);
    expect(rows).toHaveLength(20);
    const columns = await sql<{ column_name: string; data_type: string }>`
      select column_name, data_type from information_schema.columns where table_name = 'ballots'
    `.execute(server.db);
    expect(columns.rows.map((c) => c.column_name).sort()).toEqual([
      "alpha",
      "beta",
      "credential",
      "head",
      "id",
      "poll_id",
      "position",
      "proof",
      "signature",
    ]);
    expect(columns.rows.map((c) => c.data_type).filter((t) => t.includes("time"))).toEqual([]);
    const stored = JSON.stringify(
      await server.db
        .selectFrom("ballots")
        .innerJoin("polls", "polls.id", "ballots.poll_id")
        .selectAll("ballots")
        .where("polls.defense_id", "=", defense.id)
        .execute(),
    );
    expect(stored).not.toMatch(/choice|FOR|AGAINST|«за»|«против»/);
    // The public urn keeps the order of acceptance (docs/SECURITY.md says what that reveals:
    // whoever also saw who voted when can link a ciphertext to a member, never read it).
    expect(rows.map((r) => trackers.indexOf(ballotTracker(r)))).toEqual(members.map((_, i) => i));
    // No invite row is written in the ballot's statement: the used invite and the ballot are
    // distinct rows with nothing in common but the transaction.
    const inviteColumns = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_name = 'poll_invites'
    `.execute(server.db);
    expect(inviteColumns.rows.map((c) => c.column_name)).not.toContain("ballot_id");
  }, 60_000);

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
    const member = await api.rest<{ data: { election: { manifest: { electionId: string } } } }>(
      "GET",
      `/member/polls/${tokens.get(members[0]!.id)}`,
    );
    for (const path of [
      `/secretar/defenses/${defense.id}`,
      "/secretar/defenses",
      `/secretar/boards/${defense.board_id}`,
      `/elections/${member.body.data.election.manifest.electionId}/record`,
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
