import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchChromium } from "./browser.ts";
import { ADMIN, type App, DEMO_PASSWORD, gql, SECRETAR, startApp } from "./harness.ts";

// Issue #15: dates are shown and typed as ДД.ММ.ГГГГ ЧЧ:ММ (24-hour) in the council's time zone
// (Europe/Moscow here), in a browser whose language is English and whose clock is in New York.
let app: App;
let english: Browser;

beforeAll(async () => {
  app = await startApp();
  english = await launchChromium(["--lang=en-US"]);
});
afterAll(async () => {
  await english?.close();
  await app?.close();
});

async function englishContext(email: string): Promise<BrowserContext> {
  const context = await english.newContext({ locale: "en-US", timezoneId: "America/New_York" });
  await gql(context, app, "mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { id } }", {
    e: email,
    p: DEMO_PASSWORD,
  });
  return context;
}

async function defenseAt(id: number): Promise<string> {
  const row = await app.server.db
    .selectFrom("defenses")
    .select("defense_at")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return new Date(row.defense_at).toISOString();
}

async function openEditor(page: Page, id: number) {
  await page.goto(`${app.url}/desk/secretar/defenses/${id}`);
  await page.getByRole("button", { name: "Изменить данные защиты" }).click();
  return page.getByLabel("Дата и время");
}

it("a sitting typed as 30.11.2026 14:00 in an en-US browser is saved as 14:00 Moscow time and shown so", async () => {
  const page = await (await englishContext(SECRETAR)).newPage();
  expect(await page.evaluate(() => navigator.language)).toBe("en-US");
  const id = app.defenseIds[1] ?? 0;
  const field = await openEditor(page, id);
  expect(await field.getAttribute("placeholder")).toBe("ДД.ММ.ГГГГ ЧЧ:ММ");
  // The browser is in New York: the hint says whose clock the time is read by.
  await page.getByText(/часовой пояс совета \(Москва/).waitFor();
  await field.fill("");
  // Typed key by key as a person would: the mask adds nothing American and accepts no AM/PM.
  await field.pressSequentially("30112026 1400");
  expect(await field.inputValue()).toBe("30.11.2026 14:00");
  await page.getByRole("button", { name: "Сохранить изменения" }).click();
  await page.getByText("30.11.2026 14:00").first().waitFor();
  expect(await defenseAt(id)).toBe("2026-11-30T11:00:00.000Z");

  // Shown again in the council's zone, not New York's (06:00) nor as 2:00 PM.
  const again = await openEditor(page, id);
  expect(await again.inputValue()).toBe("30.11.2026 14:00");
  expect(await page.locator("main").innerText()).not.toMatch(/\bPM\b|\bAM\b|11\/30\/2026/);
});

it("an impossible date is refused at the field in Russian and nothing is saved", async () => {
  const page = await (await englishContext(SECRETAR)).newPage();
  const id = app.defenseIds[1] ?? 0;
  const before = await defenseAt(id);
  const field = await openEditor(page, id);
  await field.fill("");
  await field.pressSequentially("3102202");
  await page.getByRole("button", { name: "Сохранить изменения" }).click();
  await expect
    .poll(() => page.getByText("Введите дату и время в виде ДД.ММ.ГГГГ ЧЧ:ММ").count())
    .toBeGreaterThan(0);
  expect(await field.getAttribute("aria-invalid")).toBe("true");
  expect(await defenseAt(id)).toBe(before);
});

it("the audit log's day filter takes ДД.ММ.ГГГГ in an en-US browser", async () => {
  const page = await (await englishContext(ADMIN)).newPage();
  await page.goto(`${app.url}/desk/admin/audit`);
  const from = page.getByLabel("С даты");
  expect(await from.getAttribute("placeholder")).toBe("ДД.ММ.ГГГГ");
  const today = new Intl.DateTimeFormat("ru-RU", { timeZone: "Europe/Moscow" }).format(new Date());
  await from.pressSequentially(today.replaceAll(".", ""));
  expect(await from.inputValue()).toBe(today);
  await page.getByRole("button", { name: "Показать" }).click();
  await page.waitForURL(/from=/);
  // Today's entries (the demo's sign-ins) are listed, so the day was read as a day, not as nothing.
  await expect.poll(() => page.locator("table tbody tr").count()).toBeGreaterThan(0);
});
