import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { credentialFor, vote } from "../test/ceremony.ts";
import { ApiClient, type LiveStream } from "../test/client.ts";
import { inviteAndCollectTokens, secretaryWithDefense, signedIn } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";
import { DOCUMENT_BUDGET_CHARS } from "./live.documents.ts";

// The live stream under abuse (issue 35, docs/SECURITY.md «Live updates»): each test plays one
// attacker against the real server. The caps per session are raised here (60) so that one
// secretary's session can stand for many pages that show the same thing.

let server: TestServer;
const logged: string[] = [];
beforeAll(async () => {
  server = await startTestServer({
    logStream: { write: (line) => void logged.push(line) },
    // Behind a proxy on loopback: a test plays clients at many addresses.
    trustProxy: true,
    env: { LIVE_STREAMS_PER_SESSION: "60" },
  });
});
afterAll(async () => {
  await server.close();
});

const POLL = `subscription($t: String!) { pollChanged(token: $t) { status voted } }`;
const DEFENSE = `subscription($id: ID!) { secretarDefenseChanged(id: $id) { id resultPolls { voted } } }`;

/** Opens a stream by hand (fetch, as a script would) and gives back the response. */
function post(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}/graphql/stream`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream", ...headers },
    body: JSON.stringify(body),
  });
}

/** The first `next` event of a stream answered in full (a refusal: one event, then complete). */
async function onlyAnswer(
  res: Response,
): Promise<{ errors?: { message: string; extensions?: { code?: string } }[] }> {
  const text = await res.text();
  const data = /event: next\ndata: (.*)\n/.exec(text)?.[1];
  if (!data) throw new Error(`no answer in ${text.slice(0, 200)}`);
  return JSON.parse(data);
}

/** A sitting with its vote open: the secretary, and three members' ballot links. */
async function openVote() {
  const s = await secretaryWithDefense(server, 3);
  const tokens = await inviteAndCollectTokens(server, s.api, s.defense.id, s.members);
  return { ...s, tokens: s.members.map((m) => tokens.get(m.id) as string) };
}

/** Every stream's first answer. */
const firstAnswers = (streams: LiveStream<unknown>[]) => Promise.all(streams.map((s) => s.next(60_000)));

describe("one read per change, not one per page", () => {
  it("a late key, then a ballot accepted, each read the secretary's page once for its 50 open tabs and the voter's own page, and not the other ballots", async () => {
    const s = await openVote();
    const tabs = Array.from({ length: 50 }, () =>
      s.api.subscribe<{ secretarDefenseChanged: { resultPolls: { voted: number } } }>(DEFENSE, {
        id: String(s.defense.id),
      }),
    );
    const ballots = s.tokens.map((t) =>
      new ApiClient(server.url).subscribe<{ pollChanged: { voted: boolean } }>(POLL, { t }),
    );
    await firstAnswers([...tabs, ...ballots]);
    // The letters' deliveries may still be landing: wait for the executions to settle.
    await expect.poll(() => server.live.executions()).toBe(1 + ballots.length);
    let before = server.live.reads();
    await new Promise((r) => setTimeout(r, 1500));
    before = server.live.reads();

    // The member's device registers its voting key late (after the commission was seated): the
    // desk's counts and the member's own page read again, not the other members' pages.
    expect(await credentialFor(new ApiClient(server.url), s.tokens[0] as string)).not.toBeNull();
    await expect.poll(() => server.live.reads() - before).toBe(2);
    await new Promise((r) => setTimeout(r, 500));
    expect(server.live.reads() - before).toBe(2);
    before = server.live.reads();

    expect((await vote(new ApiClient(server.url), s.tokens[0], "FOR")).body.errors).toBeUndefined();
    for (const tab of tabs)
      expect((await tab.next())?.data?.secretarDefenseChanged.resultPolls.voted).toBe(1);
    expect((await ballots[0]?.next())?.data?.pollChanged.voted).toBe(true);
    // The other two ballots show nothing that changed: no read, no answer (for the key, either).
    await expect(ballots[1]?.next(1500)).rejects.toThrow(/no live answer/);
    expect(server.live.reads() - before).toBe(2);
    await Promise.all([...tabs, ...ballots].map((x) => x.close()));
  });
});

describe("caps on open streams", () => {
  it("one link holds five pages: the sixth is refused with a Russian message, another member's link opens, a closed page frees its place", async () => {
    const s = await openVote();
    const token = s.tokens[1] as string;
    const pages = Array.from({ length: 5 }, () => new ApiClient(server.url).subscribe(POLL, { t: token }));
    for (const answer of await firstAnswers(pages)) expect(answer?.errors).toBeUndefined();

    const sixth = await post({ query: POLL, variables: { t: token } });
    expect(sixth.status).toBe(429);
    const refusal = (await sixth.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(refusal.errors[0]?.extensions.code).toBe("RATE_LIMITED");
    expect(refusal.errors[0]?.message).toMatch(/ссылка уже открыта на слишком многих страницах/);
    // The token written into the document instead of a variable is the same link.
    const inline = await post({ query: `subscription { pollChanged(token: "${token}") { status } }` });
    expect(inline.status).toBe(429);
    await inline.body?.cancel();

    // Another member behind the same address is not held back.
    const other = new ApiClient(server.url).subscribe(POLL, { t: s.tokens[2] });
    expect((await other.next())?.errors).toBeUndefined();
    await pages[0]?.close();
    await expect
      .poll(async () => {
        const again = await post({ query: POLL, variables: { t: token } });
        await again.body?.cancel();
        return again.status;
      })
      .toBe(200);
    await Promise.all([...pages.slice(1), other].map((x) => x.close()));
  });
});

describe("documents before anything is kept", () => {
  it("a body over 32 kB is refused with 413 in GraphQL's shape before it is read as a document", async () => {
    const huge = `subscription { pollChanged(token: "x") { ${"status ".repeat(14_000)} } }`;
    const res = await post({ query: huge });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe("PAYLOAD_TOO_LARGE");
    // The page's own size of document still opens.
    const page = await post({ query: POLL, variables: { t: "x".repeat(43) } });
    expect(page.status).toBe(200);
    await page.body?.cancel();
  });

  it("a document over 3,000 tokens is refused, refused documents are not kept, and valid ones are kept within their budget", async () => {
    const long = `subscription { pollChanged(token: "x") { ${"status ".repeat(3100)} } }`;
    const tooLong = await onlyAnswer(await post({ query: long }));
    expect(tooLong.errors?.[0]?.message).toMatch(/3000 tokens/);
    expect(tooLong.errors?.[0]?.extensions?.code).toBe("GRAPHQL_PARSE_FAILED");

    // Each from its own address: an address may bring 20 new documents a minute.
    const from = (i: number) => ({ "x-forwarded-for": `198.51.100.${i % 250}` });
    const kept = server.live.documentChars();
    for (let i = 0; i < 30; i++) {
      const refused = await onlyAnswer(
        await post({ query: `subscription { pollChanged(token: "x") { s${i} } }` }, from(i)),
      );
      expect(refused.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    }
    expect(server.live.documentChars()).toBe(kept);

    // 120 distinct valid documents of about 4 kB (480 kB of text): only the budget stays.
    const padding = " ".repeat(4000);
    for (let i = 0; i < 120; i++) {
      const answer = await onlyAnswer(
        await post(
          { query: `subscription Q${i} { secretarDefenseChanged(id: "1") { id }${padding}}` },
          from(i),
        ),
      );
      expect(answer.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }
    expect(server.live.documentChars()).toBeLessThanOrEqual(DOCUMENT_BUDGET_CHARS);
    expect(server.live.documentChars()).toBeGreaterThan(DOCUMENT_BUDGET_CHARS / 2);
  });
});

describe("hygiene", () => {
  it("a GET is refused (405) and its token never reaches the log; answers are no-store", async () => {
    const token = `${"T0KEN".repeat(8)}abc`;
    const url = `${server.url}/graphql/stream?query=${encodeURIComponent(POLL)}&variables=${encodeURIComponent(JSON.stringify({ t: token }))}`;
    const res = await fetch(url, { headers: { accept: "text/event-stream" } });
    expect(res.status).toBe(405);
    expect(
      ((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code,
    ).toBe("METHOD_NOT_ALLOWED");
    await expect.poll(() => logged.some((line) => line.includes("/graphql/stream?"))).toBe(true);
    expect(logged.filter((line) => line.includes(token))).toEqual([]);

    const stream = await post({ query: POLL, variables: { t: "B".repeat(43) } });
    expect(stream.headers.get("cache-control")).toBe("no-store");
    await stream.body?.cancel();
  });
});

describe("a stream ends with its access", () => {
  it("at logout: the signed-out page is answered UNAUTHENTICATED at once, without waiting for a change of the defense", async () => {
    const s = await secretaryWithDefense(server, 3);
    const stream = s.api.subscribe(DEFENSE, { id: String(s.defense.id) });
    expect((await stream.next())?.errors).toBeUndefined();
    expect((await s.api.gql("mutation { logout }")).body.errors).toBeUndefined();
    expect((await stream.next())?.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await stream.next()).toBeNull();
  });

  it("when the secretary is taken off the council, and when an API token is revoked", async () => {
    const s = await secretaryWithDefense(server, 3);
    const { api: admin } = await signedIn(server, ["ADMIN"]);
    const me = await s.api.gql<{ me: { id: string } }>("{ me { id } }");
    const userId = me.body.data?.me.id as string;
    const created = await admin.gql<{ createApiToken: { token: string; apiToken: { id: string } } }>(
      'mutation($u: ID!) { createApiToken(userId: $u, name: "скрипт") { token apiToken { id } } }',
      { u: userId },
    );
    const apiToken = created.body.data?.createApiToken as { token: string; apiToken: { id: string } };
    const byToken = new ApiClient(server.url, { authorization: `Bearer ${apiToken.token}` }).subscribe(
      DEFENSE,
      {
        id: String(s.defense.id),
      },
    );
    expect((await byToken.next())?.errors).toBeUndefined();
    const revoked = await admin.gql("mutation($id: ID!) { revokeApiToken(id: $id) { id } }", {
      id: apiToken.apiToken.id,
    });
    expect(revoked.body.errors).toBeUndefined();
    expect((await byToken.next())?.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");

    const bySession = s.api.subscribe(DEFENSE, { id: String(s.defense.id) });
    expect((await bySession.next())?.errors).toBeUndefined();
    const removed = await admin.gql(
      "mutation($id: ID!) { setSecretarBoards(id: $id, boardIds: []) { id } }",
      {
        id: userId,
      },
    );
    expect(removed.body.errors).toBeUndefined();
    expect((await bySession.next())?.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(await bySession.next()).toBeNull();
  });
});
