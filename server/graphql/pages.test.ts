import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEB_RENDER_DIR, WEB_RENDER_ENTRY } from "../../shared/web-build.ts";
import { fromRoot } from "../lib/paths.ts";
import { commissionTokenFromMail } from "../test/ceremony.ts";
import { inviteAndCollectTokens, secretaryWithDefense, signedIn } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";
import type { ReceivedMail } from "../test/smtp.ts";

// The pages as the server renders them (issue 39), read as a client without JavaScript reads
// them: the status, the redirect, the HTML. Needs `npm run build` (the web's files and its
// server render), as the browser suite does.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** GET `path` as a browser without JavaScript, not following redirects. */
async function page(path: string, cookie?: string) {
  const res = await fetch(server.url + path, { redirect: "manual", headers: cookie ? { cookie } : {} });
  return {
    status: res.status,
    location: res.headers.get("location"),
    headers: res.headers,
    html: await res.text(),
  };
}

/** The text of the rendered `#root`, tags stripped. */
const rootText = (html: string) =>
  (/<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("the guards answer on the server (spec §6)", () => {
  it("a guest is sent from a desk page to /notAuthenticated, a user without the role to /notAuthorized, a signed-in user from /login to /", async () => {
    expect(await page("/desk/secretar/defenses")).toMatchObject({
      status: 302,
      location: "/notAuthenticated",
    });
    expect(await page("/desk")).toMatchObject({ status: 302, location: "/notAuthenticated" });
    const { api } = await signedIn(server, ["SECRETAR"]);
    expect(await page("/desk/admin/boards", api.sessionCookie)).toMatchObject({
      status: 302,
      location: "/notAuthorized",
    });
    expect(await page("/login", api.sessionCookie)).toMatchObject({ status: 302, location: "/" });
    expect(await page("/register", api.sessionCookie)).toMatchObject({ status: 302, location: "/" });
  });
});

describe("the page and who is signed in are in the first answer (spec §4)", () => {
  it("a secretary's defense page holds the соискатель and the secretary's account, never «Вход»", async () => {
    const scene = await secretaryWithDefense(server, 3);
    const me = await scene.api.gql<{ me: { email: string } }>("{ me { email } }");
    const answer = await page(`/desk/secretar/defenses/${scene.defense.id}`, scene.api.sessionCookie);
    expect(answer.status).toBe(200);
    const text = rootText(answer.html);
    expect(text).toContain(scene.defense.candidate);
    expect(text).toContain(`Кабинет: ${me.body.data?.me.email}`);
    expect(answer.html).not.toContain(">Вход</a>");
    // The cache the render filled goes with the page: hydration asks nothing again.
    expect(answer.html).toMatch(
      /<script type="application\/json" id="dissovet-state" nonce="[^"]+">\{"me":\{/,
    );
    expect(answer.html).toContain(`"Defense:${scene.defense.id}"`);
  });

  it("a guest's home page says «Вход», and the sign-in page holds its form", async () => {
    expect((await page("/")).html).toContain('<a class="button" href="/login" data-discover="true">Вход</a>');
    const login = await page("/login");
    expect(login.status).toBe(200);
    expect(login.html).toMatch(/<input[^>]+type="email"/);
    expect(login.html).toMatch(/<input[^>]+type="password"/);
  });

  it("another council's defense is 404, an unknown page is 404, both with the not-found page", async () => {
    const other = await secretaryWithDefense(server, 3);
    const { api } = await signedIn(server, ["SECRETAR"]);
    const foreign = await page(`/desk/secretar/defenses/${other.defense.id}`, api.sessionCookie);
    expect(foreign.status).toBe(404);
    const unknown = await page("/no/such/page");
    expect(unknown.status).toBe(404);
    for (const answer of [foreign, unknown])
      expect(rootText(answer.html)).toContain("This page could not be found");
  });
});

