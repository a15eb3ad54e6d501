// The voters' credentials through the API (issue 36; docs/RECORD.md §5.3, §8.4, §13): the link
// comes with the roll and its device registers a key; the manifest fixes the keys registered by
// the commission's election; a late key and a replaced one are listed apart; the voter's
// confirmation after the close and a published audited ballot reach the record, which verifies.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  confirmFound,
  credentialCounts,
  type ElectionRecord,
  encryptAuditable,
  newCredential,
  SPOILED_FORMAT,
  verifyRecord,
  voterConfirmations,
} from "../../shared/ballot/index.ts";
import { ballotFor, credentialFor, fetchRecord, openUrn, REGISTER, SUBMIT } from "../test/ceremony.ts";
import { ApiClient } from "../test/client.ts";
import { collectTokens, prepareSitting, secretaryWithDefense } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const POLL = `query($t: String!) { poll(token: $t) { status voted credential
  election { fingerprint publicKey code manifest { electionId credentials } } annulled { reason newRound } } }`;
const CONFIRM =
  "mutation($t: String!, $s: ProofInput!) { confirmBallotFound(token: $t, signature: $s) { confirmed ballots } }";
const PUBLISH =
  "mutation($t: String!, $b: SpoiledBallotInput!) { publishSpoiledBallot(token: $t, ballot: $b) }";
const ENCRYPTION =
  "query($id: ID!) { secretarDefense(id: $id) { encryption { credentials sealedCredentials } } }";

/** A defense of 5 whose roll is set (the members' letters out); their links, by member. */
async function rolled() {
  const scene = await secretaryWithDefense(server, 5);
  const since = server.smtp.mails.length;
  const roll = await scene.api.gql(
    "mutation($d: ID!, $m: [ID!]!) { setRoll(defenseId: $d, memberIds: $m) { id } }",
    {
      d: String(scene.defense.id),
      m: scene.members.map((m) => String(m.id)),
    },
  );
  expect(roll.body.errors).toBeUndefined();
  const tokens = await collectTokens(server, scene.api, scene.defense.id, scene.members, since);
  return { ...scene, tokens };
}

