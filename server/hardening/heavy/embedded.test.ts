import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { DEMO_PASSWORD, demoUsers } from "../../demo/demo.data.ts";
import { type ChildServer, postJson, startChildServer } from "./support.ts";

// `npm start` with nothing installed: the built server on the embedded database of its data
// directory, whose PGlite runs in a thread of its own (lib/pglite.ts). It must create the
// directory's database, serve, stop cleanly on SIGTERM and find its data again at the next start.

const scratch = mkdtempSync(path.join(os.tmpdir(), "dissovet-embedded-"));
let child: ChildServer | undefined;

afterAll(async () => {
  await child?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** The built server on `scratch`'s embedded database, with the demo accounts. */
function startEmbedded(): Promise<ChildServer> {
  return startChildServer({
    databaseUrl: undefined,
    smtpUrl: undefined,
    env: { DATA_DIR: scratch, DEMO: "1", LOG_LEVEL: "info" },
  });
}

/** Signs in as the demo's secretary over GraphQL; the account's email, or the errors. */
async function signIn(server: ChildServer): Promise<unknown> {
  const { email } = demoUsers[1]!;
  const answer = await postJson(`${server.url}/graphql`, {
    query:
      "mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { email } }",
    variables: { email, password: DEMO_PASSWORD },
  });
  const body = answer.json as { data?: { login?: { email: string } }; errors?: unknown };
  return body.data?.login?.email ?? body.errors;
}

it("starts on a new data directory, serves, stops with exit 0 and finds its data at the next start", async () => {
  child = await startEmbedded();
  expect(child.output()).toContain("демо-данные загружены");
  expect(await signIn(child)).toBe(demoUsers[1]!.email);
  await child.stop();
  expect((await child.exited).code).toBe(0);
  expect(child.output()).toContain("остановлен");

  child = await startEmbedded();
  // The demo is seeded once: the accounts are the ones kept in the directory.
  expect(child.output()).not.toContain("демо-данные загружены");
  expect(await signIn(child)).toBe(demoUsers[1]!.email);
  await child.stop();
  expect((await child.exited).code).toBe(0);
}, 180_000);
