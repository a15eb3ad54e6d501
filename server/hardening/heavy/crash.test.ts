import { afterAll, beforeAll, expect, it } from "vitest";
import { hashToken } from "../../lib/tokens.ts";
import { ballotRequest } from "../../test/ceremony.ts";
import { ApiClient } from "../../test/client.ts";
import { createTestDatabase, type TestDatabase } from "../../test/database.ts";
import { buildBoard, buildDefense, buildUser } from "../../test/factories.ts";
import { reportFigure } from "../../test/figures.ts";
import { inviteAndCollectTokens } from "../../test/flow.ts";
import { startSmtp, type TestSmtp } from "../../test/smtp.ts";
import {
  type ChildServer,
  childConfig,
  pgQuery,
  postgresReady,
  postJson,
  runOnPostgres,
  send,
  startChildServer,
  startPostgres,
  stopPostgresImmediately,
  waitFor,
} from "./support.ts";

runOnPostgres();

let database: TestDatabase;
let url: string;
let smtp: TestSmtp;
let child: ChildServer | undefined;

beforeAll(async () => {
  await startPostgres();
  database = await createTestDatabase();
  url = database.url!;
  smtp = await startSmtp();
});
afterAll(async () => {
  await child?.stop();
  // Whatever happened above, PostgreSQL is left running.
  await startPostgres();
  await smtp?.close();
  await database?.drop();
});

/** Whether the invite behind `token` is used, and how many ballots its poll holds. */
async function stored(token: string): Promise<{ used: boolean; ballots: number }> {
  const [row] = await pgQuery<{ used: boolean; ballots: number }>(
    url,
    `select i.used_at is not null as used, (select count(*)::int from ballots b where b.poll_id = i.poll_id) as ballots
       from poll_invite_links l join poll_invites i on i.id = l.invite_id where l.token_hash = $1`,
    [hashToken(token)],
  );
  if (!row) throw new Error("no invite for this token");
  return row;
}

/** Seeds a council and a defense, starts the server, invites every member; the tokens by member. */
async function openPoll(memberCount: number): Promise<string[]> {
  const secretary = await buildUser(database.db, ["SECRETAR"]);
  const { members } = await buildBoard(database.db, { memberCount, secretaryId: secretary.id });
  const defense = await buildDefense(database.db, members[0]!.board_id);
  child = await startChildServer({ databaseUrl: url, smtpUrl: smtp.url });
  const api = new ApiClient(child.url);
  await api.login(secretary.email, secretary.password);
  const byMember = await inviteAndCollectTokens({ smtp, config: childConfig }, api, defense.id, members);
  return members.map((m) => byMember.get(m.id)!);
}

it("a ballot answered 200 survives kill -9 of the server and an immediate stop of PostgreSQL", async () => {
  const tokens = await openPoll(4);
  const bodies = await Promise.all(tokens.map((t) => ballotRequest(new ApiClient(child!.url), t)));
  const ballot = (i: number) => postJson(`${child!.url}/api/v1/member/polls`, bodies[i]);

  // 1. kill -9 the server right after the 200.
  const first = await ballot(0);
  child!.process.kill("SIGKILL");
  const killedAt = performance.now();
  expect(first.status).toBe(200);
  expect(await stored(tokens[0]!)).toEqual({ used: true, ballots: 1 });
  const killToCheckMs = performance.now() - killedAt;
  expect((await child!.exited).signal).toBe("SIGKILL");

  // 2. A new server votes; PostgreSQL stops at once (no checkpoint) and starts again.
  child = await startChildServer({ databaseUrl: url, smtpUrl: smtp.url });
  const second = await ballot(1);
  expect(second.status).toBe(200);
  const health = () => send(`${child!.url}/healthz`, { timeoutMs: 5_000 });
  expect((await health()).status).toBe(200);
  let stopCommandMs: number;
  let healthzDownMs: number;
  let downAnswer: Awaited<ReturnType<typeof health>>;
  const stopAt = performance.now();
  let startAt = stopAt;
  try {
    await stopPostgresImmediately();
    stopCommandMs = performance.now() - stopAt;
    expect(await postgresReady()).toBe(false);
    downAnswer = await waitFor(
      "/healthz to answer 503",
      async () => {
        const r = await health();
        return r.status === 503 ? r : undefined;
      },
      15_000,
    );
    healthzDownMs = performance.now() - stopAt - stopCommandMs;
    // While PostgreSQL is down a ballot is refused with an error, not hung or half-written.
    const refused = await ballot(2);
    expect(refused.status).toBeGreaterThanOrEqual(500);
    expect(refused.json).toMatchObject({ errors: { message: expect.any(String) } });
  } finally {
    startAt = performance.now();
    await startPostgres();
  }
  const readyAt = performance.now();
  await waitFor(
    "/healthz to answer 200 again",
    async () => ((await health()).status === 200 ? true : undefined),
    30_000,
  );
  const upAt = performance.now();
  expect(downAnswer.json).toEqual({ status: "unavailable" });
  expect(await stored(tokens[1]!)).toEqual({ used: true, ballots: 2 });
  expect((await stored(tokens[2]!)).used).toBe(false);

  // 3. The same server process, reconnected by itself, takes the next ballot.
  const third = await ballot(2);
  expect(third.status).toBe(200);
  expect(await stored(tokens[2]!)).toEqual({ used: true, ballots: 3 });
  // The log (LOG_LEVEL=warn) has the outage in it, but no token.
  for (const token of tokens) expect(child!.output()).not.toContain(token);

  reportFigure("crashDurability", {
    killToCheckMs: Math.round(killToCheckMs),
    stopCommandMs: Math.round(stopCommandMs),
    healthz503AfterStopMs: Math.round(healthzDownMs),
    postgresStartToReadyMs: Math.round(readyAt - startAt),
    healthz200AfterReadyMs: Math.round(upAt - readyAt),
    outageMs: Math.round(upAt - stopAt),
    ballotsAfterRestarts: 3,
  });
});
