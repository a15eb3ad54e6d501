import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN,
  type App,
  expectNoAxeViolations,
  heading,
  inviteMembers,
  newContext,
  SECRETAR,
  screenshot,
  startApp,
} from "./harness.ts";

let app: App;
let tokens: string[];

beforeAll(async () => {
  app = await startApp();
  tokens = await inviteMembers(app, 2);
});
afterAll(async () => {
  await app?.close();
});

/** Opens `path`, waits for its heading and whatever it loads, and runs axe. */
async function audit(page: Page, path: string, h1: string | RegExp): Promise<void> {
  await page.goto(`${app.url}${path}`);
  await heading(page, h1);
  await page.locator("[data-loading]").waitFor({ state: "detached" });
  await expectNoAxeViolations(page, path);
}

describe("axe-core finds no violations", () => {
  it("on the public and member pages (guest)", async () => {
    const context = await newContext(app);
    const page = await context.newPage();
    await audit(page, "/", "Как проходит тайное голосование");
    await audit(page, "/login", "Вход для сотрудников");
    await audit(page, "/register", "Регистрация");
    await audit(page, "/notAuthenticated", "Требуется вход");
    await audit(page, "/notAuthorized", "Недостаточно прав");
    await audit(page, "/polls", "Бюллетень тайного голосования");
    await audit(page, `/polls/${tokens[1]}`, "Бюллетень тайного голосования");
    await audit(page, `/polls/${"x".repeat(43)}`, "Бюллетень недоступен");
    // A commission link opened in a browser that does not hold the seat's key (the harness's
    // devices made it): the page says so and offers the recovery file.
    await audit(page, `/commission/${app.commission[1]?.token}`, "Счетная комиссия");
    await page.getByText("Ваше место в комиссии уже подключено").waitFor();
    await expectNoAxeViolations(page, "/commission/:token without the key");
    await audit(page, `/commission/${"x".repeat(43)}`, "Страница комиссии недоступна");
    await audit(page, "/no/such/page", "This page could not be found");
    // The forms with their errors shown.
    await page.goto(`${app.url}/login`);
    await page.getByRole("button", { name: "Войти" }).click();
    await page.getByRole("alert").waitFor();
    await expectNoAxeViolations(page, "/login with an error");
    await page.goto(`${app.url}/polls/${tokens[1]}`);
    await page.getByRole("button", { name: "Далее" }).click();
    await page.getByRole("alert").waitFor();
    await expectNoAxeViolations(page, "/polls/:token with an error");
    await context.setOffline(true);
    await page.getByText("Нет соединения с сетью.").waitFor();
    await expectNoAxeViolations(page, "offline notice");
    await context.setOffline(false);
    await context.close();
  });

  it("on the desk of a user without roles", async () => {
    const context = await newContext(app, app.plain.email);
    const page = await context.newPage();
    await audit(page, "/desk", "Личный кабинет");
    await context.close();
  });

  it("on the secretary's pages", async () => {
    const [defenseId] = app.defenseIds;
    const context = await newContext(app, SECRETAR);
    const page = await context.newPage();
    await audit(page, "/desk/secretar", "Кабинет ученого секретаря");
    await audit(page, "/desk/secretar/boards", "Мои советы");
    await audit(page, `/desk/secretar/boards/${app.boardId}`, /^Диссертационный совет /);
    await audit(page, "/desk/secretar/defenses", "Защиты");
    await audit(page, "/desk/secretar/defenses/new", "Назначить защиту");
    await audit(page, `/desk/secretar/defenses/${defenseId}`, "Защита диссертации: Кузнецова Анна Сергеевна");
    await audit(page, `/desk/secretar/defenses/${defenseId}/protocol`, /Протокол счетной комиссии|Кузнецова/);
    await context.close();
  });

  it("on the admin's pages, and the error pages", async () => {
    const [defenseId] = app.defenseIds;
    const context = await newContext(app, ADMIN);
    const page = await context.newPage();
    await audit(page, "/desk/admin", "Кабинет администратора");
    await audit(page, "/desk/admin/boards", "Диссертационные советы");
    await audit(page, "/desk/admin/boards/new", "Новый диссертационный совет");
    await audit(page, `/desk/admin/boards/${app.boardId}`, /Диссертационный совет/);
    await audit(page, "/desk/admin/defenses", "Защиты");
    await audit(page, "/desk/admin/defenses/new", "Назначить защиту");
    await audit(page, `/desk/admin/defenses/${defenseId}`, /Кузнецова Анна Сергеевна/);
    await audit(page, "/desk/admin/secretaries", "Ученые секретари");
    await audit(page, "/desk/admin/users", "Пользователи");
    await audit(page, "/desk/admin/users/new", "Новая учетная запись");
    await audit(page, "/desk/admin/audit", "Журнал изменений");
    const { id: secretaryId } = await app.server.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", SECRETAR)
      .executeTakeFirstOrThrow();
    await audit(page, `/desk/admin/secretaries/${secretaryId}`, /Ученый секретарь: Никитина/);
    await audit(page, `/desk/admin/users/${secretaryId}`, /Никитина|secretar@demo\.local/);

    // The page's query fails as the app moves to it (opened by address, the server renders it).
    await page.goto(`${app.url}/desk/admin`);
    await heading(page, "Кабинет администратора");
    await page.route("**/graphql", (route) =>
      route.request().postData()?.includes("AdminBoards")
        ? route.fulfill({ status: 500, contentType: "text/plain", body: "Internal failure" })
        : route.continue(),
    );
    await page
      .getByRole("navigation", { name: "Кабинет администратора" })
      .getByRole("link", { name: "Советы" })
      .click();
    await heading(page, "Не удалось открыть страницу");
    await expectNoAxeViolations(page, "500");
    await context.close();
  });
});

