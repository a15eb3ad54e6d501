import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { declineFio } from "../../server/lib/russian.ts";
import { castBallot, mailedTokens } from "./commission.ts";
import { type App, inviteMembers, newContext, SECRETAR, screenshot, startApp } from "./harness.ts";

// Issue 30, «links that never die under a member's finger»: the secretary resends a link while
// the member has the ballot open; the member still votes by the old one. The confirmations say
// what a resend does; the old link stops working only when the secretary chooses so.

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const KEEPS =
  "Новая ссылка придет письмом; прежняя продолжит действовать, пока член совета не проголосует по одной из них.";
const REVOKES = "Новая ссылка придет письмом; прежняя перестанет действовать сразу.";

/** ФИО of a council member. */
async function fioOf(memberId: number): Promise<string> {
  const row = await app.server.db
    .selectFrom("board_members")
    .select("fio")
    .where("id", "=", memberId)
    .executeTakeFirstOrThrow();
  return row.fio;
}

/** ФИО in the genitive («для Гончарова Игоря Владимировича»), as a status line names the addressee. */
function genitive(fio: string): string {
  const declined = declineFio(fio, "genitive");
  expect(declined, `declined ${fio}`).not.toBe(fio);
  return declined ?? fio;
}

/** Waits for a member's line on the desk to read `state` (the page follows delivery by itself). */
async function lineReads(desk: Page, fio: string, state: string): Promise<void> {
  await desk
    .getByRole("listitem")
    .filter({ has: desk.getByText(fio, { exact: true }) })
    .getByText(state, { exact: true })
    .waitFor({ timeout: 20_000 });
}

