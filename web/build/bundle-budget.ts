import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";
import { ROUTE_SIZES_FILE } from "../../shared/web-build.ts";

/** A page whose first view is measured: the modules that make it up, besides the entry. */
export interface BudgetRoute {
  /** As shown in the table, e.g. `/polls/:token`. */
  route: string;
  /** Source modules (relative to the web folder) loaded for the page: its shell, layouts and page. */
  modules: string[];
  /** Fail the build when the page's gzipped JS and CSS exceed this many bytes. */
  limit?: number;
}

/** What the budget found for one route. */
export interface RouteSize {
  route: string;
  files: string[];
  js: number;
  css: number;
  total: number;
  limit: number | undefined;
}

interface ChunkInfo {
  type: "chunk";
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}
interface AssetInfo {
  type: "asset";
  fileName: string;
  source: string | Uint8Array;
}

const gzipSize = (content: string | Uint8Array) => gzipSync(content, { level: 9 }).length;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Reports the gzipped JavaScript and CSS each listed page loads on a first visit — the entry
 * chunk, every chunk statically imported from it, the chunks of the page's modules and their
 * static imports, and the CSS of all of them (what Vite preloads) — as a table after
 * `vite build`, and fails the build when a page is over its limit. Each file is gzipped on its
 * own (level 9), as a server would send it. `BUDGET_FILES=1 npm run build` also lists the files.
 */
export function bundleBudget(routes: BudgetRoute[], options: { webRoot: string }): Plugin {
  return {
    name: "dissovet-bundle-budget",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is ChunkInfo & typeof c => c.type === "chunk");
      const byFile = new Map(chunks.map((c) => [c.fileName, c as unknown as ChunkInfo]));
      const entry = chunks.find((c) => c.isEntry) as unknown as ChunkInfo | undefined;
      if (!entry) throw new Error("bundle budget: no entry chunk");
      const normalize = (id: string) => id.replaceAll("\\", "/");
      const root = normalize(options.webRoot).replace(/\/$/, "");

      const chunkOf = (module: string): ChunkInfo => {
        const id = `${root}/${module}`;
        const found = chunks.find((c) =>
          (c as unknown as ChunkInfo).moduleIds.some((m) => normalize(m) === id),
        );
        if (!found) throw new Error(`bundle budget: no chunk contains ${module}`);
        return found as unknown as ChunkInfo;
      };

      const closure = (start: ChunkInfo, into: Set<string>) => {
        if (into.has(start.fileName)) return;
        into.add(start.fileName);
        for (const file of start.imports) {
          const next = byFile.get(file);
          if (next) closure(next, into);
        }
      };

      const sizes: RouteSize[] = routes.map(({ route, modules, limit }) => {
        const files = new Set<string>();
        closure(entry, files);
        for (const module of modules) closure(chunkOf(module), files);
        const css = new Set<string>();
        for (const file of files)
          for (const sheet of byFile.get(file)?.viteMetadata?.importedCss ?? []) css.add(sheet);
        let js = 0;
        for (const file of files) js += gzipSize(byFile.get(file)?.code ?? "");
        let cssBytes = 0;
        for (const file of css) {
          const asset = bundle[file] as unknown as AssetInfo | undefined;
          if (asset?.type === "asset") cssBytes += gzipSize(asset.source);
        }
        return { route, files: [...files, ...css], js, css: cssBytes, total: js + cssBytes, limit };
      });

      const width = Math.max(...sizes.map((s) => s.route.length), 5);
      const lines = [
        "",
        "First view per page, gzipped (entry + static imports + the page's chunks + their CSS):",
        `  ${"page".padEnd(width)}  ${"JS".padStart(9)}  ${"CSS".padStart(8)}  ${"total".padStart(9)}  files  budget`,
        ...sizes.map(
          (s) =>
            `  ${s.route.padEnd(width)}  ${kB(s.js).padStart(9)}  ${kB(s.css).padStart(8)}  ${kB(s.total).padStart(9)}  ${String(s.files.length).padStart(5)}  ${
              s.limit === undefined ? "" : `${kB(s.limit)} ${s.total <= s.limit ? "ok" : "OVER"}`
            }`,
        ),
        "",
      ];
      if (process.env.BUDGET_FILES) for (const s of sizes) console.log(s.route, s.files.join(" "));
      console.log(lines.join("\n"));
      // For `npm run bench`, which reports the ballot page's size beside its target.
      this.emitFile({
        type: "asset",
        fileName: ROUTE_SIZES_FILE,
        source: `${JSON.stringify(sizes, null, 2)}\n`,
      });
      const over = sizes.filter((s) => s.limit !== undefined && s.total > s.limit);
      if (over.length > 0) {
        throw new Error(
          `bundle budget exceeded: ${over.map((s) => `${s.route} ${kB(s.total)} > ${kB(s.limit ?? 0)}`).join(", ")}`,
        );
      }
    },
  };
}
