import { createServer } from "node:net";
import { afterAll, expect, it } from "vitest";
import { ApiClient } from "../test/client.ts";
import { createTestDatabase, type TestDatabase } from "../test/database.ts";
import { TEST_PASSWORD } from "../test/factories.ts";
import { prepareSitting, secretaryWithDefense, waitUntilDelivered } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";
import { startSmtp, type TestSmtp } from "../test/smtp.ts";

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

/** A free loopback port, on which nothing listens yet. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function invites(server: TestServer, defenseId: number) {
  return server.db
    .selectFrom("poll_invites as i")
    .innerJoin("polls as p", "p.id", "i.poll_id")
    .select(["i.member_id", "i.delivery", "i.send_error", "i.attempts"])
    .where("p.defense_id", "=", defenseId)
    .execute();
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`condition not met: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it("with SMTP down invites show «ошибка» and are retried; they arrive once SMTP is back, even across a restart", async () => {
  const port = await freePort();
  const smtpUrl = `smtp://127.0.0.1:${port}`;
  const database: TestDatabase = await createTestDatabase();
  cleanup.push(() => database.drop());

  const first = await startTestServer({ database, smtpUrl });
  const { api, members, defense } = await secretaryWithDefense(first, 3);
  // The commission's links arrive while SMTP is up; it goes down before the invites.
  const ceremonySmtp = await startSmtp(port);
  expect(await prepareSitting({ smtp: ceremonySmtp }, api, defense.id, members)).toBeUndefined();
  await ceremonySmtp.close();
  const send = await api.gql(
    "mutation($d: ID!, $m: [ID!]!) { sendInvites(defenseId: $d, memberIds: $m) { id } }",
    {
      d: String(defense.id),
      m: members.map((m) => String(m.id)),
    },
  );
  expect(send.body.errors).toBeUndefined();

  const failed = await until(
    () => invites(first, defense.id),
    (rows) => rows.length === 3 && rows.every((r) => r.delivery === "FAILED" && r.attempts >= 2),
  );
  expect(failed[0]?.send_error).toMatch(/ECONNREFUSED/);
  const seen = await api.gql(
    "query($id: ID!) { secretarDefense(id: $id) { invites { delivery sendError attempts } } }",
    {
      id: String(defense.id),
    },
  );
  expect(seen.body.data?.secretarDefense.invites[0]).toMatchObject({
    delivery: "FAILED",
    sendError: expect.stringMatching(/ECONNREFUSED/),
  });

  // The server stops with every invite undelivered; SMTP comes back; a new server takes over.
  await first.stop();
  const smtp: TestSmtp = await startSmtp(port);
  cleanup.push(() => smtp.close());
  const second = await startTestServer({ database, smtpUrl });
  cleanup.push(() => second.close());
  await smtp.waitForMailTo(
    members.map((m) => m.email),
    0,
    30_000,
    /\/polls\//,
  );
  const again = new ApiClient(second.url);
  await again.login(...(await secretaryLogin(second, defense.board_id)));
  await waitUntilDelivered(
    again,
    defense.id,
    members.map((m) => m.id),
  );
  const rows = await invites(second, defense.id);
  expect(rows.map((r) => r.delivery)).toEqual(["SENT", "SENT", "SENT"]);
  expect(rows.every((r) => r.send_error === null)).toBe(true);
});

/** Credentials of the secretary of `boardId` (built by the factories, with their shared password). */
async function secretaryLogin(server: TestServer, boardId: number): Promise<[string, string]> {
  const row = await server.db
    .selectFrom("board_secretaries as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select("u.email")
    .where("s.board_id", "=", boardId)
    .executeTakeFirstOrThrow();
  return [row.email, TEST_PASSWORD];
}