describe("the link with the roll, and the device's key", () => {
  it("opens before the ballot (DRAFT), registers one key, refuses another from a second device, and replaces it only when asked", async () => {
    const { members, tokens } = await rolled();
    const guest = new ApiClient(server.url);
    const t = tokens.get(members[0]!.id)!;
    expect((await guest.gql(POLL, { t })).body.data?.poll).toMatchObject({
      status: "DRAFT",
      credential: null,
      election: null,
    });
    const first = newCredential();
    const registered = await guest.gql(REGISTER, { t, c: first.publicKey });
    expect(registered.body.data?.registerVotingCredential.credential).toBe(first.publicKey);
    // The same key again changes nothing; another (a second device) is refused.
    expect((await guest.gql(REGISTER, { t, c: first.publicKey })).body.errors).toBeUndefined();
    const second = newCredential();
    const refused = await guest.gql(REGISTER, { t, c: second.publicKey });
    expect(refused.body.errors?.[0]).toMatchObject({ extensions: { code: "CONFLICT" } });
    expect(refused.body.errors?.[0]?.message).toMatch(/уже создан на другом устройстве/);
    // Not a point: refused, nothing written.
    const bad = await guest.gql(REGISTER, { t, c: "0".repeat(64) });
    expect(bad.body.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    // Asked to replace: the second device's key is the member's now.
    const replaced = await guest.gql(
      "mutation($t: String!, $c: String!) { registerVotingCredential(token: $t, credential: $c, replace: true) { credential } }",
      { t, c: second.publicKey },
    );
    expect(replaced.body.data?.registerVotingCredential.credential).toBe(second.publicKey);
  });

  it("a member taken off the roll loses the link", async () => {
    const { api, defense, members, tokens } = await rolled();
    const guest = new ApiClient(server.url);
    await api.gql("mutation($d: ID!, $m: [ID!]!) { setRoll(defenseId: $d, memberIds: $m) { id } }", {
      d: String(defense.id),
      m: members.slice(0, 4).map((m) => String(m.id)),
    });
    const gone = await guest.gql(POLL, { t: tokens.get(members[4]!.id) });
    expect(gone.body.errors?.[0]).toMatchObject({ extensions: { code: "NOT_FOUND" } });
  });
});

describe("the manifest fixes the keys registered by the commission's election; later ones are late", () => {
  it("the sealed keys, a late one, a replaced one: the server takes only each member's own valid key, and the record says which is which and verifies", async () => {
    const { api, defense, members, tokens } = await rolled();
    const guest = new ApiClient(server.url);
    const link = (i: number) => tokens.get(members[i]!.id)!;
    // Members 1–4 open their links before the commission is elected; member 5 later.
    for (const i of [0, 1, 2, 3]) expect(await credentialFor(guest, link(i))).not.toBeNull();
    expect(await prepareSitting(server, api, defense.id, members)).toBeUndefined();
    expect(
      (await api.gql(ENCRYPTION, { id: String(defense.id) })).body.data?.secretarDefense.encryption,
    ).toEqual({
      credentials: 4,
      sealedCredentials: 4,
    });
    const opened = await api.gql(
      "mutation($d: ID!, $m: [ID!]!) { sendInvites(defenseId: $d, memberIds: $m) { id } }",
      {
        d: String(defense.id),
        m: members.map((m) => String(m.id)),
      },
    );
    expect(opened.body.errors).toBeUndefined();
    const sealed = (await guest.gql(POLL, { t: link(0) })).body.data?.poll;
    expect(sealed.election.manifest.credentials).toHaveLength(4);
    expect(sealed.election.manifest.credentials).toContain(sealed.credential);

    // Member 5 opens the link now: a late key; member 2 replaces theirs from a new device.
    expect(await credentialFor(guest, link(4))).not.toBeNull();
    const old = (await guest.gql(POLL, { t: link(1) })).body.data?.poll.credential;
    const oldBallot = await ballotFor(guest, link(1), "FOR");
    const fresh = newCredential();
    await guest.gql(
      "mutation($t: String!, $c: String!) { registerVotingCredential(token: $t, credential: $c, replace: true) { credential } }",
      { t: link(1), c: fresh.publicKey },
    );
    // A ballot signed by the revoked key is refused; the member votes with the new one.
    const revoked = await guest.gql(SUBMIT, { t: link(1), b: oldBallot });
    expect(revoked.body.errors?.[0]?.message).toMatch(/подписан не вашим ключом/);
    for (const i of [0, 2, 4])
      expect(
        (await guest.gql(SUBMIT, { t: link(i), b: await ballotFor(guest, link(i), "FOR") })).body.errors,
      ).toBeUndefined();

    const electionId = sealed.election.manifest.electionId;
    const record = (await fetchRecord(guest, electionId)) as ElectionRecord;
    expect(verifyRecord(record)).toEqual({ ok: true, errors: [] });
    expect(record.revokedCredentials).toEqual([old]);
    expect(record.lateCredentials).toHaveLength(2);
    expect(record.lateCredentials).toContain(fresh.publicKey);
    expect(credentialCounts(record)).toEqual({ sealed: 4, late: 2, revoked: 1 });
  });
});

describe("after the close: the voters' confirmations; any time: a published audited ballot", () => {
  it("a confirmation counts once the poll is closed, in this urn only; an audited ballot checks out in the record, a tampered one is refused", async () => {
    const { api, defense, members, tokens } = await rolled();
    const guest = new ApiClient(server.url);
    const link = (i: number) => tokens.get(members[i]!.id)!;
    const keys = [];
    for (const i of [0, 1, 2, 3, 4]) keys.push((await credentialFor(guest, link(i)))!);
    expect(await prepareSitting(server, api, defense.id, members)).toBeUndefined();
    await api.gql("mutation($d: ID!, $m: [ID!]!) { sendInvites(defenseId: $d, memberIds: $m) { id } }", {
      d: String(defense.id),
      m: members.map((m) => String(m.id)),
    });
    const poll = (await guest.gql(POLL, { t: link(0) })).body.data?.poll;
    const { fingerprint, publicKey, code } = poll.election;

    // An audited ballot, published: it checks out; a tampered one is refused.
    const audited = encryptAuditable({ fingerprint, publicKey }, 1);
    const file = {
      format: SPOILED_FORMAT,
      fingerprint,
      code,
      publicKey,
      ballot: audited.ballot,
      vote: 1,
      randomness: audited.randomness,
    };
    expect((await guest.gql(PUBLISH, { t: link(3), b: file })).body.data?.publishSpoiledBallot).toBe(true);
    const tampered = await guest.gql(PUBLISH, { t: link(3), b: { ...file, vote: 0 } });
    expect(tampered.body.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });

    for (const i of [0, 1, 2])
      await guest.gql(SUBMIT, { t: link(i), b: await ballotFor(guest, link(i), "FOR") });
    const electionId = poll.election.manifest.electionId;
    const open = (await fetchRecord(guest, electionId)) as ElectionRecord;
    // Before the close there is no confirming.
    const early = await guest.gql(CONFIRM, {
      t: link(0),
      s: confirmFound(fingerprint, open.head, keys[0]!).signature,
    });
    expect(early.body.errors?.[0]).toMatchObject({ extensions: { code: "CONFLICT" } });

    await api.gql("mutation($d: ID!) { closePoll(defenseId: $d) { id } }", { d: String(defense.id) });
    const closed = (await fetchRecord(guest, electionId)) as ElectionRecord;
    // A confirmation of another head is refused; of this one, counted once.
    const wrong = await guest.gql(CONFIRM, {
      t: link(0),
      s: confirmFound(fingerprint, `${open.head.startsWith("0") ? "1" : "0"}${open.head.slice(1)}`, keys[0]!)
        .signature,
    });
    expect(wrong.body.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    for (const i of [0, 1])
      expect(
        (
          await guest.gql(CONFIRM, {
            t: link(i),
            s: confirmFound(fingerprint, closed.head, keys[i]!).signature,
          })
        ).body.data?.confirmBallotFound,
      ).toEqual({ confirmed: i + 1, ballots: 3 });
    // A member who did not vote has nothing to confirm.
    const none = await guest.gql(CONFIRM, {
      t: link(4),
      s: confirmFound(fingerprint, closed.head, keys[4]!).signature,
    });
    expect(none.body.errors?.[0]).toMatchObject({ extensions: { code: "CONFLICT" } });

    await openUrn(guest, defense.id);
    const counted = (await fetchRecord(guest, electionId)) as ElectionRecord;
    expect(verifyRecord(counted)).toEqual({ ok: true, errors: [] });
    expect(voterConfirmations(counted)).toEqual({ confirmed: 2, ballots: 3 });
    expect(counted.spoiled).toEqual([file]);
    expect(counted.result).toEqual({ for: 3, against: 0 });
  });
});

describe("an annulled round's link", () => {
  it("says why, takes nothing, and tells where the new vote stands", async () => {
    const { api, defense, members, tokens } = await rolled();
    const guest = new ApiClient(server.url);
    const t = tokens.get(members[0]!.id)!;
    expect(await prepareSitting(server, api, defense.id, members)).toBeUndefined();
    await api.gql("mutation($d: ID!, $m: [ID!]!) { sendInvites(defenseId: $d, memberIds: $m) { id } }", {
      d: String(defense.id),
      m: members.map((m) => String(m.id)),
    });
    const annul = await api.gql(
      'mutation($d: ID!) { annulPoll(defenseId: $d, reason: "Ошибка в явочном листе") { id } }',
      { d: String(defense.id) },
    );
    expect(annul.body.errors).toBeUndefined();
    expect((await guest.gql(POLL, { t })).body.data?.poll).toMatchObject({
      status: "ANNULLED",
      voted: false,
      annulled: { reason: "Ошибка в явочном листе", newRound: "NONE" },
    });
    await api.gql("mutation($d: ID!, $m: [ID!]!) { setRoll(defenseId: $d, memberIds: $m) { id } }", {
      d: String(defense.id),
      m: members.slice(1).map((m) => String(m.id)),
    });
    expect((await guest.gql(POLL, { t })).body.data?.poll.annulled.newRound).toBe("PREPARED");
    await api.gql("mutation($d: ID!, $m: [ID!]!) { setRoll(defenseId: $d, memberIds: $m) { id } }", {
      d: String(defense.id),
      m: members.map((m) => String(m.id)),
    });
    expect((await guest.gql(POLL, { t })).body.data?.poll.annulled.newRound).toBe("INVITED");
    const key = await guest.gql(REGISTER, { t, c: newCredential().publicKey });
    expect(key.body.errors?.[0]?.message).toMatch(/аннулировано/);
  });
});
