import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "../build/precompress.ts";

/**
 * The self-hosted GraphiQL (`/graphiql`), built apart from the web app so that none of its
 * libraries (CodeMirror, the GraphQL language service) ends up in the desks' or the ballot's
 * chunks: `npm run build` writes it to web/dist/graphiql, served under `/graphiql/`.
 */
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/graphiql/",
  plugins: [react(), precompress()],
  build: {
    outDir: fileURLToPath(new URL("../dist/graphiql", import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // A first `npm start` builds this too: no notes that read like failures to a newcomer
      // (the precompression's timing; a React-compiler directive the bundler drops harmlessly).
      checks: { pluginTimings: false },
      onLog(level, log, handler) {
        if (log.code === "MODULE_LEVEL_DIRECTIVE") return;
        handler(level, log);
      },
    },
  },
});
