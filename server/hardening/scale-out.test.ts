import { afterAll, beforeAll, expect, it } from "vitest";
import { ApiClient } from "../test/client.ts";
import { createTestDatabase, type TestDatabase } from "../test/database.ts";
import { buildBoard, buildDefense, buildUser } from "../test/factories.ts";
import { reportFigure } from "../test/figures.ts";
import { prepareSitting } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";
import { startSmtp, type TestSmtp } from "../test/smtp.ts";

// Two application instances on one database, as behind a load balancer.
let database: TestDatabase;
let smtp: TestSmtp;
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtp();
  a = await startTestServer({ database, smtpUrl: smtp.url });
  b = await startTestServer({ database, smtpUrl: smtp.url });
});
afterAll(async () => {
  await a.close();
  await b.close();
  await smtp.close();
  await database.drop();
});

it("a session made on one instance works on the other; rate limits are shared; each invite is mailed once", async () => {
  const secretary = await buildUser(database.db, ["SECRETAR"]);
  const { board, members } = await buildBoard(database.db, { memberCount: 12, secretaryId: secretary.id });
  const defense = await buildDefense(database.db, board.id);
  const onA = new ApiClient(a.url);
  await onA.login(secretary.email, secretary.password);
  const onB = new ApiClient(b.url, { cookie: onA.sessionCookie ?? "" });
  expect((await onB.rest("GET", "/auth/me")).status).toBe(200);

  // Invites sent through B are delivered by the workers of both instances, each once.
  expect(await prepareSitting({ smtp }, onB, defense.id, members)).toBeUndefined();
  const sent = await onB.rest(
    "POST",
    `/secretar/defenses/${defense.id}/sendInvites`,
    members.map((m) => ({ id: String(m.id), selected: true })),
  );
  expect(sent.status).toBe(200);
  // The roll's 12 letters and the 3 commission letters of the sitting's preparation, then the
  // opening's 12 invites (no member opened the roll's link, so none holds a voting key yet).
  await smtp.waitFor(27, 20_000);
  await new Promise((r) => setTimeout(r, 1500));
  const mailsTo = (email: string, link: RegExp) =>
    smtp.mails.filter((mail) => mail.to.includes(email) && link.test(mail.text)).length;
  expect(members.map((m) => mailsTo(m.email, /\/polls\//))).toEqual(members.map(() => 2));
  expect(members.map((m) => mailsTo(m.email, /\/commission\//))).toEqual(
    members.map((_, i) => (i < 3 ? 1 : 0)),
  );
  expect(smtp.mails).toHaveLength(27);

  // Failed sign-ins spent on A count on B.
  const victim = await buildUser(database.db);
  for (let i = 0; i < 10; i++) {
    const target = i % 2 ? a : b;
    expect(
      (
        await new ApiClient(target.url).rest("POST", "/auth/login", {
          email: victim.email,
          password: `wrong ${i}`,
        })
      ).status,
    ).toBe(401);
  }
  const blockedOnA = await new ApiClient(a.url).rest("POST", "/auth/login", {
    email: victim.email,
    password: victim.password,
  });
  expect(blockedOnA.status).toBe(429);
  reportFigure("scaleOut", {
    instances: 2,
    invitesSent: 24,
    mailsReceived: smtp.mails.length,
    sharedRateLimit: blockedOnA.status,
  });
});
