import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDefense } from "../../server/test/factories.ts";
import {
  ADMIN,
  type App,
  builtFile,
  DEMO_PASSWORD,
  heading,
  inviteMembers,
  newContext,
  SECRETAR,
  startApp,
} from "./harness.ts";

let app: App;
let tokens: string[];

beforeAll(async () => {
  app = await startApp();
  // Each test's ballot opens in a browser of its own, and a member's voting key lives on the
  // device that first opened the link: the phone's test has a member of its own (the fourth).
  tokens = await inviteMembers(app, 4);
});
afterAll(async () => {
  await app?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Records every change of the progress bar's state with the page's clock (ms). */
async function watchProgressBar(page: Page): Promise<void> {
  await page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>(".progress");
    const fill = bar?.firstElementChild;
    if (!bar || !fill) throw new Error("no progress bar");
    const log: { state: string; at: number; color: string }[] = [];
    (window as unknown as { barLog: typeof log }).barLog = log;
    new MutationObserver(() =>
      log.push({
        state: bar.dataset.state ?? "",
        at: performance.now(),
        color: getComputedStyle(fill).backgroundColor,
      }),
    ).observe(bar, { attributes: true, attributeFilter: ["data-state"] });
  });
}

async function barLog(page: Page) {
  return page.evaluate(
    () => (window as unknown as { barLog: { state: string; at: number; color: string }[] }).barLog,
  );
}

/** Clicks the admin area's tab `name` from the page itself and returns the page's clock at the click. */
function clickAdminTab(page: Page, href: string): Promise<number> {
  return page.evaluate((target) => {
    const link = document.querySelector<HTMLAnchorElement>(
      `nav[aria-label="Кабинет администратора"] a[href="${target}"]`,
    );
    if (!link) throw new Error(`no tab ${target}`);
    const at = performance.now();
    link.click();
    return at;
  }, href);
}

/** Routes GraphQL requests of `operation` through `handle`; others pass. */
async function onOperation(page: Page, operation: string, handle: Parameters<Page["route"]>[1]) {
  await page.route("**/graphql", (route, request) =>
    request.postData()?.includes(operation) ? handle(route, request) : route.continue(),
  );
}

describe("progress bar (spec §9: throttle 200 ms, duration 5000 ms, hide delay 500 ms)", () => {
  it("shows after the throttle during a slow load, fills up when it ends and hides 500 ms later", async () => {
    const context = await newContext(app, ADMIN);
    const page = await context.newPage();
    await page.goto(`${app.url}/desk/admin`);
    await heading(page, "Кабинет администратора");
    expect(await page.locator(".progress").getAttribute("aria-hidden")).toBe("true");
    expect(
      await page.locator(".progress__bar").evaluate((el) => getComputedStyle(el).animationDuration),
    ).toBe("5s");
    await onOperation(page, "AdminBoards", async (route) => {
      await sleep(1000);
      await route.continue();
    });
    await watchProgressBar(page);
    const clicked = await clickAdminTab(page, "/desk/admin/boards");
    await heading(page, "Диссертационные советы");
    await expect.poll(async () => (await barLog(page)).at(-1)?.state, { timeout: 5000 }).toBe("hidden");

    const log = await barLog(page);
    const at = (state: string) => log.find((entry) => entry.state === state)?.at ?? Number.NaN;
    const running = at("running") - clicked;
    const done = at("done") - clicked;
    const hidden = at("hidden") - at("done");
    expect(log.map((entry) => entry.state)).toEqual(["running", "done", "hidden"]);
    // Shown after the throttle, while the response is still delayed; hidden 500 ms after the end
    // (tolerances for a slow, busy machine).
    expect(running).toBeGreaterThanOrEqual(150);
    expect(running).toBeLessThan(done);
    expect(done).toBeGreaterThanOrEqual(950);
    expect(hidden).toBeGreaterThanOrEqual(400);
    expect(hidden).toBeLessThanOrEqual(1200);
    // Focus stays where it was put: the bar is decorative.
    expect(await page.evaluate(() => document.activeElement?.closest(".progress"))).toBeNull();
    await context.close();
  });

  it("does not show for a load shorter than the throttle", async () => {
    const context = await newContext(app, ADMIN);
    const page = await context.newPage();
    // A page without data whose code the link has already prefetched: the change takes a few ms.
    const chunk = builtFile("src/routes/desk/admin/boards/new.tsx");
    const prefetched = page.waitForResponse((response) => response.url().endsWith(chunk));
    await page.goto(`${app.url}/desk/admin/boards`);
    await heading(page, "Диссертационные советы");
    await prefetched;
    await watchProgressBar(page);
    await page.getByRole("link", { name: "Создать совет" }).click();
    await heading(page, "Новый диссертационный совет");
    await sleep(800);
    expect((await barLog(page)).map((entry) => entry.state)).not.toContain("running");
    await context.close();
  });

  it("turns red when a request fails", async () => {
    const context = await newContext(app, ADMIN);
    const page = await context.newPage();
    await page.goto(`${app.url}/desk/admin`);
    await heading(page, "Кабинет администратора");
    await onOperation(page, "AdminDefenses", async (route) => {
      await sleep(400);
      await route.fulfill({ status: 500, contentType: "text/plain", body: "Internal failure" });
    });
    await watchProgressBar(page);
    await clickAdminTab(page, "/desk/admin/defenses");
    await heading(page, "Не удалось открыть страницу");
    await expect.poll(async () => (await barLog(page)).at(-1)?.state, { timeout: 5000 }).toBe("hidden");
    const log = await barLog(page);
    const failed = log.find((entry) => entry.state === "failed");
    expect(failed?.color).toBe("rgb(161, 38, 26)");
    const running = log.find((entry) => entry.state === "running");
    expect(running?.color).not.toBe("rgb(161, 38, 26)");
    await context.close();
  });
});