describe("the voting flow at 360×640, by keyboard alone", () => {
  /** Presses Tab until `selector` has the focus (at most `limit` times). */
  async function tabTo(page: Page, selector: string, limit = 25): Promise<void> {
    for (let i = 0; i < limit; i++) {
      if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
      await page.keyboard.press("Tab");
    }
    throw new Error(`Tab never reached ${selector}`);
  }

  it("pastes the link, reads the ballot, chooses and votes; the choice and the result are announced", async () => {
    const context = await newContext(app, undefined, {
      viewport: { width: 360, height: 640 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${app.url}/polls`);
    await heading(page, "Бюллетень тайного голосования");

    // The first Tab offers the skip link; it leads past the navbar.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Перейти к содержимому");
    await page.keyboard.press("Enter");
    await tabTo(page, "#poll-link");
    await page.keyboard.type(`${app.url}/polls/${tokens[0]}`);
    await page.keyboard.press("Enter");
    await page.getByText("Кузнецова Анна Сергеевна").first().waitFor();
    await expectNoAxeViolations(page, "ballot at 360×640");
    await screenshot(page, "poll-mobile");

    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Each question is a group named by its text; its choices are radios named «За» / «Против».
    const legend = (await page.locator("fieldset legend").first().textContent()) ?? "";
    expect(legend.length).toBeGreaterThan(10);
    const group = page.getByRole("group", { name: legend });
    expect(await group.getByRole("radio").count()).toBe(2);

    await tabTo(page, 'input[type="radio"]');
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowLeft");
    // What a screen reader is told: the question's group with «За» checked.
    const tree = await page.locator("form").ariaSnapshot();
    expect(tree).toContain(`group "${legend}"`);
    expect(tree).toMatch(/radio "За" \[checked\]/);
    expect(tree).not.toMatch(/radio "Против" \[checked\]/);

    await tabTo(page, 'button[type="submit"]');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Далее");
    await page.keyboard.press("Enter");
    // The review: the choice, the ballot's short tracker and the election's code, then «Отправить».
    await page.getByText("Вы выбрали: «За»").waitFor();
    await expectNoAxeViolations(page, "ballot review at 360×640");
    await tabTo(page, 'button[type="submit"]');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Отправить");
    await page.keyboard.press("Enter");
    const confirmation = page
      .getByRole("status")
      .filter({ hasText: "Голос принят: ваш бюллетень зашифрован" });
    await confirmation.waitFor();
    // The confirmation takes the focus (in the effect after it renders), so it is read out at once,
    // with the ballot tracker the member can later find in the record.
    const focused = () => document.activeElement?.textContent ?? "";
    await page
      .waitForFunction(
        () => document.activeElement?.textContent?.startsWith("Ваш бюллетень зашифрован"),
        null,
        {
          timeout: 2_000,
        },
      )
      .catch(() => {});
    expect(await page.evaluate(focused)).toMatch(
      /^Голос принят: ваш бюллетень зашифрован и подан под № \d+\.Код проверки бюллетеня: /,
    );
    await screenshot(page, "poll-mobile-voted");
    await expectNoAxeViolations(page, "ballot accepted at 360×640");
    await context.close();
  });
});
