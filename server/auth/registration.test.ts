import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../test/client.ts";
import { startTestServer, type TestServer } from "../test/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("registration", () => {
  it("creates a plain user who can sign in and has no role", async () => {
    const api = new ApiClient(server.url);
    const res = await api.rest("POST", "/users/register", {
      email: "New.User@Example.org",
      fio: "Новикова Вера Павловна",
      password: "длинный пароль 2026",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      data: { email: "new.user@example.org", fio: "Новикова Вера Павловна", roles: [] },
    });
    await api.login("new.user@example.org", "длинный пароль 2026");
    expect((await api.rest("GET", "/secretar/boards")).status).toBe(403);
    const row = await server.db
      .selectFrom("users")
      .select("password_hash")
      .where("email", "=", "new.user@example.org")
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("refuses a duplicate email (409), a short, long or common password, and an empty ФИО (422), writing nothing", async () => {
    const api = new ApiClient(server.url);
    await api.rest("POST", "/users/register", {
      email: "twice@example.org",
      fio: "Дважды Дмитрий Дмитриевич",
      password: "первый пароль!",
    });
    const dup = await api.rest("POST", "/users/register", {
      email: "TWICE@example.org",
      fio: "Дважды Другой Человек",
      password: "второй пароль!",
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({
      errors: {
        code: "CONFLICT",
        message: "Пользователь с таким email уже зарегистрирован.",
        fields: { email: "Пользователь с таким email уже зарегистрирован." },
      },
    });
    const cases: [Record<string, string>, string, string][] = [
      [{ password: "1234567" }, "password", "Пароль должен быть не короче 8 символов."],
      [{ password: "x".repeat(129) }, "password", "Пароль должен быть не длиннее 128 символов."],
      [{ password: "password1" }, "password", "Этот пароль слишком распространен: придумайте другой."],
      [{ password: "qwertyuiop" }, "password", "Этот пароль слишком распространен: придумайте другой."],
      [{ fio: "" }, "fio", "Укажите ФИО полностью."],
      [{ email: "nobody" }, "email", "Неверный адрес электронной почты."],
    ];
    for (const [over, field, message] of cases) {
      const res = await api.rest("POST", "/users/register", {
        email: "case@example.org",
        fio: "Проверка Петр Петрович",
        password: "подходящий пароль",
        ...over,
      });
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(res.body).toMatchObject({
        errors: { code: "BAD_USER_INPUT", message, fields: { [field]: message } },
      });
    }
    const rows = await server.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "case@example.org")
      .execute();
    expect(rows).toEqual([]);
  });

  it("works through GraphQL too", async () => {
    const api = new ApiClient(server.url);
    const res = await api.gql(
      "mutation($i: RegisterInput!) { register(input: $i) { email roles { role } } }",
      {
        i: { email: "gql@example.org", fio: "Графова Галина Григорьевна", password: "надежный пароль" },
      },
    );
    expect(res.body).toEqual({ data: { register: { email: "gql@example.org", roles: [] } } });
  });
});
