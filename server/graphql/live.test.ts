import { queryObjects } from "node:v8";
import DataLoader from "dataloader";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../lib/database.ts";
import { commissionTokenFromMail, followDevice, stepDevice, type TestTrustee } from "../test/ceremony.ts";
import { ApiClient, type LiveStream } from "../test/client.ts";
import { buildUser } from "../test/factories.ts";
import { prepareSitting, secretaryWithDefense, signedIn } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";

// Live updates (graphql/live.ts, lib/events.ts): a page on one instance hears what was done on
// another, through the database's LISTEN/NOTIFY, under the same role and object checks as a
// query; a client that leaves is let go.

let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  a = await startTestServer();
  // The second instance: on PostgreSQL its own pool and its own LISTEN connection to the same
  // database; on PGlite (one process owns the embedded database) the same database handle.
  const { database } = a;
  if (database.kind === "postgres") {
    const handle = openDatabase({ databaseUrl: database.url, dataDir: "" });
    b = await startTestServer({
      database: { ...database, handle, db: handle.db, drop: () => handle.db.destroy() },
    });
  } else {
    b = await startTestServer({ database });
  }
});
afterAll(async () => {
  await b.close();
  if (b.database !== a.database) await b.database.drop();
  await a.close();
});

const TASK = `subscription($t: String!) { commissionTaskChanged(token: $t) {
  seat status ceremony { seats { seat deviceKey } } } }`;
interface DefenseAnswer {
  secretarDefenseChanged: {
    id: string;
    roll: { member: { id: string } }[];
    resultPolls: { participants: number };
  };
}

const DEFENSE = `subscription($id: ID!) { secretarDefenseChanged(id: $id) {
  id roll { member { id } } resultPolls { participants } } }`;

interface TaskAnswer {
  commissionTaskChanged: {
    seat: number;
    status: string;
    ceremony: { seats: { seat: number; deviceKey: string | null }[] } | null;
  };
}

/** The stream's answers until one satisfies `done` (each without errors); fails if it ends or stays silent first. */
async function until<D>(stream: LiveStream<D>, done: (data: D) => boolean): Promise<D> {
  for (;;) {
    const answer = await stream.next();
    if (!answer) throw new Error("the stream ended");
    expect(answer.errors).toBeUndefined();
    if (answer.data && done(answer.data)) return answer.data;
  }
}

