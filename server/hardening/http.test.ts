import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webDist } from "../app.ts";
import { ApiClient } from "../test/client.ts";
import { buildUser } from "../test/factories.ts";
import { reportFigure } from "../test/figures.ts";
import { startTestServer, type TestServer } from "../test/server.ts";

/** What a browser sends when it opens a page. */
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

/** A Content-Security-Policy header as directive → sources. */
function directives(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

/** Checks that a Permissions-Policy header switches off the device features a page could misuse. */
function expectDeviceFeaturesOff(header: string | null, label = "") {
  const features = Object.fromEntries((header ?? "").split(/,\s*/).map((f) => f.split("=")));
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "serial", "hid"])
    expect(features[feature], `${label} ${feature}`).toBe("()");
}

let server: TestServer;
const logLines: string[] = [];
beforeAll(async () => {
  server = await startTestServer({ logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(() => server.close());

describe("HTTP hardening", () => {
  it("every answer carries the security headers and no X-Powered-By", async () => {
    const api = new ApiClient(server.url);
    const answers = [
      await api.request("GET", "/healthz"),
      await api.request("GET", "/api/v1/auth/me"),
      await api.request("POST", "/graphql", { query: "{ me { id } }" }),
      await api.request("GET", "/api/v1/nothing"),
      await api.request("POST", "/api/v1/auth/login", "{bad json", { "content-type": "application/json" }),
      // A GraphQL GET from a program that accepts anything (curl's `*/*`) is answered JSON.
      await api.request("GET", `/graphql?query=${encodeURIComponent("{ me { id } }")}`, undefined, {
        accept: "*/*",
        "apollo-require-preflight": "true",
      }),
    ];
    for (const res of answers) {
      expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
      expectDeviceFeaturesOff(res.headers.get("permissions-policy"));
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
      expect(res.headers.get("x-powered-by")).toBeNull();
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
    reportFigure("headers", { answersChecked: answers.length });
  });

  it("the GraphQL Sandbox page has a CSP that allows its own nonce and Apollo's CDN alone, and no device features", async () => {
    const res = await fetch(`${server.url}/graphql`, { headers: { accept: BROWSER_ACCEPT } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await res.text();
    const nonce = /<script nonce="([0-9a-f]{64})"/.exec(page)?.[1];
    expect(nonce).toBeDefined();
    const csp = directives(res.headers.get("content-security-policy"));
    expect(csp["script-src"]).toEqual([
      `'nonce-${nonce}'`,
      "https://embeddable-sandbox.cdn.apollographql.com",
    ]);
    expect(csp["style-src"]).toEqual([`'nonce-${nonce}'`]);
    expect(csp["frame-src"]).toEqual(["https://sandbox.embed.apollographql.com"]);
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    // Every script and style of the page is one the policy lets run; it links nothing else.
    for (const tag of page.match(/<(script|style)\b[^>]*>/g) ?? []) expect(tag).toContain(nonce);
    for (const [, src] of page.matchAll(/<script[^>]*\ssrc="([^"]+)"/g))
      expect(src).toMatch(/^https:\/\/embeddable-sandbox\.cdn\.apollographql\.com\//);
    expect(page).not.toMatch(/<link\b/);
    expect(page).toContain('href="/graphiql"');
    expectDeviceFeaturesOff(res.headers.get("permissions-policy"));

    // In production there is no Sandbox: the same request gets JSON under the strict policy.
    const production = await startTestServer({ env: { NODE_ENV: "production" } });
    try {
      const refused = await fetch(`${production.url}/graphql`, { headers: { accept: BROWSER_ACCEPT } });
      expect(refused.headers.get("content-type")).toMatch(/^application\/json/);
      expect(directives(refused.headers.get("content-security-policy"))["script-src"]).toEqual([
        "'self'",
        "'wasm-unsafe-eval'",
      ]);
      expectDeviceFeaturesOff(refused.headers.get("permissions-policy"));
    } finally {
      await production.close();
    }
  });

  // The web app and GraphiQL as `npm run build` leaves them (CI builds before testing).
  it.skipIf(!existsSync(path.join(webDist, "graphiql", "index.html")))(
    "every page of the web app and GraphiQL has the strict CSP and the Permissions-Policy",
    async () => {
      // The app's pages are rendered on the server: their inline hydration data carries the
      // answer's nonce, the one script-src source they add, and their inline stylesheets are
      // the style-src sources they add, each by its hash (server/graphql/pages.ts).
      for (const page of ["/", "/notAuthenticated", "/login", `/polls/${"a".repeat(43)}`, "/graphiql"]) {
        const res = await fetch(server.url + page, { headers: { accept: BROWSER_ACCEPT } });
        expect(res.status, page).toBe(200);
        expect(res.headers.get("content-type"), page).toMatch(/^text\/html/);
        const csp = directives(res.headers.get("content-security-policy"));
        const rendered = page === "/graphiql" ? [] : [expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/)];
        expect(csp["script-src"], page).toEqual(["'self'", "'wasm-unsafe-eval'", ...rendered]);
        const hashOf = (css: string) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`;
        const inlineStyles = [...(await res.text()).matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) =>
          hashOf(m[1] ?? ""),
        );
        if (page !== "/graphiql") expect(inlineStyles.length, page).toBeGreaterThan(0);
        expect(csp["style-src"], page).toEqual(["'self'", ...inlineStyles]);
        expect(csp["frame-ancestors"], page).toEqual(["'none'"]);
        expectDeviceFeaturesOff(res.headers.get("permissions-policy"), page);
      }
    },
  );

  // The web app as `npm run build` leaves it (CI builds before testing).
  it.skipIf(!existsSync(path.join(webDist, ".vite", "manifest.json")))(
    "sends the built app's scripts precompressed and cached as immutable, and never caches a page",
    async () => {
      const manifest = JSON.parse(
        readFileSync(path.join(webDist, ".vite", "manifest.json"), "utf8"),
      ) as Record<string, { file: string; isEntry?: boolean }>;
      const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
      const asset = await fetch(`${server.url}/${entry?.file}`, {
        headers: { "accept-encoding": "gzip, deflate, br, zstd" },
      });
      expect(asset.status).toBe(200);
      expect(asset.headers.get("content-encoding")).toBe("br");
      expect(asset.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(asset.headers.get("content-security-policy")).toContain("script-src 'self'");
      expect(await asset.text()).toBe(readFileSync(path.join(webDist, entry?.file ?? ""), "utf8"));
      for (const page of ["/", "/login", `/polls/${"a".repeat(43)}`]) {
        const res = await fetch(server.url + page);
        expect(res.status).toBe(200);
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
      }
      reportFigure("webAssets", { entry: entry?.file, encoding: asset.headers.get("content-encoding") });
    },
  );

  it("a GraphQL variable of the wrong type is refused naming the variable, never repeating the value", async () => {
    const api = new ApiClient(server.url);
    const sent = "Вернись-ко-мне";
    const register = "mutation($i: RegisterInput!) { register(input: $i) { message } }";
    const cases: [string, Record<string, unknown>, RegExp][] = [
      [
        "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { id } }",
        { e: { sent }, p: "x" },
        /^Variable "\$e" got invalid value at "e": expected type "String"\.$/,
      ],
      [
        register,
        { i: { email: "a@b.ru", fio: [sent], password: "x" } },
        /at "i\.fio": expected type "String"/,
      ],
      [
        register,
        { i: { email: "a@b.ru", fio: "Иванов Иван", password: "a sturdy passphrase", [sent]: sent } },
        /at "i\[…\]": the field is not defined by type "RegisterInput"/,
      ],
      [
        "query($s: BoardSort) { adminBoards(sort: $s) { total } }",
        { s: sent },
        /at "s": expected type "BoardSort": one of CODE, NAME/,
      ],
    ];
    for (const [query, variables, says] of cases) {
      const res = await api.gql(query, variables);
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(res.body.errors?.[0]?.message).toMatch(says);
      expect(JSON.stringify(res.body)).not.toContain("Вернись");
    }
  });

  it("a 200 kB body is refused with 413, and the server stays up", async () => {
    const api = new ApiClient(server.url);
    const big = JSON.stringify({ email: "a@b.c", password: "x".repeat(200_000) });
    const rest = await api.request("POST", "/api/v1/auth/login", big);
    const gql = await api.request(
      "POST",
      "/graphql",
      JSON.stringify({ query: `{ me { id } } #${"x".repeat(200_000)}` }),
      {
        "content-type": "application/json",
      },
    );
    expect(rest.status).toBe(413);
    expect(rest.body).toEqual({ errors: { message: "Слишком большой запрос.", code: "PAYLOAD_TOO_LARGE" } });
    expect(gql.status).toBe(413);
    expect((await api.request("GET", "/healthz")).status).toBe(200);
    reportFigure("bodyLimit", { sentBytes: big.length, status: rest.status });
  });

  it("refuses a cross-site state change on REST, and a GraphQL request without CSRF proof", async () => {
    const user = await buildUser(server.db);
    const api = new ApiClient(server.url);
    await api.login(user.email, user.password);
    const crossSite = await api.request(
      "POST",
      "/api/v1/auth/logout",
      {},
      { "sec-fetch-site": "cross-site" },
    );
    expect(crossSite.status).toBe(403);
    const foreign = await api.request("POST", "/api/v1/auth/logout", {}, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    for (const origin of ["null", "not a url"]) {
      expect((await api.request("POST", "/api/v1/auth/logout", {}, { origin })).status).toBe(403);
    }
    expect((await api.rest("GET", "/auth/me")).status).toBe(200);
    const sameSite = await api.request(
      "POST",
      "/api/v1/auth/logout",
      {},
      { "sec-fetch-site": "same-origin", origin: server.url },
    );
    expect(sameSite.status).toBe(200);
    // A "simple" cross-site form post to /graphql is refused by Apollo's CSRF prevention.
    const form = await api.request("POST", "/graphql", "query=%7Bme%7Bid%7D%7D", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(400);
  });
});

describe("GraphQL limits", () => {
  const gql = (query: string) => new ApiClient(server.url).request("POST", "/graphql", { query });

  it("refuses depth 20, 50 aliases and a batch, with a clear error", async () => {
    let deep = "id";
    for (let i = 0; i < 20; i++) deep = `boards { ${deep} }`;
    const depth = await gql(`{ adminUsers { items { ${deep} } } }`);
    expect(JSON.stringify(depth.body)).toMatch(/depth|глубин/i);
    const aliases = await gql(`{ ${Array.from({ length: 50 }, (_, i) => `a${i}: me { id }`).join(" ")} }`);
    expect(JSON.stringify(aliases.body)).toMatch(/alias/i);
    const batch = await new ApiClient(server.url).request("POST", "/graphql", [
      { query: "{ me { id } }" },
      { query: "{ me { id } }" },
    ]);
    expect(batch.status).toBe(400);
    reportFigure("graphqlLimits", { depth: depth.status, aliases: aliases.status, batch: batch.status });
  });

  it("a database failure inside a resolver answers a generic message, with no SQL in it", async () => {
    const user = await buildUser(server.db, ["ADMIN"]);
    const api = new ApiClient(server.url);
    await api.login(user.email, user.password);
    // Break one query's table for a moment: the resolver's SQL fails.
    await server.db.schema.alterTable("rule_sets").renameTo("rule_sets_away").execute();
    try {
      const res = await api.gql("{ ruleSets { code } }");
      expect(res.body.errors?.[0]).toEqual({
        message: "Внутренняя ошибка сервера. Попробуйте еще раз.",
        extensions: { code: "INTERNAL_SERVER_ERROR" },
      });
      expect(JSON.stringify(res.body)).not.toMatch(/rule_sets|select|relation/i);
      // The log has what the answer hides, under the request id the answer carries.
      const requestId = res.headers.get("x-request-id");
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      const failure = logLines
        .map((line) => JSON.parse(line) as { msg?: string; reqId?: string; err?: { message?: string } })
        .find((line) => line.msg === "GraphQL resolver failed");
      expect(failure?.reqId).toBe(requestId);
      expect(failure?.err?.message).toMatch(/rule_sets/);
    } finally {
      await server.db.schema.alterTable("rule_sets_away").renameTo("rule_sets").execute();
    }
  });
});
