import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mailedTokens } from "./commission.ts";
import {
  type App,
  expectNoAxeViolations,
  gql,
  newContext,
  SECRETAR,
  screenshot,
  startApp,
} from "./harness.ts";

// Issue 30, «one absent commission member stalls the sitting»: the chair of the счетная комиссия
// never comes; the desk names the seat whose device is missing, the secretary replaces that seat
// alone, and the two members already at work carry on into the new ceremony on the pages they
// have open (pushed, not reloaded). The replaced link no longer opens.

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

/** ФИО of a council member. */
async function fioOf(memberId: number): Promise<string> {
  const row = await app.server.db
    .selectFrom("board_members")
    .select("fio")
    .where("id", "=", memberId)
    .executeTakeFirstOrThrow();
  return row.fio;
}

const codeRegion = (page: Page) => page.getByRole("region", { name: "Код голосования" });

it("an absent chair of the commission is replaced on the desk; the members at work carry on without reloading", async () => {
  const defenseId = String(app.defenseIds[0]);
  const roll = app.memberIds.slice(0, 14).map(String);
  const [absent, second, third, stand] = roll as [string, string, string, string];
  const emailOf = (id: string) => app.emails.get(Number(id)) ?? "";
  const secretary = await newContext(app, SECRETAR);
  await gql(
    secretary,
    app,
    "mutation ($d: ID!, $m: [ID!]!) { setRoll(defenseId: $d, memberIds: $m) { id } }",
    {
      d: defenseId,
      m: roll,
    },
  );
  const elected = app.server.smtp.mails.length;
  await gql(
    secretary,
    app,
    "mutation ($d: ID!, $m: [ID!]!) { setCountingCommission(defenseId: $d, memberIds: $m) { id } }",
    { d: defenseId, m: [absent, second, third] },
  );
  const links = await mailedTokens(
    app.server.smtp,
    [absent, second, third].map(emailOf),
    "commission",
    elected,
  );

  // Members 2 and 3 open their links; the chair does not come.
  const devices = await app.browser.newContext({ locale: "ru-RU", timezoneId: "Europe/Moscow" });
  const pages = [await devices.newPage(), await devices.newPage()];
  let navigations = 0;
  for (const [i, id] of [second, third].entries()) {
    const page = pages[i] as Page;
    await page.goto(`${app.url}/commission/${links.get(emailOf(id))}`);
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
  }

  const desk = await secretary.newPage();
  await desk.goto(`${app.url}/desk/secretar/defenses/${defenseId}`);
  const key = desk.getByRole("region", { name: "Ключ счетной комиссии" });
  const [absentFio, standFio] = await Promise.all([fioOf(Number(absent)), fioOf(Number(stand))]);
  await key
    .getByText(`Устройство еще не подключено: ${absentFio}.`, { exact: false })
    .waitFor({ timeout: 30_000 });
  expect(await key.getByText("устройство подключено", { exact: true }).count()).toBe(2);
  await screenshot(desk, "secretar-commission-absent");

  // The sitting elects member 4 instead: the secretary replaces the chair's seat, and confirms.
  const replacing = app.server.smtp.mails.length;
  await key.getByRole("button", { name: `Заменить в счетной комиссии: ${absentFio}` }).click();
  await key.getByLabel("Новый председатель счетной комиссии").selectOption({ label: standFio });
  await key.getByText(`${absentFio} — ссылка из письма перестанет действовать;`).waitFor();
  await key.getByText(`${standFio} — получит письмо с личной ссылкой;`).waitFor();
  await expectNoAxeViolations(desk, "the defense page, replacing a commission seat");
  await key.getByRole("button", { name: "Заменить", exact: true }).click();
  await key
    .getByText(`Замена в счетной комиссии: председатель счетной комиссии — ${standFio}.`, { exact: false })
    .waitFor();
  expect(await key.getByText(`1. ${standFio}`, { exact: false }).count()).toBe(1);

  // The new chair opens the link from their letter; the other two pages were never reloaded.
  const mailed = await mailedTokens(app.server.smtp, [emailOf(stand)], "commission", replacing);
  const chair = await devices.newPage();
  await chair.goto(`${app.url}/commission/${mailed.get(emailOf(stand))}`);
  const all = [chair, ...pages];
  const codes = await Promise.all(
    all.map(async (page) => {
      await codeRegion(page).waitFor({ timeout: 60_000 });
      return codeRegion(page).locator(".short-code").getAttribute("data-code");
    }),
  );
  expect(new Set(codes).size).toBe(1);
  await chair.getByRole("button", { name: "Код зачитан — подтвердить" }).click();
  for (const page of pages) await page.getByRole("button", { name: "Код совпадает" }).click();
  for (const page of all) {
    await page
      .getByRole("status")
      .getByText(/^Устройства всех членов комиссии сообщили, что код подтвержден\./)
      .waitFor({ timeout: 60_000 });
  }
  expect(navigations).toBe(0);
  await key.getByText("Код голосования готов: код подтвердили 3 из 3 членов комиссии.").waitFor();

  // The replaced link leads nowhere; the journal has the act.
  const old = await devices.newPage();
  await old.goto(`${app.url}/commission/${links.get(emailOf(absent))}`);
  await old.getByRole("heading", { name: "Страница комиссии недоступна" }).waitFor();
  const entry = await app.server.db
    .selectFrom("audit_log")
    .select(["before", "after"])
    .where("action", "=", "poll.commission.replace")
    .executeTakeFirstOrThrow();
  expect(entry.before).toMatchObject({ memberId: Number(absent), seat: 1 });
  expect(entry.after).toMatchObject({ memberId: Number(stand), seat: 1 });

  await devices.close();
  await secretary.close();
}, 240_000);
