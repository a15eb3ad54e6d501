import type { Page } from "playwright-core";

const OPEN = "Открыть голосование и разослать приглашения";

/** Today as the council's documents write it (TIME_ZONE of the test servers: Europe/Moscow). */
const today = () =>
  new Intl.DateTimeFormat("ru-RU", {
    timeZone: "Europe/Moscow",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(new Date());

/**
 * The secretary records, on the defense page, each commission member's spoken «совпал» (every
 * «Сказал: совпал» / «Сказала: совпал» button of «Ключ счетной комиссии», as at a sitting where
 * every code matched). @returns how many were recorded
 */
export async function recordSpokenCodes(page: Page): Promise<number> {
  const key = page.getByRole("region", { name: "Ключ счетной комиссии" });
  const said = key.getByRole("button", { name: /^Записать: .* вслух, что код совпал$/ });
  let recorded = 0;
  for (let n = await said.count(); n > 0; n = await said.count()) {
    await said.first().click();
    await page.waitForFunction((before) => {
      const buttons = [...document.querySelectorAll("button[aria-label^='Записать: ']")];
      return buttons.length < before;
    }, n);
    recorded++;
  }
  return recorded;
}

/**
 * Presses «Открыть голосование и разослать приглашения» on a secretary's defense page, after
 * recording each commission member's spoken «совпал» ({@link recordSpokenCodes}). The
 * protocol is dated by the day the ballot opens: when the page's «Дата и время» is another day
 * (the demo's defenses are a week ahead, a defense made in a test is in the future), the desk
 * asks to confirm it, naming both days; this waits for that question, word for word, and
 * confirms. Resolves once the ballot is asked to open.
 */
export async function openBallot(page: Page): Promise<void> {
  const when = page.locator("dt", { hasText: "Дата и время" }).locator("xpath=following-sibling::dd[1]");
  const scheduled = ((await when.textContent()) ?? "").trim().slice(0, 10);
  await recordSpokenCodes(page);
  await page
    .getByRole("region", { name: "Ключ счетной комиссии" })
    .getByText("Каждый член счетной комиссии сказал вслух, что код совпал: голосование можно открывать.")
    .waitFor();
  await page.getByRole("button", { name: OPEN }).click();
  if (scheduled === today()) return;
  await page
    .getByText(
      `Заседание назначено на ${scheduled}, а голосование проводится сегодня, ${today()}. Протокол будет датирован ${today()}.`,
    )
    .waitFor();
  await page.getByRole("button", { name: "Подтвердить дату и открыть голосование" }).click();
}

/**
 * A commission member's check of the urn on their page, once it shows «Вскрытие урны»: the two
 * ticks (the urn's code matches the one read aloud; the number of ballots is the turnout
 * announced) and «Совпадает — расшифровать». On a device restored from its backup, which shows
 * no code, the member types `heard` (the code as read aloud) instead of the first tick.
 * @returns the urn's code the page showed (null on a restored device) and the taps it took
 */
export async function confirmUrn(page: Page, heard?: string): Promise<{ code: string | null; taps: number }> {
  const check = page.getByRole("region", { name: "Вскрытие урны" });
  await check.waitFor({ timeout: 90_000 });
  const shown = check.locator(".short-code");
  const code = (await shown.count()) > 0 ? await shown.getAttribute("data-code") : null;
  let taps = 0;
  if (code === null) {
    await check.getByLabel("Код урны, зачитанный на заседании").fill(heard ?? "");
    taps += 1;
  } else {
    await check
      .getByRole("checkbox", { name: /Я зачитал этот код урны вслух|Код урны совпал с зачитанным/ })
      .check();
    taps += 1;
  }
  await check.getByRole("checkbox", { name: /^Объявленная явка — / }).check();
  await check.getByRole("button", { name: "Совпадает — расшифровать" }).click();
  return { code, taps: taps + 2 };
}
