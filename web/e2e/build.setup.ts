import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "vite";

// The browser test serves the built web app. CI builds it just before `npm test`; elsewhere
// build it now so the test never runs against a stale bundle.
export default async function setup(): Promise<void> {
  const built = ["../dist/index.html", "../dist/graphiql/index.html", "../dist-server/entry-server.js"].every(
    (file) => existsSync(fileURLToPath(new URL(file, import.meta.url))),
  );
  if (process.env.CI && built) return;
  // vitest sets NODE_ENV=test, which would make Vite bundle React's development build: build
  // what `npm run build` builds (and checks against the bundle budget).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    // The app first: its build empties web/dist, where GraphiQL's build then writes its folder;
    // then the server's render of the pages (web/dist-server).
    for (const [config, ssr] of [
      ["../vite.config.ts", false],
      ["../graphiql/vite.config.ts", false],
      ["../vite.config.ts", true],
    ] as const) {
      await build({
        configFile: fileURLToPath(new URL(config, import.meta.url)),
        mode: "production",
        logLevel: "warn",
        ...(ssr ? { build: { ssr: true } } : {}),
      });
    }
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
