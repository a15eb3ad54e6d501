import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Text assets worth compressing; images and fonts are compressed formats already. */
const TEXT = /\.(js|mjs|css|svg|json|txt)$/;

/** Below this many bytes a compressed copy saves less than a packet: not written. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text asset
 * of the build, so that the server sends them as they are (server/lib/spa.ts, with
 * `Content-Encoding`) instead of compressing each answer: the work is done once per release,
 * at the highest levels, and costs the server no CPU. A copy no smaller than its original is
 * not written. `index.html` is left out: the server adds its runtime configuration to it.
 *
 * The copies are made from the files as written to disk (`writeBundle`): until then Vite's
 * own plugins still rewrite chunks (the preload lists of dynamic imports), and a copy made
 * earlier would differ from its original.
 */
export function precompress(): Plugin {
  return {
    name: "dissovet-precompress",
    apply: "build",
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) throw new Error("precompress: the build has no output directory");
      for (const fileName of Object.keys(bundle)) {
        if (!TEXT.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const source = readFileSync(file);
        if (source.length < MIN_BYTES) continue;
        const brotli = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        const gzip = gzipSync(source, { level: 9 });
        if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}
