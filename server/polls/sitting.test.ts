import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayIn, russianDate } from "../../shared/sitting-date.ts";
import { shortFio } from "../lib/russian.ts";
import { vote as castBallot, openUrn as openUrnOf } from "../test/ceremony.ts";
import { ApiClient } from "../test/client.ts";
import { buildRuleSet } from "../test/factories.ts";
import { inviteAndCollectTokens, prepareSitting, secretaryWithDefense as scene } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";
import { closeExpiredPolls } from "./sitting/close-expired-polls.service.ts";

// Each way the issue found to corrupt a vote while it runs, now refused or without effect.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const RESULT = `query($id: ID!) { secretarDefense(id: $id) {
  resultPolls { status round listSize approvedSize addedForDefense participants voted votesFor decision explanation
    quorum { met missing list { present required listSize } specialty { present required } } }
  roll { member { id } fio degree specialtyCode added }
  pollHistory { round status annulReason }
} }`;

async function state(api: ApiClient, defenseId: number) {
  const r = await api.gql(RESULT, { id: String(defenseId) });
  expect(r.body.errors).toBeUndefined();
  return r.body.data?.secretarDefense;
}

/** A secretary's council and defense, the соискатель named as a ФИО the form accepts. */
async function secretaryWithDefense(...args: Parameters<typeof scene>) {
  const s = await scene(...args);
  await server.db
    .updateTable("defenses")
    .set({ candidate: "Кузнецова Анна Сергеевна" })
    .where("id", "=", s.defense.id)
    .execute();
  return s;
}

const vote = (token: string | undefined, choice: "FOR" | "AGAINST" = "FOR") =>
  castBallot(new ApiClient(server.url), token, choice);

/** The commission opens the urn of the defense's closed poll. */
const openUrn = (defenseId: number) => openUrnOf(new ApiClient(server.url), defenseId);

/** The commission opens the urn of the defense's closed poll: the secretary's view of the count. */
async function counted(api: ApiClient, defenseId: number) {
  await openUrn(defenseId);
  return state(api, defenseId);
}

const SEND = "mutation($d: ID!, $m: [ID!]!) { sendInvites(defenseId: $d, memberIds: $m) { id } }";
const UPDATE_DEFENSE = "mutation($id: ID!, $i: DefenseInput!) { updateDefense(id: $id, input: $i) { id } }";

/** The defense's fields as DefenseInput, with `patch` applied. */
async function defenseInput(api: ApiClient, id: number, patch: Record<string, unknown>) {
  const r = await api.gql(
    `query($id: ID!) { secretarDefense(id: $id) { board { id } candidate thesisTitle degree scienceBranch
      specialty { code } defenseAt place opponents leadingOrganization candidateMember { id } } }`,
    { id: String(id) },
  );
  const d = r.body.data?.secretarDefense;
  return {
    boardId: d.board.id,
    candidate: d.candidate,
    thesisTitle: d.thesisTitle,
    degree: d.degree,
    scienceBranch: d.scienceBranch,
    specialtyCode: d.specialty.code,
    defenseAt: d.defenseAt,
    place: d.place,
    opponents: d.opponents,
    leadingOrganization: d.leadingOrganization,
    candidateMemberId: d.candidateMember?.id ?? null,
    ...patch,
  };
}

describe("the question is frozen while a ballot is open", () => {
  it("refuses a new degree and specialty after 3 of 8 voted; later voters see the same question", async () => {
    const { api, board, members, defense } = await secretaryWithDefense(server, 9);
    await server.db
      .updateTable("boards")
      .set({
        specialties: JSON.stringify([
          { code: "1.2.2", name: "Математическое моделирование" },
          { code: "2.3.5", name: "Математическое и программное обеспечение" },
        ]),
      })
      .where("id", "=", board.id)
      .execute();
    const tokens = await inviteAndCollectTokens(server, api, defense.id, members.slice(0, 8));
    const before = await new ApiClient(server.url).gql(
      "query($t: String!) { poll(token: $t) { questions { text } } }",
      {
        t: tokens.get(members[7]!.id),
      },
    );
    for (const m of members.slice(0, 3)) expect((await vote(tokens.get(m.id))).body.errors).toBeUndefined();

    const edit = await api.gql(UPDATE_DEFENSE, {
      id: String(defense.id),
      i: await defenseInput(api, defense.id, { degree: "DOCTOR", specialtyCode: "2.3.5" }),
    });
    expect(edit.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(edit.body.errors?.[0]?.message).toMatch(/аннулируйте голосование/);

    const after = await new ApiClient(server.url).gql(
      "query($t: String!) { poll(token: $t) { questions { text } } }",
      {
        t: tokens.get(members[7]!.id),
      },
    );
    expect(after.body.data?.poll.questions[0].text).toBe(before.body.data?.poll.questions[0].text);
    expect(after.body.data?.poll.questions[0].text).toMatch(/кандидата/);
    // Fields outside the question may still be corrected.
    const place = await api.gql(UPDATE_DEFENSE, {
      id: String(defense.id),
      i: await defenseInput(api, defense.id, { place: "Ауд. 1201" }),
    });
    expect(place.body.errors).toBeUndefined();
  });

  it("refuses to make a member of the roll the соискатель, before and after the ballot opens", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 6);
    expect(await prepareSitting(server, api, defense.id, members)).toBeUndefined();
    const draft = await api.gql(UPDATE_DEFENSE, {
      id: String(defense.id),
      i: await defenseInput(api, defense.id, { candidateMemberId: String(members[5]!.id) }),
    });
    expect(draft.body.errors?.[0]?.extensions).toMatchObject({
      code: "CONFLICT",
      fields: { candidateMemberId: expect.any(String) },
    });
    await inviteAndCollectTokens(server, api, defense.id, members, { prepared: true });
    const open = await api.gql(UPDATE_DEFENSE, {
      id: String(defense.id),
      i: await defenseInput(api, defense.id, { candidateMemberId: String(members[5]!.id) }),
    });
    expect(open.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
  });

  it("after the vote closed nothing changes; after an annulment the data can be corrected", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 3);
    await inviteAndCollectTokens(server, api, defense.id, members);
    await api.gql("mutation($d: ID!) { closePoll(defenseId: $d) { id } }", { d: String(defense.id) });
    const closed = await api.gql(UPDATE_DEFENSE, {
      id: String(defense.id),
      i: await defenseInput(api, defense.id, { place: "Другая аудитория" }),
    });
    expect(closed.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    await api.gql(
      'mutation($d: ID!) { annulPoll(defenseId: $d, reason: "Неверно указана степень") { id } }',
      {
        d: String(defense.id),
      },
    );
    const fixed = await api.gql(UPDATE_DEFENSE, {
      id: String(defense.id),
      i: await defenseInput(api, defense.id, { degree: "DOCTOR" }),
    });
    expect(fixed.body.errors).toBeUndefined();
  });
});

describe("the roll (явочный лист)", () => {
  it("a member on an open roll cannot be taken off the council; the quorum stays that of the roll", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 9);
    const tokens = await inviteAndCollectTokens(server, api, defense.id, members.slice(0, 6));
    const off = await api.gql("mutation($id: ID!) { archiveMember(id: $id) { id } }", {
      id: String(members[5]!.id),
    });
    expect(off.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    for (const m of members.slice(0, 6)) await vote(tokens.get(m.id));
    const s = await counted(api, defense.id);
    expect(s.resultPolls).toMatchObject({
      status: "CLOSED",
      participants: 6,
      votesFor: 6,
      decision: "POSITIVE",
    });
    // Off the roll and after the vote, a member may leave; so may the commission's chair.
    for (const m of [members[5]!, members[0]!])
      expect(
        (await api.gql("mutation($id: ID!) { archiveMember(id: $id) { id } }", { id: String(m.id) })).body
          .errors,
      ).toBeUndefined();
    // The sitting still names them, archived: by their invites, their roll entries, the chair's seat.
    const named = await api.gql(
      `query($id: ID!) { secretarDefense(id: $id) { invites { member { id archived } }
        roll { member { id archived } } encryption { seats { member { id archived } } } } }`,
      { id: String(defense.id) },
    );
    expect(named.body.errors).toBeUndefined();
    const d = named.body.data?.secretarDefense;
    const archived = (rows: { member: { id: string; archived: boolean } }[]) =>
      rows.filter((r) => r.member.archived).map((r) => r.member.id);
    const gone = [String(members[0]!.id), String(members[5]!.id)];
    expect(archived(d.invites).sort()).toEqual(gone.sort());
    expect(archived(d.roll).sort()).toEqual(gone.sort());
    expect(archived(d.encryption.seats)).toEqual([String(members[0]!.id)]);
  });

  it("edits of members, the council and its rule set after opening change nothing of the quorum", async () => {
    // 9 members, 3 doctors of 1.2.2: the specialty quorum is met with exactly these three.
    const { api, board, members, defense } = await secretaryWithDefense(server, 9, { doctors: 3 });
    await inviteAndCollectTokens(server, api, defense.id, members.slice(0, 6));
    const opened = await state(api, defense.id);
    expect(opened.resultPolls.quorum).toMatchObject({ met: true, specialty: { present: 3, required: 3 } });

    await server.db
      .updateTable("board_members")
      .set({ degree: "CANDIDATE" })
      .where("id", "=", members[0]!.id)
      .execute();
    await server.db
      .updateTable("board_members")
      .set({ degree: "DOCTOR" })
      .where("id", "=", members[4]!.id)
      .execute();
    await server.db.updateTable("boards").set({ approved_size: 30 }).where("id", "=", board.id).execute();
    const strict = await buildRuleSet(server.db);
    await server.db
      .updateTable("rule_sets")
      .set({ specialty_doctors_candidate: 6 })
      .where("code", "=", strict)
      .execute();
    await server.db.updateTable("boards").set({ rule_set_code: strict }).where("id", "=", board.id).execute();

    const s = await state(api, defense.id);
    expect(s.resultPolls).toMatchObject({ listSize: 9, approvedSize: 9 });
    expect(s.resultPolls.quorum).toMatchObject({
      met: true,
      specialty: { present: 3, required: 3 },
      list: { listSize: 9 },
    });
    expect(
      s.roll.find((r: { member: { id: string } }) => r.member.id === String(members[0]!.id))?.degree,
    ).toBe("DOCTOR");
    await api.gql("mutation($d: ID!) { closePoll(defenseId: $d) { id } }", { d: String(defense.id) });
    expect((await state(api, defense.id)).resultPolls.quorum).toMatchObject({
      met: true,
      specialty: { present: 3 },
    });
  });

  it("no vote without a quorum: 3 of 9 cannot open, and the secretary is told what is missing", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 9, { doctors: 2 });
    expect(await prepareSitting(server, api, defense.id, members.slice(0, 3))).toBeUndefined();
    const draft = await state(api, defense.id);
    expect(draft.resultPolls).toMatchObject({ status: "DRAFT", participants: 3 });
    expect(draft.resultPolls.quorum.missing).toBe(
      "Нужно еще 3 члена совета, из них 1 доктор наук по специальности 1.2.2.",
    );
    const open = await api.gql(SEND, {
      d: String(defense.id),
      m: members.slice(0, 3).map((m) => String(m.id)),
    });
    expect(open.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(open.body.errors?.[0]?.message).toMatch(/неправомочно.*Нужно еще 3 члена совета/);
    const rest = await api.rest(
      "POST",
      `/secretar/defenses/${defense.id}/sendInvites`,
      members.slice(0, 3).map((m) => ({ id: String(m.id), selected: true })),
    );
    expect(rest.status).toBe(409);
    expect((await state(api, defense.id)).resultPolls.status).toBe("DRAFT");
    // The roll's letters went when the roll was set (each member's link, to make their voting
    // key); the refused opening sent nothing more.
    const invites = server.smtp.mails.filter((m) => /\/polls\//.test(m.text));
    const mine = invites.filter((m) => members.some((x) => m.to.includes(x.email)));
    expect(mine.map((m) => m.to).sort()).toEqual(
      members
        .slice(0, 3)
        .map((m) => [m.email])
        .sort(),
    );
    expect(mine.every((m) => /Откройте ссылку сейчас, на заседании/.test(m.text))).toBe(true);
  });

  it("the roll is frozen in the election's fingerprint: a latecomer is refused once the ballot opens; the whole roll voting closes the poll", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 9);
    const tokens = await inviteAndCollectTokens(server, api, defense.id, members.slice(0, 6));
    const late = await api.gql(SEND, { d: String(defense.id), m: [String(members[6]!.id)] });
    expect(late.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(late.body.errors?.[0]?.message).toMatch(/отпечаток голосования.*аннулируйте/);
    expect((await state(api, defense.id)).resultPolls.participants).toBe(6);

    for (const m of members.slice(0, 5)) await vote(tokens.get(m.id));
    expect((await state(api, defense.id)).resultPolls.status).toBe("OPEN");
    await vote(tokens.get(members[5]!.id), "AGAINST");
    expect((await state(api, defense.id)).resultPolls).toMatchObject({ status: "CLOSED", votesFor: null });
    const s = await counted(api, defense.id);
    expect(s.resultPolls).toMatchObject({
      status: "CLOSED",
      participants: 6,
      voted: 6,
      votesFor: 5,
      decision: "POSITIVE",
    });
  });

  it("the commission is elected before the ballot opens and does not change after", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 5);
    await api.gql("mutation($d: ID!, $m: [ID!]!) { setRoll(defenseId: $d, memberIds: $m) { id } }", {
      d: String(defense.id),
      m: members.map((m) => String(m.id)),
    });
    const none = await api.gql(SEND, { d: String(defense.id), m: members.map((m) => String(m.id)) });
    expect(none.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(none.body.errors?.[0]?.message).toMatch(/счетную комиссию/);
    await inviteAndCollectTokens(server, api, defense.id, members);
    const change = await api.gql(
      "mutation($d: ID!, $m: [ID!]!) { setCountingCommission(defenseId: $d, memberIds: $m) { id } }",
      {
        d: String(defense.id),
        m: members.slice(2, 5).map((m) => String(m.id)),
      },
    );
    expect(change.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
  });
});

describe("members added for one defense and the approved size", () => {
  const ADD =
    "mutation($d: ID!, $i: MemberInput!) { addDefenseMember(defenseId: $d, input: $i) { id email addedForDefense } }";
  const doctor = (n: number) => ({
    fio: `Введенов Игорь Петрович ${"I".repeat(n)}`.trim(),
    email: `added${n}-${Date.now()}@test.local`,
    degree: "DOCTOR",
    degreeTitle: "доктор физико-математических наук",
    specialtyCode: "1.2.2",
    position: "MEMBER",
  });

  it("count in the list and the specialty quorum of their defense only, within the rule set's limit", async () => {
    const { api, board, members, defense } = await secretaryWithDefense(server, 9, { doctors: 1 });
    await server.db.updateTable("boards").set({ approved_size: 9 }).where("id", "=", board.id).execute();
    const added = [];
    for (const n of [1, 2]) {
      const r = await api.gql(ADD, {
        d: String(defense.id),
        i: { ...doctor(n), fio: n === 1 ? "Введенов Игорь Петрович" : "Введенова Ольга Ивановна" },
      });
      expect(r.body.errors).toBeUndefined();
      expect(r.body.data?.addDefenseMember.addedForDefense).toBe(true);
      added.push({
        id: Number(r.body.data?.addDefenseMember.id),
        email: String(r.body.data?.addDefenseMember.email),
      });
    }
    const b = await api.gql("query($id: ID!) { secretarBoard(id: $id) { memberCount members { id } } }", {
      id: String(board.id),
    });
    expect(b.body.data?.secretarBoard.memberCount).toBe(9);

    // Roll: 6 listed (1 doctor) + the 2 added doctors = 8 of 11, 3 doctors of 1.2.2.
    const roll = [...members.slice(0, 6), ...added];
    expect(await prepareSitting(server, api, defense.id, roll)).toBeUndefined();
    const s = await state(api, defense.id);
    expect(s.resultPolls).toMatchObject({ listSize: 11, approvedSize: 9, addedForDefense: 2 });
    expect(s.resultPolls.quorum).toMatchObject({
      met: true,
      list: { present: 8, required: 8 },
      specialty: { present: 3 },
    });
    expect(s.roll.filter((r: { added: boolean }) => r.added)).toHaveLength(2);

    const third = await api.gql(ADD, {
      d: String(defense.id),
      i: { ...doctor(3), fio: "Третьяков Олег Олегович" },
    });
    expect(third.body.errors).toBeUndefined();
    const fourth = await api.gql(ADD, {
      d: String(defense.id),
      i: { ...doctor(4), fio: "Четвертов Олег Олегович" },
    });
    expect(fourth.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(fourth.body.errors?.[0]?.message).toBe(
      "Для одной защиты в состав совета можно ввести не более 3 членов.",
    );
  });

  it("the approved size, not the rows of the list, sets the list quorum", async () => {
    const { api, board, members, defense } = await secretaryWithDefense(server, 9);
    await server.db.updateTable("boards").set({ approved_size: 12 }).where("id", "=", board.id).execute();
    expect(await prepareSitting(server, api, defense.id, members.slice(0, 7))).toBeUndefined();
    const s = await state(api, defense.id);
    expect(s.resultPolls.quorum).toMatchObject({
      met: false,
      list: { present: 7, required: 8, listSize: 12 },
    });
    expect(s.resultPolls.quorum.missing).toBe("Нужно еще 1 член совета.");
  });
});

describe("annulment and a new vote", () => {
  it("keeps the annulled round with its reason; the new round has fresh links and its own protocol", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 3);
    const first = await inviteAndCollectTokens(server, api, defense.id, members);
    await vote(first.get(members[0]!.id), "AGAINST");
    const annul = await api.gql(
      'mutation($d: ID!) { annulPoll(defenseId: $d, reason: "Технический сбой связи") { id } }',
      {
        d: String(defense.id),
      },
    );
    expect(annul.body.errors).toBeUndefined();

    const second = await inviteAndCollectTokens(server, api, defense.id, members);
    const old = await vote(first.get(members[1]!.id));
    expect(old.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    for (const m of members) expect((await vote(second.get(m.id))).body.errors).toBeUndefined();

    const s = await counted(api, defense.id);
    expect(s.resultPolls).toMatchObject({ status: "CLOSED", round: 2, voted: 3, votesFor: 3 });
    expect(s.pollHistory).toEqual([
      { round: 1, status: "ANNULLED", annulReason: "Технический сбой связи" },
      { round: 2, status: "CLOSED", annulReason: null },
    ]);
    const p = await api.gql(
      "query($id: ID!) { secretarDefense(id: $id) { protocol { document { title notes } } } }",
      {
        id: String(defense.id),
      },
    );
    expect(p.body.data?.secretarDefense.protocol.document).toEqual({
      title: "ПРОТОКОЛ № 2",
      notes: [
        "Голосование № 1 по этой защите аннулировано: Технический сбой связи. Настоящее голосование проведено заново.",
      ],
    });
    const log = await server.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", String(defense.id))
      .execute();
    expect(log.map((e) => e.action)).toEqual(
      expect.arrayContaining(["poll.annul", "poll.roll", "poll.open", "poll.close.complete"]),
    );
  });
});

describe("the protocol", () => {
  it("print page model and PDF carry the same fields in the same order, dated by the day the vote was held", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 5);
    await server.db
      .updateTable("defenses")
      .set({ candidate: "Кузнецова Анна Сергеевна", place: "ауд. 1201" })
      .where("id", "=", defense.id)
      .execute();
    const tokens = await inviteAndCollectTokens(server, api, defense.id, members);
    for (const m of members.slice(0, 4)) await vote(tokens.get(m.id));
    await api.gql("mutation($d: ID!) { closePoll(defenseId: $d) { id } }", { d: String(defense.id) });
    await openUrn(defense.id);
    const r = await api.gql(
      `query($id: ID!) { secretarDefense(id: $id) { protocol { pdfPath document {
        title heading dateLine intro rows { label value } tallyTitle tally { label value } decision notes signatures { role name } } } } }`,
      { id: String(defense.id) },
    );
    const { protocol } = r.body.data?.secretarDefense ?? {};
    const doc = protocol.document;
    // Held today in the council's time zone (TIME_ZONE, Europe/Moscow by default).
    expect(doc.dateLine).toBe(`${russianDate(dayIn(new Date(), "Europe/Moscow"))}, ауд. 1201`);
    expect(doc.intro[1]).toMatch(/по диссертации Кузнецовой Анны Сергеевны на соискание/);
    expect(doc.rows.map((x: { label: string }) => x.label)).toEqual([
      "Состав диссертационного совета утвержден в количестве",
      "В состав диссертационного совета дополнительно введено",
      "Присутствовало на заседании членов совета",
      "в том числе докторов наук по специальности 1.2.2",
      "Роздано бюллетеней",
      "Осталось нерозданных бюллетеней",
      "Оказалось в урне бюллетеней",
      "Код голосования",
      "Совпадение кода голосования подтвердили вслух",
      "Код урны при закрытии",
    ]);
    // The codes are the ones the desk showed for the sitting to compare aloud.
    const codes = await api.gql(
      "query($id: ID!) { secretarDefense(id: $id) { encryption { code headCode } } }",
      {
        id: String(defense.id),
      },
    );
    const { code, headCode } = codes.body.data?.secretarDefense.encryption ?? {};
    expect(doc.rows.map((x: { value: string }) => x.value)).toEqual([
      "5 человек",
      "0 человек",
      "5",
      "5",
      "5",
      "0",
      "4",
      code,
      // Each member's spoken «совпал», recorded before the ballot opened, seat order.
      members
        .slice(0, 3)
        .map((m) => shortFio(m.fio))
        .join(", "),
      headCode,
    ]);
    expect(doc.tallyTitle).toBe(
      "Результаты голосования по вопросу о присуждении ученой степени кандидата физико-математических наук соискателю Кузнецовой Анне Сергеевне:",
    );
    expect(doc.tally).toEqual([
      { label: "«за»", value: "4" },
      { label: "«против»", value: "0" },
      { label: "недействительных бюллетеней", value: "0" },
    ]);
    expect(doc.signatures).toHaveLength(3);

    const pdf = await fetch(`${server.url}${protocol.pdfPath}`, {
      headers: { cookie: api.sessionCookie ?? "" },
    });
    expect(pdf.status).toBe(200);
    const parsed = await new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) }).getText();
    expect(parsed.total).toBe(1);
    const text = parsed.text.replace(/\s+/g, " ");
    let at = 0;
    for (const piece of [
      doc.title,
      ...doc.heading,
      doc.dateLine,
      ...doc.rows.flatMap((x: { label: string; value: string }) => [x.label, x.value]),
      doc.tallyTitle,
      ...doc.tally.flatMap((x: { label: string; value: string }) => [x.label, x.value]),
      doc.decision,
      ...doc.signatures.map((s: { name: string }) => s.name),
    ]) {
      const found = text.indexOf(piece.replace(/\s+/g, " "), at);
      expect(found, `«${piece}» in order in the PDF`).toBeGreaterThanOrEqual(0);
      at = found;
    }
  });
});

describe("deadlines", () => {
  it("reads never close a poll; the scheduled job does, and the ballot page shows it closed meanwhile", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 3);
    const tokens = await inviteAndCollectTokens(server, api, defense.id, members);
    await server.db
      .updateTable("polls")
      .set({ deadline: new Date(Date.now() - 1000) })
      .where("defense_id", "=", defense.id)
      .execute();
    expect((await state(api, defense.id)).resultPolls.status).toBe("OPEN");
    const page = await new ApiClient(server.url).gql("query($t: String!) { poll(token: $t) { status } }", {
      t: tokens.get(members[0]!.id),
    });
    expect(page.body.data?.poll.status).toBe("CLOSED");
    expect((await vote(tokens.get(members[0]!.id))).body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    const stored = await server.db
      .selectFrom("polls")
      .select("status")
      .where("defense_id", "=", defense.id)
      .executeTakeFirst();
    expect(stored?.status).toBe("OPEN");
    expect(await closeExpiredPolls(server, null)).toBeGreaterThanOrEqual(1);
    expect((await state(api, defense.id)).resultPolls.status).toBe("CLOSED");
  });
});
