import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN,
  type App,
  heading,
  inviteMembers,
  newContext,
  SECRETAR,
  screenshot,
  startApp,
} from "./harness.ts";

let app: App;
let token: string;
let ownToken: string;

beforeAll(async () => {
  app = await startApp();
  // The routes' table opens the first member's ballot in several browsers; the link form's test
  // has a member of its own (a voting key lives on the device that first opened the link).
  [token, ownToken] = (await inviteMembers(app, 2)) as [string, string];
});
afterAll(async () => {
  await app?.close();
});

type Role = "guest" | "user" | "SECRETAR" | "ADMIN";
/** Who may open a page: anyone, guests only (the login page), any signed-in user, or a role. */
type Access = "anyone" | "guest" | "user" | "SECRETAR" | "ADMIN";

interface PageCase {
  path: string;
  h1: string | RegExp;
  access: Access;
  /** Screenshot name, for the main pages. */
  shot?: string;
}

/** Every route of spec §2 with its page's heading and who may open it. */
function pages(): PageCase[] {
  const [defenseId] = app.defenseIds;
  return [
    { path: "/", h1: "Как проходит тайное голосование", access: "anyone", shot: "home" },
    { path: "/login", h1: "Вход для сотрудников", access: "guest", shot: "login" },
    { path: "/notAuthenticated", h1: "Требуется вход", access: "anyone" },
    { path: "/notAuthorized", h1: "Недостаточно прав", access: "anyone" },
    { path: "/desk", h1: "Личный кабинет", access: "user", shot: "desk" },
    { path: "/desk/admin", h1: "Кабинет администратора", access: "ADMIN", shot: "admin-home" },
    { path: "/desk/admin/boards", h1: "Диссертационные советы", access: "ADMIN", shot: "admin-boards" },
    { path: "/desk/admin/defenses", h1: "Защиты", access: "ADMIN", shot: "admin-defenses" },
    { path: "/desk/admin/secretaries", h1: "Ученые секретари", access: "ADMIN", shot: "admin-secretaries" },
    { path: "/desk/secretar", h1: "Кабинет ученого секретаря", access: "SECRETAR", shot: "secretar-home" },
    { path: "/desk/secretar/boards", h1: "Мои советы", access: "SECRETAR", shot: "secretar-boards" },
    { path: "/desk/secretar/defenses", h1: "Защиты", access: "SECRETAR", shot: "secretar-defenses" },
    {
      path: `/desk/secretar/boards/${app.boardId}`,
      h1: /^Диссертационный совет /,
      access: "SECRETAR",
      shot: "secretar-board",
    },
    {
      path: `/desk/secretar/defenses/${defenseId}`,
      h1: "Защита диссертации: Кузнецова Анна Сергеевна",
      access: "SECRETAR",
      shot: "secretar-defense",
    },
    { path: "/polls", h1: "Бюллетень тайного голосования", access: "anyone", shot: "polls" },
    { path: `/polls/${token}`, h1: "Бюллетень тайного голосования", access: "anyone", shot: "poll" },
    {
      path: `/commission/${app.commission[0]?.token}`,
      h1: "Счетная комиссия",
      access: "anyone",
      shot: "commission",
    },
  ];
}

/** Where `role` lands on a page of `access`: the page itself, or the guard's redirect (spec §6). */
function expected(role: Role, page: PageCase): { path: string; h1: string | RegExp } {
  const signedIn = role !== "guest";
  // An admin or a secretary with one desk lands in it.
  if (page.path === "/desk" && role === "SECRETAR")
    return { path: "/desk/secretar", h1: "Кабинет ученого секретаря" };
  if (page.path === "/desk" && role === "ADMIN") return { path: "/desk/admin", h1: "Кабинет администратора" };
  switch (page.access) {
    case "anyone":
      return page;
    case "guest":
      return signedIn ? { path: "/", h1: "Как проходит тайное голосование" } : page;
    case "user":
      return signedIn ? page : { path: "/notAuthenticated", h1: "Требуется вход" };
    default:
      if (!signedIn) return { path: "/notAuthenticated", h1: "Требуется вход" };
      return role === page.access ? page : { path: "/notAuthorized", h1: "Недостаточно прав" };
  }
}