describe("loading states (spec §9: shown at least 200 ms)", () => {
  /** Logs when the ballot's loading state appears and disappears, from the first script on. */
  async function watchLoading(context: BrowserContext) {
    await context.addInitScript(() => {
      const log: [boolean, number][] = [];
      (window as unknown as { loadingLog: typeof log }).loadingLog = log;
      new MutationObserver(() => {
        const on = document.querySelector("[data-loading]") !== null;
        if (log.at(-1)?.[0] !== on) log.push([on, performance.now()]);
      }).observe(document, { childList: true, subtree: true });
    });
  }
  /** The loading state's changes from its first appearance on (the page starts without it). */
  const loadingLog = async (page: Page) => {
    const log = await page.evaluate(
      () => (window as unknown as { loadingLog: [boolean, number][] }).loadingLog,
    );
    return log.slice(log.findIndex(([on]) => on));
  };

  it("a quick fetch keeps its loading state for 200 ms; a slow one as long as it takes", async () => {
    const context = await newContext(app);
    await watchLoading(context);
    const page = await context.newPage();
    // Opened from the member's link form, the ballot is asked for only once the page is shown.
    await page.goto(`${app.url}/polls`);
    await page.getByLabel("Ссылка или код из письма").fill(tokens[2] ?? "");
    await page.getByRole("button", { name: "Открыть бюллетень" }).click();
    await page.getByText("Кузнецова Анна Сергеевна").first().waitFor();
    const quick = await loadingLog(page);
    expect(quick.map(([on]) => on)).toEqual([true, false]);
    expect((quick[1]?.[1] ?? 0) - (quick[0]?.[1] ?? 0)).toBeGreaterThanOrEqual(190);

    let asked = 0;
    await onOperation(page, "query Poll", async (route) => {
      asked += 1;
      await sleep(700);
      await route.continue();
    });
    await page.goto(`${app.url}/polls`);
    await page.getByLabel("Ссылка или код из письма").fill(tokens[2] ?? "");
    await page.getByRole("button", { name: "Открыть бюллетень" }).click();
    await page.getByText("Кузнецова Анна Сергеевна").first().waitFor();
    const slow = await loadingLog(page);
    // The ballot is asked for when the form opens it: the loading state lasts until the
    // answer, 700 ms after it was shown at the earliest.
    const [shown, hidden] = [slow[0]?.[1] ?? 0, slow[1]?.[1] ?? 0];
    expect(slow.map(([on]) => on)).toEqual([true, false]);
    expect(hidden - shown).toBeGreaterThanOrEqual(690);
    expect(asked).toBe(1);

    // Opened by its address, the ballot comes rendered by the server with its answer: no
    // loading state, and the page asks for it no second time (issue 39).
    await page.reload();
    await page.getByText("Кузнецова Анна Сергеевна").first().waitFor();
    expect((await loadingLog(page)).some(([on]) => on)).toBe(false);
    expect(asked).toBe(1);
    await context.close();
  });

  it("a ballot whose answer came in before its code is shown at once, with no loading state", async () => {
    const context = await newContext(app);
    await watchLoading(context);
    const page = await context.newPage();
    // The ballot's code comes 500 ms late; the page asked for the ballot as it started.
    const shell = builtFile("src/poll/PollApp.tsx");
    await page.route(`**/${shell}`, async (route) => {
      await sleep(500);
      await route.continue();
    });
    await page.goto(`${app.url}/polls/${tokens[2]}`);
    await page.getByText("Кузнецова Анна Сергеевна").first().waitFor();
    const log = await page.evaluate(
      () => (window as unknown as { loadingLog: [boolean, number][] }).loadingLog,
    );
    expect(log.filter(([on]) => on)).toEqual([]);
    await context.close();
  });
});

