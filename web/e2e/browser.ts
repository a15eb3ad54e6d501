import { type Browser, chromium, type Page } from "playwright-core";
import { afterEach, expect } from "vitest";
import { HYDRATION_PROBLEM } from "../src/lib/rendered-state.ts";

/** Debian's chromium; never a downloaded browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Launches headless chromium with the flags this machine's closed network needs, plus
 * `extraArgs` (e.g. `--lang=en-US` for a browser whose language is not Russian). Every page of
 * every context it opens is watched ({@link watchPage}).
 */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      "--no-first-run",
      ...extraArgs,
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on("page", watchPage);
    return context;
  };
  return browser;
}

/** Hydrations that went wrong in this test's pages (issue 39: none on any page the suite visits). */
const hydrationProblems: string[] = [];
/** What the page's Content-Security-Policy refused in this test's pages (an inline style or script it did not allow). */
const policyRefusals: string[] = [];

afterEach(() => {
  const found = hydrationProblems.splice(0);
  const refused = policyRefusals.splice(0);
  expect(found, "the browser's first render differed from the server's HTML").toEqual([]);
  expect(refused, "the page's Content-Security-Policy refused part of the page").toEqual([]);
});

/**
 * A page of a browser {@link launchChromium} launched: its hydration problems (main.tsx logs them)
 * go to {@link hydrationProblems} and what its CSP refused to {@link policyRefusals}, which fail
 * the test; and its `goto` and `reload` wait, after the load, until the app has taken over the
 * server's HTML (main.tsx marks `<html data-ready>`), as a person waits for a page to respond:
 * before that, a link of the server's HTML is a plain page load and a button does nothing. A page
 * that never becomes ready (a shell that failed, JavaScript off) is given 15 s, then the test goes
 * on and finds what that page shows.
 */
function watchPage(page: Page): void {
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (message.text().startsWith(HYDRATION_PROBLEM))
      hydrationProblems.push(`${page.url()}: ${message.text()}`);
    // Chromium's words for a refusal by the Content-Security-Policy.
    if (/violates the following Content Security Policy directive/.test(message.text()))
      policyRefusals.push(`${page.url()}: ${message.text()}`);
  });
  const ready = () =>
    page
      .locator("html[data-ready]")
      .waitFor({ state: "attached", timeout: 15_000 })
      .catch(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await ready();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await ready();
    return response;
  };
}
