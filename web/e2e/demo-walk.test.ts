import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, expect, it } from "vitest";
import { demoMembers } from "../../server/demo/demo.data.ts";
import { seedDemo } from "../../server/demo/seed.ts";
import { shortFio } from "../../server/lib/russian.ts";
import { ApiClient } from "../../server/test/client.ts";
import { startTestServer, type TestServer } from "../../server/test/server.ts";
import { count, MEMBERS_GENITIVE } from "../../shared/plural.ts";
import { launchChromium } from "./browser.ts";
import { heading, screenshot } from "./harness.ts";
import { confirmUrn, openBallot } from "./sitting.ts";

// README, «Главный сценарий за пять шагов», as a newcomer walks it in demo mode: no SMTP
// server, letters only in «Почта демо-режима», one browser whose tabs play the secretary, the
// three members of the счетная комиссия (one device each) and the members who vote. Everything
// goes through the UI; only the final state is read from the database. At the end the
// server's log must hold no link and no token of any letter.

let server: TestServer;
let browser: Browser;
let dataDir: string;
const log: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "dissovet-demo-walk-"));
  server = await startTestServer({
    fileMail: true,
    env: { DATA_DIR: dataDir },
    logStream: { write: (line) => log.push(line) },
  });
  await seedDemo(server.db);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const CANDIDATE = "Кузнецова Анна Сергеевна";
/** The commission the secretary ticks, in this order: the first chairs it. */
const COMMISSION = [demoMembers[0]!, demoMembers[3]!, demoMembers[4]!];
/** The members' choices, one per ballot link opened: 14 «за» of 21 on the roll is the least for a positive decision. */
const CHOICES = [...Array<"За">(14).fill("За"), "Против"] as const;
const VOTES_FOR = CHOICES.filter((c) => c === "За").length;
const VOTES_AGAINST = CHOICES.length - VOTES_FOR;
const ROLL = demoMembers.length;

const shot = (page: Page, name: string) => screenshot(page, `demo-walk-${name}`);

/**
 * Opens the demo mailbox at /desk/mail and reloads it (the page does not refresh itself) until
 * it shows at least `count` links named `name`; returns how many reloads that took.
 */
async function mailboxWith(desk: Page, name: string, count: number): Promise<number> {
  const until = Date.now() + 20_000;
  for (let reloads = 0; ; reloads++) {
    await heading(desk, "Почта демо-режима");
    await desk.locator("[data-loading]").waitFor({ state: "detached" });
    if ((await desk.getByRole("link", { name, exact: true }).count()) >= count) return reloads;
    if (Date.now() > until) throw new Error(`the demo mailbox shows fewer than ${count} links «${name}»`);
    await desk.waitForTimeout(300);
    await desk.reload();
  }
}

/** Clicks a link that opens in a new tab (target=_blank) and returns that tab. */
async function openInTab(context: BrowserContext, link: Locator): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await tab.waitForLoadState("domcontentloaded");
  return tab;
}