describe("online/offline (spec §4)", () => {
  it("shows «Нет соединения с сетью» while the browser is offline", async () => {
    const context = await newContext(app, SECRETAR);
    const page = await context.newPage();
    await page.goto(`${app.url}/desk/secretar`);
    await heading(page, "Кабинет ученого секретаря");
    expect(await page.getByText("Нет соединения с сетью").count()).toBe(0);
    await context.setOffline(true);
    await page.getByRole("status").filter({ hasText: "Нет соединения с сетью" }).waitFor();
    await context.setOffline(false);
    await page.getByText("Нет соединения с сетью").waitFor({ state: "detached" });
    await context.close();
  });

  it("a vote sent offline is not lost silently: the member is told to send it again", async () => {
    const context = await newContext(app, undefined, {
      viewport: { width: 360, height: 640 },
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`${app.url}/polls/${tokens[0]}`);
    await page.getByRole("radio", { name: "За" }).check();
    await page.getByRole("button", { name: "Далее" }).click();
    await page.getByText("Вы выбрали: «За»").waitFor();
    await context.setOffline(true);
    await page.getByText("Нет соединения с сетью.").waitFor();
    await page.getByRole("button", { name: "Отправить" }).click();
    const alert = page.getByRole("alert");
    await alert.getByText("голос не отправлен").waitFor();
    expect(await alert.textContent()).toContain("нажмите «Отправить» еще раз");
    // The choice (and its encrypted ballot) is kept for the retry.
    await page.getByText("Вы выбрали: «За»").waitFor();

    // Back online, but the request is cut on its way: the same advice, nothing silently lost.
    await context.setOffline(false);
    let cut = 0;
    await onOperation(page, "SubmitBallot", (route) => {
      cut++;
      return route.abort("internetdisconnected");
    });
    await page.getByRole("button", { name: "Отправить" }).click();
    await expect.poll(() => cut, { timeout: 10_000 }).toBe(1);
    await alert.getByText("голос не отправлен").waitFor();
    await page.unroute("**/graphql");

    await page.getByRole("button", { name: "Отправить" }).click();
    await page.getByText(/^Голос принят: ваш бюллетень зашифрован и подан под № \d+\.$/).waitFor();
    await context.close();
  });
});

describe("code chunks (spec §8, §9)", () => {
  /** The admin home's tile to the change log (a page whose code is a chunk of its own). */
  const auditLink = (page: Page) => page.getByRole("main").getByRole("link", { name: /Журнал изменений/ });

  it("a chunk that fails to load reloads the page once; failing again within 60 s shows the error page", async () => {
    const context = await newContext(app, ADMIN);
    const page = await context.newPage();
    // The admin area is in the router app; its change log, linked from it, is a chunk of its own.
    const chunk = builtFile("src/routes/desk/admin/audit.tsx");
    let chunkRequests = 0;
    await page.route(`**/${chunk}`, (route) => {
      chunkRequests++;
      return route.abort("failed");
    });
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
    });
    await page.goto(`${app.url}/desk/admin`);
    await auditLink(page).click();
    // The first failure reloads into the page being opened; the second shows the error page.
    await heading(page, "Не удалось открыть страницу");
    await page.getByText("Не удалось загрузить часть приложения").waitFor();
    expect(new URL(page.url()).pathname).toBe("/desk/admin/audit");
    await sleep(1000);
    expect(documents).toEqual(["/desk/admin", "/desk/admin/audit"]);
    expect(chunkRequests).toBeGreaterThanOrEqual(2);
    const stamp = Number(await page.evaluate(() => sessionStorage.getItem("dissovet:chunk-reload-at")));
    expect(Date.now() - stamp).toBeLessThan(60_000);

    // Once the chunk can be loaded again, the app works.
    await page.unroute(`**/${chunk}`);
    await page.reload();
    await heading(page, "Журнал изменений");
    await context.close();
  });

  it("links prefetch their route's code when visible or hovered", async () => {
    const context = await newContext(app, ADMIN);
    const page = await context.newPage();
    const audit = builtFile("src/routes/desk/admin/audit.tsx");
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${app.url}/desk/admin`);
    await auditLink(page).waitFor();
    await expect.poll(() => requested.includes(`/${audit}`), { timeout: 10_000 }).toBe(true);
    await context.close();
  });

  for (const [label, connection] of [
    ["data saver", { saveData: true, effectiveType: "4g" }],
    ["a 2g connection", { saveData: false, effectiveType: "2g" }],
  ] as const) {
    it(`no prefetch with ${label}`, async () => {
      const context = await newContext(app, ADMIN);
      await context.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => value });
      }, connection);
      const page = await context.newPage();
      const audit = builtFile("src/routes/desk/admin/audit.tsx");
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(`${app.url}/desk/admin`);
      const link = auditLink(page);
      await link.hover();
      await link.focus();
      await sleep(800);
      expect(requested).not.toContain(`/${audit}`);
      // Following the link still loads its code.
      await link.click();
      await heading(page, "Журнал изменений");
      expect(requested).toContain(`/${audit}`);
      await context.close();
    });
  }
});

describe("the sign-in page's own shell", () => {
  it("loads without the router app, signs in into the desk, and sends a signed-in user home", async () => {
    const context = await newContext(app);
    const page = await context.newPage();
    const routerApp = builtFile("src/App.tsx");
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${app.url}/login`);
    await heading(page, "Вход для сотрудников");
    expect(requested).not.toContain(`/${routerApp}`);

    // A wrong password: the server's Russian message, and the page stays.
    await page.getByLabel("Электронная почта").fill(SECRETAR);
    await page.getByLabel("Пароль").fill("не тот пароль");
    await page.getByRole("button", { name: "Войти" }).click();
    await page
      .getByRole("alert")
      .getByText(/неверн/i)
      .waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");

    await page.getByLabel("Пароль").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Войти" }).click();
    // /desk sends a user with one desk into it, on the server (302).
    await page.waitForURL(`${app.url}/desk/secretar`);
    await page.getByText(SECRETAR).first().waitFor();
    expect(requested).toContain(`/${routerApp}`);

    // Signed in, /login opened by address leads home (spec §6), never showing the form.
    await page.goto(`${app.url}/login`);
    await page.waitForURL(`${app.url}/`);
    await heading(page, "Как проходит тайное голосование");
    await context.close();
  });
});