it("a member with the ballot open gets a resend and still votes by the old link; the close dialog's resend says the same; revoking is a choice", async () => {
  // Members 4–6 of the roll (the commission is 1–3).
  const tokens = await inviteMembers(app, 3, 3);
  const [a, b, c] = app.memberIds.slice(3, 6) as [number, number, number];
  const [fioA, fioC] = await Promise.all([fioOf(a), fioOf(c)]);
  const [oldA, oldB, oldC] = tokens as [string, string, string];

  // A's phone: the ballot open, «Против» ticked, the review shown.
  const phone = await app.browser.newContext({
    locale: "ru-RU",
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
  });
  const ballot = await phone.newPage();
  await ballot.goto(`${app.url}/polls/${oldA}`);
  await ballot.getByRole("radio", { name: "Против" }).check();
  await ballot.getByRole("button", { name: "Далее" }).click();
  await ballot.getByText("Вы выбрали: «Против»").waitFor();

  // Meanwhile the secretary resends A's link, after a confirmation that says what it does.
  const secretary = await newContext(app, SECRETAR);
  const desk = await secretary.newPage();
  await desk.goto(`${app.url}/desk/secretar/defenses/${app.defenseIds[0]}`);
  await lineReads(desk, fioA, "отправлено");
  await desk.getByRole("button", { name: `Отправить ссылку на бюллетень заново: ${fioA}` }).click();
  await desk.getByText(`Отправить ссылку заново: ${fioA}?`).waitFor();
  await desk.getByText(KEEPS, { exact: true }).waitFor();
  await screenshot(desk, "desk-resend-confirm");
  const since = app.server.smtp.mails.length;
  // The mail server holds the letter a while: it stays «в очереди».
  const emailA = app.emails.get(a) ?? "";
  const release = app.server.smtp.hold([emailA]);
  await desk.getByRole("button", { name: "Да, отправить" }).click();
  await desk
    .getByRole("status")
    .getByText(
      `Письмо с новой ссылкой для ${genitive(fioA)} поставлено в очередь на отправку. Прежняя ссылка продолжит действовать, пока член совета не проголосует по одной из них.`,
    )
    .waitFor();
  // The line shows one state, and no second resend is offered while the letter is queued.
  await lineReads(desk, fioA, "в очереди");
  expect(
    await desk.getByRole("button", { name: `Отправить ссылку на бюллетень заново: ${fioA}` }).count(),
  ).toBe(0);
  release();
  const newA = (await mailedTokens(app.server.smtp, [emailA], "polls", since)).get(emailA) ?? "";
  expect(newA).not.toBe(oldA);
  await lineReads(desk, fioA, "отправлено");

  // A taps «Отправить» on the ballot opened by the old link: the vote is taken.
  await ballot.getByRole("button", { name: "Отправить" }).click();
  await ballot.getByText(/^Голос принят: ваш бюллетень зашифрован и подан под № \d+\.$/).waitFor();
  // The new link knows the member has voted.
  const fresh = await phone.newPage();
  await fresh.goto(`${app.url}/polls/${newA}`);
  await fresh.getByText("Вы уже проголосовали.").waitFor();

  // C's old address was wrong: the secretary revokes the old link, on purpose.
  await lineReads(desk, fioC, "отправлено");
  await desk.getByRole("button", { name: `Отправить ссылку на бюллетень заново: ${fioC}` }).click();
  await desk.getByText(KEEPS, { exact: true }).waitFor();
  await desk
    .getByRole("checkbox", { name: "Прежнее письмо ушло не по тому адресу: отменить прежнюю ссылку" })
    .check();
  await desk.getByText(REVOKES, { exact: true }).waitFor();
  await desk.getByRole("button", { name: "Да, отправить" }).click();
  await desk
    .getByRole("status")
    .getByText(
      `Письмо с новой ссылкой для ${genitive(fioC)} поставлено в очередь на отправку. Прежняя ссылка больше не действует.`,
    )
    .waitFor();
  const revoked = await phone.newPage();
  await revoked.goto(`${app.url}/polls/${oldC}`);
  await revoked.getByRole("heading", { name: "Бюллетень недоступен" }).waitFor();
  await revoked.getByText(/^Ссылка недействительна: .*отменил эту ссылку, отправив новую/).waitFor();

  // Closing: the dialog names who has not voted and offers new links first, behind the same words.
  await lineReads(desk, fioC, "отправлено");
  await desk.getByRole("button", { name: "Закрыть голосование" }).click();
  await desk
    .getByText(/^Еще не проголосовали \(\d+\): .*Не проголосовавшие не считаются голосовавшими «за»\.$/)
    .waitFor();
  await desk.getByRole("button", { name: "Сначала отправить им ссылки заново" }).click();
  await desk
    .getByText(
      /^Сначала отправить новые ссылки тем, кто не проголосовал \(\d+\)\? Голосование останется открытым\.$/,
    )
    .waitFor();
  await desk
    .getByText(
      "Каждому из них новая ссылка придет письмом; прежняя продолжит действовать, пока член совета не проголосует по одной из них.",
      { exact: true },
    )
    .waitFor();
  const reminded = app.server.smtp.mails.length;
  await desk.getByRole("button", { name: "Да, отправить" }).click();
  await desk
    .getByText(
      /^В очередь на отправку поставлено \d+ писем с новыми ссылками; прежние ссылки продолжат действовать/,
    )
    .waitFor();
  const emailB = app.emails.get(b) ?? "";
  const newB = (await mailedTokens(app.server.smtp, [emailB], "polls", reminded)).get(emailB) ?? "";
  expect(newB).not.toBe(oldB);
  // B votes by the link of the first letter all the same; the new one is then spent.
  await castBallot(app.url, oldB, 1);
  await fresh.goto(`${app.url}/polls/${newB}`);
  await fresh.getByText("Вы уже проголосовали.").waitFor();

  // Once the vote is closed the sitting's date no longer says how far off it is.
  const date = desk.locator("dt", { hasText: "Дата и время" }).locator("xpath=following-sibling::dd[1]");
  expect(await date.textContent()).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d \(.+\)$/);
  await desk.getByRole("button", { name: "Закрыть голосование" }).click();
  await desk.getByRole("button", { name: "Да, закрыть голосование" }).click();
  await desk.getByText(/^Бюллетени больше не принимаются\./).waitFor();
  await expect.poll(() => date.textContent()).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);

  await phone.close();
  await secretary.close();
}, 180_000);
