import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ballotFor } from "../test/ceremony.ts";
import { ApiClient } from "../test/client.ts";
import { buildUser } from "../test/factories.ts";
import { reportFigure } from "../test/figures.ts";
import { inviteAndCollectTokens, secretaryWithDefense, vote } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";

// No limit lets one party lock another out: two client addresses on loopback, told apart by
// X-Forwarded-For behind a trusted proxy (TRUST_PROXY).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
});
afterAll(() => server.close());

const from = (address: string) => new ApiClient(server.url, { "x-forwarded-for": address });

describe("sign-in", () => {
  it("an attacker's address failing 50 times does not keep the owner out of their account", async () => {
    const user = await buildUser(server.db, ["SECRETAR"]);
    const attacker = from("203.0.113.66");
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      // Upper-case variants of the email are the same account.
      const email = i % 2 ? user.email.toUpperCase() : user.email;
      statuses.push((await attacker.rest("POST", "/auth/login", { email, password: `guess ${i}` })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(40).fill(429));
    // The attacker's own address is slowed even for the right password.
    expect(
      (await attacker.rest("POST", "/auth/login", { email: user.email, password: user.password })).status,
    ).toBe(429);

    const owner = from("198.51.100.7");
    const t = performance.now();
    const rest = await owner.rest("POST", "/auth/login", { email: user.email, password: user.password });
    const ms = performance.now() - t;
    expect(rest.status).toBe(200);
    const gql = await from("198.51.100.7").gql(
      "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { email } }",
      { e: user.email.toUpperCase(), p: user.password },
    );
    expect(gql.body.errors).toBeUndefined();
    expect((await owner.rest("GET", "/secretar/boards")).status).toBe(200);
    reportFigure("lockout", {
      attackerFailures: 50,
      attacker429From: statuses.indexOf(429) + 1,
      ownerLoginMs: ms,
    });
  });

  it("an attacker behind the owner's own address (a NAT) cannot keep out a browser that signed in before", async () => {
    const user = await buildUser(server.db, ["SECRETAR"]);
    const hall = "192.0.2.10";
    const owner = from(hall);
    await owner.login(user.email, user.password);
    expect((await owner.rest("POST", "/auth/logout")).status).toBe(200);

    // Someone on the same network: 120 guesses, throttled by the pair and by the address.
    const attacker = from(hall);
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++)
      statuses.push(
        (await attacker.rest("POST", "/auth/login", { email: user.email, password: `guess ${i}` })).status,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(110).fill(429));
    // A browser without the device cookie, even with the right password, waits as well.
    expect(
      (await from(hall).rest("POST", "/auth/login", { email: user.email, password: user.password })).status,
    ).toBe(429);

    // The owner's browser carries its device cookie and signs in at once.
    expect(
      (await owner.rest("POST", "/auth/login", { email: user.email, password: user.password })).status,
    ).toBe(200);
    expect((await owner.rest("GET", "/secretar/boards")).status).toBe(200);

    // The cookie vouches for its own account only, and ten failures from it forget it.
    const other = await buildUser(server.db);
    expect(
      (await owner.rest("POST", "/auth/login", { email: other.email, password: other.password })).status,
    ).toBe(429);
    for (let i = 0; i < 10; i++)
      expect(
        (await owner.rest("POST", "/auth/login", { email: user.email, password: `wrong ${i}` })).status,
      ).toBe(401);
    expect(
      (await owner.rest("POST", "/auth/login", { email: user.email, password: user.password })).status,
    ).toBe(429);
  });

  it("a success from one browser leaves the failures of other browsers and other accounts at that address counted", async () => {
    const user = await buildUser(server.db, ["SECRETAR"]);
    const other = await buildUser(server.db);
    const hall = "192.0.2.77";
    // The owner's browser signed in before: it holds the account's device cookie.
    const owner = from(hall);
    await owner.login(user.email, user.password);
    expect((await owner.rest("POST", "/auth/logout")).status).toBe(200);

    // A guesser on the same network, nine tries at each account: below the wait.
    const guesser = from(hall);
    const guess = (email: string, i: number) =>
      guesser.rest("POST", "/auth/login", { email, password: `guess ${i}` }).then((r) => r.status);
    for (let i = 0; i < 9; i++) {
      expect(await guess(user.email, i)).toBe(401);
      expect(await guess(other.email, i)).toBe(401);
    }
    // The owner signs in from their browser, and again from a fresh one (no cookie yet).
    expect(
      (await owner.rest("POST", "/auth/login", { email: user.email, password: user.password })).status,
    ).toBe(200);
    expect(
      (await from(hall).rest("POST", "/auth/login", { email: user.email, password: user.password })).status,
    ).toBe(200);
    // Neither success gave the guesser fresh tries: the tenth failure starts the wait.
    expect(await guess(user.email, 9)).toBe(401);
    expect(await guess(user.email, 10)).toBe(429);
    expect(await guess(other.email, 9)).toBe(401);
    expect(await guess(other.email, 10)).toBe(429);
    // The owner's browser is still not held by the pair's wait.
    expect(
      (await owner.rest("POST", "/auth/login", { email: user.email, password: user.password })).status,
    ).toBe(200);
  });

  it("a 254-character email (any valid length) answers 401, not 500, and waits after 10 failures", async () => {
    // 64 + 1 + 189 = 254 characters, the longest address RFC 5321 allows.
    const local = "l".repeat(64);
    const domain = `${"d".repeat(63)}.${"e".repeat(63)}.${"f".repeat(58)}.ru`;
    const email = `${local}@${domain}`;
    expect(email).toHaveLength(254);
    const user = await buildUser(server.db, [], email);
    // An IPv6 address written out in full (39 characters).
    const client = from("2001:0db8:85a3:0000:0000:8a2e:0370:7334");
    expect((await client.rest("POST", "/auth/login", { email, password: user.password })).status).toBe(200);
    client.forgetCookie("dissovet_device");
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const mixed = i % 2 ? email.toUpperCase() : email;
      statuses.push(
        (await client.rest("POST", "/auth/login", { email: mixed, password: `guess ${i}` })).status,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const gql = await client.gql(
      "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { id } }",
      {
        e: email,
        p: user.password,
      },
    );
    expect(gql.body.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    // A longer address is refused as malformed, as any malformed one.
    const tooLong = await client.rest("POST", "/auth/login", { email: `l${email}`, password: "x" });
    expect(tooLong.status).toBe(422);
  });

  it("addresses of one IPv6 /64 network count as one address; another network is not slowed", async () => {
    const user = await buildUser(server.db);
    const statuses: number[] = [];
    // One network hands its hosts any address of its /64: each guess from another one.
    for (let i = 1; i <= 12; i++) {
      const address = `2001:db8:aa:bb:${i.toString(16)}:0:0:${(i * 7).toString(16)}`;
      statuses.push(
        (await from(address).rest("POST", "/auth/login", { email: user.email, password: `guess ${i}` }))
          .status,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    // The same network written with leading zeros is the same network.
    expect(
      (
        await from("2001:0db8:00aa:00bb::1").rest("POST", "/auth/login", {
          email: user.email,
          password: "x1",
        })
      ).status,
    ).toBe(429);
    const owner = from("2001:db8:aa:cc::1");
    expect(
      (await owner.rest("POST", "/auth/login", { email: user.email, password: user.password })).status,
    ).toBe(200);
  });

  it("the wait of a pair doubles with each further failure; after a success the browser counts its own failures afresh", async () => {
    const { loginDelaySeconds } = await import("../lib/rate-limit.ts");
    expect([1, 9, 10, 11, 12, 13, 14, 15, 20].map(loginDelaySeconds)).toEqual([
      0, 0, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
    const user = await buildUser(server.db);
    const client = from("203.0.113.9");
    for (let i = 0; i < 9; i++)
      await client.rest("POST", "/auth/login", { email: user.email, password: "wrong one" });
    expect(
      (await client.rest("POST", "/auth/login", { email: user.email, password: user.password })).status,
    ).toBe(200);
    // A success started the count afresh: nine more failures still pass without a wait.
    for (let i = 0; i < 9; i++)
      expect(
        (await client.rest("POST", "/auth/login", { email: user.email, password: "wrong" })).status,
      ).toBe(401);
  });
});

describe("poll links behind one address (a hall's NAT)", () => {
  it("100 unknown tokens from one address: those are slowed, the hall's valid links still vote", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 6);
    const tokens = await inviteAndCollectTokens(server, api, defense.id, members);
    const hall = from("192.0.2.10");
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const guess = `${String(i).padStart(8, "0")}${"x".repeat(35)}`;
      statuses.push((await hall.rest("GET", `/member/polls/${guess}`)).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(60);
    expect((await hall.rest("GET", `/member/polls/${"A".repeat(43)}`)).status).toBe(429);

    for (const [i, m] of members.entries()) {
      const token = tokens.get(m.id) ?? "";
      const page = await hall.rest("GET", `/member/polls/${token}`);
      expect(page.status).toBe(200);
      const cast =
        i % 2
          ? await hall.rest("POST", "/member/polls", {
              token,
              answers: [{ questionId: "award", ballot: await ballotFor(hall, token, "FOR") }],
            })
          : await vote(hall, token, "FOR");
      expect(cast.status).toBe(200);
      expect(JSON.stringify(cast.body)).not.toMatch(/errors/);
    }
    // Another address is not slowed by the first one's misses.
    expect((await from("192.0.2.11").rest("GET", `/member/polls/${"B".repeat(43)}`)).status).toBe(404);
    reportFigure("pollTokenLimits", {
      unknownFromOneAddress: 100,
      first429At: statuses.indexOf(429) + 1,
      validVotesFromSameAddress: members.length,
    });
  });

  it("one token prefix tried again and again is slowed from any address", async () => {
    const prefix = "Zz9Zz9Zz";
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const guess = `${prefix}${String(i).padStart(35, "q")}`;
      statuses.push((await from(`198.18.0.${i + 1}`).rest("GET", `/member/polls/${guess}`)).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));
  });
});
