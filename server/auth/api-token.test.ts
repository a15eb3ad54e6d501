import { afterAll, beforeAll, expect, it } from "vitest";
import { ApiClient } from "../test/client.ts";
import { buildBoard, buildUser } from "../test/factories.ts";
import { serverWithAdmin } from "../test/flow.ts";
import type { TestServer } from "../test/server.ts";

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  ({ server, admin } = await serverWithAdmin());
});
afterAll(() => server.close());

const CREATE =
  "mutation($u: ID!, $n: String!, $e: String) { createApiToken(userId: $u, name: $n, expiresAt: $e) { token apiToken { id name revoked expiresAt lastUsedAt } } }";

it("an admin creates a token for a secretary; a program uses it on GraphQL and REST with the secretary's roles; revoked, it stops at once", async () => {
  const secretary = await buildUser(server.db, ["SECRETAR"]);
  const { board } = await buildBoard(server.db, { secretaryId: secretary.id });
  const created = await admin.gql(CREATE, { u: String(secretary.id), n: "Портал аспирантуры" });
  const { token, apiToken } = created.body.data?.createApiToken ?? {};
  expect(token).toMatch(/^dsv_[A-Za-z0-9_-]{43}$/);
  expect(apiToken).toMatchObject({
    name: "Портал аспирантуры",
    revoked: false,
    expiresAt: null,
    lastUsedAt: null,
  });
  const stored = await server.db
    .selectFrom("api_tokens")
    .selectAll()
    .where("id", "=", Number(apiToken.id))
    .executeTakeFirstOrThrow();
  expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(JSON.stringify(stored)).not.toContain(token.slice(4));

  const program = new ApiClient(server.url, { authorization: `Bearer ${token}` });
  const boards = await program.rest<{ data: { id: string }[] }>("GET", "/secretar/boards");
  expect(boards.status).toBe(200);
  expect(boards.body.data.map((b) => b.id)).toEqual([String(board.id)]);
  expect((await program.gql("{ me { email roles { role } } }")).body).toEqual({
    data: { me: { email: secretary.email, roles: [{ role: "SECRETAR" }] } },
  });
  expect((await program.rest("GET", "/admin/boards")).status).toBe(403);

  const listed = await admin.gql("query($id: ID!) { adminUser(id: $id) { apiTokens { id lastUsedAt } } }", {
    id: String(secretary.id),
  });
  expect(listed.body.data?.adminUser.apiTokens[0].lastUsedAt).not.toBeNull();

  await admin.gql("mutation($id: ID!) { revokeApiToken(id: $id) { revoked } }", { id: apiToken.id });
  expect((await program.rest("GET", "/secretar/boards")).status).toBe(401);
  expect((await program.gql("{ me { id } }")).body).toEqual({ data: { me: null } });
});

it("expired tokens and tokens of disabled users do not work; bad input is refused", async () => {
  const user = await buildUser(server.db, ["SECRETAR"]);
  const soon = new Date(Date.now() + 1500).toISOString();
  const created = await admin.gql(CREATE, { u: String(user.id), n: "Краткий", e: soon });
  const token = created.body.data?.createApiToken.token;
  const program = new ApiClient(server.url, { authorization: `Bearer ${token}` });
  expect((await program.rest("GET", "/secretar/boards")).status).toBe(200);
  await new Promise((r) => setTimeout(r, 1700));
  expect((await program.rest("GET", "/secretar/boards")).status).toBe(401);

  const second = await admin.gql(CREATE, { u: String(user.id), n: "Долгий" });
  const other = new ApiClient(server.url, {
    authorization: `Bearer ${second.body.data?.createApiToken.token}`,
  });
  expect((await other.rest("GET", "/secretar/boards")).status).toBe(200);
  await admin.gql("mutation($id: ID!) { setUserDisabled(id: $id, disabled: true) { id } }", {
    id: String(user.id),
  });
  expect((await other.rest("GET", "/secretar/boards")).status).toBe(401);

  const past = await admin.gql(CREATE, { u: String(user.id), n: "Просроченный", e: "2020-01-01T00:00:00Z" });
  expect(past.body.errors?.[0]?.extensions?.fields).toEqual({
    expiresAt: "Срок действия должен быть в будущем.",
  });
  const noName = await admin.gql(CREATE, { u: String(user.id), n: " " });
  expect(noName.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  const bogus = new ApiClient(server.url, { authorization: `Bearer dsv_${"x".repeat(43)}` });
  expect((await bogus.rest("GET", "/auth/me")).status).toBe(401);
});
