import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayIn, russianDate } from "../../shared/sitting-date.ts";
import { openUrn, vote } from "../test/ceremony.ts";
import { ApiClient } from "../test/client.ts";
import { collectTokens, prepareSitting, secretaryWithDefense } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";

// Issue 30: a protocol was dated 03.12.2026, the day the defense was scheduled for, though the
// vote was held and closed on 26.11.2026. The protocol is now dated by the day the ballot
// opened in the council's time zone, and the secretary confirms that day when it is not the
// scheduled one.

const WEEK = 7 * 86_400_000;
const SEND = `mutation($d: ID!, $m: [ID!]!, $s: String) {
  sendInvites(defenseId: $d, memberIds: $m, sittingDate: $s) { resultPolls { status } } }`;
const PROTOCOL = `query($id: ID!) { secretarDefense(id: $id) {
  protocol { sittingDate pdfPath document { dateLine } } } }`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Today and a day in the council's zone (the test server's TIME_ZONE is Europe/Moscow). */
const moscow = (at: Date) => dayIn(at, "Europe/Moscow");

/** A defense scheduled a week ahead whose sitting is prepared (roll, commission, key). */
async function sittingAWeekEarly() {
  const scene = await secretaryWithDefense(server, 3, { at: new Date(Date.now() + WEEK) });
  await server.db
    .updateTable("defenses")
    .set({ place: "ауд. 1201" })
    .where("id", "=", scene.defense.id)
    .execute();
  expect(await prepareSitting(server, scene.api, scene.defense.id, scene.members)).toBeUndefined();
  const send = (sittingDate?: string) =>
    scene.api.gql(SEND, {
      d: String(scene.defense.id),
      m: scene.members.map((m) => String(m.id)),
      s: sittingDate ?? null,
    });
  return { ...scene, send, scheduled: moscow(scene.defense.defense_at), today: moscow(new Date()) };
}

