import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiClient } from "../test/client.ts";
import { buildUser } from "../test/factories.ts";
import { signedIn } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";
import { linkTokenFromMail } from "../test/smtp.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The newest letter to `email` after the first `since` mails. */
async function letterTo(email: string, since: number) {
  const mail = (await server.smtp.waitForMailTo([email], since)).get(email);
  if (!mail) throw new Error(`no letter to ${email}`);
  return mail;
}

const form = (email: string, over: Record<string, string> = {}) => ({
  email,
  fio: "Новикова Вера Павловна",
  password: "длинный пароль 2026",
  ...over,
});

describe("registration by a mailed link", () => {
  it("answers byte for byte the same for a new and a taken address; the link creates the account once", async () => {
    const owner = await buildUser(server.db);
    const api = new ApiClient(server.url);
    const since = server.smtp.mails.length;
    const fresh = await api.request("POST", "/api/v1/users/register", form("New.User@Example.org"));
    const taken = await api.request("POST", "/api/v1/users/register", form(owner.email.toUpperCase()));
    expect(fresh.status).toBe(200);
    expect(taken.status).toBe(fresh.status);
    expect(JSON.stringify(taken.body)).toBe(JSON.stringify(fresh.body));
    expect(fresh.body).toEqual({ data: { message: expect.stringMatching(/^Проверьте почту/) } });

    // The owner is told they already have an account; nothing of theirs changed.
    const notice = await letterTo(owner.email, since);
    expect(notice.subject).toBe("Диссовет: вы уже зарегистрированы");
    expect(
      (
        await new ApiClient(server.url).rest("POST", "/auth/login", {
          email: owner.email,
          password: owner.password,
        })
      ).status,
    ).toBe(200);

    // No account until the link is opened.
    const before = await server.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "new.user@example.org")
      .execute();
    expect(before).toEqual([]);
    expect(
      (
        await api.rest("POST", "/auth/login", {
          email: "new.user@example.org",
          password: "длинный пароль 2026",
        })
      ).status,
    ).toBe(401);
    const letter = await letterTo("new.user@example.org", since);
    expect(letter.text).toContain("Уважаемая Вера Павловна!");
    const token = linkTokenFromMail(letter);
    const stored = await server.db.selectFrom("email_links").selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    // The letter's job carries the link's id, never its token (the letter made the token).
    const jobs = await sql<{ data: unknown }>`select data from pgboss.job`.execute(server.db);
    expect(JSON.stringify(jobs.rows)).toContain('"kind":"account"');
    expect(JSON.stringify(jobs.rows)).not.toContain(token);

    const confirmed = await api.rest("POST", "/users/confirm", { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      data: { email: "new.user@example.org", fio: "Новикова Вера Павловна", roles: [] },
    });
    const again = await api.rest("POST", "/users/confirm", { token });
    expect(again.status).toBe(404);
    await api.login("new.user@example.org", "длинный пароль 2026");
    expect((await api.rest("GET", "/secretar/boards")).status).toBe(403);
    const row = await server.db
      .selectFrom("users")
      .select("password_hash")
      .where("email", "=", "new.user@example.org")
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("an unopened link expires and creates nothing", async () => {
    const api = new ApiClient(server.url);
    const since = server.smtp.mails.length;
    await api.rest("POST", "/users/register", form("late@example.org"));
    const token = linkTokenFromMail(await letterTo("late@example.org", since));
    await sql`update email_links set expires_at = now() - interval '1 second' where lower(email) = 'late@example.org'`.execute(
      server.db,
    );
    expect((await api.rest("POST", "/users/confirm", { token })).status).toBe(404);
    expect(
      await server.db.selectFrom("users").select("id").where("email", "=", "late@example.org").execute(),
    ).toEqual([]);
  });

  it("refuses a short, long or common password and an empty ФИО (422), sending and writing nothing", async () => {
    const api = new ApiClient(server.url);
    const since = server.smtp.mails.length;
    const cases: [Record<string, string>, string, string][] = [
      [{ password: "1234567" }, "password", "Пароль должен быть не короче 8 символов."],
      [{ password: "x".repeat(129) }, "password", "Пароль должен быть не длиннее 128 символов."],
      [{ password: "password1" }, "password", "Этот пароль слишком распространен: придумайте другой."],
      [{ password: "qwertyuiop" }, "password", "Этот пароль слишком распространен: придумайте другой."],
      [{ fio: "" }, "fio", "Укажите ФИО полностью."],
      [{ email: "nobody" }, "email", "Неверный адрес электронной почты."],
    ];
    for (const [over, field, message] of cases) {
      const res = await api.rest("POST", "/users/register", form("case@example.org", over));
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(res.body).toMatchObject({
        errors: { code: "BAD_USER_INPUT", message, fields: { [field]: message } },
      });
    }
    expect(
      await server.db
        .selectFrom("email_links")
        .select("id")
        .where("email", "=", "case@example.org")
        .execute(),
    ).toEqual([]);
    expect(server.smtp.mails.slice(since).filter((m) => m.to.includes("case@example.org"))).toEqual([]);
  });

  it("an address the mail server refuses for good: the same receipt, the letter recorded FAILED and not retried", async () => {
    // 254 characters: RFC 5321 allows it, the test's mail server (smtp-server) refuses it.
    const local = "l".repeat(64);
    const email = `${local}@${"d".repeat(63)}.${"e".repeat(63)}.${"f".repeat(58)}.ru`;
    expect(email).toHaveLength(254);
    const owner = await buildUser(server.db, [], email);
    const api = new ApiClient(server.url);
    const fresh = await api.request("POST", "/api/v1/users/register", form(`X${email.slice(1)}`));
    const taken = await api.request("POST", "/api/v1/users/register", form(owner.email.toUpperCase()));
    // The answer tells nothing of the letter: the form still tells nobody who is registered.
    expect(fresh.status).toBe(200);
    expect(JSON.stringify(taken.body)).toBe(JSON.stringify(fresh.body));
    const failed = await vi.waitFor(
      async () => {
        const rows = await server.db
          .selectFrom("letters")
          .selectAll()
          .where("kind", "=", "account")
          .where(sql<string>`lower(recipient)`, "in", [email, `x${email.slice(1)}`])
          .execute();
        expect(rows).toHaveLength(2);
        return rows;
      },
      { timeout: 20_000, interval: 200 },
    );
    for (const row of failed) {
      expect(row).toMatchObject({ status: "FAILED", attempts: 1 });
      expect(row.error).toBeTruthy();
      // Completed, not waiting for a retry: the address will not be tried again.
      const job = await sql<{ state: string }>`select state from pgboss.job where id = ${row.id}`.execute(
        server.db,
      );
      expect(job.rows[0]?.state).toBe("completed");
    }
  });

  it("works through GraphQL too", async () => {
    const res = await new ApiClient(server.url).gql(
      "mutation($i: RegisterInput!) { register(input: $i) { message } }",
      {
        i: form("gql@example.org"),
      },
    );
    expect(res.body).toEqual({ data: { register: { message: expect.stringMatching(/^Проверьте почту/) } } });
  });
});

describe("password reset by a mailed link", () => {
  it("sets a new password once, ends every session; the link is refused on second use and after expiry", async () => {
    const { api: session, user } = await signedIn(server);
    const guest = new ApiClient(server.url);

    const since = server.smtp.mails.length;
    const known = await guest.request("POST", "/api/v1/users/password/forgot", { email: user.email });
    const unknown = await guest.request("POST", "/api/v1/users/password/forgot", {
      email: "nobody@example.org",
    });
    expect(JSON.stringify(unknown.body)).toBe(JSON.stringify(known.body));
    expect(known.body).toEqual({ data: true });
    const token = linkTokenFromMail(await letterTo(user.email, since));

    const weak = await guest.rest("POST", "/users/password/reset", { token, password: "password1" });
    expect(weak.status).toBe(422);
    const done = await guest.rest("POST", "/users/password/reset", {
      token,
      password: "совсем новый пароль",
    });
    expect(done.status).toBe(200);
    expect((await session.rest("GET", "/auth/me")).status).toBe(401);
    // The browsers that had signed in are no longer trusted (their device cookies are forgotten).
    const devices = await server.db
      .selectFrom("trusted_devices")
      .select("token_hash")
      .where("user_id", "=", user.id)
      .execute();
    expect(devices).toEqual([]);
    expect(
      (await guest.rest("POST", "/auth/login", { email: user.email, password: user.password })).status,
    ).toBe(401);
    expect(
      (await guest.rest("POST", "/auth/login", { email: user.email, password: "совсем новый пароль" }))
        .status,
    ).toBe(200);
    expect(
      (await guest.rest("POST", "/users/password/reset", { token, password: "еще один пароль" })).status,
    ).toBe(404);

    const later = server.smtp.mails.length;
    await guest.rest("POST", "/users/password/forgot", { email: user.email });
    const stale = linkTokenFromMail(await letterTo(user.email, later));
    await sql`update email_links set expires_at = now() - interval '1 second' where purpose = 'RESET'`.execute(
      server.db,
    );
    expect(
      (await guest.rest("POST", "/users/password/reset", { token: stale, password: "еще один пароль" }))
        .status,
    ).toBe(404);
  });
});

describe("a reset request tells nothing about the address", () => {
  it("answers a known and an unknown address alike before any letter is written, even with the mail server down", async () => {
    const down = await startTestServer({ smtpUrl: "smtp://127.0.0.1:9" });
    try {
      const user = await buildUser(down.db);
      const guest = new ApiClient(down.url);
      const known = await guest.request("POST", "/api/v1/users/password/forgot", { email: user.email });
      const unknown = await guest.request("POST", "/api/v1/users/password/forgot", {
        email: "nobody@example.org",
      });
      // The letter to the known address fails after the answer; the answer is the same 200.
      expect({ status: known.status, body: known.body }).toEqual({ status: 200, body: { data: true } });
      expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 200, body: { data: true } });
    } finally {
      await down.close();
    }
  });
});