describe("formats (spec §9)", () => {
  it("dates as DD.MM.YYYY, relative times in Russian, long texts shortened to 300 characters with «…»", async () => {
    const defense = await buildDefense(app.server.db, app.boardId);
    const words = "Математическое моделирование процессов тепломассопереноса в пористых средах ";
    const title = words.repeat(6).trim();
    expect(title.length).toBeGreaterThan(300);
    await app.server.db
      .updateTable("defenses")
      .set({ thesis_title: title, defense_at: new Date(Date.now() + 3 * 86_400_000 + 3_600_000) })
      .where("id", "=", defense.id)
      .execute();
    const context = await newContext(app, SECRETAR);
    const page = await context.newPage();
    await page.goto(`${app.url}/desk/secretar`);
    await heading(page, "Кабинет ученого секретаря");
    const card = page.locator(".card").filter({ hasText: defense.candidate });
    const shortened = `${title.slice(0, 300).trimEnd()}…`;
    await card.getByText(shortened, { exact: true }).waitFor();
    const text = (await card.textContent()) ?? "";
    expect(text).toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} \(через 3 дня\)/);

    // The ballot shows the sitting's date as DD.MM.YYYY HH:mm too.
    await page.goto(`${app.url}/polls/${tokens[1]}`);
    const when = page.locator(".ballot__context");
    expect(await when.textContent()).toMatch(/· заседание \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    await context.close();
  });
});

