import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ballotRequest } from "../test/ceremony.ts";
import { ApiClient } from "../test/client.ts";
import { openUrn, prepareSitting, secretaryWithDefense } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";
import { tokenFromMail } from "../test/smtp.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function openPoll(memberCount: number) {
  const { api, members, defense } = await secretaryWithDefense(server, memberCount);
  expect(await prepareSitting(server, api, defense.id, members)).toBeUndefined();
  const before = server.smtp.mails.length;
  const selection = members.map((m) => ({ id: String(m.id), selected: true }));
  expect((await api.rest("POST", `/secretar/defenses/${defense.id}/sendInvites`, selection)).status).toBe(
    200,
  );
  const mails = await server.smtp.waitForMailTo(
    members.map((m) => m.email),
    before,
    30_000,
    /\/polls\//,
  );
  const tokens = members.map((m) => tokenFromMail(mails.get(m.email)!));
  const ballots = async () =>
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from ballots b join polls p on p.id = b.poll_id where p.defense_id = ${defense.id}`.execute(
        server.db,
      )
    ).rows[0]?.n;
  return { api, defense, tokens, ballots };
}

const ballot = (token: string, choice: "FOR" | "AGAINST" = "FOR") =>
  ballotRequest(new ApiClient(server.url), token, choice);

it("200 concurrent submissions of one token store exactly one ballot; the rest are clear refusals", async () => {
  const { tokens, ballots } = await openPoll(3);
  const guest = new ApiClient(server.url);
  const one = await ballot(tokens[0]!);
  const answers = await Promise.all(
    Array.from({ length: 200 }, () => guest.rest("POST", "/member/polls", one)),
  );
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(199);
  expect(await ballots()).toBe(1);
});

it("25 members voting at once are all counted, and the poll closes itself", async () => {
  const { api, defense, tokens, ballots } = await openPoll(25);
  const guest = new ApiClient(server.url);
  const bodies = await Promise.all(tokens.map((t, i) => ballot(t, i < 17 ? "FOR" : "AGAINST")));
  const answers = await Promise.all(bodies.map((b) => guest.rest("POST", "/member/polls", b)));
  expect(answers.map((a) => a.status)).toEqual(tokens.map(() => 200));
  expect(await ballots()).toBe(25);
  const result = async () =>
    (
      await api.rest<{ data: { defense: { resultPolls: unknown } } }>(
        "GET",
        `/secretar/defenses/${defense.id}`,
      )
    ).body.data.defense.resultPolls;
  expect(await result()).toMatchObject({ status: "CLOSED", voted: 25, votesFor: null, votesAgainst: null });
  await openUrn(guest, defense.id);
  expect(await result()).toMatchObject({
    status: "CLOSED",
    voted: 25,
    votesFor: 17,
    votesAgainst: 8,
  });
});
