import argon2 from "argon2";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes } from "../rest/routes.ts";
import { ApiClient } from "../test/client.ts";
import { createTestDatabase, type TestDatabase } from "../test/database.ts";
import { buildUser } from "../test/factories.ts";
import { reportFigure } from "../test/figures.ts";
import { startTestServer, type TestServer } from "../test/server.ts";

let database: TestDatabase;
let server: TestServer;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer({ database });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const login = (email: string, password: string) =>
  new ApiClient(server.url).rest("POST", "/auth/login", { email, password });

describe("sign-in under attack", () => {
  it("brute force on one account gets 429 with Retry-After, and still after a restart", async () => {
    const user = await buildUser(server.db);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(user.email, `wrong password ${i}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    const blocked = await login(user.email, user.password);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(60);
    expect(blocked.body).toMatchObject({
      errors: { code: "RATE_LIMITED", message: expect.stringMatching(/^Слишком много попыток/) },
    });

    await server.stop();
    server = await startTestServer({ database });
    const afterRestart = await login(user.email, user.password);
    expect(afterRestart.status).toBe(429);
    const gql = await new ApiClient(server.url).request("POST", "/graphql", {
      query: "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { id } }",
      variables: { e: user.email, p: user.password },
    });
    expect(gql.status).toBe(429);
    expect(gql.headers.get("retry-after")).not.toBeNull();
    reportFigure("bruteForce", {
      attemptsBefore429: statuses.indexOf(429) + 1 || 11,
      retryAfterSeconds: retryAfter,
      afterRestart: afterRestart.status,
    });
  });

  it("an unknown email and a wrong password are indistinguishable: status, body and time", async () => {
    const times = { unknown: [] as number[], wrong: [] as number[] };
    const bodies = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const user = await buildUser(server.db);
      for (const [kind, email] of [
        ["wrong", user.email],
        ["unknown", `nobody${i}@nowhere.test`],
      ] as const) {
        const t = performance.now();
        const res = await login(email, "not the password");
        times[kind].push(performance.now() - t);
        expect(res.status).toBe(401);
        bodies.add(JSON.stringify(res.body));
      }
    }
    expect(bodies.size).toBe(1);
    // The fastest of each kind: other load on the machine only ever adds time.
    const fastest = (xs: number[]) => Math.min(...xs);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const ratio = fastest(times.unknown) / fastest(times.wrong);
    expect(ratio).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(1.6);
    reportFigure("enumeration", {
      fastestUnknownMs: fastest(times.unknown),
      fastestWrongMs: fastest(times.wrong),
      medianUnknownMs: median(times.unknown),
      medianWrongMs: median(times.wrong),
      ratio,
    });
  });

  it("a hash made with weaker argon2 parameters is replaced at sign-in", async () => {
    const weak = await argon2.hash("an old password", {
      type: argon2.argon2id,
      memoryCost: 4096,
      timeCost: 1,
      parallelism: 1,
    });
    const user = await buildUser(server.db);
    await server.db.updateTable("users").set({ password_hash: weak }).where("id", "=", user.id).execute();
    expect((await login(user.email, "an old password")).status).toBe(200);
    const { password_hash } = await server.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe("sessions end", () => {
  const authRoutes = routes.filter(
    (r) =>
      ![
        "/auth/login",
        "/auth/logout",
        "/users/register",
        "/users/confirm",
        "/users/password/forgot",
        "/users/password/reset",
        "/member/polls",
        "/member/polls/:token",
        "/member/polls/:token/record",
        "/member/polls/credential",
        "/member/polls/confirmation",
        "/member/polls/spoiled",
        "/member/commission/:token",
        "/member/commission/device",
        "/member/commission/dealing",
        "/member/commission/confirm",
        "/member/commission/complaint",
        "/member/commission/answers",
        "/member/commission/signature",
        "/member/commission/decryption",
        "/elections/:electionId/record",
      ].includes(r.path),
  );

  /** Every route that needs a user answers 401 to these headers. */
  async function refusedEverywhere(headers: Record<string, string>) {
    const answers = await Promise.all(
      authRoutes.map((r) =>
        new ApiClient(server.url, headers).request(
          r.method.toUpperCase(),
          `/api/v1${r.path.replace(":id", "1")}`,
          r.method === "post" ? {} : undefined,
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(authRoutes.map(() => 401));
    const gql = await new ApiClient(server.url, headers).gql("{ me { id } }");
    expect(gql.body).toEqual({ data: { me: null } });
    return answers.length;
  }

  it("after logout the old cookie and the old bearer are refused everywhere", async () => {
    const user = await buildUser(server.db, ["ADMIN", "SECRETAR"]);
    const api = new ApiClient(server.url);
    await api.login(user.email, user.password);
    const cookie = api.sessionCookie ?? "";
    const bearer = `Bearer ${cookie.split("=")[1]}`;
    await api.rest("POST", "/auth/logout");
    const checked = await refusedEverywhere({ cookie });
    await refusedEverywhere({ authorization: bearer });
    reportFigure("afterLogout", { routesRefused: checked });
  });

  it("disabling a user ends their sessions and API tokens at once", async () => {
    const admin = await buildUser(server.db, ["ADMIN"]);
    const adminApi = new ApiClient(server.url);
    await adminApi.login(admin.email, admin.password);
    const user = await buildUser(server.db, ["SECRETAR"]);
    const api = new ApiClient(server.url);
    await api.login(user.email, user.password);
    const token = (
      await adminApi.gql('mutation($u: ID!) { createApiToken(userId: $u, name: "t") { token } }', {
        u: String(user.id),
      })
    ).body.data?.createApiToken.token;
    await adminApi.gql("mutation($id: ID!) { setUserDisabled(id: $id, disabled: true) { id } }", {
      id: String(user.id),
    });
    await refusedEverywhere({ cookie: api.sessionCookie ?? "" });
    await refusedEverywhere({ authorization: `Bearer ${token}` });
  });

  it("a session idle past its limit, or past its absolute expiry, no longer signs in; an admin can end them all", async () => {
    const user = await buildUser(server.db);
    const idle = new ApiClient(server.url);
    await idle.login(user.email, user.password);
    const old = new ApiClient(server.url);
    await old.login(user.email, user.password);
    await sql`update sessions set last_seen_at = now() - interval '3 hours' where user_id = ${user.id} and id = (select min(id) from sessions where user_id = ${user.id})`.execute(
      server.db,
    );
    expect((await idle.rest("GET", "/auth/me")).status).toBe(401);
    expect((await old.rest("GET", "/auth/me")).status).toBe(200);
    await sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${user.id}`.execute(
      server.db,
    );
    expect((await old.rest("GET", "/auth/me")).status).toBe(401);

    const fresh = new ApiClient(server.url);
    await fresh.login(user.email, user.password);
    const admin = await buildUser(server.db, ["ADMIN"]);
    const adminApi = new ApiClient(server.url);
    await adminApi.login(admin.email, admin.password);
    await adminApi.gql("mutation($id: ID!) { endUserSessions(id: $id) { id } }", { id: String(user.id) });
    expect((await fresh.rest("GET", "/auth/me")).status).toBe(401);
  });

  it("the session cookie is HttpOnly and SameSite; behind an https proxy it is Secure and __Host- prefixed", async () => {
    const user = await buildUser(server.db);
    const res = await new ApiClient(server.url).rest("POST", "/auth/login", {
      email: user.email,
      password: "correct horse battery",
    });
    expect(res.headers.get("set-cookie")).toMatch(/^dissovet_session=.*HttpOnly.*SameSite=Lax/);
    const proxied = await startTestServer({ database, trustProxy: true });
    try {
      const r = await new ApiClient(proxied.url, { "x-forwarded-proto": "https" }).rest(
        "POST",
        "/auth/login",
        {
          email: user.email,
          password: "correct horse battery",
        },
      );
      const cookie = r.headers.get("set-cookie") ?? "";
      expect(cookie).toMatch(/^__Host-dissovet_session=/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/Domain=/);
    } finally {
      await proxied.stop();
    }
  });
});
