import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildUser, TEST_PASSWORD } from "../../server/test/factories.ts";
import { startTestServer, type TestServer } from "../../server/test/server.ts";
import { launchChromium } from "./browser.ts";
import { mailedTokens, openUrn, runKeyCeremony } from "./commission.ts";
import { openBallot } from "./sitting.ts";

// From a database without the demo (only the first admin, as `npm run create-admin` makes
// it): the admin creates a council, loads its members from CSV and appoints a secretary; the
// secretary schedules a defense and runs its vote to the protocol — all in the browser.
let server: TestServer;
let browser: Browser;
let admin: { email: string; password: string };
beforeAll(async () => {
  server = await startTestServer();
  admin = await buildUser(server.db, ["ADMIN"], "first.admin@university.test");
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const members = Array.from({ length: 6 }, (_, i) => [
  [
    "Белов Андрей Николаевич",
    "Крылова Мария Сергеевна",
    "Орехов Павел Ильич",
    "Седова Ирина Олеговна",
    "Тимофеев Олег Петрович",
    "Фомина Юлия Андреевна",
  ][i] ?? "",
  `member${i + 1}@university.test`,
  "доктор",
  "доктор технических наук",
  "профессор",
  "2.3.5",
  i === 0 ? "председатель" : "член совета",
]);
const csv = [
  ["ФИО", "Email", "Степень", "Ученая степень", "Звание", "Специальность", "Должность"],
  ...members,
]
  .map((r) => r.join(";"))
  .join("\n");

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel("Электронная почта").fill(email);
  await page.getByLabel("Пароль").fill(password);
  await page.getByRole("button", { name: "Войти" }).click();
  await page.getByRole("link", { name: `Кабинет: ${email}` }).waitFor();
}

it("admin: council, CSV members, secretary; secretary: defense, roll, commission, invites, vote, protocol", async () => {
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, admin.email, TEST_PASSWORD);

  // A council.
  await adminPage.goto(`${server.url}/desk/admin/boards/new`);
  await adminPage.getByLabel("Шифр совета").fill("24.2.555.01");
  await adminPage.getByLabel("Название", { exact: true }).fill("Диссертационный совет 24.2.555.01");
  await adminPage.getByLabel("Организация").fill("Университет проверки");
  await adminPage.getByLabel("Шифр специальности 1").fill("2.3.5");
  await adminPage
    .getByLabel("Название специальности 1")
    .fill("Математическое и программное обеспечение вычислительных систем");
  await adminPage.getByRole("button", { name: "Создать совет" }).click();
  await adminPage
    .getByRole("heading", { name: /24\.2\.555\.01/ })
    .first()
    .waitFor();

  // Its members from a CSV file: checked first, then loaded at once.
  await adminPage
    .getByLabel("Файл CSV")
    .setInputFiles({ name: "sostav.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
  await adminPage.getByText("Ошибок: 0").waitFor();
  await adminPage.getByRole("button", { name: "Загрузить 6 членов совета" }).click();
  await adminPage.getByText("Загружено членов совета: 6.").waitFor();
  const boardId = /\/desk\/admin\/boards\/(\d+)/.exec(adminPage.url())?.[1];
  expect(boardId).toBeTruthy();

  // A secretary for it.
  await adminPage.goto(`${server.url}/desk/admin/users/new`);
  await adminPage.getByLabel("Электронная почта").fill("secretary@university.test");
  await adminPage.getByLabel("ФИО").fill("Секретарева Светлана Викторовна");
  await adminPage.getByLabel("Пароль").fill("пароль секретаря совета");
  await adminPage.getByRole("checkbox", { name: "Ученый секретарь" }).check();
  await adminPage.getByLabel("Найти совет").fill("24.2.555");
  await adminPage.getByRole("button", { name: "Добавить совет 24.2.555.01" }).click();
  await adminPage.getByRole("button", { name: "Создать учетную запись" }).click();
  await adminPage
    .getByRole("heading", { name: /Секретарева|secretary@university\.test/ })
    .first()
    .waitFor();

  // The secretary schedules a defense of the council.
  const page = await (await browser.newContext()).newPage();
  await signIn(page, "secretary@university.test", "пароль секретаря совета");
  await page.goto(`${server.url}/desk/secretar/defenses/new`);
  const boardSelect = page.getByLabel("Совет", { exact: true });
  const boardOption = await boardSelect.locator("option", { hasText: "24.2.555.01" }).getAttribute("value");
  await boardSelect.selectOption(boardOption ?? "");
  await page.getByLabel("Соискатель", { exact: true }).fill("Новикова Дарья Игоревна");
  await page.getByLabel("Тема диссертации").fill("Методы проверки распределенных систем голосования");
  await page.getByLabel("Степень").selectOption("CANDIDATE");
  await page.getByLabel("Отрасль науки").fill("технических наук");
  await page.getByLabel("Специальность").selectOption("2.3.5");
  const soon = new Date(Date.now() + 3 * 86_400_000);
  const day = new Intl.DateTimeFormat("ru-RU", { timeZone: "Europe/Moscow" }).format(soon);
  await page.getByLabel("Дата и время").fill(`${day} 11:00`);
  await page.getByRole("button", { name: "Назначить защиту" }).click();
  await page.getByRole("heading", { name: "Защита диссертации: Новикова Дарья Игоревна" }).waitFor();

  // Everyone present on the явочный лист, the счетная комиссия elected from it, then the
  // ballot opens and each member votes by the link in their email.
  await page.getByRole("button", { name: "Выбрать всех" }).click();
  await page.getByRole("button", { name: "Сохранить явочный лист" }).click();
  await page.getByText("Явочный лист сохранен: 6.").waitFor();
  const commission = page.getByRole("region", { name: "Счетная комиссия" });
  const elected = server.smtp.mails.length;
  for (const m of members.slice(0, 3))
    await commission.getByRole("checkbox", { name: `В счетную комиссию: ${m[0]}` }).check();
  await commission.getByRole("button", { name: "Избрать комиссию" }).click();
  await page.getByText("Счетная комиссия избрана.").waitFor();
  // The commission's devices make the poll's key from the links in their letters.
  const trustees = members.slice(0, 3).map((m) => m[1] ?? "");
  const links = await mailedTokens(server.smtp, trustees, "commission", elected);
  const devices = await runKeyCeremony(
    server.url,
    trustees.map((email) => links.get(email) ?? ""),
  );
  await page.getByText("Код голосования готов: код подтвердили 3 из 3 членов комиссии.").waitFor();
  const opened = server.smtp.mails.length;
  await openBallot(page);
  const tokens = await mailedTokens(
    server.smtp,
    members.map((m) => m[1] ?? ""),
    "polls",
    opened,
  );
  const ballot = await (await browser.newContext()).newPage();
  for (const [i, m] of members.entries()) {
    // One vote left out, so the secretary closes the poll.
    if (i === members.length - 1) break;
    await ballot.goto(`${server.url}/polls/${tokens.get(m[1] ?? "")}`);
    await ballot.getByRole("radio", { name: i === 4 ? "Против" : "За" }).check();
    await ballot.getByRole("button", { name: "Далее" }).click();
    await ballot.getByRole("button", { name: "Отправить" }).click();
    await ballot.getByText(/^Голос принят: ваш бюллетень зашифрован и подан под № \d+\.$/).waitFor();
  }

  // Closing: the confirmation names who has not voted yet, and the protocol.
  await page.getByRole("button", { name: "Обновить результаты" }).click();
  await page.getByRole("region", { name: "Результаты голосования" }).getByText("Проголосовало: 5").waitFor();
  await page.getByRole("button", { name: "Закрыть голосование" }).click();
  await page.getByText(`Еще не проголосовали (1): ${members[5]?.[0]}.`, { exact: false }).waitFor();
  await page.getByRole("button", { name: "Сначала отправить им ссылки заново" }).waitFor();
  await page.getByRole("button", { name: "Да, закрыть голосование" }).click();
  const results = page.getByRole("region", { name: "Результаты голосования" });
  await results.getByText("Вскрытие урны: 0 из 2 необходимых членов комиссии").waitFor();
  await openUrn(server.url, devices.slice(1, 3));
  await results.getByText("За: 4").waitFor({ timeout: 15_000 });
  await results.getByText("Против: 1").waitFor();
  await page.getByRole("link", { name: "Протокол счетной комиссии" }).click();
  await page
    .getByText(/ПРОТОКОЛ|Протокол/)
    .first()
    .waitFor();
  await page.getByText("24.2.555.01").first().waitFor();
  // The commission signs with surname and initials; the соискатель is declined.
  await page.getByText("Белов А. Н.").first().waitFor();
  await page.getByText(/по диссертации Новиковой Дарьи Игоревны/).waitFor();
});
