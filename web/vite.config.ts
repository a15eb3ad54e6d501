import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";
import { WEB_RENDER_DIR } from "../shared/web-build.ts";
import { type BudgetRoute, bundleBudget } from "./build/bundle-budget.ts";
import { precompress } from "./build/precompress.ts";

/** The web app's folder: `npm run build` runs from the repository root with `--config web/vite.config.ts`. */
const root = fileURLToPath(new URL(".", import.meta.url));

/** The API server during `vite dev`; in production the server serves `web/dist` itself. */
const api = "http://localhost:3000";

/**
 * The member's ballot and the sign-in page (the two pages people open first, often on a phone)
 * must each stay within this many gzipped bytes of JS and CSS on a first visit.
 */
const FIRST_VIEW_BUDGET = 100_000;

/** The router app's modules every page of it loads. */
const app = ["src/App.tsx"];
const desk = [...app, "src/layouts/DeskLayout.tsx"];

/** Pages whose first view `npm run build` reports (web/build/bundle-budget.ts). */
const budget: BudgetRoute[] = [
  { route: "/polls/:token", modules: ["src/poll/PollApp.tsx"], limit: FIRST_VIEW_BUDGET },
  // The commission's page: its shell carries the key ceremony's code (shared/ballot).
  { route: "/commission/:token", modules: ["src/commission/CommissionApp.tsx"] },
  { route: "/", modules: app },
  // Opened by address, the sign-in page is a shell of its own (src/auth/LoginApp.tsx).
  { route: "/login", modules: ["src/auth/LoginApp.tsx"], limit: FIRST_VIEW_BUDGET },
  { route: "/desk", modules: [...desk, "src/routes/desk/index.tsx"] },
  {
    route: "/desk/secretar/defenses/:id",
    modules: [...desk, "src/layouts/SecretarLayout.tsx", "src/routes/desk/[area]/defenses/[id].tsx"],
  },
  {
    route: "/desk/secretar/boards/:id",
    modules: [...desk, "src/layouts/SecretarLayout.tsx", "src/routes/desk/[area]/boards/[id].tsx"],
  },
  {
    route: "/desk/admin/boards",
    modules: [...desk, "src/layouts/AdminLayout.tsx", "src/routes/desk/[area]/boards/index.tsx"],
  },
];

/** The browser's build: the shells' chunks, the bundle budget, the precompressed copies. */
const browserBuild = {
  root,
  plugins: [react(), bundleBudget(budget, { webRoot: root }), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The browser test finds a page's chunk by its source module (web/e2e).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: their own chunks stay cached across releases.
        // React is shared by the three shells; the router only by the router app; the group and
        // hash code of the encrypted ballot (@noble) only by the ballot's encryption (loaded after
        // the ballot renders) and the commission's page; the rest of node_modules (Apollo Client,
        // graphql, rxjs, dayjs) only by the desks; the date mask only by the pages with a date field.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: "router", test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
            // The date mask only for the pages with a date field.
            {
              name: "imask",
              test: /node_modules[\\/](imask|react-imask|@babel[\\/]runtime-corejs3|core-js-pure)[\\/]/,
            },
            // Never in the ballot's first view: the ballot imports it after it has rendered.
            { name: "crypto", test: /node_modules[\\/]@noble[\\/]/ },
            // The recovery file's KDF (WebAssembly), loaded when a member saves or restores it,
            // and the passphrase's estimator with its word lists, loaded only to save one.
            { name: "kdf", test: /node_modules[\\/]hash-wasm[\\/]/ },
            { name: "passphrase", test: /node_modules[\\/]@zxcvbn-ts[\\/]/ },
            { name: "vendor", test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/graphql": api,
      "/api": api,
      "/healthz": api,
    },
  },
} satisfies UserConfig;

/**
 * `vite build --ssr` (in `npm run build`) builds the server's render of the pages instead:
 * entry-server.tsx as one module for Node (shared/web-build.ts `WEB_RENDER_DIR`), its libraries
 * imported from node_modules at run time (server/graphql/pages.ts loads it).
 */
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        root,
        plugins: [react()],
        build: {
          outDir: WEB_RENDER_DIR,
          emptyOutDir: true,
          ssr: true,
          copyPublicDir: false,
          rolldownOptions: { input: `${root}src/entry-server.tsx` },
        },
      }
    : browserBuild,
);
