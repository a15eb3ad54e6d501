import { performance } from "node:perf_hooks";
import { GraphQLError } from "graphql";
import { afterAll, describe, expect, it } from "vitest";
import { streamCaps } from "./live.caps.ts";
import { liveDocuments } from "./live.documents.ts";

// The caps on open streams (live.caps.ts) with the defaults of config.ts, and the documents'
// refusals (live.documents.ts), without a server.

const DEFAULTS = { perSession: 20, perLink: 5, perAddress: 200 };
const HALL = "192.0.2.10";

describe("caps on open streams", () => {
  it("a hall behind one NAT address opens all 25 pages of its sitting while an attacker there floods his own link", () => {
    const caps = streamCaps(DEFAULTS);
    // The attacker holds a forwarded letter and opens pages until refused.
    const attacker = Array.from({ length: 50 }, () =>
      caps.admit({ principal: undefined, address: HALL, link: "stolen" }),
    );
    expect(attacker.filter((a) => typeof a === "function")).toHaveLength(5);
    const refusal = attacker.at(-1);
    expect(refusal).toBeInstanceOf(GraphQLError);
    expect((refusal as GraphQLError).extensions.code).toBe("RATE_LIMITED");
    // Every member's ballot (21), the three commission devices, and a spare tab each.
    const hall = Array.from({ length: 25 }, (_, i) => [
      caps.admit({ principal: undefined, address: HALL, link: `member${i}` }),
      caps.admit({ principal: undefined, address: HALL, link: `member${i}` }),
    ]).flat();
    expect(hall.every((a) => typeof a === "function")).toBe(true);
    // The secretary's desk counts against the session, not the hall's address.
    expect(typeof caps.admit({ principal: "secretary", address: HALL, link: undefined })).toBe("function");
  });

  it("a closed stream frees its place; a session's cap is its own", () => {
    const caps = streamCaps({ ...DEFAULTS, perSession: 2 });
    const a = caps.admit({ principal: "s1", address: HALL, link: undefined });
    const b = caps.admit({ principal: "s1", address: HALL, link: undefined });
    expect(caps.admit({ principal: "s1", address: HALL, link: undefined })).toBeInstanceOf(GraphQLError);
    expect(typeof caps.admit({ principal: "s2", address: HALL, link: undefined })).toBe("function");
    if (typeof a === "function") a();
    expect(typeof caps.admit({ principal: "s1", address: HALL, link: undefined })).toBe("function");
    expect(typeof b).toBe("function");
    expect(caps.counted()).toBe(3);
  });
});

