import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findInUrn, verifyRecord } from "../../shared/ballot/index.ts";
import { BALLOT_COLUMNS, ballotFor, fetchRecord, openUrn, runKeyCeremony } from "../test/ceremony.ts";
import { ApiClient } from "../test/client.ts";
import { buildBoard } from "../test/factories.ts";
import {
  inviteAndCollectTokens as invite,
  secretaryWithDefense as scene,
  signedIn,
  vote,
  waitUntilDelivered,
} from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";
import { tokenFromMail } from "../test/smtp.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const secretaryWithDefense = (memberCount = 5) => scene(server, memberCount);
const inviteAndCollectTokens = (
  api: ApiClient,
  defenseId: number,
  members: { id: number; email: string }[],
) => invite(server, api, defenseId, members);

const RESULTS =
  "query($id: ID!) { secretarDefense(id: $id) { id resultPolls { status invited voted votesFor votesAgainst } invites { member { id } voted sentAt } } }";

describe("the council flow through GraphQL", () => {
  it("invites selected members by email, takes one secret vote per link, and shows the tally once all voted", async () => {
    // 3 of 4 present: the list quorum (2/3) and 3 doctors of the specialty.
    const { api, members, defense } = await secretaryWithDefense(4);
    const chosen = members.slice(0, 3);
    const tokens = await inviteAndCollectTokens(api, defense.id, chosen);

    const mail = server.smtp.mails.find(
      (m) => m.to.includes(chosen[0]!.email) && m.text.includes("/polls/"),
    )!;
    expect(mail.subject).toContain(defense.candidate);
    expect(mail.text).toContain(`${server.url}/polls/`);
    expect(mail.text).toContain(chosen[0]!.fio);

    let r = await api.gql(RESULTS, { id: String(defense.id) });
    expect(r.body.data?.secretarDefense.resultPolls).toEqual({
      status: "OPEN",
      invited: 3,
      voted: 0,
      votesFor: null,
      votesAgainst: null,
    });
    expect(
      r.body.data?.secretarDefense.invites.every((i: { sentAt: string | null }) => i.sentAt !== null),
    ).toBe(true);

    const guest = new ApiClient(server.url);
    const poll = await guest.gql(
      "query($t: String!) { poll(token: $t) { status voted defense { candidate boardCode } questions { id text choices } } }",
      {
        t: tokens.get(chosen[0]!.id),
      },
    );
    expect(poll.body.data?.poll).toMatchObject({
      status: "OPEN",
      voted: false,
      defense: { candidate: defense.candidate },
      questions: [{ id: "award", choices: ["FOR", "AGAINST"] }],
    });
    // «Соискатель 3» does not decline: the name stays in the nominative, in parentheses.
    expect(poll.body.data?.poll.questions[0].text).toBe(
      "Присудить соискателю (Соискатель 3) ученую степень кандидата физико-математических наук?".replace(
        "Соискатель 3",
        defense.candidate,
      ),
    );

    // The receipt: the tracker, the ballot's place in the urn and the urn's head after it.
    expect((await vote(guest, tokens.get(chosen[0]!.id), "FOR")).body).toEqual({
      data: {
        submitBallot: {
          accepted: true,
          tracker: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          position: 1,
          head: expect.stringMatching(/^[0-9a-f]{64}$/),
          headCode: expect.stringMatching(/^([2-9А-Я]{4}-){3}[2-9А-Я]{4}$/),
        },
      },
    });
    expect((await vote(guest, tokens.get(chosen[1]!.id), "FOR")).body.errors).toBeUndefined();

    // While open: turnout and who voted, never a partial tally.
    r = await api.gql(RESULTS, { id: String(defense.id) });
    expect(r.body.data?.secretarDefense.resultPolls).toEqual({
      status: "OPEN",
      invited: 3,
      voted: 2,
      votesFor: null,
      votesAgainst: null,
    });
    const votedIds = r.body.data?.secretarDefense.invites
      .filter((i: { voted: boolean }) => i.voted)
      .map((i: { member: { id: string } }) => i.member.id);
    expect(votedIds.sort()).toEqual([String(chosen[0]!.id), String(chosen[1]!.id)].sort());

    expect((await vote(guest, tokens.get(chosen[2]!.id), "AGAINST")).body.errors).toBeUndefined();
    // Closed when the whole roll has voted; the count waits for the commission to open the urn.
    r = await api.gql(RESULTS, { id: String(defense.id) });
    expect(r.body.data?.secretarDefense.resultPolls).toMatchObject({
      status: "CLOSED",
      voted: 3,
      votesFor: null,
    });
    await openUrn(guest, defense.id);
    r = await api.gql(RESULTS, { id: String(defense.id) });
    expect(r.body.data?.secretarDefense.resultPolls).toEqual({
      status: "CLOSED",
      invited: 3,
      voted: 3,
      votesFor: 2,
      votesAgainst: 1,
    });
  });

  it("refuses a reused token with a Russian message and writes nothing", async () => {
    const { api, members, defense } = await secretaryWithDefense(3);
    const tokens = await inviteAndCollectTokens(api, defense.id, members);
    const token = tokens.get(members[0]!.id)!;
    const guest = new ApiClient(server.url);
    expect((await vote(guest, token, "AGAINST")).body.errors).toBeUndefined();
    const count = () =>
      server.db.selectFrom("ballots").select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow();
    const before = await count();
    const again = await vote(guest, token, "FOR");
    expect(again.body.errors?.[0]).toMatchObject({
      message:
        "Вы уже проголосовали: голос принимается один раз, по какой бы ссылке из писем вы ни открыли бюллетень.",
      extensions: { code: "CONFLICT" },
    });
    expect(await count()).toEqual(before);
    const poll = await guest.gql("query($t: String!) { poll(token: $t) { voted } }", { t: token });
    expect(poll.body.data?.poll.voted).toBe(true);
  });

  it("reading a poll link consumes nothing; re-inviting mails a new link and the old one still votes, once", async () => {
    const { api, members, defense } = await secretaryWithDefense(3);
    const first = await inviteAndCollectTokens(api, defense.id, members);
    const guest = new ApiClient(server.url);
    const oldToken = first.get(members[0]!.id)!;
    await guest.gql("query($t: String!) { poll(token: $t) { voted } }", { t: oldToken });
    const second = await invite(server, api, defense.id, [members[0]!], { prepared: true });
    const newToken = second.get(members[0]!.id)!;
    expect(newToken).not.toBe(oldToken);
    expect((await vote(guest, oldToken, "FOR")).body.errors).toBeUndefined();
    const again = await vote(guest, newToken, "FOR");
    expect(again.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
  });

  it("closing the poll stops ballots and reveals the tally; an unknown token is NOT_FOUND", async () => {
    const { api, members, defense } = await secretaryWithDefense(4);
    const tokens = await inviteAndCollectTokens(api, defense.id, members);
    const guest = new ApiClient(server.url);
    await vote(guest, tokens.get(members[0]!.id), "AGAINST");
    const closed = await api.gql(
      "mutation($d: ID!) { closePoll(defenseId: $d) { resultPolls { status voted votesFor votesAgainst } } }",
      {
        d: String(defense.id),
      },
    );
    expect(closed.body.data?.closePoll.resultPolls).toEqual({
      status: "CLOSED",
      voted: 1,
      votesFor: null,
      votesAgainst: null,
    });
    await openUrn(guest, defense.id);
    const counted = await api.gql(RESULTS, { id: String(defense.id) });
    expect(counted.body.data?.secretarDefense.resultPolls).toMatchObject({ votesFor: 0, votesAgainst: 1 });
    const late = await vote(guest, tokens.get(members[1]!.id), "FOR");
    expect(late.body.errors?.[0]).toMatchObject({
      extensions: { code: "CONFLICT" },
      message: "Голосование закрыто: бюллетени больше не принимаются.",
    });
    const unknown = await vote(guest, "A".repeat(43), "FOR");
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const again = await api.gql(
      "mutation($d: ID!, $m: [ID!]!) { sendInvites(defenseId: $d, memberIds: $m) { id } }",
      {
        d: String(defense.id),
        m: [String(members[1]!.id)],
      },
    );
    expect(again.body.errors?.[0]).toMatchObject({
      extensions: { code: "CONFLICT" },
      message: "Голосование по этой защите уже закрыто.",
    });
  });

  it("validates the selection: none selected, or a member of another council", async () => {
    const { api, defense } = await secretaryWithDefense(2);
    const other = await buildBoard(server.db, { memberCount: 1 });
    const none = await api.gql("mutation($d: ID!) { sendInvites(defenseId: $d, memberIds: []) { id } }", {
      d: String(defense.id),
    });
    expect(none.body.errors?.[0]).toMatchObject({
      message: "Выберите хотя бы одного члена совета.",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const foreign = await api.gql(
      "mutation($d: ID!, $m: [ID!]!) { sendInvites(defenseId: $d, memberIds: $m) { id } }",
      {
        d: String(defense.id),
        m: [String(other.members[0]!.id)],
      },
    );
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const polls = await server.db
      .selectFrom("polls")
      .selectAll()
      .where("defense_id", "=", defense.id)
      .execute();
    expect(polls).toEqual([]);
  });
});

describe("the council flow through REST /api/v1", () => {
  it("runs the spec's calls: boards, defenses with boards, one defense, sendInvites by selected flags, poll and ballot", async () => {
    const { api, board, members, defense } = await secretaryWithDefense(4);
    const boards = await api.rest("GET", "/secretar/boards");
    expect(boards.status).toBe(200);
    expect(boards.body.data).toEqual([
      expect.objectContaining({ id: String(board.id), code: board.code, memberCount: 4 }),
    ]);

    const one = await api.rest<{ data: { members: unknown[] } }>("GET", `/secretar/boards/${board.id}`);
    expect(one.body.data.members).toHaveLength(4);

    const list = await api.rest<{ data: { defenses: { id: string }[]; boards: { id: string }[] } }>(
      "GET",
      "/secretar/defenses",
    );
    expect(list.body.data.defenses.map((d) => d.id)).toEqual([String(defense.id)]);
    expect(list.body.data.boards.map((b) => b.id)).toEqual([String(board.id)]);

    const page = await api.rest<{
      data: { defense: { id: string; resultPolls: unknown }; board: { members: { id: string }[] } };
    }>("GET", `/secretar/defenses/${defense.id}`);
    expect(page.body.data.defense).toMatchObject({
      id: String(defense.id),
      resultPolls: { status: "DRAFT", invited: 0, voted: 0 },
    });
    expect(page.body.data.board.members).toHaveLength(4);

    // The sitting is prepared first: the roll, then the commission elected from it.
    const present = members.slice(0, 3).map((m) => String(m.id));
    expect(
      (await api.rest("POST", `/secretar/defenses/${defense.id}/roll`, { memberIds: present })).status,
    ).toBe(200);
    const ceremony = server.smtp.mails.length;
    expect(
      (await api.rest("POST", `/secretar/defenses/${defense.id}/commission`, { memberIds: present })).status,
    ).toBe(200);
    await runKeyCeremony(
      server.smtp,
      new ApiClient(server.url),
      defense.id,
      members.slice(0, 3),
      ceremony,
      api,
    );
    const before = server.smtp.mails.length;
    const selection = page.body.data.board.members.map((m, i) => ({ ...m, selected: i < 3 }));
    const sent = await api.rest<{ data: { defense: { resultPolls: { participants: number } } } }>(
      "POST",
      `/secretar/defenses/${defense.id}/sendInvites`,
      {
        members: selection,
      },
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data.defense.resultPolls.participants).toBe(3);
    const mails = (await server.smtp.waitFor(before + 3)).slice(before);
    await waitUntilDelivered(api, defense.id, [members[0]!.id, members[1]!.id, members[2]!.id]);
    const delivered = await api.rest<{ data: { defense: { resultPolls: { invited: number } } } }>(
      "GET",
      `/secretar/defenses/${defense.id}`,
    );
    expect(delivered.body.data.defense.resultPolls.invited).toBe(3);
    expect(mails.flatMap((m) => m.to).sort()).toEqual(
      [members[0]!.email, members[1]!.email, members[2]!.email].sort(),
    );

    const token = tokenFromMail(mails[0]!);
    const guest = new ApiClient(server.url);
    const poll = await guest.rest<{ data: { questions: { id: string; choices: string[] }[] } }>(
      "GET",
      `/member/polls/${token}`,
    );
    expect(poll.status).toBe(200);
    // The link's token must not leak as a referrer, nor the ballot sit in a shared cache.
    expect(poll.headers.get("referrer-policy")).toBe("no-referrer");
    expect(poll.headers.get("cache-control")).toBe("no-store");
    expect(poll.body.data.questions).toEqual([
      expect.objectContaining({ id: "award", choices: ["FOR", "AGAINST"] }),
    ]);

    const cast = await guest.rest("POST", "/member/polls", {
      token,
      answers: [{ questionId: "award", ballot: await ballotFor(guest, token, "FOR") }],
    });
    expect(cast).toMatchObject({ status: 200, body: { data: { accepted: true } } });
    const twice = await guest.rest("POST", "/member/polls", {
      token,
      answers: [{ questionId: "award", ballot: await ballotFor(guest, token, "FOR") }],
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({
      errors: {
        code: "CONFLICT",
        message:
          "Вы уже проголосовали: голос принимается один раз, по какой бы ссылке из писем вы ни открыли бюллетень.",
      },
    });

    const bare = await api.rest("POST", `/secretar/defenses/${defense.id}/sendInvites`, [
      { id: String(members[2]!.id), selected: true },
    ]);
    expect(bare.status).toBe(200);
    const bad = await api.rest("POST", `/secretar/defenses/${defense.id}/sendInvites`, { nope: 1 });
    expect(bad.status).toBe(422);

    const unknown = await guest.rest("GET", `/member/polls/${"B".repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errors: { code: "NOT_FOUND" } });
  });
});

describe("role and object-level refusals", () => {
  it("refuses guests, plain users and admins on secretar calls, and hides other councils", async () => {
    const { defense, board } = await secretaryWithDefense(2);
    const guest = new ApiClient(server.url);
    expect((await guest.rest("GET", "/secretar/boards")).status).toBe(401);
    const guestGql = await guest.gql("{ secretarBoards { id } }");
    expect(guestGql.body.errors?.[0]).toMatchObject({
      extensions: { code: "UNAUTHENTICATED" },
      message: "Войдите в систему.",
    });

    const { api: plainApi } = await signedIn(server);
    const forbidden = await plainApi.rest("GET", "/secretar/defenses");
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({
      errors: { code: "FORBIDDEN", message: "Недостаточно прав для этого действия." },
    });
    expect((await plainApi.rest("GET", "/admin/boards")).status).toBe(403);

    const { api: adminApi } = await signedIn(server, ["ADMIN"]);
    expect((await adminApi.rest("POST", `/secretar/defenses/${defense.id}/sendInvites`, [])).status).toBe(
      403,
    );
    const adminBoards = await adminApi.rest<{ data: { id: string }[] }>("GET", "/admin/boards");
    expect(adminBoards.body.data.map((b) => b.id)).toContain(String(board.id));

    const other = await secretaryWithDefense(2);
    for (const path of [`/secretar/boards/${board.id}`, `/secretar/defenses/${defense.id}`]) {
      const res = await other.api.rest("GET", path);
      expect(res.status).toBe(404);
    }
    const invite = await other.api.rest("POST", `/secretar/defenses/${defense.id}/sendInvites`, [
      { id: "1", selected: true },
    ]);
    expect(invite.status).toBe(404);
    expect((await other.api.rest("POST", `/secretar/defenses/${defense.id}/close`)).status).toBe(404);
    const otherList = await other.api.rest<{ data: { defenses: { id: string }[] } }>(
      "GET",
      "/secretar/defenses",
    );
    expect(otherList.body.data.defenses.map((d) => d.id)).toEqual([String(other.defense.id)]);
    expect((await other.api.rest("GET", "/secretar/defenses/abc")).status).toBe(404);
  });
});

describe("ballot secrecy", () => {
  it("the ballots table names no member or invite: only a credential, whose owner the credentials' table alone knows", async () => {
    const { rows } = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_name = 'ballots' order by ordinal_position
    `.execute(server.db);
    expect(rows.map((r) => r.column_name)).toEqual(BALLOT_COLUMNS);
    const fks = await sql<{ target: string }>`
      select ccu.table_name as target
      from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
      where tc.table_name = 'ballots' and tc.constraint_type = 'FOREIGN KEY'
    `.execute(server.db);
    expect(fks.rows.map((r) => r.target)).toEqual(["polls"]);
  });

  it("the urn keeps the ballots in the order they were accepted, each receipt's head on its chain, and the public record verifies", async () => {
    const { api, members, defense } = await secretaryWithDefense(6);
    const tokens = await inviteAndCollectTokens(api, defense.id, members);
    const guest = new ApiClient(server.url);
    const receipts: { tracker: string; position: number; head: string }[] = [];
    for (const [i, m] of members.entries()) {
      const cast = await vote(guest, tokens.get(m.id), i % 2 ? "FOR" : "AGAINST");
      expect(cast.body.errors).toBeUndefined();
      receipts.push((cast.body.data as { submitBallot: (typeof receipts)[number] }).submitBallot);
    }
    expect(receipts.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6]);
    const poll = await guest.gql<{ poll: { election: { manifest: { electionId: string } } } }>(
      "query($t: String!) { poll(token: $t) { election { manifest { electionId } } } }",
      { t: tokens.get(members[0]!.id) },
    );
    const record = await fetchRecord(guest, poll.body.data?.poll.election.manifest.electionId ?? "");
    expect(verifyRecord(record)).toEqual({ ok: true, errors: [] });
    for (const r of receipts)
      expect(findInUrn(record?.fingerprint ?? "", record?.ballots ?? [], r), `receipt ${r.position}`).toBe(
        "found",
      );
    // Every member on the roll voted: the record marks all of them, and says nothing of how.
    expect(record?.voted).toEqual(members.map(() => true));
  });
});