const emails: Record<Role, () => string | undefined> = {
  guest: () => undefined,
  user: () => app.plain.email,
  SECRETAR: () => SECRETAR,
  ADMIN: () => ADMIN,
};

describe.each<Role>(["guest", "user", "SECRETAR", "ADMIN"])("every route of spec §2 as %s", (role) => {
  it("opens the page or redirects as the guards say", async () => {
    const context = await newContext(app, emails[role]());
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    for (const item of pages()) {
      const response = await page.goto(`${app.url}${item.path}`);
      expect(response?.status(), item.path).toBe(200);
      const want = expected(role, item);
      await heading(page, want.h1);
      expect(new URL(page.url()).pathname, `${role} ${item.path}`).toBe(want.path);
      if (item.shot && want.path === item.path && (role !== "ADMIN" || item.access === "ADMIN")) {
        await screenshot(
          page,
          `${item.shot}${role === "guest" || item.access !== "anyone" ? "" : `-${role}`}`,
        );
      }
    }
    await context.close();
  });
});

/** The navbar's and footer's texts, as a guest or signed-in user sees them. */
async function frame(page: Page) {
  const nav = page.getByRole("navigation", { name: "Основное меню" });
  return {
    brand: nav.getByRole("link", { name: "Диссертационный совет" }),
    nav,
    footer: (await page.locator("footer").textContent())?.trim(),
  };
}

