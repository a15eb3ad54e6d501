import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMISSION_MIN } from "../../shared/council.ts";
import { vote as castBallot, openUrn, runKeyCeremony } from "../test/ceremony.ts";
import { ApiClient } from "../test/client.ts";
import { buildRuleSet } from "../test/factories.ts";
import { collectTokens, inviteAndCollectTokens, prepareSitting, secretaryWithDefense } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";
import { closeExpiredPolls } from "./sitting/close-expired-polls.service.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const RESULT = `query($id: ID!) { secretarDefense(id: $id) { resultPolls {
  status listSize participants invited voted deadline closedAt votesFor votesAgainst notReturned decision explanation annulReason
  quorum { met list { met present required listSize } specialty { met present required specialtyCode } }
} } }`;

async function result(api: ApiClient, defenseId: number) {
  const r = await api.gql(RESULT, { id: String(defenseId) });
  expect(r.body.errors).toBeUndefined();
  return r.body.data?.secretarDefense.resultPolls;
}

function vote(token: string | undefined, choice: "FOR" | "AGAINST") {
  return castBallot(new ApiClient(server.url), token, choice);
}

describe("quorum and decision in resultPolls (Положение № 1093)", () => {
  it("list 21: 13 on the roll is no quorum and opens nothing, 14 is; 10 «за» of 14 is positive; the tally is hidden until closed", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 21);
    expect(await prepareSitting(server, api, defense.id, members.slice(0, 13))).toBeUndefined();
    let r = await result(api, defense.id);
    // The roll's members have their links from the roll on (to make their voting keys); none voted.
    expect(r).toMatchObject({ status: "DRAFT", listSize: 21, participants: 13, voted: 0 });
    expect(r.quorum).toEqual({
      met: false,
      list: { met: false, present: 13, required: 14, listSize: 21 },
      specialty: { met: true, present: 13, required: 3, specialtyCode: "1.2.2" },
    });
    const refused = await api.gql(
      "mutation($d: ID!, $m: [ID!]!) { sendInvites(defenseId: $d, memberIds: $m) { id } }",
      { d: String(defense.id), m: members.slice(0, 13).map((m) => String(m.id)) },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");

    const tokens = await inviteAndCollectTokens(server, api, defense.id, members.slice(0, 14));
    for (const m of members.slice(0, 10)) {
      expect((await vote(tokens.get(m.id), "FOR")).body.errors).toBeUndefined();
    }
    r = await result(api, defense.id);
    expect(r).toMatchObject({
      participants: 14,
      voted: 10,
      votesFor: null,
      votesAgainst: null,
      decision: null,
      explanation: null,
    });
    expect(r.quorum.met).toBe(true);

    const closed = await api.gql("mutation($d: ID!) { closePoll(defenseId: $d) { id } }", {
      d: String(defense.id),
    });
    expect(closed.body.errors).toBeUndefined();
    r = await result(api, defense.id);
    expect(r).toMatchObject({
      status: "CLOSED",
      voted: 10,
      votesFor: null,
      votesAgainst: null,
      decision: null,
      explanation: null,
    });
    await openUrn(new ApiClient(server.url), defense.id);
    r = await result(api, defense.id);
    expect(r).toMatchObject({
      status: "CLOSED",
      votesFor: 10,
      votesAgainst: 0,
      notReturned: 4,
      decision: "POSITIVE",
      explanation: "За — 10 из 14 участвовавших, требуется не менее 10: решение положительное.",
    });
  }, 90_000);

  it("a closed vote keeps the rules it was decided by when the council's rule set changes later", async () => {
    const { api, board, members, defense } = await secretaryWithDefense(server, 3);
    const tokens = await inviteAndCollectTokens(server, api, defense.id, members);
    await vote(tokens.get(members[0]!.id), "FOR");
    await vote(tokens.get(members[1]!.id), "FOR");
    await vote(tokens.get(members[2]!.id), "AGAINST");
    await openUrn(new ApiClient(server.url), defense.id);
    expect((await result(api, defense.id)).decision).toBe("POSITIVE");
    const strict = await buildRuleSet(server.db);
    await server.db
      .updateTable("rule_sets")
      .set({ decision_num: 3, decision_den: 4 })
      .where("code", "=", strict)
      .execute();
    await server.db.updateTable("boards").set({ rule_set_code: strict }).where("id", "=", board.id).execute();
    expect(await result(api, defense.id)).toMatchObject({
      decision: "POSITIVE",
      explanation: "За — 2 из 3 участвовавших, требуется не менее 2: решение положительное.",
    });
  });

  it("a докторская with 4 doctors of the specialty on the roll has no quorum: the ballot does not open", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 12, {
      doctors: 4,
      degree: "DOCTOR",
    });
    expect(await prepareSitting(server, api, defense.id, members.slice(0, 9))).toBeUndefined();
    const r = await result(api, defense.id);
    expect(r).toMatchObject({ status: "DRAFT", votesFor: null, decision: null });
    expect(r.quorum.specialty).toEqual({ met: false, present: 4, required: 5, specialtyCode: "1.2.2" });
    expect(r.quorum.list.met).toBe(true);
    const refused = await api.gql(
      "mutation($d: ID!, $m: [ID!]!) { sendInvites(defenseId: $d, memberIds: $m) { id } }",
      { d: String(defense.id), m: members.slice(0, 9).map((m) => String(m.id)) },
    );
    expect(refused.body.errors?.[0]).toMatchObject({
      extensions: { code: "CONFLICT" },
      message:
        "Заседание неправомочно, голосование не открыть. Нужно еще 1 доктор наук по специальности 1.2.2. Отметьте присутствующих в явочном листе.",
    });
  });
});

describe("who may take part", () => {
  it("refuses the соискатель, and the secretary when the rule set gives them no vote", async () => {
    const scene = await secretaryWithDefense(server, 5);
    await server.db
      .updateTable("defenses")
      .set({ candidate_member_id: scene.members[3]!.id })
      .where("id", "=", scene.defense.id)
      .execute();
    const asCandidate = await scene.api.gql(
      "mutation($d: ID!, $m: [ID!]!) { sendInvites(defenseId: $d, memberIds: $m) { id } }",
      {
        d: String(scene.defense.id),
        m: [String(scene.members[3]!.id)],
      },
    );
    expect(asCandidate.body.errors?.[0]).toMatchObject({
      extensions: { code: "BAD_USER_INPUT" },
      message: `${scene.members[3]!.fio} — соискатель по этой защите и не участвует в голосовании.`,
    });

    const code = await buildRuleSet(server.db, { secretary_votes: false });
    const strict = await secretaryWithDefense(server, 5, { ruleSetCode: code });
    const secretary = strict.members.find((m) => m.position === "SECRETARY")!;
    const asSecretary = await strict.api.gql(
      "mutation($d: ID!, $m: [ID!]!) { sendInvites(defenseId: $d, memberIds: $m) { id } }",
      {
        d: String(strict.defense.id),
        m: [String(secretary.id)],
      },
    );
    expect(asSecretary.body.errors?.[0]?.message).toBe(
      `По правилам совета ученый секретарь (${secretary.fio}) не голосует.`,
    );
    const polls = await server.db
      .selectFrom("polls")
      .select("id")
      .where("defense_id", "in", [scene.defense.id, strict.defense.id])
      .execute();
    expect(polls).toEqual([]);
  });
});

describe("lifecycle", () => {
  it("at its deadline a poll takes no more ballots, and the scheduled job closes it", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 4);
    const past = await api.gql(
      'mutation($d: ID!, $m: [ID!]!) { sendInvites(defenseId: $d, memberIds: $m, deadline: "2020-01-01T00:00:00Z") { id } }',
      {
        d: String(defense.id),
        m: [String(members[0]!.id)],
      },
    );
    expect(past.body.errors?.[0]?.message).toBe("Срок голосования должен быть в будущем.");

    // The sitting first (the key ceremony takes its time), then a deadline 2.5 s away.
    expect(await prepareSitting(server, api, defense.id, members.slice(0, 3))).toBeUndefined();
    const deadline = new Date(Date.now() + 2500).toISOString();
    const tokens = await inviteAndCollectTokens(server, api, defense.id, members.slice(0, 3), {
      deadline,
      prepared: true,
    });
    expect((await vote(tokens.get(members[0]!.id), "FOR")).body.errors).toBeUndefined();
    expect((await result(api, defense.id)).deadline).toBe(deadline);
    await new Promise((r) => setTimeout(r, 2700));
    const late = await vote(tokens.get(members[1]!.id), "FOR");
    expect(late.body.errors?.[0]).toMatchObject({
      extensions: { code: "CONFLICT" },
      message: "Голосование закрыто: бюллетени больше не принимаются.",
    });
    await closeExpiredPolls(server, null);
    expect(await result(api, defense.id)).toMatchObject({
      status: "CLOSED",
      voted: 1,
      votesFor: null,
    });
    await openUrn(new ApiClient(server.url), defense.id);
    expect(await result(api, defense.id)).toMatchObject({
      status: "CLOSED",
      voted: 1,
      votesFor: 1,
      votesAgainst: 0,
      notReturned: 2,
    });
  });

  it("an annulled vote is kept with its reason, has no decision, and takes no more ballots", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 4);
    const tokens = await inviteAndCollectTokens(server, api, defense.id, members.slice(0, 3));
    await vote(tokens.get(members[0]!.id), "AGAINST");
    const annul = "mutation($d: ID!, $r: String!) { annulPoll(defenseId: $d, reason: $r) { id } }";
    const short = await api.gql(annul, { d: String(defense.id), r: "нет" });
    expect(short.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(
      (await api.gql(annul, { d: String(defense.id), r: "Нарушена процедура: не выбрана счетная комиссия" }))
        .body.errors,
    ).toBeUndefined();
    expect(await result(api, defense.id)).toMatchObject({
      status: "ANNULLED",
      annulReason: "Нарушена процедура: не выбрана счетная комиссия",
      voted: 1,
      votesFor: null,
      votesAgainst: null,
      decision: null,
    });
    const after = await vote(tokens.get(members[1]!.id), "FOR");
    expect(after.body.errors?.[0]?.message).toBe("Голосование аннулировано: бюллетени не принимаются.");
    expect(
      (await api.gql(annul, { d: String(defense.id), r: "ещё раз, повторно" })).body.errors?.[0]?.extensions
        ?.code,
    ).toBe("CONFLICT");
    const close = await api.gql("mutation($d: ID!) { closePoll(defenseId: $d) { id } }", {
      d: String(defense.id),
    });
    expect(close.body.errors?.[0]?.message).toBe("Голосование уже закрыто.");
    const ballots = await server.db
      .selectFrom("ballots")
      .innerJoin("polls", "polls.id", "ballots.poll_id")
      .select("alpha")
      .where("polls.defense_id", "=", defense.id)
      .execute();
    expect(ballots).toHaveLength(1);
  });

  it("re-sends a new link to one member or to all who have not voted; the old link keeps working", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 4);
    const first = await inviteAndCollectTokens(server, api, defense.id, members.slice(0, 3));
    expect((await vote(first.get(members[0]!.id), "FOR")).body.errors).toBeUndefined();

    const resend = "mutation($d: ID!, $m: [ID!]) { resendInvites(defenseId: $d, memberIds: $m) { id } }";
    let since = server.smtp.mails.length;
    expect(
      (await api.gql(resend, { d: String(defense.id), m: [String(members[1]!.id)] })).body.errors,
    ).toBeUndefined();
    const second = await collectTokens(server, api, defense.id, [members[1]!], since);
    expect(second.get(members[1]!.id)).not.toBe(first.get(members[1]!.id));
    const page = "query($t: String!) { poll(token: $t) { status voted } }";
    for (const token of [first.get(members[1]!.id), second.get(members[1]!.id)])
      expect((await new ApiClient(server.url).gql(page, { t: token })).body).toEqual({
        data: { poll: { status: "OPEN", voted: false } },
      });

    const voted = await api.gql(resend, { d: String(defense.id), m: [String(members[0]!.id)] });
    expect(voted.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");

    since = server.smtp.mails.length;
    expect((await api.gql(resend, { d: String(defense.id), m: null })).body.errors).toBeUndefined();
    const third = await collectTokens(server, api, defense.id, [members[1]!, members[2]!], since);
    expect(
      server.smtp.mails
        .slice(since)
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual([members[1]!.email, members[2]!.email].sort());
    expect((await vote(third.get(members[2]!.id), "AGAINST")).body.errors).toBeUndefined();
  });
});

describe("the счетная комиссия and the protocol", () => {
  it("needs at least 3 members of the roll, and the protocol (GraphQL, REST, PDF) carries the same tally as resultPolls", async () => {
    const { api, board, members, defense } = await secretaryWithDefense(server, 6);
    const participants = members.slice(0, 5);
    await api.gql("mutation($d: ID!, $m: [ID!]!) { setRoll(defenseId: $d, memberIds: $m) { id } }", {
      d: String(defense.id),
      m: participants.map((m) => String(m.id)),
    });
    const commission =
      "mutation($d: ID!, $m: [ID!]!) { setCountingCommission(defenseId: $d, memberIds: $m) { commission { id } } }";
    const two = await api.gql(commission, {
      d: String(defense.id),
      m: participants.slice(0, 2).map((m) => String(m.id)),
    });
    expect(two.body.errors?.[0]?.message).toBe(
      `В счетную комиссию входят не менее ${COMMISSION_MIN} членов совета.`,
    );
    const outsider = await api.gql(commission, {
      d: String(defense.id),
      m: [...participants.slice(0, 2), members[5]!].map((m) => String(m.id)),
    });
    expect(outsider.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const since = server.smtp.mails.length;
    const ok = await api.gql(commission, {
      d: String(defense.id),
      m: participants.slice(0, 3).map((m) => String(m.id)),
    });
    expect(ok.body.data?.setCountingCommission.commission).toHaveLength(3);
    await runKeyCeremony(server.smtp, api, defense.id, participants.slice(0, 3), since, api);
    const tokens = await inviteAndCollectTokens(server, api, defense.id, participants, { prepared: true });

    expect((await api.rest("GET", `/secretar/defenses/${defense.id}/protocol`)).status).toBe(409);
    for (const [i, m] of participants.slice(0, 4).entries())
      await vote(tokens.get(m.id), i < 3 ? "FOR" : "AGAINST");
    await api.gql("mutation($d: ID!) { closePoll(defenseId: $d) { id } }", { d: String(defense.id) });
    // Closed, but the urn is not open yet: no protocol.
    expect((await api.rest("GET", `/secretar/defenses/${defense.id}/protocol`)).status).toBe(409);
    await openUrn(new ApiClient(server.url), defense.id);

    const rest = await api.rest<{ data: Record<string, unknown> }>(
      "GET",
      `/secretar/defenses/${defense.id}/protocol`,
    );
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({
      boardCode: board.code,
      approvedSize: 6,
      present: 5,
      presentSpecialtyDoctors: 5,
      ballotsIssued: 5,
      ballotsReturned: 4,
      votesFor: 3,
      votesAgainst: 1,
      invalid: 0,
      decision: "NEGATIVE",
      explanation: "За — 3 из 5 участвовавших, требуется не менее 4: решение отрицательное.",
    });
    const r = await result(api, defense.id);
    expect([r.votesFor, r.votesAgainst, r.voted, r.decision]).toEqual([3, 1, 4, "NEGATIVE"]);

    const pdf = await api.request("GET", `/api/v1/secretar/defenses/${defense.id}/protocol.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = await (
      await fetch(`${server.url}/api/v1/secretar/defenses/${defense.id}/protocol.pdf`, {
        headers: { cookie: api.sessionCookie ?? "" },
      })
    ).arrayBuffer();
    const text = (await new PDFParse({ data: new Uint8Array(bytes) }).getText()).text.replace(/\s+/g, " ");
    expect(text).toContain("ПРОТОКОЛ");
    expect(text).toContain(board.code);
    expect(text).toContain(defense.candidate);
    expect(text).toMatch(/«за»: 3/);
    expect(text).toMatch(/«против»: 1/);
    expect(text).toContain(participants[0]!.fio.split(" ")[0]);
  });
});
