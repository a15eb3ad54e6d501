import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrations } from "../../migrations/index.ts";
import { hashToken, newToken } from "../lib/tokens.ts";
import { ballotRequest } from "../test/ceremony.ts";
import { ApiClient } from "../test/client.ts";
import {
  collectTokens,
  inviteAndCollectTokens,
  prepareSitting,
  secretaryWithDefense,
  vote,
} from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";
import { findInviteByTokenHash } from "./invite.repository.ts";

// Issue 30, «links that never die under a member's finger»: a resend mails a new link and the
// old one keeps working until the member votes by either (one ballot per member, whichever
// link); the secretary revokes the old one only on purpose; no resend while a letter is queued.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const RESEND = "mutation($d: ID!, $m: [ID!]) { resendInvites(defenseId: $d, memberIds: $m) { id } }";
const RESEND_REVOKING =
  "mutation($d: ID!, $m: [ID!], $r: Boolean) { resendInvites(defenseId: $d, memberIds: $m, revokeOld: $r) { id } }";
const POLL = "query($t: String!) { poll(token: $t) { status voted } }";
const ALREADY_VOTED =
  "Вы уже проголосовали: голос принимается один раз, по какой бы ссылке из писем вы ни открыли бюллетень.";

type Member = { id: number; email: string; fio: string };

/**
 * A secretary's open vote: the roll `count` members of a council of `count + 1`, with their first
 * links. A whole sitting (the roll's letters, the key ceremony, the opening's letters): the tests
 * that start with it get 60 s.
 */
async function openVote(count = 3) {
  const scene = await secretaryWithDefense(server, count + 1);
  const roll = scene.members.slice(0, count);
  const first = await inviteAndCollectTokens(server, scene.api, scene.defense.id, roll);
  const resend = (members: readonly Member[] | null, revokeOld?: boolean) =>
    scene.api.gql(revokeOld === undefined ? RESEND : RESEND_REVOKING, {
      d: String(scene.defense.id),
      m: members ? members.map((m) => String(m.id)) : null,
      ...(revokeOld === undefined ? {} : { r: revokeOld }),
    });
  /** Resends to `members` and waits for their new letters; their new tokens. */
  const resendAndCollect = async (members: readonly Member[], revokeOld?: boolean) => {
    const since = server.smtp.mails.length;
    const answer = await resend(members, revokeOld);
    expect(answer.body.errors).toBeUndefined();
    return collectTokens(server, scene.api, scene.defense.id, [...members], since);
  };
  const ballots = async () =>
    (
      await sql<{ n: number }>`select count(*)::int as n from ballots b join polls p on p.id = b.poll_id
        where p.defense_id = ${scene.defense.id}`.execute(server.db)
    ).rows[0]?.n;
  return { ...scene, roll, first, resend, resendAndCollect, ballots };
}

const guest = () => new ApiClient(server.url);
const page = async (token: string | undefined) => (await guest().gql(POLL, { t: token ?? "" })).body;

