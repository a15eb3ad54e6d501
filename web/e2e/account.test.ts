import { afterAll, beforeAll, expect, it } from "vitest";
import { linkTokenFromMail } from "../../server/test/smtp.ts";
import { type App, newContext, startApp } from "./harness.ts";

// Registration and a forgotten password through the letters they send, in the browser.
let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

async function letterTo(email: string, since: number) {
  const mail = (await app.server.smtp.waitForMailTo([email], since)).get(email);
  if (!mail) throw new Error(`no letter to ${email}`);
  return mail;
}

it("registers by the mailed link; a taken address gets the same answer on screen", async () => {
  const context = await newContext(app);
  const page = await context.newPage();
  const register = async (email: string) => {
    await page.goto(`${app.url}/register`);
    await page.getByLabel("Электронная почта").fill(email);
    await page.getByLabel("ФИО").fill("Новикова Вера Павловна");
    await page.getByLabel("Пароль").fill("длинный пароль 2026");
    await page.getByRole("button", { name: "Зарегистрироваться" }).click();
    const receipt = page.locator(".alert--success");
    await receipt.waitFor();
    return (await receipt.textContent()) ?? "";
  };
  const since = app.server.smtp.mails.length;
  const fresh = await register("vera.novikova@university.test");
  expect(fresh).toMatch(/^Проверьте почту/);
  expect(await register("secretar@demo.local")).toBe(fresh);
  expect((await letterTo("secretar@demo.local", since)).subject).toBe("Диссовет: вы уже зарегистрированы");

  const token = linkTokenFromMail(await letterTo("vera.novikova@university.test", since));
  await page.goto(`${app.url}/register/confirm#${token}`);
  await page.getByRole("button", { name: "Подтвердить регистрацию" }).click();
  await page.getByText("Регистрация завершена").waitFor();
  await page.getByRole("link", { name: "Войти" }).click();
  await page.getByLabel("Электронная почта").fill("vera.novikova@university.test");
  await page.getByLabel("Пароль").fill("длинный пароль 2026");
  await page.getByRole("button", { name: "Войти" }).click();
  await page.getByRole("link", { name: "Кабинет: vera.novikova@university.test" }).waitFor();
  await context.close();
});

it("sets a new password by the link from «Забыли пароль?»; the link works once", async () => {
  const context = await newContext(app);
  const page = await context.newPage();
  await page.goto(`${app.url}/login`);
  await page.getByRole("link", { name: "Забыли пароль?" }).click();
  // A plain page load from the sign-in shell: the server's page, then the app takes it over.
  await page.waitForURL(`${app.url}/password/forgot`);
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  const since = app.server.smtp.mails.length;
  await page.getByLabel("Электронная почта").fill("admin@demo.local");
  await page.getByRole("button", { name: "Отправить ссылку" }).click();
  await page.getByText(/Если этот адрес зарегистрирован/).waitFor();
  const mail = await letterTo("admin@demo.local", since);
  expect(mail.text).toContain("Здравствуйте, Администратор Диссовета!");

  const link = `${app.url}/password/reset#${linkTokenFromMail(mail)}`;
  await page.goto(link);
  await page.getByLabel("Новый пароль").fill("новый пароль администратора");
  await page.getByRole("button", { name: "Сохранить пароль" }).click();
  await page.getByText(/Пароль изменен/).waitFor();

  // The same link opened again (a fresh load: only the # part differs from nothing).
  await page.goto("about:blank");
  await page.goto(link);
  await page.getByLabel("Новый пароль").fill("еще один пароль администратора");
  await page.getByRole("button", { name: "Сохранить пароль" }).click();
  await page.getByText(/Ссылка недействительна/).waitFor();

  await page.goto(`${app.url}/login`);
  await page.getByLabel("Электронная почта").fill("admin@demo.local");
  await page.getByLabel("Пароль").fill("новый пароль администратора");
  await page.getByRole("button", { name: "Войти" }).click();
  await page.getByRole("link", { name: "Кабинет: admin@demo.local" }).waitFor();
  await context.close();
});

it("what is typed into the server's page before the app has taken it over stays, and is what is sent", async () => {
  const context = await newContext(app);
  const page = await context.newPage();
  // The app's code held back until the fields are filled, as a slow phone's network would.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${app.url}/register`, { waitUntil: "commit" });
  await page.getByLabel("Электронная почта").fill("early.typist@university.test");
  await page.getByLabel("ФИО").fill("Ранняя Анна Петровна");
  await page.getByLabel("Пароль").fill("набрано до загрузки 2026");
  expect(await page.locator("html[data-ready]").count()).toBe(0);
  const since = app.server.smtp.mails.length;
  release();
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Зарегистрироваться" }).click();
  await page
    .locator(".alert--success")
    .getByText(/^Проверьте почту/)
    .waitFor();
  expect(await page.getByLabel("ФИО").count()).toBe(0);
  expect((await letterTo("early.typist@university.test", since)).text).toContain("Уважаемая Анна Петровна!");
  await context.close();
});