describe("documents of the stream", () => {
  const opened: ReturnType<typeof liveDocuments>[] = [];
  /** The stream's documents, their thread ended after the tests. */
  const documentsOf = (explorable: boolean) => {
    const documents = liveDocuments(explorable);
    opened.push(documents);
    return documents;
  };
  afterAll(() => Promise.all(opened.map((d) => d.close())));
  const misspelled = 'subscription { pollChanged(token: "x") { statuss } }';

  it("where introspection is off, a misspelled field is refused without the suggestion that would name the real one", async () => {
    const refused = await documentsOf(false).check(misspelled, undefined, "192.0.2.1");
    expect("errors" in refused && refused.errors[0]?.message).toBe(
      'Cannot query field "statuss" on type "Poll".',
    );
    const explorable = await documentsOf(true).check(misspelled, undefined, "192.0.2.1");
    expect("errors" in explorable && explorable.errors[0]?.message).toMatch(/Did you mean "status"\?/);
  });

  it("graphql-armor's limits hold as on /graphql: too many aliases", async () => {
    const documents = documentsOf(false);
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: status`).join(" ");
    const refused = await documents.check(
      `subscription { pollChanged(token: "x") { ${aliases} } }`,
      undefined,
      "192.0.2.1",
    );
    expect("errors" in refused && refused.errors[0]?.message).toMatch(/aliases/i);
    expect(documents.keptChars()).toBe(0);
  });

  it("an address has a second a minute of checking new documents; the pages' own, validated before, still open from it", async () => {
    const documents = documentsOf(false);
    const page = "subscription($t: String!) { pollChanged(token: $t) { status voted } }";
    expect("document" in (await documents.check(page, undefined, "192.0.2.99"))).toBe(true);
    // Documents of one field repeated 1,400 times: the overlapping-fields rule takes its square.
    const costly = (i: number) =>
      `subscription Q${i} { pollChanged(token: "x") { ${"status ".repeat(1400)}} }`;
    let refused: Awaited<ReturnType<typeof documents.check>> | undefined;
    let checked = 0;
    for (; checked < 500 && !refused; checked++) {
      const r = await documents.check(costly(checked), undefined, HALL);
      if ("refused" in r) refused = r;
    }
    expect(refused && "refused" in refused && refused.errors[0]?.message).toMatch(
      /Слишком много новых документов/,
    );
    expect(checked).toBeGreaterThan(1);
    // The page's document, validated before, costs the hall nothing.
    expect("document" in (await documents.check(page, undefined, HALL))).toBe(true);
    // Another address is not held back.
    expect("refused" in (await documents.check(costly(999), undefined, "192.0.2.98"))).toBe(false);
  });

  it("a costly new document is checked in a thread of its own: the event loop that serves the pages stays free meanwhile", async () => {
    const documents = documentsOf(false);
    const page = "subscription($t: String!) { pollChanged(token: $t) { status voted } }";
    expect("document" in (await documents.check(page, undefined, "192.0.2.97"))).toBe(true);
    // One field repeated 1,400 times: tens of milliseconds of the overlapping-fields rule.
    const costly = `subscription Costly { pollChanged(token: "x") { ${"status ".repeat(1400)}} }`;
    const before = performance.eventLoopUtilization();
    const refused = await documents.check(costly, undefined, "192.0.2.96");
    const busy = performance.eventLoopUtilization(before);
    expect("errors" in refused && refused.errors[0]?.extensions.code).toBe("GRAPHQL_VALIDATION_FAILED");
    // This thread was busy for a small part of the check (sending the text, reading the verdict).
    expect(busy.utilization).toBeLessThan(0.5);
  });

  it("one address has four new texts in the thread at a time: the fifth is refused for a second, another address's text is checked meanwhile", async () => {
    const documents = documentsOf(false);
    const costly = (i: number) =>
      `subscription Many${i} { pollChanged(token: "x") { ${"status ".repeat(1000)}} }`;
    const flood = Array.from({ length: 6 }, (_, i) => documents.check(costly(i), undefined, "192.0.2.95"));
    const other = documents.check(costly(99), undefined, "192.0.2.94");
    const answers = await Promise.all(flood);
    const waited = answers.filter(
      (a) => "refused" in a && a.errors[0]?.message.startsWith("Документ GraphQL проверяется после других"),
    );
    expect(waited).toHaveLength(2);
    expect(
      (waited[0] as { errors: { extensions: { retryAfter?: number } }[] }).errors[0]?.extensions.retryAfter,
    ).toBe(1);
    expect("refused" in (await other)).toBe(false);
  });

  it("at most 256 new texts wait for the thread from every address together: past that a text is refused for a second", async () => {
    const documents = documentsOf(false);
    const texts = Array.from({ length: 300 }, (_, i) =>
      documents.check(
        `subscription Wait${i} { pollChanged(token: "x") { status } }`,
        undefined,
        `198.18.${i >> 8}.${i & 255}`,
      ),
    );
    const answers = await Promise.all(texts);
    const waited = answers.filter(
      (a) => "refused" in a && a.errors[0]?.message.startsWith("Документ GraphQL проверяется после других"),
    );
    expect(waited).toHaveLength(300 - 256);
    expect(answers.filter((a) => "document" in a)).toHaveLength(256);
  });
});
