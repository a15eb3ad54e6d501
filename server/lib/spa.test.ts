import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LINK_TOKEN_LENGTH } from "../../shared/limits.ts";
import { ROUTE_SIZES_FILE } from "../../shared/web-build.ts";
import { isKnownPage, webAssets, webTemplate } from "./spa.ts";

// A built web app in miniature: a hashed script with the Brotli and gzip copies that
// `npm run build` writes beside it (web/build/precompress.ts), a small one without copies, and
// index.html. Served as server/app.ts serves web/dist: no-store first, then files, then pages.
const script = `export const ballot = ${JSON.stringify("Голосование ".repeat(400))};\n`;
let dist: string;
let server: Server;
let url: string;
let template: ReturnType<typeof webTemplate>;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), "dissovet-spa-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "assets", "main-Abc123.js"), script);
  writeFileSync(path.join(dist, "assets", "main-Abc123.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(dist, "assets", "main-Abc123.js.gz"), gzipSync(script));
  writeFileSync(path.join(dist, "assets", "tiny-Def456.css"), "p{margin:0}\n");
  writeFileSync(
    path.join(dist, "index.html"),
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/main-Abc123.js"></script></head><body><div id="root"><p>Загрузка…</p></div></body></html>\n',
  );
  // The build's table of first views (web/build/bundle-budget.ts): the commission's page loads
  // the entry and its own chunk and stylesheet.
  mkdirSync(path.join(dist, ".vite"));
  writeFileSync(
    path.join(dist, ROUTE_SIZES_FILE),
    JSON.stringify([
      {
        route: "/commission/:token",
        files: ["assets/main-Abc123.js", "assets/CommissionApp-Xyz789.js", "assets/tiny-Def456.css"],
      },
    ]),
  );

  const app = express();
  app.use((req, res, next) => {
    if (!req.path.startsWith("/assets/")) res.set("Cache-Control", "no-store");
    next();
  });
  app.use(webAssets(dist));
  // The page as the server's render begins and ends it (server/graphql/pages.ts), its status by
  // the page table; the render itself is the app's (pages.test.ts).
  template = webTemplate(dist, {
    apiBaseUrl: "/",
    universityName: "Университет",
    timeZone: "Europe/Moscow",
  });
  app.get("/{*splat}", (req, res) => {
    const page = req.path.replace(/\/+$/, "") || "/";
    const { before, after } = template(page);
    res
      .status(isKnownPage(page) ? 200 : 404)
      .type("html")
      .send(before + after);
  });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

// fetch decodes the body and keeps Content-Encoding: the text must be the original file.
const get = (p: string, acceptEncoding?: string) =>
  fetch(url + p, { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });

describe("the built web app's files", () => {
  it("sends the Brotli copy to a browser that accepts it, gzip to one that accepts only gzip", async () => {
    const cases = [
      ["gzip, deflate, br, zstd", "br"],
      ["br", "br"],
      ["gzip", "gzip"],
      ["gzip, br;q=0", "gzip"],
    ] as const;
    for (const [accept, encoding] of cases) {
      const res = await get("/assets/main-Abc123.js", accept);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("content-type")).toMatch(/^text\/javascript; charset=utf-8$/i);
      expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(await res.text()).toBe(script);
    }
  });

  it("sends the file itself to a client that accepts no compression", async () => {
    for (const accept of ["identity", ""]) {
      const res = await get("/assets/main-Abc123.js", accept);
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(Number(res.headers.get("content-length"))).toBe(Buffer.byteLength(script));
      expect(await res.text()).toBe(script);
    }
  });

  it("caches hashed assets for a year as immutable, compressed or not", async () => {
    for (const [p, accept] of [
      ["/assets/main-Abc123.js", "br"],
      ["/assets/main-Abc123.js", "identity"],
      ["/assets/tiny-Def456.css", "br"],
    ] as const) {
      const res = await get(p, accept);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    const small = await get("/assets/tiny-Def456.css", "br");
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.text()).toBe("p{margin:0}\n");
  });

  it("never caches a page, and answers / with the page, not a directory index", async () => {
    for (const p of ["/", "/login"]) {
      const res = await get(p, "br");
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await res.text()).toContain('<meta name="dissovet-config"');
    }
    expect((await get("/nowhere")).status).toBe(404);
    expect((await get("/assets/missing-Zzz999.js", "br")).status).toBe(404);
  });
});

/**
 * Every page of the web app's router, read from the text of its route table
 * (web/src/route-table.tsx, formatted by Biome): each `path: "…"` nested in the paths written left
 * of it above, parameters filled in (an id, a link token), the catch-all left out.
 */
function routerPages(): string[] {
  const table = readFileSync(new URL("../../web/src/route-table.tsx", import.meta.url), "utf8");
  const open: { column: number; path: string }[] = [];
  const pages: string[] = [];
  for (const line of table.split("\n")) {
    const match = /\bpath: "([^"]*)"/.exec(line);
    if (!match) continue;
    while ((open.at(-1)?.column ?? -1) >= match.index) open.pop();
    open.push({ column: match.index, path: match[1] ?? "" });
    pages.push(`/${open.map((p) => p.path).join("/")}`);
  }
  return pages
    .filter((page) => !page.endsWith("*"))
    .map((page) => page.replace(/:id\b/g, "12").replace(/:token\b/g, "A".repeat(LINK_TOKEN_LENGTH)));
}

describe("the web app's pages", () => {
  it("answers every page of the router with 200, so that a reload logs no error", async () => {
    const pages = routerPages();
    // The table was read: its pages in the desks and beside sign-in are there.
    expect(pages).toEqual(
      expect.arrayContaining(["/desk/mail", "/desk/admin/boards/12", "/register/confirm", "/password/reset"]),
    );
    for (const page of pages) expect([page, (await get(page)).status]).toEqual([page, 200]);
    expect((await get("/desk/mail/letters")).status).toBe(404);
  });
});

describe("first views preloaded", () => {
  it("a commission link's page names its own chunk to preload and carries its stylesheet inline; other pages do not", async () => {
    const token = "A".repeat(LINK_TOKEN_LENGTH);
    const page = await (await fetch(`${url}/commission/${token}`)).text();
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/CommissionApp-Xyz789.js">');
    // Painted without a round trip for it; the link stays, disabled, for the lazy code's loader.
    expect(page).toContain(
      '<style>p{margin:0}\n</style><link rel="stylesheet" crossorigin href="/assets/tiny-Def456.css" disabled>',
    );
    expect(template(`/commission/${token}`).styleHashes).toEqual([
      `'sha256-${createHash("sha256").update("p{margin:0}\n").digest("base64")}'`,
    ]);
    // The entry is named once, by its script tag.
    expect(page.split("main-Abc123.js").length - 1).toBe(1);
    const other = await (await fetch(`${url}/login`)).text();
    expect(other).not.toContain("CommissionApp");
  });
});
