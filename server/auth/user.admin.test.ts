import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../test/client.ts";
import { type BuiltUser, buildBoard, buildUser } from "../test/factories.ts";
import { serverWithAdmin, signedIn } from "../test/flow.ts";
import type { TestServer } from "../test/server.ts";

let server: TestServer;
let admin: ApiClient;
let adminUser: BuiltUser;
beforeAll(async () => {
  ({ server, admin, adminUser } = await serverWithAdmin());
});
afterAll(() => server.close());

const ACCOUNT = "id email roles { role } disabled boards { id }";

describe("accounts and secretaries (admin)", () => {
  it("appoints a secretary: a new account with the role and a council; they see that council only", async () => {
    const { board } = await buildBoard(server.db);
    const created = await admin.gql(`mutation($i: UserInput!) { createUser(input: $i) { ${ACCOUNT} } }`, {
      i: {
        email: "sec@example.org",
        fio: "Секретарева Софья Сергеевна",
        password: "пароль секретаря",
        roles: ["SECRETAR"],
        boardIds: [String(board.id)],
      },
    });
    expect(created.body.data?.createUser).toMatchObject({
      roles: [{ role: "SECRETAR" }],
      boards: [{ id: String(board.id) }],
      disabled: false,
    });
    const secretary = new ApiClient(server.url);
    await secretary.login("sec@example.org", "пароль секретаря");
    const boards = await secretary.rest<{ data: { id: string }[] }>("GET", "/secretar/boards");
    expect(boards.body.data.map((b) => b.id)).toEqual([String(board.id)]);
    const list = await admin.rest<{ data: { email: string }[] }>(
      "GET",
      "/admin/secretars?search=sec@example",
    );
    expect(list.body.data.map((s) => s.email)).toEqual(["sec@example.org"]);
  });

  it("grants roles to a registered user, moves councils, and disabling ends their sessions at once", async () => {
    const plain = await buildUser(server.db);
    const { board } = await buildBoard(server.db);
    const asUser = new ApiClient(server.url);
    await asUser.login(plain.email, plain.password);
    const noBoards = await admin.gql(
      "mutation($id: ID!, $b: [ID!]!) { setSecretarBoards(id: $id, boardIds: $b) { id } }",
      {
        id: String(plain.id),
        b: [String(board.id)],
      },
    );
    expect(noBoards.body.errors?.[0]?.message).toBe(
      "Советы назначаются только ученому секретарю: сначала дайте роль.",
    );
    await admin.gql("mutation($id: ID!) { setUserRoles(id: $id, roles: [SECRETAR]) { id } }", {
      id: String(plain.id),
    });
    await admin.gql("mutation($id: ID!, $b: [ID!]!) { setSecretarBoards(id: $id, boardIds: $b) { id } }", {
      id: String(plain.id),
      b: [String(board.id)],
    });
    expect((await asUser.rest("GET", `/secretar/boards/${board.id}`)).status).toBe(200);

    const off = await admin.gql(
      `mutation($id: ID!) { setUserDisabled(id: $id, disabled: true) { ${ACCOUNT} } }`,
      { id: String(plain.id) },
    );
    expect(off.body.data?.setUserDisabled.disabled).toBe(true);
    expect((await asUser.rest("GET", "/auth/me")).status).toBe(401);
    expect(
      (
        await new ApiClient(server.url).rest("POST", "/auth/login", {
          email: plain.email,
          password: plain.password,
        })
      ).status,
    ).toBe(401);

    const self = await admin.gql("mutation($id: ID!) { setUserRoles(id: $id, roles: []) { id } }", {
      id: String(adminUser.id),
    });
    expect(self.body.errors?.[0]?.message).toBe("Нельзя снять роль администратора с самого себя.");
  });

  it("a secretary or a plain user cannot manage accounts or councils", async () => {
    const { api, user: secretary } = await signedIn(server, ["SECRETAR"]);
    for (const op of [
      'mutation { createBoard(input: { code: "24.2.999.01", name: "X совет", organization: "Org", specialties: [{ code: "1.2.2", name: "Спец" }] }) { id } }',
      `mutation { setUserRoles(id: "${secretary.id}", roles: [ADMIN]) { id } }`,
      "{ auditLog { total } }",
      "{ adminUsers { total } }",
    ]) {
      const res = await api.gql(op);
      expect(res.body.errors?.[0]?.extensions?.code, op).toBe("FORBIDDEN");
    }
  });
});