/** A secretary's sitting with its commission elected (no device has registered yet), and the commission's tokens. */
async function electedCommission() {
  const s = await secretaryWithDefense(a, 5);
  const since = a.smtp.mails.length;
  expect(
    await prepareSitting(a, s.api, s.defense.id, s.members, s.members.slice(0, 3), { ceremony: false }),
  ).toBeUndefined();
  const commission = s.members.slice(0, 3);
  const mails = await a.smtp.waitForMailTo(
    commission.map((m) => m.email),
    since,
    30_000,
    /\/commission\//,
  );
  const tokens = commission.map((m) => {
    const mail = mails.get(m.email);
    if (!mail) throw new Error(`no commission letter to ${m.email}`);
    return commissionTokenFromMail(mail);
  });
  // The letters' deliveries are recorded (and announced to the sitting's pages) just after the
  // mail server took them: let them land, so that no test's stream hears them as its own change.
  await expect
    .poll(
      async () => {
        const r = await s.api.gql<{
          secretarDefense: { encryption: { seats: { delivery: string }[] } | null };
        }>("query($id: ID!) { secretarDefense(id: $id) { encryption { seats { delivery } } } }", {
          id: String(s.defense.id),
        });
        return r.body.data?.secretarDefense.encryption?.seats.every((seat) => seat.delivery === "SENT");
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return { ...s, tokens };
}

describe("live updates across instances", () => {
  it("a commission page on one instance hears another device register on the other, at once and without asking", async () => {
    const { tokens } = await electedCommission();
    const page = new ApiClient(b.url).subscribe<TaskAnswer>(TASK, { t: tokens[0] });
    const first = await page.next();
    expect(first?.errors).toBeUndefined();
    const seats = first?.data?.commissionTaskChanged.ceremony?.seats ?? [];
    expect(seats.map((s) => s.deviceKey)).toEqual([null, null, null]);

    // Seat 2's device registers through instance A.
    const device: TestTrustee = { token: tokens[1] as string, seat: 2, secrets: null };
    expect((await stepDevice(new ApiClient(a.url), device)).kind).toBe("register");

    // Other changes of the sitting may be pushed first (a letter's delivery); the page waits for this one.
    const pushed = await until(page, (d) => d.commissionTaskChanged.ceremony?.seats[1]?.deviceKey != null);
    const after = pushed.commissionTaskChanged.ceremony?.seats ?? [];
    expect(after.find((s) => s.seat === 2)?.deviceKey).toMatch(/^[0-9a-f]{64}$/);
    expect(after.find((s) => s.seat === 1)?.deviceKey).toBeNull();
    await page.close();
  });

  it("the secretary's page hears the roll change made in another tab on the other instance", async () => {
    const s = await electedCommission();
    // One tab's page follows the defense on instance B; the other tab (instance A) changes the roll.
    const stream = s.api.at(b.url).subscribe<DefenseAnswer>(DEFENSE, { id: String(s.defense.id) });
    const first = await stream.next();
    expect(first?.errors).toBeUndefined();
    expect(first?.data?.secretarDefenseChanged.roll).toHaveLength(5);

    const r = await s.api.gql(
      "mutation($d: ID!, $m: [ID!]!) { setRoll(defenseId: $d, memberIds: $m) { id } }",
      {
        d: String(s.defense.id),
        m: s.members.slice(0, 4).map((m) => String(m.id)),
      },
    );
    expect(r.body.errors).toBeUndefined();
    const pushed = await until(stream, (d) => d.secretarDefenseChanged.roll.length !== 5);
    expect(pushed.secretarDefenseChanged.roll).toHaveLength(4);
    expect(pushed.secretarDefenseChanged.resultPolls.participants).toBe(4);
    await stream.close();
  });

  it("three devices that act only on what their streams push (no answer repeats) run the key ceremony to the end, the desk hearing each step", async () => {
    const s = await electedCommission();
    const desk = s.api.at(b.url).subscribe<{
      secretarDefenseChanged: { encryption: { seats: { stage: string }[] } | null };
    }>(`subscription($id: ID!) { secretarDefenseChanged(id: $id) { encryption { seats { stage } } } }`, {
      id: String(s.defense.id),
    });
    expect((await desk.next())?.errors).toBeUndefined();
    const devices: TestTrustee[] = s.tokens.map((token, i) => ({ token, seat: i + 1, secrets: null }));
    const api = new ApiClient(a.url);
    const atCode = await Promise.all(
      devices.map((d) => followDevice(api, d, (step) => step.kind === "ask-code")),
    );
    const fingerprint = atCode[0]?.kind === "ask-code" ? atCode[0].fingerprint : "";
    const ready = await Promise.all(
      devices.map((d) =>
        followDevice(
          api,
          d,
          (step) => step.kind === "ready",
          () => ({ fingerprint }),
        ),
      ),
    );
    expect(ready.map((step) => step.kind)).toEqual(["ready", "ready", "ready"]);
    await until(
      desk,
      (d) => d.secretarDefenseChanged.encryption?.seats.every((x) => x.stage === "SIGNED") ?? false,
    );
    await desk.close();
  });

  it("between answers a page's stream holds no loader, so none of the rows its reads went through, after its first answer and after a change", async () => {
    const s = await electedCommission();
    // DataLoaders alive in this process after a full collection (both instances are in it).
    const loaders = () => queryObjects(DataLoader, { format: "count" });
    const before = loaders();
    const stream = s.api.at(b.url).subscribe<DefenseAnswer>(DEFENSE, { id: String(s.defense.id) });
    expect((await stream.next())?.data?.secretarDefenseChanged.roll).toHaveLength(5);
    await expect.poll(loaders, { timeout: 5000 }).toBeLessThanOrEqual(before);

    const r = await s.api.gql(
      "mutation($d: ID!, $m: [ID!]!) { setRoll(defenseId: $d, memberIds: $m) { id } }",
      { d: String(s.defense.id), m: s.members.slice(0, 4).map((m) => String(m.id)) },
    );
    expect(r.body.errors).toBeUndefined();
    await until(stream, (d) => d.secretarDefenseChanged.roll.length === 4);
    await expect.poll(loaders, { timeout: 5000 }).toBeLessThanOrEqual(before);
    await stream.close();
  });

  it("a client that leaves is let go: the instance holds no listener for it", async () => {
    const { tokens } = await electedCommission();
    const before = b.events.listeners();
    const page = new ApiClient(b.url).subscribe<TaskAnswer>(TASK, { t: tokens[2] });
    await page.next();
    expect(b.events.listeners()).toBe(before + 1);
    await page.close();
    await expect.poll(() => b.events.listeners(), { timeout: 5000 }).toBe(before);
  });
});

describe("live updates keep the API's checks", () => {
  it("a stream whose session ends answers UNAUTHENTICATED and ends: no update reaches a signed-out page", async () => {
    const s = await electedCommission();
    const tab = s.api.at(a.url);
    const stream = tab.subscribe<DefenseAnswer>(DEFENSE, { id: String(s.defense.id) });
    expect((await stream.next())?.data?.secretarDefenseChanged.roll).toHaveLength(5);

    expect((await tab.gql("mutation { logout }")).body.errors).toBeUndefined();
    // Another secretary's change of the sitting would be pushed to the page; the page is signed out.
    const { api: admin } = await signedIn(a, ["ADMIN"]);
    const edited = await admin.gql(
      "mutation($id: ID!, $a: Boolean) { archiveDefense(id: $id, archived: $a) { id } }",
      { id: String(s.defense.id), a: true },
    );
    expect(edited.body.errors).toBeUndefined();
    const refused = await stream.next();
    expect(refused?.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(refused?.data ?? null).toBeNull();
    expect(await stream.next()).toBeNull();
    await stream.close();
  });

  it("another council's secretary is answered NOT_FOUND and hears nothing of the sitting", async () => {
    const s = await electedCommission();
    const other = await buildUser(a.db, ["SECRETAR"]);
    const api = new ApiClient(b.url);
    await api.login(other.email, other.password);
    const stream = api.subscribe<DefenseAnswer>(DEFENSE, { id: String(s.defense.id) });
    const answer = await stream.next();
    expect(answer?.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(await stream.next()).toBeNull();
    await stream.close();
  });

  it("only subscriptions are run on the stream, and a request from another site is refused", async () => {
    const s = await electedCommission();
    const query = s.api.at(a.url).subscribe(`query($id: ID!) { secretarDefense(id: $id) { id } }`, {
      id: String(s.defense.id),
    });
    const answer = await query.next();
    expect(answer?.data ?? null).toBeNull();
    expect(answer?.errors?.[0]?.message).toMatch(/только подписки/);
    await query.close();

    const foreign = await fetch(`${a.url}/graphql/stream`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "text/event-stream",
        origin: "https://evil.example",
        cookie: s.api.sessionCookie ?? "",
      },
      body: JSON.stringify({ query: DEFENSE, variables: { id: String(s.defense.id) } }),
    });
    expect(foreign.status).toBe(403);
    await foreign.body?.cancel();
  });

  it("a guessed commission token is NOT_FOUND and spends the guessing limits, as the query does", async () => {
    const guesser = new ApiClient(a.url);
    const codes: string[] = [];
    for (let i = 0; i < 40; i++) {
      const stream = guesser.subscribe(TASK, {
        t: `${"G".repeat(42)}${"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmn"[i]}`,
      });
      const answer = await stream.next();
      codes.push(String(answer?.errors?.[0]?.extensions?.code));
      await stream.close();
    }
    expect(codes[0]).toBe("NOT_FOUND");
    expect(codes).toContain("RATE_LIMITED");
  });
});