describe("a resend keeps the old link", () => {
  it("the old and the new link both open the ballot; a vote by either is the member's one vote, the other then answers «Вы уже проголосовали»", async () => {
    const { roll, first, resendAndCollect, ballots } = await openVote(3);
    const [a, b] = [roll[0], roll[1]] as [Member, Member];
    const fresh = await resendAndCollect([a, b]);
    expect(fresh.get(a.id)).not.toBe(first.get(a.id));

    // Both links of each member open the same, still open ballot.
    for (const token of [first.get(a.id), fresh.get(a.id), first.get(b.id), fresh.get(b.id)])
      expect(await page(token)).toEqual({ data: { poll: { status: "OPEN", voted: false } } });

    // A votes by the old link (the ballot was open on the phone when the new letter came).
    expect((await vote(guest(), first.get(a.id), "AGAINST")).body.errors).toBeUndefined();
    const again = await vote(guest(), fresh.get(a.id), "FOR");
    expect(again.body.errors?.[0]).toMatchObject({
      message: ALREADY_VOTED,
      extensions: { code: "CONFLICT" },
    });
    // B votes by the new link; the old one is then spent too.
    expect((await vote(guest(), fresh.get(b.id), "FOR")).body.errors).toBeUndefined();
    const old = await vote(guest(), first.get(b.id), "AGAINST");
    expect(old.body.errors?.[0]).toMatchObject({ message: ALREADY_VOTED, extensions: { code: "CONFLICT" } });

    // Every link of a member who voted shows the ballot as cast.
    for (const token of [first.get(a.id), fresh.get(a.id), first.get(b.id), fresh.get(b.id)])
      expect(await page(token)).toEqual({ data: { poll: { status: "OPEN", voted: true } } });
    expect(await ballots()).toBe(2);
  }, 60_000);

  it("with revokeOld (REST and GraphQL, the old address was wrong) the old link answers NOT_FOUND at once and the new one votes", async () => {
    const { api, defense, roll, first, resend, ballots } = await openVote(3);
    const a = roll[0] as Member;
    const since = server.smtp.mails.length;
    const answer = await api.rest("POST", `/secretar/defenses/${defense.id}/resendInvites`, {
      memberIds: [String(a.id)],
      revokeOld: true,
    });
    expect(answer.status).toBe(200);
    // Before the new letter has even gone, the old link is refused, for the page and the ballot.
    const gone = await page(first.get(a.id));
    expect(gone.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(gone.errors?.[0]?.message).toMatch(
      /^Ссылка недействительна: .*отменил эту ссылку, отправив новую/,
    );
    expect((await vote(guest(), first.get(a.id), "FOR")).body.errors?.[0]?.extensions?.code).toBe(
      "NOT_FOUND",
    );
    const fresh = await collectTokens(server, api, defense.id, [a], since);
    expect((await vote(guest(), fresh.get(a.id), "AGAINST")).body.errors).toBeUndefined();
    expect(await ballots()).toBe(1);
    // The other members' links were not touched.
    expect(await page(first.get((roll[1] as Member).id))).toEqual({
      data: { poll: { status: "OPEN", voted: false } },
    });
    // The same through GraphQL.
    const c = roll[2] as Member;
    expect((await resend([c], true)).body.errors).toBeUndefined();
    expect((await page(first.get(c.id))).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  }, 60_000);

  it("concurrent ballots by a member's old and new links store exactly one ballot", async () => {
    const { roll, first, resendAndCollect, ballots } = await openVote(3);
    const second = await resendAndCollect(roll);
    const third = await resendAndCollect(roll);
    const member = guest();
    const outcomes = await Promise.all(
      roll.map(async (m) => {
        // Three links, three ballots by each (different ciphertexts), all at once.
        const requests = await Promise.all(
          [first, second, third].flatMap((tokens) =>
            (["FOR", "AGAINST", "FOR"] as const).map((choice) =>
              ballotRequest(member, tokens.get(m.id) ?? "", choice),
            ),
          ),
        );
        const answers = await Promise.all(
          requests.map((body) => guest().rest("POST", "/member/polls", body)),
        );
        return answers.map((r) => r.status).sort();
      }),
    );
    for (const statuses of outcomes) expect(statuses).toEqual([200, ...Array(8).fill(409)]);
    expect(await ballots()).toBe(roll.length);
  }, 60_000);
});

describe("no resend while the letter is queued", () => {
  it("a named member whose letter is still queued is refused with CONFLICT naming them; «all» leaves them out; once it has gone the resend goes through", async () => {
    const scene = await secretaryWithDefense(server, 4);
    const roll = scene.members.slice(0, 3);
    const [a, b, c] = [roll[0], roll[1], roll[2]] as [Member, Member, Member];
    expect(await prepareSitting(server, scene.api, scene.defense.id, roll)).toBeUndefined();
    // A's invite stays with the mail server, under way, until released.
    const release = server.smtp.hold([a.email]);
    try {
      const opened = server.smtp.mails.length;
      const send = await scene.api.gql(
        "mutation($d: ID!, $m: [ID!]!) { sendInvites(defenseId: $d, memberIds: $m) { id } }",
        { d: String(scene.defense.id), m: roll.map((m) => String(m.id)) },
      );
      expect(send.body.errors).toBeUndefined();
      await collectTokens(server, scene.api, scene.defense.id, [b, c], opened);
      const desk = await scene.api.gql(
        "query($id: ID!) { secretarDefense(id: $id) { invites { member { id } delivery } } }",
        { id: String(scene.defense.id) },
      );
      expect(
        desk.body.data?.secretarDefense.invites.find(
          (i: { member: { id: string } }) => i.member.id === String(a.id),
        )?.delivery,
      ).toBe("QUEUED");

      const resend = (m: Member[] | null) =>
        scene.api.gql(RESEND, { d: String(scene.defense.id), m: m ? m.map((x) => String(x.id)) : null });
      for (const named of [[a], [a, b]]) {
        const refused = await resend(named);
        expect(refused.body.errors?.[0]).toMatchObject({
          message: `Письмо с приглашением еще в очереди на отправку: ${a.fio}. Отправить ссылку заново можно, когда письмо уйдет или его не удастся доставить.`,
          extensions: { code: "CONFLICT" },
        });
      }
      const rest = await scene.api.rest("POST", `/secretar/defenses/${scene.defense.id}/resendInvites`, {
        memberIds: [String(a.id)],
      });
      expect(rest.status).toBe(409);
      // Everyone who has not voted: B and C get new letters, A is left out.
      const all = server.smtp.mails.length;
      expect((await resend(null)).body.errors).toBeUndefined();
      release();
      await collectTokens(server, scene.api, scene.defense.id, [a, b, c], opened);
      await server.smtp.waitForMailTo([b.email, c.email], all, 30_000, /\/polls\//);
      const toA = server.smtp.mails.slice(opened).filter((m) => m.to.includes(a.email));
      expect(toA).toHaveLength(1);
      // A's letter has gone: now a resend to A goes through.
      const again = server.smtp.mails.length;
      expect((await resend([a])).body.errors).toBeUndefined();
      await collectTokens(server, scene.api, scene.defense.id, [a], again);
    } finally {
      release();
    }
  });
});

describe("upgrading to links of their own", () => {
  it("a link mailed before the upgrade still opens its ballot", async () => {
    const { Migrator } = await import("kysely");
    const { openDatabase } = await import("../lib/database.ts");
    const { migrateToLatest } = await import("../lib/migrate.ts");
    const { buildBoard, buildDefense } = await import("../test/factories.ts");
    const handle = openDatabase({ dataDir: "memory://" });
    const db = handle.db;
    try {
      const provider = { getMigrations: async () => migrations };
      const before = await new Migrator({ db, provider }).migrateTo("2026-11-26T0100_election_fingerprint");
      expect(before.error).toBeUndefined();
      const { board, members } = await buildBoard(db, { memberCount: 3 });
      const defense = await buildDefense(db, board.id);
      const token = newToken();
      const poll = (
        await sql<{ id: number }>`insert into polls (defense_id, status, opened_at)
          values (${defense.id}, 'OPEN', now()) returning id`.execute(db)
      ).rows[0]?.id;
      await sql`insert into poll_invites (poll_id, member_id, token_hash, sent_at, delivery)
        values (${poll}, ${members[0]?.id}, ${hashToken(token)}, now(), 'SENT')`.execute(db);

      // Up to the links' own migration: later ones annul a poll left open by the upgrades to
      // signed dealings (2026-11-28T0200_spoken_code) and to voting credentials.
      const upgraded = await new Migrator({ db, provider }).migrateTo("2026-11-27T0200_invite_links");
      expect(upgraded.error).toBeUndefined();
      const invite = await findInviteByTokenHash(db, hashToken(token));
      expect(invite).toMatchObject({
        poll_id: poll,
        member_id: members[0]?.id,
        used_at: null,
        status: "OPEN",
      });
      const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns
        where table_name = 'poll_invites'`.execute(db);
      expect(columns.rows.map((c) => c.column_name)).not.toContain("token_hash");

      // Then issue 36's upgrades (signed dealings, then voting credentials): a vote open without
      // them cannot go on, so the first of them annuls it with its reason; its link says so.
      await migrateToLatest(db);
      const annulled = await findInviteByTokenHash(db, hashToken(token));
      expect(annulled).toMatchObject({ poll_id: poll, status: "ANNULLED" });
      const row = await sql<{
        annul_reason: string;
      }>`select annul_reason from polls where id = ${poll}`.execute(db);
      expect(row.rows[0]?.annul_reason).toMatch(
        /^Голосование аннулировано при переходе на подписанные доли ключа счетной комиссии/,
      );
    } finally {
      await db.destroy();
    }
  });
});