describe("shell", () => {
  it("navbar, hero and footer: texts, the university from runtime configuration, logout to /", async () => {
    const context = await newContext(app);
    const page = await context.newPage();
    await page.goto(app.url);
    await heading(page, "Как проходит тайное голосование");

    const config = JSON.parse(
      (await page.locator('meta[name="dissovet-config"]').getAttribute("content")) ?? "{}",
    );
    expect(config.apiBaseUrl).toBe("/");
    expect(config.universityName).toBeTruthy();
    const guest = await frame(page);
    expect(guest.footer).toBe(`© 2023–2025 ${config.universityName}`);
    expect(await guest.brand.getAttribute("href")).toBe("/");
    expect(await guest.nav.getByRole("link", { name: "Вход" }).getAttribute("href")).toBe("/login");
    expect(await guest.nav.getByRole("button", { name: "Выход" }).count()).toBe(0);
    // Default layout: the hero with its title and the secretary's subtitle.
    const hero = page.locator(".hero");
    expect(await hero.locator(".hero__title").textContent()).toBe(
      "Тайное голосование по защитам диссертаций",
    );
    expect(await hero.locator(".hero__subtitle").textContent()).toMatch(/^Кабинет ученого секретаря/);

    // Login layout: navbar and footer only.
    await guest.nav.getByRole("link", { name: "Вход" }).click();
    await heading(page, "Вход для сотрудников");
    expect(await page.locator(".hero").count()).toBe(0);
    expect((await frame(page)).footer).toBe(`© 2023–2025 ${config.universityName}`);

    // Sign in through the form: «Кабинет: {email}» and «Выход».
    await page.getByLabel("Электронная почта").fill(SECRETAR);
    await page.getByLabel("Пароль").fill("demo-password");
    await page.getByRole("button", { name: "Войти" }).click();
    // The demo secretary has one desk and lands in it.
    await heading(page, "Кабинет ученого секретаря");
    const signedIn = await frame(page);
    const desk = signedIn.nav.getByRole("link", { name: `Кабинет: ${SECRETAR}` });
    expect(await desk.getAttribute("href")).toBe("/desk");
    expect(await signedIn.nav.getByRole("link", { name: "Вход" }).count()).toBe(0);

    // Logout goes to / as a guest; the desk is closed again.
    await page.goto(`${app.url}/desk/secretar`);
    await heading(page, "Кабинет ученого секретаря");
    await signedIn.nav.getByRole("button", { name: "Выход" }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe("/");
    await signedIn.nav.getByRole("link", { name: "Вход" }).waitFor();
    await page.goto(`${app.url}/desk`);
    await heading(page, "Требуется вход");
    await context.close();
  });

  it("the member's pages: navbar and footer, no sign-in offer; links leave for the router app", async () => {
    const context = await newContext(app);
    const page = await context.newPage();
    await page.goto(`${app.url}/polls`);
    await heading(page, "Бюллетень тайного голосования");
    expect(await page.locator(".hero").count()).toBe(0);
    const { brand, nav, footer } = await frame(page);
    expect(footer).toMatch(/^© 2023–2025 \S/);
    // A member votes by the link alone: the ballot's header offers no «Вход».
    await page.waitForLoadState("networkidle");
    expect(await nav.getByRole("link", { name: "Вход" }).count()).toBe(0);
    await brand.click();
    await heading(page, "Как проходит тайное голосование");
    await context.close();
  });
});

describe("pages rendered on the server (issue 39)", () => {
  it("a desk page comes with its data: the browser takes it over without asking /graphql again", async () => {
    for (const [email, paths] of [
      [
        ADMIN,
        ["/desk/admin", "/desk/admin/boards", `/desk/admin/boards/${app.boardId}`, "/desk/admin/users"],
      ],
      [
        SECRETAR,
        ["/desk/secretar", "/desk/secretar/defenses", `/desk/secretar/defenses/${app.defenseIds[0]}`],
      ],
    ] as const) {
      const context = await newContext(app, email);
      const page = await context.newPage();
      let asked: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/graphql") asked.push(request.postData() ?? "");
      });
      for (const path of paths) {
        asked = [];
        const response = await page.goto(`${app.url}${path}`);
        expect(response?.status(), path).toBe(200);
        // The page is in the server's HTML, before any script has run.
        expect(await response?.text(), path).toContain('<main id="main"');
        await page.waitForTimeout(1000);
        expect([path, asked]).toEqual([path, []]);
      }
      await context.close();
    }
  });
});

