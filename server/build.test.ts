import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { startCommand } from "./build.ts";

it("the benchmark and the tests start the server with npm start's own environment and flags", () => {
  const script = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).scripts.start;
  const { env, nodeArgs } = startCommand();
  // Every VAR=value of the script, whole (a value may itself hold "=" and ":").
  const assignments = [...script.matchAll(/\b([A-Z_]+)=(\S+)/g)].map(([, key, value]) => [key, value]);
  expect(assignments.length).toBeGreaterThan(0);
  expect(Object.entries(env)).toEqual(assignments);
  expect(`node ${nodeArgs.join(" ")} dist/server/main.mjs`).toBe(script.slice(script.indexOf("node ")));
});