describe("the member's ballot rendered on the server (issue 39)", () => {
  it("holds the question, the соискатель and the state; says in <noscript> that voting needs JavaScript; never cached", async () => {
    const scene = await secretaryWithDefense(server, 5);
    const tokens = await inviteAndCollectTokens(server, scene.api, scene.defense.id, scene.members);
    const token = [...tokens.values()][0] ?? "";
    const answer = await page(`/polls/${token}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const text = rootText(answer.html);
    expect(text).toContain("Бюллетень тайного голосования");
    expect(text).toContain(scene.defense.candidate);
    expect(text).not.toContain("Загружаем бюллетень");
    expect(answer.html).toMatch(/<noscript>[\s\S]*JavaScript[\s\S]*<\/noscript>/);
    // The ballot's answer goes with the page: the browser asks for it no second time.
    expect(answer.html).toContain(`"page":{"token":"${token}","poll":{`);
  });

  it("the commission's page holds the member, the role and the defense; the device's part waits for the browser", async () => {
    const scene = await secretaryWithDefense(server, 5);
    await inviteAndCollectTokens(server, scene.api, scene.defense.id, scene.members);
    const ours = new Set(scene.members.map((m) => m.email));
    const letter = server.smtp.mails.find(
      (m) => /\/commission\//.test(m.text) && m.to.some((to) => ours.has(to)),
    );
    const answer = await page(`/commission/${commissionTokenFromMail(letter as ReceivedMail)}`);
    expect(answer.status).toBe(200);
    const text = rootText(answer.html);
    expect(text).toMatch(/председатель счетной комиссии|член счетной комиссии/);
    expect(text).toContain(scene.defense.candidate);
    expect(text).toContain("Устройство проверяет задание и свой ключ");
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });

  it("a link the server does not know renders «Бюллетень недоступен»", async () => {
    const answer = await page(`/polls/${"A".repeat(43)}`);
    expect(rootText(answer.html)).toContain("Бюллетень недоступен");
  });
});

describe("the rendered state cannot carry a script (issue 39)", () => {
  it("a secretary's соискатель named </script><script>… stays text: the data block is escaped", async () => {
    const scene = await secretaryWithDefense(server, 3);
    const evil = "</script><script>window.pwned=1</script><!--";
    await server.db
      .updateTable("defenses")
      .set({ candidate: evil })
      .where("id", "=", scene.defense.id)
      .execute();
    const answer = await page(`/desk/secretar/defenses/${scene.defense.id}`, scene.api.sessionCookie);
    expect(answer.status).toBe(200);
    expect(answer.html).not.toContain("<script>window.pwned");
    const block = /<script type="application\/json" id="dissovet-state"[^>]*>([\s\S]*?)<\/script>/.exec(
      answer.html,
    )?.[1];
    expect(JSON.parse(block ?? "null").apollo[`Defense:${scene.defense.id}`].candidate).toBe(evil);
  });
});

describe("the render's inline scripts and the CSP (issue 39)", () => {
  it("every answer has a fresh nonce; every inline script carries it and the policy allows nothing else inline", async () => {
    const a = await page("/");
    const b = await page("/");
    const nonceOf = (csp: string | null) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? "")?.[1];
    const [na, nb] = [
      nonceOf(a.headers.get("content-security-policy")),
      nonceOf(b.headers.get("content-security-policy")),
    ];
    expect(na).toBeTruthy();
    expect(na).not.toBe(nb);
    expect(a.headers.get("content-security-policy")).not.toContain("unsafe-inline'; ");
    expect(a.headers.get("content-security-policy")).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'nonce-/);
    const inline = [...a.html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? "");
    expect(inline.length).toBeGreaterThan(0);
    for (const attrs of inline) expect(attrs).toContain(`nonce="${na}"`);
    expect(a.headers.get("cache-control")).toBe("no-store");
  });

  it("the page's stylesheets come inline, each allowed by its own hash and nothing else inline", async () => {
    const { html, headers } = await page("/");
    const styleSrc = /style-src ([^;]*)/.exec(headers.get("content-security-policy") ?? "")?.[1] ?? "";
    expect(styleSrc).not.toContain("unsafe-inline");
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? "");
    expect(styles.length).toBeGreaterThan(0);
    const hashes = styles.map((css) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`);
    expect(styleSrc.split(" ").sort()).toEqual(["'self'", ...hashes].sort());
    // Not fetched again: the link is there for the lazy code's loader, disabled.
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled>)[^>]*>/);
  });
});

describe("a page that fails while rendering (spec §8)", () => {
  it("answers 500 with the error page's own message, logs the failure, and shows nothing of it", async () => {
    // The web's own render, as the server loads it, given an answer it cannot render (a user
    // whose address is an object: the navbar cannot show it).
    const { renderPage } = (await import(
      pathToFileURL(fromRoot(`web/${WEB_RENDER_DIR}/${WEB_RENDER_ENTRY}`)).href
    )) as typeof import("../../web/src/entry-server.tsx");
    const logged: unknown[] = [];
    const broken = createServer((req, res) => {
      void renderPage(
        {
          url: `http://localhost${req.url}`,
          known: true,
          execute: async () => ({ data: { me: { id: "1", email: { broken: true }, fio: "А", roles: [] } } }),
          nonce: "bm9uY2Vub25jZW5vbmNlMQ==",
          config: "{}",
          html: { before: '<html><body><div id="root">', after: "</div></body></html>" },
          log: (error) => logged.push(error),
        },
        res,
      );
    });
    await new Promise<void>((resolve) => broken.listen(0, "127.0.0.1", resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(broken.address() as AddressInfo).port}/`);
      expect(res.status).toBe(500);
      const html = await res.text();
      expect(html).toContain("Не удалось открыть страницу");
      expect(html).toContain("Ооопс, что-то пошло не так, попробуйте еще раз!");
      expect(html).not.toContain("broken");
      expect(logged.length).toBeGreaterThan(0);
    } finally {
      await new Promise((resolve) => broken.close(resolve));
    }
  });
});
