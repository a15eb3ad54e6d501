import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { demoMembers } from "../../server/demo/demo.data.ts";
import { seedDemo } from "../../server/demo/seed.ts";
import { startTestServer, type TestServer } from "../../server/test/server.ts";
import { launchChromium } from "./browser.ts";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.db);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it("a secretary invites members by email, they vote by their links, the secretary sees the count", async () => {
  const desk = await browser.newPage();
  await desk.goto(server.url);

  // Sign in through the navbar, as a new user would.
  await desk.getByRole("link", { name: "Вход" }).click();
  await desk.getByLabel("Электронная почта").fill("secretar@demo.local");
  await desk.getByLabel("Пароль").fill("demo-password");
  await desk.getByRole("button", { name: "Войти" }).click();
  await expect.poll(() => desk.url(), { timeout: 10_000 }).toBe(`${server.url}/desk`);
  await desk.getByRole("link", { name: "Кабинет: secretar@demo.local" }).waitFor();

  // Open the кандидатская defense from the secretary's list.
  await desk.goto(`${server.url}/desk/secretar/defenses`);
  await desk
    .getByRole("link", { name: /Кузнецова Анна Сергеевна/ })
    .first()
    .click();
  await desk.getByRole("heading", { name: "Защита диссертации: Кузнецова Анна Сергеевна" }).waitFor();

  // Select everyone, clear, then pick three members by name.
  await desk.getByRole("button", { name: "Выбрать всех" }).click();
  for (const [fio] of demoMembers)
    expect(await desk.getByRole("checkbox", { name: fio, exact: true }).isChecked()).toBe(true);
  await desk.getByRole("button", { name: "Снять выбор" }).click();
  const voters = demoMembers.slice(3, 6);
  for (const [fio] of voters) await desk.getByRole("checkbox", { name: fio, exact: true }).check();
  await desk.getByRole("button", { name: "Отправить приглашения" }).click();
  await desk.getByText("Приглашения отправлены: 3").waitFor();

  // Each member opens the link from the email they received and votes.
  const mails = await server.smtp.waitFor(3);
  expect(mails.flatMap((m) => m.to).sort()).toEqual(voters.map(([, email]) => email).sort());
  const choices = ["За", "За", "Против"] as const;
  for (const [i, mail] of mails.entries()) {
    const link = /https?:\/\/\S+\/polls\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    expect(link?.startsWith(server.url)).toBe(true);
    const phone = await browser.newContext({
      viewport: { width: 360, height: 640 },
      isMobile: true,
      hasTouch: true,
    });
    const ballot = await phone.newPage();
    await ballot.goto(link ?? "");
    await ballot.getByRole("heading", { name: "Бюллетень тайного голосования" }).waitFor();
    await ballot.getByText("Кузнецова Анна Сергеевна").first().waitFor();
    await ballot.getByRole("radio", { name: choices[i] }).check();
    await ballot.getByRole("button", { name: "Проголосовать" }).click();
    await ballot.getByText("Ваш голос принят. Спасибо!").waitFor();
    // The same link cannot vote again.
    await ballot.reload();
    await ballot.getByText("Вы уже проголосовали по этой ссылке.").waitFor();
    await phone.close();
  }

  // The secretary refreshes the results: everyone invited has voted, so the poll is closed with its tally.
  await desk.getByRole("button", { name: "Обновить результаты" }).click();
  const results = desk.getByRole("region", { name: "Результаты голосования" });
  await results.getByText("Проголосовало: 3").waitFor();
  await results.getByText("Голосование закрыто", { exact: true }).waitFor();
  await results.getByText("За: 2").waitFor();
  await results.getByText("Против: 1").waitFor();

  // Logout returns to the home page with the «Вход» button.
  await desk.getByRole("button", { name: "Выход" }).click();
  await expect.poll(() => desk.url(), { timeout: 10_000 }).toBe(`${server.url}/`);
  await desk.getByRole("link", { name: "Вход" }).waitFor();
});

it("guards: a guest is sent to /notAuthenticated, a secretary to /notAuthorized in the admin desk; unknown pages are 404", async () => {
  const page = await browser.newPage();
  const unknown = await page.request.get(`${server.url}/no/such/page`);
  expect(unknown.status()).toBe(404);
  const known = await page.request.get(`${server.url}/desk/secretar/defenses/12`);
  expect(known.status()).toBe(200);
  expect((await page.request.get(`${server.url}/desk/secretar/defenses/abc`)).status()).toBe(404);
  expect(await known.text()).toContain('<meta name="dissovet-config"');
  await page.goto(`${server.url}/desk/secretar`);
  await expect.poll(() => page.url(), { timeout: 10_000 }).toBe(`${server.url}/notAuthenticated`);
  await page.goto(`${server.url}/no/such/page`);
  await page.getByText("This page could not be found").waitFor();
  await page.getByRole("link", { name: "На главную" }).waitFor();

  const context = await browser.newContext();
  const desk = await context.newPage();
  await desk.goto(`${server.url}/login`);
  await desk.getByLabel("Электронная почта").fill("secretar@demo.local");
  await desk.getByLabel("Пароль").fill("demo-password");
  await desk.getByRole("button", { name: "Войти" }).click();
  await desk.getByRole("link", { name: "Кабинет: secretar@demo.local" }).waitFor();
  await desk.goto(`${server.url}/desk/admin`);
  await expect.poll(() => desk.url(), { timeout: 10_000 }).toBe(`${server.url}/notAuthorized`);
  await desk.goto(`${server.url}/desk/secretar/defenses/abc`);
  await desk.getByText("This page could not be found").waitFor();
  await context.close();
});
