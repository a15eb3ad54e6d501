import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "vite";

// The browser test serves the built web app. CI builds it just before `npm test`; elsewhere
// build it now so the test never runs against a stale bundle.
export default async function setup(): Promise<void> {
  const dist = fileURLToPath(new URL("../dist/index.html", import.meta.url));
  if (process.env.CI && existsSync(dist)) return;
  await build({ configFile: fileURLToPath(new URL("../vite.config.ts", import.meta.url)), logLevel: "warn" });
}
