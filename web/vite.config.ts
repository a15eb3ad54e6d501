import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The web app's folder: `npm run build` runs from the repository root with `--config web/vite.config.ts`. */
const root = fileURLToPath(new URL(".", import.meta.url));

/** The API server during `vite dev`; in production the server serves `web/dist` itself. */
const api = "http://localhost:3000";

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie)[\\/]/ },
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
});