describe("the audit log in Russian", () => {
  it("names actions and objects in Russian, no action code on screen; the action filter is a list", async () => {
    const context = await newContext(app, ADMIN);
    const page = await context.newPage();
    await page.goto(`${app.url}/desk/admin/audit`);
    await heading(page, "Журнал изменений");
    const table = page.locator("table");
    await table.getByText("Голосование открыто", { exact: true }).first().waitFor();
    await table
      .getByText(/^Защита: Кузнецова А\. С\., \d{2}\.\d{2}\.\d{4}$/)
      .first()
      .waitFor();
    const visible = await page.locator("main").innerText();
    expect(visible).not.toMatch(/\b(poll|board|member|defense|user|api_token)\.[a-z_]/);
    await page.getByLabel("Действие").selectOption({ label: "Явочный лист сохранен" });
    await page.getByRole("button", { name: "Показать" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("action")).toBe("poll.roll");
    await expect
      .poll(async () => [...new Set(await table.locator("tbody tr td:nth-child(3)").allInnerTexts())])
      .toEqual(["Явочный лист сохранен"]);
    await context.close();
  });
});

describe("the ballot on a phone", () => {
  it("at 360×640 the question and both answers are on the first screen, the council named once", async () => {
    const context = await newContext(app, undefined, {
      viewport: { width: 360, height: 640 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${app.url}/polls/${tokens[3]}`);
    const question = page.locator(".question legend");
    await question.waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const target of [
      question,
      page.getByText("За", { exact: true }),
      page.getByText("Против", { exact: true }),
    ]) {
      const box = await target.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= 640, (await target.textContent()) ?? "").toBe(true);
    }
    for (const choice of await page.locator(".choice").all()) {
      const box = await choice.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(48);
    }
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text.split("24.2.327.01").length - 1).toBe(1);
    expect(await page.getByRole("link", { name: "Вход" }).count()).toBe(0);
    await context.close();
  });
});

describe("members CSV import (REST upload, files over GraphQL's 100 kB)", () => {
  it("checks and imports a file through /api/v1/boards/{id}/members/preview and /import", async () => {
    const board = await app.server.db
      .selectFrom("boards")
      .select("specialties")
      .where("id", "=", app.boardId)
      .executeTakeFirstOrThrow();
    const specialties = (
      typeof board.specialties === "string" ? JSON.parse(board.specialties) : board.specialties
    ) as {
      code: string;
    }[];
    const code = specialties[0]?.code ?? "";
    const header = "ФИО;email;степень;ученая степень;звание;специальность;должность";
    // Names are letters only: the row number spelled with letters.
    const letters = (i: number) => [...String(i)].map((d) => "абвгдежзик"[Number(d)]).join("");
    const row = (i: number, note = "") =>
      `Импортов Иван ${note}Иванович-${letters(i)};import${i}@example.ru;доктор;доктор технических наук;профессор;${code};член совета`;

    const context = await newContext(app, SECRETAR);
    const page = await context.newPage();
    await page.goto(`${app.url}/desk/secretar/boards/${app.boardId}`);
    await heading(page, /^Диссертационный совет /);
    const input = page.getByLabel("Файл CSV");

    // Over 100 kB: GraphQL would refuse the body, the REST route checks it.
    const padding = "Очень длинное отчество ".repeat(12);
    const big = [header, ...Array.from({ length: 400 }, (_, i) => row(i, padding))].join("\r\n");
    expect(Buffer.byteLength(big)).toBeGreaterThan(150_000);
    const preview = page.waitForResponse((r) =>
      r.url().endsWith(`/api/v1/boards/${app.boardId}/members/preview`),
    );
    await input.setInputFiles({ name: "big.csv", mimeType: "text/csv", buffer: Buffer.from(big) });
    expect((await preview).status()).toBe(200);
    await page.getByText("строк: 400").waitFor();

    const small = [header, row(1), row(2)].join("\r\n");
    await input.setInputFiles({ name: "small.csv", mimeType: "text/csv", buffer: Buffer.from(small) });
    await page.getByText("Ошибок: 0").waitFor();
    const imported = page.waitForResponse((r) =>
      r.url().endsWith(`/api/v1/boards/${app.boardId}/members/import`),
    );
    await page.getByRole("button", { name: "Загрузить 2 члена совета" }).click();
    expect((await imported).status()).toBe(200);
    await page.getByText("Загружено членов совета: 2.").waitFor();
    await page.getByText("Импортов Иван Иванович-б").first().waitFor();
    await context.close();
  });
});
