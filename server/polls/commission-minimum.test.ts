// The commission's minimum is written once (shared/council.ts COMMISSION_MIN): changed there to
// 5, the service refuses four members naming five, seats five, and keeps the ballot shut for a
// commission below it; the schema states no number (schema.test.ts).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiClient } from "../test/client.ts";
import { secretaryWithDefense } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";

vi.mock("../../shared/council.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../shared/council.ts")>()),
  COMMISSION_MIN: 5,
}));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const COMMISSION =
  "mutation($d: ID!, $m: [ID!]!) { setCountingCommission(defenseId: $d, memberIds: $m) { commission { id } } }";

describe("a commission minimum of 5, set in shared/council.ts alone", () => {
  it("refuses four members naming five, and seats five", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 6);
    const ids = members.map((m) => String(m.id));
    const roll = await api.gql(
      "mutation($d: ID!, $m: [ID!]!) { setRoll(defenseId: $d, memberIds: $m) { id } }",
      {
        d: String(defense.id),
        m: ids,
      },
    );
    expect(roll.body.errors).toBeUndefined();
    const four = await api.gql(COMMISSION, { d: String(defense.id), m: ids.slice(0, 4) });
    expect(four.body.errors?.[0]?.message).toBe("В счетную комиссию входят не менее 5 членов совета.");
    expect(four.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const five = await api.gql(COMMISSION, { d: String(defense.id), m: ids.slice(0, 5) });
    expect(five.body.errors).toBeUndefined();
    expect(five.body.data?.setCountingCommission.commission).toHaveLength(5);
  });

  it("REST says the same, and its OpenAPI summary names five", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 6);
    const ids = members.map((m) => m.id);
    expect((await api.rest("POST", `/secretar/defenses/${defense.id}/roll`, { memberIds: ids })).status).toBe(
      200,
    );
    const four = await api.rest("POST", `/secretar/defenses/${defense.id}/commission`, {
      memberIds: ids.slice(0, 4),
    });
    expect(four.status).toBe(422);
    expect(four.body).toMatchObject({
      errors: { message: "В счетную комиссию входят не менее 5 членов совета.", code: "BAD_USER_INPUT" },
    });
    const openapi = await new ApiClient(server.url).rest("GET", "/openapi.json");
    expect(JSON.stringify(openapi.body)).toContain("at least 5 participants");
  });
});
