import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

// One graphql-js for the tests as for the bundle: the libraries that vitest leaves to Node
// (@graphql-tools, Apollo) load graphql's CommonJS entry, so the sources must too, or a schema
// built by one copy is "from another module or realm" to the other's execute and validate.
const oneGraphql = {
  alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve("graphql") }],
};

// Server integration tests run on embedded PGlite always, and again on PostgreSQL when
// TEST_DATABASE_URL is set; the web app's unit tests run in happy-dom; the browser test drives
// the built app in Debian's chromium.
const serverTests = {
  include: ["server/**/*.test.ts"],
  exclude: ["server/hardening/heavy/**", "node_modules/**"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      // The ballot cryptography (shared/) and the bench's tools need no database: they run once,
      // with the PGlite project.
      {
        resolve: oneGraphql,
        test: {
          ...serverTests,
          include: [...serverTests.include, "shared/**/*.test.ts", "bench/**/*.test.ts"],
          name: "server-pglite",
          env: { TEST_DB: "pglite" },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: oneGraphql,
              test: { ...serverTests, name: "server-postgres", env: { TEST_DB: "postgres" } },
            },
          ]
        : []),
      {
        // The heavy fault and load tests (npm run test:hardening): processes killed, a
        // thousand concurrent requests, PostgreSQL restarted. Not part of npm test.
        resolve: oneGraphql,
        test: {
          name: "hardening",
          include: ["server/hardening/heavy/**/*.test.ts"],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // The web app's own code in a simulated browser (happy-dom): the wording, the status
        // rules, the form helpers, components through @testing-library/react. No server.
        test: {
          name: "web",
          include: ["web/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["web/src/test/setup.ts"],
        },
      },
      {
        resolve: oneGraphql,
        test: {
          name: "e2e",
          include: ["web/e2e/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          globalSetup: ["web/e2e/build.setup.ts"],
        },
      },
    ],
  },
});
