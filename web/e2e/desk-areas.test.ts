import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/demo/demo.data.ts";
import { seedDemo } from "../../server/demo/seed.ts";
import { type BuiltUser, buildUser } from "../../server/test/factories.ts";
import { startTestServer, type TestServer } from "../../server/test/server.ts";
import { launchChromium } from "./browser.ts";
import { ADMIN, heading, SECRETAR, screenshot } from "./harness.ts";

// The desk's two areas as their users see them: the banner and the tabs name the area, and the
// demo mailbox (demo mode: no SMTP server), which both areas open from their tabs, keeps the
// area's tabs, survives a reload and leads back to the page it was opened from.

let server: TestServer;
let browser: Browser;
let dataDir: string;
let plain: BuiltUser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "dissovet-desk-areas-"));
  server = await startTestServer({ fileMail: true, env: { DATA_DIR: dataDir } });
  await seedDemo(server.db);
  plain = await buildUser(server.db, []);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const CANDIDATE = "Кузнецова Анна Сергеевна";

/** A browser context signed in as `email` (the login mutation; the cookie is kept). */
async function signedIn(email: string, password = DEMO_PASSWORD): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: "ru-RU", timezoneId: "Europe/Moscow" });
  const response = await context.request.post(`${server.url}/graphql`, {
    data: {
      query: "mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { id } }",
      variables: { e: email, p: password },
    },
    headers: { "content-type": "application/json" },
  });
  expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
  return context;
}

/** Collects what the page logs as an error or warning, and its uncaught errors. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** The tab labels of an area's navigation, and which one is current. */
async function tabs(page: Page, area: string): Promise<{ labels: string[]; current: string | null }> {
  const nav = page.getByRole("navigation", { name: area });
  await nav.getByRole("link", { name: "Почта демо-режима" }).waitFor();
  const labels = (await nav.getByRole("link").allTextContents()).map((t) => t.trim());
  const current = await nav.locator('[aria-current="page"]').textContent();
  return { labels, current: current?.trim() ?? null };
}

const subtitle = (page: Page) => page.locator(".hero__subtitle").textContent();

describe("the secretary's desk", () => {
  it("the mailbox opened from a defense keeps the tabs through a reload and leads back to that defense", async () => {
    const context = await signedIn(SECRETAR);
    const page = await context.newPage();
    const problems = problemsOf(page);
    await page.goto(`${server.url}/desk/secretar/defenses`);
    await heading(page, "Защиты");
    await page.getByRole("link", { name: CANDIDATE }).click();
    await heading(page, `Защита диссертации: ${CANDIDATE}`);
    const defenseUrl = page.url();

    const area = page.getByRole("navigation", { name: "Кабинет ученого секретаря" });
    await area.getByRole("link", { name: "Почта демо-режима" }).click();
    await heading(page, "Почта демо-режима");
    const secretarTabs = {
      labels: ["Обзор", "Защиты", "Советы", "Почта демо-режима"],
      current: "Почта демо-режима",
    };
    expect(await tabs(page, "Кабинет ученого секретаря")).toEqual(secretarTabs);

    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    await heading(page, "Почта демо-режима");
    expect(await tabs(page, "Кабинет ученого секретаря")).toEqual(secretarTabs);
    expect(await subtitle(page)).toMatch(/^Кабинет ученого секретаря: /);
    await screenshot(page, "mail-secretar");

    await page.getByRole("link", { name: `← Защита: ${CANDIDATE}` }).click();
    await heading(page, `Защита диссертации: ${CANDIDATE}`);
    expect(page.url()).toBe(defenseUrl);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the administrator's desk", () => {
  it("calls itself the administrator's, in the banner and the tabs, on the mailbox too", async () => {
    const context = await signedIn(ADMIN);
    const page = await context.newPage();
    const problems = problemsOf(page);
    await page.goto(`${server.url}/desk/admin`);
    await heading(page, "Кабинет администратора");
    expect(await subtitle(page)).toBe(
      "Кабинет администратора: советы, защиты, ученые секретари и учетные записи",
    );
    expect(await page.getByText("Кабинет ученого секретаря").count()).toBe(0);

    // Opened from the list of councils: the way back is that list.
    await page
      .getByRole("navigation", { name: "Кабинет администратора" })
      .getByRole("link", { name: "Советы" })
      .click();
    await heading(page, "Диссертационные советы");
    await page
      .getByRole("navigation", { name: "Кабинет администратора" })
      .getByRole("link", { name: "Почта демо-режима" })
      .click();
    await heading(page, "Почта демо-режима");
    expect(await tabs(page, "Кабинет администратора")).toEqual({
      labels: ["Обзор", "Советы", "Защиты", "Секретари", "Пользователи", "Журнал", "Почта демо-режима"],
      current: "Почта демо-режима",
    });
    expect(await subtitle(page)).toMatch(/^Кабинет администратора: /);
    expect(await page.getByText("Кабинет ученого секретаря").count()).toBe(0);
    await page.getByRole("link", { name: "← Советы" }).click();
    await heading(page, "Диссертационные советы");
    expect(new URL(page.url()).pathname).toBe("/desk/admin/boards");

    // Opened by its address: the way back is the desk's home.
    expect((await page.goto(`${server.url}/desk/mail`))?.status()).toBe(200);
    await heading(page, "Почта демо-режима");
    expect((await tabs(page, "Кабинет администратора")).current).toBe("Почта демо-режима");
    await page.getByRole("link", { name: "← Кабинет администратора" }).click();
    await heading(page, "Кабинет администратора");
    expect(new URL(page.url()).pathname).toBe("/desk/admin");
    expect(problems).toEqual([]);
    await context.close();
  });
});

it("a user without a role is not let into the mailbox", async () => {
  const context = await signedIn(plain.email, plain.password);
  const page = await context.newPage();
  await page.goto(`${server.url}/desk/mail`);
  await heading(page, "Недостаточно прав");
  expect(new URL(page.url()).pathname).toBe("/notAuthorized");
  await context.close();
});
