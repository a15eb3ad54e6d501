import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "vite";

// The browser test serves the built web app. CI builds it just before `npm test`; elsewhere
// build it now so the test never runs against a stale bundle.
export default async function setup(): Promise<void> {
  const dist = fileURLToPath(new URL("../dist/index.html", import.meta.url));
  if (process.env.CI && existsSync(dist)) return;
  // vitest sets NODE_ENV=test, which would make Vite bundle React's development build: build
  // what `npm run build` builds (and checks against the bundle budget).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      configFile: fileURLToPath(new URL("../vite.config.ts", import.meta.url)),
      mode: "production",
      logLevel: "warn",
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
