import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../test/client.ts";
import { buildUser } from "../test/factories.ts";
import { signedIn } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("sign-in", () => {
  it("logs in through REST, sets an httpOnly session cookie, and answers the user with spec roles", async () => {
    const user = await buildUser(server.db, ["ADMIN", "SECRETAR"]);
    const api = new ApiClient(server.url);
    const res = await api.rest("POST", "/auth/login", {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        id: String(user.id),
        email: user.email,
        fio: expect.any(String),
        roles: [{ role: "admin" }, { role: "secretar" }],
      },
    });
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^dissovet_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await api.rest("GET", "/auth/me");
    expect(me.body).toMatchObject({ data: { email: user.email } });
  });

  it("answers a wrong password and an unknown email alike, in Russian, with 401", async () => {
    const user = await buildUser(server.db);
    const api = new ApiClient(server.url);
    const wrong = await api.rest("POST", "/auth/login", { email: user.email, password: "not the password" });
    const unknown = await api.rest("POST", "/auth/login", {
      email: "nobody@test.local",
      password: "whatever123",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({
      errors: { code: "UNAUTHENTICATED", message: "Неверный email или пароль." },
    });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a malformed login form with 422 and writes no session", async () => {
    const api = new ApiClient(server.url);
    const before = await server.db
      .selectFrom("sessions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const res = await api.rest("POST", "/auth/login", { email: "not-an-email", password: "x" });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      errors: { code: "BAD_USER_INPUT", message: "Введите адрес электронной почты." },
    });
    const after = await server.db
      .selectFrom("sessions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("answers malformed JSON with 400 and a Russian message", async () => {
    const api = new ApiClient(server.url);
    const res = await api.request("POST", "/api/v1/auth/login", "{not json", {
      "content-type": "application/json",
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: { code: "BAD_REQUEST", message: "Некорректный JSON в теле запроса." },
    });
  });

  it("stores passwords as argon2id and sessions only as SHA-256 hashes", async () => {
    const { api, user } = await signedIn(server);
    const token = api.sessionCookie?.split("=")[1] ?? "";
    const row = await server.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const sessions = await server.db
      .selectFrom("sessions")
      .selectAll()
      .where("user_id", "=", user.id)
      .execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(sessions)).not.toContain(token);
  });

  it("a session token works only as the cookie: as a bearer token it signs in nobody", async () => {
    const { api: browser } = await signedIn(server, ["SECRETAR"]);
    const token = browser.sessionCookie?.split("=")[1] ?? "";
    const program = new ApiClient(server.url, { authorization: `Bearer ${token}` });
    expect((await program.gql("{ me { email } }")).body).toEqual({ data: { me: null } });
    expect((await program.rest("GET", "/auth/me")).status).toBe(401);
    expect((await program.rest("GET", "/secretar/boards")).status).toBe(401);
    expect((await browser.rest("GET", "/secretar/boards")).status).toBe(200);
  });

  it("refuses a cookie-authenticated form POST that names no origin; API tokens need none", async () => {
    const { api: browser, user } = await signedIn(server, ["SECRETAR"]);
    const bare = await fetch(`${server.url}/api/v1/auth/logout`, {
      method: "POST",
      headers: { cookie: browser.sessionCookie ?? "", "content-type": "application/x-www-form-urlencoded" },
      body: "x=1",
    });
    expect(bare.status).toBe(403);
    expect((await browser.rest("GET", "/auth/me")).status).toBe(200);
    const named = await browser.request("POST", "/api/v1/auth/logout", undefined, {
      "sec-fetch-site": "same-origin",
    });
    expect(named.status).toBe(200);

    // A program with an API token sends no Origin and needs none (a browser cannot forge it).
    const { api: admin } = await signedIn(server, ["ADMIN"]);
    const created = await admin.gql(
      'mutation($u: ID!) { createApiToken(userId: $u, name: "программа") { token } }',
      { u: String(user.id) },
    );
    const apiToken = created.body.data?.createApiToken.token as string;
    const program = await fetch(`${server.url}/api/v1/secretar/defenses/999999/close`, {
      method: "POST",
      headers: { authorization: `Bearer ${apiToken}` },
    });
    // Past the CSRF check, to the object check: another council's (here: no) defense is 404.
    expect(program.status).toBe(404);
    await browser.login(user.email, user.password);
    const forged = await fetch(`${server.url}/api/v1/secretar/defenses/999999/close`, {
      method: "POST",
      headers: { cookie: browser.sessionCookie ?? "" },
    });
    expect(forged.status).toBe(403);
  });

  it("logout ends the session: the old cookie no longer signs in", async () => {
    const { api } = await signedIn(server);
    const oldCookie = api.sessionCookie ?? "";
    expect((await api.rest("POST", "/auth/logout")).body).toEqual({ data: true });
    const replay = await new ApiClient(server.url).request("GET", "/api/v1/auth/me", undefined, {
      cookie: oldCookie,
    });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ errors: { code: "UNAUTHENTICATED", message: "Войдите в систему." } });
  });

  it("GraphQL me is null for a guest and login through GraphQL sets the cookie", async () => {
    const user = await buildUser(server.db);
    const api = new ApiClient(server.url);
    expect((await api.gql("{ me { id } }")).body).toEqual({ data: { me: null } });
    const res = await api.gql(
      "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { email roles { role } } }",
      {
        e: user.email,
        p: user.password,
      },
    );
    expect(res.body).toEqual({ data: { login: { email: user.email, roles: [] } } });
    expect((await api.gql("{ me { email } }")).body).toEqual({ data: { me: { email: user.email } } });
  });
});
