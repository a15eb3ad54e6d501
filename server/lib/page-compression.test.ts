import { get } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { secretaryWithDefense } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";

// The rendered pages compressed only for the person's own requests (page-compression.ts; issue
// 39). Needs `npm run build` (the web's server render), as pages.test.ts does.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** GET `path` with gzip accepted, as raw bytes: the answer's encoding and its body decoded. */
function fetchPage(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; encoding: string | undefined; html: string; bytes: number }>(
    (resolve, reject) => {
      get(server.url + path, { headers: { "accept-encoding": "gzip", ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          resolve({
            status: res.statusCode ?? 0,
            encoding,
            html: (encoding === "gzip" ? gunzipSync(body) : body).toString("utf8"),
            bytes: body.length,
          });
        });
      }).on("error", reject);
    },
  );
}

describe("rendered pages compressed for the person, not for another site (BREACH)", () => {
  it("a secretary's defense page opened in the app comes gzipped, the same page", async () => {
    const scene = await secretaryWithDefense(server, 3);
    const path = `/desk/secretar/defenses/${scene.defense.id}`;
    const cookie = scene.api.sessionCookie ?? "";
    const own = await fetchPage(path, { cookie, "sec-fetch-site": "same-origin" });
    const typed = await fetchPage(path, { cookie, "sec-fetch-site": "none" });
    expect(own).toMatchObject({ status: 200, encoding: "gzip" });
    expect(typed.encoding).toBe("gzip");
    expect(own.html).toContain(scene.defense.candidate);
    expect(own.bytes * 2).toBeLessThan(Buffer.byteLength(own.html));
  });

  it("another site making a signed-in secretary's browser open the page, guesses in its address, gets it uncompressed", async () => {
    // The attacker's page sends the browser to the desk with text of its choosing in the query;
    // SameSite=Lax lets the session cookie go with a top-level navigation.
    const scene = await secretaryWithDefense(server, 3);
    const cookie = scene.api.sessionCookie ?? "";
    const path = `/desk/secretar/defenses/${scene.defense.id}?q=${encodeURIComponent(scene.defense.candidate)}`;
    for (const site of ["cross-site", "same-site"]) {
      const forced = await fetchPage(path, { cookie, "sec-fetch-site": site });
      expect(forced).toMatchObject({ status: 200, encoding: undefined });
      expect(forced.html).toContain(scene.defense.candidate);
    }
    // A client that does not say where the request came from is treated the same way.
    expect((await fetchPage(path, { cookie })).encoding).toBeUndefined();
  });
});
