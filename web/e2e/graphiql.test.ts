import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer } from "../../server/test/server.ts";
import { ADMIN, type App, newContext, startApp } from "./harness.ts";

// Issue #15: a developer on a university intranet (no internet) explores the schema with the
// self-hosted GraphiQL; Apollo Sandbox, which loads from Apollo's CDN, points there.
let app: App;

beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

/**
 * Limits the context's network to the app's own origin, as an intranet without internet access
 * would; resolves to the list of the requests refused.
 */
async function intranetOnly(context: BrowserContext): Promise<string[]> {
  const refused: string[] = [];
  const origin = new URL(app.url).origin;
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith(`${origin}/`) || url.startsWith("data:") || url.startsWith("blob:"))
      return route.continue();
    refused.push(url);
    return route.abort("internetdisconnected");
  });
  return refused;
}

/** Console errors and CSP violations of the page, as they come. */
function problems(page: Page): string[] {
  const found: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") found.push(m.text());
  });
  page.on("pageerror", (e) => found.push(e.message));
  return found;
}

it("/graphiql loads from the app's origin alone and runs a query with the signed-in user's roles", async () => {
  const context = await newContext(app, ADMIN);
  const refused = await intranetOnly(context);
  const page = await context.newPage();
  const errors = problems(page);
  const graphqlRequests: Record<string, string>[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/graphql") && r.method() === "POST") graphqlRequests.push(r.headers());
  });
  // GraphiQL reads the schema first (its Docs and completion come from it).
  const introspected = page.waitForResponse(
    (r) => r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes("__schema"),
  );
  const response = await page.goto(`${app.url}/graphiql`);
  expect(response?.status()).toBe(200);
  expect((await (await introspected).json()).data.__schema.queryType.name).toBe("Query");
  const answered = page.waitForResponse(
    (r) => r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes("query Me"),
  );
  await page.getByRole("button", { name: /Execute query/ }).click();
  expect(await (await answered).json()).toEqual({
    data: { me: { email: ADMIN, roles: [{ role: "ADMIN" }] } },
  });
  const result = page.locator(".result-window");
  await result.getByText(`"${ADMIN}"`).waitFor();
  await result.getByText('"ADMIN"').waitFor();
  expect(refused).toEqual([]);
  expect(errors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);
  // Apollo Server's CSRF prevention is satisfied by a header, not by luck of the content type.
  expect(graphqlRequests.at(-1)?.["apollo-require-preflight"]).toBe("true");
  await context.close();
});

it("offline, the Sandbox page on /graphql says in Russian that Sandbox is unreachable and leads to /graphiql", async () => {
  const context = await newContext(app);
  const refused = await intranetOnly(context);
  const page = await context.newPage();
  const errors = problems(page);
  await page.goto(`${app.url}/graphql`, { waitUntil: "load" });
  expect(await page.locator("html").getAttribute("lang")).toBe("ru");
  expect(await page.title()).toBe("GraphQL API — Диссовет");
  await page.getByRole("heading", { level: 1, name: "Apollo Sandbox недоступен" }).waitFor();
  // The way to GraphiQL is the page's message, not a line at the bottom over nothing.
  expect(await page.locator("#dissovet-graphiql").isVisible()).toBe(false);
  expect(await page.getByText(/Welcome|offline/).count()).toBe(0);
  // Nothing from other sites but Sandbox's script, and the console holds only its failure.
  expect(refused.map((url) => new URL(url).origin)).toEqual([
    "https://embeddable-sandbox.cdn.apollographql.com",
  ]);
  expect(errors).toEqual([
    expect.stringMatching(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/),
  ]);
  await page.getByRole("link", { name: "Открыть GraphiQL" }).click();
  await page.waitForURL(`${app.url}/graphiql`);
  await page.getByRole("button", { name: /Execute query/ }).waitFor();
  await context.close();
});

it("production: no /graphiql unless GRAPHQL_INTROSPECTION=1", async () => {
  for (const [env, status] of [
    [{ NODE_ENV: "production" }, 404],
    [{ NODE_ENV: "production", GRAPHQL_INTROSPECTION: "1" }, 200],
  ] as const) {
    const server = await startTestServer({ env });
    try {
      const res = await fetch(`${server.url}/graphiql`);
      expect(res.status, JSON.stringify(env)).toBe(status);
    } finally {
      await server.close();
    }
  }
});
