import http from "node:http";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ballotTracker, type EncryptedBallot } from "../../../shared/ballot/index.ts";
import { hashToken } from "../../lib/tokens.ts";
import { ballotRequest } from "../../test/ceremony.ts";
import { ApiClient } from "../../test/client.ts";
import { reportFigure } from "../../test/figures.ts";
import { inviteAndCollectTokens, secretaryWithDefense } from "../../test/flow.ts";
import { startTestServer, type TestServer } from "../../test/server.ts";
import { postJson, runOnPostgres } from "./support.ts";

runOnPostgres();

const REQUESTS = 1_000;
const ALREADY_VOTED =
  "Вы уже проголосовали: голос принимается один раз, по какой бы ссылке из писем вы ни открыли бюллетень.";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  expect(server.dbKind).toBe("postgres");
});
afterAll(() => server?.close());

it(`${REQUESTS} concurrent ballots with one valid token store exactly one; the rest are a clear 409`, async () => {
  // Three participants, so the poll stays open after the one ballot: every other answer is
  // the "already voted" refusal, not "closed".
  const { api, members, defense } = await secretaryWithDefense(server, 3);
  const tokens = await inviteAndCollectTokens(server, api, defense.id, members);
  const token = tokens.get(members[0]!.id)!;
  // One encrypted ballot, as the member's browser made it, sent a thousand times at once.
  const body = await ballotRequest(new ApiClient(server.url), token);

  // A socket per request: all of them are in flight at once (the server's pool has 20
  // database connections, so they queue there, not in the client).
  const agent = new http.Agent({ keepAlive: true, maxSockets: REQUESTS });
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: REQUESTS }, () => postJson(`${server.url}/api/v1/member/polls`, body, { agent })),
  );
  const elapsedMs = performance.now() - started;
  agent.destroy();

  const statuses: Record<string, number> = {};
  for (const a of answers) {
    const key = a.error ? `error:${a.error}` : String(a.status);
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  const ballots = await sql<{ n: number }>`
    select count(*)::int as n from ballots b join polls p on p.id = b.poll_id where p.defense_id = ${defense.id}
  `.execute(server.db);
  const used = await server.db
    .selectFrom("poll_invites as i")
    .innerJoin("poll_invite_links as l", "l.invite_id", "i.id")
    .select(["i.id", "l.token_hash", "i.used_at"])
    .where("i.used_at", "is not", null)
    .execute();
  reportFigure("concurrentBallots", {
    requests: REQUESTS,
    statuses,
    ballotsStored: ballots.rows[0]?.n,
    elapsedMs: Math.round(elapsedMs),
    requestsPerSecond: Math.round((REQUESTS / elapsedMs) * 1000),
  });

  expect(statuses).toEqual({ "200": 1, "409": REQUESTS - 1 });
  for (const a of answers.filter((x) => x.status === 409)) {
    expect(a.json).toEqual({ errors: { message: ALREADY_VOTED, code: "CONFLICT" } });
  }
  // The receipt: the tracker of the ballot sent, first in the urn.
  expect(answers.find((a) => a.status === 200)?.json).toMatchObject({
    data: { accepted: true, tracker: ballotTracker(body.answers[0]?.ballot as EncryptedBallot), position: 1 },
  });
  expect(ballots.rows[0]?.n).toBe(1);
  // One invite used: the member's, whose links (the roll's letter and the opening's) are all its.
  expect(new Set(used.map((u) => u.id)).size).toBe(1);
  expect(used.map((u) => u.token_hash)).toContain(hashToken(token));
});
