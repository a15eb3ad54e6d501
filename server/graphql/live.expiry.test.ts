import { afterAll, beforeAll, expect, it } from "vitest";
import { secretaryWithDefense } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";

// A stream ends when its session does, without waiting for a change of the defense (issue 35):
// here a session ends after 3 s without a request (SESSION_IDLE_MINUTES=0.05).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SESSION_IDLE_MINUTES: "0.05" } });
});
afterAll(async () => {
  await server.close();
});

it("a page left open past its session's idle limit is answered UNAUTHENTICATED then, though nothing changed", async () => {
  const s = await secretaryWithDefense(server, 3);
  const opened = Date.now();
  const stream = s.api.subscribe(`subscription($id: ID!) { secretarDefenseChanged(id: $id) { id } }`, {
    id: String(s.defense.id),
  });
  expect((await stream.next())?.errors).toBeUndefined();
  const ended = await stream.next(20_000);
  expect(ended?.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  expect(Date.now() - opened).toBeGreaterThanOrEqual(3000);
  expect(await stream.next()).toBeNull();
});
