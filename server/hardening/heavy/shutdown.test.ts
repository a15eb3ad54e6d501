import http from "node:http";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEFAULT_POOL_SIZE } from "../../lib/database.ts";
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
  postJson,
  type RawAnswer,
  runOnPostgres,
  send,
  sleep,
  startChildServer,
  waitFor,
} from "./support.ts";

runOnPostgres();

/** The server's default SHUTDOWN_GRACE_MS. */
const GRACE_MS = 10_000;

let database: TestDatabase;
let url: string;
let smtp: TestSmtp;
let child: ChildServer | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  url = database.url!;
  smtp = await startSmtp();
});
afterAll(async () => {
  await child?.stop();
  await smtp?.close();
  await database?.drop();
});

it("SIGTERM with 50 requests in flight: each is answered in full, the server exits 0, no vote half-written", async () => {
  const secretary = await buildUser(database.db, ["SECRETAR"]);
  // 27 participants, 25 of whom vote: the poll stays open throughout.
  const { members } = await buildBoard(database.db, { memberCount: 27, secretaryId: secretary.id });
  const defense = await buildDefense(database.db, members[0]!.board_id);
  child = await startChildServer({ databaseUrl: url, smtpUrl: smtp.url });
  const api = new ApiClient(child.url);
  await api.login(secretary.email, secretary.password);
  const byMember = await inviteAndCollectTokens({ smtp, config: childConfig }, api, defense.id, members);
  const tokens = members.slice(0, 25).map((m) => byMember.get(m.id)!);
  // Each member's browser encrypts its ballot before the burst.
  const bodies = await Promise.all(
    tokens.map((t, i) => ballotRequest(new ApiClient(child!.url), t, i % 3 ? "FOR" : "AGAINST")),
  );

  // Make the requests take a moment: hold the tables they write and read, so each ballot
  // waits inside its transaction (invite already marked used, ballot not yet inserted) and
  // each defense page waits on its read.
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    await holder.query("commit");
  };
  try {
    await holder.query("begin");
    await holder.query("lock table ballots, defenses in access exclusive mode");

    const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
    let lastAnswerAt = 0;
    const timed = (answer: Promise<RawAnswer>) =>
      answer.then((a) => {
        lastAnswerAt = Math.max(lastAnswerAt, performance.now());
        return a;
      });
    const requests: { kind: "ballot" | "page"; answer: Promise<RawAnswer> }[] = [];
    for (let i = 0; i < 25; i++) {
      requests.push({
        kind: "ballot",
        answer: timed(postJson(`${child.url}/api/v1/member/polls`, bodies[i], { agent })),
      });
      requests.push({
        kind: "page",
        answer: timed(
          send(`${child.url}/api/v1/secretar/defenses/${defense.id}`, {
            agent,
            headers: { cookie: api.sessionCookie! },
          }),
        ),
      });
    }
    // In flight: every pooled connection of the server is waiting on our lock (the other
    // requests wait for a connection), and a moment more for the server to read them all.
    await waitFor(
      "the server's connections to wait on the lock",
      async () => {
        const [r] = await pgQuery<{ n: number }>(
          url,
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        return (r?.n ?? 0) >= DEFAULT_POOL_SIZE ? true : undefined;
      },
      15_000,
    );
    await sleep(300);
    const stillPending = await Promise.race([
      Promise.all(requests.map((r) => r.answer)).then(() => false),
      sleep(0).then(() => true),
    ]);
    expect(stillPending).toBe(true);

    const termAt = performance.now();
    child.process.kill("SIGTERM");
    // The requests stay stuck for half a second into the shutdown, then the lock goes.
    await sleep(500);
    await release();
    const answers = await Promise.all(requests.map((r) => r.answer));
    const exit = await child.exited;
    agent.destroy();
    const exitMs = exit.at - termAt;

    const statuses: Record<string, number> = {};
    for (const [i, a] of answers.entries()) {
      const key = `${requests[i]!.kind}:${a.error ? `error:${a.error}` : a.status}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    const [counts] = await pgQuery<{ ballots: number; used: number }>(
      url,
      `select (select count(*)::int from ballots b where b.poll_id = p.id) as ballots,
              (select count(*)::int from poll_invites i where i.poll_id = p.id and i.used_at is not null) as used
         from polls p where p.defense_id = $1`,
      [defense.id],
    );
    reportFigure("gracefulShutdown", {
      inFlight: answers.length,
      answered: answers.filter((a) => !a.error).length,
      statuses,
      exitCode: exit.code,
      lastAnswerAfterSigtermMs: Math.round(lastAnswerAt - termAt),
      exitAfterSigtermMs: Math.round(exitMs),
      graceMs: GRACE_MS,
      ballots: counts?.ballots,
      usedInvites: counts?.used,
    });

    for (const a of answers) {
      expect(a.error).toBeUndefined();
      expect([200, 409]).toContain(a.status);
      expect(a.json).toBeTypeOf("object");
    }
    expect(statuses).toEqual({ "ballot:200": 25, "page:200": 25 });
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(GRACE_MS);
    expect(counts).toEqual({ ballots: 25, used: 25 });
    child = undefined;
  } finally {
    await release().catch(() => {});
    await holder.end().catch(() => {});
  }
});
