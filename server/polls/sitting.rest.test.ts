import { afterAll, beforeAll, expect, it } from "vitest";
import { ApiClient } from "../test/client.ts";
import { inviteAndCollectTokens, openUrn, secretaryWithDefense, vote } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Refusal = { errors: { code: string; message: string } };

it("through REST the sitting refuses what the regulation forbids, with 409 and a Russian message naming the way out", async () => {
  const { api, members, defense } = await secretaryWithDefense(server, 5);
  const tokens = await inviteAndCollectTokens(server, api, defense.id, members.slice(0, 4));
  const d = `/secretar/defenses/${defense.id}`;
  const refused = async (path: string, body: unknown, message: RegExp) => {
    const r = await api.rest<Refusal>("POST", `${d}${path}`, body);
    expect(r.status, JSON.stringify(r.body)).toBe(409);
    expect(r.body.errors.code).toBe("CONFLICT");
    expect(r.body.errors.message).toMatch(message);
  };

  const ids = members.slice(0, 3).map((m) => String(m.id));
  await refused("/commission", { memberIds: ids }, /Чтобы избрать другую, аннулируйте голосование/);
  await refused("/roll", { memberIds: ids }, /Голосование открыто: явочный лист зафиксирован/);
  await vote(new ApiClient(server.url), tokens.get(members[0]!.id), "FOR");
  // Once the ballot is open a late member cannot join the roll (it is in the fingerprint).
  await refused(
    "/sendInvites",
    [{ id: String(members[4]!.id), selected: true }],
    /отпечаток голосования.*аннулируйте его и проведите новое/,
  );

  expect((await api.rest("POST", `${d}/close`)).status).toBe(200);
  await refused("/close", {}, /^Голосование уже закрыто\.$/);
  // No protocol until the commission has opened the urn.
  const early = await api.rest<Refusal>("GET", `${d}/protocol`);
  expect(early.status).toBe(409);
  const earlyPdf = await api.rest<Refusal>("GET", `${d}/protocol.pdf`);
  expect(earlyPdf.status).toBe(409);
  expect(earlyPdf.body.errors.message).toMatch(/комиссия вскроет урну/);
  await openUrn(new ApiClient(server.url), defense.id);
  expect((await api.rest("GET", `${d}/protocol`)).status).toBe(200);

  expect((await api.rest("POST", `${d}/annul`, { reason: "Сбой при подсчете" })).status).toBe(200);
  await refused("/annul", { reason: "Еще раз" }, /^Голосование уже аннулировано\.$/);
});
