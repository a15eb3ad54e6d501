import type { GraphQLServerContext } from "@apollo/server";
import { ApolloServerPluginLandingPageLocalDefault } from "@apollo/server/plugin/landingPage/default";
import { beforeAll, expect, it } from "vitest";
import { localSandboxPage } from "./sandbox-page.ts";

// The page as Apollo renders it today: when an upgrade of @apollo/server changes its markup,
// these fail instead of the page silently turning English, noisy or blank again.
let apollo: string;
let nonce: string;
let page: string;

beforeAll(async () => {
  const plugin = ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true });
  const listener = await plugin.serverWillStart?.({ apollo: {} } as GraphQLServerContext);
  const landing = await listener?.renderLandingPage?.();
  apollo = typeof landing?.html === "string" ? landing.html : ((await landing?.html()) ?? "");
  nonce = /nonce=["']?([0-9a-f]{16,})/.exec(apollo)?.[1] ?? "";
  expect(nonce).not.toBe("");
  page = localSandboxPage(apollo, nonce);
});

it("is Russian: the language, the title, and no English fallback", () => {
  expect(apollo).toContain("Welcome to Apollo Server");
  expect(page).toMatch(/<html lang="ru">/);
  expect(page).toContain("<title>GraphQL API — Диссовет</title>");
  expect(page).not.toMatch(/Welcome to Apollo|might be offline|enable JavaScript|landing page/i);
  expect(page).toContain("<h1>Apollo Sandbox недоступен</h1>");
});

it("loads nothing from other sites but Sandbox's script: no favicon, manifest or web font for the CSP to refuse", () => {
  expect(apollo).toMatch(/href="https:\/\/fonts\.googleapis\.com/);
  expect(page).not.toMatch(/\bhref="https?:/);
  const outside = [...page.matchAll(/\bsrc="(https?:[^"]*)"/g)].map(([, url]) => new URL(url ?? "").origin);
  expect(outside).toEqual(["https://embeddable-sandbox.cdn.apollographql.com"]);
});

it("links GraphiQL from the main message and from the line over Sandbox", () => {
  const main = /<div class="fallback" id="dissovet-sandbox-missing"[\s\S]*?<\/div>/.exec(page)?.[0] ?? "";
  expect(main).toContain('href="/graphiql">Открыть GraphiQL</a>');
  expect(page).toMatch(/<p id="dissovet-graphiql" lang="ru">[^<]*<a href="\/graphiql">GraphiQL<\/a>/);
});

it("runs under the page's nonce alone, and checks for Sandbox after its script, before Apollo calls it", () => {
  for (const tag of page.match(/<(script|style)\b[^>]*>/g) ?? []) expect(tag).toContain(nonce);
  const cdn = page.search(/<script[^>]*embeddable-sandbox/);
  const check = page.indexOf("if (!window.EmbeddedSandbox)");
  const call = page.indexOf("new window.EmbeddedSandbox(");
  expect(cdn).toBeGreaterThan(0);
  expect(check).toBeGreaterThan(cdn);
  expect(call).toBeGreaterThan(check);
});
