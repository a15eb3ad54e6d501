import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../test/client.ts";
import { startTestServer, type TestServer } from "../test/server.ts";

// In production graphql-armor hides field suggestions by rewriting every error's message, and
// from an operation's second run graphql-jit executes it (executor.ts): a resolver's expected
// error (a repeated vote's CONFLICT, a guest's UNAUTHENTICATED) must keep its code and text on
// every run, not turn into a 500 on the runs the compiled function serves.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { NODE_ENV: "production" } });
});
afterAll(() => server.close());

describe("expected errors in production, however often the operation runs", () => {
  it("a guest asking for a defense is refused UNAUTHENTICATED on every run, the compiled ones included", async () => {
    const guest = new ApiClient(server.url);
    for (let run = 1; run <= 5; run++) {
      const res = await guest.gql("query($id: ID!) { secretarDefense(id: $id) { id } }", { id: "1" });
      expect(res.body.errors?.[0]?.extensions?.code, `run ${run}`).toBe("UNAUTHENTICATED");
      expect(res.body.errors?.[0]?.message, `run ${run}`).toMatch(/войдите/i);
    }
  });

  it("a field that does not exist is refused without naming the fields it resembles", async () => {
    const res = await new ApiClient(server.url).gql("query { secretarDefence { id } }");
    expect(res.body.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(res.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});