describe("error pages (spec §8)", () => {
  it("a favicon and the web app manifest: no page logs a missing icon", async () => {
    const context = await newContext(app);
    const page = await context.newPage();
    const missing: string[] = [];
    page.on("response", (r) => {
      if (r.status() === 404) missing.push(r.url());
    });
    await page.goto(`${app.url}/`);
    await heading(page, "Как проходит тайное голосование");
    const icon = await page.request.get(`${app.url}/favicon.ico`);
    expect(icon.status()).toBe(200);
    expect(icon.headers()["content-type"]).toMatch(/icon/);
    const manifest = await page.request.get(`${app.url}/manifest.webmanifest`);
    expect(manifest.status()).toBe(200);
    expect(JSON.parse(await manifest.text())).toMatchObject({ lang: "ru", short_name: "Диссовет" });
    expect(missing).toEqual([]);
    await context.close();
  });

  it("an unknown page: 404 with «This page could not be found» and a link home", async () => {
    const context = await newContext(app);
    const page = await context.newPage();
    const response = await page.goto(`${app.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    await heading(page, "This page could not be found");
    await screenshot(page, "not-found");
    await page.getByRole("main").getByRole("link", { name: "На главную" }).click();
    await heading(page, "Как проходит тайное голосование");
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });

  it("a failed page validation: a non-numeric id, a missing record, a malformed poll link are 404", async () => {
    const context = await newContext(app, SECRETAR);
    const page = await context.newPage();
    expect((await page.goto(`${app.url}/desk/secretar/defenses/abc`))?.status()).toBe(404);
    await heading(page, "This page could not be found");
    expect((await page.goto(`${app.url}/desk/secretar/boards/0`))?.status()).toBe(404);
    await heading(page, "This page could not be found");
    await page.goto(`${app.url}/desk/secretar/defenses/999999`);
    await heading(page, "This page could not be found");
    expect((await page.goto(`${app.url}/polls/not%20a%20token`))?.status()).toBe(404);
    await heading(page, "This page could not be found");
    expect((await page.goto(`${app.url}/commission/short`))?.status()).toBe(404);
    await heading(page, "This page could not be found");
    await page.getByRole("link", { name: "На главную" }).waitFor();
    await context.close();
  });

  it("an error without a status is 500; an error while showing the error page has its own page", async () => {
    const failAdminBoards = async (page: Page) => {
      await page.route("**/graphql", (route) =>
        route.request().postData()?.includes("AdminBoards")
          ? route.fulfill({ status: 500, contentType: "text/plain", body: "Internal failure" })
          : route.continue(),
      );
    };
    const context = await newContext(app, ADMIN);
    const page = await context.newPage();
    await page.goto(`${app.url}/desk/admin`);
    await heading(page, "Кабинет администратора");
    await failAdminBoards(page);
    await page
      .getByRole("navigation", { name: "Кабинет администратора" })
      .getByRole("link", { name: "Советы" })
      .click();
    await heading(page, "Не удалось открыть страницу");
    expect(await page.locator(".error-page__code").textContent()).toBe("500");
    await page.getByRole("main").getByRole("link", { name: "На главную" }).waitFor();
    await screenshot(page, "server-error");
    await context.close();

    // The error page itself fails (here: the clock it prints the time with).
    const broken = await newContext(app, ADMIN);
    await broken.addInitScript(() => {
      Date.prototype.toLocaleTimeString = () => {
        throw new Error("Часы сломались");
      };
    });
    const again = await broken.newPage();
    await again.goto(`${app.url}/desk/admin`);
    await heading(again, "Кабинет администратора");
    await failAdminBoards(again);
    await again
      .getByRole("navigation", { name: "Кабинет администратора" })
      .getByRole("link", { name: "Советы" })
      .click();
    await heading(again, "An error occurred while showing the error page");
    expect(await again.locator("details pre").textContent()).toContain("Часы сломались");
    expect(await again.getByRole("link", { name: "Go back to home" }).getAttribute("href")).toBe("/");
    await screenshot(again, "error-page-failure");
    await broken.close();
  });

  it("/polls without an id: the member pastes the link or the code from the email", async () => {
    const context = await newContext(app);
    const page = await context.newPage();
    await page.goto(`${app.url}/polls`);
    await page.getByRole("button", { name: "Открыть бюллетень" }).click();
    await page.getByRole("alert").getByText("Вставьте ссылку или код из письма").waitFor();
    await page.getByLabel("Ссылка или код из письма").fill(`${app.url}/polls/${ownToken}`);
    await page.getByRole("button", { name: "Открыть бюллетень" }).click();
    await page.getByText("Кузнецова Анна Сергеевна").first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`/polls/${ownToken}`);
    // The browser's back button returns to the form.
    await page.goBack();
    await page.getByLabel("Ссылка или код из письма").waitFor();
    await page.getByLabel("Ссылка или код из письма").fill(ownToken);
    await page.getByLabel("Ссылка или код из письма").press("Enter");
    await page.getByText("Кузнецова Анна Сергеевна").first().waitFor();

    // The same from the home page, inside the router app.
    await page.goto(app.url);
    await page.getByRole("link", { name: "У меня есть ссылка на бюллетень" }).click();
    await page.getByLabel("Ссылка или код из письма").fill(ownToken);
    await page.getByRole("button", { name: "Открыть бюллетень" }).click();
    await page.getByText("Кузнецова Анна Сергеевна").first().waitFor();
    await page.getByRole("radio", { name: "За" }).waitFor();
    await context.close();
  });
});
