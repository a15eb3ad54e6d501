import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { asciiOnly, bundleServer, startCommand } from "./build.ts";

it("the benchmark and the tests start the server with npm start's own environment and flags", () => {
  const script = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).scripts.start;
  const { env, nodeArgs } = startCommand();
  // Every VAR=value of the script, whole (a value may itself hold "=" and ":").
  const assignments = [...script.matchAll(/\b([A-Z_]+)=(\S+)/g)].map(([, key, value]) => [key, value]);
  expect(assignments.length).toBeGreaterThan(0);
  expect(Object.entries(env)).toEqual(assignments);
  expect(`node ${nodeArgs.join(" ")} dist/server/main.mjs`).toBe(script.slice(script.indexOf("node ")));
});

it("writes the bundle's Cyrillic patterns and strings in ASCII with the same meaning", () => {
  const source = 'return [/^[А-ЯЁ][а-яё]*(-[А-ЯЁ][а-яё]*)?$/u, /(вич|ич|\\sоглы)$/i, "Ёлкина’s 😀"];';
  const ascii = asciiOnly(source);
  expect(ascii).toMatch(/^[\x20-\x7e]*$/);
  const [name, patronymic, text] = new Function(ascii)() as [RegExp, RegExp, string];
  expect(name.test("Салтыков-Щедрин")).toBe(true);
  expect(name.test("Smith")).toBe(false);
  expect(patronymic.test("Петр Ильич")).toBe(true);
  expect(text).toBe("Ёлкина’s 😀");
  expect(() => asciiOnly("/\\ё/")).toThrow(/backslash/);
});

it("the bundle hashes GraphQL operations with Node's crypto, not a JavaScript SHA-256", async () => {
  // Apollo's createHash picks `crypto` only where CommonJS's module.require exists; bundled,
  // it fell back to sha.js for every operation's text (build.ts, EXTERNAL).
  const scripts = (await bundleServer()).filter((f) => f.path.endsWith(".mjs"));
  const start = scripts.find((f) => /\/start-[^/]+\.mjs$/.test(f.path));
  expect(start?.text).toMatch(/from\s*"@apollo\/utils\.createhash"/);
  for (const file of scripts) expect(file.text).not.toContain("node_modules/sha.js");
}, 60_000);