describe("the sitting's day", () => {
  it("a vote held before its scheduled day opens only once the secretary confirms today; the protocol is dated today", async () => {
    const s = await sittingAWeekEarly();
    const unconfirmed = await s.send();
    expect(unconfirmed.body.errors?.[0]).toMatchObject({
      extensions: { code: "CONFLICT" },
      message: `Заседание назначено на ${russianDate(s.scheduled)}, а голосование проводится сегодня, ${russianDate(s.today)}. Протокол будет датирован ${russianDate(s.today)}. Подтвердите дату заседания, чтобы открыть голосование.`,
    });
    // Refused: the vote stays a draft (the roll's members hold the links the roll's letters brought,
    // to make their voting keys, and nothing more was sent).
    const draft = await s.api.gql(
      "query($id: ID!) { secretarDefense(id: $id) { resultPolls { status } invites { member { id } } } }",
      {
        id: String(s.defense.id),
      },
    );
    expect(draft.body.data?.secretarDefense.resultPolls).toEqual({ status: "DRAFT" });
    expect(
      draft.body.data?.secretarDefense.invites
        .map((i: { member: { id: string } }) => Number(i.member.id))
        .sort(),
    ).toEqual(s.members.map((m) => m.id).sort());

    const before = server.smtp.mails.length;
    const opened = await s.send(s.today);
    expect(opened.body.errors).toBeUndefined();
    expect(opened.body.data?.sendInvites.resultPolls.status).toBe("OPEN");
    const tokens = await collectTokens(server, s.api, s.defense.id, s.members, before);
    for (const m of s.members) await vote(new ApiClient(server.url), tokens.get(m.id), "FOR");
    await openUrn(new ApiClient(server.url), s.defense.id);

    const r = await s.api.gql(PROTOCOL, { id: String(s.defense.id) });
    const protocol = r.body.data?.secretarDefense.protocol;
    expect(protocol.sittingDate).toBe(s.today);
    expect(protocol.document.dateLine).toBe(`${russianDate(s.today)}, ауд. 1201`);
    const pdf = await fetch(`${server.url}${protocol.pdfPath}`, {
      headers: { cookie: s.api.sessionCookie ?? "" },
    });
    const text = (await new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) }).getText()).text;
    expect(text).toContain(`${russianDate(s.today)}, ауд. 1201`);
    expect(text).not.toContain(russianDate(s.scheduled));

    const opening = await server.db
      .selectFrom("audit_log")
      .select("after")
      .where("action", "=", "poll.open")
      .where("entity_id", "=", String(s.defense.id))
      .executeTakeFirstOrThrow();
    expect(opening.after).toMatchObject({ sittingDate: s.today });
  });

  it("refuses a confirmation of another day, or one that is not a day, and opens nothing", async () => {
    const s = await sittingAWeekEarly();
    const yesterday = moscow(new Date(Date.now() - 86_400_000));
    const stale = await s.send(yesterday);
    expect(stale.body.errors?.[0]).toMatchObject({
      extensions: { code: "CONFLICT" },
      message: `Подтверждена дата заседания ${russianDate(yesterday)}, а сегодня ${russianDate(s.today)}: протокол датируется днем, когда открыто голосование. Обновите страницу и подтвердите дату снова.`,
    });
    expect((await s.send(s.scheduled)).body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    for (const bad of ["26.11.2026", "2026-02-30", "завтра"]) {
      const r = await s.send(bad);
      expect(r.body.errors?.[0]?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        fields: { sittingDate: "Дата заседания: день в виде ГГГГ-ММ-ДД, например 2026-11-26." },
      });
    }
    const status = await s.api.gql(
      "query($id: ID!) { secretarDefense(id: $id) { resultPolls { status } } }",
      {
        id: String(s.defense.id),
      },
    );
    expect(status.body.data?.secretarDefense.resultPolls.status).toBe("DRAFT");
  });

  it("REST takes the confirmation as `sittingDate` beside the members, and answers 409 without it", async () => {
    const s = await sittingAWeekEarly();
    const members = s.members.map((m) => ({ id: String(m.id), selected: true }));
    const path = `/secretar/defenses/${s.defense.id}/sendInvites`;
    const bare = await s.api.rest("POST", path, members);
    expect(bare.status).toBe(409);
    expect(bare.body.errors?.message).toContain(`Заседание назначено на ${russianDate(s.scheduled)}`);
    const confirmed = await s.api.rest("POST", path, { members, sittingDate: s.today });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ defense: { resultPolls: { status: "OPEN" } } });
  });

  it("a vote held on its scheduled day needs no confirmation", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 3);
    expect(await prepareSitting(server, api, defense.id, members)).toBeUndefined();
    const r = await api.gql(SEND, { d: String(defense.id), m: members.map((m) => String(m.id)) });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data?.sendInvites.resultPolls.status).toBe("OPEN");
  });
});

describe("the council's time zone", () => {
  it("the protocol's day is the council's (TIME_ZONE), not the host's", async () => {
    // Of these two zones, 25 hours apart, at least one is on another day than the host now.
    const host = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const now = new Date();
    const zone =
      ["Pacific/Kiritimati", "Pacific/Pago_Pago"].find((z) => dayIn(now, z) !== dayIn(now, host)) ?? "";
    const far = await startTestServer({ env: { TIME_ZONE: zone } });
    try {
      const { api, members, defense } = await secretaryWithDefense(far, 3);
      expect(await prepareSitting(far, api, defense.id, members)).toBeUndefined();
      const before = far.smtp.mails.length;
      const r = await api.gql(SEND, { d: String(defense.id), m: members.map((m) => String(m.id)) });
      expect(r.body.errors).toBeUndefined();
      const tokens = await collectTokens(far, api, defense.id, members, before);
      for (const m of members) await vote(new ApiClient(far.url), tokens.get(m.id), "AGAINST");
      await openUrn(new ApiClient(far.url), defense.id);
      const protocol = (await api.gql(PROTOCOL, { id: String(defense.id) })).body.data?.secretarDefense
        .protocol;
      expect(protocol.sittingDate).toBe(dayIn(now, zone));
      expect(protocol.document.dateLine).toBe(`${russianDate(dayIn(now, zone))}, Ауд. 101`);
    } finally {
      await far.close();
    }
  });
});
