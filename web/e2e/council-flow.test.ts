import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { demoMembers } from "../../server/demo/demo.data.ts";
import { seedDemo } from "../../server/demo/seed.ts";
import { ballotRequest } from "../../server/test/ceremony.ts";
import { ApiClient } from "../../server/test/client.ts";
import { startTestServer, type TestServer } from "../../server/test/server.ts";
import { launchChromium } from "./browser.ts";
import { mailedTokens, openUrn, runKeyCeremony } from "./commission.ts";
import { openBallot } from "./sitting.ts";

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
  // A secretary with one desk lands in it.
  await expect.poll(() => desk.url(), { timeout: 10_000 }).toBe(`${server.url}/desk/secretar`);
  await desk.getByRole("link", { name: "Кабинет: secretar@demo.local" }).waitFor();

  // Open the кандидатская defense from the secretary's list.
  await desk.goto(`${server.url}/desk/secretar/defenses`);
  await desk
    .getByRole("link", { name: /Кузнецова Анна Сергеевна/ })
    .first()
    .click();
  await desk.getByRole("heading", { name: "Защита диссертации: Кузнецова Анна Сергеевна" }).waitFor();

  // The явочный лист: everyone, then clear, then 14 of 21 present (the list quorum); saving it
  // shows the quorum; the счетная комиссия is elected from it; then the ballot opens.
  await desk.getByRole("button", { name: "Выбрать всех" }).click();
  for (const [fio] of demoMembers)
    expect(await desk.getByRole("checkbox", { name: fio, exact: true }).isChecked()).toBe(true);
  await desk.getByRole("button", { name: "Снять выбор" }).click();
  const present = demoMembers.slice(0, 13);
  for (const [fio] of present) await desk.getByRole("checkbox", { name: fio, exact: true }).check();
  await desk.getByRole("button", { name: "Сохранить явочный лист" }).click();
  await desk.getByText("Явочный лист сохранен: 13.").waitFor();
  // 13 of 21 is one short: the page says so, and the ballot cannot open.
  const results = desk.getByRole("region", { name: "Результаты голосования" });
  await results.getByText(/Нужно еще 1 член совета\./).waitFor();
  expect(
    await desk.getByRole("button", { name: "Открыть голосование и разослать приглашения" }).isDisabled(),
  ).toBe(true);
  const late = demoMembers[13]!;
  await desk.getByRole("checkbox", { name: late[0], exact: true }).check();
  await desk.getByRole("button", { name: "Сохранить явочный лист" }).click();
  await desk.getByText("Явочный лист сохранен: 14.").waitFor();
  await results.getByText(/Заседание правомочно/).waitFor();

  const commission = desk.getByRole("region", { name: "Счетная комиссия" });
  const elected = server.smtp.mails.length;
  for (const [fio] of present.slice(3, 6))
    await commission.getByRole("checkbox", { name: `В счетную комиссию: ${fio}` }).check();
  await commission.getByRole("button", { name: "Избрать комиссию" }).click();
  await desk.getByText("Счетная комиссия избрана.").waitFor();

  // The commission's key: until every member's device has made its part, the ballot cannot open.
  const key = desk.getByRole("region", { name: "Ключ счетной комиссии" });
  await key.getByText("Ключ формируется: код подтвердили 0 из 3 членов комиссии.").waitFor();
  const open = desk.getByRole("button", { name: "Открыть голосование и разослать приглашения" });
  expect(await open.isDisabled()).toBe(true);
  await desk.getByText(/Дождитесь ключа счетной комиссии: код подтвердили 0 из 3 членов комиссии/).waitFor();
  const trustees = present.slice(3, 6).map(([, email]) => email);
  const links = await mailedTokens(server.smtp, trustees, "commission", elected);
  const devices = await runKeyCeremony(
    server.url,
    trustees.map((email) => links.get(email) ?? ""),
  );
  await key.getByText("Код голосования готов: код подтвердили 3 из 3 членов комиссии.").waitFor();
  expect(await key.getByText("устройство сообщило: код подтвержден", { exact: true }).count()).toBe(3);
  const opened = server.smtp.mails.length;
  // The demo's defense is a week ahead: the desk asks to confirm that the sitting is today.
  await openBallot(desk);
  await desk.getByText("В очередь на отправку поставлено 14 приглашений.").waitFor();

  // Three members open the link from their email on a phone and vote; the rest vote by API.
  const roll = [...present, late];
  const pollTokens = await mailedTokens(
    server.smtp,
    roll.map(([, email]) => email),
    "polls",
    opened,
  );
  const mails = server.smtp.mails.slice(opened);
  expect(mails.flatMap((m) => m.to).sort()).toEqual(roll.map(([, email]) => email).sort());
  const linkOf = (email: string) =>
    /https?:\/\/\S+\/polls\/[A-Za-z0-9_-]{43}/.exec(
      mails.find((m) => m.to.includes(email))?.text ?? "",
    )?.[0] ?? "";
  // The greeting agrees with the member's gender.
  expect(mails.find((m) => m.to.includes(demoMembers[1]![1]))?.text).toContain("Уважаемая Марина Игоревна!");
  const choices = ["За", "За", "Против"] as const;
  for (const [i, [, email]] of roll.slice(0, 3).entries()) {
    const link = linkOf(email);
    expect(link.startsWith(server.url)).toBe(true);
    const phone = await browser.newContext({
      viewport: { width: 360, height: 640 },
      isMobile: true,
      hasTouch: true,
    });
    const ballot = await phone.newPage();
    await ballot.goto(link);
    await ballot.getByRole("heading", { name: "Бюллетень тайного голосования" }).waitFor();
    await ballot
      .getByText(/Кузнецовой Анне Сергеевне/)
      .first()
      .waitFor();
    await ballot.getByRole("radio", { name: choices[i] }).check();
    await ballot.getByRole("button", { name: "Далее" }).click();
    await ballot.getByRole("button", { name: "Отправить" }).click();
    await ballot.getByText(/^Голос принят: ваш бюллетень зашифрован и подан под № \d+\.$/).waitFor();
    await ballot.getByText(/Код проверки бюллетеня:/).waitFor();
    // The same link cannot vote again.
    await ballot.reload();
    await ballot.getByText("Вы уже проголосовали.").waitFor();
    await phone.close();
  }
  await desk.getByRole("button", { name: "Обновить результаты" }).click();
  await results.getByText("Проголосовало: 3").waitFor();
  // The statuses agree with each member's gender.
  await desk.getByText("проголосовала").first().waitFor();
  // The REST layer takes the same encrypted ballot: a «за» encrypted to the poll's key and
  // signed with the voting key the member's device registers (late: after the commission sat).
  for (const [, email] of roll.slice(3)) {
    const res = await fetch(`${server.url}/api/v1/member/polls`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(
        await ballotRequest(new ApiClient(server.url), pollTokens.get(email) ?? "", "FOR"),
      ),
    });
    expect(res.status).toBe(200);
  }

  // Everyone on the roll has voted, so the poll is closed; the count waits for the commission.
  await desk.getByRole("button", { name: "Обновить результаты" }).click();
  await results.getByText("Проголосовало: 14").waitFor();
  await results.getByText("Голосование закрыто", { exact: true }).waitFor();
  await results.getByText("Вскрытие урны: 0 из 2 необходимых членов комиссии").waitFor();
  expect(await results.getByText("За: 13").count()).toBe(0);
  // Two of the three open the urn; the desk finds the count by itself.
  await openUrn(server.url, devices.slice(0, 1));
  await results.getByText("Вскрытие урны: 1 из 2 необходимых членов комиссии").waitFor({ timeout: 10_000 });
  await openUrn(server.url, devices.slice(2, 3));
  await results.getByText("За: 13").waitFor({ timeout: 10_000 });
  await results.getByText("Против: 1").waitFor();
  await key.getByText("Урна вскрыта: итог расшифрован счетной комиссией.").waitFor();

  // The protocol: one A4 page in print, the same document as the PDF.
  await desk.getByRole("link", { name: "Протокол счетной комиссии" }).click();
  await desk.getByText(/по диссертации Кузнецовой Анны Сергеевны/).waitFor();
  await desk.getByText("Осталось нерозданных бюллетеней").waitFor();
  // Printed once the page's fonts are in: a fallback font wraps a label around its value.
  await desk.evaluate(() => document.fonts.ready.then(() => undefined));
  const printed = await desk.pdf({ format: "A4" });
  const { PDFParse } = await import("pdf-parse");
  const printedText = await new PDFParse({ data: new Uint8Array(printed) }).getText();
  expect(printedText.total).toBe(1);
  // The print page and the served PDF carry the document's every field, in the same order.
  const defenseId = /\/defenses\/(\d+)\/protocol/.exec(desk.url())?.[1];
  const served = await desk.request.get(`${server.url}/api/v1/secretar/defenses/${defenseId}/protocol`);
  const doc = (await served.json()).data.document as {
    title: string;
    heading: string[];
    dateLine: string;
    intro: string[];
    rows: { label: string; value: string }[];
    tallyTitle: string;
    tally: { label: string; value: string }[];
    decision: string;
    signatures: { role: string; name: string }[];
  };
  const fields = [
    doc.title,
    ...doc.heading,
    doc.dateLine,
    ...doc.intro,
    ...doc.rows.flatMap((r) => [r.label, r.value]),
    doc.tallyTitle,
    ...doc.tally.flatMap((r) => [r.label, r.value]),
    doc.decision,
    ...doc.signatures.flatMap((r) => [r.role, r.name]),
  ];
  const pdf = await desk.request.get(`${server.url}/api/v1/secretar/defenses/${defenseId}/protocol.pdf`);
  const servedText = await new PDFParse({ data: new Uint8Array(await pdf.body()) }).getText();
  expect(servedText.total).toBe(1);
  const flat = (t: string) => t.replace(/\s+/g, " ");
  for (const text of [flat(printedText.text), flat(servedText.text)]) {
    let at = 0;
    for (const field of fields) {
      const found = text.indexOf(flat(field), at);
      expect(found, `«${field}» in order`).toBeGreaterThanOrEqual(0);
      at = found + flat(field).length;
    }
  }
  await desk.goBack();

  // Logout returns to the home page with the «Вход» button.
  await desk.getByRole("button", { name: "Выход" }).click();
  await expect.poll(() => desk.url(), { timeout: 10_000 }).toBe(`${server.url}/`);
  await desk.getByRole("link", { name: "Вход" }).waitFor();
});

it("guards: a guest is sent to /notAuthenticated, a secretary to /notAuthorized in the admin desk; unknown pages are 404", async () => {
  const page = await browser.newPage();
  const unknown = await page.request.get(`${server.url}/no/such/page`);
  expect(unknown.status()).toBe(404);
  // The guards answer on the server, before the page (issue 39): a guest learns nothing of the
  // desk's pages, known or not, but that they need a sign-in.
  for (const path of ["/desk/secretar/defenses/12", "/desk/secretar/defenses/abc"]) {
    const guarded = await page.request.get(`${server.url}${path}`, { maxRedirects: 0 });
    expect([path, guarded.status(), guarded.headers().location]).toEqual([path, 302, "/notAuthenticated"]);
  }
  const known = await page.request.get(`${server.url}/notAuthenticated`);
  expect(known.status()).toBe(200);
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
