import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type App, heading, newContext, SECRETAR, startApp } from "./harness.ts";

// The desk's members table at the widths staff use: nothing cut off, nothing to scroll sideways.
let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

describe.each([1280, 768, 360])("the members table at %i px", (width) => {
  it.each([
    [ADMIN, () => `/desk/admin/boards/${app.boardId}`],
    [SECRETAR, () => `/desk/secretar/boards/${app.boardId}`],
  ])("as %s: no horizontal overflow, every row's actions inside the window", async (email, path) => {
    const context = await newContext(app, email, { viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${app.url}${path()}`);
    await heading(page, /^Диссертационный совет /);
    const table = page.locator(".table--members").first();
    await table.waitFor();
    const overflow = await page.evaluate(() => {
      const wrap = document.querySelector(".table--members")?.closest(".table-wrap");
      return {
        page: document.documentElement.scrollWidth - window.innerWidth,
        table: wrap ? wrap.scrollWidth - wrap.clientWidth : 0,
      };
    });
    expect(overflow).toEqual({ page: 0, table: 0 });
    const buttons = table.getByRole("button", { name: /Изменить|Вывести из состава/ });
    expect(await buttons.count()).toBeGreaterThan(0);
    for (const box of await buttons.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right))) {
      expect(box).toBeLessThanOrEqual(width);
    }
    await context.close();
  });
});
