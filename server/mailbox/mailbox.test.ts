import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { runKeyCeremonyWithTokens } from "../test/ceremony.ts";
import { ApiClient } from "../test/client.ts";
import { prepareSitting, secretaryWithDefense, signedIn, vote } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";

// Without SMTP (the demo): letters go to DATA_DIR/mail, staff read them in the desk, and the
// server's log holds no link.
let server: TestServer;
let dataDir: string;
const log: string[] = [];
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "dissovet-mail-"));
  server = await startTestServer({
    fileMail: true,
    env: { DATA_DIR: dataDir },
    logStream: { write: (l) => log.push(l) },
  });
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

const LETTERS = "{ demoMailbox { enabled letters { to subject text links } } }";

type Letter = { to: string; subject: string; text: string; links: string[] };

/** The newest letter to each address whose links match `link`, once all `count` addresses have one. */
async function lettersWith(api: ApiClient, link: RegExp, count: number): Promise<Letter[]> {
  let letters: Letter[] = [];
  for (let i = 0; i < 100; i++) {
    const all: Letter[] = (await api.gql(LETTERS)).body.data?.demoMailbox.letters ?? [];
    const newest = new Map<string, Letter>();
    for (const l of all) if (link.test(l.links.join(" ")) && !newest.has(l.to)) newest.set(l.to, l);
    letters = [...newest.values()];
    if (letters.length >= count) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return letters;
}

it("staff read the commission letters and the invites in the demo mailbox and act by their links; the log holds no token", async () => {
  const { api, members, defense } = await secretaryWithDefense(server, 3);
  expect(
    await prepareSitting(server, api, defense.id, members, members, { ceremony: false }),
  ).toBeUndefined();

  // The commission's devices read their links from the mailbox and form the key.
  const commission = await lettersWith(api, /\/commission\//, 3);
  expect(commission.map((l) => l.to).sort()).toEqual(members.map((m) => m.email).sort());
  const commissionTokens = commission.map(
    (l) => /\/commission\/([A-Za-z0-9_-]{43})/.exec(l.links.join(" "))?.[1] ?? "",
  );
  expect(
    (await runKeyCeremonyWithTokens(new ApiClient(server.url), defense.id, commissionTokens, api)).length,
  ).toBe(3);

  const sent = await api.gql(
    "mutation($d: ID!, $m: [ID!]!) { sendInvites(defenseId: $d, memberIds: $m) { id } }",
    {
      d: String(defense.id),
      m: members.map((m) => String(m.id)),
    },
  );
  expect(sent.body.errors).toBeUndefined();
  const letters = await lettersWith(api, /\/polls\//, 3);
  expect(letters.map((l) => l.to).sort()).toEqual(members.map((m) => m.email).sort());
  const tokens = letters.map((l) => /\/polls\/([A-Za-z0-9_-]{43})/.exec(l.links.join(" "))?.[1] ?? "");
  for (const token of tokens) {
    expect((await vote(new ApiClient(server.url), token, "FOR")).body.errors).toBeUndefined();
  }
  const everything = log.join("\n");
  expect(everything).toMatch(/"kind":"invite".*письмо записано/);
  expect(everything).not.toMatch(/\/polls\/[A-Za-z0-9_-]{10}/);
  expect(everything).not.toMatch(/\/commission\/[A-Za-z0-9_-]{10}/);
  for (const token of [...tokens, ...commissionTokens]) expect(everything).not.toContain(token);

  // A plain account has no access; with an SMTP server there is nothing to show.
  const { api: other } = await signedIn(server);
  expect((await other.gql(LETTERS)).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  const smtp = await startTestServer();
  try {
    const s = await secretaryWithDefense(smtp, 1);
    expect((await s.api.gql(LETTERS)).body.data?.demoMailbox).toEqual({ enabled: false, letters: [] });
  } finally {
    await smtp.close();
  }
});

it("a secretary reads only their councils' letters and their own, never another account's password link", async () => {
  const { api: mine, members, defense } = await secretaryWithDefense(server, 3);
  const { api: theirs } = await secretaryWithDefense(server, 3);
  expect(
    await prepareSitting(server, mine, defense.id, members, members, { ceremony: false }),
  ).toBeUndefined();
  const { api: admin, user: adminUser } = await signedIn(server, ["ADMIN"]);
  // Someone asks for a new password for the admin's account.
  await new ApiClient(server.url).rest("POST", "/users/password/forgot", { email: adminUser.email });

  const commission = await lettersWith(mine, /\/commission\//, 3);
  expect(commission.map((l) => l.to).sort()).toEqual(members.map((m) => m.email).sort());
  const reset = await lettersWith(admin, /\/password\/reset#/, 1);
  expect(reset.map((l) => l.to)).toContain(adminUser.email);

  const read = async (api: ApiClient) =>
    ((await api.gql(LETTERS)).body.data?.demoMailbox.letters ?? []) as Letter[];
  for (const secretary of [mine, theirs]) {
    const letters = await read(secretary);
    expect(letters.some((l) => l.to === adminUser.email)).toBe(false);
    expect(letters.some((l) => l.links.some((x) => x.includes("/password/reset#")))).toBe(false);
  }
  // The other council's secretary sees none of this council's letters.
  const others = await read(theirs);
  expect(others.some((l) => members.some((m) => m.email === l.to))).toBe(false);
});