it("the README's walkthrough in one browser in demo mode: sitting, commission key, vote, close, urn, protocol", async () => {
  const started = performance.now();
  const notes: string[] = [];
  const context = await browser.newContext({
    locale: "ru-RU",
    timezoneId: "Europe/Moscow",
    viewport: { width: 1280, height: 900 },
  });
  const desk = await context.newPage();

  // 1. The secretary signs in, opens the demo defense, marks everyone present, saves the
  //    явочный лист and elects a commission of three.
  await desk.goto(`${server.url}/login`);
  await desk.getByLabel("Электронная почта").fill("secretar@demo.local");
  await desk.getByLabel("Пароль").fill("demo-password");
  await desk.getByRole("button", { name: "Войти" }).click();
  await heading(desk, "Кабинет ученого секретаря");
  expect(desk.url()).toBe(`${server.url}/desk/secretar`);
  const areaNav = desk.getByRole("navigation", { name: "Кабинет ученого секретаря" });
  // Demo mode: the desk offers the demo mailbox.
  await areaNav.getByRole("link", { name: "Почта демо-режима" }).waitFor();
  await areaNav.getByRole("link", { name: "Защиты" }).click();
  await heading(desk, "Защиты");
  await desk.getByRole("link", { name: CANDIDATE }).click();
  await heading(desk, `Защита диссертации: ${CANDIDATE}`);
  const defenseUrl = desk.url();

  await desk.getByRole("button", { name: "Выбрать всех" }).click();
  await desk.getByText(`Отмечено: ${ROLL} из ${ROLL}`).waitFor();
  await desk.getByRole("button", { name: "Сохранить явочный лист" }).click();
  await desk.getByText(`Явочный лист сохранен: ${ROLL}.`).waitFor();
  const results = desk.getByRole("region", { name: "Результаты голосования" });
  await results.getByText(`В явочном листе: ${ROLL}`).waitFor();
  await results.getByText(/^Заседание правомочно\./).waitFor();

  // The roll's letters bring each member's ballot link: the members who will vote open theirs
  // now, at the sitting, each in a tab of its own (a device of its own), and the devices make
  // their voting keys before the commission is elected.
  await areaNav.getByRole("link", { name: "Почта демо-режима" }).click();
  const rollReloads = await mailboxWith(desk, "Открыть бюллетень", ROLL);
  if (rollReloads > 0)
    notes.push(`/desk/mail needed ${rollReloads} reload(s) before the roll's letters showed`);
  await shot(desk, "1-mail-roll");
  const rollLinks = desk.getByRole("link", { name: "Открыть бюллетень", exact: true });
  expect(await rollLinks.count()).toBe(ROLL);
  // Each voter's tab is closed once its key is registered: over HTTP/1.1 a browser keeps at most
  // six connections to one server, and every open page holds one for its live updates. The key
  // stays in this browser (the same device): the link opened again later finds it.
  const links: string[] = [];
  const api = new ApiClient(server.url);
  for (const i of CHOICES.keys()) {
    await desk.bringToFront();
    const tab = await openInTab(context, rollLinks.nth(i));
    const link = tab.url();
    links.push(link);
    await tab
      .getByText(/^Голосование еще не открыто\. Оставьте эту страницу открытой/)
      .waitFor({ timeout: 45_000 });
    const token = link.split("/polls/")[1] ?? "";
    await expect
      .poll(
        async () =>
          (await api.gql("query($t: String!) { poll(token: $t) { credential } }", { t: token })).body.data
            ?.poll.credential,
        { timeout: 45_000 },
      )
      .toMatch(/^[0-9a-f]{64}$/);
    await tab.close();
  }
  await desk.bringToFront();
  await desk.goBack();
  await heading(desk, `Защита диссертации: ${CANDIDATE}`);
  const commission = desk.getByRole("region", { name: "Счетная комиссия" });
  await commission.getByText("Счетная комиссия еще не избрана.").waitFor();
  await commission
    .getByText(
      `Сервер получил ключи для голосования с устройств ${CHOICES.length} из ${count(ROLL, MEMBERS_GENITIVE)} явочного листа.`,
      { exact: false },
    )
    .waitFor({ timeout: 45_000 });
  for (const [fio] of COMMISSION) {
    await commission.getByRole("checkbox", { name: `В счетную комиссию: ${fio}` }).check();
  }
  await commission.getByText("Выбрано: 3").waitFor();
  await commission.getByRole("button", { name: "Избрать комиссию" }).click();
  await commission
    .getByText("Счетная комиссия избрана. Членам комиссии отправлены письма с личными ссылками.")
    .waitFor();
  await commission.getByText(`${COMMISSION[0]![0]} — председатель комиссии`).waitFor();
  const key = desk.getByRole("region", { name: "Ключ счетной комиссии" });
  await key.getByText("Ключ формируется: код подтвердили 0 из 3 членов комиссии.").waitFor();
  const open = desk.getByRole("button", { name: "Открыть голосование и разослать приглашения" });
  expect(await open.isDisabled()).toBe(true);
  await desk.getByText(/^Дождитесь ключа счетной комиссии: код подтвердили 0 из 3 членов комиссии/).waitFor();
  await shot(desk, "1-sitting");

  // 2. The demo mailbox holds the three commission letters; each link opens in its own tab
  //    (a device of its own), and the tabs make the key together.
  await areaNav.getByRole("link", { name: "Почта демо-режима" }).click();
  const commissionReloads = await mailboxWith(desk, "Открыть страницу счетной комиссии", 3);
  if (commissionReloads > 0) {
    notes.push(`/desk/mail needed ${commissionReloads} reload(s) before the commission letters showed`);
  }
  const commissionLetters = desk
    .locator("li.letter")
    .filter({ has: desk.getByRole("link", { name: "Открыть страницу счетной комиссии", exact: true }) });
  expect(await commissionLetters.count()).toBe(3);
  for (const [, email] of COMMISSION) {
    await commissionLetters.filter({ hasText: `Кому: ${email}` }).waitFor();
  }
  await shot(desk, "2-mail-commission");
  // The secretary's tabs are gone on the mailbox page (it is not under the secretary's area).
  if ((await desk.getByRole("navigation", { name: "Кабинет ученого секретаря" }).count()) === 0) {
    notes.push("/desk/mail has no «Защиты»/«Обзор» tabs: the way back to the defense is the browser's Back");
  }
  const devices: Page[] = [];
  for (const [, email] of COMMISSION) {
    const letter = commissionLetters.filter({ hasText: `Кому: ${email}` });
    devices.push(
      await openInTab(context, letter.getByRole("link", { name: "Открыть страницу счетной комиссии" })),
    );
  }
  for (const [i, device] of devices.entries()) {
    await heading(device, "Счетная комиссия");
    const role = i === 0 ? "председатель счетной комиссии" : "член счетной комиссии";
    await device.getByText(`${shortFio(COMMISSION[i]![0])} — ${role}`).waitFor();
    await device.getByText(new RegExp(`^Защита диссертации: ${CANDIDATE}`)).waitFor();
  }
  // Each tab shows the election's code; the chair reads it out, every member confirms it.
  const codes = await Promise.all(
    devices.map(async (device) => {
      const region = device.getByRole("region", { name: "Код голосования" });
      await region.waitFor({ timeout: 45_000 });
      return region.locator(".short-code").getAttribute("data-code");
    }),
  );
  expect(new Set(codes).size).toBe(1);
  await devices[0]!.getByRole("button", { name: "Код зачитан — подтвердить" }).click();
  for (const device of devices.slice(1)) await device.getByRole("button", { name: "Код совпадает" }).click();
  await Promise.all(
    devices.map((device) =>
      device
        .getByRole("status")
        .getByText(
          "Устройства всех членов комиссии сообщили, что код подтвержден. Если вы еще не сказали вслух, что код совпал, скажите это сейчас: ученый секретарь откроет голосование, когда запишет ответ каждого члена комиссии.",
        )
        .waitFor({ timeout: 45_000 }),
    ),
  );
  for (const device of devices) expect(await device.getByRole("alert").count()).toBe(0);
  await devices[0]!.bringToFront();
  await shot(devices[0]!, "2-commission-key-ready");

  await desk.bringToFront();
  await desk.goBack();
  await heading(desk, `Защита диссертации: ${CANDIDATE}`);
  await key.getByText("Код голосования готов: код подтвердили 3 из 3 членов комиссии.").waitFor();
  expect(await key.getByText("устройство сообщило: код подтвержден", { exact: true }).count()).toBe(3);
  expect(await open.isDisabled()).toBe(false);
  await shot(desk, "2-desk-key-ready");

  // 3. The secretary opens the vote; members open their links from the demo mailbox, each in
  //    a tab, and vote.
  // The demo's defense is a week ahead: the desk asks to confirm that the sitting is today.
  await openBallot(desk);
  // Letters go only to the members whose devices hold no key yet (they did not open the roll's).
  const late = ROLL - CHOICES.length;
  await desk
    .getByText(
      `В очередь на отправку поставлено ${count(late, ["приглашение", "приглашения", "приглашений"])}. У ${count(CHOICES.length, MEMBERS_GENITIVE)} совета ключ для голосования уже на устройстве: письмо им не нужно, открытая страница сама становится бюллетенем.`,
    )
    .waitFor();
  await results.getByText("Голосование открыто", { exact: true }).waitFor();
  await key.getByText("Ключ счетной комиссии сформирован: бюллетени шифруются им.").waitFor();
  // Each voter opens the roll's link again, in the browser that made the key.
  for (const [i, choice] of CHOICES.entries()) {
    const tab = await context.newPage();
    await tab.goto(links[i] ?? "");
    await heading(tab, "Бюллетень тайного голосования");
    await tab
      .getByText(/Кузнецовой Анне Сергеевне/)
      .first()
      .waitFor();
    await tab.getByText("ваш ключ в списке", { exact: false }).first().waitFor();
    await tab.getByRole("radio", { name: choice, exact: true }).check({ timeout: 45_000 });
    if (i === 0) await shot(tab, "3-ballot");
    await tab.getByRole("button", { name: "Далее" }).click();
    await tab.getByText(`Вы выбрали: «${choice}»`).waitFor();
    await tab.getByRole("button", { name: "Отправить" }).click();
    await tab.getByText(/^Голос принят: ваш бюллетень зашифрован и подан под № \d+\.$/).waitFor();
    expect(await tab.locator(".tracker-line .short-code").first().getAttribute("data-code")).toMatch(
      /^([2-9А-Я]{4}-){3}[2-9А-Я]{4}$/,
    );
    if (i === 0) await shot(tab, "3-ballot-accepted");
    await tab.close();
  }
  await desk.bringToFront();
  await heading(desk, `Защита диссертации: ${CANDIDATE}`);
  await desk.getByRole("button", { name: "Обновить результаты" }).click();
  await results.getByText(`Проголосовало: ${CHOICES.length}`).waitFor();
  await results.getByText(`Приглашения доставлены: ${ROLL} из ${ROLL}`).waitFor();
  // The secretary sees the turnout, never the count.
  expect(await results.getByText(/^За: /).count()).toBe(0);
  await shot(desk, "3-desk-voting");

  // 4. The secretary closes the vote. The third member of the commission is absent: their
  //    tab is closed before the close.
  await devices[2]!.close();
  await results.getByRole("button", { name: "Закрыть голосование" }).click();
  await results.getByText(/^Закрыть голосование\? После закрытия бюллетени больше не принимаются/).waitFor();
  await results.getByText(`Еще не проголосовали (${ROLL - CHOICES.length}):`, { exact: false }).waitFor();
  await shot(desk, "4-close-dialog");
  await results.getByRole("button", { name: "Да, закрыть голосование" }).click();
  await results
    .getByText(
      "Бюллетени больше не принимаются. Итог появится, когда большинство счетной комиссии вскроет урну по своим ссылкам.",
    )
    .waitFor();
  await results.getByText("Голосование закрыто", { exact: true }).waitFor();
  // What the desk says right after the close, before anyone comes back to their tab.
  const urnLine = results.locator(".results__urn");
  const afterClose = (await urnLine.count()) > 0 ? await urnLine.textContent() : "(no urn line: tallied)";
  await shot(desk, "4-closed");

  // The desk gives the secretary the sitting's script, and no urn code: the chair reads it from
  // their device, the secretary announces the turnout and asks the hall.
  await key.getByText(/^Объявите явку: по явочному листу проголосовали /).waitFor();
  expect(await key.getByText("Код урны при закрытии:").count()).toBe(0);

  // 5. Two of the three are still at their tabs, left open: the close reaches them by itself
  //    (pushed, no reload); each device checks every ballot and shows their count and the urn's
  //    code, its member compares them with what was read out and confirms; the devices decrypt
  //    the sum; the desk shows the count and the decision, and the protocol the tally.
  const urnStarted = performance.now();
  let urnCode: string | null = null;
  for (const device of devices.slice(0, 2)) {
    await device.bringToFront();
    const { code } = await confirmUrn(device);
    // The chair read it aloud; the other member's device shows the same.
    urnCode ??= code;
    expect(code).toBe(urnCode);
  }
  const tallyText = `Урна вскрыта: итог подсчитан. «За» — ${VOTES_FOR}, «против» — ${VOTES_AGAINST}.`;
  await Promise.all(
    devices
      .slice(0, 2)
      .map((device) => device.getByRole("status").getByText(tallyText).waitFor({ timeout: 30_000 })),
  );
  const urnSeconds = (performance.now() - urnStarted) / 1000;
  await shot(devices[0]!, "5-commission-urn-open");

  await desk.bringToFront();
  await results.getByText(`За: ${VOTES_FOR}`, { exact: true }).waitFor({ timeout: 15_000 });
  await results.getByText(`Против: ${VOTES_AGAINST}`, { exact: true }).waitFor();
  await results.getByText(`Не проголосовали: ${ROLL - CHOICES.length}`, { exact: true }).waitFor();
  await results.getByText("Решение положительное", { exact: true }).waitFor();
  await results
    .getByText(`За — ${VOTES_FOR} из 21 участвовавшего, требуется не менее 14: решение положительное.`)
    .waitFor();
  await key.getByText("Урна вскрыта: итог расшифрован счетной комиссией.").waitFor();
  expect(await key.getByText("итог расшифрован", { exact: true }).count()).toBe(2);
  await shot(desk, "5-desk-count");

  await results.getByRole("link", { name: "Протокол счетной комиссии" }).click();
  await heading(desk, /^ПРОТОКОЛ № 1/);
  const figure = async (label: string) =>
    (
      await desk
        .locator("tr", { has: desk.getByRole("rowheader", { name: label, exact: true }) })
        .locator("td")
        .textContent()
    )?.trim();
  expect(await figure("«за»")).toBe(String(VOTES_FOR));
  expect(await figure("«против»")).toBe(String(VOTES_AGAINST));
  expect(await figure("недействительных бюллетеней")).toBe("0");
  expect(await figure("Присутствовало на заседании членов совета")).toBe(String(ROLL));
  expect(await figure("Роздано бюллетеней")).toBe(String(ROLL));
  expect(await figure("Оказалось в урне бюллетеней")).toBe(String(CHOICES.length));
  await desk.getByText(/по диссертации Кузнецовой Анны Сергеевны/).waitFor();
  await desk
    .getByText(`За — ${VOTES_FOR} из 21 участвовавшего, требуется не менее 14: решение положительное.`)
    .waitFor();
  await desk.getByText("Председатель счетной комиссии").waitFor();
  await shot(desk, "5-protocol");
  expect(desk.url()).toBe(`${defenseUrl}/protocol`);

  // The final state, read from the database.
  const poll = await server.db
    .selectFrom("polls")
    .selectAll()
    .orderBy("id", "desc")
    .where("defense_id", "=", Number(defenseUrl.split("/").pop()))
    .executeTakeFirstOrThrow();
  expect(poll).toMatchObject({ status: "CLOSED", votes_for: VOTES_FOR, votes_against: VOTES_AGAINST });
  const ballots = await server.db.selectFrom("ballots").select("id").where("poll_id", "=", poll.id).execute();
  expect(ballots).toHaveLength(CHOICES.length);
  const trustees = await server.db
    .selectFrom("poll_trustees")
    .select(["seat", "factor"])
    .where("poll_id", "=", poll.id)
    .orderBy("seat")
    .execute();
  expect(trustees.map((t) => t.factor !== null)).toEqual([true, true, false]);

  console.log(
    [
      `demo walk: ${((performance.now() - started) / 1000).toFixed(1)} s in the browser`,
      `desk right after the close: ${afterClose?.trim()}`,
      `two commission tabs left open, each member confirming the urn's code → «урна вскрыта» in ${urnSeconds.toFixed(1)} s`,
      ...notes,
    ].join("\n"),
  );
  // The server's log holds no link and no token of any letter.
  const mailDir = path.join(dataDir, "mail");
  const letters = await Promise.all(
    (await readdir(mailDir))
      .filter((f) => f.endsWith(".eml"))
      .map(async (f) => (await PostalMime.parse(await readFile(path.join(mailDir, f)))).text ?? ""),
  );
  // The commission's letters, the roll's letters and the opening's to those without a key yet.
  const sent = COMMISSION.length + ROLL + (ROLL - CHOICES.length);
  expect(letters.length).toBe(sent);
  const tokens = new Set(
    letters.flatMap((text) =>
      (text.match(/https?:\/\/\S+/g) ?? []).flatMap(
        (link) => link.match(/(?<=\/)[A-Za-z0-9_-]{43}(?=$|[/?#])/g) ?? [],
      ),
    ),
  );
  expect(tokens.size).toBe(sent);
  const everything = log.join("\n");
  expect(log.length).toBeGreaterThan(0);
  // Each line that holds a letter's token, shown whole when there is one.
  expect(log.filter((line) => [...tokens].some((t) => line.includes(t))).map((line) => line.trim())).toEqual(
    [],
  );
  expect(everything).not.toMatch(/\/polls\/[A-Za-z0-9_-]{10}/);
  expect(everything).not.toMatch(/\/commission\/[A-Za-z0-9_-]{10}/);

  await context.close();
});
