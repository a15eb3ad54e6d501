import { mkdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { expect } from "vitest";
import { DEMO_PASSWORD } from "../../server/demo/demo.data.ts";
import { seedDemo } from "../../server/demo/seed.ts";
import { type BuiltUser, buildUser } from "../../server/test/factories.ts";
import { startTestServer, type TestServer } from "../../server/test/server.ts";
import { dayIn } from "../../shared/sitting-date.ts";
import { launchChromium } from "./browser.ts";
import { type CommissionDevice, mailedTokens, runKeyCeremony } from "./commission.ts";

/**
 * What every browser test file shares: one server on a fresh database with the demo council,
 * one chromium, and ways to sign in, invite members and take screenshots.
 */

export const ADMIN = "admin@demo.local";
export const SECRETAR = "secretar@demo.local";
export { DEMO_PASSWORD };

/** A running app with the demo data, a plain user (no role) and the ids the routes need. */
export interface App {
  server: TestServer;
  browser: Browser;
  url: string;
  /** A signed-up user without a role. */
  plain: BuiltUser;
  /** The demo council (run by the demo secretary). */
  boardId: number;
  /** The demo council's defenses: the кандидатская (Кузнецова) first. */
  defenseIds: number[];
  /** Members of the demo council with the plain member position (they may vote). */
  memberIds: number[];
  /** Their emails, by member id. */
  emails: Map<number, string>;
  /** The commission's devices of the last {@link inviteMembers} (seat order), to open the urn with. */
  commission: CommissionDevice[];
  close(): Promise<void>;
}

/** Starts the server (fresh database, demo data, a plain user) and chromium. */
export async function startApp(): Promise<App> {
  const server = await startTestServer();
  await seedDemo(server.db);
  const plain = await buildUser(server.db, []);
  const board = await server.db.selectFrom("boards").select("id").orderBy("id").executeTakeFirstOrThrow();
  const defenses = await server.db
    .selectFrom("defenses")
    .select(["id", "candidate"])
    .where("board_id", "=", board.id)
    .orderBy("id")
    .execute();
  defenses.sort(
    (a, b) => Number(b.candidate.startsWith("Кузнецова")) - Number(a.candidate.startsWith("Кузнецова")),
  );
  const members = await server.db
    .selectFrom("board_members")
    .select(["id", "email"])
    .where("board_id", "=", board.id)
    .where("position", "=", "MEMBER")
    .orderBy("id")
    .execute();
  const browser = await launchChromium();
  return {
    server,
    browser,
    url: server.url,
    plain,
    boardId: board.id,
    defenseIds: defenses.map((d) => d.id),
    memberIds: members.map((m) => m.id),
    emails: new Map(members.map((m) => [m.id, m.email])),
    commission: [],
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** Runs a GraphQL operation with the context's cookies; fails the test on errors. */
export async function gql<T = Record<string, unknown>>(
  context: BrowserContext,
  app: App,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await context.request.post(`${app.url}/graphql`, {
    data: { query, variables },
    headers: { "content-type": "application/json" },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join("; "));
  return body.data as T;
}

/** A new browser context signed in as `email` (through the login mutation, cookie kept), or a guest. */
export async function newContext(
  app: App,
  email?: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await app.browser.newContext({ locale: "ru-RU", timezoneId: "Europe/Moscow", ...options });
  if (email) {
    const password = email === app.plain.email ? app.plain.password : DEMO_PASSWORD;
    await gql(context, app, "mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { id } }", {
      e: email,
      p: password,
    });
  }
  return context;
}

/** Members of the demo council's roll in the harness: 14 of 21 is its list quorum. */
const ROLL = 14;

/**
 * Each member of the commission said aloud that the code matched: the secretary (signed in in
 * `context`) records it for every seat of defense `d` through the API (web/e2e/sitting.ts
 * `recordSpokenCodes` presses the desk's buttons instead).
 */
export async function recordSpokenByApi(context: BrowserContext, app: App, d: string): Promise<void> {
  const seats = await gql<{ secretarDefense: { encryption: { seats: { member: { id: string } }[] } } }>(
    context,
    app,
    "query ($d: ID!) { secretarDefense(id: $d) { encryption { seats { member { id } } } } }",
    { d },
  );
  for (const { member } of seats.secretarDefense.encryption.seats)
    await gql(
      context,
      app,
      "mutation ($d: ID!, $m: ID!) { recordCodeConfirmation(defenseId: $d, memberId: $m) { id } }",
      { d, m: member.id },
    );
}

/**
 * The demo secretary prepares the кандидатская defense's sitting (the first 14 members on the
 * roll, the first three the commission), the commission's devices make the poll's key from the
 * links in their letters (web/e2e/commission.ts, through the API; kept in `app.commission`),
 * and the secretary opens the ballot; resolves with the poll tokens of `count` members of the
 * roll (offset by `from`), from the emails.
 */
export async function inviteMembers(app: App, count: number, from = 0): Promise<string[]> {
  const context = await newContext(app, SECRETAR);
  const roll = app.memberIds.slice(0, Math.max(ROLL, from + count)).map(String);
  const emailOf = (id: string) => app.emails.get(Number(id)) ?? "";
  const d = String(app.defenseIds[0]);
  const run = (mutation: string, m: readonly string[]) => gql(context, app, mutation, { d, m: [...m] });
  await run("mutation ($d: ID!, $m: [ID!]!) { setRoll(defenseId: $d, memberIds: $m) { id } }", roll);
  const elected = app.server.smtp.mails.length;
  const commission = roll.slice(0, 3).map(emailOf);
  await run(
    "mutation ($d: ID!, $m: [ID!]!) { setCountingCommission(defenseId: $d, memberIds: $m) { id } }",
    roll.slice(0, 3),
  );
  const links = await mailedTokens(app.server.smtp, commission, "commission", elected);
  app.commission = await runKeyCeremony(
    app.url,
    commission.map((email) => links.get(email) ?? ""),
  );
  await recordSpokenByApi(context, app, d);
  const opened = app.server.smtp.mails.length;
  // The demo's defense is a week ahead: opening its ballot today confirms today as the sitting's day.
  await gql(
    context,
    app,
    "mutation ($d: ID!, $m: [ID!]!, $s: String) { sendInvites(defenseId: $d, memberIds: $m, sittingDate: $s) { id } }",
    { d, m: roll, s: dayIn(new Date(), "Europe/Moscow") },
  );
  await context.close();
  const tokens = await mailedTokens(app.server.smtp, roll.map(emailOf), "polls", opened);
  return roll.slice(from, from + count).map((id) => tokens.get(emailOf(id)) ?? "");
}

const screenshots = fileURLToPath(new URL("../../artifacts/screenshots/", import.meta.url));

/** Saves a full-page screenshot as artifacts/screenshots/{name}.png (kept by CI). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshots, { recursive: true });
  await page.locator("[data-loading]").waitFor({ state: "detached" });
  await page.screenshot({ path: `${screenshots}${name}.png`, fullPage: true });
}

/** Runs axe-core on the page and expects no violations (listed by rule and element when there are). */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const found = result.violations.map(
    (v) => `${label}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(found).toEqual([]);
}

interface Manifest {
  [source: string]: { file: string; css?: string[] };
}

/** The built file of a source module (e.g. `src/routes/register.tsx` → `assets/register-….js`). */
export function builtFile(source: string): string {
  const manifest = JSON.parse(
    readFileSync(fileURLToPath(new URL("../dist/.vite/manifest.json", import.meta.url)), "utf8"),
  ) as Manifest;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the build manifest`);
  return entry.file;
}

/** Waits for the page's main heading (h1) to read `name`. */
export async function heading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole("heading", { level: 1, name }).waitFor();
}
