import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CastBallot,
  credentialCounts,
  type Dealing,
  type ElectionRecord,
  type EncryptedBallot,
  encryptAuditable,
  encryptVote,
  findInUrn,
  manifestDigest,
  newCredential,
  partialDecrypt,
  restoredSecrets,
  SPOILED_FORMAT,
  signBallot,
  signComplaint,
  sumBallots,
  urnHeads,
  verifyRecord,
  voterConfirmations,
} from "../../shared/ballot/index.ts";
import { shortFio } from "../lib/russian.ts";
import {
  BALLOT_COLUMNS,
  ballotFor,
  credentialFor,
  fetchRecord,
  openUrn,
  recordSpokenCodes,
  runKeyCeremonyWithTokens,
  SUBMIT,
  stepDevice,
  type TestTrustee,
  trusteesOfDefense,
  vote,
} from "../test/ceremony.ts";
import { ApiClient } from "../test/client.ts";
import { createTestDatabase, type TestDatabase } from "../test/database.ts";
import { inviteAndCollectTokens, prepareSitting, secretaryWithDefense } from "../test/flow.ts";
import { startTestServer, type TestServer } from "../test/server.ts";

const run = promisify(execFile);
let database: TestDatabase;
let server: TestServer;
const logLines: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer({ database, logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const KEY =
  "query($t: String!) { poll(token: $t) { voted election { manifest { electionId } fingerprint publicKey code } } }";
const ENCRYPTION = `query($id: ID!) { secretarDefense(id: $id) {
  encryption { electionId trustees threshold publicKey code signed headCode manifestCurrent decryptions tallied
    disputes { complainer dealer verdict } seats { seat stage delivery decrypted codeConfirmedAt member { id } } }
  resultPolls { status voted votesFor votesAgainst decision }
} }`;

/**
 * A sitting of `n` members with the ceremony done and every member invited; with `keys` (the
 * default) the members opened their links before the commission was seated, so the manifest
 * holds their voting credentials.
 */
async function openSitting(n = 5, keys = true) {
  const scene = await secretaryWithDefense(server, n);
  const tokens = await inviteAndCollectTokens(server, scene.api, scene.defense.id, scene.members, { keys });
  return { ...scene, tokens };
}

/** A sitting of 5 with its roll and commission (members 1–3) and no key yet; the commission's link tokens. */
async function sittingAwaitingKey() {
  const s = await secretaryWithDefense(server, 5);
  const mailed = server.smtp.mails.length;
  expect(
    await prepareSitting(server, s.api, s.defense.id, s.members, s.members.slice(0, 3), { ceremony: false }),
  ).toBeUndefined();
  return { ...s, tokens: await commissionTokens(s.members.slice(0, 3), mailed) };
}

/** The election id of the poll behind a member's ballot link. */
async function electionOf(api: ApiClient, token: string | undefined): Promise<string> {
  return (await api.gql(KEY, { t: token ?? "" })).body.data?.poll.election.manifest.electionId;
}

/** The commission links mailed to `members` after `since`. */
async function commissionTokens(members: readonly { email: string }[], since: number): Promise<string[]> {
  const mails = await server.smtp.waitForMailTo(
    members.map((m) => m.email),
    since,
    10_000,
    /\/commission\//,
  );
  return members.map(
    (m) => /\/commission\/([A-Za-z0-9_-]{43})/.exec(mails.get(m.email)?.text ?? "")?.[1] ?? "",
  );
}

const encryption = async (api: ApiClient, defenseId: number) =>
  (await api.gql(ENCRYPTION, { id: String(defenseId) })).body.data?.secretarDefense;

/** A secretary's close, and the urn's code the desk shows then: what is read out at the sitting. */
async function closeAndReadOut(api: ApiClient, defenseId: number): Promise<string> {
  const closed = await api.gql("mutation($d: ID!) { closePoll(defenseId: $d) { id } }", {
    d: String(defenseId),
  });
  expect(closed.body.errors).toBeUndefined();
  return (await encryption(api, defenseId)).encryption.headCode;
}

describe("the commission's devices seal the key, and the sitting checks its code", () => {
  it("the ballot opens only once every device signed the code; after it opens the ceremony cannot change", async () => {
    const { api, members, defense, tokens } = await sittingAwaitingKey();
    const before = await encryption(api, defense.id);
    expect(before.encryption).toMatchObject({
      trustees: 3,
      threshold: 2,
      publicKey: null,
      code: null,
      signed: 0,
    });
    const sendInvites = () =>
      api.gql("mutation($d: ID!, $m: [ID!]!) { sendInvites(defenseId: $d, memberIds: $m) { id } }", {
        d: String(defense.id),
        m: members.map((m) => String(m.id)),
      });
    expect((await sendInvites()).body.errors?.[0]).toMatchObject({
      extensions: { code: "CONFLICT" },
      message: expect.stringMatching(
        /^Ключ счетной комиссии еще не сформирован \(код голосования подтвердили 0 из 3\)/,
      ),
    });

    // The devices run until each asks its member to confirm the code: the desk shows the same code.
    const guest = new ApiClient(server.url);
    const trustees: TestTrustee[] = tokens.map((token, i) => ({ token, seat: i + 1, secrets: null }));
    let asked: { code: string; fingerprint: string }[] = [];
    for (let round = 0; round < 6 && asked.length < 3; round++) {
      asked = [];
      for (const t of trustees) {
        const step = await stepDevice(guest, t);
        if (step.kind === "ask-code") asked.push(step);
      }
    }
    expect(asked).toHaveLength(3);
    const [readOut] = asked;
    expect(asked.every((a) => a.code === readOut?.code)).toBe(true);
    expect((await encryption(api, defense.id)).encryption).toMatchObject({
      code: readOut?.code,
      signed: 0,
      publicKey: null,
    });
    // Two members confirm what the chair read out; the ballot still cannot open.
    for (const t of trustees.slice(0, 2))
      expect(await stepDevice(guest, t, { fingerprint: readOut?.fingerprint })).toMatchObject({
        kind: "sign",
      });
    expect((await encryption(api, defense.id)).encryption.signed).toBe(2);
    expect((await sendInvites()).body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    // The third confirms: the key is sealed and the ballot opens.
    expect(await stepDevice(guest, trustees[2]!, { fingerprint: readOut?.fingerprint })).toMatchObject({
      kind: "sign",
    });
    const sealed = await encryption(api, defense.id);
    expect(sealed.encryption).toMatchObject({
      code: readOut?.code,
      signed: 3,
      publicKey: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(sealed.encryption.seats.map((s: { stage: string }) => s.stage)).toEqual([
      "SIGNED",
      "SIGNED",
      "SIGNED",
    ]);
    // What the devices reported is not what the members said: the ballot opens only once the
    // secretary recorded each member's spoken «совпал».
    const refused = (await sendInvites()).body.errors?.[0];
    expect(refused?.extensions?.code).toBe("CONFLICT");
    expect(refused?.message).toMatch(
      /^Запишите, что каждый член счетной комиссии сказал вслух, что код совпал/,
    );
    const spoken = await recordSpokenCodes(api, defense.id);
    expect(spoken).toHaveLength(3);
    expect(
      (await encryption(api, defense.id)).encryption.seats.every(
        (x: { codeConfirmedAt: string | null }) => !!x.codeConfirmedAt,
      ),
    ).toBe(true);
    expect((await sendInvites()).body.errors).toBeUndefined();
    const heard = await server.db
      .selectFrom("audit_log")
      .select(["after"])
      .where("action", "=", "poll.key.spoken")
      .where("entity_id", "=", String(defense.id))
      .execute();
    expect(heard.map((h) => (h.after as { seat: number }).seat).sort()).toEqual([1, 2, 3]);

    // The audit log names the sealed code.
    const audit = await server.db
      .selectFrom("audit_log")
      .select(["action", "after"])
      .where("action", "=", "poll.key")
      .execute();
    expect(audit.some((a) => JSON.stringify(a.after).includes(readOut?.code ?? "—"))).toBe(true);

    // Once open, no device can change the ceremony.
    const [chair] = trustees;
    const late = await guest.gql(
      "mutation($t: String!, $d: Int!, $s: ProofInput!) { fileComplaint(token: $t, dealer: $d, signature: $s) { seat } }",
      { t: chair?.token, d: 2, s: { challenge: "0".repeat(64), response: "0".repeat(64) } },
    );
    expect(late.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
  });

  it("puppet seats: devices the server runs on seats 2 and 3 complete the chair's view, and the vote cannot open without the members' own words", async () => {
    const { api, members, defense, tokens } = await sittingAwaitingKey();
    const guest = new ApiClient(server.url);
    // The server mails the commission's links, so it can open seats 2 and 3 itself before the
    // members do, with devices of its own (the honest device code, keys it holds).
    const chair: TestTrustee = { token: tokens[0]!, seat: 1, secrets: null };
    const puppets: TestTrustee[] = [2, 3].map((seat) => ({ token: tokens[seat - 1]!, seat, secrets: null }));
    let readOut: string | null = null;
    for (let round = 0; round < 8; round++)
      for (const t of [chair, ...puppets]) {
        const step = await stepDevice(guest, t, readOut ? { fingerprint: readOut } : {});
        if (step.kind === "ask-code" && t.seat === 1) readOut = step.fingerprint;
      }
    // The chair's view is complete: the desk shows each seat's device reporting the code confirmed.
    const sealed = await encryption(api, defense.id);
    expect(sealed.encryption.signed).toBe(3);
    expect(sealed.encryption.seats.map((x: { stage: string }) => x.stage)).toEqual([
      "SIGNED",
      "SIGNED",
      "SIGNED",
    ]);
    // The real members of seats 2 and 3 open their links: their seats are taken, their devices
    // hold no key and show no code; their pages tell them what to say (the commission page's
    // wording: CommissionStatus.test.ts, «no-key» before the vote opens).
    for (const seat of [2, 3]) {
      const real: TestTrustee = { token: tokens[seat - 1]!, seat, secrets: null };
      expect(await stepDevice(guest, real)).toEqual({ kind: "no-key" });
    }
    // The secretary opens only on the members' spoken «совпал»: the chair said it, the other two
    // said their seats were taken. The vote does not open.
    const open = () =>
      api.gql("mutation($d: ID!, $m: [ID!]!) { sendInvites(defenseId: $d, memberIds: $m) { id } }", {
        d: String(defense.id),
        m: members.map((m) => String(m.id)),
      });
    const record = (memberId: number) =>
      api.gql("mutation($d: ID!, $m: ID!) { recordCodeConfirmation(defenseId: $d, memberId: $m) { id } }", {
        d: String(defense.id),
        m: String(memberId),
      });
    expect((await record(members[0]!.id)).body.errors).toBeUndefined();
    const refused = (await open()).body.errors?.[0];
    expect(refused?.extensions?.code).toBe("CONFLICT");
    expect(refused?.message).toContain(
      `Не записано: ${shortFio(members[1]!.fio)}, ${shortFio(members[2]!.fio)}.`,
    );
    expect((await currentPoll(defense.id)).status).toBe("DRAFT");
    // A member outside the commission, or one whose device has not signed, cannot be recorded.
    expect((await record(members[4]!.id)).body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const restarted = await api.gql(
      "mutation($d: ID!, $r: String!) { restartKeyCeremony(defenseId: $d, reason: $r) { id } }",
      { d: String(defense.id), r: "Места 2 и 3 заняты чужими устройствами" },
    );
    expect(restarted.body.errors).toBeUndefined();
    expect((await record(members[0]!.id)).body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(
      (await encryption(api, defense.id)).encryption.seats.every(
        (x: { codeConfirmedAt: string | null }) => x.codeConfirmedAt === null,
      ),
    ).toBe(true);
  });

  it("a false complaint stops the ceremony and names the complainer; only the secretary restarts it, with a reason", async () => {
    const { api, defense, tokens } = await sittingAwaitingKey();
    const trustees: TestTrustee[] = tokens.map((token, i) => ({ token, seat: i + 1, secrets: null }));
    const guest = new ApiClient(server.url);
    // Keys and dealings.
    for (let round = 0; round < 2; round++) for (const t of trustees) await stepDevice(guest, t);
    // Seat 2's member complains about seat 1's (good) share with their own device's key.
    const task = await guest.gql<{
      commissionTask: {
        ceremony: { manifest: Parameters<typeof manifestDigest>[0]; seats: { dealing: Dealing }[] };
      };
    }>(
      `query($t: String!) { commissionTask(token: $t) { ceremony { manifest { electionId group council { code name organization }
        defense { id candidate thesisTitle degree scienceBranch specialty { code name } } question round roll credentials commission thresholdRule threshold format }
        seats { dealing { commitments proof { challenge response } shares { to ephemeral value } signature { challenge response } } } } } }`,
      { t: tokens[1] },
    );
    const view = task.body.data?.commissionTask.ceremony;
    const liar = trustees[1]?.secrets;
    if (!view || !liar?.deviceSecret) throw new Error("no ceremony");
    const complaint = signComplaint(
      manifestDigest(view.manifest),
      2,
      1,
      view.seats[0]!.dealing,
      liar.deviceSecret,
      liar.deviceKey,
    );
    const filed = await guest.gql(
      "mutation($t: String!, $d: Int!, $s: ProofInput!) { fileComplaint(token: $t, dealer: $d, signature: $s) { seat } }",
      { t: tokens[1], d: 1, s: complaint.signature },
    );
    expect(filed.body.errors).toBeUndefined();
    // The accused device answers by itself; the verdict: the complaint was false.
    for (let round = 0; round < 2; round++)
      for (const t of [trustees[0]!, trustees[2]!]) await stepDevice(guest, t);
    const stopped = await encryption(api, defense.id);
    expect(stopped.encryption.disputes).toEqual([{ complainer: 2, dealer: 1, verdict: "COMPLAINER" }]);
    // Nothing restarts by itself: every device waits on the dispute, no key, no code.
    for (const t of trustees)
      expect(await stepDevice(guest, t)).toMatchObject({ kind: "wait", for: "dispute" });
    expect((await encryption(api, defense.id)).encryption).toMatchObject({ code: null, publicKey: null });
    const electionId = stopped.encryption.electionId;

    // The secretary restarts it with a reason; the links stay and the devices carry on.
    const noReason = await api.gql(
      "mutation($d: ID!, $r: String!) { restartKeyCeremony(defenseId: $d, reason: $r) { id } }",
      {
        d: String(defense.id),
        r: "",
      },
    );
    expect(noReason.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const restarted = await api.gql(
      "mutation($d: ID!, $r: String!) { restartKeyCeremony(defenseId: $d, reason: $r) { id } }",
      {
        d: String(defense.id),
        r: "Жалоба места 2 признана необоснованной",
      },
    );
    expect(restarted.body.errors).toBeUndefined();
    const entry = await server.db
      .selectFrom("audit_log")
      .select(["after"])
      .where("action", "=", "poll.key.restart")
      .where("entity_id", "=", String(defense.id))
      .executeTakeFirst();
    expect(entry?.after).toMatchObject({ reason: "Жалоба места 2 признана необоснованной" });
    await runKeyCeremonyWithTokens(guest, defense.id, tokens);
    const again = await encryption(api, defense.id);
    expect(again.encryption.electionId).not.toBe(electionId);
    expect(again.encryption).toMatchObject({ signed: 3, disputes: [] });
  });

  it("a change of the roll after the commission is seated starts the ceremony again; the old code cannot open the ballot", async () => {
    const { api, members, defense } = await secretaryWithDefense(server, 6);
    expect(await prepareSitting(server, api, defense.id, members.slice(0, 5))).toBeUndefined();
    const sealed = await encryption(api, defense.id);
    expect(sealed.encryption.signed).toBe(3);
    const roll = await api.gql(
      "mutation($d: ID!, $m: [ID!]!) { setRoll(defenseId: $d, memberIds: $m) { id } }",
      {
        d: String(defense.id),
        m: members.map((m) => String(m.id)),
      },
    );
    expect(roll.body.errors).toBeUndefined();
    const after = await encryption(api, defense.id);
    expect(after.encryption).toMatchObject({ signed: 0, publicKey: null, code: null });
    expect(after.encryption.electionId).not.toBe(sealed.encryption.electionId);
  });
});

describe("the server accepts only ballots that prove to hold 0 or 1 for this election", () => {
  it("refuses a tampered ciphertext, another election's ballot, a vote for 2 and a replay, and writes nothing", async () => {
    const a = await openSitting(5);
    const b = await openSitting(5);
    const guest = new ApiClient(server.url);
    const tokenA = [...a.tokens.values()];
    const tokenB = [...b.tokens.values()];
    const submit = (token: string | undefined, ballot: unknown) => guest.gql(SUBMIT, { t: token, b: ballot });
    const refused = async (token: string | undefined, ballot: unknown, code: string) => {
      const r = await submit(token, ballot);
      expect(r.body.errors?.[0]?.extensions?.code, JSON.stringify(r.body)).toBe(code);
      const poll = await guest.gql(KEY, { t: token });
      expect(poll.body.data?.poll.voted).toBe(false);
    };

    // Tampered: «против» turned into «за» by adding the generator to beta (the homomorphic flip).
    const good = await ballotFor(guest, tokenA[0], "AGAINST");
    const other = await ballotFor(guest, tokenA[0], "FOR");
    await refused(tokenA[0], { ...good, beta: other.beta }, "BAD_USER_INPUT");
    await refused(tokenA[0], { ...good, proof: [good.proof[1], good.proof[0]] }, "BAD_USER_INPUT");
    // Made for election B, cast in election A.
    await refused(tokenA[0], await ballotFor(guest, tokenB[0], "FOR"), "BAD_USER_INPUT");
    // A ciphertext of 2 with the proof of a ciphertext of 1, signed by the member's own key.
    const key = (await guest.gql(KEY, { t: tokenA[0] })).body.data?.poll.election;
    const mine = (await credentialFor(guest, tokenA[0]!))!;
    const signed = (b: EncryptedBallot, fingerprint = key.fingerprint) => signBallot(fingerprint, b, mine);
    const one = encryptVote(key, 1);
    const two = {
      ...one,
      beta: sumBallots([{ alpha: one.alpha, beta: one.beta }, encryptVote(key, 1)]).beta,
    };
    await refused(tokenA[0], signed(two), "BAD_USER_INPUT");
    // Made for this key but another fingerprint (a relabelled question): refused.
    const relabelled = "a".repeat(64);
    await refused(
      tokenA[0],
      signed(encryptVote({ ...key, fingerprint: relabelled }, 1), relabelled),
      "BAD_USER_INPUT",
    );
    // Malformed input never reaches the proof.
    await refused(tokenA[0], { alpha: "zz", beta: good.beta, proof: good.proof }, "BAD_USER_INPUT");
    // Issue 36: a valid ballot without a signature, signed by a key the server (or a DBA) made,
    // or by another member's key, is refused: only the member's own device can cast it.
    await refused(tokenA[0], { alpha: one.alpha, beta: one.beta, proof: one.proof }, "BAD_USER_INPUT");
    await refused(tokenA[0], signBallot(key.fingerprint, one, newCredential()), "BAD_USER_INPUT");
    await refused(tokenA[0], { ...good, signature: other.signature }, "BAD_USER_INPUT");

    // The genuine ballot is accepted once; through another member's link it is another's key's
    // ballot (refused), and re-signed by that member it is a replay of the same ciphertext.
    const cast = await submit(tokenA[0], good);
    expect(cast.body.data?.submitBallot).toMatchObject({ accepted: true, position: 1 });
    await refused(tokenA[1], good, "BAD_USER_INPUT");
    const theirs = (await credentialFor(guest, tokenA[1]!))!;
    await refused(tokenA[1], signBallot(key.fingerprint, good, theirs), "CONFLICT");
    const stored = await server.db
      .selectFrom("ballots")
      .innerJoin("polls", "polls.id", "ballots.poll_id")
      .select("alpha")
      .where("polls.defense_id", "=", a.defense.id)
      .execute();
    expect(stored).toEqual([{ alpha: good.alpha }]);
  });
});

describe("opening the urn", () => {
  it("a majority decrypts with one member absent; a wrong partial is refused; the public record verifies and every tamper fails", async () => {
    const { api, members, defense, tokens } = await openSitting(5);
    const guest = new ApiClient(server.url);
    const choices = ["FOR", "FOR", "AGAINST", "FOR"] as const;
    for (const [i, m] of members.slice(0, 4).entries()) {
      const r = await vote(guest, tokens.get(m.id), choices[i] ?? "FOR");
      expect(r.body.errors).toBeUndefined();
    }
    const readOut = await closeAndReadOut(api, defense.id);
    const closed = await encryption(api, defense.id);
    expect(closed.resultPolls).toMatchObject({ status: "CLOSED", voted: 4, votesFor: null, decision: null });

    // Seat 2 posts a factor with another seat's proof: refused, nothing stored.
    const [t1, t2, t3] = trusteesOfDefense(defense.id);
    const electionId = (await guest.gql(KEY, { t: tokens.get(members[0]!.id) })).body.data?.poll.election
      .manifest.electionId;
    const record = (await fetchRecord(guest, electionId)) as ElectionRecord;
    expect(record.headCode).toBe(readOut);
    const ctx = { fingerprint: record.fingerprint, head: record.head };
    const tally = sumBallots(record.ballots);
    const p1 = partialDecrypt(ctx, 1, t1?.secrets?.share ?? "", tally);
    const p2 = partialDecrypt(ctx, 2, t2?.secrets?.share ?? "", tally);
    const wrong = await guest.gql(
      "mutation($t: String!, $f: String!, $p: ProofInput!) { submitPartialDecryption(token: $t, factor: $f, proof: $p) { decrypted } }",
      { t: t2?.token, f: p2.factor, p: p1.proof },
    );
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");

    // Seats 1 and 3 open it (each after its member confirmed the urn read out); seat 2 stays away.
    await openUrn(guest, defense.id, [t1?.seat ?? 1, t3?.seat ?? 3]);
    const counted = await encryption(api, defense.id);
    expect(counted.resultPolls).toMatchObject({ votesFor: 3, votesAgainst: 1 });
    expect(counted.encryption).toMatchObject({ decryptions: 2, tallied: true });
    // Their devices forgot their keys once their part was in.
    expect(t1?.secrets).toMatchObject({ deviceSecret: null, share: null, nonce: null });

    // One public record, the same for everyone, as a file.
    const file = await guest.rest("GET", `/elections/${electionId}/record`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(/attachment; filename="election-/);
    const published = file.body as ElectionRecord;
    expect(verifyRecord(published)).toEqual({ ok: true, errors: [] });
    expect(published.result).toEqual({ for: 3, against: 1 });
    expect(published.voted.filter(Boolean)).toHaveLength(4);
    expect((await guest.rest("GET", "/elections/00000000-0000-4000-8000-000000000000/record")).status).toBe(
      404,
    );

    // `npm run verify-record` on the file, and on single-byte tampers of it.
    const dir = mkdtempSync(path.join(tmpdir(), "record-"));
    const cli = async (...args: string[]) => {
      try {
        const out = await run(process.execPath, [
          "--import",
          "tsx",
          "server/polls/verify-record.cli.ts",
          ...args,
        ]);
        return { code: 0, out: out.stdout };
      } catch (err) {
        return { code: (err as { code: number }).code, out: String((err as { stderr: string }).stderr) };
      }
    };
    const write = (rec: unknown) => {
      const f = path.join(dir, `r${Math.random()}.json`);
      writeFileSync(f, JSON.stringify(rec));
      return f;
    };
    expect(await cli(write(published))).toEqual({
      code: 0,
      out: `Проверка пройдена: 4 бюллетеня, «за» — 3, «против» — 1. Код голосования ${published.code}, код урны ${published.headCode}.\n`,
    });
    const flip = (hex: string) => `${hex[0] === "0" ? "1" : "0"}${hex.slice(1)}`;
    const tampers: ((r: ElectionRecord) => void)[] = [
      (r) => {
        const b = r.ballots[1];
        if (b) b.beta = flip(b.beta);
      },
      (r) => {
        const b = r.ballots[2];
        if (b) b.proof[0].response = flip(b.proof[0].response);
      },
      (r) => {
        const p = r.partialDecryptions[0];
        if (p) p.factor = flip(p.factor);
      },
      (r) => {
        const p = r.partialDecryptions[1];
        if (p) p.proof.challenge = flip(p.proof.challenge);
      },
      (r) => {
        if (r.result) r.result.for = 4;
      },
      (r) => {
        r.manifest.question = `${r.manifest.question} (другой вопрос)`;
      },
      (r) => {
        r.ballots.reverse();
      },
    ];
    for (const tamper of tampers) {
      const copy = structuredClone(published);
      tamper(copy);
      const verdict = await cli(write(copy));
      expect(verdict.code, verdict.out).toBe(1);
      expect(verdict.out).toMatch(/^Проверка не пройдена/);
    }

    // A ballot a member audited instead of casting checks out, and is not in the urn.
    const { ballot, randomness } = encryptAuditable(
      { fingerprint: published.fingerprint, publicKey: published.publicKey },
      1,
    );
    const spoiled = {
      format: SPOILED_FORMAT,
      fingerprint: published.fingerprint,
      code: published.code,
      publicKey: published.publicKey,
      ballot,
      vote: 1,
      randomness,
    };
    expect(await cli("--audit", write(spoiled), write(published))).toMatchObject({ code: 0 });
    expect((await cli("--audit", write({ ...spoiled, vote: 0 }), write(published))).code).toBe(1);
  }, 120_000);

  it("an urn rewritten in the database between the close and the decryption: the other devices show another code, the chair's device an alarm, nothing decrypted", async () => {
    const { api, members, defense, tokens } = await openSitting(5);
    const guest = new ApiClient(server.url);
    for (const m of members.slice(0, 4)) await vote(guest, tokens.get(m.id), "FOR");
    await api.gql("mutation($d: ID!) { closePoll(defenseId: $d) { id } }", { d: String(defense.id) });
    // The chair's device checks the urn and shows its code: the chair reads it aloud.
    const [t1, t2] = trusteesOfDefense(defense.id) as [TestTrustee, TestTrustee];
    const shown = await stepDevice(guest, t1);
    expect(shown).toMatchObject({ kind: "ask-urn", ballots: 4, marks: 4, typed: false });
    const readOut = shown.kind === "ask-urn" ? shown.headCode : null;
    // The DBA rewrites the urn (a verifying one: the right count and marks).
    await rewriteUrn(defense.id, "revoke and replace");
    // Another member's device shows the rewritten urn's code: not the one read aloud, so its
    // member does not confirm (and says so); nothing is decrypted.
    const other = await stepDevice(guest, t2);
    expect(other).toMatchObject({ kind: "ask-urn", ballots: 4 });
    expect(other.kind === "ask-urn" ? other.headCode : null).not.toBe(readOut);
    // The chair's device remembers the urn it showed: the change is an alarm on the chair's page,
    // even if the chair were talked into confirming the new urn.
    const forged = await fetchRecord(guest, await electionOf(guest, tokens.get(members[0]!.id)));
    const alarm = await stepDevice(guest, t1, { urn: { head: forged!.head, ballots: 4 } });
    expect(alarm.kind).toBe("alarm");
    expect(alarm.kind === "alarm" ? alarm.problems[0] : "").toMatch(/^Сервер показывает другую урну/);
    expect((await encryption(api, defense.id)).encryption.decryptions).toBe(0);
  });

  it("an urn rewritten in the database after the close with ballots of the DBA's own keys fails the record's check: the device raises an alarm", async () => {
    const { api, members, defense, tokens } = await openSitting(5);
    const guest = new ApiClient(server.url);
    for (const m of members.slice(0, 4)) await vote(guest, tokens.get(m.id), "FOR");
    await closeAndReadOut(api, defense.id);
    await rewriteUrn(defense.id, "own keys");
    // Issue 36: a ballot must be signed by a member's credential; the DBA holds none.
    const electionId = (await guest.gql(KEY, { t: tokens.get(members[0]!.id) })).body.data?.poll.election
      .manifest.electionId;
    const forged = await fetchRecord(guest, electionId);
    expect(verifyRecord(forged).errors).toEqual([
      "бюллетень № 2: ключ голосующего не из списка",
      "бюллетень № 3: ключ голосующего не из списка",
      "бюллетень № 4: ключ голосующего не из списка",
    ]);
    const [t1] = trusteesOfDefense(defense.id) as [TestTrustee];
    const step = await stepDevice(guest, t1, { urn: { head: forged!.head, ballots: 4 } });
    expect(step).toMatchObject({
      kind: "alarm",
      problems: ["бюллетень № 2: ключ голосующего не из списка", expect.anything(), expect.anything()],
    });
    expect((await encryption(api, defense.id)).encryption.decryptions).toBe(0);
  });

  it("the same rewrite with the members' keys revoked and the DBA's registered late verifies; its code, the late keys and the voters' receipts give it away before any device decrypts", async () => {
    const { api, members, defense, tokens } = await openSitting(5);
    const guest = new ApiClient(server.url);
    const receipts = [];
    for (const m of members.slice(0, 4))
      receipts.push((await vote(guest, tokens.get(m.id), "FOR")).body.data?.submitBallot);
    const readOut = await closeAndReadOut(api, defense.id);
    await rewriteUrn(defense.id, "revoke and replace");
    const electionId = (await guest.gql(KEY, { t: tokens.get(members[0]!.id) })).body.data?.poll.election
      .manifest.electionId;
    const forged = (await fetchRecord(guest, electionId)) as ElectionRecord;
    expect(verifyRecord(forged)).toEqual({ ok: true, errors: [] });
    // What the hall hears at the close: three keys replaced and three registered late, where
    // nobody changed a device; and the three voters whose ballots were dropped find them missing.
    expect(credentialCounts(forged)).toEqual({ sealed: 5, late: 3, revoked: 3 });
    expect(receipts.slice(1).map((r) => findInUrn(forged.fingerprint, forged.ballots, r))).toEqual([
      "missing",
      "missing",
      "missing",
    ]);
    expect(voterConfirmations(forged)).toEqual({ confirmed: 0, ballots: 4 });
    // The device checks the forged urn (it verifies) and asks its member to compare its code
    // with the one read out at the close: they differ, so nothing is decrypted.
    const [t1] = trusteesOfDefense(defense.id) as [TestTrustee];
    const asked = await stepDevice(guest, t1);
    expect(asked).toMatchObject({ kind: "ask-urn", ballots: 4, marks: 4 });
    expect(asked.kind === "ask-urn" ? asked.headCode : null).not.toBe(readOut);
    expect((await encryption(api, defense.id)).encryption.decryptions).toBe(0);
  });

  it("a restore after the count, then a second urn: the restored device shows no code and the code heard at the sitting does not open it", async () => {
    const { api, members, defense, tokens } = await openSitting(5);
    const guest = new ApiClient(server.url);
    for (const m of members.slice(0, 4)) await vote(guest, tokens.get(m.id), "FOR");
    await api.gql("mutation($d: ID!) { closePoll(defenseId: $d) { id } }", { d: String(defense.id) });
    const [t1] = trusteesOfDefense(defense.id) as [TestTrustee];
    const backup = structuredClone(t1.secrets!); // the recovery file, saved before the close
    const electionId = await electionOf(guest, tokens.get(members[0]!.id));
    const genuine = (await fetchRecord(guest, electionId))!;
    // The honest count: seats 1 and 2 decrypt; seat 1 forgets its key.
    await openUrn(guest, defense.id);
    expect(t1.secrets).toMatchObject({ deviceSecret: null, share: null });
    // The attacker clears seat 1's part and the count, rewrites the urn, and gets the member
    // to restore the file on a new browser.
    const pollId = await pollOf(defense.id);
    await eraseDecryption(pollId);
    await rewriteUrn(defense.id, "revoke and replace");
    const restored: TestTrustee = { ...t1, secrets: restoredSecrets(backup, null) };
    const asked = await stepDevice(guest, restored);
    expect(asked).toMatchObject({ kind: "ask-urn", typed: true, headCode: null, mistyped: false });
    // The member types the code heard at the sitting (as it sounds, in lower case): it is not
    // this urn's, so nothing is decrypted, and the page says so.
    const heard = genuine.headCode.toLowerCase().replaceAll("-", " ");
    expect(await stepDevice(guest, restored, { urn: { code: heard, ballots: 4 } })).toMatchObject({
      kind: "ask-urn",
      mistyped: true,
    });
    expect(await storedFactor(pollId, 1)).toBeNull();
  });

  it("a device that decrypted one urn refuses a second, different one, even confirmed: an alarm, no partial", async () => {
    const { api, members, defense, tokens } = await openSitting(5);
    const guest = new ApiClient(server.url);
    for (const m of members.slice(0, 4)) await vote(guest, tokens.get(m.id), "FOR");
    await closeAndReadOut(api, defense.id);
    const [t1] = trusteesOfDefense(defense.id) as [TestTrustee];
    const electionId = (await guest.gql(KEY, { t: tokens.get(members[0]!.id) })).body.data?.poll.election
      .manifest.electionId;
    const genuine = await fetchRecord(guest, electionId);
    expect(await stepDevice(guest, t1, { urn: { head: genuine!.head, ballots: 4 } })).toMatchObject({
      kind: "decrypt",
    });
    // The attacker resets the seat's part and the count, rewrites the urn, and asks again
    // (the decryption oracle): the device remembers the one urn it decrypted.
    const pollId = await pollOf(defense.id);
    await eraseDecryption(pollId);
    await rewriteUrn(defense.id, "revoke and replace");
    const forged = await fetchRecord(guest, electionId);
    expect(forged?.head).not.toBe(genuine?.head);
    expect(await stepDevice(guest, t1, { urn: { head: forged!.head, ballots: 4 } })).toMatchObject({
      kind: "alarm",
    });
    expect(await storedFactor(pollId, 1)).toBeNull();
  });

  it("nothing stored or logged holds a choice: the whole database while open and after close, and the log", async () => {
    const { api, members, defense, tokens } = await openSitting(4);
    const guest = new ApiClient(server.url);
    for (const m of members.slice(0, 3)) await vote(guest, tokens.get(m.id), "FOR");
    const dumpWhileOpen = await dump();
    await api.gql("mutation($d: ID!) { closePoll(defenseId: $d) { id } }", { d: String(defense.id) });
    await openUrn(guest, defense.id);
    const dumpAfterClose = await dump();
    for (const text of [dumpWhileOpen, dumpAfterClose])
      expect(text).not.toMatch(/"choice"|\bFOR\b|\bAGAINST\b/);
    // Every ballot row holds the ballot's columns (BALLOT_COLUMNS), as hex and nothing else.
    const rows = await sql<Record<string, unknown>>`
      select b.* from ballots b join polls p on p.id = b.poll_id where p.defense_id = ${defense.id}
    `.execute(server.db);
    expect(rows.rows).toHaveLength(3);
    for (const row of rows.rows) {
      expect(Object.keys(row)).toEqual(BALLOT_COLUMNS);
      expect(`${row.alpha}${row.beta}${row.head}${row.credential}`).toMatch(/^[0-9a-f]{256}$/);
      expect(Object.keys(row.signature as object).sort()).toEqual(["challenge", "response"]);
      const proof = row.proof as Record<string, string>[];
      expect(proof).toHaveLength(2);
      for (const p of proof) {
        expect(Object.keys(p).sort()).toEqual(["challenge", "response"]);
        expect(`${p.challenge}${p.response}`).toMatch(/^[0-9a-f]{128}$/);
      }
    }
    // The commission's links, opened as a member's device opens them (the page and its task).
    for (const t of trusteesOfDefense(defense.id)) {
      expect((await fetch(`${server.url}/commission/${t.token}`)).status).toBe(200);
      expect((await guest.rest("GET", `/member/commission/${t.token}`)).status).toBe(200);
      // A GraphQL read by GET carries the token in the query string.
      const query = encodeURIComponent(`{ commissionTask(token: "${t.token}") { seat } }`);
      expect(
        (
          await guest.request("GET", `/graphql?query=${query}`, undefined, {
            "apollo-require-preflight": "1",
          })
        ).status,
      ).toBe(200);
    }
    const log = logLines.join("\n");
    for (const t of trusteesOfDefense(defense.id)) expect(log).not.toContain(t.token);
    expect(log).not.toMatch(/\bFOR\b|\bAGAINST\b|"choice"/);
    for (const token of tokens.values()) expect(log).not.toContain(token);
  });
});

/** A defense's current poll: its id and status, from the database. */
function currentPoll(defenseId: number) {
  return server.db
    .selectFrom("polls")
    .select(["id", "status"])
    .where("defense_id", "=", defenseId)
    .orderBy("round", "desc")
    .executeTakeFirstOrThrow();
}

/** The id of a defense's current poll. */
async function pollOf(defenseId: number): Promise<number> {
  return (await currentPoll(defenseId)).id;
}

/** The attacker with the database undoes a poll's decryption: every seat's partial (factor and proof) and the count. */
async function eraseDecryption(pollId: number): Promise<void> {
  await server.db
    .updateTable("poll_trustees")
    .set({ factor: null, factor_proof: null })
    .where("poll_id", "=", pollId)
    .execute();
  await server.db
    .updateTable("polls")
    .set({ votes_for: null, votes_against: null, tallied_at: null })
    .where("id", "=", pollId)
    .execute();
}

/** The partial decryption factor seat `seat` of a poll has stored (hex), null while it has none. @throws for no such seat */
async function storedFactor(pollId: number, seat: number): Promise<string | null> {
  const row = await server.db
    .selectFrom("poll_trustees")
    .select("factor")
    .where("poll_id", "=", pollId)
    .where("seat", "=", seat)
    .executeTakeFirstOrThrow();
  return row.factor;
}

/**
 * The attacker with the database, after the close: keeps ballot 1 (the target) and replaces the
 * others with ballots it made itself («против», to the election's key, with valid proofs),
 * signed with keys it drew itself, the count and the marks unchanged, the chain rebuilt. With
 * "revoke and replace" it also marks the dropped voters' credentials revoked and registers its
 * own as theirs (late ones): an urn whose record verifies on its own.
 */
async function rewriteUrn(defenseId: number, mode: "own keys" | "revoke and replace"): Promise<void> {
  const pollId = await pollOf(defenseId);
  const poll = await server.db
    .selectFrom("polls")
    .select(["fingerprint", "public_key"])
    .where("id", "=", pollId)
    .executeTakeFirstOrThrow();
  const ctx = { fingerprint: poll.fingerprint ?? "", publicKey: poll.public_key ?? "" };
  const stored = await server.db
    .selectFrom("ballots")
    .selectAll()
    .where("poll_id", "=", pollId)
    .orderBy("position")
    .execute();
  const keys = stored.map(() => newCredential());
  const forged: CastBallot[] = stored.map((b, i) =>
    i === 0
      ? {
          alpha: b.alpha,
          beta: b.beta,
          proof: [b.proof[0], b.proof[1]] as EncryptedBallot["proof"],
          credential: b.credential as string,
          signature: b.signature as CastBallot["signature"],
        }
      : signBallot(ctx.fingerprint, encryptVote(ctx, 0), keys[i]!),
  );
  const heads = urnHeads(ctx.fingerprint, forged);
  await server.db.deleteFrom("ballots").where("poll_id", "=", pollId).execute();
  for (const [i, b] of forged.entries())
    await server.db
      .insertInto("ballots")
      .values({
        poll_id: pollId,
        position: i + 1,
        alpha: b.alpha,
        beta: b.beta,
        proof: JSON.stringify(b.proof),
        credential: b.credential,
        signature: JSON.stringify(b.signature),
        head: heads[i + 1] ?? null,
      })
      .execute();
  if (mode === "own keys") return;
  for (const [i, b] of stored.entries()) {
    if (i === 0) continue;
    const owner = await server.db
      .selectFrom("poll_credentials")
      .select("invite_id")
      .where("poll_id", "=", pollId)
      .where("credential", "=", b.credential as string)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable("poll_credentials")
      .set({ revoked_at: new Date() })
      .where("poll_id", "=", pollId)
      .where("credential", "=", b.credential as string)
      .execute();
    await server.db
      .insertInto("poll_credentials")
      .values({
        poll_id: pollId,
        invite_id: owner.invite_id,
        credential: keys[i]!.publicKey,
        revoked_at: null,
      })
      .execute();
  }
}

/**
 * Every row of every table of the app's schema as text (`table\tcol1\tcol2…`), as a DBA's dump
 * holds it; on PostgreSQL also what `pg_dump --data-only` writes.
 */
async function dump(): Promise<string> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1
  `.execute(server.db);
  const lines: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(server.db);
    for (const row of rows.rows)
      lines.push([name, ...Object.values(row).map((v) => JSON.stringify(v))].join("\t"));
  }
  const url = database.url;
  if (url) lines.push((await run("pg_dump", ["--data-only", url], { maxBuffer: 64 << 20 })).stdout);
  return lines.join("\n");
}
